// §1.10 development cards: buying, timing (never the turn bought, one per
// turn, before the roll allowed), Road Building at the piece limit, Year of
// Plenty limited by the bank, Monopoly, hidden VP cards.
#include "helpers.hpp"

using namespace th;

TEST_CASE("development cards: bought card not playable that turn; one per turn") {
  Game g = blank(4);
  roll(g, 1, 1);
  refused(g, {{"type", "buy_development_card"}, {"player", 0}}, "cannot_afford");
  give(g, 0, ResourceCounts(0, 0, 2, 2, 2));
  auto ev = act(g, {{"type", "buy_development_card"}, {"player", 0}, {"chance", {{"card", "knight"}}}});
  CHECK(ev[0]["card"] == "knight");
  CHECK(g.position().dev_deck[int(DevCard::knight)] == 13);
  refused(g, {{"type", "play_knight"}, {"player", 0}}, "not_allowed");
  // The draw is secret: other views see only a count.
  auto v1 = g.view(1);
  CHECK(v1["players"][0]["development_card_count"] == 1);
  CHECK(!v1.contains("you") == false);
  CHECK(v1["you"]["development_cards"]["knight"] == 0);
  bool secret_hidden = false;
  for (auto& e : v1["events"]) if (e["type"] == "development_card_bought") secret_hidden = !e.contains("card");
  CHECK(secret_hidden);
  give_card(g, 0, DevCard::monopoly);  // an older card: playable now
  act(g, {{"type", "play_monopoly"}, {"player", 0}, {"resource", "ore"}});
  give_card(g, 0, DevCard::year_of_plenty);
  refused(g, {{"type", "play_year_of_plenty"}, {"player", 0}, {"resources", {{"ore", 2}}}}, "not_allowed");
  act(g, {{"type", "end_turn"}, {"player", 0}});
  // Player 1's turn: player 0 cannot play at all.
  refused(g, {{"type", "play_year_of_plenty"}, {"player", 0}, {"resources", {{"ore", 2}}}}, "not_pending");
}

TEST_CASE("development cards: any card may be played before the roll, knight next turn") {
  Game g = blank(4);
  roll(g, 1, 1);
  give(g, 0, ResourceCounts(0, 0, 1, 1, 1));
  act(g, {{"type", "buy_development_card"}, {"player", 0}, {"chance", {{"card", "year_of_plenty"}}}});
  act(g, {{"type", "end_turn"}, {"player", 0}});
  for (int p = 1; p < 4; ++p) { roll(g, 1, 1); act(g, {{"type", "end_turn"}, {"player", p}}); }
  CHECK(g.position().phase == Phase::pre_roll);
  act(g, {{"type", "play_year_of_plenty"}, {"player", 0}, {"resources", {{"brick", 1}, {"ore", 1}}}});
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 0, 0, 1));
  CHECK(g.position().phase == Phase::pre_roll);
}

TEST_CASE("year of plenty: exactly 2, or what the bank has") {
  Game g = blank(4);
  give_card(g, 0, DevCard::year_of_plenty);
  refused(g, {{"type", "play_year_of_plenty"}, {"player", 0}, {"resources", {{"brick", 1}}}}, "bad_count");
  refused(g, {{"type", "play_year_of_plenty"}, {"player", 0}, {"resources", {{"brick", 3}}}}, "bad_count");
  // Bank keeps only 1 ore.
  give(g, 1, ResourceCounts(19, 19, 19, 19, 18));
  refused(g, {{"type", "play_year_of_plenty"}, {"player", 0}, {"resources", {{"ore", 2}}}}, "bad_count");
  act(g, {{"type", "play_year_of_plenty"}, {"player", 0}, {"resources", {{"ore", 1}}}});
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 0, 0, 1));
}

