// Bot-vs-bot games for games played through GameMatch with match bots (match_bots.hpp):
// the figures behind "easy beats random in >= 90% of 2-player games" and the like.
#pragma once
#include <string>
#include <vector>

#include "engine/platform/registry.hpp"

namespace catan {

/// Result of an arena run: the subject (levels[0]) rotated over the seats.
struct ArenaResult {
  int games = 0, subject_wins = 0, unfinished = 0;
  double low = 0, high = 0;  ///< 95% Wilson interval of the subject's win rate
  double seconds = 0;
  std::string failure;       ///< first refused bot action or bad view ("" if none)
};

/// Plays `games` games of `game` with `levels.size()` seats; game g seats levels[0] at
/// seat g % seats and the others after it in order; config seed = seed + g. Each bot
/// reads only its seat's view. A game stops after `max_actions`.
ArenaResult run_match_arena(const GameEntry& game, const std::vector<std::string>& levels, int games,
                            uint64_t seed, long long max_actions = 20000);

/// 95% Wilson score interval of k successes in n trials.
void wilson95(int k, int n, double& low, double& high);

}  // namespace catan
