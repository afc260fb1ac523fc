// Scenarios (docs/scenario.md): round trips scenario -> state -> scenario, the
// derived fields, saves of scenario games, and one refusal per row of the
// "What is refused" table, each from a small edit of a valid scenario.
#include "engine/catan/playout.hpp"
#include "engine/catan/two_player/two_player.hpp"
#include "scenario_helpers.hpp"

using namespace th;

namespace {

// Snapshot without the PRNG (a scenario does not hold the generator's state:
// draws after it come from the seed) and without two leftovers play never reads
// at pre_roll / main: the phase a knight or Road Building returns to (set when
// one is played) and CATAN for Two's first roll total (read only between the
// two rolls).
json position_json(const Game& g) {
  json s = g.snapshot();
  s.erase("rng");
  s.erase("return_phase");
  if (s.contains("module") && s["module"].contains("first_total") && s["module"]["rolls_this_turn"] != 1)
    s["module"]["first_total"] = 0;
  return s;
}

// Plays `steps` random legal actions (seeded), then on until the position is
// exportable; returns false if the game ended first.
bool play_to_exportable(Game& g, int steps, uint64_t seed) {
  Rng rng = Rng::from_seed(seed);
  ActionList list;
  for (int i = 0; !g.is_terminal(); ++i) {
    json s;
    Error err;
    if (i >= steps && scenario_from_game(g, true, s, err)) return true;
    std::array<int8_t, kMaxPlayers> pend{};
    int n = g.pending_players(pend);
    REQUIRE(n > 0);
    int who = pend[rng.below(uint32_t(n))];
    g.legal_actions(who, list);
    REQUIRE(list.size > 0);
    REQUIRE(!g.apply(list[choose_random_action(list, rng)]));
  }
  return false;
}

void expect_refused(const json& s, const std::string& code) {
  Game g;
  Error err;
  const bool accepted = from_scenario(s, g, err);
  const std::string what = "accepted: " + s.dump(), why = std::string(err.code) + ": " + err.message();
  CHECK_MESSAGE(!accepted, what);
  CHECK_MESSAGE(err.code == code, why);
  CHECK(err.message().size() > 10);
}

}  // namespace

TEST_CASE("scenario: the bug-report file reads with everything derived") {
  const json s = scenario_file("harbor-rates.json");
  Game g = scenario_game(s);
  const auto& p = g.position();
  CHECK(p.phase == Phase::main);
  CHECK(p.current == 0);
  CHECK(p.turn == 9);
  CHECK(g.def().config.seed == 12);
  CHECK(g.def().config.board == "scenario");
  // Bank = 19 - hands: brick 18, lumber 19, wool 14, grain 17, ore 6.
  CHECK(p.bank == ResourceCounts(18, 19, 14, 17, 6));
  CHECK(p.dev_deck == kDevDeck);
  // Pieces left: 15 - 2 roads, 5 - 2 settlements, 4 cities.
  for (int pl = 0; pl < 3; ++pl) {
    CHECK(p.players[pl].roads_left == 13);
    CHECK(p.players[pl].settlements_left == 3);
    CHECK(p.players[pl].cities_left == 4);
    CHECK(p.players[pl].road_length == 1);
    CHECK(g.public_points(pl) == 2);
  }
  CHECK(p.robber_hex == g.def().layout.desert_hex);
  CHECK(g.view(-1)["dice"] == json::array({1, 1}));
}

TEST_CASE("scenario: round trip scenario -> state -> scenario is exact") {
  const json s0 = scenario_file("harbor-rates.json");
  Game g1 = scenario_game(s0);
  json s1, s2;
  Error err;
  REQUIRE(scenario_from_game(g1, true, s1, err));
  CHECK(s1["description"] == s0["description"]);
  Game g2 = scenario_game(s1);
  REQUIRE(scenario_from_game(g2, true, s2, err));
  CHECK(s1 == s2);                            // the written form is a fixed point
  CHECK(g1.snapshot() == g2.snapshot());      // the same seed: the PRNG too
}

TEST_CASE("scenario: positions reached by play export and import unchanged (base and CATAN for Two)") {
  for (const char* game : {"base", "two-player"}) {
    for (uint64_t seed : {3u, 4u, 5u}) {
      CAPTURE(game);
      CAPTURE(seed);
      Config c;
      c.game = game;
      c.players = std::string(game) == "base" ? 4 : 2;
      c.board = "random";
      c.seed = seed;
      Game g;
      Error err;
      REQUIRE(Game::create(c, g, err));
      if (!play_to_exportable(g, 600, seed)) continue;
      json s;
      REQUIRE(scenario_from_game(g, true, s, err));
      Game back = scenario_game(s);
      const json a = position_json(back), b = position_json(g);
      for (auto it = b.begin(); it != b.end(); ++it) {
        CAPTURE(it.key());
        if (it.key() == "players") {
          for (size_t i = 0; i < it.value().size(); ++i)
            for (auto f = it.value()[i].begin(); f != it.value()[i].end(); ++f) {
              CAPTURE(i);
              CAPTURE(f.key());
              CHECK(a["players"][i][f.key()] == f.value());
            }
        } else if (it.key() != "board") {
          CHECK(a[it.key()] == it.value());
        }
      }
      CHECK(a["board"] == b["board"]);
      CHECK(back.view(0)["legal_actions"] == g.view(0)["legal_actions"]);
      json s2;
      REQUIRE(scenario_from_game(back, true, s2, err));
      CHECK(s2 == s);
    }
  }
}

