// Struggle for Catan: setup, trade, build, payments and taking roads/knights. Right values
// by hand from shared/rules/struggle.md (section named per test) and card-games.md B.1.
#include "tests/engine/struggle/struggle_helpers.hpp"

using namespace sth;

TEST_CASE("struggle: cards in play by player number (card-games.md B.1, struggle.md §2-3)") {
  const CardCounts c2 = card_counts(2), c3 = card_counts(3), c4 = card_counts(4);
  CHECK(c2.roads == 5); CHECK(c2.settlements == 7); CHECK(c2.knights == 2);
  CHECK(c3.roads == 7); CHECK(c3.settlements == 11); CHECK(c3.knights == 4);
  CHECK(c4.roads == 9); CHECK(c4.settlements == 15); CHECK(c4.knights == 5);
  auto sum = [](const auto& a) { int n = 0; for (int v : a) n += v; return n; };
  CHECK(sum(c2.expansions) == 5); CHECK(sum(c3.expansions) == 7); CHECK(sum(c4.expansions) == 9);
  CHECK(c2.expansions[merchant_guild] == 0);  // Merchant Guild: 3p and 4p marks only
  CHECK(c4.expansions[merchant_guild] == 2); CHECK(c4.expansions[church] == 2); CHECK(c4.expansions[city_wall] == 2);
  CHECK(c4.events[robbery] == 10); CHECK(c4.events[market_day] == 5);  // W: 10 Robbery, 5 Market Day
  CHECK(c2.events[robbery] + c2.events[market_day] == 7);
  // 67 resources + 9 roads + 15 settlement/city + 5 knights + 9 expansions + 4 cost cards + destiny = 110.
  CHECK(67 + 9 + 15 + 5 + 9 + 4 + 1 == kTotalCards);
}

TEST_CASE("struggle: setup deals 3 cards, a settlement and an A-side road each, market of 5 (B.3)") {
  State s = game(4);
  CHECK(invariants(s) == "");
  for (int p = 0; p < 4; ++p) {
    CHECK(count(s.seat[p].hand) == 3);
    CHECK(s.seat[p].roads == 1);
    CHECK(s.seat[p].settlements == 1);
    CHECK(s.seat[p].vp == 1);
  }
  CHECK(count(s.draw_pile) == 67 - 12 - 5);
  CHECK(s.road_stack == 5); CHECK(s.settlement_stack == 11); CHECK(s.knight_stack == 5);
  for (int m : s.market) CHECK(m >= 0);
  CHECK(s.current == 0);
  CHECK(s.destiny == 1);
  CHECK(s.phase == Phase::trade);
}

TEST_CASE("struggle: trades allowed = A-side roads; none: 1 trade with the draw pile only (§6 Trade)") {
  // roads 1 -> 1 trade, 2 -> 1 (A,B), 3 -> 2 (A,B,A), 4 -> 2.
  const int expect[] = {1, 1, 1, 2, 2};
  for (int roads = 0; roads <= 4; ++roads) {
    State s = game(2);
    set_rows(s, 0, roads, 0);
    set_hand(s, 0, H(0, 0, 0, 0, 6));
    int done = 0;
    Action a = act(Act::trade_pile, 0);
    a.give = O;
    while (refused(s, a).empty()) { ok(s, a); ++done; set_hand(s, 0, H(0, 0, 0, 0, 6)); }
    INFO(roads);
    CHECK(done == expect[roads]);
    CHECK(refused(s, a) == "no_trades_left");
  }
  State s = game(2);
  set_rows(s, 0, 0, 0);
  set_hand(s, 0, H(0, 0, 0, 0, 2));
  Action m = act(Act::trade_market, 0);
  m.give = O;
  m.get = s.market[0];
  CHECK(refused(s, m) == "pile_only");
  Action t = act(Act::trade_player, 0);
  t.victim = 1;
  CHECK(refused(s, t) == "pile_only");
}

