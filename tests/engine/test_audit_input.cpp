// Rules audit: bad input through the JSON facade (actions, saves), views that
// must not leak hidden information, and exact replay (issue 3 "Interfaces",
// standards: "Bad input ... gets a clear error and loses nothing").
#include <nlohmann/json.hpp>

#include "engine/catan/playout.hpp"
#include "test_audit_util.hpp"

using namespace audit;
using nlohmann::json;

namespace {

// A 4-player match after setup (same spots as test_audit_setup), seat 0 to roll.
Match started_match(const std::string& options = "{}") {
  Match m;
  REQUIRE(m.create(R"({"game":"base","players":4,"board":"beginner","seed":11,"options":)" + options + "}") == "");
  const int steps[8][3] = {{0, 0, 0}, {1, 2, 4}, {2, 16, 18}, {3, 26, 32},
                           {3, 47, 62}, {2, 50, 65}, {1, 35, 43}, {0, 12, 11}};
  for (auto& s : steps) {
    auto r1 = json::parse(m.submit(json{{"type", "build_settlement"}, {"player", s[0]}, {"vertex", s[1]}}.dump()));
    REQUIRE(r1["ok"] == true);
    auto r2 = json::parse(m.submit(json{{"type", "build_road"}, {"player", s[0]}, {"edge", s[2]}}.dump()));
    REQUIRE(r2["ok"] == true);
  }
  return m;
}

// Submits text that must be refused with `code`; the save must not change.
void refuse_text(Match& m, const std::string& text, const std::string& code, bool allow_chance = true) {
  const std::string before = m.save();
  auto r = json::parse(m.submit(text, allow_chance));
  INFO(text << " -> " << r.dump());
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == code);
  CHECK(r["error"]["message"].get<std::string>().size() > 5);
  CHECK(m.save() == before);
}

}  // namespace

TEST_CASE("audit input: malformed JSON, unknown types, missing/negative/extra fields") {
  Match m = started_match();
  refuse_text(m, "{", "bad_json");
  refuse_text(m, "", "bad_json");
  refuse_text(m, "[1,2]", "bad_action");
  refuse_text(m, "42", "bad_action");
  refuse_text(m, R"({"player":0})", "bad_action");
  refuse_text(m, R"({"type":"fly","player":0})", "unknown_action");
  refuse_text(m, R"({"type":"forced_trade","player":0})", "unknown_action");  // CATAN for Two only
  refuse_text(m, R"({"type":"robber_to_desert","player":0})", "unknown_action");  // CATAN for Two only
  refuse_text(m, R"({"type":"roll_dice"})", "bad_action");
  refuse_text(m, R"({"type":"roll_dice","player":"0"})", "bad_action");
  refuse_text(m, R"({"type":"roll_dice","player":-1})", "bad_action");
  refuse_text(m, R"({"type":"roll_dice","player":0.5})", "bad_action");
  refuse_text(m, R"({"type":"roll_dice","player":0,"edge":3})", "bad_action");
  refuse_text(m, R"({"type":"roll_dice","player":0,"chance":{"dice":[0,7]}})", "bad_action");
  refuse_text(m, R"({"type":"roll_dice","player":0,"chance":{"dice":[3]}})", "bad_action");
  refuse_text(m, R"({"type":"roll_dice","player":0,"chance":{"card":"knight"}})", "bad_chance");
  refuse_text(m, R"({"type":"roll_dice","player":0,"chance":{"dice":[3,4]}})", "chance_refused", false);
  refuse_text(m, R"({"type":"build_road","player":0})", "bad_action");
  refuse_text(m, R"({"type":"build_road","player":0,"edge":-3})", "bad_action");
  refuse_text(m, R"({"type":"build_road","player":0,"edge":72})", "bad_action");
  refuse_text(m, R"({"type":"build_settlement","player":0,"vertex":54})", "bad_action");
  refuse_text(m, R"({"type":"move_robber","player":0,"hex":37})", "bad_action");
  refuse_text(m, R"({"type":"discard","player":0,"resources":{"ore":-1}})", "bad_action");
  refuse_text(m, R"({"type":"discard","player":0,"resources":{"gold":1}})", "bad_action");
  refuse_text(m, R"({"type":"discard","player":0})", "bad_action");
  refuse_text(m, R"({"type":"maritime_trade","player":0,"give":{"ore":4}})", "bad_action");
  refuse_text(m, R"({"type":"play_monopoly","player":0,"resource":"gold"})", "bad_action");
  refuse_text(m, R"({"type":"respond_trade","player":1,"accept":"yes"})", "bad_action");
  // Well-formed but out of turn / wrong phase / unknown seat.
  refuse_text(m, R"({"type":"roll_dice","player":1})", "not_pending");
  refuse_text(m, R"({"type":"roll_dice","player":5})", "bad_id");
  refuse_text(m, R"({"type":"end_turn","player":0})", "wrong_phase");
  refuse_text(m, R"({"type":"build_road","player":0,"edge":1})", "wrong_phase");
  refuse_text(m, R"({"type":"play_knight","player":0})", "not_allowed");
  refuse_text(m, R"({"type":"respond_trade","player":0,"accept":true})", "wrong_phase");
  refuse_text(m, R"({"type":"discard","player":0,"resources":{"ore":1}})", "wrong_phase");
  refuse_text(m, R"({"type":"move_robber","player":0,"hex":4})", "wrong_phase");
  // After a refusal, the game still plays.
  auto r = json::parse(m.submit(R"({"type":"roll_dice","player":0,"chance":{"dice":[2,4]}})"));
  CHECK(r["ok"] == true);
}

