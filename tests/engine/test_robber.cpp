// §1.7 rolling a 7: discards (8+ cards, floor(n/2), active player too), the
// robber must move, steal one random card from a chosen adjacent player who
// holds cards; knights move the robber without discards (§1.10).
#include "helpers.hpp"

using namespace th;

TEST_CASE("seven: 8+ cards discard half rounded down, 7 cards keep all") {
  Game g = blank(4);
  give(g, 0, ResourceCounts(3, 3, 3, 0, 0));  // 9 -> discard 4 (active player too)
  give(g, 1, ResourceCounts(0, 0, 0, 7, 0));  // 7 -> nothing
  give(g, 2, ResourceCounts(0, 0, 0, 0, 8));  // 8 -> discard 4
  roll(g, 3, 4);
  CHECK(g.position().phase == Phase::discard);
  std::array<int8_t, kMaxPlayers> pend{};
  REQUIRE(g.pending_players(pend) == 2);
  CHECK(pend[0] == 0);
  CHECK(pend[1] == 2);
  CHECK(g.position().players[0].discard_due == 4);
  CHECK(g.position().players[1].discard_due == 0);
  CHECK(g.position().players[2].discard_due == 4);
  // Too many, cards not held, nothing, not pending: refused.
  refused(g, {{"type", "discard"}, {"player", 0}, {"resources", {{"brick", 3}, {"lumber", 2}}}}, "bad_count");
  refused(g, {{"type", "discard"}, {"player", 0}, {"resources", {{"ore", 1}}}}, "cannot_afford");
  refused(g, {{"type", "discard"}, {"player", 0}, {"resources", json::object()}}, "bad_count");
  refused(g, {{"type", "discard"}, {"player", 1}, {"resources", {{"grain", 1}}}}, "not_pending");
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", 4}}, "wrong_phase");
  act(g, {{"type", "discard"}, {"player", 2}, {"resources", {{"ore", 4}}}});
  act(g, {{"type", "discard"}, {"player", 0}, {"resources", {{"brick", 1}, {"lumber", 1}}}});
  CHECK(g.position().phase == Phase::discard);  // player 0 still owes 2
  act(g, {{"type", "discard"}, {"player", 0}, {"resources", {{"wool", 2}}}});
  CHECK(g.position().phase == Phase::move_robber);
  CHECK(g.position().players[0].hand == ResourceCounts(2, 2, 1, 0, 0));
  CHECK(g.position().players[2].hand == ResourceCounts(0, 0, 0, 0, 4));
  CHECK(g.position().bank == ResourceCounts(17, 17, 18, 12, 15));
}

TEST_CASE("seven: the robber must move; steal from a chosen adjacent opponent with cards") {
  Game g = blank(4);
  int hills = hex(0, -1);
  put_building(g, 0, corner(hills, 0));   // the mover's own settlement
  put_building(g, 1, corner(hills, 2));
  put_building(g, 2, corner(hills, 4));   // no cards
  put_building(g, 3, corner(hex(2, 0), 0));  // not adjacent to hills
  give(g, 1, ResourceCounts(0, 0, 0, 0, 2));
  give(g, 3, ResourceCounts(1, 0, 0, 0, 0));
  roll(g, 6, 1);
  CHECK(g.position().phase == Phase::move_robber);
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", g.position().robber_hex}}, "not_allowed");
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", 25}}, "bad_id");      // a sea hex
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hills}}, "not_allowed");  // victim required
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hills}, {"victim", 2}}, "not_allowed");  // no cards
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hills}, {"victim", 3}}, "not_allowed");  // not adjacent
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hills}, {"victim", 0}}, "not_allowed");  // yourself
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hills}, {"victim", 1}, {"chance", {{"resource", "wool"}}}},
          "bad_chance");
  // Legal list: on hills exactly one action (victim 1).
  ActionList list;
  g.legal_actions(0, list);
  int on_hills = 0;
  for (const auto& a : list) if (a.target == hills) { ++on_hills; CHECK(a.victim == 1); }
  CHECK(on_hills == 1);
  auto ev = act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hills}, {"victim", 1}, {"chance", {{"resource", "ore"}}}});
  CHECK(has_event(ev, "stolen"));
  CHECK(g.position().robber_hex == hills);
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 0, 0, 1));
  CHECK(g.position().players[1].hand == ResourceCounts(0, 0, 0, 0, 1));
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("seven: nobody adjacent holds cards -> no victim, nothing stolen") {
  Game g = blank(4);
  put_building(g, 1, corner(hex(0, -1), 2));
  roll(g, 5, 2);
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hex(0, -1)}, {"victim", 1}}, "not_allowed");
  auto ev = act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hex(0, -1)}});
  CHECK(has_event(ev, "nothing_to_steal"));
  for (int p = 0; p < 4; ++p) CHECK(g.position().players[p].hand.total() == 0);
}

TEST_CASE("seven: the random steal takes a card the victim holds") {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Game g = blank(4);
    g.position_for_test().rng = Rng::from_seed(seed);
    put_building(g, 1, corner(hex(0, -1), 2));
    give(g, 1, ResourceCounts(0, 3, 0, 0, 1));
    roll(g, 5, 2);
    act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hex(0, -1)}, {"victim", 1}});
    auto h0 = g.position().players[0].hand;
    CHECK(h0.total() == 1);
    CHECK(h0[Resource::brick] + h0[Resource::wool] + h0[Resource::grain] == 0);
    CHECK(g.position().players[1].hand.total() == 3);
  }
}

TEST_CASE("knight: moves the robber and steals, no discards, allowed before the roll") {
  Game g = blank(4);
  give_card(g, 0, DevCard::knight);
  give(g, 1, ResourceCounts(0, 0, 9, 0, 0));  // 9 cards: a knight never makes anyone discard
  put_building(g, 1, corner(hex(1, -1), 0));
  act(g, {{"type", "play_knight"}, {"player", 0}});
  CHECK(g.position().phase == Phase::move_robber);
  act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hex(1, -1)}, {"victim", 1}});
  CHECK(g.position().players[1].hand.total() == 8);
  CHECK(g.position().phase == Phase::pre_roll);  // back to rolling
  CHECK(g.position().players[0].knights_played == 1);
  roll(g, 1, 1);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("discard limit option: with limit 9, nine cards are kept") {
  Options o;
  o.discard_limit = 9;
  Game g = blank(4, o);
  give(g, 1, ResourceCounts(0, 0, 9, 0, 0));
  give(g, 2, ResourceCounts(0, 0, 0, 10, 0));
  roll(g, 3, 4);
  CHECK(g.position().players[1].discard_due == 0);
  CHECK(g.position().players[2].discard_due == 5);
}

TEST_CASE("friendly robber: no robber next to another player with 2 or fewer points") {
  Options o;
  o.friendly_robber = true;
  Game g = blank(4, o);
  put_building(g, 1, corner(hex(0, -1), 0));
  put_building(g, 1, corner(hex(2, 0), 0));            // player 1: 2 VP
  put_building(g, 2, corner(hex(1, -1), 3), 2);         // player 2: city + settlement = 3 VP
  put_building(g, 2, corner(hex(-2, 2), 3));
  give(g, 1, ResourceCounts(1, 0, 0, 0, 0));
  give(g, 2, ResourceCounts(1, 0, 0, 0, 0));
  roll(g, 3, 4);
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hex(0, -1)}, {"victim", 1}}, "not_allowed");
  act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", hex(1, -1)}, {"victim", 2}});
}
