// §1.9 building: costs, piece limits, connectivity, no road through an
// opponent's building (but legal from the other end), city replaces own settlement.
#include "helpers.hpp"

using namespace th;

TEST_CASE("build: costs are paid to the bank, unaffordable builds refused") {
  Game g = blank(4);
  int v0 = corner(hex(0, 0), 0);
  put_building(g, 0, v0);
  auto path = walk(v0, 2);
  roll(g, 1, 1);
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[0], path[1])}}, "cannot_afford");
  give(g, 0, ResourceCounts(2, 2, 1, 1, 0));
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[0], path[1])}});
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[1], path[2])}});
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 1, 1, 0));
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", path[2]}}, "cannot_afford");
  give(g, 0, ResourceCounts(1, 1, 0, 0, 0));
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", path[1]}}, "distance_rule");
  act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", path[2]}});
  CHECK(g.position().players[0].hand.total() == 0);
  CHECK(g.position().players[0].settlements_left == 3);
  CHECK(g.public_points(0) == 2);
  CHECK(g.position().bank == ResourceCounts(19, 19, 19, 19, 19));
}

TEST_CASE("build: a settlement needs an own road; a road must connect") {
  Game g = blank(4);
  put_building(g, 0, corner(hex(0, 0), 0));
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(2, 2, 1, 1, 0));
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", corner(hex(0, 2), 3)}}, "not_connected");
  auto far = walk(corner(hex(0, 2), 3), 1);
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(far[0], far[1])}}, "not_connected");
}

TEST_CASE("build: no road through an opponent's building, legal from the other end") {
  Game g = blank(4);
  int v0 = corner(hex(0, 0), 0);
  auto path = walk(v0, 3);
  put_building(g, 0, v0);
  put_road(g, 0, edge(path[0], path[1]));
  put_building(g, 1, path[1]);  // opponent settles on the end of my road
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(2, 2, 0, 0, 0));
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[1], path[2])}}, "not_connected");
  ActionList list;
  g.legal_actions(0, list);
  for (const auto& a : list) if (a.type == ActionType::build_road) CHECK(a.target != edge(path[1], path[2]));
  // With my road on the far side (path[2]-path[3]) the same path is connected at path[2].
  put_road(g, 0, edge(path[2], path[3]));
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[1], path[2])}});
}

TEST_CASE("build: city replaces an own settlement; piece limits 15/5/4") {
  Game g = blank(4);
  int v0 = corner(hex(0, 0), 0);
  put_building(g, 0, v0);
  put_building(g, 1, corner(hex(0, 2), 3));
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(0, 0, 0, 4, 6));
  refused(g, {{"type", "build_city"}, {"player", 0}, {"vertex", corner(hex(0, 2), 3)}}, "not_allowed");
  refused(g, {{"type", "build_city"}, {"player", 0}, {"vertex", corner(hex(0, 1), 3)}}, "not_allowed");
  act(g, {{"type", "build_city"}, {"player", 0}, {"vertex", v0}});
  CHECK(g.position().building_level[v0] == 2);
  CHECK(g.position().players[0].settlements_left == 5);
  CHECK(g.position().players[0].cities_left == 3);
  CHECK(g.public_points(0) == 2);
  refused(g, {{"type", "build_city"}, {"player", 0}, {"vertex", v0}}, "not_allowed");
  // Piece limits.
  auto& p = g.position_for_test();
  p.players[0].cities_left = 0;
  p.players[0].settlements_left = 4;  // keep counts consistent: pretend one settlement elsewhere
  put_building(g, 0, corner(hex(-2, 2), 3));
  refused(g, {{"type", "build_city"}, {"player", 0}, {"vertex", corner(hex(-2, 2), 3)}}, "no_piece_left");
  g.position_for_test().players[0].settlements_left = 0;
  auto path = walk(v0, 2);
  put_road(g, 0, edge(path[0], path[1]));
  put_road(g, 0, edge(path[1], path[2]));
  give(g, 0, ResourceCounts(1, 1, 1, 1, 0));
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", path[2]}}, "no_piece_left");
  g.position_for_test().players[0].roads_left = 0;
  give(g, 0, ResourceCounts(1, 1, 0, 0, 0));
  auto more = walk(path[2], 1, {path[1]});
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[2], more[1])}}, "no_piece_left");
}
