// Board geometry and layouts (rulebook §0.2, §1.1-§1.3).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "engine/board/board_json.hpp"
#include "engine/board/layout.hpp"
#include "engine/board/topology.hpp"

using namespace catan;

namespace {

// Counts and structure of a topology: every id below its count is valid and consistent.
void check_counts(const Topology& t, int land, int sea, int vertices, int edges, int coastal, int deg3) {
  CHECK(t.land_count == land);
  CHECK(t.hex_count == land + sea);
  CHECK(t.vertex_count == vertices);
  CHECK(t.edge_count == edges);
  int land_seen = 0;
  for (int h = 0; h < t.hex_count; ++h) land_seen += t.hexes[h].land;
  CHECK(land_seen == land);
  std::set<int> seen;
  for (int h = 0; h < t.land_count; ++h)
    for (auto v : t.hexes[h].vertices) { CHECK(v >= 0); seen.insert(v); }
  CHECK(int(seen.size()) == vertices);
  int coastal_v = 0, coastal_e = 0, d3 = 0;
  for (int x = 0; x < t.vertex_count; ++x) {
    const auto& v = t.vertices[x];
    coastal_v += v.coastal;
    d3 += v.degree == 3;
    CHECK((v.degree == 2 || v.degree == 3));
    CHECK(v.land_count >= 1);
  }
  for (int e = 0; e < t.edge_count; ++e) coastal_e += t.edges[e].coastal;
  CHECK(coastal_v == coastal);
  CHECK(coastal_e == coastal);
  CHECK(d3 == deg3);
}

}  // namespace

TEST_CASE("topology: 19 land + 18 sea hexes, 54 vertices, 72 edges") {
  // The coast of a radius-2 hexagon of hexes has 30 intersections and 30 paths; inner
  // vertices have 3 paths: 54 - 18 degree-2 corners.
  check_counts(Topology::standard(), 19, 18, 54, 72, 30, 36);
}

TEST_CASE("topology: the 30-hex 5-6 player island is built from its shape (rows 3-4-5-6-5-4-3)") {
  // By hand (§1.14: 30 hexes): land 3+4+5+6+5+4+3 = 30. The frame has one hex per land hex
  // on each of the 6 sides: 3+4+4+3+4+4 = 22. Vertices by horizontal zigzag lines, a line
  // between rows of n and m hexes holding 2*max(n,m)+1: 7+9+11+13+13+11+9+7 = 80. Edges by
  // Euler (V - E + F = 2 with F = 30 hexes + outside): 80 + 30 - 1 = 109. Coast: each hex has
  // 6 sides, inner sides counted twice: 2*109 - 6*30 = 38 coastal paths, as many coastal
  // intersections (the coast is one cycle). Degree-2 vertices: 2*V2 + 3*V3 = 2E and V2 + V3 = V
  // give V2 = 3*80 - 2*109 = 22, so 58 of degree 3.
  const Topology& t = Topology::five_six();
  check_counts(t, 30, 22, 80, 109, 38, 58);
  CHECK(t.vertex_count <= kMaxVertices);
  CHECK(t.edge_count <= kMaxEdges);
  CHECK(t.hex_count <= kMaxHexes);
  // Ids sorted by pixel, adjacency symmetric, every edge's hexes hold both its ends.
  for (int v = 1; v < t.vertex_count; ++v) CHECK(pixel_before(t.vertices[v - 1].pixel, t.vertices[v].pixel));
  for (int v = 0; v < t.vertex_count; ++v)
    for (int k = 0; k < t.vertices[v].degree; ++k) CHECK(t.edge_between(t.vertices[v].neighbors[k], v) == t.vertices[v].edges[k]);
  for (int e = 0; e < t.edge_count; ++e)
    for (auto h : t.edges[e].hexes)
      for (auto v : t.edges[e].vertices) {
        auto& vh = t.vertices[v].hexes;
        CHECK(std::find(vh.begin(), vh.end(), h) != vh.end());
      }
  // The widest row has 6 land hexes side by side.
  int widest = 0;
  for (int h = 0; h < t.land_count; ++h) widest += t.hexes[h].pos.r == 0;
  CHECK(widest == 6);
}

