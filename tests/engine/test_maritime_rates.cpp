// §1.8 maritime trade: every rate the player holds is allowed. 4:1 always; a
// generic harbor adds 3:1 for every resource; a 2:1 harbor adds 2:1 for its
// resource. Nothing is taken away by a better harbor. Several cards at once
// are whole multiples of one rate. Expected hands below are worked out by hand
// from the starting hand and the cards given/got.
#include "scenario_helpers.hpp"

using namespace th;

namespace {

json mt(int player, json give, json get) {
  return {{"type", "maritime_trade"}, {"player", player}, {"give", std::move(give)}, {"get", std::move(get)}};
}

// Player 0 on the beginner board's generic harbor (spot 0) and wool 2:1 harbor
// (spot 4), holding 13 ore and 5 wool; player 0 has rolled.
Game harbored() {
  Game g = blank(4);
  const auto& generic = g.def().layout.harbors()[0];
  const auto& wool = g.def().layout.harbors()[4];
  REQUIRE(generic.generic);
  REQUIRE(!wool.generic);
  REQUIRE(wool.resource == Resource::wool);
  put_building(g, 0, generic.vertices[0]);
  put_building(g, 0, wool.vertices[0]);
  give(g, 0, ResourceCounts(0, 0, 5, 0, 13));
  roll(g, 1, 1);
  return g;
}

}  // namespace

TEST_CASE("maritime rates: 4:1 is kept with a 3:1 and a 2:1 harbor") {
  Game g = harbored();
  // 4 ore for 1 brick: the 4:1 rate is always held. Ore 13 -> 9, brick 0 -> 1.
  act(g, mt(0, {{"ore", 4}}, {{"brick", 1}}));
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 5, 0, 9));
  CHECK(g.position().bank == ResourceCounts(18, 19, 14, 19, 10));
}

TEST_CASE("maritime rates: 3 wool for 1 while the wool harbor gives 2:1") {
  Game g = harbored();
  // 3:1 from the generic harbor is still allowed for wool. Wool 5 -> 2, grain 0 -> 1.
  act(g, mt(0, {{"wool", 3}}, {{"grain", 1}}));
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 2, 1, 13));
  // And 2:1 for the remaining 2 wool. Wool 2 -> 0, grain 1 -> 2.
  act(g, mt(0, {{"wool", 2}}, {{"grain", 1}}));
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 0, 2, 13));
}

TEST_CASE("maritime rates: several cards at once are whole multiples of one rate") {
  Game g = harbored();
  // 6 ore for 2 brick at 3:1. Ore 13 -> 7, brick 0 -> 2.
  act(g, mt(0, {{"ore", 6}}, {{"brick", 2}}));
  CHECK(g.position().players[0].hand == ResourceCounts(2, 0, 5, 0, 7));
  // 4 wool for 2 cards of two kinds at 2:1. Wool 5 -> 1, lumber 0 -> 1, grain 0 -> 1.
  act(g, mt(0, {{"wool", 4}}, {{"lumber", 1}, {"grain", 1}}));
  CHECK(g.position().players[0].hand == ResourceCounts(2, 1, 1, 1, 7));
  // 7 ore for 2: 7 is no multiple of a rate.
  refused(g, mt(0, {{"ore", 7}}, {{"brick", 2}}), "bad_trade");
  // 6 ore for 1: 6:1 is no rate (the rule is k cards for k x rate).
  refused(g, mt(0, {{"ore", 6}}, {{"brick", 1}}), "bad_trade");
}

TEST_CASE("maritime rates: refused rates") {
  Game g = harbored();
  refused(g, mt(0, {{"ore", 5}}, {{"brick", 1}}), "bad_trade");   // 5:1 is no rate
  refused(g, mt(0, {{"ore", 2}}, {{"brick", 1}}), "bad_trade");   // 2:1 ore without the ore harbor
  refused(g, mt(0, {{"ore", 1}}, {{"brick", 1}}), "bad_trade");   // 1:1
  refused(g, mt(0, {{"ore", 4}, {"wool", 2}}, {{"brick", 2}}), "bad_trade");  // two kinds given
  refused(g, mt(0, {{"ore", 4}}, json::object()), "bad_trade");              // nothing asked
  refused(g, mt(0, {{"ore", 4}}, {{"ore", 1}}), "bad_trade");                // like for like
  refused(g, mt(0, {{"ore", 16}}, {{"brick", 4}}), "cannot_afford");         // holds 13 ore
}