TEST_CASE("scenario: a game from a scenario saves as config + log and replays exactly; old saves still load") {
  Game g = scenario_game(scenario_file("harbor-rates.json"));
  act(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 4}}}, {"get", {{"brick", 1}}}});
  act(g, {{"type", "end_turn"}, {"player", 0}});
  act(g, {{"type", "roll_dice"}, {"player", 1}});  // sampled from the seed
  json save = g.to_json();
  CHECK(save["config"]["board"] == "scenario");
  CHECK(save["config"]["scenario"]["format"] == "catan-scenario");
  CHECK(!save["config"]["scenario"].contains("seed"));
  CHECK(save["log"].size() == 3);
  Game back;
  Error err;
  REQUIRE_MESSAGE(Game::from_json(json::parse(save.dump()), back, err), err.message());
  CHECK(back.snapshot() == g.snapshot());
  // A tampered scenario inside the save no longer matches its state.
  json bad = save;
  bad["config"]["scenario"]["players"][1]["hand"]["grain"] = 3;
  CHECK(!Game::from_json(bad, back, err));
  CHECK(err.code == "state_mismatch");
  // A normal game's config has no scenario (old saves are unchanged).
  Game plain = new_game(3);
  CHECK(!plain.to_json()["config"].contains("scenario"));
  CHECK(plain.to_json()["config"]["board"] == "beginner");
}

TEST_CASE("scenario: the seed decides the draws after the position") {
  json s = scenario_file("harbor-rates.json");
  s["phase"] = "pre_roll";
  s.erase("dice");
  Game a, b, c;
  Error err;
  REQUIRE(from_scenario(s, a, err, 1));
  REQUIRE(from_scenario(s, b, err, 1));
  REQUIRE(from_scenario(s, c, err, 2));
  for (Game* g : {&a, &b, &c}) act(*g, {{"type", "roll_dice"}, {"player", 0}});
  CHECK(a.position().dice == b.position().dice);
  CHECK(a.snapshot() == b.snapshot());
  CHECK(a.snapshot()["rng"] != c.snapshot()["rng"]);
}

TEST_CASE("scenario refused: bad_scenario") {
  const json ok = scenario_file("harbor-rates.json");
  json s = ok; s["colour"] = "red"; expect_refused(s, "bad_scenario");                       // unknown field
  s = ok; s["format"] = "catan-save"; expect_refused(s, "bad_scenario");
  s = ok; s["version"] = 2; expect_refused(s, "bad_scenario");
  s = ok; s["phase"] = "discard"; expect_refused(s, "bad_scenario");                         // not a start phase
  s = ok; s["current_player"] = 3; expect_refused(s, "bad_scenario");
  s = ok; s["pieces"]["roads"][0]["edge"] = 72; expect_refused(s, "bad_scenario");
  s = ok; s["players"][0]["hand"]["gold"] = 1; expect_refused(s, "bad_scenario");
  s = ok; s["players"][1]["new_development_cards"] = {{"knight", 1}};
  s["players"][1]["development_cards"] = {{"knight", 1}};
  expect_refused(s, "bad_scenario");                                                         // new card, not their turn
  s = ok; s["players"][0]["played_development_cards"] = {{"victory_point", 1}}; expect_refused(s, "bad_scenario");
  s = ok; s["robber_hex"] = 20; expect_refused(s, "bad_scenario");                           // a sea hex
  // A board with two deserts (terrain set not the game's).
  Game g = scenario_game(ok);
  json full;
  Error err;
  REQUIRE(scenario_from_game(g, true, full, err));
  s = full; s["board"]["hexes"][0]["terrain"] = "desert"; s["board"]["hexes"][0]["number"] = nullptr;
  expect_refused(s, "bad_scenario");
  s = full; s["board"]["harbors"][0]["edge"] = 1; expect_refused(s, "bad_scenario");         // no harbor path
  s = full; s["board"]["harbors"][1]["kind"] = "generic"; expect_refused(s, "bad_scenario");  // 5 generic harbors
}

TEST_CASE("scenario refused: not_conserved (resource cards, development cards)") {
  const json ok = scenario_file("harbor-rates.json");
  json s = ok; s["players"][1]["hand"]["ore"] = 7; expect_refused(s, "not_conserved");        // 13 + 7 ore > 19
  s = ok; s["bank"] = {{"brick", 19}, {"lumber", 19}, {"wool", 19}, {"grain", 19}, {"ore", 19}};
  expect_refused(s, "not_conserved");                                                        // hands + bank != 19
  s = ok; s["players"][1]["development_cards"] = {{"knight", 10}};
  s["players"][2]["played_development_cards"] = {{"knight", 5}};
  expect_refused(s, "not_conserved");                                                        // 15 knights of 14
  s = ok; s["development_deck"] = {{"knight", 14}, {"victory_point", 5}, {"road_building", 2}, {"year_of_plenty", 2}, {"monopoly", 1}};
  expect_refused(s, "not_conserved");                                                        // 24 of 25
}

