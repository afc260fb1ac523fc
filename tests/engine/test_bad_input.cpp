// Bad input of every kind: wrong player, wrong phase, unknown ids, negative
// or missing fields, unaffordable costs, malformed JSON, impossible saves.
// Each gets a clear error and leaves the state untouched.
#include "engine/catan/match.hpp"
#include "helpers.hpp"

using namespace th;

TEST_CASE("bad input: malformed actions are refused by the parser") {
  Game g = blank(4);
  refused(g, json::array(), "bad_action");
  refused(g, {{"player", 0}}, "bad_action");
  refused(g, {{"type", "fly"}, {"player", 0}}, "unknown_action");
  refused(g, {{"type", "roll_dice"}}, "bad_action");
  refused(g, {{"type", "roll_dice"}, {"player", -1}}, "bad_action");
  refused(g, {{"type", "roll_dice"}, {"player", "0"}}, "bad_action");
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"extra", 1}}, "bad_action");
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {0, 7}}}}}, "bad_action");
  refused(g, {{"type", "build_road"}, {"player", 0}}, "bad_action");
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", 72}}, "bad_action");
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", -3}}, "bad_action");
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", 54}}, "bad_action");
  refused(g, {{"type", "build_city"}, {"player", 0}, {"vertex", "a"}}, "bad_action");
  refused(g, {{"type", "move_robber"}, {"player", 0}}, "bad_action");
  refused(g, {{"type", "discard"}, {"player", 0}, {"resources", {{"ore", -1}}}}, "bad_action");
  refused(g, {{"type", "discard"}, {"player", 0}, {"resources", {{"gold", 1}}}}, "bad_action");
  refused(g, {{"type", "discard"}, {"player", 0}}, "bad_action");
  refused(g, {{"type", "play_monopoly"}, {"player", 0}}, "bad_action");
  refused(g, {{"type", "play_monopoly"}, {"player", 0}, {"resource", "gold"}}, "bad_action");
  refused(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"ore", 1}}}}, "bad_action");
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", -4}}}, {"get", {{"wool", 1}}}}, "bad_action");
  refused(g, {{"type", "respond_trade"}, {"player", 1}}, "bad_action");
  refused(g, {{"type", "confirm_trade"}, {"player", 0}}, "bad_action");
  refused(g, {{"type", "buy_development_card"}, {"player", 0}, {"chance", {{"card", "castle"}}}}, "bad_action");
}

TEST_CASE("bad input: every action type out of turn, in the wrong phase, or unaffordable") {
  Game g = blank(4);
  // pre_roll of player 0: other players are not pending for anything.
  const char* types[] = {"roll_dice", "end_turn", "buy_development_card", "play_knight", "play_road_building", "cancel_trade"};
  for (auto t : types) refused(g, {{"type", t}, {"player", 2}}, "not_pending");
  refused(g, {{"type", "build_road"}, {"player", 1}, {"edge", 3}}, "not_pending");
  refused(g, {{"type", "discard"}, {"player", 1}, {"resources", {{"ore", 1}}}}, "not_pending");
  refused(g, {{"type", "respond_trade"}, {"player", 1}, {"accept", true}}, "not_pending");
  refused(g, {{"type", "roll_dice"}, {"player", 5}}, "bad_id");
  // Wrong phase for player 0 before rolling.
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", 3}}, "wrong_phase");
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", 3}}, "wrong_phase");
  refused(g, {{"type", "build_city"}, {"player", 0}, {"vertex", 3}}, "wrong_phase");
  refused(g, {{"type", "buy_development_card"}, {"player", 0}}, "wrong_phase");
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 4}}}, {"get", {{"wool", 1}}}}, "wrong_phase");
  refused(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"ore", 1}}}, {"get", {{"wool", 1}}}}, "wrong_phase");
  refused(g, {{"type", "discard"}, {"player", 0}, {"resources", {{"ore", 1}}}}, "wrong_phase");
  refused(g, {{"type", "move_robber"}, {"player", 0}, {"hex", 3}}, "wrong_phase");
  refused(g, {{"type", "respond_trade"}, {"player", 0}, {"accept", true}}, "wrong_phase");
  refused(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 1}}, "wrong_phase");
  refused(g, {{"type", "cancel_trade"}, {"player", 0}}, "wrong_phase");
  refused(g, {{"type", "play_knight"}, {"player", 0}}, "not_allowed");  // holds none
  refused(g, {{"type", "build_neutral_road"}, {"player", 0}, {"edge", 3}, {"for", 2}}, "unknown_action");
  roll(g, 1, 1);
  refused(g, {{"type", "roll_dice"}, {"player", 0}}, "wrong_phase");
  refused(g, {{"type", "buy_development_card"}, {"player", 0}}, "cannot_afford");
  refused(g, {{"type", "build_city"}, {"player", 0}, {"vertex", 3}}, "not_allowed");
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 4}}}, {"get", {{"wool", 1}}}}, "cannot_afford");
  refused(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"ore", 1}}}, {"get", {{"wool", 1}}}}, "cannot_afford");
}