TEST_CASE("struggle: market swap keeps 5, pile swap discards then draws (§6 Trade)") {
  State s = game(2);
  set_rows(s, 0, 3, 0);  // 2 trades
  set_hand(s, 0, H(0, 0, 0, 0, 2));
  const int want = s.market[2];
  Action m = act(Act::trade_market, 0);
  m.give = O;
  m.get = want;
  ok(s, m);
  CHECK(s.seat[0].hand[O] == 1 + (want == O));
  CHECK(s.seat[0].hand[want] >= 1);
  int ore_in_market = 0;
  for (int x : s.market) { CHECK(x >= 0); ore_in_market += x == O; }
  CHECK(ore_in_market >= 1);
  Action p = act(Act::trade_pile, 0);
  p.give = O;
  const int disc = count(s.discard);
  p.chance_card = B;
  const int brick_in_pile = s.draw_pile[B];
  ok(s, p);
  CHECK(count(s.discard) == disc + 1);
  CHECK(s.draw_pile[B] == brick_in_pile - 1);
}

TEST_CASE("struggle: blind draw from a player, give a card back before the trade phase ends (§6)") {
  State s = game(3);
  set_hand(s, 0, H(0, 0, 0, 0, 1));
  set_hand(s, 2, H(2, 0, 0, 0, 0));
  Action t = act(Act::trade_player, 0);
  t.victim = 2;
  t.chance_card = W;
  CHECK(refused(s, t) == "bad_chance");  // seat 2 holds no wool
  t.chance_card = B;
  const auto ev = ok(s, t);
  CHECK(ev[0].secret);
  CHECK(s.seat[0].hand[B] == 1);
  CHECK(s.seat[2].hand[B] == 1);
  CHECK(refused(s, act(Act::end_trade, 0)) == "give_back_first");
  Action g = act(Act::give_back, 0);
  g.give = O;
  ok(s, g);
  CHECK(s.seat[2].hand == H(1, 0, 0, 0, 1));
  ok(s, act(Act::end_trade, 0));
  CHECK(s.phase == Phase::build);
}

TEST_CASE("struggle: costs and the 3-for-1 stand-in (§1)") {
  // Road 1 lumber + 1 brick: 1 brick + 3 ore stands in for the lumber.
  CHECK(payment_fits(build_cost(road, -1), H(1, 1, 0, 0, 0), 0));
  CHECK(payment_fits(build_cost(road, -1), H(1, 0, 0, 0, 3), 0));
  CHECK_FALSE(payment_fits(build_cost(road, -1), H(1, 0, 0, 0, 2), 0));   // 2 ore are no stand-in
  CHECK_FALSE(payment_fits(build_cost(road, -1), H(1, 1, 0, 0, 3), 0));   // overpaid
  CHECK(payment_fits(build_cost(road, -1), H(0, 0, 6, 0, 0), 0));         // 2 triples of wool
  // City 2 grain + 3 ore: 9 ore = 3 ore + 2 triples for the 2 grain; 6 ore + 0 grain does not.
  CHECK(payment_fits(build_cost(city, -1), H(0, 0, 0, 2, 3), 0));
  CHECK(payment_fits(build_cost(city, -1), H(0, 0, 0, 0, 9), 0));
  CHECK_FALSE(payment_fits(build_cost(city, -1), H(0, 0, 0, 0, 6), 0));
  CHECK(payment_fits(build_cost(city, -1), H(0, 0, 3, 2, 2), 0));         // 3 wool for the third ore
  // Settlement: lumber + brick + grain + wool; knight: grain + wool + ore; expansion 3 wool + 1 ore.
  CHECK(build_cost(settlement, -1) == H(1, 1, 1, 1, 0));
  CHECK(build_cost(knight, -1) == H(0, 0, 1, 1, 1));
  CHECK(build_cost(expansion, library) == H(0, 0, 3, 0, 1));
  State s = game(2);
  s.phase = Phase::build;
  set_hand(s, 0, H(1, 0, 0, 0, 3));
  CHECK(refused(s, build(0, road, H(1, 0, 0, 0, 2))) == "bad_payment");
  CHECK(refused(s, build(0, road, H(2, 0, 0, 0, 0))) == "cannot_pay");
  ok(s, build(0, road, H(1, 0, 0, 0, 3)));
  CHECK(count(s.seat[0].hand) == 0);
  CHECK(count(s.discard) == 4);  // payments go to the discard pile
}

