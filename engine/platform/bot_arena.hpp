// Bot-vs-bot games for any registered game with a bot hook (GameEntry::bot,
// registry.hpp), through GameMatch and each seat's view JSON only. Used by
// catan-cli bench-bots for games without the board-game bots, and by tests.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/rng.hpp"
#include "engine/platform/registry.hpp"

namespace catan {

/// Figures of a batch of bot games.
struct BotArenaResult {
  int games = 0;
  int finished = 0;         ///< games that ended with a winner within the action bound
  int subject_wins = 0;     ///< games won by the first level's seat
  double lo = 0, hi = 1;    ///< 95% Wilson interval of the subject's win rate over all games
  double avg_actions = 0;   ///< mean actions per finished game
  double seconds = 0;
  std::string failure;      ///< first refused bot action or bot error ("" if none)
};

/// Plays `games` games of `game` from `config` (seed + i for game i); seat i % seats holds
/// levels[0] (the subject), the other seats take the remaining levels in order. Each game
/// stops after `max_actions` actions (counted as unfinished, not won).
BotArenaResult play_bot_matches(const GameEntry& game, const nlohmann::json& config,
                                const std::vector<std::string>& levels, int games, long long max_actions = 20000);

/// Index of a uniformly random legal action of a seat's view JSON ("legal_actions"): a random
/// action type among those present first, then a random action of that type (the baseline
/// "random" level of every game's bots). -1 if the view has no legal action.
int random_legal_action(const nlohmann::json& view, Rng& rng);

/// 95% Wilson score interval of k successes in n.
void wilson_interval(int k, int n, double& lo, double& hi);

}  // namespace catan
