// Bot play-outs (issue 6): many whole games between every mix of levels,
// 3 and 4 players, beginner and random boards. Every action the bots choose
// must be accepted by the engine (play_bot_game stops at the first refusal),
// no game may stall (action bound), and games between planning bots must end
// with a winner within the turn bound.
#include <doctest/doctest.h>

#include "engine/bots/arena.hpp"

using namespace catan;
using namespace catan::bots;

namespace {

struct Tally {
  int games = 0, won = 0;
  long long actions = 0;
};

Tally run(const std::vector<Level>& levels, int games, uint64_t seed0, int max_turns, bool must_finish) {
  Tally t;
  ArenaOptions opt;
  opt.max_turns = max_turns;
  for (int i = 0; i < games; ++i) {
    Config c;
    c.game = "base";
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
    t.actions += r.actions;
  }
  return t;
}

}  // namespace

TEST_CASE("bots playout: strong and easy games end with a winner, never an illegal action") {
  Tally a = run({Level::strong, Level::easy, Level::easy, Level::easy}, 300, 1000, 400, true);
  Tally b = run({Level::strong, Level::strong, Level::easy}, 200, 2000, 400, true);
  Tally c = run({Level::easy, Level::easy, Level::easy, Level::easy}, 200, 3000, 400, true);
  Tally d = run({Level::strong, Level::strong, Level::strong, Level::strong}, 200, 4000, 400, true);
  CHECK(a.games + b.games + c.games + d.games == 900);
}

TEST_CASE("bots playout: games with random-move players stay legal and bounded") {
  Tally a = run({Level::strong, Level::random, Level::random, Level::random}, 200, 5000, 300, false);
  Tally b = run({Level::easy, Level::random, Level::random}, 150, 6000, 300, false);
  Tally c = run({Level::random, Level::random, Level::random, Level::random}, 100, 7000, 150, false);
  // A strong bot against random movers should nearly always finish the game.
  CHECK(a.won >= 190);
  CHECK(a.games + b.games + c.games == 450);
}
