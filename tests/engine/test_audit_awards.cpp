// Rules audit: Longest Road (§1.11, §4 cases 1-3), Largest Army (§1.12),
// victory (§1.13, §4 case 10).
#include "test_audit_util.hpp"

using namespace audit;

namespace {

// Top coast path 3-0-4-1-5-2-6-10-15 (8 roads).
constexpr int kTop[8] = {0, 1, 2, 3, 4, 5, 9, 17};
// Left coast path 11-16-21-27-33-38 (5 roads).
constexpr int kLeft[5] = {18, 23, 33, 39, 49};
// Bottom coast path 47-51-48-52-49-53-50 (6 roads).
constexpr int kBottom[6] = {66, 67, 68, 69, 70, 71};

// P0 holds Longest Road with the 8-road top path (settlement at 3).
Game top_holder() {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  for (int e : kTop) put_road(g, 0, e);
  refresh_roads(g);
  REQUIRE(g.position().players[0].road_length == 8);
  g.position_for_test().longest_road_owner = 0;
  return g;
}

// Player `pl` builds a settlement on `vertex`, reached by an own road on `edge`.
void break_at(Game& g, int pl, int vertex, int edge) {
  put_road(g, pl, edge);
  start_turn(g, pl);
  set_hand(g, pl, rc(1, 1, 1, 1, 0));
  ok(g, act(ActionType::build_settlement, pl, vertex));
}

}  // namespace

TEST_CASE("audit longest road: the first road of 5 takes the card (2 VP)") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  for (int i = 0; i < 4; ++i) put_road(g, 0, kTop[i]);
  refresh_roads(g);
  start_turn(g, 0);
  set_hand(g, 0, rc(1, 1, 0, 0, 0));
  CHECK(g.position().longest_road_owner == -1);  // 4 roads: not yet
  ok(g, act(ActionType::build_road, 0, kTop[4]));
  CHECK(g.position().players[0].road_length == 5);
  CHECK(g.position().longest_road_owner == 0);
  CHECK(g.public_points(0) == 3);
}

TEST_CASE("audit longest road: equal length leaves the card, strictly longer takes it") {
  Game g = new_game(4);
  put_settlement(g, 1, 11);
  for (int e : kLeft) put_road(g, 1, e);
  put_settlement(g, 0, 3);
  for (int i = 0; i < 4; ++i) put_road(g, 0, kTop[i]);
  refresh_roads(g);
  g.position_for_test().longest_road_owner = 1;
  start_turn(g, 0);
  set_hand(g, 0, rc(2, 2, 0, 0, 0));
  ok(g, act(ActionType::build_road, 0, kTop[4]));  // 5 = 5: P1 keeps it
  CHECK(g.position().longest_road_owner == 1);
  ok(g, act(ActionType::build_road, 0, kTop[5]));  // 6 > 5: P0 takes it
  CHECK(g.position().longest_road_owner == 0);
}

TEST_CASE("audit longest road: broken by an opponent settlement, counted up to the blocking building") {
  Game g = top_holder();
  // P1 settles vertex 4 (road 7 = 4-8): P0 keeps 3-0-4 (2) and 4-1-5-2-6-10-15 (6).
  break_at(g, 1, 4, 7);
  CHECK(g.position().players[0].road_length == 6);
  CHECK(g.position().longest_road_owner == 0);
}

TEST_CASE("audit longest road: holder keeps it when still tied for longest after a break") {
  Game g = top_holder();
  for (int e : kBottom) put_road(g, 2, e);  // P2: 6
  refresh_roads(g);
  break_at(g, 1, 4, 7);  // P0: 6
  CHECK(g.position().players[0].road_length == 6);
  CHECK(g.position().players[2].road_length == 6);
  CHECK(g.position().longest_road_owner == 0);
}

TEST_CASE("audit longest road: after a break a unique longest road of 5+ takes the card") {
  Game g = top_holder();
  for (int i = 0; i < 5; ++i) put_road(g, 2, kBottom[i]);  // P2: 5
  refresh_roads(g);
  // P1 settles vertex 5 (road 8 = 5-9): P0 left with 3-0-4-1-5 (4) and 5-2-6-10-15 (4).
  break_at(g, 1, 5, 8);
  CHECK(g.position().players[0].road_length == 4);
  CHECK(g.position().longest_road_owner == 2);
}

TEST_CASE("audit longest road: set aside when two others tie after a break") {
  Game g = top_holder();
  for (int i = 0; i < 5; ++i) put_road(g, 2, kBottom[i]);  // P2: 5
  for (int e : kLeft) put_road(g, 3, e);                    // P3: 5
  refresh_roads(g);
  break_at(g, 1, 5, 8);
  CHECK(g.position().longest_road_owner == -1);
  CHECK(g.public_points(0) == 1);
  CHECK(g.public_points(2) == 0);
  CHECK(g.public_points(3) == 0);
  // It returns when exactly one player has the unique longest: P2 extends to 6.
  start_turn(g, 2);
  set_hand(g, 2, rc(1, 1, 0, 0, 0));
  ok(g, act(ActionType::build_road, 2, kBottom[5]));
  CHECK(g.position().longest_road_owner == 2);
}

TEST_CASE("audit longest road: set aside when nobody keeps 5+ after a break") {
  Game g = top_holder();
  break_at(g, 1, 5, 8);
  CHECK(g.position().players[0].road_length == 4);
  CHECK(g.position().longest_road_owner == -1);
}

