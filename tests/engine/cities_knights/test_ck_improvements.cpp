// City improvements, level-3 abilities, metropolises (§3.6) and city walls (§3.11).
#include "ck_helpers.hpp"

using namespace ckt;

namespace {
// Player 0 to act in the main phase of a blank C&K game.
json improve(int player, const char* track) { return {{"type", "build_improvement"}, {"player", player}, {"track", track}}; }
}  // namespace

TEST_CASE("ck: improvements cost n commodities of the track at level n and need a city") {
  Game g = ck_main();
  give_commodity(g, 0, Commodity::cloth, 3);
  refused(g, improve(0, "trade"), "not_allowed");  // no city yet
  put_building(g, 0, corner(0, 0), 2);
  act(g, improve(0, "trade"));
  CHECK(S(g).level[0][trade] == 1);
  CHECK(g.position().players[0].hand[Commodity::cloth] == 2);
  act(g, improve(0, "trade"));
  CHECK(S(g).level[0][trade] == 2);
  CHECK(g.position().players[0].hand[Commodity::cloth] == 0);
  refused(g, improve(0, "trade"), "cannot_afford");  // level 3 needs 3 cloth
  give_commodity(g, 0, Commodity::paper, 3);
  refused(g, improve(0, "trade"), "cannot_afford");  // paper does not pay for trade
  refused(g, improve(0, "gold"), "bad_action");
}

TEST_CASE("ck: trade level 3 gives 2 identical commodities for any 1 card; before it 4:1") {
  Game g = ck_main();
  put_building(g, 0, corner(0, 0), 2);
  give_commodity(g, 0, Commodity::coin, 4);
  json trade2{{"type", "maritime_trade"}, {"player", 0}, {"give", {{"coin", 2}}}, {"get", {{"ore", 1}}}};
  json trade4{{"type", "maritime_trade"}, {"player", 0}, {"give", {{"coin", 4}}}, {"get", {{"paper", 1}}}};
  refused(g, trade2, "bad_trade");
  S(g).level[0][trade] = 3;
  act(g, trade2);
  CHECK(g.position().players[0].hand[Resource::ore] == 1);
  CHECK(g.position().players[0].hand[Commodity::coin] == 2);
  S(g).level[0][trade] = 0;
  give_commodity(g, 0, Commodity::coin, 2);
  act(g, trade4);  // commodities trade 4:1 with the bank like resources
  CHECK(g.position().players[0].hand[Commodity::paper] == 1);
}

TEST_CASE("ck: metropolis - first to level 4 places it (+2 VP), level 5 takes it from level 4, never from level 5") {
  Game g = ck_main();
  const int a = corner(0, 0), b = corner(2, 3), c = corner(13, 3);
  put_building(g, 0, a, 2);
  put_building(g, 0, b, 2);
  put_building(g, 1, c, 2);
  S(g).level[0][politics] = 3;
  S(g).level[1][politics] = 3;
  give_commodity(g, 0, Commodity::coin, 4);
  const int before = g.total_points(0);
  act(g, improve(0, "politics"));
  CHECK(g.position().phase == Phase::variant);
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  refused(g, {{"type", "place_metropolis"}, {"player", 0}, {"vertex", c}}, "not_allowed");
  act(g, {{"type", "place_metropolis"}, {"player", 0}, {"vertex", a}});
  CHECK(g.total_points(0) == before + 2);
  CHECK(S(g).metropolis[politics] == a);
  end_turn(g);
  // Player 1 reaches level 4 later: no metropolis for them.
  roll3(g, 1, 1, 1);
  give_commodity(g, 1, Commodity::coin, 9);
  act(g, improve(1, "politics"));
  CHECK(g.position().phase == Phase::main);
  CHECK(S(g).metropolis[politics] == a);
  // Level 5 against a holder at level 4 takes it.
  act(g, improve(1, "politics"));
  CHECK(g.position().phase == Phase::variant);
  act(g, {{"type", "place_metropolis"}, {"player", 1}, {"vertex", c}});
  CHECK(S(g).metropolis[politics] == c);
  CHECK(g.total_points(0) == before);
  // Player 0 at level 5 now does not take it back from a level-5 holder.
  end_turn(g);
  roll3(g, 1, 1, 1);
  end_turn(g);
  roll3(g, 1, 1, 1);
  end_turn(g);
  roll3(g, 1, 1, 1);
  REQUIRE(g.position().current == 0);
  give_commodity(g, 0, Commodity::coin, 5);
  act(g, improve(0, "politics"));
  CHECK(g.position().phase == Phase::main);
  CHECK(S(g).metropolis[politics] == c);
}

TEST_CASE("ck: an only city already holding a metropolis blocks level 4 in another track") {
  Game g = ck_main();
  const int a = corner(0, 0);
  put_building(g, 0, a, 2);
  S(g).level[0][politics] = 4;
  S(g).metropolis[politics] = int8_t(a);
  S(g).level[0][science] = 3;
  give_commodity(g, 0, Commodity::paper, 4);
  refused(g, improve(0, "science"), "not_allowed");
  put_building(g, 0, corner(2, 3), 2);
  act(g, improve(0, "science"));
  CHECK(S(g).metropolis_due == science);
}

TEST_CASE("ck: city walls - 2 brick, under your city, one per city, at most 3") {
  Game g = ck_main();
  const int v[4] = {corner(0, 0), corner(2, 3), corner(13, 3), corner(16, 3)};
  give(g, 0, {10, 0, 0, 0, 0});
  refused(g, {{"type", "build_city_wall"}, {"player", 0}, {"vertex", v[0]}}, "not_allowed");
  for (int x : v) put_building(g, 0, x, 2);
  act(g, {{"type", "build_city_wall"}, {"player", 0}, {"vertex", v[0]}});
  CHECK(g.position().players[0].hand[Resource::brick] == 8);
  refused(g, {{"type", "build_city_wall"}, {"player", 0}, {"vertex", v[0]}}, "occupied");
  act(g, {{"type", "build_city_wall"}, {"player", 0}, {"vertex", v[1]}});
  act(g, {{"type", "build_city_wall"}, {"player", 0}, {"vertex", v[2]}});
  refused(g, {{"type", "build_city_wall"}, {"player", 0}, {"vertex", v[3]}}, "no_piece_left");
  CHECK(cities_knights_rules().discard_limit(g.def(), g.position(), 0) == 13);
}
