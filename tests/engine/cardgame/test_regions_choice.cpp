// The player chooses which regions pay and receive (card-games.md A.3 "Payments may come
// from any region(s) of the right type, and gains may go to any region of the right type"),
// and offers to the opponent on any terms (A.9 "any terms both agree to").
#include "tests/engine/cardgame/cg_helpers.hpp"

#include "engine/cardgame/cardgame.hpp"
#include "engine/platform/registry.hpp"

using namespace cgt;

namespace {

// Player 0 after a road and a settlement at the left end, with the new gap column's upper
// region replaced by a second forest. Columns: 0 new gap (forest above), 1 new town, 2 the old
// left gap (starting forest above, pasture below), ... Returns the new forest's card id.
int two_forests(State& s) {
  stocks(s, 0, {2, 1, 3, 0, 1, 0});
  Action r = act(AT::build_road, 0);
  r.end = 0;
  REQUIRE(run(s, r) == "");
  Action st = act(AT::build_settlement, 0);
  st.end = 0;
  REQUIRE(run(s, st) == "");
  // A forest above and no forest below in the new gap column, by swaps with the region stack
  // (every card stays in one place; both new regions hold 0).
  Column& c = s.p[0].cols[0];
  if (card(c.region[1]).res == lumber) std::swap(c.region[0], c.region[1]);
  for (int k = 0; k < 2; ++k)
    for (size_t i = 0; i < s.regions.size(); ++i)
      if (k == 0 ? card(c.region[0]).res != lumber && card(s.regions[i]).res == lumber
                 : card(c.region[1]).res == lumber && card(s.regions[i]).res != lumber) {
        std::swap(s.regions[i], c.region[k]);
        break;
      }
  REQUIRE(card(c.region[0]).res == lumber);
  REQUIRE(card(c.region[1]).res != lumber);
  REQUIRE(check_invariants(s) == "");
  return s.p[0].cols[0].region[0];
}

}  // namespace

TEST_CASE("card game: the player chooses the region that pays") {
  State s = blank();
  const int fresh = two_forests(s);
  const int old = s.p[0].cols[2].region[0];
  // (indices, not references: an accepted action replaces the state)
  auto nf = [&]() -> Column& { return s.p[0].cols[0]; };
  auto of = [&]() -> Column& { return s.p[0].cols[2]; };
  nf().stock[0] = 3;  // new forest 3 lumber
  of().stock[0] = 1;  // starting forest 1 lumber
  of().stock[1] = 0;
  s.p[0].cols[4].stock[0] = 3;  // hills (brick) 3
  Action r = act(AT::build_road, 0);
  r.end = 0;
  SUBCASE("default: the fullest forest pays") {
    CHECK(run(s, r) == "");  // the left end gap has no road yet: no new column
    CHECK(nf().stock[0] == 2);
    CHECK(of().stock[0] == 1);
  }
  SUBCASE("chosen: the starting forest pays its only lumber") {
    r.from = {old};
    CHECK(run(s, r) == "");
    CHECK(nf().stock[0] == 3);
    CHECK(of().stock[0] == 0);
    CHECK(s.p[0].cols[4].stock[0] == 1);  // the 2 brick by the default rule
  }
  SUBCASE("chosen region empty, of another resource, or not the player's: refused, state unchanged") {
    of().stock[0] = 0;
    r.from = {old};
    CHECK(run(s, r) == "bad_region");
    r.from = {s.p[0].cols[2].region[1]};  // the pasture: wool is not part of a road's cost
    of().stock[1] = 1;
    CHECK(run(s, r) == "bad_region");
    CHECK(s.p[0].cols[2].stock[1] == 1);
    r.from = {s.p[1].cols[0].region[0]};
    CHECK(run(s, r) == "bad_region");
    r.from = {fresh, fresh};  // two lumber units named, the road takes one
    CHECK(run(s, r) == "bad_region");
    CHECK(nf().stock[0] == 3);
    CHECK(s.p[0].cols[4].stock[0] == 3);
  }
}

