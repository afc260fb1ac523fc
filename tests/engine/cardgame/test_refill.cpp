// Refill, search, exchange and the hand limit (card-games.md A.10).
#include "tests/engine/cardgame/cg_helpers.hpp"

using namespace cgt;

TEST_CASE("card game: refill by draw or search; a search costs 2, 1 with a Town Hall") {
  State s = blank();
  stocks(s, 0, {1, 1, 1, 1, 1, 1});
  CHECK(run(s, act(AT::end_actions, 0)) == "");
  CHECK(s.phase == Phase::refill);
  CHECK(run(s, act(AT::end_turn, 0)) == "must_refill");
  Action d = act(AT::draw, 0);
  d.stack = 1;
  const int top = s.stacks[1][0];
  CHECK(run(s, d) == "");
  CHECK(s.p[0].hand.back() == top);
  Action sr = act(AT::search, 0);
  sr.stack = 3;
  sr.pay = {gold};
  CHECK(run(s, sr) == "bad_payment");
  sr.pay = {gold, gold};
  CHECK(run(s, sr) == "cannot_afford");
  sr.pay = {gold, wool};
  CHECK(run(s, sr) == "");
  CHECK(stock(s, 0, gold) == 0);
  CHECK(view_json(s, 0)["decision"]["stack_cards"].size() == s.stacks[3].size());
  CHECK_FALSE(view_json(s, 1)["decision"].contains("stack_cards"));
  Action t = act(AT::take_card, 0);
  t.card = s.stacks[3].back();
  CHECK(run(s, t) == "");
  d.stack = 0;
  CHECK(run(s, d) == "");
  CHECK(s.p[0].hand.size() == 3);
  Action ex = act(AT::exchange, 0);
  ex.card = s.p[0].hand[0];
  ex.stack = 0;
  CHECK(run(s, ex) == "not_allowed");  // cards were drawn this turn
  CHECK(run(s, act(AT::end_turn, 0)) == "");
  CHECK(s.current == 1);
  CHECK(s.phase == Phase::roll);
  // Town Hall: 1 resource
  State u = blank();
  city(u, 0, 1);
  place(u, 0, 1, 0, Type::town_hall);
  CHECK(search_price(u, 0) == 1);
  place(u, 0, 1, 1, Type::town_hall);
  CHECK(search_price(u, 0) == 1);  // a second one gives no further cut
}

TEST_CASE("card game: exchange only when the hand was at the limit, from and to the same stack") {
  State s = blank();
  for (int i = 0; i < 3; ++i) to_hand(s, 0, Type::spy);
  CHECK(run(s, act(AT::end_actions, 0)) == "");
  Action ex = act(AT::exchange, 0);
  ex.card = s.p[0].hand[1];
  ex.stack = 4;
  const int given = ex.card;
  CHECK(run(s, ex) == "");
  CHECK(s.stacks[4].back() == given);
  Action d = act(AT::draw, 0);
  d.stack = 2;
  CHECK(run(s, d) == "wrong_stack");
  d.stack = 4;
  const int top = s.stacks[4][0];
  CHECK(run(s, d) == "");
  CHECK(s.p[0].hand.back() == top);
  CHECK(run(s, ex) == "not_allowed");
  CHECK(run(s, act(AT::end_turn, 0)) == "");
  CHECK(check_invariants(s) == "");
}

TEST_CASE("card game: over the limit at the end of the turn: the excess goes under stacks") {
  State s = blank();
  for (int i = 0; i < 3; ++i) to_hand(s, 0, Type::spy);
  for (int i = 0; i < 2; ++i) to_hand(s, 0, Type::bishop);
  CHECK(run(s, act(AT::end_actions, 0)) == "");
  REQUIRE(s.queue.front().kind == DK::trim);
  for (int i = 0; i < 2; ++i) {
    Action pu = act(AT::put_under, 0);
    pu.card = s.p[0].hand[0];
    pu.stack = i;
    CHECK(run(s, pu) == "");
  }
  CHECK(s.queue.empty());
  CHECK(s.p[0].hand.size() == 3);
  CHECK(run(s, act(AT::end_turn, 0)) == "");
}
