// Rules audit: domestic and maritime trade (§1.8).
#include "test_audit_util.hpp"

using namespace audit;

namespace {

Action offer(int player, ResourceCounts give, ResourceCounts get) {
  Action a = act(ActionType::offer_trade, player);
  a.give = give;
  a.get = get;
  return a;
}
Action answer(int player, bool accept) {
  Action a = act(ActionType::respond_trade, player);
  a.accept = accept;
  return a;
}
Action maritime(int player, ResourceCounts give, ResourceCounts get) {
  Action a = act(ActionType::maritime_trade, player);
  a.give = give;
  a.get = get;
  return a;
}

}  // namespace

TEST_CASE("audit trade: domestic offer, answers, confirm with an acceptor") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 2, 0, 0));
  set_hand(g, 1, rc(0, 0, 0, 0, 1));
  set_hand(g, 2, rc(0, 0, 0, 0, 3));
  ok(g, offer(0, rc(0, 0, 2, 0, 0), rc(0, 0, 0, 0, 1)));
  CHECK(g.position().phase == Phase::trade_offer);
  for (int p = 0; p < 4; ++p) CHECK(g.is_pending(p));
  refused(g, answer(3, true), "cannot_afford");  // P3 holds no ore
  ok(g, answer(3, false));
  refused(g, answer(3, true), "not_pending");    // answered already
  ok(g, answer(1, true));
  refused(g, act(ActionType::confirm_trade, 0, 3), "not_allowed");  // P3 rejected
  refused(g, act(ActionType::confirm_trade, 0, 0), "bad_id");
  refused(g, act(ActionType::confirm_trade, 1, 1), "not_pending");  // only the offerer confirms (P1 answered)
  refused(g, act(ActionType::end_turn, 0), "wrong_phase");
  ok(g, act(ActionType::confirm_trade, 0, 1));
  CHECK(g.position().players[0].hand == rc(0, 0, 0, 0, 1));
  CHECK(g.position().players[1].hand == rc(0, 0, 2, 0, 0));
  CHECK(g.position().players[2].hand == rc(0, 0, 0, 0, 3));
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("audit trade: no domestic trade before the roll or by a non-active player") {
  Game g = new_game(4);
  start_turn(g, 0, Phase::pre_roll);
  set_hand(g, 0, rc(0, 0, 2, 0, 0));
  set_hand(g, 1, rc(0, 0, 0, 0, 2));
  refused(g, offer(0, rc(0, 0, 1, 0, 0), rc(0, 0, 0, 0, 1)), "wrong_phase");
  start_turn(g, 0);
  refused(g, offer(1, rc(0, 0, 0, 0, 1), rc(0, 0, 1, 0, 0)), "not_pending");
}

TEST_CASE("audit trade: no gifts, no like-for-like, offerer must hold the cards") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 2, 0, 1));
  refused(g, offer(0, rc(0, 0, 1, 0, 0), rc(0, 0, 0, 0, 0)), "bad_trade");  // gift
  refused(g, offer(0, rc(0, 0, 0, 0, 0), rc(0, 0, 1, 0, 0)), "bad_trade");  // asking for a gift
  refused(g, offer(0, rc(0, 0, 2, 0, 0), rc(0, 0, 1, 0, 0)), "bad_trade");  // 2 wool for 1 wool
  refused(g, offer(0, rc(0, 0, 1, 0, 1), rc(0, 0, 0, 1, 1)), "bad_trade");  // ore on both sides
  refused(g, offer(0, rc(3, 0, 0, 0, 0), rc(0, 0, 0, 1, 0)), "cannot_afford");
}

TEST_CASE("audit trade: cancel returns to main with hands untouched") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 1, 0, 0));
  set_hand(g, 1, rc(0, 0, 0, 1, 0));
  ok(g, offer(0, rc(0, 0, 1, 0, 0), rc(0, 0, 0, 1, 0)));
  ok(g, answer(1, true));
  refused(g, act(ActionType::cancel_trade, 1), "not_pending");  // P1 answered, only the offerer acts
  ok(g, act(ActionType::cancel_trade, 0));
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand == rc(0, 0, 1, 0, 0));
  CHECK(g.position().players[1].hand == rc(0, 0, 0, 1, 0));
}

