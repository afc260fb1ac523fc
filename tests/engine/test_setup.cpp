// §1.4 setup: snake order, distance rule, setup road touching the settlement
// just placed, starting resources from the second settlement only.
#include "helpers.hpp"

using namespace th;

TEST_CASE("setup: snake order 0,1,2,3,3,2,1,0 and phase after setup") {
  Game g = new_game(4);
  // Spread-out settlement spots: corner 0 (top) of hexes along the board.
  const int hexes[8] = {0, 2, 7, 11, 16, 18, 4, 14};
  const int expected[8] = {0, 1, 2, 3, 3, 2, 1, 0};
  for (int step = 0; step < 8; ++step) {
    CHECK(g.position().current == expected[step]);
    CHECK(g.position().phase == Phase::setup_settlement);
    int v = corner(hexes[step], 3);  // bottom corner
    act(g, {{"type", "build_settlement"}, {"player", expected[step]}, {"vertex", v}});
    int e = Topology::standard().vertices[v].edges[0];
    act(g, {{"type", "build_road"}, {"player", expected[step]}, {"edge", e}});
  }
  CHECK(g.position().phase == Phase::pre_roll);
  CHECK(g.position().current == 0);
  for (int p = 0; p < 4; ++p) {
    CHECK(g.position().players[p].settlements_left == 3);
    CHECK(g.position().players[p].roads_left == 13);
  }
}

TEST_CASE("setup: distance rule applies, setup road must touch the new settlement") {
  Game g = new_game(3);
  int v = corner(hex(0, -1), 1);  // top-right corner of hills 6
  act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", v}});
  // A road elsewhere (not touching v) is refused.
  int far = Topology::standard().vertices[corner(hex(0, 2), 3)].edges[0];
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", far}}, "not_connected");
  // Building a second settlement before the road: wrong phase.
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", corner(hex(0, 2), 3)}}, "wrong_phase");
  int e = Topology::standard().vertices[v].edges[0];
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", e}});
  // Player 1 next to v (corner 0 of the same hex is adjacent to corner 1).
  refused(g, {{"type", "build_settlement"}, {"player", 1}, {"vertex", corner(hex(0, -1), 0)}}, "distance_rule");
  refused(g, {{"type", "build_settlement"}, {"player", 1}, {"vertex", v}}, "occupied");
  // Player 0 is not pending any more.
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", corner(hex(0, 2), 3)}}, "not_pending");
}

TEST_CASE("setup: starting resources from the second settlement only") {
  Game g = new_game(3);
  // Round 1: nobody gets anything.
  const int first[3] = {corner(hex(0, -2), 0), corner(hex(2, 0), 2), corner(hex(-2, 2), 4)};
  for (int p = 0; p < 3; ++p) {
    act(g, {{"type", "build_settlement"}, {"player", p}, {"vertex", first[p]}});
    act(g, {{"type", "build_road"}, {"player", p}, {"edge", Topology::standard().vertices[first[p]].edges[0]}});
    CHECK(g.position().players[p].hand.total() == 0);
  }
  // Player 2 places again (snake): the top-right corner of hills 6 (0,-1)
  // touches hills (0,-1), pasture 2 (1,-2) and pasture 4 (1,-1): 1 brick + 2 wool.
  CHECK(g.position().current == 2);
  int v = corner(hex(0, -1), 1);
  auto ev = act(g, {{"type", "build_settlement"}, {"player", 2}, {"vertex", v}});
  CHECK(has_event(ev, "starting_resources"));
  CHECK(g.position().players[2].hand == ResourceCounts(1, 0, 2, 0, 0));
  CHECK(g.position().bank == ResourceCounts(18, 19, 17, 19, 19));
  // A coastal spot gives only its land hexes: the bottom
  // corner of fields 6 (-1,2) touches fields and two sea hexes: 1 grain.
  act(g, {{"type", "build_road"}, {"player", 2}, {"edge", Topology::standard().vertices[v].edges[0]}});
  int v1 = corner(hex(-1, 2), 3);
  act(g, {{"type", "build_settlement"}, {"player", 1}, {"vertex", v1}});
  CHECK(g.position().players[1].hand == ResourceCounts(0, 0, 0, 1, 0));
}