TEST_CASE("bad input: Match facade never throws and reports codes") {
  Match m;
  CHECK(m.submit("{}").find("no_game") != std::string::npos);
  CHECK(m.create("{not json").find("bad_json") != std::string::npos);
  CHECK(m.create(R"({"game":"base","players":7})").find("bad_config") != std::string::npos);
  CHECK(m.create(R"({"game":"base","players":2})").find("bad_config") != std::string::npos);
  CHECK(m.create(R"({"game":"chess","players":4})").find("unknown_game") != std::string::npos);
  CHECK(m.create(R"({"game":"base","players":4,"board":"moon"})").find("bad_config") != std::string::npos);
  CHECK(m.create(R"({"game":"base","players":4,"seed":-1})").find("bad_config") != std::string::npos);
  CHECK(m.create(R"({"game":"base","players":4,"options":{"vp_target":99}})").find("bad_config") != std::string::npos);
  CHECK(m.create(R"({"game":"base","players":4,"options":{"turbo":true}})").find("bad_config") != std::string::npos);
  REQUIRE(m.create(R"({"game":"base","players":3,"seed":5})") == "");
  std::string before = m.save();
  auto r = json::parse(m.submit("[[["));
  CHECK(r["ok"] == false);
  CHECK(r["error"]["code"] == "bad_json");
  r = json::parse(m.submit(R"({"type":"build_settlement","player":1,"vertex":0})"));
  CHECK(r["error"]["code"] == "not_pending");
  r = json::parse(m.submit(R"({"type":"roll_dice","player":0,"chance":{"dice":[1,1]}})", false));
  CHECK(r["error"]["code"] == "chance_refused");
  CHECK(m.save() == before);
  r = json::parse(m.submit(R"({"type":"build_settlement","player":0,"vertex":0})"));
  CHECK(r["ok"] == true);
  CHECK(r["events"][0]["type"] == "settlement_built");
  CHECK(m.pending() == "[0]");
}

TEST_CASE("bad input: impossible or malformed saves are refused") {
  Game g = new_game(4);
  act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", 0}});
  json save = g.to_json();
  Game out;
  Error err;
  CHECK(Game::from_json(save, out, err));
  CHECK(!Game::from_json(json::array(), out, err));
  CHECK(err.code == "bad_save");
  json s = save; s["format"] = "zip";
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "bad_save");
  s = save; s["version"] = 99;
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "bad_save");
  s = save; s.erase("config");
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "bad_save");
  s = save; s["config"]["players"] = 9;
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "bad_config");
  s = save; s["log"].push_back({{"type", "build_settlement"}, {"player", 0}, {"vertex", 1}});  // distance rule
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "illegal_action");
  CHECK(err.message().find("log[1]") != std::string::npos);
  s = save; s["log"][0]["vertex"] = "x";
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "bad_action");
  s = save; s["state"]["players"][0]["hand"]["ore"] = 5;  // a hand the log cannot produce
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "state_mismatch");
  s = save; s["log"] = 3;
  CHECK(!Game::from_json(s, out, err)); CHECK(err.code == "bad_save");
}