TEST_CASE("audit trade: maritime 4:1 always, 3:1 with a generic harbor, 2:1 special for its resource only") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 4, 0, 4));
  refused(g, maritime(0, rc(0, 0, 3, 0, 0), rc(1, 0, 0, 0, 0)), "bad_trade");
  refused(g, maritime(0, rc(0, 0, 4, 0, 0), rc(0, 0, 1, 0, 0)), "bad_trade");   // like for like
  refused(g, maritime(0, rc(0, 0, 2, 0, 2), rc(1, 0, 0, 0, 0)), "bad_trade");   // not identical
  refused(g, maritime(0, rc(0, 0, 4, 0, 0), rc(2, 0, 0, 0, 0)), "bad_trade");   // 2:1 wool without that harbor
  Game h = g;
  ok(h, maritime(0, rc(0, 0, 4, 0, 0), rc(1, 0, 0, 0, 0)));
  CHECK(h.position().players[0].hand == rc(1, 0, 0, 0, 4));
  CHECK(h.position().bank == rc(18, 19, 19, 19, 15));

  // Settlement at 6: 2:1 ore harbor ({6,10}). Ore 2:1, wool still 4:1.
  put_settlement(g, 0, 6);
  refused(g, maritime(0, rc(0, 0, 2, 0, 0), rc(1, 0, 0, 0, 0)), "bad_trade");
  refused(g, maritime(0, rc(0, 0, 3, 0, 0), rc(1, 0, 0, 0, 0)), "bad_trade");
  Game k4 = g;  // 4:1 stays allowed next to the 2:1 harbor (a harbor adds a rate)
  ok(k4, maritime(0, rc(0, 0, 0, 0, 4), rc(1, 0, 0, 0, 0)));
  CHECK(k4.position().players[0].hand == rc(1, 0, 4, 0, 0));
  Game k = g;
  ok(k, maritime(0, rc(0, 0, 0, 0, 2), rc(1, 0, 0, 0, 0)));
  CHECK(k.position().players[0].hand == rc(1, 0, 4, 0, 2));

  // Add a city at 0 on the 3:1 harbor ({0,3}): wool 3:1, ore still 2:1.
  put_city(g, 0, 0);
  ok(g, maritime(0, rc(0, 0, 3, 0, 0), rc(0, 1, 0, 0, 0)));
  CHECK(g.position().players[0].hand == rc(0, 1, 1, 0, 4));
  ok(g, maritime(0, rc(0, 0, 0, 0, 2), rc(0, 1, 0, 0, 0)));
}

TEST_CASE("audit trade: the bank cannot pay a card it lacks") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 4, 0, 0));
  drain_bank(g, Resource::brick, 0, 2);
  refused(g, maritime(0, rc(0, 0, 4, 0, 0), rc(1, 0, 0, 0, 0)), "not_allowed");
  CHECK_FALSE(has_legal(g, 0, maritime(0, rc(0, 0, 4, 0, 0), rc(1, 0, 0, 0, 0))));
}

TEST_CASE("audit trade: maritime only on your own turn after the roll") {
  Game g = new_game(4);
  start_turn(g, 0, Phase::pre_roll);
  set_hand(g, 0, rc(0, 0, 4, 0, 0));
  set_hand(g, 1, rc(0, 0, 4, 0, 0));
  refused(g, maritime(0, rc(0, 0, 4, 0, 0), rc(1, 0, 0, 0, 0)), "wrong_phase");
  start_turn(g, 0);
  refused(g, maritime(1, rc(0, 0, 4, 0, 0), rc(1, 0, 0, 0, 0)), "not_pending");
}

TEST_CASE("audit trade: answers are reset for each new offer") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 2, 0, 0));
  set_hand(g, 1, rc(0, 0, 0, 2, 0));
  ok(g, offer(0, rc(0, 0, 1, 0, 0), rc(0, 0, 0, 1, 0)));
  ok(g, answer(1, false));
  ok(g, act(ActionType::cancel_trade, 0));
  ok(g, offer(0, rc(0, 0, 2, 0, 0), rc(0, 0, 0, 1, 0)));
  CHECK(g.is_pending(1));
  ok(g, answer(1, true));
  ok(g, act(ActionType::confirm_trade, 0, 1));
  CHECK(g.position().players[0].hand == rc(0, 0, 0, 1, 0));
  CHECK(g.position().players[1].hand == rc(0, 0, 2, 1, 0));
}