TEST_CASE("struggle: each building type at most once a turn (§1)") {
  State s = game(2);
  s.phase = Phase::build;
  set_hand(s, 0, H(2, 2, 0, 0, 0));
  ok(s, build(0, road, H(1, 1, 0, 0, 0)));
  CHECK(refused(s, build(0, road, H(1, 1, 0, 0, 0))) == "built_this_turn");
  CHECK(s.seat[0].roads == 2);
  CHECK(s.seat[0].vp == 2);  // the second road lies B-side up: 1 VP
}

TEST_CASE("struggle: empty road stack: take the last road of the player the destiny card points to (§4, §5)") {
  State s = game(3);
  s.phase = Phase::build;
  // Empty the road stack: seat 1 gets 2 roads (A, B), seat 2 gets 4 roads.
  set_rows(s, 1, 2, 0);
  set_rows(s, 2, 4, 0);
  set_rows(s, 0, 1, 0);
  CHECK(s.road_stack == 0);
  CHECK(steal_victim(s, 0, road) == 1);  // clockwise: seat 1 first
  s.destiny = -1;
  CHECK(steal_victim(s, 0, road) == 2);  // counter-clockwise: seat 2 first
  s.destiny = 1;
  set_hand(s, 0, H(1, 1, 0, 0, 0));
  const int vp1 = s.seat[1].vp;
  const auto ev = ok(s, build(0, road, H(1, 1, 0, 0, 0)));
  CHECK(ev[0].type == "took_road");
  CHECK(ev[0].other == 1);
  CHECK(s.seat[1].roads == 1);
  CHECK(s.seat[1].vp == vp1 - 1);   // its last road lay B-side up
  CHECK(s.seat[0].roads == 2);
  CHECK(s.seat[0].vp == 2);         // thief's 2nd road: B side, +1 VP
}

TEST_CASE("struggle: a taken road lies A-side up on the thief's odd count (§5)") {
  State s = game(2);
  s.phase = Phase::build;
  set_rows(s, 0, 2, 0);
  set_rows(s, 1, 3, 0);
  CHECK(s.road_stack == 0);
  set_hand(s, 0, H(1, 1, 0, 0, 0));
  const int vp0 = s.seat[0].vp, vp1 = s.seat[1].vp;
  ok(s, build(0, road, H(1, 1, 0, 0, 0)));
  CHECK(s.seat[0].roads == 3);
  CHECK(s.seat[0].vp == vp0);       // 3rd road: A side, no VP, one more trade
  CHECK(s.seat[1].vp == vp1);       // seat 1's 3rd road lay A-side up: no VP lost
  CHECK(s.seat[1].roads == 2);
}

TEST_CASE("struggle: City Wall protects the first 3 roads, Church the first knight (§2, §5)") {
  State s = game(3);
  s.phase = Phase::build;
  set_rows(s, 1, 3, 2);
  set_rows(s, 2, 3, 2);
  set_rows(s, 0, 1, 0);
  CHECK(s.road_stack == 0);
  CHECK(s.knight_stack == 0);
  give_expansion(s, 1, city_wall);
  give_expansion(s, 2, church);
  CHECK_FALSE(takeable(s.seat[1], road));
  CHECK(takeable(s.seat[2], road));
  CHECK(steal_victim(s, 0, road) == 2);  // seat 1's 3 roads are all protected
  CHECK(takeable(s.seat[2], knight));    // its 2nd knight is not protected
  s.seat[2].knights = 1; s.knight_stack += 1;  // (kept accounted: one back to the stack)
  s.seat[2].vp = recompute_vp(s.seat[2]);
  CHECK_FALSE(takeable(s.seat[2], knight));
  s.knight_stack = 0; s.seat[0].knights = 1; s.seat[0].vp = recompute_vp(s.seat[0]);
  // Seat 0's own knights are never taken by seat 0; seat 1 (no Church, 2 knights) is next.
  CHECK(steal_victim(s, 0, knight) == 1);
  set_rows(s, 1, 3, 0);
  s.knight_stack = 0;
  s.seat[0].knights = 3;  // all 5 knights out: seat 0 3, seat 2 1 (protected), seat 1 0 ... 4 + stack
  s.seat[0].vp = recompute_vp(s.seat[0]);
  CHECK(steal_victim(s, 0, knight) == -1);
  set_hand(s, 0, H(0, 0, 1, 1, 1));
  CHECK(refused(s, build(0, knight, H(0, 0, 1, 1, 1))) == "nothing_to_take");
}
