#include "engine/board/layout.hpp"

#include <stdexcept>

namespace catan {
namespace {

/// The 9 harbor spots of the frame: sea hex and the land hex it faces (§1.2 table).
struct HarborSpot { Axial sea; Axial land; };
constexpr std::array<HarborSpot, kHarbors> kHarborSpots{{
    {{0, -3}, {0, -2}}, {{2, -3}, {1, -2}}, {{3, -2}, {2, -2}},
    {{3, 0}, {2, 0}},   {{1, 2}, {1, 1}},   {{-1, 3}, {-1, 2}},
    {{-3, 3}, {-2, 2}}, {{-3, 1}, {-2, 0}}, {{-2, -1}, {-1, -1}},
}};

Harbor make_spot(const Topology& topo, int spot) {
  const auto& s = kHarborSpots[spot];
  int sea = topo.hex_at(s.sea), land = topo.hex_at(s.land);
  Harbor h;
  h.sea_hex = int8_t(sea);
  for (int e = 0; e < kEdges; ++e) {
    const auto& ei = topo.edges[e];
    if ((ei.hexes[0] == sea && ei.hexes[1] == land) || (ei.hexes[0] == land && ei.hexes[1] == sea)) {
      h.edge = int8_t(e);
      h.vertices = ei.vertices;
    }
  }
  if (h.edge < 0) throw std::logic_error("layout: harbor spot has no edge");
  return h;
}

void set_kind(Harbor& h, int kind) {  // kind 0..4 = resource, 5 = generic
  h.generic = kind == 5;
  h.resource = h.generic ? Resource::brick : static_cast<Resource>(kind);
}

}  // namespace

std::optional<Resource> terrain_resource(Terrain t) {
  switch (t) {
    case Terrain::hills: return Resource::brick;
    case Terrain::forest: return Resource::lumber;
    case Terrain::pasture: return Resource::wool;
    case Terrain::fields: return Resource::grain;
    case Terrain::mountains: return Resource::ore;
    default: return std::nullopt;
  }
}

std::optional<Terrain> parse_terrain(std::string_view s) {
  for (int i = 0; i < 7; ++i) if (kTerrainNames[i] == s) return static_cast<Terrain>(i);
  return std::nullopt;
}

Layout beginner_layout(const Topology& topo) {
  using T = Terrain;
  // Rows top to bottom, left to right (= land hex id order), §1.2.
  constexpr std::array<T, kLandHexes> terr{
      T::mountains, T::pasture, T::forest,
      T::fields, T::hills, T::pasture, T::hills,
      T::fields, T::forest, T::desert, T::forest, T::mountains,
      T::forest, T::mountains, T::fields, T::pasture,
      T::hills, T::fields, T::pasture};
  constexpr std::array<int8_t, kLandHexes> num{10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11};
  Layout l;
  l.terrain = terr;
  l.number = num;
  for (int h = 0; h < kLandHexes; ++h) if (terr[h] == T::desert) l.desert_hex = int8_t(h);
  // Clockwise from top-left: 3:1, grain, ore, 3:1, wool, 3:1, 3:1, brick, lumber.
  constexpr std::array<int, kHarbors> kinds{5, 3, 4, 5, 2, 5, 5, 0, 1};
  for (int i = 0; i < kHarbors; ++i) { l.harbors[i] = make_spot(topo, i); set_kind(l.harbors[i], kinds[i]); }
  return l;
}

Layout random_layout(const Topology& topo, Rng& rng) {
  using T = Terrain;
  std::array<T, kLandHexes> terr{T::forest, T::forest, T::forest, T::forest, T::pasture, T::pasture, T::pasture,
                                 T::pasture, T::fields, T::fields, T::fields, T::fields, T::hills, T::hills,
                                 T::hills, T::mountains, T::mountains, T::mountains, T::desert};
  for (int i = kLandHexes - 1; i > 0; --i) std::swap(terr[i], terr[rng.below(uint32_t(i + 1))]);
  // Hex ids are assigned to positions in id order; the spiral walks positions.
  Layout l;
  l.terrain = terr;
  for (int h = 0; h < kLandHexes; ++h) if (terr[h] == T::desert) l.desert_hex = int8_t(h);
  // Letter tokens A..R (§1.3).
  constexpr std::array<int8_t, 18> letters{5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11};
  const int corner = int(rng.below(6));
  std::array<int, kLandHexes> order{};
  int n = 0;
  for (int radius = 2; radius >= 1; --radius) {
    Axial pos = kHexDirections[corner] * radius;
    for (int side = 0; side < 6; ++side) {
      Axial d = kHexDirections[(corner + 2 + side) % 6];
      for (int step = 0; step < radius; ++step) { order[n++] = topo.hex_at(pos); pos = pos + d; }
    }
  }
  order[n++] = topo.hex_at({0, 0});
  int letter = 0;
  for (int h : order) l.number[h] = terr[h] == T::desert ? 0 : letters[letter++];
  std::array<int, kHarbors> kinds{5, 5, 5, 5, 0, 1, 2, 3, 4};
  for (int i = kHarbors - 1; i > 0; --i) std::swap(kinds[i], kinds[rng.below(uint32_t(i + 1))]);
  for (int i = 0; i < kHarbors; ++i) { l.harbors[i] = make_spot(topo, i); set_kind(l.harbors[i], kinds[i]); }
  return l;
}

}  // namespace catan