TEST_CASE("monopoly: every other player gives all of that resource") {
  Game g = blank(4);
  give_card(g, 0, DevCard::monopoly);
  give(g, 0, ResourceCounts(0, 0, 1, 0, 0));
  give(g, 1, ResourceCounts(0, 0, 3, 1, 0));
  give(g, 2, ResourceCounts(0, 0, 2, 0, 0));
  roll(g, 1, 1);
  auto ev = act(g, {{"type", "play_monopoly"}, {"player", 0}, {"resource", "wool"}});
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 6, 0, 0));
  CHECK(g.position().players[1].hand == ResourceCounts(0, 0, 0, 1, 0));
  CHECK(g.position().players[2].hand.total() == 0);
  CHECK(ev[1]["count"] == 5);
}

TEST_CASE("road building: two free roads; only one with one piece left") {
  Game g = blank(4);
  int v0 = corner(hex(0, 0), 0);
  put_building(g, 0, v0);
  auto path = walk(v0, 3);
  give_card(g, 0, DevCard::road_building, 2);
  roll(g, 1, 1);
  act(g, {{"type", "play_road_building"}, {"player", 0}});
  CHECK(g.position().phase == Phase::road_building);
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[0], path[1])}});
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[1], path[2])}});
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand.total() == 0);  // free
  CHECK(g.position().players[0].roads_left == 13);
  act(g, {{"type", "end_turn"}, {"player", 0}});
  for (int p = 1; p < 4; ++p) { roll(g, 1, 1); act(g, {{"type", "end_turn"}, {"player", p}}); }
  // One road piece left: the card places just one.
  g.position_for_test().players[0].roads_left = 1;
  act(g, {{"type", "play_road_building"}, {"player", 0}});
  CHECK(g.position().free_roads == 1);
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[2], path[3])}});
  CHECK(g.position().phase == Phase::pre_roll);
  CHECK(g.position().players[0].roads_left == 0);
}

TEST_CASE("road building: not playable with no road piece left") {
  Game g = blank(4);
  put_building(g, 0, corner(hex(0, 0), 0));
  give_card(g, 0, DevCard::road_building);
  g.position_for_test().players[0].roads_left = 0;
  refused(g, {{"type", "play_road_building"}, {"player", 0}}, "not_allowed");
}

TEST_CASE("victory point cards are hidden and count for the owner only") {
  Game g = blank(4);
  give_card(g, 0, DevCard::victory_point, 2);
  CHECK(g.total_points(0) == 2);
  CHECK(g.public_points(0) == 0);
  auto v = g.view(1);
  CHECK(v["players"][0]["public_points"] == 0);
  CHECK(v["players"][0]["development_card_count"] == 2);
  auto own = g.view(0);
  CHECK(own["you"]["points"] == 2);
  CHECK(own["you"]["development_cards"]["victory_point"] == 2);
  // VP cards are never "played" and never use up the one-card-per-turn rule.
  CHECK(own["you"]["playable_development_cards"]["victory_point"] == 0);
}

TEST_CASE("largest army: 3 knights take it, a tie does not, strictly more does") {
  Game g = blank(4);
  auto& p = g.position_for_test();
  p.players[1].knights_played = 3;
  p.players[1].dev_used[0] = 3;
  p.dev_deck[0] -= 3;
  p.largest_army_owner = 1;
  give_card(g, 0, DevCard::knight, 4);
  auto knight_turn = [&](int expected_owner) {
    act(g, {{"type", "play_knight"}, {"player", 0}});
    act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", g.position().robber_hex == 4 ? 5 : 4}});
    roll(g, 1, 1);
    CHECK(g.position().largest_army_owner == expected_owner);
    act(g, {{"type", "end_turn"}, {"player", 0}});
    for (int q = 1; q < 4; ++q) { roll(g, 1, 1); act(g, {{"type", "end_turn"}, {"player", q}}); }
  };
  knight_turn(1);
  knight_turn(1);
  knight_turn(1);  // 3 vs 3: the holder keeps it
  knight_turn(0);  // 4 > 3
  CHECK(g.public_points(0) == 2);
}
