// Rules audit: development cards (§1.1 deck, §1.10 timing and effects, §4 cases 5 and 9).
#include "test_audit_util.hpp"

using namespace audit;

TEST_CASE("audit dev: the deck holds 14 knight, 5 VP, 2 road building, 2 year of plenty, 2 monopoly") {
  Game g = new_game(4);
  start_turn(g, 0);
  std::array<int, kDevCardKinds> drawn{};
  for (int i = 0; i < 25; ++i) {
    set_hand(g, 0, rc(0, 0, 1, 1, 1));
    ok(g, act(ActionType::buy_development_card, 0));
  }
  for (int k = 0; k < kDevCardKinds; ++k) drawn[k] = g.position().players[0].dev[k];
  CHECK(drawn == std::array<int, kDevCardKinds>{14, 5, 2, 2, 2});
  set_hand(g, 0, rc(0, 0, 1, 1, 1));
  refused(g, act(ActionType::buy_development_card, 0), "not_allowed");  // 26th: deck empty
}

TEST_CASE("audit dev: never on the turn bought; playable the next own turn, before the roll") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 1, 1, 1));
  Action buy = act(ActionType::buy_development_card, 0);
  buy.chance = {Chance::card, int8_t(DevCard::monopoly), 0};
  ok(g, buy);
  Action mono = act(ActionType::play_monopoly, 0);
  mono.resource = int8_t(Resource::wool);
  refused(g, mono, "not_allowed");
  ok(g, act(ActionType::end_turn, 0));
  // Back to P0's next turn, before the roll: now playable (§1.5 step 1: any card type).
  start_turn(g, 0, Phase::pre_roll);
  set_hand(g, 2, rc(0, 0, 3, 0, 0));
  ok(g, mono);
  CHECK(g.position().players[0].hand == rc(0, 0, 3, 0, 0));
  CHECK(g.position().phase == Phase::pre_roll);  // still has to roll
}

TEST_CASE("audit dev: an older card of a kind stays playable when another of that kind was just bought") {
  Game g = new_game(4);
  start_turn(g, 0);
  put_dev(g, 0, DevCard::knight);
  put_dev(g, 0, DevCard::knight, true);
  ok(g, act(ActionType::play_knight, 0));
  CHECK(g.position().players[0].knights_played == 1);
}

TEST_CASE("audit dev: at most one non-VP development card per turn (before or after the roll)") {
  Game g = new_game(4);
  start_turn(g, 0, Phase::pre_roll);
  put_dev(g, 0, DevCard::knight);
  put_dev(g, 0, DevCard::monopoly);
  ok(g, act(ActionType::play_knight, 0));
  ok(g, robber(0, 4));
  CHECK(g.position().phase == Phase::pre_roll);
  Action mono = act(ActionType::play_monopoly, 0);
  mono.resource = int8_t(Resource::ore);
  refused(g, mono, "not_allowed");
  ok(g, roll(0, 2, 2));
  refused(g, mono, "not_allowed");
  CHECK(count_legal(g, 0, ActionType::play_monopoly) == 0);
}

TEST_CASE("audit dev: Road Building places 2 free roads; with 1 road piece left only 1") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  start_turn(g, 0);
  put_dev(g, 0, DevCard::road_building);
  put_dev(g, 0, DevCard::road_building);
  ok(g, act(ActionType::play_road_building, 0));
  CHECK(g.position().phase == Phase::road_building);
  refused(g, act(ActionType::end_turn, 0), "wrong_phase");
  ok(g, act(ActionType::build_road, 0, 0));
  ok(g, act(ActionType::build_road, 0, 1));
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].roads_left == 13);
  CHECK(g.position().bank == rc(19, 19, 19, 19, 19));  // free: nothing paid

  // Next turn, 1 piece left (14 roads on the board is arranged by the counter).
  ok(g, act(ActionType::end_turn, 0));
  start_turn(g, 0);
  g.position_for_test().players[0].roads_left = 1;
  ok(g, act(ActionType::play_road_building, 0));
  ok(g, act(ActionType::build_road, 0, 6));
  CHECK(g.position().players[0].roads_left == 0);
  CHECK(g.position().phase == Phase::main);  // done after the single road
  CHECK(g.position().free_roads == 0);
}

TEST_CASE("audit dev: Road Building with no road piece left is refused") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  start_turn(g, 0);
  put_dev(g, 0, DevCard::road_building);
  g.position_for_test().players[0].roads_left = 0;
  refused(g, act(ActionType::play_road_building, 0), "not_allowed");
}

