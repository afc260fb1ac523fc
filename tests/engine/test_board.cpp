// Board geometry and layouts (rulebook §0.2, §1.1-§1.3).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "engine/board/board_json.hpp"
#include "engine/board/layout.hpp"
#include "engine/board/topology.hpp"

using namespace catan;

TEST_CASE("topology: 19 land + 18 sea hexes, 54 vertices, 72 edges") {
  const auto& t = Topology::standard();
  int land = 0;
  for (auto& h : t.hexes) land += h.land;
  CHECK(land == 19);
  std::set<int> seen;
  for (int h = 0; h < kLandHexes; ++h)
    for (auto v : t.hexes[h].vertices) { CHECK(v >= 0); seen.insert(v); }
  CHECK(seen.size() == 54);
  int coastal_v = 0, coastal_e = 0, deg3 = 0;
  for (auto& v : t.vertices) {
    coastal_v += v.coastal;
    deg3 += v.degree == 3;
    CHECK((v.degree == 2 || v.degree == 3));
    CHECK(v.land_count >= 1);
  }
  for (auto& e : t.edges) coastal_e += e.coastal;
  // The coast of a radius-2 hexagon of hexes has 30 intersections and 30 paths.
  CHECK(coastal_v == 30);
  CHECK(coastal_e == 30);
  // Inner vertices have 3 paths: 54 - 18 degree-2 corners.
  CHECK(deg3 == 36);
}

TEST_CASE("topology: ids sorted by pixel position, adjacency symmetric") {
  const auto& t = Topology::standard();
  for (int v = 1; v < kVertices; ++v) CHECK(pixel_before(t.vertices[v - 1].pixel, t.vertices[v].pixel));
  for (int h = 1; h < kLandHexes; ++h)
    CHECK(pixel_before(hex_center(t.hexes[h - 1].pos), hex_center(t.hexes[h].pos)));
  CHECK(t.hexes[0].pos == Axial{0, -2});
  CHECK(t.hexes[9].pos == Axial{0, 0});
  CHECK(t.hexes[18].pos == Axial{0, 2});
  for (int v = 0; v < kVertices; ++v)
    for (int k = 0; k < t.vertices[v].degree; ++k) {
      int n = t.vertices[v].neighbors[k];
      CHECK(t.edge_between(n, v) == t.vertices[v].edges[k]);
    }
  // Vertex 0 is the top corner of hex 0 (the topmost point, leftmost among ties).
  CHECK(t.hexes[0].vertices[0] == 0);
  // Every edge's two hexes both have both its vertices as corners.
  for (auto& e : t.edges)
    for (auto h : e.hexes)
      for (auto v : e.vertices) {
        auto& vh = t.vertices[v].hexes;
        CHECK(std::find(vh.begin(), vh.end(), h) != vh.end());
      }
}

TEST_CASE("beginner layout: terrain and number counts, desert centre, harbors") {
  const auto& t = Topology::standard();
  Layout l = beginner_layout(t);
  std::array<int, 7> terr{};
  for (auto x : l.terrain) ++terr[int(x)];
  CHECK(terr[int(Terrain::forest)] == 4);
  CHECK(terr[int(Terrain::pasture)] == 4);
  CHECK(terr[int(Terrain::fields)] == 4);
  CHECK(terr[int(Terrain::hills)] == 3);
  CHECK(terr[int(Terrain::mountains)] == 3);
  CHECK(terr[int(Terrain::desert)] == 1);
  CHECK(l.desert_hex == 9);
  std::multiset<int> nums(l.number.begin(), l.number.end());
  CHECK(nums == std::multiset<int>{0, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12});
  std::set<int> hv;
  int generic = 0;
  for (auto& h : l.harbors) {
    generic += h.generic;
    for (auto v : h.vertices) { hv.insert(v); CHECK(t.vertices[v].coastal); }
    CHECK(t.edges[h.edge].coastal);
  }
  CHECK(generic == 4);
  CHECK(hv.size() == 18);
  // The top-left 3:1 harbor faces the mountains 10 at (0,-2).
  CHECK(l.harbors[0].generic);
  CHECK(t.edges[l.harbors[0].edge].hexes[0] == 0);
}

TEST_CASE("random layout: same counts, deterministic by seed, spiral numbers skip desert") {
  const auto& t = Topology::standard();
  for (uint64_t seed = 1; seed < 50; ++seed) {
    Rng r1 = Rng::from_seed(seed), r2 = Rng::from_seed(seed);
    Layout a = random_layout(t, r1), b = random_layout(t, r2);
    CHECK(a.terrain == b.terrain);
    CHECK(a.number == b.number);
    std::multiset<int> nums(a.number.begin(), a.number.end());
    CHECK(nums == std::multiset<int>{0, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12});
    CHECK(a.number[a.desert_hex] == 0);
    CHECK(a.terrain[a.desert_hex] == Terrain::desert);
    int generic = 0;
    std::set<int> kinds;
    for (auto& h : a.harbors) { generic += h.generic; if (!h.generic) kinds.insert(int(h.resource)); }
    CHECK(generic == 4);
    CHECK(kinds.size() == 5);
  }
}

TEST_CASE("board json: shape for outside tests and renderers") {
  const auto& t = Topology::standard();
  auto j = board_to_json(t, beginner_layout(t));
  CHECK(j["hexes"].size() == 37);
  CHECK(j["vertices"].size() == 54);
  CHECK(j["edges"].size() == 72);
  CHECK(j["harbors"].size() == 9);
  CHECK(j["hexes"][9]["terrain"] == "desert");
  CHECK(j["hexes"][9]["number"].is_null());
  CHECK(j["hexes"][20]["terrain"] == "sea");
  CHECK(j["vertices"][0]["hexes"].size() == 3);
  CHECK(j["edges"][0]["vertices"].size() == 2);
}
