// Random play-outs (issue 3): thousands of seeded games with invariants
// checked after every action and deep checks (save round trip + replay,
// views leaking nothing) at sampled steps. Runs in the engine_playouts entry.
#include "engine/catan/playout.hpp"
#include "helpers.hpp"

using namespace th;

TEST_CASE("playout: 4-player beginner board, invariants every step") {
  Config c;
  c.players = 4;
  c.seed = 1000;
  auto st = play_random_games(c, 400, true, 2000);
  INFO(st.failure);
  CHECK(st.failure.empty());
  CHECK(st.games == 400);
  CHECK(st.finished >= 390);
}

TEST_CASE("playout: 3-player random boards with every option on") {
  Config c;
  c.players = 3;
  c.board = "random";
  c.seed = 5000;
  c.options.friendly_robber = true;
  c.options.no_sevens_first_rounds = true;
  c.options.balanced_dice = true;
  c.options.discard_limit = 9;
  auto st = play_random_games(c, 400, true, 2000);
  INFO(st.failure);
  CHECK(st.failure.empty());
  CHECK(st.finished >= 390);
}

TEST_CASE("playout: 4-player random boards, fast invariants only, many games") {
  Config c;
  c.players = 4;
  c.board = "random";
  c.seed = 90000;
  auto st = play_random_games(c, 1200, true, 0);
  INFO(st.failure);
  CHECK(st.failure.empty());
}
