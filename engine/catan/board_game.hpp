// What the hex-board games share in the registry: the option spec of
// Config (board, points to win, base-game options) and the entry builder
// that turns a rule module into a registered game played by catan::Match.
#pragma once
#include <vector>

#include "engine/platform/registry.hpp"

namespace catan {

class RuleModule;

/// The options every board game accepts (config.hpp Options and Config::board),
/// with the ranges config_from_json checks.
std::vector<OptionSpec> board_game_options();

/// A registry entry for a board game: `info` (options filled with
/// board_game_options() if empty), a factory making catan::Match, the rule
/// module, and the native random play-out (engine/catan/playout.hpp).
GameEntry board_game_entry(GameInfo info, const RuleModule& rules);

}  // namespace catan
