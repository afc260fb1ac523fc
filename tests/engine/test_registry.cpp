// The game registry and the game-agnostic match interface (issue 13): the
// built-in games' descriptions, option specs that agree with the config
// parser, and a toy game defined only in tests/engine/toy_game/ registered
// with one line and played through GameMatch and the generic play-out harness.
#include <doctest/doctest.h>

#include "engine/catan/config.hpp"
#include "engine/catan/match.hpp"
#include "engine/platform/playout.hpp"
#include "engine/platform/registry.hpp"
#include "tests/engine/toy_game/toy_race.hpp"

using namespace catan;
using nlohmann::json;

// The one registration line of the toy game.
static const bool toy_registered = register_game(toy::toy_race_game());

namespace {

json submit(GameMatch& m, const json& action) { return json::parse(m.submit(action.dump())); }

}  // namespace

TEST_CASE("registry: built-in games in order, with seats, colours and options") {
  REQUIRE(registered_games().size() >= 2);
  CHECK(registered_games()[0].info.name == "base");
  CHECK(registered_games()[1].info.name == "two-player");
  const GameEntry* base = find_game("base");
  const GameEntry* two = find_game("two-player");
  REQUIRE(base);
  REQUIRE(two);
  CHECK(base->info.display_name == "CATAN");
  CHECK(base->info.min_seats == 3);
  CHECK(base->info.max_seats == 4);
  CHECK(base->info.colours(3) == 3);
  CHECK(two->info.display_name == "CATAN for Two");
  CHECK(two->info.min_seats == 2);
  CHECK(two->info.max_seats == 2);
  CHECK(two->info.colours(2) == 4);  // two neutral colours (§2)
  CHECK(find_game("nope") == nullptr);
  CHECK(find_rules("base") == base->board_rules);
  CHECK(find_rules("two-player") == two->board_rules);
  CHECK_FALSE(register_game(toy::toy_race_game()));  // a name is registered once
}

TEST_CASE("registry: board-game option spec agrees with the config parser") {
  const GameInfo& info = find_game("base")->info;
  const Options defaults;
  REQUIRE(info.option("vp_target"));
  CHECK(info.option("vp_target")->default_int == defaults.vp_target);
  CHECK(info.option("discard_limit")->default_int == defaults.discard_limit);
  CHECK(info.option("friendly_robber")->default_bool == defaults.friendly_robber);
  CHECK(info.option("board")->default_choice == Config{}.board);
  Config parsed;
  Error err;
  REQUIRE(config_from_json(default_config(info, 7), parsed, err));
  CHECK(parsed.options == defaults);
  CHECK(parsed.players == info.default_seats);
  for (const auto& o : info.options) {
    json c = default_config(info, 7);
    json& slot = o.top_level ? c[o.key] : c["options"][o.key];
    auto accepted = [&](const json& v) {
      slot = v;
      Config out;
      Error e;
      return config_from_json(c, out, e);
    };
    switch (o.kind) {
      case OptionSpec::Kind::integer:
        CHECK_MESSAGE(accepted(o.min), o.key);
        CHECK_MESSAGE(accepted(o.max), o.key);
        CHECK_MESSAGE(!accepted(o.min - 1), o.key);
        CHECK_MESSAGE(!accepted(o.max + 1), o.key);
        break;
      case OptionSpec::Kind::boolean:
        CHECK_MESSAGE(accepted(true), o.key);
        CHECK_MESSAGE(!accepted(1), o.key);
        break;
      case OptionSpec::Kind::choice:
        for (const auto& ch : o.choices) CHECK_MESSAGE(accepted(ch), o.key);
        CHECK_MESSAGE(!accepted("moon"), o.key);
        break;
    }
  }
  // Every registered game starts from its default config.
  for (const auto& g : registered_games()) {
    std::string e;
    CHECK_MESSAGE(new_match(default_config(g.info, 3).dump(), e) != nullptr, g.info.name << ": " << e);
  }
}

TEST_CASE("registry: new_match and load_match refuse unknown games and bad JSON") {
  std::string e;
  CHECK(new_match(R"({"game":"chess","seed":1})", e) == nullptr);
  CHECK(json::parse(e)["code"] == "unknown_game");
  CHECK(new_match("{", e) == nullptr);
  CHECK(json::parse(e)["code"] == "bad_json");
  CHECK(new_match(R"({"seed":1})", e) == nullptr);
  CHECK(json::parse(e)["code"] == "bad_config");
  CHECK(load_match(R"({"format":"catan-save"})", e) == nullptr);
  CHECK(json::parse(e)["code"] == "bad_save");
  CHECK(new_match(R"({"game":"base","players":2,"seed":1})", e) == nullptr);  // base is 3-4 players
  CHECK(json::parse(e)["code"] == "bad_config");
}

