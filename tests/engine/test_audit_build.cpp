// Rules audit: building (§1.9), costs (§1.1), piece limits, connectivity,
// roads through opponents' buildings (§4 case 4).
#include "test_audit_util.hpp"

using namespace audit;

TEST_CASE("audit build: road costs 1 brick + 1 lumber, paid to the bank") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  start_turn(g, 0);
  set_hand(g, 0, rc(1, 0, 0, 0, 0));
  refused(g, act(ActionType::build_road, 0, 0), "cannot_afford");
  set_hand(g, 0, rc(1, 1, 0, 0, 0));
  refused(g, act(ActionType::build_road, 0, 20), "not_connected");  // edge 20 = 13-18, far away
  ok(g, act(ActionType::build_road, 0, 0));                          // edge 0 = 0-3
  CHECK(g.position().players[0].hand.total() == 0);
  CHECK(g.position().bank == rc(19, 19, 19, 19, 19));
  CHECK(g.position().players[0].roads_left == 14);
  CHECK(g.position().road_owner[0] == 0);
  refused(g, act(ActionType::build_road, 0, 6), "cannot_afford");  // nothing left to pay
  set_hand(g, 0, rc(1, 1, 0, 0, 0));
  refused(g, act(ActionType::build_road, 0, 0), "occupied");
}

TEST_CASE("audit build: no road through an opponent's building, legal from the other end") {
  // P0: settlement 3, roads 0 (3-0) and 1 (0-4). P1: settlement at 4.
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  put_road(g, 0, 0);
  put_road(g, 0, 1);
  put_settlement(g, 1, 4);
  start_turn(g, 0);
  set_hand(g, 0, rc(3, 3, 0, 0, 0));
  // Edges 2 (4-1) and 7 (4-8) connect to P0 only through P1's settlement at 4.
  refused(g, act(ActionType::build_road, 0, 2), "not_connected");
  refused(g, act(ActionType::build_road, 0, 7), "not_connected");
  CHECK_FALSE(has_legal(g, 0, act(ActionType::build_road, 0, 2)));
  CHECK(has_legal(g, 0, act(ActionType::build_road, 0, 6)));  // edge 6 = 3-7 from own settlement
  // With an own road at edge 3 (1-5), edge 2 is reachable from vertex 1.
  put_road(g, 0, 3);
  CHECK(has_legal(g, 0, act(ActionType::build_road, 0, 2)));
  ok(g, act(ActionType::build_road, 0, 2));
}

TEST_CASE("audit build: a settlement needs an own road after setup, and the distance rule") {
  // P0 settlement 3, roads 6 (3-7) and 11 (7-12); P1 road 19 (12-17).
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  put_road(g, 0, 6);
  put_road(g, 0, 11);
  put_road(g, 1, 19);
  start_turn(g, 0);
  set_hand(g, 0, rc(3, 3, 3, 3, 0));
  refused(g, act(ActionType::build_settlement, 0, 7), "distance_rule");   // neighbour of 3
  refused(g, act(ActionType::build_settlement, 0, 17), "not_connected");  // only P1's road there
  refused(g, act(ActionType::build_settlement, 0, 30), "not_connected");
  ok(g, act(ActionType::build_settlement, 0, 12));
  // Cost 1 brick, 1 lumber, 1 wool, 1 grain.
  CHECK(g.position().players[0].hand == rc(2, 2, 2, 2, 0));
  CHECK(g.position().players[0].settlements_left == 3);
  CHECK(g.public_points(0) == 2);
}

TEST_CASE("audit build: city only on an own settlement, costs 2 grain + 3 ore, returns the settlement") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  put_settlement(g, 1, 12);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 0, 2, 2));
  refused(g, act(ActionType::build_city, 0, 3), "cannot_afford");
  set_hand(g, 0, rc(0, 0, 0, 4, 6));
  refused(g, act(ActionType::build_city, 0, 12), "not_allowed");  // P1's settlement
  refused(g, act(ActionType::build_city, 0, 30), "not_allowed");  // empty intersection
  ok(g, act(ActionType::build_city, 0, 3));
  CHECK(g.position().players[0].hand == rc(0, 0, 0, 2, 3));
  CHECK(g.position().players[0].settlements_left == 5);  // the settlement went back to the supply
  CHECK(g.position().players[0].cities_left == 3);
  CHECK(g.position().building_level[3] == 2);
  CHECK(g.public_points(0) == 2);
  refused(g, act(ActionType::build_city, 0, 3), "not_allowed");  // already a city
}

TEST_CASE("audit build: piece limits 15 roads, 5 settlements, 4 cities") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  put_road(g, 0, 6);
  start_turn(g, 0);
  set_hand(g, 0, rc(5, 5, 5, 9, 9));
  auto& ps = g.position_for_test().players[0];
  ps.roads_left = 0;
  refused(g, act(ActionType::build_road, 0, 11), "no_piece_left");
  CHECK(count_legal(g, 0, ActionType::build_road) == 0);
  ps.roads_left = 13;
  // Settlements: 4 more on the board (arranged) = all 5 used.
  put_settlement(g, 0, 20);
  put_settlement(g, 0, 47);
  put_settlement(g, 0, 50);
  put_settlement(g, 0, 38);
  put_road(g, 0, 11);  // 7-12, so 12 is a connected spot
  refused(g, act(ActionType::build_settlement, 0, 12), "no_piece_left");
  // Upgrading one to a city frees a settlement piece (§1.9).
  ok(g, act(ActionType::build_city, 0, 20));
  ok(g, act(ActionType::build_settlement, 0, 12));
  // Cities: 4 max.
  g.position_for_test().players[0].cities_left = 0;
  refused(g, act(ActionType::build_city, 0, 3), "no_piece_left");
}

TEST_CASE("audit build: development card costs wool+grain+ore; empty deck refuses") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 1, 1, 1));
  ok(g, act(ActionType::buy_development_card, 0));
  CHECK(g.position().players[0].hand.total() == 0);
  int held = 0, deck = 0;
  for (auto n : g.position().players[0].dev) held += n;
  for (auto n : g.position().dev_deck) deck += n;
  CHECK(held == 1);
  CHECK(deck == 24);
  refused(g, act(ActionType::buy_development_card, 0), "cannot_afford");
  set_hand(g, 0, rc(0, 0, 1, 1, 1));
  g.position_for_test().dev_deck = {};
  refused(g, act(ActionType::buy_development_card, 0), "not_allowed");
}

TEST_CASE("audit build: nothing is built before the roll or by another player") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  put_settlement(g, 1, 12);
  start_turn(g, 0, Phase::pre_roll);
  set_hand(g, 0, rc(5, 5, 5, 5, 5));
  set_hand(g, 1, rc(5, 5, 5, 5, 5));
  refused(g, act(ActionType::build_road, 0, 0), "wrong_phase");
  refused(g, act(ActionType::build_city, 0, 3), "wrong_phase");
  refused(g, act(ActionType::buy_development_card, 0), "wrong_phase");
  refused(g, act(ActionType::end_turn, 0), "wrong_phase");
  start_turn(g, 0);
  refused(g, act(ActionType::build_city, 1, 12), "not_pending");
  refused(g, act(ActionType::build_road, 1, 11), "not_pending");
  refused(g, act(ActionType::end_turn, 1), "not_pending");
}
