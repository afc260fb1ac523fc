// Axial hex coordinates for a pointy-top hex grid (Red Blob Games' vocabulary):
// q grows to the right, r grows downwards, s = -q - r.
#pragma once
#include <array>
#include <cstdlib>

namespace catan {

/// A hex position in axial coordinates.
struct Axial {
  int q = 0;
  int r = 0;
  friend constexpr bool operator==(const Axial&, const Axial&) = default;
  constexpr Axial operator+(Axial o) const { return {q + o.q, r + o.r}; }
  constexpr Axial operator*(int k) const { return {q * k, r * k}; }
};

/// The six neighbour directions, counter-clockwise on screen starting east:
/// E, NE, NW, W, SW, SE.
inline constexpr std::array<Axial, 6> kHexDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

/// Hex distance from the centre hex (0,0).
constexpr int ring_of(Axial a) { return (std::abs(a.q) + std::abs(a.r) + std::abs(a.q + a.r)) / 2; }

/// Integer "pixel" position of a hex centre in a pointy-top layout, in units
/// where x is sqrt(3)/2 hex sizes and y is 1/2 hex size: x = 2q + r, y = 3r.
/// Corners are at centre + kCornerOffsets[i]. Exact, so usable for sorting ids.
struct Pixel {
  int x = 0;
  int y = 0;
  friend constexpr bool operator==(const Pixel&, const Pixel&) = default;
};
constexpr Pixel hex_center(Axial a) { return {2 * a.q + a.r, 3 * a.r}; }

/// Corner offsets in the same units, clockwise from the top corner:
/// top, top-right, bottom-right, bottom, bottom-left, top-left.
inline constexpr std::array<Pixel, 6> kCornerOffsets{{{0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}}};

/// Orders pixels top to bottom, then left to right (the id order of boards).
constexpr bool pixel_before(Pixel a, Pixel b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }

}  // namespace catan
