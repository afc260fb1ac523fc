// Game configuration: which game, how many players, which board, the seed
// and the base-game options (all off/default unless chosen).
#pragma once
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/core/error.hpp"

namespace catan {

/// Base-game options (issue 3). Defaults are the official rules.
struct Options {
  int vp_target = 10;              ///< §1.13 victory points needed (3..20)
  int discard_limit = 7;           ///< §1.7 a 7 makes players with MORE than this discard half (2..20)
  bool friendly_robber = false;    ///< §1.7 variant: no robber next to a player with 2 or fewer VP
  bool no_sevens_first_rounds = false;  ///< re-roll 7s in the first two rounds (BGA "Easy Start")
  bool balanced_dice = false;      ///< draw rolls from a shuffled 36-card deck of all two-dice outcomes
  /// Cities & Knights §3.4 (UNCONFIRMED): when the supply cannot pay a city's commodity, the
  /// city takes a second card of its resource instead. Default false: the commodity goes
  /// unpaid like any shortage. Written to JSON only when true (other games never set it).
  bool commodity_shortage_resource = false;
  friend bool operator==(const Options&, const Options&) = default;
};

/// A new game's description. JSON: {"game":"base","players":4,"board":"beginner",
/// "seed":42,"options":{...}} — see docs/protocol.md "Config".
struct Config {
  std::string game = "base";   ///< registered game name ("base", "two-player")
  int players = 4;             ///< seated players (base: 3..4; two-player: 2)
  std::string board = "beginner";  ///< "beginner", "random", or "scenario" (set with `scenario`)
  /// The island: "standard" (19 hexes, §1.1) or "five_six" (30 hexes, §1.14; board "random"
  /// or a scenario, 3..6 players). JSON field "board_shape", written only when not standard.
  std::string board_shape = "standard";
  uint64_t seed = 1;           ///< 0 .. 2^53-1 (exact in JavaScript)
  Options options;
  /// A game started from a scenario (docs/scenario.md): the scenario JSON
  /// without seed and options (those are above); null for a normal game.
  nlohmann::json scenario;
  friend bool operator==(const Config&, const Config&) = default;
};

/// JSON of a config (every field, options included; "scenario" only if set).
nlohmann::json config_to_json(const Config& c);
/// JSON of the options alone (every field).
nlohmann::json options_to_json(const Options& o);
/// Parses and range-checks a config; false + err (code "bad_config") on failure.
/// The player count is checked against the game by the registry.
bool config_from_json(const nlohmann::json& j, Config& out, Error& err);

}  // namespace catan
