// A game on the 5-6 player island (§1.14; issue 13 item 6): a config with
// "board_shape":"five_six" creates a game on the 30-hex topology, its setup and legal
// actions and the action JSON's id ranges come from that board, saves round-trip, and
// random play-outs keep every invariant. (The 5-6 rules themselves, the special building
// phase and its option in the registry, come later; the 3-4 player path is unchanged.)
#include "engine/catan/match.hpp"
#include "engine/catan/playout.hpp"
#include "engine/core/json_text.hpp"
#include "helpers.hpp"

using namespace th;

namespace {

Game game56(int players, uint64_t seed = 7) {
  Config c;
  Error err;
  REQUIRE(config_from_json(json{{"game", "base"}, {"players", players}, {"board_shape", "five_six"}, {"seed", seed}}, c, err));
  Game g;
  REQUIRE_MESSAGE(Game::create(c, g, err), err.message());
  return g;
}

int count_type(const ActionList& l, ActionType t) {
  int n = 0;
  for (int i = 0; i < l.size; ++i) n += l[i].type == t;
  return n;
}

}  // namespace

TEST_CASE("5-6 board: the config's board_shape picks the 30-hex topology; without it the standard island") {
  Game g = game56(4);
  CHECK(g.def().topo == &Topology::five_six());
  CHECK(g.def().topo->land_count == 30);
  CHECK(g.def().config.board == "random");  // no beginner map for 5-6 (§1.14): random by default
  CHECK(g.def().layout.land_count == 30);
  CHECK(g.def().layout.harbor_count == 11);
  // Two deserts (§1.14): the robber starts on the first by id, a land hex of this board.
  int deserts = 0;
  for (int h = 0; h < 30; ++h) deserts += g.def().layout.terrain[size_t(h)] == Terrain::desert;
  CHECK(deserts == 2);
  CHECK(g.position().robber_hex >= 0);
  CHECK(g.position().robber_hex < 30);
  CHECK(g.def().layout.terrain[size_t(g.position().robber_hex)] == Terrain::desert);

  Game s = new_game(4);
  CHECK(s.def().topo == &Topology::standard());
  // The standard config's JSON has no board_shape (saves of the previous version stay identical).
  CHECK_FALSE(config_to_json(s.def().config).contains("board_shape"));
  CHECK(config_to_json(g.def().config)["board_shape"] == "five_six");
}

TEST_CASE("5-6 board: the first setup settlement may go on any of the 80 intersections") {
  // Nothing is built yet, so the distance rule excludes nothing: every intersection of the
  // island is legal for the first settlement (the standard island has 54).
  Game g = game56(5);
  ActionList l;
  g.legal_actions(0, l);
  CHECK(count_type(l, ActionType::build_settlement) == 80);
  CHECK(l.size == 80);
  Game s = new_game(4);
  s.legal_actions(0, l);
  CHECK(count_type(l, ActionType::build_settlement) == 54);
}

