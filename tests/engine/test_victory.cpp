// §1.13 victory: 10 VP only during your own turn, hidden VP cards counted;
// the vp_target option.
#include "helpers.hpp"

using namespace th;

namespace {
// Gives `player` 3 cities + 2 settlements (8 VP) spread over the board.
void eight_points(Game& g, int player, int base) {
  const int hs[5] = {0, 2, 16, 18, 9};
  for (int i = 0; i < 5; ++i) put_building(g, player, corner(hs[i], base), i < 3 ? 2 : 1);
}
}  // namespace

TEST_CASE("victory: reaching 10 on your own turn ends the game at once") {
  Game g = blank(4);
  eight_points(g, 0, 0);
  give_card(g, 0, DevCard::victory_point);
  CHECK(g.total_points(0) == 9);
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(0, 0, 0, 2, 3));
  auto ev = act(g, {{"type", "build_city"}, {"player", 0}, {"vertex", corner(9, 0)}});
  CHECK(has_event(ev, "game_won"));
  CHECK(g.is_terminal());
  CHECK(g.winner() == 0);
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "game_over");
  auto v = g.view(2);
  CHECK(v["players"][0]["points"] == 10);  // revealed at the end
  ActionList list;
  for (int p = 0; p < 4; ++p) { g.legal_actions(p, list); CHECK(list.size == 0); }
}

TEST_CASE("victory: a VP card bought on your turn wins at once") {
  Game g = blank(4);
  eight_points(g, 0, 0);
  give_card(g, 0, DevCard::victory_point);
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(0, 0, 1, 1, 1));
  act(g, {{"type", "buy_development_card"}, {"player", 0}, {"chance", {{"card", "victory_point"}}}});
  CHECK(g.winner() == 0);
}

TEST_CASE("victory: no win off-turn; the player wins when their turn begins") {
  Game g = blank(4);
  eight_points(g, 1, 3);
  give_card(g, 1, DevCard::victory_point, 2);
  CHECK(g.total_points(1) == 10);
  roll(g, 1, 1);
  CHECK(!g.is_terminal());
  give(g, 0, ResourceCounts(1, 1, 0, 0, 0));
  CHECK(!g.is_terminal());
  auto ev = act(g, {{"type", "end_turn"}, {"player", 0}});
  CHECK(g.winner() == 1);
  CHECK(has_event(ev, "game_won"));
}

TEST_CASE("victory: Longest Road passing on another's turn does not win then") {
  Game g = blank(4);
  // Player 1: 8 VP and a 6-road trail; player 2 holds Longest Road with 7.
  eight_points(g, 1, 3);
  auto a = walk(corner(hex(0, 0), 0), 7);
  for (int i = 0; i < 7; ++i) put_road(g, 2, edge(a[i], a[i + 1]));
  REQUIRE(g.position().longest_road_owner == 2);
  auto b = walk(corner(hex(-2, 1), 4), 6, a);
  for (int i = 0; i < 6; ++i) put_road(g, 1, edge(b[i], b[i + 1]));
  REQUIRE(g.position().players[1].road_length == 6);
  REQUIRE(g.position().longest_road_owner == 2);
  // Player 0 breaks player 2's road in the middle: player 1 takes the card (10 VP), off-turn.
  int side = -1, at = -1;
  for (int i : {4, 3, 5, 2}) {
    const auto& vi = Topology::standard().vertices[a[i]];
    for (int k = 0; k < vi.degree && side < 0; ++k)
      if (vi.neighbors[k] != a[i - 1] && vi.neighbors[k] != a[i + 1]) { side = vi.edges[k]; at = a[i]; }
    if (side >= 0) break;
  }
  REQUIRE(side >= 0);
  put_road(g, 0, side);
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(1, 1, 1, 1, 0));
  act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", at}});
  CHECK(g.position().longest_road_owner == 1);
  CHECK(g.total_points(1) == 10);
  CHECK(!g.is_terminal());
  act(g, {{"type", "end_turn"}, {"player", 0}});
  CHECK(g.winner() == 1);
}

TEST_CASE("victory: vp_target option") {
  Options o;
  o.vp_target = 5;
  Game g = blank(4, o);
  put_building(g, 0, corner(0, 0), 2);
  put_building(g, 0, corner(2, 0), 2);
  roll(g, 1, 1);
  CHECK(!g.is_terminal());
  give_card(g, 0, DevCard::victory_point);
  give(g, 0, ResourceCounts(1, 1, 0, 0, 0));
  put_road(g, 0, Topology::standard().vertices[corner(0, 0)].edges[0]);
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", Topology::standard().vertices[corner(2, 0)].edges[0]}});
  CHECK(g.winner() == 0);
}