TEST_CASE("scenario refused: no_piece_left, occupied, distance_rule, not_connected") {
  const json ok = scenario_file("harbor-rates.json");
  json s = ok;
  s["pieces"]["cities"] = json::array();
  for (int v : {2, 8, 23, 35, 50}) s["pieces"]["cities"].push_back({{"vertex", v}, {"player", 2}});
  expect_refused(s, "no_piece_left");                                                        // 5 cities
  s = ok; s["pieces"]["settlements"].push_back({{"vertex", 0}, {"player", 1}}); expect_refused(s, "occupied");
  s = ok; s["pieces"]["roads"].push_back({{"edge", 0}, {"player", 1}}); expect_refused(s, "occupied");
  s = ok; s["pieces"]["settlements"].push_back({{"vertex", 3}, {"player", 1}}); expect_refused(s, "distance_rule");
  s = ok; s["pieces"]["roads"].push_back({{"edge", 70}, {"player", 1}}); expect_refused(s, "not_connected");
  // A settlement with no road of its owner beside it.
  s = ok; s["pieces"]["settlements"].push_back({{"vertex", 53}, {"player", 2}}); expect_refused(s, "not_connected");
}

TEST_CASE("scenario refused: bad_award") {
  const json ok = scenario_file("harbor-rates.json");
  json s = ok; s["awards"]["longest_road"] = 0; expect_refused(s, "bad_award");              // road of 1
  s = ok; s["awards"]["largest_army"] = 1; expect_refused(s, "bad_award");                   // no knights
  s = ok; s["players"][2]["played_development_cards"] = {{"knight", 3}};
  expect_refused(s, "bad_award");                                                            // unique 3 knights, no card
  s["awards"]["largest_army"] = 2;
  Game g = scenario_game(s);                                                                 // consistent now
  CHECK(g.position().largest_army_owner == 2);
  CHECK(g.public_points(2) == 4);
}

TEST_CASE("scenario refused: impossible_position") {
  const json ok = scenario_file("harbor-rates.json");
  json s = ok;
  // Player 2 with one settlement and one road (setup gives 2 of each).
  s["pieces"]["settlements"].erase(5);
  s["pieces"]["roads"].erase(5);
  expect_refused(s, "impossible_position");
  // The current player at the points to win on their own turn.
  s = ok; s["options"] = {{"vp_target", 3}}; s["players"][0]["development_cards"] = {{"victory_point", 1}};
  expect_refused(s, "impossible_position");
  s = ok; s["development_card_played"] = true; expect_refused(s, "impossible_position");
}

TEST_CASE("scenario refused: unknown_game, bad_config; export refused: not_exportable") {
  const json ok = scenario_file("harbor-rates.json");
  json s = ok; s["game"] = "chess"; expect_refused(s, "unknown_game");
  s = ok; s["players"].push_back(json::object()); s["players"].push_back(json::object());
  expect_refused(s, "bad_config");                                                           // 5 players in base
  Game g = new_game(3);                                                                      // setup phase
  json out;
  Error err;
  CHECK(!scenario_from_game(g, true, out, err));
  CHECK(err.code == "not_exportable");
}

TEST_CASE("scenario: CATAN for Two tokens, exchanged knights and neutral colours") {
  // A two-player position reached by play, exported, then edited.
  Config c;
  c.game = "two-player";
  c.players = 2;
  c.seed = 9;
  Game g;
  Error err;
  REQUIRE(Game::create(c, g, err));
  REQUIRE(play_to_exportable(g, 200, 9));
  json ok;
  REQUIRE(scenario_from_game(g, true, ok, err));
  CHECK(ok["players"][0].contains("tokens"));
  CHECK(ok.contains("token_supply"));
  Game back = scenario_game(ok);
  CHECK(two_player_state(back.def(), back.position())->tokens[0] == two_player_state(g.def(), g.position())->tokens[0]);
  CHECK(position_json(back) == position_json(g));
  json s = ok; s["players"][0].erase("tokens"); expect_refused(s, "bad_scenario");
  s = ok; s["players"][0]["tokens"] = 15; s["players"][1]["tokens"] = 10; expect_refused(s, "not_conserved");
  s = ok; s["token_supply"] = ok["token_supply"].get<int>() > 0 ? ok["token_supply"].get<int>() - 1 : 1;
  expect_refused(s, "not_conserved");
  // Neutral colour 2's start settlement moved away from vertex 23.
  s = ok;
  for (auto& st : s["pieces"]["settlements"])
    if (st["vertex"] == 23) st["player"] = 3;
  expect_refused(s, "impossible_position");
  s = ok; s["knight_exchanged"] = true; s["players"][ok["current_player"].get<int>()]["exchanged_knights"] = 0;
  expect_refused(s, "impossible_position");
}
