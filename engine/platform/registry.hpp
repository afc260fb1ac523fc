// The game registry: every game this build knows, with its description
// (name, display name, seat counts, colours, option spec) and a factory for
// its match. engine/games.cpp lists the built-in games, one line each;
// tests may register more (register_game). catan-cli, the bot bench and the
// page's title and new-game screens list games from here only.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/platform/game_match.hpp"
#include "engine/platform/playout_stats.hpp"

namespace catan {

class RuleModule;

/// One configurable option of a game, as the new-game screen shows it and the
/// config accepts it. Integer options have a range, choices a list of values.
struct OptionSpec {
  enum class Kind { integer, boolean, choice };
  std::string key;         ///< config field name
  bool top_level = false;  ///< true: a top-level config field ("board"); false: inside "options"
  Kind kind = Kind::boolean;
  std::string label_key;   ///< text key of the label ("option.vp_target")
  std::string label;       ///< English label (until the text catalogue lands)
  bool advanced = false;   ///< shown folded away on the new-game screen
  int min = 0, max = 0, default_int = 0;       ///< integer
  bool default_bool = false;                   ///< boolean
  std::vector<std::string> choices;            ///< choice: values, first is not necessarily the default
  std::vector<std::string> choice_labels;      ///< choice: English label per value
  std::string default_choice;                  ///< choice
};

/// The fields every option shares (the builders below fill the rest).
inline OptionSpec option_head(std::string key, OptionSpec::Kind kind, std::string label_key, std::string label,
                              bool advanced) {
  OptionSpec o;
  o.key = std::move(key);
  o.kind = kind;
  o.label_key = std::move(label_key);
  o.label = std::move(label);
  o.advanced = advanced;
  return o;
}
/// An integer option inside "options" (label_key: its catalogue key, label: English).
inline OptionSpec integer_option(std::string key, std::string label_key, std::string label, int min, int max, int def,
                                 bool advanced = false) {
  OptionSpec o = option_head(std::move(key), OptionSpec::Kind::integer, std::move(label_key), std::move(label), advanced);
  o.min = min;
  o.max = max;
  o.default_int = def;
  return o;
}
/// A true/false option inside "options".
inline OptionSpec boolean_option(std::string key, std::string label_key, std::string label, bool def,
                                 bool advanced = false) {
  OptionSpec o = option_head(std::move(key), OptionSpec::Kind::boolean, std::move(label_key), std::move(label), advanced);
  o.default_bool = def;
  return o;
}
/// A choice among named values inside "options" (labels: English, one per value).
inline OptionSpec choice_option(std::string key, std::string label_key, std::string label, std::vector<std::string> values,
                                std::vector<std::string> labels, std::string def, bool advanced = false) {
  OptionSpec o = option_head(std::move(key), OptionSpec::Kind::choice, std::move(label_key), std::move(label), advanced);
  o.choices = std::move(values);
  o.choice_labels = std::move(labels);
  o.default_choice = std::move(def);
  return o;
}

/// A game's description.
struct GameInfo {
  std::string name;          ///< protocol name, the config's "game" ("base", "two-player")
  std::string display_key;   ///< text key of the display name ("game.base.name")
  std::string display_name;  ///< English display name ("CATAN")
  std::string blurb;         ///< English one-line description
  int min_seats = 2, max_seats = 2, default_seats = 2;
  int neutral_colours = 0;   ///< colours on the table that take no turns (CATAN for Two: 2)
  /// The page's screen family that draws this game ("hex" for the hex-board games; the
  /// page looks it up in its screen registry, imgui_frontend/screens/screen_registry.hpp).
  /// Empty: no screen yet (the page refuses to start it with a readable reason).
  std::string screen;
  std::vector<OptionSpec> options;
  /// Colours on the table for `seats` seated players.
  int colours(int seats) const { return seats + neutral_colours; }
  /// The option with this key, or nullptr.
  const OptionSpec* option(std::string_view key) const;
};

/// Batch play-out with figures (shared by every game's harness).
using PlayoutFn = std::function<PlayoutStats(const nlohmann::json& config, int games, bool check, int deep_every)>;

/// A registered game.
struct GameEntry {
  GameInfo info;
  std::function<std::unique_ptr<GameMatch>()> make;  ///< a fresh, not yet started match
  /// Board games: the rule module over the base turn machine (nullptr for other games).
  const RuleModule* board_rules = nullptr;
  /// Optional fast native play-out (random legal moves); the generic JSON harness
  /// (engine/platform/playout.hpp) is used when absent.
  PlayoutFn playout;
  /// Optional computer players for a game without the board-game bots (engine/bots serve
  /// board_rules games): the level names it knows ("random", "easy", ...) and a chooser that
  /// reads only one seat's view JSON (GameMatch::view) and returns one of its legal actions.
  /// Returns false and an English reason for a view without legal actions or an unknown level.
  /// Deterministic in `seed`. catan-cli bench-bots uses it (engine/platform/bot_arena.hpp).
  std::vector<std::string> bot_levels;
  std::function<bool(const nlohmann::json& view, const std::string& level, uint64_t seed, nlohmann::json& action,
                     std::string& error)>
      bot;
};

/// Every registered game, in registration order (built-ins first, engine/games.cpp).
const std::vector<GameEntry>& registered_games();
/// The game with this protocol name, or nullptr.
const GameEntry* find_game(std::string_view name);
/// Adds a game. Returns false (and adds nothing) if the name is empty or taken,
/// or the entry has no factory.
bool register_game(GameEntry entry);

/// The built-in games, one line each (engine/games.cpp).
void add_builtin_games(std::vector<GameEntry>& out);

/// Starts a match of the game named by config["game"]. nullptr and an error
/// JSON {"code","message"} (unknown_game, bad_json, or the game's own refusal).
std::unique_ptr<GameMatch> new_match(const std::string& config_json, std::string& error_json);
/// Loads a save of the game named by save["config"]["game"]. nullptr and an error JSON.
std::unique_ptr<GameMatch> load_match(const std::string& save_json, std::string& error_json);

/// Every option at its default, flat by OptionSpec::key ({"board":"beginner","vp_target":10,...}).
nlohmann::json default_options(const GameInfo& info);
/// Config JSON with every option at its default: {"game","players","seed", top-level options, "options":{...}}.
nlohmann::json default_config(const GameInfo& info, uint64_t seed);
/// A game's description as JSON (catan-cli games; docs/architecture.md).
nlohmann::json game_info_json(const GameInfo& info);

}  // namespace catan
