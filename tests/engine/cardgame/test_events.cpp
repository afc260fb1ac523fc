// Event die faces and event cards (card-games.md A.6, A.12).
#include "tests/engine/cardgame/cg_helpers.hpp"

using namespace cgt;

namespace {

void roll(State& s, int face, int production = 6) {
  s.phase = Phase::roll;
  Action r = act(AT::roll, s.current);
  r.ch_production = production;
  r.ch_event = face;
  REQUIRE(run(s, r) == "");
}

}  // namespace

TEST_CASE("card game: Trade Advantage: the Windmill holder takes 1 resource of choice, only with room") {
  State s = blank();
  city(s, 1, 1);
  place(s, 1, 1, 0, Type::marketplace);  // player 1 holds the Windmill token
  REQUIRE(s.windmill_holder == 1);
  stocks(s, 0, {0, 0, 0, 2, 0, 0});
  roll(s, f_trade, 5);  // 5: player 0's brick, player 1's lumber
  REQUIRE(pending_seat(s) == 1);  // the holder decides, on player 0's turn
  Action c = act(AT::choose_resource, 1);
  c.res = wool;
  CHECK(run(s, c) == "bad_resource");
  c.res = ore;
  CHECK(run(s, c) == "");
  CHECK(stock(s, 0, ore) == 1);
  CHECK(stock(s, 1, ore) == 2);
  // no room: nothing happens, the opponent keeps it
  State t = blank();
  city(t, 1, 1);
  place(t, 1, 1, 0, Type::marketplace);
  stocks(t, 0, {0, 0, 0, 2, 0, 0});
  stock(t, 1, ore) = 3;
  roll(t, f_trade, 5);
  CHECK(t.queue.empty());
  CHECK(stock(t, 0, ore) == 2);
}

TEST_CASE("card game: Tournament: strictly more tournament points gets 1 of choice; a tie nothing") {
  State s = blank();
  place(s, 0, 1, 0, Type::falk);  // tournament 5
  place(s, 1, 1, 0, Type::pippin);  // 3
  roll(s, f_tournament, 5);
  REQUIRE(pending_seat(s) == 0);
  Action c = act(AT::choose_resource, 0);
  c.res = gold;
  CHECK(run(s, c) == "");
  CHECK(stock(s, 0, gold) == 2);
  State t = blank();
  place(t, 0, 1, 0, Type::hagen);   // 2
  place(t, 1, 1, 0, Type::otto);    // 2
  roll(t, f_tournament, 5);
  CHECK(t.queue.empty());
}

TEST_CASE("card game: Year of Plenty: each takes 1 of choice, the roller first") {
  State s = blank();
  roll(s, f_plenty, 5);
  REQUIRE(pending_seat(s) == 0);
  Action c = act(AT::choose_resource, 0);
  c.res = ore;
  REQUIRE(run(s, c) == "");
  REQUIRE(pending_seat(s) == 1);
  c.player = 1;
  c.res = grain;
  REQUIRE(run(s, c) == "");
  CHECK(stock(s, 0, ore) == 2);
  CHECK(stock(s, 1, grain) == 2);
  CHECK(s.phase == Phase::action);
  CHECK(s.queue.empty());
}

TEST_CASE("card game: event card revealed, resolved and put under the deck") {
  State s = blank();
  // make Progress the top card; player 0 owns an Abbey
  const int prog = take(s, Type::progress);
  s.events.insert(s.events.begin(), prog);
  place(s, 0, 1, 0, Type::abbey);
  CHECK(hand_limit(s, 0) == 4);
  roll(s, f_event, 5);
  CHECK(s.last_event == prog);
  REQUIRE(pending_seat(s) == 0);
  Action c = act(AT::choose_resource, 0);
  c.res = gold;
  REQUIRE(run(s, c) == "");
  CHECK(s.queue.empty());           // player 1 has no Abbey or Library
  CHECK(s.events.back() == prog);   // under the deck
  CHECK(s.events.size() == 10);
  CHECK(check_invariants(s) == "");
}

