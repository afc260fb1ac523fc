// Seeded pseudo-random generator kept inside a game state (xoshiro256**,
// seeded through splitmix64). Plain value: copying it copies the stream.
// Nothing in the engine may use any other source of randomness.
#pragma once
#include <array>
#include <cstdint>
#include <string>

namespace catan {

/// xoshiro256** by Blackman and Vigna (public-domain algorithm), 256-bit state.
struct Rng {
  std::array<uint64_t, 4> s{};

  /// Seeds the four state words from one 64-bit seed through splitmix64.
  static Rng from_seed(uint64_t seed) {
    Rng r;
    uint64_t x = seed;
    for (auto& w : r.s) {
      x += 0x9E3779B97F4A7C15ull;
      uint64_t z = x;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      w = z ^ (z >> 31);
    }
    return r;
  }

  /// Next 64 random bits.
  uint64_t next() {
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
    s[2] ^= t; s[3] = rotl(s[3], 45);
    return result;
  }

  /// Uniform integer in [0, n) for n >= 1, without modulo bias (Lemire's method).
  uint32_t below(uint32_t n) {
    uint64_t m = uint64_t(uint32_t(next() >> 32)) * n;
    uint32_t l = uint32_t(m);
    if (l < n) {
      const uint32_t t = uint32_t(-n) % n;
      while (l < t) { m = uint64_t(uint32_t(next() >> 32)) * n; l = uint32_t(m); }
    }
    return uint32_t(m >> 32);
  }

  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
};

}  // namespace catan
