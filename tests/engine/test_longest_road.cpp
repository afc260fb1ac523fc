// §1.11 Longest Road and the §4 edge cases: 5+ to take it, strictly longer
// to take it over, broken by a settlement, counted up to a blocking
// building, set aside on a tie after a break, holder keeps on a tie, loops.
#include "helpers.hpp"

using namespace th;

namespace {

// Third edge at path[i] (not on the path), or -1.
int side_edge(const std::vector<int>& path, int i) {
  const auto& vi = Topology::standard().vertices[path[i]];
  for (int k = 0; k < vi.degree; ++k) {
    int nb = vi.neighbors[k];
    if ((i > 0 && nb == path[i - 1]) || (i + 1 < int(path.size()) && nb == path[i + 1])) continue;
    return vi.edges[k];
  }
  return -1;
}

void lay(Game& g, int player, const std::vector<int>& path, int from, int to) {
  for (int i = from; i < to; ++i) put_road(g, player, edge(path[i], path[i + 1]));
}

// A chain that avoids the vertices in `avoid` and their neighbours.
std::vector<int> far_path(int start, int n, const std::vector<int>& avoid) {
  std::vector<int> block = avoid;
  const auto& t = Topology::standard();
  for (int v : avoid)
    for (int k = 0; k < t.vertices[v].degree; ++k) block.push_back(t.vertices[v].neighbors[k]);
  for (int s = 0; s < t.vertex_count; ++s) {
    auto p = try_walk((start + s) % t.vertex_count, n, block);
    if (!p.empty()) return p;
  }
  REQUIRE(false);
  return {};
}

}  // namespace

TEST_CASE("longest road: the 5th road takes the card, a tie does not, longer does") {
  Game g = blank(4);
  auto a = walk(corner(hex(0, -2), 0), 7);
  put_building(g, 0, a[0]);
  lay(g, 0, a, 0, 4);
  CHECK(g.position().longest_road_owner == -1);
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(1, 1, 0, 0, 0));
  auto ev = act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(a[4], a[5])}});
  CHECK(has_event(ev, "longest_road_changed"));
  CHECK(g.position().longest_road_owner == 0);
  CHECK(g.public_points(0) == 3);
  auto b = far_path(corner(hex(0, 2), 3), 7, a);
  put_building(g, 1, b[0]);
  lay(g, 1, b, 0, 5);
  CHECK(g.position().players[1].road_length == 5);
  CHECK(g.position().longest_road_owner == 0);  // 5 vs 5: holder keeps
  lay(g, 1, b, 5, 6);
  CHECK(g.position().longest_road_owner == 1);  // 6 > 5
}

TEST_CASE("longest road: an opponent's settlement breaks the road (recomputed on settlement)") {
  Game g = blank(4);
  auto a = walk(corner(hex(0, 0), 0), 6);
  put_building(g, 0, a[0]);
  lay(g, 0, a, 0, 6);
  REQUIRE(g.position().longest_road_owner == 0);
  int side = side_edge(a, 3);
  REQUIRE(side >= 0);
  put_road(g, 1, side);
  g.position_for_test().current = 1;
  roll(g, 1, 1);
  give(g, 1, ResourceCounts(1, 1, 1, 1, 0));
  auto ev = act(g, {{"type", "build_settlement"}, {"player", 1}, {"vertex", a[3]}});
  CHECK(g.position().players[0].road_length == 3);
  CHECK(g.position().longest_road_owner == -1);  // nobody has 5+: set aside
  CHECK(has_event(ev, "longest_road_changed"));
  CHECK(g.public_points(0) == 1);
}

TEST_CASE("longest road: counted up to the blocking building, both sides") {
  Game g = blank(4);
  auto a = walk(corner(hex(0, 0), 0), 6);
  put_building(g, 0, a[0]);
  lay(g, 0, a, 0, 6);
  put_building(g, 1, a[6]);  // at the end: the road still counts all 6
  CHECK(g.position().players[0].road_length == 6);
  put_building(g, 2, a[5]);  // splits into a[0..5] (5 roads) and a[5..6] (1)
  CHECK(g.position().players[0].road_length == 5);
  CHECK(g.position().longest_road_owner == 0);
}

TEST_CASE("longest road: after a break, tied others -> card set aside; then a unique longest takes it") {
  Game g = blank(4);
  auto a = walk(corner(hex(0, -2), 0), 8);
  put_building(g, 0, a[0]);
  lay(g, 0, a, 0, 7);  // 7 roads
  auto b = far_path(corner(hex(0, 2), 3), 6, a);
  lay(g, 1, b, 0, 5);
  std::vector<int> ab = a;
  ab.insert(ab.end(), b.begin(), b.end());
  auto c = far_path(corner(hex(-2, 1), 4), 6, ab);
  lay(g, 2, c, 0, 5);
  REQUIRE(g.position().longest_road_owner == 0);
  REQUIRE(g.position().players[1].road_length == 5);
  REQUIRE(g.position().players[2].road_length == 5);
  put_building(g, 3, a[3]);  // 7 -> 3 and 4
  CHECK(g.position().players[0].road_length == 4);
  CHECK(g.position().longest_road_owner == -1);
  lay(g, 1, b, 5, 6);
  CHECK(g.position().longest_road_owner == 1);
}

TEST_CASE("longest road: after a break the holder keeps the card while tied for longest") {
  Game g = blank(4);
  auto a = walk(corner(hex(0, -2), 0), 8);
  put_building(g, 0, a[0]);
  lay(g, 0, a, 0, 7);
  auto b = far_path(corner(hex(0, 2), 3), 6, a);
  lay(g, 1, b, 0, 5);
  REQUIRE(g.position().longest_road_owner == 0);
  put_building(g, 3, a[5]);  // 7 -> 5 and 2: tied with player 1 at 5
  CHECK(g.position().players[0].road_length == 5);
  CHECK(g.position().longest_road_owner == 0);
}

TEST_CASE("longest road: own buildings do not break; a loop counts every road") {
  Game g = blank(4);
  int h = hex(0, 0);
  for (int c = 0; c < 6; ++c) put_road(g, 0, Topology::standard().hexes[h].edges[c]);
  CHECK(g.position().players[0].road_length == 6);
  put_building(g, 0, corner(h, 2));
  CHECK(g.position().players[0].road_length == 6);
  CHECK(g.position().longest_road_owner == 0);
}
