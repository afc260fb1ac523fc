// Duels (card-games.md A.11): the defender is always asked; win on 1-5, only 1-2 after an answer.
#include "tests/engine/cardgame/cg_helpers.hpp"

using namespace cgt;

namespace {

State duel_table() {
  State s = blank();
  city(s, 0, 1);
  city(s, 1, 1);  // 3 VP each: actions unlocked
  return s;
}

}  // namespace

TEST_CASE("card game: Black Knight with and without Herb Woman, supplied duel dice") {
  for (int die = 1; die <= 6; ++die)
    for (int answer = 0; answer < 2; ++answer) {
      State s = duel_table();
      const int bk = to_hand(s, 0, Type::black_knight);
      const int hw = answer ? to_hand(s, 1, Type::herb_woman) : -1;
      place(s, 1, 3, 0, Type::karl);
      place(s, 0, 3, 0, Type::siegfried);
      Action a = act(AT::play_action, 0);
      a.card = bk;
      REQUIRE(run(s, a) == "");
      // the defender is asked even without a counter card
      REQUIRE(s.queue.front().kind == DK::duel_answer);
      CHECK(pending_seat(s) == 1);
      Action r = act(answer ? AT::answer : AT::no_answer, 1);
      r.card = hw;
      r.ch_duel = die;
      REQUIRE(run(s, r) == "");
      const bool attacker_wins = die <= (answer ? 2 : 5);
      REQUIRE(s.queue.front().kind == DK::duel_pick);
      CHECK(s.queue.front().seat == (attacker_wins ? 0 : 1));
      Action pk = act(AT::pick_card, attacker_wins ? 0 : 1);
      pk.column = 3;
      pk.site = 0;
      REQUIRE(run(s, pk) == "");
      if (attacker_wins) {
        CHECK(s.p[1].cols[3].site[0] == -1);
        CHECK(s.p[1].hand.size() == 1);  // Karl back in hand
        CHECK(s.knight_holder == 0);
      } else {
        CHECK(s.p[0].cols[3].site[0] == -1);
        CHECK(s.knight_holder == 1);
      }
      CHECK(check_invariants(s) == "");
    }
}

TEST_CASE("card game: a Bishop does not answer a Black Knight; the knight's loser without knights loses nothing") {
  State s = duel_table();
  const int bk = to_hand(s, 0, Type::black_knight);
  const int bishop = to_hand(s, 1, Type::bishop);
  place(s, 1, 3, 0, Type::hagen);
  Action a = act(AT::play_action, 0);
  a.card = bk;
  REQUIRE(run(s, a) == "");
  Action r = act(AT::answer, 1);
  r.card = bishop;
  CHECK(run(s, r) == "wrong_card");
  r = act(AT::no_answer, 1);
  r.ch_duel = 6;  // the attacker loses but owns no knight: nothing happens
  CHECK(run(s, r) == "");
  CHECK(s.queue.empty());
  CHECK(s.p[1].cols[3].site[0] >= 0);
}

TEST_CASE("card game: Black Knight needs an opposing knight; a win off-turn makes the defender trim at once") {
  State s = duel_table();
  const int bk = to_hand(s, 0, Type::black_knight);
  Action a = act(AT::play_action, 0);
  a.card = bk;
  CHECK(run(s, a) == "no_effect");
  place(s, 1, 3, 0, Type::hagen);
  for (int i = 0; i < 3; ++i) to_hand(s, 1, Type::spy);  // at the limit of 3
  REQUIRE(run(s, a) == "");
  Action r = act(AT::no_answer, 1);
  r.ch_duel = 1;
  REQUIRE(run(s, r) == "");
  Action pk = act(AT::pick_card, 0);
  pk.column = 3;
  pk.site = 0;
  REQUIRE(run(s, pk) == "");
  REQUIRE(!s.queue.empty());
  CHECK(s.queue.front().kind == DK::trim);
  CHECK(pending_seat(s) == 1);
  Action pu = act(AT::put_under, 1);
  pu.card = s.p[1].hand[0];
  pu.stack = 3;
  const size_t n3 = s.stacks[3].size();
  CHECK(run(s, pu) == "");
  CHECK(s.stacks[3].size() == n3 + 1);
  CHECK(s.queue.empty());
  CHECK(check_invariants(s) == "");
}

TEST_CASE("card game: Arsonist targets buildings only (a Church too), Bishop answers") {
  State s = duel_table();
  const int ars = to_hand(s, 0, Type::arsonist);
  const int bishop = to_hand(s, 1, Type::bishop);
  place(s, 1, 1, 0, Type::church);
  place(s, 1, 1, 2, Type::ore_fleet);
  Action a = act(AT::play_action, 0);
  a.card = ars;
  REQUIRE(run(s, a) == "");
  Action r = act(AT::answer, 1);
  r.card = bishop;
  r.ch_duel = 2;  // still a win with an answer
  REQUIRE(run(s, r) == "");
  Action pk = act(AT::pick_card, 0);
  pk.column = 1;
  pk.site = 2;  // the fleet is a unit: not a target
  CHECK(run(s, pk) == "bad_target");
  pk.site = 0;
  CHECK(run(s, pk) == "");
  CHECK(card(s.p[1].hand.back()).type == Type::church);
}

TEST_CASE("card game: Brigands: the winner takes 2 resources of choice") {
  State s = duel_table();
  const int br = to_hand(s, 0, Type::brigands);
  stocks(s, 1, {0, 0, 0, 2, 0, 0});
  stocks(s, 0, {1, 1, 1, 0, 1, 1});
  Action a = act(AT::play_action, 0);
  a.card = br;
  REQUIRE(run(s, a) == "");
  Action r = act(AT::no_answer, 1);
  r.ch_duel = 4;
  REQUIRE(run(s, r) == "");
  Action c = act(AT::choose_resource, 0);
  c.res = wool;
  CHECK(run(s, c) == "bad_resource");  // the opponent has none
  c.res = ore;
  CHECK(run(s, c) == "");
  CHECK(run(s, c) == "");
  CHECK(stock(s, 1, ore) == 0);
  CHECK(total(s, 0, ore) == 2);
  CHECK(s.queue.empty());
}
