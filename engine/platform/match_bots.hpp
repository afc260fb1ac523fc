// Computer players for games driven only through GameMatch (games without a hex board,
// e.g. Struggle for Catan): a bot reads one seat's view JSON (with its "legal_actions")
// and returns one of those actions. Independent of GameInfo and of the hex-board bots
// (engine/bots/); the built-in list is in match_bots.cpp, one line per game.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/rng.hpp"

namespace catan {

/// One computer player: game protocol name, level ("random", "easy", "strong") and the
/// choice function. `choose` takes the seat's view (its "legal_actions" non-empty) and the
/// bot's own generator, and returns the index of an action of view["legal_actions"].
struct MatchBot {
  std::string game;
  std::string level;
  std::function<int(const nlohmann::json& view, Rng& rng)> choose;
};

/// Every built-in match bot (match_bots.cpp).
const std::vector<MatchBot>& match_bots();
/// The bot of `game` at `level`, or nullptr. Every game gets "random" for free.
const MatchBot* find_match_bot(std::string_view game, std::string_view level);
/// Uniformly random action: a random action type first, then a random action of it.
int random_match_action(const nlohmann::json& view, Rng& rng);

}  // namespace catan
