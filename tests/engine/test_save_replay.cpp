// Exact replay: config + seed + action log reproduce the state byte for byte;
// supplied chance outcomes are logged; views hide other hands.
#include "engine/catan/playout.hpp"
#include "helpers.hpp"

using namespace th;

namespace {
Game random_game(uint64_t seed, int steps, const std::string& board = "random") {
  Game g = new_game(4, board, seed);
  Rng policy = Rng::from_seed(seed * 31 + 1);
  ActionList list;
  for (int i = 0; i < steps && !g.is_terminal(); ++i) {
    std::array<int8_t, kMaxPlayers> pend{};
    int n = g.pending_players(pend);
    int who = pend[policy.below(uint32_t(n))];
    g.legal_actions(who, list);
    REQUIRE(g.apply(list[choose_random_action(list, policy)]).code.empty());
  }
  return g;
}
}  // namespace

TEST_CASE("replay: same config and log give the identical JSON") {
  for (uint64_t seed : {1, 2, 3}) {
    Game g = random_game(seed, 600);
    std::string a = g.to_json().dump();
    Game back;
    Error err;
    REQUIRE(Game::from_json(json::parse(a), back, err));
    CHECK(back.to_json().dump() == a);
    CHECK(back.position() == g.position());
  }
}

TEST_CASE("replay: supplied chance outcomes are kept in the log") {
  Game g = blank(4);
  roll(g, 2, 2);
  auto log = g.to_json()["log"];
  REQUIRE(log.size() == 1);
  CHECK(log[0]["chance"]["dice"] == json::array({2, 2}));
}

TEST_CASE("random board: the same seed gives the same board, another seed another") {
  Game a = new_game(4, "random", 11), b = new_game(4, "random", 11), c = new_game(4, "random", 12);
  CHECK(a.view(-1)["board"] == b.view(-1)["board"]);
  CHECK(a.view(-1)["board"] != c.view(-1)["board"]);
  CHECK(a.position().robber_hex == a.def().layout.desert_hex);
}

TEST_CASE("views: own hand exact, others as counts, spectator sees no hand") {
  Game g = blank(4);
  give(g, 1, ResourceCounts(1, 2, 0, 0, 0));
  give_card(g, 1, DevCard::knight);
  auto v0 = g.view(0);
  CHECK(v0["players"][1]["resource_count"] == 3);
  CHECK(v0["players"][1]["development_card_count"] == 1);
  CHECK(!v0["players"][1].contains("hand"));
  CHECK(v0["you"]["hand"]["brick"] == 0);
  auto v1 = g.view(1);
  CHECK(v1["you"]["hand"]["lumber"] == 2);
  CHECK(v1["you"]["development_cards"]["knight"] == 1);
  CHECK(v1["legal_actions"].empty());  // not pending
  auto spec = g.view(-1);
  CHECK(!spec.contains("you"));
  CHECK(spec["legal_actions"].empty());
  std::string dump = spec.dump();
  CHECK(dump.find("rng") == std::string::npos);
  CHECK(dump.find("development_deck\"") == std::string::npos);
  CHECK(v0["legal_actions"].size() >= 1);
}