TEST_CASE("topology: vertex and edge sets hold every id of the largest board") {
  VertexBits v;
  EdgeBits e;
  CHECK_FALSE(v.any());
  v.set(0);
  v.set(kMaxVertices - 1);
  e.set(kMaxEdges - 1);
  CHECK(v.test(0));
  CHECK(v.test(79));
  CHECK_FALSE(v.test(63));
  CHECK_FALSE(v.test(64));
  CHECK(e.test(108));
  CHECK_FALSE(e.test(107));
  VertexBits w;
  w.set(64);
  v |= w;
  CHECK(v.test(64));
}

TEST_CASE("topology: ids sorted by pixel position, adjacency symmetric") {
  const auto& t = Topology::standard();
  for (int v = 1; v < t.vertex_count; ++v) CHECK(pixel_before(t.vertices[v - 1].pixel, t.vertices[v].pixel));
  for (int h = 1; h < t.land_count; ++h)
    CHECK(pixel_before(hex_center(t.hexes[h - 1].pos), hex_center(t.hexes[h].pos)));
  CHECK(t.hexes[0].pos == Axial{0, -2});
  CHECK(t.hexes[9].pos == Axial{0, 0});
  CHECK(t.hexes[18].pos == Axial{0, 2});
  for (int v = 0; v < t.vertex_count; ++v)
    for (int k = 0; k < t.vertices[v].degree; ++k) {
      int n = t.vertices[v].neighbors[k];
      CHECK(t.edge_between(n, v) == t.vertices[v].edges[k]);
    }
  // Vertex 0 is the top corner of hex 0 (the topmost point, leftmost among ties).
  CHECK(t.hexes[0].vertices[0] == 0);
  // Every edge's two hexes both have both its vertices as corners.
  for (int id = 0; id < t.edge_count; ++id)
    for (auto h : t.edges[id].hexes)
      for (auto v : t.edges[id].vertices) {
        auto& vh = t.vertices[v].hexes;
        CHECK(std::find(vh.begin(), vh.end(), h) != vh.end());
      }
}

TEST_CASE("beginner layout: terrain and number counts, desert centre, harbors") {
  const auto& t = Topology::standard();
  Layout l = beginner_layout(t);
  std::array<int, 7> terr{};
  CHECK(l.land_count == 19);
  for (int h = 0; h < l.land_count; ++h) ++terr[int(l.terrain[h])];
  CHECK(terr[int(Terrain::forest)] == 4);
  CHECK(terr[int(Terrain::pasture)] == 4);
  CHECK(terr[int(Terrain::fields)] == 4);
  CHECK(terr[int(Terrain::hills)] == 3);
  CHECK(terr[int(Terrain::mountains)] == 3);
  CHECK(terr[int(Terrain::desert)] == 1);
  CHECK(l.desert_hex == 9);
  std::multiset<int> nums(l.number.begin(), l.number.begin() + l.land_count);
  CHECK(nums == std::multiset<int>{0, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12});
  std::set<int> hv;
  int generic = 0;
  CHECK(l.harbor_count == 9);
  for (auto& h : l.harbors()) {
    generic += h.generic;
    for (auto v : h.vertices) { hv.insert(v); CHECK(t.vertices[v].coastal); }
    CHECK(t.edges[h.edge].coastal);
  }
  CHECK(generic == 4);
  CHECK(hv.size() == 18);
  // The top-left 3:1 harbor faces the mountains 10 at (0,-2).
  CHECK(l.harbors()[0].generic);
  CHECK(t.edges[l.harbors()[0].edge].hexes[0] == 0);
}

TEST_CASE("random layout: same counts, deterministic by seed, spiral numbers skip desert") {
  const auto& t = Topology::standard();
  for (uint64_t seed = 1; seed < 50; ++seed) {
    Rng r1 = Rng::from_seed(seed), r2 = Rng::from_seed(seed);
    Layout a = random_layout(t, r1), b = random_layout(t, r2);
    CHECK(a.terrain == b.terrain);
    CHECK(a.number == b.number);
    std::multiset<int> nums(a.number.begin(), a.number.begin() + a.land_count);
    CHECK(nums == std::multiset<int>{0, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12});
    CHECK(a.number[a.desert_hex] == 0);
    CHECK(a.terrain[a.desert_hex] == Terrain::desert);
    int generic = 0;
    std::set<int> kinds;
    for (auto& h : a.harbors()) { generic += h.generic; if (!h.generic) kinds.insert(int(h.resource)); }
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