TEST_CASE("audit dev: Year of Plenty takes 2 cards, limited by what the bank has") {
  Game g = new_game(4);
  start_turn(g, 0);
  put_dev(g, 0, DevCard::year_of_plenty);
  Action y = act(ActionType::play_year_of_plenty, 0);
  y.get = rc(0, 0, 0, 0, 2);
  Game h = g;
  ok(h, y);
  CHECK(h.position().players[0].hand == rc(0, 0, 0, 0, 2));
  CHECK(h.position().bank[Resource::ore] == 17);
  // Bank has 1 ore and nothing else: exactly 1 ore may be taken.
  for (int r = 0; r < kResourceCount; ++r) drain_bank(g, Resource(r), r == 4 ? 1 : 0, 3);
  refused(g, y, "bad_count");
  y.get = rc(0, 0, 0, 0, 1);
  ok(g, y);
  CHECK(g.position().bank.total() == 0);
  CHECK(g.position().players[0].hand == rc(0, 0, 0, 0, 1));
}

TEST_CASE("audit dev: Year of Plenty cannot take a card the bank lacks when it holds 2+ others") {
  Game g = new_game(4);
  start_turn(g, 0);
  put_dev(g, 0, DevCard::year_of_plenty);
  drain_bank(g, Resource::ore, 0, 3);
  Action y = act(ActionType::play_year_of_plenty, 0);
  y.get = rc(0, 0, 0, 1, 1);
  refused(g, y, "not_allowed");
  y.get = rc(0, 0, 0, 1, 0);  // only 1 card while the bank has plenty
  refused(g, y, "bad_count");
}

TEST_CASE("audit dev: Monopoly takes every card of the named resource from every other player") {
  Game g = new_game(4);
  start_turn(g, 0);
  put_dev(g, 0, DevCard::monopoly);
  set_hand(g, 0, rc(0, 0, 1, 0, 0));
  set_hand(g, 1, rc(1, 0, 3, 0, 0));
  set_hand(g, 2, rc(0, 0, 2, 0, 1));
  set_hand(g, 3, rc(0, 2, 0, 0, 0));
  Action m = act(ActionType::play_monopoly, 0);
  m.resource = int8_t(Resource::wool);
  ok(g, m);
  // 1 own + 3 + 2 = 6 wool; others keep everything else.
  CHECK(g.position().players[0].hand == rc(0, 0, 6, 0, 0));
  CHECK(g.position().players[1].hand == rc(1, 0, 0, 0, 0));
  CHECK(g.position().players[2].hand == rc(0, 0, 0, 0, 1));
  CHECK(g.position().players[3].hand == rc(0, 2, 0, 0, 0));
}

TEST_CASE("audit dev: VP cards are never played, count for their holder, hidden from others") {
  Game g = new_game(4);
  put_settlement(g, 0, 3);
  start_turn(g, 0);
  put_dev(g, 0, DevCard::victory_point);
  CHECK(g.total_points(0) == 2);
  CHECK(g.public_points(0) == 1);
  auto v1 = g.view(1);
  CHECK(v1["players"][0]["public_points"] == 1);
  CHECK(v1["players"][0]["development_card_count"] == 1);
  CHECK_FALSE(v1["players"][0].contains("development_cards"));
  CHECK_FALSE(v1["players"][0].contains("points"));
  CHECK(v1["you"]["points"] == 0);
  auto v0 = g.view(0);
  CHECK(v0["you"]["points"] == 2);
  CHECK(v0["you"]["development_cards"]["victory_point"] == 1);
  CHECK(v0["you"]["playable_development_cards"]["victory_point"] == 0);
}

TEST_CASE("audit dev: cards are not played on another player's turn, nor while the robber or a trade is pending") {
  Game g = new_game(4);
  start_turn(g, 0);
  put_dev(g, 1, DevCard::knight);
  refused(g, act(ActionType::play_knight, 1), "not_pending");
  put_dev(g, 0, DevCard::knight);
  put_dev(g, 0, DevCard::monopoly);
  set_hand(g, 0, rc(0, 0, 1, 0, 0));
  Action o = act(ActionType::offer_trade, 0);
  o.give = rc(0, 0, 1, 0, 0);
  o.get = rc(0, 0, 0, 1, 0);
  ok(g, o);
  refused(g, act(ActionType::play_knight, 0), "wrong_phase");
}
