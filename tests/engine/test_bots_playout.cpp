// Bot play-outs (issue 6): thousands of whole games between mixes of levels,
// 3 and 4 players and CATAN for Two, beginner and random boards. Every action a bot chooses
// must be accepted by the engine (play_bot_game stops at the first refusal),
// no game may stall (bound on actions), games between planning bots must end
// with a winner within the turn bound, and in a sample the engine's
// invariants (cards and pieces conserved, points recomputed) hold after every
// bot action.
#include <doctest/doctest.h>

#include "engine/bots/arena.hpp"

using namespace catan;
using namespace catan::bots;

namespace {

struct Tally {
  int games = 0, won = 0;
};

Tally run(const std::vector<Level>& levels, int games, uint64_t seed0, int max_turns, bool must_finish,
          bool check = false, const char* game = "base") {
  Tally t;
  ArenaOptions opt;
  opt.max_turns = max_turns;
  opt.check_invariants = check;
  for (int i = 0; i < games; ++i) {
    Config c;
    c.game = game;
    c.players = int(levels.size());
    c.board = i % 3 == 0 ? "beginner" : "random";
    c.seed = seed0 + uint64_t(i);
    // Rotate the seats so every level plays every seat.
    std::vector<Level> seats(levels.size());
    for (size_t s = 0; s < levels.size(); ++s) seats[s] = levels[(s + size_t(i)) % levels.size()];
    GameResult r = play_bot_game(c, seats, opt);
    INFO("seed " << c.seed);
    REQUIRE(r.failure == "");
    if (must_finish) CHECK(r.winner >= 0);
    ++t.games;
    t.won += r.winner >= 0;
  }
  return t;
}

}  // namespace

TEST_CASE("bots playout: strong and easy games end with a winner, never an illegal action") {
  Tally a = run({Level::strong, Level::easy, Level::easy, Level::easy}, 1000, 1000, 400, true);
  Tally b = run({Level::strong, Level::strong, Level::easy}, 400, 20000, 400, true);
  Tally c = run({Level::easy, Level::easy, Level::easy, Level::easy}, 400, 30000, 400, true);
  Tally d = run({Level::strong, Level::strong, Level::strong, Level::strong}, 400, 40000, 400, true);
  CHECK(a.games + b.games + c.games + d.games == 2200);
}

TEST_CASE("bots playout: games with random-move players stay legal and bounded") {
  Tally a = run({Level::strong, Level::random, Level::random, Level::random}, 400, 50000, 300, false);
  Tally b = run({Level::easy, Level::random, Level::random}, 300, 60000, 300, false);
  Tally c = run({Level::random, Level::random, Level::random, Level::random}, 200, 70000, 150, false);
  // A strong bot against random movers should nearly always finish the game.
  CHECK(a.won >= 390);
  CHECK(a.games + b.games + c.games == 900);
}

TEST_CASE("bots playout: engine invariants hold after every bot action") {
  Tally a = run({Level::strong, Level::easy, Level::random, Level::strong}, 40, 80000, 300, false, true);
  Tally b = run({Level::strong, Level::strong, Level::easy}, 20, 81000, 300, false, true);
  CHECK(a.games + b.games == 60);
}

TEST_CASE("bots playout: CATAN for Two games (neutral builds, token actions) end with a winner, never an illegal action") {
  Tally a = run({Level::strong, Level::easy}, 600, 90000, 400, true, false, "two-player");
  Tally b = run({Level::strong, Level::strong}, 300, 91000, 400, true, false, "two-player");
  Tally c = run({Level::easy, Level::easy}, 300, 92000, 400, true, false, "two-player");
  Tally d = run({Level::strong, Level::random}, 200, 93000, 300, false, false, "two-player");
  Tally e = run({Level::strong, Level::easy}, 30, 94000, 300, false, true, "two-player");  // invariants after every action
  CHECK(d.won >= 195);
  CHECK(a.games + b.games + c.games + d.games + e.games == 1430);
}
