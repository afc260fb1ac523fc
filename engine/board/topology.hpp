// Board topology built from the board's shape (rulebook §0.2, §1.1, §1.14): land hexes,
// the sea frame around them (every hex next to land that is not land), vertices
// (intersections) and edges (paths), with precomputed adjacency tables. Counts and id
// ranges come from the board; storage is sized for the largest board (kMax*), so one
// Topology type holds the 19-hex island and the 30-hex 5–6 player island.
//
// Ids never depend on construction order: land hexes get ids 0..land_count-1 and sea
// hexes follow, each group sorted by centre pixel (top to bottom, then left to right,
// pointy-top); vertices are sorted by pixel position; edges by the pixel position of
// their midpoint.
#pragma once
#include <array>
#include <cstdint>

#include "engine/board/hex.hpp"

namespace catan {

/// Capacity: the largest board (the 5–6 player island, rows 3-4-5-6-5-4-3: 30 land hexes,
/// 22 frame hexes, 80 vertices, 109 edges; docs/architecture.md "Board size as data").
/// Every per-hex, per-vertex and per-edge array is sized by these; loops run to the
/// actual Topology's counts. Topology::five_six() checks that its counts equal them.
inline constexpr int kMaxLandHexes = 30;
inline constexpr int kMaxSeaHexes = 22;
inline constexpr int kMaxHexes = kMaxLandHexes + kMaxSeaHexes;
inline constexpr int kMaxVertices = 80;
inline constexpr int kMaxEdges = 109;

/// A set of ids below N (vertices or edges of any board): fixed words, no heap, so it
/// is as cheap as one machine word on the 54-vertex board and still holds 80 vertices.
template <int N>
struct IdBits {
  static constexpr int kWords = (N + 63) / 64;
  std::array<uint64_t, kWords> words{};

  constexpr void set(int i) { words[size_t(i >> 6)] |= uint64_t(1) << (i & 63); }
  constexpr bool test(int i) const { return (words[size_t(i >> 6)] >> (i & 63)) & 1u; }
  constexpr bool any() const {
    for (auto w : words) if (w) return true;
    return false;
  }
  constexpr IdBits& operator|=(const IdBits& o) {
    for (int k = 0; k < kWords; ++k) words[size_t(k)] |= o.words[size_t(k)];
    return *this;
  }
  friend constexpr bool operator==(const IdBits&, const IdBits&) = default;
};
/// Vertex and edge sets sized from the largest board.
using VertexBits = IdBits<kMaxVertices>;
using EdgeBits = IdBits<kMaxEdges>;

/// The land of a board: rows of hexes from top to bottom, each row centred under the
/// previous one (a row one longer sticks out half a hex on each side).
struct BoardShape {
  std::array<int8_t, 9> rows{};  ///< hexes per row, top to bottom; 0 ends the list
  int row_count() const {
    int n = 0;
    while (n < int(rows.size()) && rows[size_t(n)] > 0) ++n;
    return n;
  }
};
/// Rows 3-4-5-4-3: the 19-hex island (§1.1).
inline constexpr BoardShape kStandardShape{{3, 4, 5, 4, 3}};
/// Rows 3-4-5-6-5-4-3: the 30-hex island of the 5–6 player extension (§1.14).
inline constexpr BoardShape kFiveSixShape{{3, 4, 5, 6, 5, 4, 3}};

/// One hex: axial position and whether it is land.
struct HexInfo {
  Axial pos;
  bool land = false;
  std::array<int8_t, 6> vertices{};  ///< land hexes only: corner vertex ids, clockwise from top (-1 for sea)
  std::array<int8_t, 6> edges{};     ///< land hexes only: side edge ids, side i joins corner i and i+1
};

/// One vertex (intersection): the three hexes that meet there (land or sea),
/// its 2-3 neighbouring vertices and incident edges (-1 padded).
struct VertexInfo {
  Pixel pixel;
  std::array<int8_t, 3> hexes{};     ///< hex ids (sorted ascending)
  std::array<int8_t, 3> neighbors{};  ///< adjacent vertex ids, -1 padded
  std::array<int8_t, 3> edges{};      ///< incident edge ids, -1 padded (same order as neighbors)
  int8_t degree = 0;                  ///< number of valid neighbors/edges (2 or 3)
  bool coastal = false;               ///< touches at least one sea hex
  int8_t land_count = 0;              ///< number of land hexes among `hexes`
};

/// One edge (path): its two end vertices and the two hexes it separates.
struct EdgeInfo {
  std::array<int8_t, 2> vertices{};  ///< ascending ids
  std::array<int8_t, 2> hexes{};     ///< ascending ids (one may be a sea hex)
  bool coastal = false;              ///< one side is sea
};

/// The immutable topology of one board. Ids run below the counts; entries past them are unused.
struct Topology {
  int land_count = 0;    ///< land hexes: ids 0 .. land_count-1
  int hex_count = 0;     ///< land + sea frame hexes: sea ids land_count .. hex_count-1
  int vertex_count = 0;  ///< vertex ids 0 .. vertex_count-1
  int edge_count = 0;    ///< edge ids 0 .. edge_count-1
  std::array<HexInfo, kMaxHexes> hexes{};
  std::array<VertexInfo, kMaxVertices> vertices{};
  std::array<EdgeInfo, kMaxEdges> edges{};

  /// Builds the topology of a board shape (at most the kMax* counts; std::logic_error if larger).
  static Topology build(const BoardShape& shape);
  /// The standard 19-hex island with its sea frame (shared singleton).
  static const Topology& standard();
  /// The 30-hex island of the 5–6 player extension with its frame (shared singleton).
  static const Topology& five_six();

  /// Hex id at an axial position, or -1 if it is not on this board.
  int hex_at(Axial a) const;
  /// Edge id joining two vertices, or -1 if they are not adjacent.
  int edge_between(int v1, int v2) const;
};

}  // namespace catan