TEST_CASE("audit input: impossible chance outcomes are refused") {
  Match m = started_match(R"({"no_sevens_first_rounds":true})");
  refuse_text(m, R"({"type":"roll_dice","player":0,"chance":{"dice":[3,4]}})", "bad_chance");
  CHECK(json::parse(m.submit(R"({"type":"roll_dice","player":0,"chance":{"dice":[1,1]}})"))["ok"] == true);
  // Seat 0 has 1 ore, 1 grain, 1 brick from setup: no dev card affordable -> cannot_afford first.
  refuse_text(m, R"({"type":"buy_development_card","player":0,"chance":{"card":"knight"}})", "cannot_afford");
}

TEST_CASE("audit input: a drawn card that is no longer in the deck is an impossible outcome") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 1, 1, 1));
  g.position_for_test().dev_deck[int(DevCard::monopoly)] = 0;
  g.position_for_test().players[3].dev_used[int(DevCard::monopoly)] = 2;
  Action b = act(ActionType::buy_development_card, 0);
  b.chance = {Chance::card, int8_t(DevCard::monopoly), 0};
  refused(g, b, "bad_chance");
  b.chance = {Chance::card, 9, 0};
  refused(g, b, "bad_chance");
  Action r = roll(0, 3, 4);
  refused(g, r, "wrong_phase");
}

TEST_CASE("audit save: round trip and replay reproduce the state byte for byte") {
  Match m = started_match();
  // Play 300 random legal actions (engine-sampled chance) to get a rich log.
  Rng policy = Rng::from_seed(99);
  ActionList list;
  for (int i = 0; i < 300 && !m.game().is_terminal(); ++i) {
    std::array<int8_t, kMaxPlayers> pend{};
    int np = m.game().pending_players(pend);
    int who = pend[policy.below(uint32_t(np))];
    m.game().legal_actions(who, list);
    auto r = json::parse(m.submit(action_to_json(*m.game().def().rules, list[choose_random_action(list, policy)]).dump()));
    REQUIRE(r["ok"] == true);
  }
  const std::string saved = m.save();
  Match back;
  REQUIRE(back.load(saved) == "");
  CHECK(back.save() == saved);
  for (int v = -1; v < 4; ++v) CHECK(back.view(v) == m.view(v));
  // Config + log without the snapshot replays to the same snapshot.
  json j = json::parse(saved);
  j.erase("state");
  Match again;
  REQUIRE(again.load(j.dump()) == "");
  CHECK(again.save() == saved);
}

TEST_CASE("audit save: tampered or impossible saves are refused and the loaded game is kept") {
  Match m = started_match();
  CHECK(json::parse(m.submit(R"({"type":"roll_dice","player":0,"chance":{"dice":[2,4]}})"))["ok"] == true);
  const std::string saved = m.save();
  const json good = json::parse(saved);
  Match target = started_match();
  const std::string target_before = target.save();
  auto expect_refused = [&](const std::string& text, const std::string& code) {
    std::string e = target.load(text);
    INFO(text.substr(0, 120) << " -> " << e);
    REQUIRE_FALSE(e.empty());
    json ej = json::parse(e);
    CHECK(ej["code"] == code);
    CHECK(ej["message"].get<std::string>().size() > 5);
    CHECK(target.save() == target_before);
  };
  expect_refused("{not json", "bad_json");
  expect_refused("[]", "bad_save");
  json j = good; j["version"] = kSaveVersion + 1; expect_refused(j.dump(), "bad_save");
  j = good; j.erase("version"); expect_refused(j.dump(), "bad_save");
  j = good; j["format"] = "chess"; expect_refused(j.dump(), "bad_save");
  j = good; j.erase("config"); expect_refused(j.dump(), "bad_save");
  j = good; j["config"]["players"] = 7; expect_refused(j.dump(), "bad_config");
  j = good; j["config"]["game"] = "monopoly"; expect_refused(j.dump(), "unknown_game");
  j = good; j["log"] = 5; expect_refused(j.dump(), "bad_save");
  // Tampered state: one more brick in seat 0's hand.
  j = good; j["state"]["players"][0]["hand"]["brick"] = j["state"]["players"][0]["hand"]["brick"].get<int>() + 1;
  expect_refused(j.dump(), "state_mismatch");
  // Tampered state: different PRNG.
  j = good; j["state"]["rng"][0] = "0000000000000001"; expect_refused(j.dump(), "state_mismatch");
  // Tampered log: an illegal action (seat 1 places first), a malformed one, a reordered one.
  j = good; j["log"][0]["player"] = 1; expect_refused(j.dump(), "illegal_action");
  j = good; j["log"][3] = json{{"type", "build_road"}, {"player", 1}}; expect_refused(j.dump(), "bad_action");
  j = good; std::swap(j["log"][0], j["log"][1]); expect_refused(j.dump(), "illegal_action");
  // A log that is legal but differs from the snapshot (dice changed).
  j = good; j["log"][16]["chance"]["dice"] = {3, 3}; expect_refused(j.dump(), "state_mismatch");
}

