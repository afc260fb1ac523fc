// Building, trading and the remaining action cards (card-games.md A.8, A.9, A.13.1).
#include "tests/engine/cardgame/cg_helpers.hpp"

using namespace cgt;

TEST_CASE("card game: roads and settlements at the open ends, 2 new regions at 0") {
  State s = blank();
  stocks(s, 0, {2, 1, 3, 0, 1, 0});
  Action r = act(AT::build_road, 0);
  r.end = 0;
  CHECK(run(s, r) == "");
  CHECK(stock(s, 0, brick) == 1);
  CHECK(stock(s, 0, lumber) == 1);
  CHECK(run(s, r) == "occupied");
  Action st = act(AT::build_settlement, 0);
  st.end = 1;
  CHECK(run(s, st) == "no_road");
  st.end = 0;
  CHECK(run(s, st) == "");
  CHECK(s.p[0].cols.size() == 7);
  CHECK(s.p[0].cols[1].town);
  CHECK(s.p[0].cols[0].region[0] >= 0);
  CHECK(s.p[0].cols[0].stock[0] == 0);
  CHECK(s.vp[0] == 3);
  CHECK(s.regions.size() == 9);
  CHECK(check_invariants(s) == "");
}

TEST_CASE("card game: cities, expansions on sites, red on cities only, demolish") {
  State s = blank();
  stocks(s, 0, {3, 3, 3, 3, 3, 3});
  const int lib = to_hand(s, 0, Type::library);
  const int gar = to_hand(s, 0, Type::garrison);
  Action e = act(AT::build_expansion, 0);
  e.card = lib;
  e.column = 1;
  e.site = 0;
  CHECK(run(s, e) == "needs_city");
  e.card = gar;
  e.site = 1;
  CHECK(run(s, e) == "no_site");
  e.site = 0;
  CHECK(run(s, e) == "");
  Action c = act(AT::build_city, 0);
  c.column = 1;
  CHECK(run(s, c) == "");
  CHECK(s.windmill_holder == 0);  // the Garrison's commerce point, now with a city
  CHECK(s.vp[0] == 1 + 2 + 1);
  e.card = lib;
  e.site = 0;
  CHECK(run(s, e) == "occupied");
  e.site = 1;
  stocks(s, 0, {3, 3, 3, 3, 3, 3});
  CHECK(run(s, e) == "");
  CHECK(hand_limit(s, 0) == 4);
  CHECK(s.vp[0] == 5);
  Action d = act(AT::demolish, 0);
  d.column = 1;
  d.site = 1;
  CHECK(run(s, d) == "");
  CHECK(s.discard.back() == lib);
  CHECK(s.vp[0] == 4);
  CHECK(check_invariants(s) == "");
}

TEST_CASE("card game: bank 3:1, fleet 2:1, Mint gold 1:1, room needed") {
  State s = blank();
  stocks(s, 0, {3, 0, 0, 0, 0, 3});
  Action t = act(AT::trade, 0);
  t.give = lumber;
  t.get = wool;
  CHECK(run(s, t) == "");
  CHECK(stock(s, 0, lumber) == 0);
  CHECK(stock(s, 0, wool) == 1);
  t.give = gold;
  t.get = ore;
  city(s, 0, 1);
  place(s, 0, 1, 0, Type::mint);
  CHECK(trade_rate(s, 0, gold) == 1);
  CHECK(run(s, t) == "");
  CHECK(stock(s, 0, gold) == 2);
  place(s, 0, 1, 2, Type::lumber_fleet);
  CHECK(trade_rate(s, 0, lumber) == 2);
  CHECK(trade_rate(s, 0, wool) == 3);
  stock(s, 0, ore) = 3;
  t.give = gold;
  t.get = ore;
  CHECK(run(s, t) == "no_room");
}

TEST_CASE("card game: offers to the opponent are answered by the opponent") {
  State s = blank();
  Action o = act(AT::offer, 0);
  o.give = lumber; o.give_count = 1; o.get = ore; o.get_count = 1;
  CHECK(run(s, o) == "");
  CHECK(pending_seat(s) == 1);
  CHECK(run(s, act(AT::end_actions, 0)) == "not_your_turn");
  CHECK(run(s, act(AT::accept, 1)) == "");
  CHECK(stock(s, 0, lumber) == 0);
  CHECK(stock(s, 0, ore) == 2);
  CHECK(stock(s, 1, lumber) == 2);
  CHECK(stock(s, 1, ore) == 0);
}

TEST_CASE("card game: Merchant takes up to 2 and gives 1 back; Caravan swaps up to 2") {
  State s = blank();
  city(s, 0, 1);
  city(s, 1, 1);
  const int m = to_hand(s, 0, Type::merchant);
  Action a = act(AT::play_action, 0);
  a.card = m;
  a.take_res = {ore, ore};
  CHECK(run(s, a) == "no_effect");  // the opponent has 1 ore
  a.take_res = {ore, grain};
  CHECK(run(s, a) == "");
  REQUIRE(pending_seat(s) == 0);
  Action g = act(AT::choose_resource, 0);
  g.res = gold;
  CHECK(run(s, g) == "");
  CHECK(stock(s, 0, ore) == 2);
  CHECK(stock(s, 0, gold) == 0);
  CHECK(stock(s, 1, gold) == 2);
  const int cv = to_hand(s, 0, Type::caravan);
  Action c = act(AT::play_action, 0);
  c.card = cv;
  c.give_res = {ore, ore};
  c.get_res = {wool, brick};
  CHECK(run(s, c) == "");
  CHECK(stock(s, 0, ore) == 0);
  CHECK(stock(s, 0, wool) == 2);
  CHECK(stock(s, 0, brick) == 2);
}

TEST_CASE("card game: Spy looks at the hand and takes a unit or action card") {
  State s = blank();
  city(s, 0, 1);
  city(s, 1, 1);
  const int spy = to_hand(s, 0, Type::spy);
  const int abbey = to_hand(s, 1, Type::abbey);
  const int knight = to_hand(s, 1, Type::karl);
  Action a = act(AT::play_action, 0);
  a.card = spy;
  REQUIRE(run(s, a) == "");
  CHECK(view_json(s, 0)["decision"]["opponent_hand"].size() == 2);
  CHECK_FALSE(view_json(s, 1)["decision"].contains("opponent_hand"));
  Action t = act(AT::take_card, 0);
  t.card = abbey;
  CHECK(run(s, t) == "bad_card");
  t.card = knight;
  CHECK(run(s, t) == "");
  CHECK(s.p[0].hand.back() == knight);
}
