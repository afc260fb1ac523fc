// Scenarios (docs/scenario.md): a position written by hand or exported from a
// game: board, pieces, hands, development cards, bank, phase, current player,
// awards. Everything else (road lengths, pieces left, bank and deck when
// omitted) is derived, and the position is validated strictly: an impossible
// one is refused with a reason code and message, never played.
//
// The base game's codec lives here (scenario.cpp reads and writes,
// scenario_check.cpp validates); a rule module adds its own fields through
// RuleModule::scenario_codec() (CATAN for Two: two_player/two_player_scenario.cpp).
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/catan/config.hpp"
#include "engine/catan/game_def.hpp"
#include "engine/catan/position.hpp"
#include "engine/core/error.hpp"

namespace catan {

class Game;

/// Scenario format version written and read.
inline constexpr int kScenarioVersion = 1;

/// A rule module's part of the scenario codec. `read` runs after the base
/// fields are in `p` (pieces, hands, cards, phase) and before the base
/// validation; it sets the module's state and refuses what its rules forbid.
/// `write` adds the module's fields to a scenario being exported.
struct ScenarioCodec {
  std::vector<std::string> top_keys;     ///< extra top-level keys the module reads
  std::vector<std::string> player_keys;  ///< extra keys of each `players[i]` entry
  bool (*read)(const GameDef& d, const nlohmann::json& s, Position& p, Error& err) = nullptr;
  bool (*write)(const GameDef& d, const Position& p, nlohmann::json& s, Error& err) = nullptr;
};

/// Makes the config of a game started from scenario `s` (a file's JSON): game
/// and options from the scenario, seed from the scenario (or `seed_override`
/// if >= 0, else 1), players = the entries of `players`, and the scenario
/// itself (without seed and options) embedded, so config + log replay
/// exactly. Errors: bad_scenario, bad_config.
bool scenario_config(const nlohmann::json& s, long long seed_override, Config& out, Error& err);

/// Board layout of a scenario's "board" ("beginner" or an explicit object).
/// Errors: bad_scenario (shape, terrain / number / harbor sets not the game's).
bool scenario_layout(const Topology& topo, const nlohmann::json& board, Layout& out, Error& err);

/// Builds and validates the position of `def.config.scenario` (called by
/// Game::create). Errors (docs/scenario.md): bad_scenario, not_conserved,
/// no_piece_left, occupied, distance_rule, not_connected, bad_award,
/// impossible_position.
bool scenario_position(const GameDef& def, Position& out, Error& err);

/// The scenario of a game's current position (phase pre_roll or main, nothing
/// pending from a rule module). `with_config`: include seed and options.
/// Errors: not_exportable.
bool scenario_from_game(const Game& g, bool with_config, nlohmann::json& out, Error& err);

}  // namespace catan