TEST_CASE("card game: Civil War: each picks one of the other's units, Church protects; one unit goes at once") {
  State s = blank();
  city(s, 1, 1);
  place(s, 1, 1, 0, Type::church);
  place(s, 1, 1, 2, Type::karl);        // protected by the Church
  place(s, 1, 3, 0, Type::wool_fleet);  // the only eligible unit of player 1
  place(s, 0, 1, 0, Type::hagen);
  place(s, 0, 3, 0, Type::ore_fleet);
  const int cw = take(s, Type::civil_war);
  s.events.insert(s.events.begin(), cw);
  roll(s, f_event, 5);
  // player 0 (roller) picks first, but player 1 has exactly one eligible unit: it goes at once
  CHECK(card(s.p[1].hand.back()).type == Type::wool_fleet);
  REQUIRE(pending_seat(s) == 1);  // player 1 picks one of player 0's two units
  Action pk = act(AT::pick_card, 1);
  pk.column = 3;
  pk.site = 0;
  REQUIRE(run(s, pk) == "");
  CHECK(card(s.p[0].hand.back()).type == Type::ore_fleet);
  CHECK(s.p[1].cols[1].site[2] >= 0);  // Karl stays
  CHECK(check_invariants(s) == "");
}

TEST_CASE("card game: Conflict: the Knight-token holder puts 2 of the other's hand cards under stacks") {
  State s = blank();
  place(s, 1, 1, 0, Type::hagen);
  for (int i = 0; i < 3; ++i) to_hand(s, 0, Type::spy);
  const int cf = take(s, Type::conflict);
  s.events.insert(s.events.begin(), cf);
  roll(s, f_event, 5);
  CHECK(s.p[0].hand.size() == 1);
  CHECK(s.limbo.size() == 2);
  REQUIRE(pending_seat(s) == 1);
  for (int i = 0; i < 2; ++i) {
    Action pu = act(AT::put_under, 1);
    pu.card = s.limbo.front();
    pu.stack = i;
    REQUIRE(run(s, pu) == "");
  }
  CHECK(s.limbo.empty());
  CHECK(check_invariants(s) == "");
  // no holder: nothing
  State t = blank();
  for (int i = 0; i < 3; ++i) to_hand(t, 0, Type::spy);
  t.events.insert(t.events.begin(), take(t, Type::conflict));
  roll(t, f_event, 5);
  CHECK(t.p[0].hand.size() == 3);
}

TEST_CASE("card game: Master Builder: each may swap with a different stack, roller first") {
  State s = blank();
  const int mine = to_hand(s, 0, Type::spy);
  to_hand(s, 1, Type::bishop);
  s.events.insert(s.events.begin(), take(s, Type::master_builder));
  roll(s, f_event, 5);
  REQUIRE(pending_seat(s) == 0);
  Action cs = act(AT::choose_stack, 0);
  cs.stack = 2;
  REQUIRE(run(s, cs) == "");
  CHECK(view_json(s, 0)["decision"].contains("stack_cards"));
  CHECK_FALSE(view_json(s, 1)["decision"].contains("stack_cards"));
  const int want = s.stacks[2][4];
  Action sw = act(AT::swap_card, 0);
  sw.card = mine;
  sw.take = want;
  REQUIRE(run(s, sw) == "");
  CHECK(s.p[0].hand[0] == want);
  CHECK(s.stacks[2][4] == mine);
  cs.player = 1;
  CHECK(run(s, cs) == "bad_field");  // stack 2 is taken
  REQUIRE(run(s, act(AT::pass, 1)) == "");
  CHECK(s.queue.empty());
  CHECK(check_invariants(s) == "");
}

TEST_CASE("card game: Year End shuffles the whole deck, the card included") {
  State s = blank();
  const int ye = take(s, Type::year_end);
  s.events.insert(s.events.begin(), ye);
  roll(s, f_event, 5);
  CHECK(s.events.size() == 10);
  CHECK(std::count(s.events.begin(), s.events.end(), ye) == 1);
  CHECK(s.event_shown == -1);
}