TEST_CASE("audit longest road: loops count every road, own settlements do not interrupt") {
  // Six roads around hex 4 (edges 12,13,20,27,26,19) = 6; a tail edge 7 (4-8) makes 7.
  Game g = new_game(4);
  for (int e : {12, 13, 20, 27, 26, 19}) put_road(g, 0, e);
  CHECK(rules::longest_road(g.def(), g.position(), 0) == 6);
  put_road(g, 0, 7);
  CHECK(rules::longest_road(g.def(), g.position(), 0) == 7);
  put_settlement(g, 0, 13);  // own settlement on the loop
  CHECK(rules::longest_road(g.def(), g.position(), 0) == 7);
  // An opponent settlement at 8 (where the tail meets the loop): the loop is
  // a trail from 8 back to 8 (6), the tail ends at 8 (1) and cannot join it.
  Game h = new_game(4);
  for (int e : {12, 13, 20, 27, 26, 19, 7}) put_road(h, 0, e);
  put_settlement(h, 1, 8);
  CHECK(rules::longest_road(h.def(), h.position(), 0) == 6);
}

TEST_CASE("audit largest army: 3 played knights take it, a tie does not, strictly more does") {
  Game g = new_game(4);
  auto& p = g.position_for_test();
  p.players[0].knights_played = 2;
  p.players[0].dev_used[0] = 2;
  p.dev_deck[0] -= 2;
  start_turn(g, 0);
  put_dev(g, 0, DevCard::knight);
  ok(g, act(ActionType::play_knight, 0));
  CHECK(g.position().largest_army_owner == 0);
  CHECK(g.public_points(0) == 2);
  ok(g, robber(0, 4));
  ok(g, act(ActionType::end_turn, 0));
  // P1 with 2 played knights plays a 3rd: tie, P0 keeps it.
  auto& q = g.position_for_test();
  q.players[1].knights_played = 2;
  q.players[1].dev_used[0] = 2;
  q.dev_deck[0] -= 2;
  start_turn(g, 1);
  put_dev(g, 1, DevCard::knight);
  put_dev(g, 1, DevCard::knight);
  ok(g, act(ActionType::play_knight, 1));
  ok(g, robber(1, 5));
  CHECK(g.position().largest_army_owner == 0);
  ok(g, act(ActionType::end_turn, 1));
  start_turn(g, 1);
  ok(g, act(ActionType::play_knight, 1));
  CHECK(g.position().largest_army_owner == 1);
  CHECK(g.public_points(0) == 0);
}

TEST_CASE("audit victory: 10 VP on your own turn wins, hidden VP cards counted") {
  // P0: cities 20, 47, 50 (6) + settlement 3 (1) + 2 VP cards = 9; builds a settlement -> 10.
  Game g = new_game(4);
  put_city(g, 0, 20);
  put_city(g, 0, 47);
  put_city(g, 0, 50);
  put_settlement(g, 0, 3);
  put_road(g, 0, 6);
  put_road(g, 0, 11);
  put_dev(g, 0, DevCard::victory_point);
  put_dev(g, 0, DevCard::victory_point);
  start_turn(g, 0);
  set_hand(g, 0, rc(1, 1, 1, 1, 0));
  CHECK(g.total_points(0) == 9);
  ok(g, act(ActionType::build_settlement, 0, 12));
  CHECK(g.winner() == 0);
  CHECK(g.is_terminal());
  refused(g, act(ActionType::end_turn, 0), "game_over");
}

TEST_CASE("audit victory: VP reached on another player's turn do not win then") {
  // P2 holds Longest Road with the top path; P1 has 5 roads (left path), settlement
  // 11, cities 47, 50, 26 and 1 VP card = 8 VP. P0 breaks P2's road at vertex 5:
  // P1's unique 5 takes Longest Road -> P1 has 10 VP during P0's turn.
  Game g = new_game(4);
  put_settlement(g, 2, 3);
  for (int e : kTop) put_road(g, 2, e);
  put_settlement(g, 1, 11);
  for (int e : kLeft) put_road(g, 1, e);
  put_city(g, 1, 47);
  put_city(g, 1, 50);
  put_city(g, 1, 26);
  put_dev(g, 1, DevCard::victory_point);
  refresh_roads(g);
  g.position_for_test().longest_road_owner = 2;
  break_at(g, 0, 5, 8);
  CHECK(g.position().longest_road_owner == 1);
  CHECK(g.total_points(1) == 10);
  CHECK(g.winner() == -1);
  CHECK_FALSE(g.is_terminal());
  // P1 wins on their own turn (still 10 VP).
  ok(g, act(ActionType::end_turn, 0));
  if (!g.is_terminal()) ok(g, roll(1, 2, 2));
  CHECK(g.winner() == 1);
}

TEST_CASE("audit victory: vp_target option") {
  Options o;
  o.vp_target = 5;
  Game g = new_game(4, o);
  put_city(g, 0, 20);
  put_settlement(g, 0, 3);
  put_road(g, 0, 6);
  put_road(g, 0, 11);
  start_turn(g, 0);
  set_hand(g, 0, rc(1, 1, 1, 1, 0));
  ok(g, act(ActionType::build_settlement, 0, 12));  // 2 + 1 + 1 = 4 < 5
  CHECK(g.winner() == -1);
  set_hand(g, 0, rc(0, 0, 0, 2, 3));
  ok(g, act(ActionType::build_city, 0, 12));         // 2 + 1 + 2 = 5
  CHECK(g.winner() == 0);
}
