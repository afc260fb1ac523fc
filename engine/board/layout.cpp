#include "engine/board/layout.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

namespace catan {
namespace {

// §1.1 / §1.3: the standard island's pieces and letter tokens A..R.
constexpr BoardSet kStandardSet{{3, 4, 4, 4, 3, 1, 0},
                                {0, 0, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 1},
                                {1, 1, 1, 1, 1, 4},
                                {5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11},
                                18, 9};
// §1.14: the 5–6 island's pieces (base + extension) and letter tokens A..Y, Za, Zb, Zc.
constexpr BoardSet kFiveSixSet{{5, 6, 6, 6, 5, 2, 0},
                               {0, 0, 2, 3, 3, 3, 3, 0, 3, 3, 3, 3, 2},
                               {1, 1, 2, 1, 1, 5},
                               {2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6},
                               28, 11};

/// The 9 harbor spots of the frame: sea hex and the land hex it faces (§1.2 table).
struct HarborSpot { Axial sea; Axial land; };
constexpr std::array<HarborSpot, 9> kHarborSpots{{
    {{0, -3}, {0, -2}}, {{2, -3}, {1, -2}}, {{3, -2}, {2, -2}},
    {{3, 0}, {2, 0}},   {{1, 2}, {1, 1}},   {{-1, 3}, {-1, 2}},
    {{-3, 3}, {-2, 2}}, {{-3, 1}, {-2, 0}}, {{-2, -1}, {-1, -1}},
}};

// The harbor on sea hex `sea` serving the path it shares with land hex `land`.
Harbor make_spot(const Topology& topo, int sea, int land) {
  Harbor h;
  h.sea_hex = int8_t(sea);
  for (int e = 0; e < topo.edge_count; ++e) {
    const auto& ei = topo.edges[e];
    if ((ei.hexes[0] == sea && ei.hexes[1] == land) || (ei.hexes[0] == land && ei.hexes[1] == sea)) {
      h.edge = int8_t(e);
      h.vertices = ei.vertices;
    }
  }
  if (h.edge < 0) throw std::logic_error("layout: harbor spot has no edge");
  return h;
}

// Real-plane position of a hex centre (pixel units scaled to one hex size).
struct Point { double x, y; };
Point centre_of(const Topology& topo, int h) {
  Pixel p = hex_center(topo.hexes[size_t(h)].pos);
  return {p.x * std::sqrt(3.0) / 2, p.y / 2.0};
}
// Mean centre of the land hexes: the island's middle.
Point island_centre(const Topology& topo) {
  Point c{0, 0};
  for (int h = 0; h < topo.land_count; ++h) { c.x += centre_of(topo, h).x; c.y += centre_of(topo, h).y; }
  return {c.x / topo.land_count, c.y / topo.land_count};
}
// Counter-clockwise angle on screen (y grows downwards) of hex h seen from c, 0..2pi.
double angle_of(const Topology& topo, Point c, int h) {
  Point p = centre_of(topo, h);
  double a = std::atan2(-(p.y - c.y), p.x - c.x);
  return a < 0 ? a + 2 * std::numbers::pi : a;
}
// Orders `ids` by angle from `start` (which comes first), counter-clockwise or clockwise.
void sort_around(const Topology& topo, Point c, int start, bool counter_clockwise, std::vector<int>& ids) {
  const double a0 = angle_of(topo, c, start);
  auto key = [&](int h) {
    double d = angle_of(topo, c, h) - a0;
    if (!counter_clockwise) d = -d;
    while (d < -1e-9) d += 2 * std::numbers::pi;
    return d;
  };
  std::sort(ids.begin(), ids.end(), [&](int a, int b) { return key(a) < key(b); });
}
bool adjacent(const Topology& topo, int a, int b) {
  for (Axial d : kHexDirections)
    if (topo.hexes[size_t(a)].pos + d == topo.hexes[size_t(b)].pos) return true;
  return false;
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

const BoardSet& board_set(const Topology& topo) {
  if (topo.land_count == 19) return kStandardSet;
  if (topo.land_count == 30) return kFiveSixSet;
  throw std::logic_error("layout: no board set for this topology");
}

int harbor_spots(const Topology& topo, std::array<Harbor, kMaxHarbors>& out) {
  out = {};
  if (topo.land_count == 19) {
    for (size_t i = 0; i < kHarborSpots.size(); ++i)
      out[i] = make_spot(topo, topo.hex_at(kHarborSpots[i].sea), topo.hex_at(kHarborSpots[i].land));
    return int(kHarborSpots.size());
  }
  // The frame clockwise from its top-left hex (the first sea id); a harbor on every other hex.
  std::vector<int> frame;
  for (int h = topo.land_count; h < topo.hex_count; ++h) frame.push_back(h);
  sort_around(topo, island_centre(topo), topo.land_count, false, frame);
  const int count = board_set(topo).harbor_count;
  if (int(frame.size()) != 2 * count) throw std::logic_error("layout: frame size does not fit the harbors");
  for (int i = 0; i < count; ++i) {
    const int sea = frame[size_t(2 * i)], before = frame[size_t((2 * i + frame.size() - 1) % frame.size())];
    // The land hex it touches first going clockwise: the one the previous frame hex touches too.
    int land = -1;
    for (int h = 0; h < topo.land_count; ++h)
      if (adjacent(topo, sea, h) && (land < 0 || adjacent(topo, before, h))) land = h;
    out[size_t(i)] = make_spot(topo, sea, land);
  }
  return count;
}

void token_spiral(const Topology& topo, int corner, std::array<int8_t, kMaxLandHexes>& out) {
  // Depth of each land hex: steps to the sea (1 = the outer ring).
  std::array<int, kMaxLandHexes> depth{};
  int max_depth = 0;
  for (int h = 0; h < topo.land_count; ++h) {
    depth[size_t(h)] = 1 << 20;
    for (int s = topo.land_count; s < topo.hex_count; ++s) {
      Axial a = topo.hexes[size_t(h)].pos, b = topo.hexes[size_t(s)].pos;
      Axial d{a.q - b.q, a.r - b.r};
      depth[size_t(h)] = std::min(depth[size_t(h)], ring_of(d));
    }
    max_depth = std::max(max_depth, depth[size_t(h)]);
  }
  const Point c = island_centre(topo);
  // The start corner: the outer hex farthest in direction kHexDirections[corner].
  Pixel dir = hex_center(kHexDirections[size_t(corner)]);
  int start = -1;
  double best = -1e18;
  for (int h = 0; h < topo.land_count; ++h) {
    if (depth[size_t(h)] != 1) continue;
    Point p = centre_of(topo, h);
    double along = (p.x - c.x) * dir.x * std::sqrt(3.0) / 2 + (p.y - c.y) * dir.y / 2.0;
    if (along > best + 1e-9) { best = along; start = h; }
  }
  int n = 0;
  for (int d = 1; d <= max_depth; ++d) {
    std::vector<int> ring;
    for (int h = 0; h < topo.land_count; ++h) if (depth[size_t(h)] == d) ring.push_back(h);
    if (d > 1) {  // start next to the previous ring's start
      int next = ring[0];
      double near = 1e18;
      for (int h : ring) {
        Point p = centre_of(topo, h), q = centre_of(topo, start);
        double dd = (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y);
        if (dd < near - 1e-9) { near = dd; next = h; }
      }
      start = next;
    }
    sort_around(topo, c, start, true, ring);
    for (int h : ring) out[size_t(n++)] = int8_t(h);
  }
}

Layout beginner_layout(const Topology& topo) {
  if (topo.land_count != 19) throw std::logic_error("layout: the beginner board is the standard island's");
  using T = Terrain;
  // Rows top to bottom, left to right (= land hex id order), §1.2.
  constexpr std::array<T, 19> terr{
      T::mountains, T::pasture, T::forest,
      T::fields, T::hills, T::pasture, T::hills,
      T::fields, T::forest, T::desert, T::forest, T::mountains,
      T::forest, T::mountains, T::fields, T::pasture,
      T::hills, T::fields, T::pasture};
  constexpr std::array<int8_t, 19> num{10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11};
  Layout l;
  l.land_count = int8_t(topo.land_count);
  std::copy(terr.begin(), terr.end(), l.terrain.begin());
  std::copy(num.begin(), num.end(), l.number.begin());
  for (int h = 0; h < 19; ++h) if (terr[size_t(h)] == T::desert) l.desert_hex = int8_t(h);
  // Clockwise from top-left: 3:1, grain, ore, 3:1, wool, 3:1, 3:1, brick, lumber.
  constexpr std::array<int, 9> kinds{5, 3, 4, 5, 2, 5, 5, 0, 1};
  l.harbor_count = int8_t(harbor_spots(topo, l.harbor_slots));
  for (int i = 0; i < l.harbor_count; ++i) set_kind(l.harbor_slots[size_t(i)], kinds[size_t(i)]);
  return l;
}

Layout random_layout(const Topology& topo, Rng& rng) {
  using T = Terrain;
  const BoardSet& set = board_set(topo);
  const int n = topo.land_count;
  std::array<T, kMaxLandHexes> terr{};
  int k = 0;
  for (T t : {T::forest, T::pasture, T::fields, T::hills, T::mountains, T::desert})
    for (int c = 0; c < set.terrain[size_t(t)]; ++c) terr[size_t(k++)] = t;
  for (int i = n - 1; i > 0; --i) std::swap(terr[size_t(i)], terr[rng.below(uint32_t(i + 1))]);
  // Hex ids are assigned to positions in id order; the spiral walks positions.
  Layout l;
  l.land_count = int8_t(n);
  l.terrain = terr;
  for (int h = n - 1; h >= 0; --h) if (terr[size_t(h)] == T::desert) l.desert_hex = int8_t(h);
  // Letter tokens A.. (§1.3, §1.14), skipping the deserts.
  std::array<int8_t, kMaxLandHexes> order{};
  token_spiral(topo, int(rng.below(6)), order);
  int letter = 0;
  for (int i = 0; i < n; ++i) {
    const int h = order[size_t(i)];
    l.number[size_t(h)] = terr[size_t(h)] == T::desert ? 0 : set.letters[size_t(letter++)];
  }
  std::array<int, kMaxHarbors> kinds{};
  k = 0;
  for (int c = 0; c < set.harbors[5]; ++c) kinds[size_t(k++)] = 5;
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < set.harbors[size_t(r)]; ++c) kinds[size_t(k++)] = r;
  for (int i = k - 1; i > 0; --i) std::swap(kinds[size_t(i)], kinds[rng.below(uint32_t(i + 1))]);
  l.harbor_count = int8_t(harbor_spots(topo, l.harbor_slots));
  for (int i = 0; i < l.harbor_count; ++i) set_kind(l.harbor_slots[size_t(i)], kinds[size_t(i)]);
  return l;
}

}  // namespace catan
