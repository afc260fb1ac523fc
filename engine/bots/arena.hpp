// Bot-vs-bot games for the benchmark (catan-cli bench-bots) and the tests:
// one seat controller loop, every seat a bot of some level.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "engine/bots/bots.hpp"
#include "engine/catan/config.hpp"

namespace catan::bots {

/// How to run a game.
struct ArenaOptions {
  int max_turns = 400;         ///< turn bound (Position::turn); the game is then unfinished
  long long max_actions = 0;   ///< stall bound on applied actions; 0 = 300 x max_turns
  bool check_invariants = false;  ///< run the engine's check_invariants (playout.hpp) after every action
  bool via_json = false;       ///< decide from Game::view JSON (the web path) instead of observe()
  /// If set for a level, the time of each decision (ms) at that level is appended.
  std::array<std::vector<double>*, 3> decision_ms{};
};

/// Outcome of one game.
struct GameResult {
  int winner = -1;             ///< seat, or -1 if the turn bound was hit
  int turns = 0;               ///< Position::turn at the end
  long long actions = 0;       ///< actions applied
  std::string failure;         ///< "" or why the game broke (refused action, stall, bad view)
  std::vector<Action> log;     ///< every applied action (for determinism checks)
  /// Per seat at the end: total VP, settlements, cities, roads, development cards bought, knights played,
  /// Longest Road / Largest Army held (0/1), VP cards.
  struct Seat { int points = 0, settlements = 0, cities = 0, roads = 0, dev_bought = 0, knights = 0, longest_road = 0, largest_army = 0, vp_cards = 0, offers = 0, counters = 0; };
  std::array<Seat, kMaxPlayers> seats{};
};

/// Plays one game from `config` with seat i played by `seats[i]`. Decisions
/// use Rng::from_seed(decision_seed(config.seed, actions so far, seat)).
/// When several seats are pending, seats other than the active player act
/// first (answers to an offer before the offerer confirms).
GameResult play_bot_game(const Config& config, const std::vector<Level>& seats, const ArenaOptions& opt);

}  // namespace catan::bots