TEST_CASE("maritime rates: 3:1 without any harbor is refused") {
  Game g = blank(4);
  give(g, 0, ResourceCounts(0, 0, 0, 0, 6));
  roll(g, 1, 1);
  refused(g, mt(0, {{"ore", 3}}, {{"brick", 1}}), "bad_trade");
  refused(g, mt(0, {{"ore", 6}}, {{"brick", 2}}), "bad_trade");
  act(g, mt(0, {{"ore", 4}}, {{"brick", 1}}));
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 0, 0, 2));
}

TEST_CASE("maritime rates: legal actions list one card at the best rate; the view lists every rate") {
  Game g = harbored();
  ActionList list;
  g.legal_actions(0, list);
  int ore = 0, wool = 0;
  for (const auto& a : list) {
    if (a.type != ActionType::maritime_trade) continue;
    CHECK(a.get.total() == 1);
    if (a.give[Resource::ore]) { CHECK(a.give[Resource::ore] == 3); ++ore; }
    if (a.give[Resource::wool]) { CHECK(a.give[Resource::wool] == 2); ++wool; }
  }
  CHECK(ore == 4);   // ore -> each of the 4 other resources
  CHECK(wool == 4);
  auto v = g.view(0);
  CHECK(v["you"]["maritime_rates"]["wool"] == 2);
  CHECK(v["you"]["maritime_rates"]["ore"] == 3);
  CHECK(v["you"]["maritime_rate_options"]["wool"] == json::array({2, 3, 4}));
  CHECK(v["you"]["maritime_rate_options"]["ore"] == json::array({3, 4}));
  auto v1 = g.view(1);
  CHECK(v1["you"]["maritime_rate_options"]["ore"] == json::array({4}));
}

TEST_CASE("maritime rates: the bank must hold every card asked for") {
  Game g = harbored();
  give(g, 1, ResourceCounts(18, 0, 0, 0, 0));  // bank keeps 1 brick
  refused(g, mt(0, {{"ore", 6}}, {{"brick", 2}}), "not_allowed");
  act(g, mt(0, {{"ore", 3}}, {{"brick", 1}}));
}

// The same rule from the bug-report scenario of issue 12 (tests/scenarios/harbor-rates.json):
// player 0 on the generic harbor (vertex 0) and the wool harbor (vertex 42), 13 ore, 5 wool.
TEST_CASE("maritime rates: the harbor-rates bug-report scenario") {
  const json s = scenario_file("harbor-rates.json");
  Game g = scenario_game(s);
  REQUIRE(g.position().players[0].hand == ResourceCounts(0, 0, 5, 0, 13));
  auto v = g.view(0);
  CHECK(v["you"]["harbors"] == json::array({"generic", "wool"}));
  act(g, mt(0, {{"ore", 4}}, {{"brick", 1}}));   // 4:1 with harbors: ore 13 -> 9
  act(g, mt(0, {{"wool", 3}}, {{"grain", 1}}));  // 3:1 for wool, which also has 2:1: wool 5 -> 2
  act(g, mt(0, {{"ore", 6}}, {{"lumber", 2}}));  // 2 cards at 3:1: ore 9 -> 3
  refused(g, mt(0, {{"ore", 5}}, {{"brick", 1}}), "bad_trade");  // 5:1
  refused(g, mt(0, {{"ore", 2}}, {{"brick", 1}}), "bad_trade");  // 2:1 without the ore harbor
  act(g, mt(0, {{"wool", 2}}, {{"ore", 1}}));    // 2:1 wool: wool 2 -> 0
  // Hand worked out by hand: brick 1, lumber 2, wool 0, grain 1, ore 3 + 1.
  CHECK(g.position().players[0].hand == ResourceCounts(1, 2, 0, 1, 4));
  // Player 1 (no harbor): 3:1 refused. Their hand: 2 grain; make it player 1's turn with 3 grain.
  act(g, {{"type", "end_turn"}, {"player", 0}});
  roll(g, 1, 1);
  give(g, 1, ResourceCounts(0, 0, 0, 1, 0));
  refused(g, mt(1, {{"grain", 3}}, {{"brick", 1}}), "bad_trade");
}