TEST_CASE("toy game: registered with one line, played through GameMatch") {
  REQUIRE(toy_registered);
  const GameEntry* toy = find_game("toy-race");
  REQUIRE(toy);
  CHECK(toy->board_rules == nullptr);
  std::string e;
  auto m = new_match(R"({"game":"toy-race","players":2,"seed":9,"options":{"target":20}})", e);
  REQUIRE_MESSAGE(m, e);
  CHECK(m->seat_count() == 2);
  CHECK(m->pending() == "[0]");
  // Seat 0 rolls 4 then 6 (pot 10) and holds: score 10, seat 1's turn.
  CHECK(submit(*m, {{"type", "roll"}, {"player", 0}, {"chance", {{"die", 4}}}})["ok"] == true);
  CHECK(submit(*m, {{"type", "roll"}, {"player", 0}, {"chance", {{"die", 6}}}})["ok"] == true);
  CHECK(submit(*m, {{"type", "roll"}, {"player", 1}})["error"]["code"] == "not_pending");
  CHECK(submit(*m, {{"type", "hold"}, {"player", 0}})["ok"] == true);
  json v = json::parse(m->view(0));
  CHECK(v["scores"] == json::array({10, 0}));
  CHECK(v["current"] == 1);
  // Seat 1 may not hold an empty pot; a 1 loses the pot and passes the turn.
  CHECK(submit(*m, {{"type", "hold"}, {"player", 1}})["error"]["code"] == "not_allowed");
  CHECK(m->submit(R"({"type":"roll","player":1,"chance":{"die":3}})", /*allow_chance=*/false).find("chance_refused") !=
        std::string::npos);
  CHECK(submit(*m, {{"type", "roll"}, {"player", 1}, {"chance", {{"die", 3}}}})["ok"] == true);
  CHECK(submit(*m, {{"type", "roll"}, {"player", 1}, {"chance", {{"die", 1}}}})["ok"] == true);
  v = json::parse(m->view(1));
  CHECK(v["scores"] == json::array({10, 0}));
  CHECK(v["pot"] == 0);
  CHECK(m->pending() == "[0]");
  // The save loads through the registry and the game continues: 10 + 5 + 5 reaches 20.
  auto back = load_match(m->save(), e);
  REQUIRE_MESSAGE(back, e);
  CHECK(back->version() == 5);
  CHECK(submit(*back, {{"type", "roll"}, {"player", 0}, {"chance", {{"die", 5}}}})["ok"] == true);
  CHECK_FALSE(back->terminal());
  CHECK(submit(*back, {{"type", "roll"}, {"player", 0}, {"chance", {{"die", 5}}}})["ok"] == true);
  CHECK(back->terminal());
  CHECK(back->winner() == 0);
  CHECK(back->pending() == "[]");
  CHECK(submit(*back, {{"type", "roll"}, {"player", 1}})["error"]["code"] == "game_over");
  CHECK(check_match_invariants(*back) == "");
  CHECK(check_match_deep(*back) == "");
}

TEST_CASE("toy game: random play-out harness") {
  REQUIRE(toy_registered);
  const GameEntry& toy = *find_game("toy-race");
  PlayoutStats st = play_random_matches(toy, default_config(toy.info, 100), 300, /*check=*/true, /*deep_every=*/5);
  CHECK_MESSAGE(st.failure == "", st.failure);
  CHECK(st.games == 300);
  CHECK(st.finished == 300);
  // Without its own play-out, play_games falls back to the generic harness.
  CHECK(play_games(toy, default_config(toy.info, 100), 20, false).finished == 20);
}

TEST_CASE("generic playout: board games through GameMatch (JSON boundary)") {
  for (const char* name : {"base", "two-player"}) {
    const GameEntry& g = *find_game(name);
    // One game checked for its first 500 actions (setup, trades, robber, cards); the board
    // games' own harness (test_playout.cpp) plays thousands of whole games natively.
    PlayoutStats st = play_random_matches(g, default_config(g.info, 40), 1, /*check=*/true, /*deep_every=*/100,
                                          /*max_actions=*/500);
    CHECK_MESSAGE(st.failure == "", name << ": " << st.failure);
    CHECK(st.actions == 500);
  }
}
