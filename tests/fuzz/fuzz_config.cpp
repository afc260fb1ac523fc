// libFuzzer target: config JSON through catan::Match::create. An accepted config must give a
// game whose save loads again and whose views are clean; a refusal leaves no game.
#include <cstdint>
#include <cstdlib>

#include "fuzz_common.hpp"

using namespace catan;

// Builds the positions before the first input (libFuzzer's per-input timeout does not count this).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  catan::fuzz::states();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string in(reinterpret_cast<const char*>(data), size);
  Match m;
  const std::string r = m.create(in);
  fuzz::require_clean(r, "Match::create");
  if (!r.empty()) {
    if (m.started()) std::abort();  // refused, yet a game was started
    return 0;
  }
  const std::string save = m.save();
  fuzz::require_clean(save, "Match::save");
  Match back;
  if (!back.load(save).empty()) std::abort();  // a new game's own save must load
  fuzz::require_clean(m.view(0), "Match::view");
  fuzz::require_clean(m.pending(), "Match::pending");
  return 0;
}