TEST_CASE("5-6 board: action JSON ids run to the board's counts (vertex 79, edge 108, hex 51)") {
  Match m56, m4;
  REQUIRE(m56.create(R"({"game":"base","players":4,"board_shape":"five_six","seed":3})").empty());
  REQUIRE(m4.create(R"({"game":"base","players":4,"seed":3})").empty());
  // Vertex 79 exists only on the 5-6 board: the standard game refuses it as malformed,
  // the 5-6 game parses it and the rules decide (here: legal, the first settlement).
  const std::string far = R"({"type":"build_settlement","player":0,"vertex":79})";
  json r4 = json::parse(m4.submit(far));
  CHECK(r4["ok"] == false);
  CHECK(r4["error"]["code"] == "bad_action");
  CHECK(r4["error"]["message"] == "vertex out of range 0..53");
  CHECK(r4["error"]["key"] == "error.field.out_of_range");
  CHECK(r4["error"]["args"] == json::array({"vertex", "0", "53"}));
  CHECK(json::parse(m56.submit(far))["ok"] == true);
  const std::string beyond = R"({"type":"build_settlement","player":1,"vertex":80})";
  json r56 = json::parse(m56.submit(beyond));
  CHECK(r56["error"]["code"] == "bad_action");
  CHECK(r56["error"]["message"] == "vertex out of range 0..79");

  Game g = game56(4);
  Action a;
  Error err;
  CHECK(action_from_json(*g.def().rules, *g.def().topo, json{{"type", "build_road"}, {"player", 0}, {"edge", 108}}, a, err));
  CHECK(a.target == 108);
  CHECK_FALSE(action_from_json(*g.def().rules, *g.def().topo, json{{"type", "build_road"}, {"player", 0}, {"edge", 109}}, a, err));
  CHECK(action_from_json(*g.def().rules, *g.def().topo, json{{"type", "move_robber"}, {"player", 0}, {"hex", 51}}, a, err));
  CHECK_FALSE(action_from_json(*g.def().rules, json{{"type", "move_robber"}, {"player", 0}, {"hex", 51}}, a, err));
}

TEST_CASE("5-6 board: configs it cannot take are refused with bad_config") {
  auto refused = [](const json& j) {
    Config c;
    Error err;
    if (!config_from_json(j, c, err)) return std::string(err.code) + " " + err.message();
    Game g;
    if (!Game::create(c, g, err)) return std::string(err.code) + " " + err.message();
    return std::string();
  };
  CHECK(refused({{"board_shape", "huge"}}) == "bad_config board_shape must be \"standard\" or \"five_six\"");
  CHECK(refused({{"board_shape", 6}}) == "bad_config board_shape must be \"standard\" or \"five_six\"");
  CHECK(refused({{"board_shape", "five_six"}, {"board", "beginner"}}) ==
        "bad_config the 5-6 player board has no beginner layout: use board \"random\"");
  CHECK(refused({{"game", "two-player"}, {"players", 2}, {"board_shape", "five_six"}, {"board", "random"}}) ==
        "bad_config this game is not played on the 5-6 player board");
  // Seats: 3..4 on the standard island, up to 6 on the 5-6 island.
  CHECK(refused({{"players", 6}}) == "bad_config game \"base\" is for 3..4 players");
  CHECK(refused({{"players", 6}, {"board_shape", "five_six"}}).empty());
  CHECK(refused({{"players", 7}, {"board_shape", "five_six"}}) == "bad_config players must be in 1..6");
}

TEST_CASE("5-6 board: a save of a game in progress loads and continues") {
  Game g = game56(6, 11);
  Rng policy = Rng::from_seed(5);
  ActionList l;
  for (int step = 0; step < 150; ++step) {
    std::array<int8_t, kMaxPlayers> pend{};
    const int np = g.pending_players(pend);
    REQUIRE(np > 0);
    g.legal_actions(pend[0], l);
    REQUIRE(l.size > 0);
    REQUIRE_FALSE(g.apply(l[choose_random_action(l, policy)]));
  }
  Game back;
  Error err;
  REQUIRE_MESSAGE(Game::from_json(json::parse(dump_json(g.to_json())), back, err), err.message());
  CHECK(back.def().topo == &Topology::five_six());
  CHECK(back.snapshot() == g.snapshot());
  CHECK(check_invariants(back).empty());
}

TEST_CASE("playout: 5-6 board, 4 and 6 players, invariants every step") {
  for (int players : {4, 6}) {
    Config c;
    c.players = players;
    c.board = "random";
    c.board_shape = "five_six";
    c.seed = 56000 + uint64_t(players);
    auto st = play_random_games(c, 40, true, 1500);
    INFO(players << " players: " << st.failure);
    CHECK(st.failure.empty());
    CHECK(st.games == 40);
    CHECK(st.finished >= 38);
  }
}
