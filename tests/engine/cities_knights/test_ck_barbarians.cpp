// Barbarian attacks (§3.9, §4 case 11): strength counts every city incl. metropolises, Defender
// of Catan, the tie reward, lowest defenders lose a non-metropolis city, players with none are
// skipped, knights deactivated after; a pillaged city with no settlement piece left.
#include "ck_helpers.hpp"

using namespace ckt;

namespace {
// Player 0 rolls the 7th ship (red 1 + yellow 1: nothing produced).
json attack(Game& g) {
  S(g).barbarian = 6;
  return roll3(g, 1, 1, 3);
}
int field(const json& ev, const std::string& type, const char* key) {
  for (const auto& e : ev) if (e["type"] == type) return e[key].get<int>();
  return -100;
}
}  // namespace

TEST_CASE("ck: defence >= strength - the single strongest defender gets a Defender of Catan, knights go inactive") {
  Game g = ck_blank();
  put_building(g, 0, corner(0, 0), 2);
  put_building(g, 1, corner(2, 3), 2);
  S(g).level[1][politics] = 4;
  S(g).metropolis[politics] = int8_t(corner(2, 3));  // a metropolis still counts 1
  put_knight(g, 2, corner(13, 3), 2, true);
  put_knight(g, 3, corner(16, 3), 1, false);  // inactive: does not count
  const int before = g.total_points(2);
  auto ev = attack(g);
  CHECK(field(ev, "barbarian_attack", "strength") == 2);
  CHECK(field(ev, "barbarian_attack", "defence") == 2);
  CHECK(S(g).defender[2] == 1);
  CHECK(g.total_points(2) == before + 1);
  CHECK(!knight::active(S(g).knight[size_t(corner(13, 3))]));
  CHECK(S(g).barbarian == 0);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("ck: tied strongest defenders each choose a colour and draw a progress card") {
  Game g = ck_blank();
  put_building(g, 0, corner(0, 0), 2);
  put_knight(g, 1, corner(13, 3), 1, true);
  put_knight(g, 2, corner(16, 3), 1, true);
  attack(g);
  CHECK(g.position().phase == Phase::variant);
  CHECK(g.is_pending(1));
  CHECK(g.is_pending(2));
  CHECK(!g.is_pending(0));
  act(g, {{"type", "choose_progress"}, {"player", 1}, {"track", "science"}});
  CHECK(S(g).hand_count[1] + S(g).vp_cards[1] == 1);
  CHECK(S(g).deck_left[science] == 17);
  CHECK(g.position().phase == Phase::variant);
  act(g, {{"type", "choose_progress"}, {"player", 2}, {"track", "trade"}});
  CHECK(S(g).deck_left[trade] == 17);
  CHECK(g.position().phase == Phase::main);
  CHECK(S(g).defender == std::array<int8_t, 4>{0, 0, 0, 0});
}

TEST_CASE("ck: barbarians win - lowest defenders with a non-metropolis city lose one; metropolis-only players skipped") {
  Game g = ck_blank();
  // Player 1: only a metropolis city, no knights (skipped). Player 2: a city, 1 active
  // knight. Player 3: a city, 1 active knight. Player 0: no city, no knight.
  // Strength 3 > defence 2: players 2 and 3 tie lowest among eligible and both lose a city.
  const int m = corner(2, 3), c2 = corner(0, 0), c3 = corner(13, 3);
  put_building(g, 1, m, 2);
  S(g).level[1][politics] = 4;  // (not science: an Aqueduct would then ask player 1 for a resource)
  S(g).metropolis[politics] = int8_t(m);
  put_building(g, 2, c2, 2);
  put_building(g, 3, c3, 2);
  put_knight(g, 2, corner(16, 3), 1, true);
  put_knight(g, 3, corner(18, 3), 1, true);
  auto ev = attack(g);
  CHECK(field(ev, "barbarian_attack", "strength") == 3);
  CHECK(S(g).lose_city_mask == ((1u << 2) | (1u << 3)));
  refused(g, {{"type", "lose_city"}, {"player", 1}, {"vertex", m}}, "not_pending");
  refused(g, {{"type", "lose_city"}, {"player", 2}, {"vertex", c3}}, "not_allowed");
  act(g, {{"type", "lose_city"}, {"player", 2}, {"vertex", c2}});
  act(g, {{"type", "lose_city"}, {"player", 3}, {"vertex", c3}});
  CHECK(g.position().building_level[m] == 2);
  CHECK(g.position().building_level[c2] == 1);
  CHECK(g.position().building_level[c3] == 1);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("ck: the only lower player without a city is skipped; the next lowest loses a city") {
  Game g = ck_blank();
  put_building(g, 1, corner(0, 0), 2);
  put_building(g, 2, corner(13, 3), 2);
  put_building(g, 2, corner(2, 3), 2);
  put_knight(g, 1, corner(16, 3), 2, true);  // player 1 stronger; player 0 has 0 but no city
  attack(g);  // strength 3 > defence 2
  CHECK(S(g).lose_city_mask == (1u << 2));
}

TEST_CASE("ck: a pillaged city with no settlement piece left lies on its side and keeps its city piece") {
  Game g = ck_blank();
  const int v = corner(0, 0);
  put_building(g, 1, v, 2);
  g.position_for_test().players[1].settlements_left = 0;  // all five on the board elsewhere (by hand)
  attack(g);
  act(g, {{"type", "lose_city"}, {"player", 1}, {"vertex", v}});
  CHECK(g.position().building_level[v] == 1);
  CHECK(g.position().players[1].settlements_left == 0);
  CHECK(g.position().players[1].cities_left == 3);
  CHECK(((S(g).fallen >> v) & 1) == 1);
  CHECK(cities_knights_rules().is_city_piece(g.def(), g.position(), v));
  CHECK(g.total_points(1) == 5 + 1);  // the 5 settlements counted by piece + the fallen city worth 1, like a settlement
  // Rebuilding it does not create an extra settlement piece.
  end_turn(g);
  roll3(g, 1, 1, 4);
  give(g, 1, {0, 0, 0, 2, 3});
  act(g, {{"type", "build_city"}, {"player", 1}, {"vertex", v}});
  CHECK(g.position().players[1].settlements_left == 0);
  CHECK(g.position().players[1].cities_left == 3);
  CHECK(S(g).fallen == 0);
  CHECK(g.total_points(1) == 5 + 2);
}
