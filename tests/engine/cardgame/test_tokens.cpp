// Knight and Windmill tokens, VP, winning, the action-card lock (card-games.md A.7, A.11, A.14).
#include "tests/engine/cardgame/cg_helpers.hpp"

using namespace cgt;

TEST_CASE("card game: Windmill token needs strictly more commerce and a city") {
  State s = blank();
  place(s, 0, 1, 0, Type::garrison);  // commerce 1, no city
  CHECK(commerce(s, 0) == 1);
  CHECK(s.windmill_holder == -1);
  CHECK(s.vp[0] == 2);
  city(s, 0, 3);
  CHECK(s.windmill_holder == 0);
  CHECK(s.vp[0] == 2 + 1 + 1);  // settlement 1 + city 2 + token 1
  place(s, 1, 1, 0, Type::lumber_fleet);  // 1 against 1: back to the middle
  CHECK(s.windmill_holder == -1);
  // Harbor: 1 + 1 per fleet
  city(s, 1, 1);
  place(s, 1, 1, 1, Type::harbor);
  CHECK(commerce(s, 1) == 1 + 1 + 1);
  CHECK(s.windmill_holder == 1);
  // option: no city needed
  Options o;
  o.windmill_needs_city = false;
  State t = blank(o);
  place(t, 0, 1, 0, Type::garrison);
  CHECK(t.windmill_holder == 0);
}

TEST_CASE("card game: Knight token by strictly more strength; Smithy adds 1 per knight; a tie returns it") {
  State s = blank();
  place(s, 0, 1, 0, Type::hagen);  // strength 1
  CHECK(s.knight_holder == 0);
  CHECK(s.vp[0] == 3);
  place(s, 1, 1, 0, Type::siegfried);  // 1 against 1
  CHECK(s.knight_holder == -1);
  place(s, 1, 1, 2, Type::smithy);  // +1 per knight: 2
  CHECK(strength(s, 1) == 2);
  CHECK(s.knight_holder == 1);
  CHECK(tournament(s, 0) == 2);
  CHECK(tournament(s, 1) == 1);
}

TEST_CASE("card game: 12 VP wins only on one's own turn") {
  State s = blank();
  // player 1: 2 cities (4) + Colossus 2 + Town Hall 1 + Library 1 + 2 Churches 2 + Aqueduct 1 = 11
  city(s, 1, 1);
  city(s, 1, 3);
  place(s, 1, 1, 0, Type::colossus);
  place(s, 1, 1, 1, Type::town_hall);
  place(s, 1, 3, 0, Type::library);
  place(s, 1, 3, 1, Type::church);
  place(s, 1, 1, 2, Type::church);
  CHECK(s.vp[1] == 10);
  place(s, 1, 3, 3, Type::aqueduct);
  CHECK(s.vp[1] == 11);
  place(s, 1, 3, 2, Type::hagen);  // Knight token: 12 on player 0's turn
  CHECK(s.vp[1] == 12);
  CHECK(s.winner == -1);
  // player 0 ends the turn: player 1's turn begins with 12 -> wins
  s.phase = Phase::refill;
  for (int i = 0; i < 3; ++i) s.p[0].hand.push_back(take(s, Type::spy));
  CHECK(run(s, act(AT::end_turn, 0)) == "");
  CHECK(s.winner == 1);
  CHECK(s.phase == Phase::over);
  CHECK(run(s, act(AT::roll, 1)) == "game_over");
}

TEST_CASE("card game: action cards only when both players have 3 VP (seed), Scout exempt; options") {
  State s = blank();
  const int spy = to_hand(s, 0, Type::spy);
  to_hand(s, 1, Type::bishop);
  Action a = act(AT::play_action, 0);
  a.card = spy;
  CHECK(run(s, a) == "actions_locked");
  city(s, 0, 1);  // 3 VP against 2
  CHECK(run(s, a) == "actions_locked");
  city(s, 1, 1);
  CHECK(run(s, a) == "");  // 3 and 3
  // 2005 rule: 7 together
  Options o;
  o.lock = Options::Lock::sum7;
  State t = blank(o);
  city(t, 0, 1);
  city(t, 0, 3);  // 4 + 2 = 6
  const int spy2 = to_hand(t, 0, Type::spy);
  to_hand(t, 1, Type::bishop);
  a.card = spy2;
  CHECK(run(t, a) == "actions_locked");
  place(t, 0, 1, 0, Type::town_hall);  // 7
  CHECK(run(t, a) == "");
  // Scout is never locked
  State u = blank();
  const int scout = to_hand(u, 0, Type::scout);
  u.p[0].cols[4].road = take(u, Type::road);
  stocks(u, 0, {1, 1, 1, 0, 1, 0});
  Action sc = act(AT::play_scout, 0);
  sc.card = scout;
  sc.end = 1;
  CHECK(run(u, sc) == "");
  REQUIRE(!u.queue.empty());
  CHECK(u.queue.front().kind == DK::scout_pick);
  // the picker sees the region stack in its view, the other seat does not
  CHECK(view_json(u, 0)["decision"].contains("region_cards"));
  CHECK_FALSE(view_json(u, 1)["decision"].contains("region_cards"));
  // pick the Gold Field and a Forest
  int goldf = -1, forest = -1;
  for (int id : u.regions) {
    if (card(id).res == gold) goldf = id;
    if (card(id).res == lumber && forest < 0) forest = id;
  }
  Action pk = act(AT::take_card, 0);
  pk.card = goldf;
  CHECK(run(u, pk) == "");
  pk.card = forest;
  CHECK(run(u, pk) == "");
  CHECK(u.p[0].cols.size() == 7);
  CHECK(u.p[0].cols[6].region[0] == goldf);
  CHECK(u.p[0].cols[6].region[1] == forest);
  CHECK(u.p[0].cols[6].stock[0] == 0);
  CHECK(u.regions.size() == 9);
  CHECK(u.vp[0] == 3);
  CHECK(check_invariants(u) == "");
}