TEST_CASE("audit views: no other hand, development card, deck order or PRNG state leaks") {
  Game g = new_game(4);
  put_settlement(g, 0, 8);
  put_settlement(g, 1, 18);
  start_turn(g, 0);
  set_hand(g, 1, rc(0, 3, 0, 0, 7));
  put_dev(g, 1, DevCard::monopoly);
  put_dev(g, 1, DevCard::victory_point);
  const json snap = g.snapshot();
  for (int viewer : {-1, 0, 2}) {
    json v = g.view(viewer);
    const std::string s = v.dump();
    CHECK(v["players"][1]["resource_count"] == 10);
    CHECK(v["players"][1]["development_card_count"] == 2);
    CHECK(v["players"][1]["public_points"] == 1);
    CHECK_FALSE(v["players"][1].contains("hand"));
    CHECK_FALSE(v["players"][1].contains("points"));
    for (const auto& w : snap["rng"]) CHECK(s.find(w.get<std::string>()) == std::string::npos);
    CHECK(s.find("\"rng\"") == std::string::npos);
    CHECK(s.find("development_deck\"") == std::string::npos);
    CHECK(s.find("dice_deck") == std::string::npos);
    CHECK(s.find("monopoly\":1") == std::string::npos);
    if (viewer < 0) CHECK_FALSE(v.contains("you"));
  }
}

TEST_CASE("audit views: a stolen card is seen only by thief and victim") {
  Game g = new_game(4);
  put_settlement(g, 1, 18);
  start_turn(g, 0, Phase::move_robber);
  g.position_for_test().robber_by_roll = true;
  set_hand(g, 1, rc(0, 0, 0, 0, 1));
  ok(g, robber(0, 4, 1));
  auto last_event = [&](int viewer) {
    json ev = g.view(viewer)["events"];
    for (auto it = ev.rbegin(); it != ev.rend(); ++it) if ((*it)["type"] == "stolen") return *it;
    return json();
  };
  CHECK(last_event(0)["resource"] == "ore");
  CHECK(last_event(1)["resource"] == "ore");
  CHECK_FALSE(last_event(2).contains("resource"));
  CHECK_FALSE(last_event(-1).contains("resource"));
  CHECK(last_event(2)["text"].get<std::string>().find("ore") == std::string::npos);
  CHECK(last_event(2)["args"].dump().find("ore") == std::string::npos);  // nor in the text's arguments
  CHECK(last_event(1)["args"].dump().find("ore") != std::string::npos);
}

// Regression: a secret event was shown when viewer == e.other; for
// development_card_bought `other` is -1, the spectator's viewer id.
// Expected (§1.10 "keep it hidden"; issue 3 "spectator view"): only the buyer
// sees the card.
TEST_CASE("audit views: a bought development card is hidden from spectators") {
  Game g = new_game(4);
  start_turn(g, 0);
  set_hand(g, 0, rc(0, 0, 1, 1, 1));
  Action b = act(ActionType::buy_development_card, 0);
  b.chance = {Chance::card, int8_t(DevCard::victory_point), 0};
  ok(g, b);
  auto bought = [&](int viewer) {
    json ev = g.view(viewer)["events"];
    for (auto it = ev.rbegin(); it != ev.rend(); ++it)
      if ((*it)["type"] == "development_card_bought") return *it;
    return json();
  };
  CHECK(bought(0)["card"] == "victory_point");  // the buyer sees it
  CHECK_FALSE(bought(1).contains("card"));      // another seat does not
  CHECK_FALSE(bought(-1).contains("card"));     // nor a spectator
  CHECK(bought(-1)["text"].get<std::string>().find("victory_point") == std::string::npos);
  CHECK(bought(-1)["args"].dump().find("victory_point") == std::string::npos);
  CHECK(bought(0)["key"] == "event.development_card_bought_shown");
}

TEST_CASE("audit input: bad configs are refused and an existing match is kept") {
  Match m = started_match();
  const std::string before = m.save();
  for (const char* c : {R"({"game":"base","players":2})", R"({"game":"base","players":5})",
                        R"({"game":"risk"})", R"({"board":"hexagon"})", R"({"seed":-1})",
                        R"({"seed":9007199254740992})", R"({"options":{"vp_target":2}})",
                        R"({"options":{"discard_limit":1}})", R"({"options":{"friendly_robber":1}})",
                        R"({"options":{"turbo":true}})", R"({"colour":"red"})", "[", "null"}) {
    std::string e = m.create(c);
    INFO(c << " -> " << e);
    REQUIRE_FALSE(e.empty());
    CHECK(json::parse(e)["message"].get<std::string>().size() > 5);
    CHECK(m.save() == before);
  }
}
