// The 120 cards (card-games.md A.2, A.13) and setup (A.4).
#include "tests/engine/cardgame/cg_helpers.hpp"

using namespace cgt;

TEST_CASE("card game: 120 cards in the published groups") {
  int groups[5] = {}, regions = 0, roads = 0, settlements = 0, cities = 0, str = 0, tour = 0;
  for (const Card& c : cards()) {
    ++groups[int(info(c.type).group)];
    regions += c.type == Type::region;
    roads += c.type == Type::road;
    settlements += c.type == Type::settlement;
    cities += c.type == Type::city;
    str += info(c.type).strength;
    tour += info(c.type).tournament;
  }
  CHECK(regions == 12 + 11);
  CHECK(roads == 2 + 7);
  CHECK(settlements == 4 + 5);
  CHECK(cities == 7);
  CHECK(groups[int(Group::event)] == 10);
  CHECK(groups[int(Group::action)] == 20);
  CHECK(groups[int(Group::green)] == 26);
  CHECK(groups[int(Group::red)] == 16);
  CHECK(str == 24);   // A.13.3 sums
  CHECK(tour == 18);
  // printed costs (lumber, wool, brick, ore, grain, gold)
  CHECK(info(Type::karl).cost == std::array<int8_t, 6>{0, 3, 0, 2, 2, 0});
  CHECK(info(Type::colossus).cost == std::array<int8_t, 6>{0, 0, 3, 3, 3, 0});
  CHECK(info(Type::colossus).vp == 2);
  CHECK(info(Type::merchant_guild).commerce == 4);
  CHECK(info(Type::road).cost == std::array<int8_t, 6>{1, 0, 2, 0, 0, 0});
  CHECK(info(Type::city).cost == std::array<int8_t, 6>{0, 0, 0, 3, 2, 0});
  // each starting set has every number 1..6 once and one region of each resource
  for (int p = 0; p < 2; ++p) {
    int numbers = 0, res = 0;
    for (const Card& c : cards())
      if (c.start_set == p && c.type == Type::region) { numbers |= 1 << c.number; res |= 1 << c.res; }
    CHECK(numbers == 0x7E);
    CHECK(res == 0x3F);
  }
}

TEST_CASE("card game: setup deals the centre and five stacks, 2 VP and 1 of each resource") {
  State s = new_state({}, 5, 0);
  CHECK(check_invariants(s) == "");
  CHECK(s.regions.size() == 11);
  CHECK(s.events.size() == 10);
  size_t total = 0;
  for (auto& st : s.stacks) { CHECK(st.size() >= 12); CHECK(st.size() <= 13); total += st.size(); }
  CHECK(total == 62);
  for (int p = 0; p < 2; ++p) {
    CHECK(s.vp[p] == 2);
    for (int r = 0; r < kResCount; ++r) CHECK(total_all(s, p) == 6);
    CHECK(hand_limit(s, p) == 3);
  }
  // setup decisions: arrange (first, then second), starting stack of the first player
  REQUIRE(s.queue.size() == 3);
  CHECK(s.queue[0].kind == DK::arrange);
  Action sw = act(AT::swap_regions, 0);
  sw.a = 0; sw.b = 5;
  const int before0 = s.p[0].cols[0].region[0];
  CHECK(run(s, sw) == "");
  CHECK(s.p[0].cols[4].region[1] == before0);
  CHECK(s.p[0].cols[4].stock[1] == 1);
  CHECK(run(s, act(AT::ready, 1)) == "not_your_turn");
  CHECK(run(s, act(AT::ready, 0)) == "");
  CHECK(run(s, act(AT::ready, 1)) == "");
  Action cs = act(AT::choose_stack, 0);
  cs.stack = 2;
  CHECK(run(s, cs) == "");
  // three cards of any position in that stack, order kept
  const std::vector<int> st = s.stacks[2];
  for (int i : {5, 0, 9}) {
    Action t = act(AT::take_card, 0);
    t.card = st[size_t(i)];
    CHECK(run(s, t) == "");
  }
  CHECK(s.p[0].hand.size() == 3);
  CHECK(s.stacks[2].size() == st.size() - 3);
  CHECK(s.stacks[2][0] == st[1]);
  // the second player must use a different stack
  cs.player = 1;
  CHECK(run(s, cs) == "bad_field");
  cs.stack = 4;
  CHECK(run(s, cs) == "");
  for (int i = 0; i < 3; ++i) {
    Action t = act(AT::take_card, 1);
    t.card = s.stacks[4][0];
    CHECK(run(s, t) == "");
  }
  CHECK(s.phase == Phase::roll);
  CHECK(s.current == 0);
  CHECK(s.p[0].turns == 1);
  CHECK(check_invariants(s) == "");
}