TEST_CASE("card game: the player chooses the region that receives") {
  State s = blank();
  const int fresh = two_forests(s);
  const int old = s.p[0].cols[2].region[0];
  s.p[0].cols[0].stock[0] = 1;  // new forest 1
  s.p[0].cols[2].stock[0] = 2;  // starting forest 2
  // grain: the starting fields are column 6 above (positions: col 4 of the start layout, +2)
  s.p[0].cols[6].stock[0] = 3;
  REQUIRE(card(s.p[0].cols[6].region[0]).res == grain);
  Action t = act(AT::trade, 0);
  t.give = grain;
  t.get = lumber;
  SUBCASE("default: the emptiest forest receives") {
    CHECK(run(s, t) == "");
    CHECK(s.p[0].cols[0].stock[0] == 2);
    CHECK(s.p[0].cols[2].stock[0] == 2);
  }
  SUBCASE("chosen: the starting forest receives") {
    t.to = {old};
    CHECK(run(s, t) == "");
    CHECK(s.p[0].cols[0].stock[0] == 1);
    CHECK(s.p[0].cols[2].stock[0] == 3);
    CHECK(s.p[0].cols[6].stock[0] == 0);
  }
  SUBCASE("chosen region full: refused") {
    s.p[0].cols[2].stock[0] = 3;
    t.to = {old};
    CHECK(run(s, t) == "bad_region");
    CHECK(s.p[0].cols[6].stock[0] == 3);
    t.to = {fresh};
    CHECK(run(s, t) == "");
    CHECK(s.p[0].cols[0].stock[0] == 2);
  }
}

TEST_CASE("card game: regions in the action JSON") {
  std::string err;
  auto g = catan::new_match(nlohmann::json{{"game", "card-game"}, {"players", 2}, {"seed", 3}, {"first", 0}}.dump(), err);
  REQUIRE(g);
  // "from" on an action that pays nothing is an unknown field; a non-region id is refused.
  auto r = nlohmann::json::parse(g->submit(R"({"type":"ready","player":0,"from":[3]})"));
  CHECK(r["error"]["code"] == "bad_field");
  r = nlohmann::json::parse(g->submit(R"({"type":"trade","player":0,"give":"ore","get":"wool","from":[0]})"));
  CHECK(r["error"]["code"] == "bad_field");  // card 0 is player A's road
  Action a;
  catan::Error e;
  REQUIRE(action_from_json(nlohmann::json::parse(R"({"type":"build_road","player":0,"end":"left","from":[4,5]})"), a, e));
  CHECK(a.from == std::vector<int>{4, 5});
  CHECK(action_to_json(a)["from"] == nlohmann::json::array({4, 5}));
}

TEST_CASE("card game: offers beyond 1:1 (2 grain for 1 ore), refused without the goods") {
  State s = blank();
  stocks(s, 0, {1, 1, 1, 0, 2, 1});
  stocks(s, 1, {1, 1, 1, 2, 0, 1});
  Action o = act(AT::offer, 0);
  o.give = grain; o.give_count = 3; o.get = ore; o.get_count = 1;
  CHECK(run(s, o) == "cannot_afford");  // only 2 grain
  o.give_count = 2;
  CHECK(run(s, o) == "");
  CHECK(run(s, act(AT::accept, 1)) == "");
  CHECK(stock(s, 0, grain) == 0);
  CHECK(stock(s, 0, ore) == 1);
  CHECK(stock(s, 1, grain) == 2);
  CHECK(stock(s, 1, ore) == 1);
  o.give = ore; o.give_count = 1; o.get = grain; o.get_count = 3;
  CHECK(run(s, o) == "");  // the offerer has room for 3 grain (0 stored)
  CHECK(run(s, act(AT::accept, 1)) == "cannot_afford");  // the opponent has only 2 grain
  CHECK(run(s, act(AT::decline, 1)) == "");
}
