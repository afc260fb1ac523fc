// How much of a slow randomized suite to run. The sanitizer run of scripts/test sets
// CATAN_TEST_SCALE=N to divide the game counts and sample rates of the checked play-outs that
// also run in full in the normal build, so every code path still runs under ASan + UBSan
// while the stage stays within CI's time budget.
#pragma once
#include <cstdlib>

namespace catan::testing {

/// The divisor from CATAN_TEST_SCALE: 1 when unset, not a number or below 1.
inline int test_scale() {
  static const int divisor = [] {
    const char* s = std::getenv("CATAN_TEST_SCALE");
    const int d = s ? std::atoi(s) : 1;
    return d >= 1 ? d : 1;
  }();
  return divisor;
}

/// `n` divided by the test scale, at least 1 (a count of games or checks).
inline int scaled(int n) { return n / test_scale() > 0 ? n / test_scale() : 1; }

}  // namespace catan::testing
