// Board topology of the 19-hex CATAN island (rulebook §0.2, §1.1): 19 land
// hexes (ring <= 2), 18 sea-frame hexes (ring 3), 54 vertices (intersections)
// and 72 edges (paths), with precomputed adjacency tables.
//
// Ids never depend on construction order: land hexes get ids 0..18 and sea
// hexes 19..36, each group sorted by centre pixel (top to bottom, then left to
// right, pointy-top); vertices are sorted by pixel position; edges by the
// pixel position of their midpoint.
#pragma once
#include <array>
#include <cstdint>

#include "engine/board/hex.hpp"

namespace catan {

inline constexpr int kLandHexes = 19;
inline constexpr int kSeaHexes = 18;
inline constexpr int kHexes = kLandHexes + kSeaHexes;
inline constexpr int kVertices = 54;
inline constexpr int kEdges = 72;

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

/// The immutable topology. Build once with `Topology::standard()`.
struct Topology {
  std::array<HexInfo, kHexes> hexes{};
  std::array<VertexInfo, kVertices> vertices{};
  std::array<EdgeInfo, kEdges> edges{};

  /// The standard 19-hex island with its sea frame (shared singleton).
  static const Topology& standard();

  /// Hex id at an axial position, or -1 if it is not on this board (ring > 3).
  int hex_at(Axial a) const;
  /// Edge id joining two vertices, or -1 if they are not adjacent.
  int edge_between(int v1, int v2) const;
};

}  // namespace catan
