// The narrow string/JSON facade the web layer, the CLI and peer hosts call.
// Everything crossing it is JSON text; nothing throws.
#pragma once
#include <string>
#include <vector>

#include "engine/catan/game.hpp"

namespace catan {

/// One match of a registered board game.
class Match {
 public:
  /// Starts a new game from config JSON (docs/protocol.md "Config").
  /// Returns "" on success, else an error JSON {"code","message"}.
  std::string create(const std::string& config_json);
  /// Loads a save (docs/protocol.md "Save"). "" or an error JSON.
  std::string load(const std::string& save_json);
  /// The save JSON text of the current game.
  std::string save() const;
  /// View JSON for `player` (-1 spectator), legal actions included.
  std::string view(int player) const;
  /// Applies one action JSON. Returns {"ok":true,"events":[...]} (events as
  /// seen by the acting player) or {"ok":false,"error":{"code","message"}};
  /// on error the state is untouched. If `allow_chance` is false an action
  /// carrying a "chance" field is refused (peer hosts receiving guest input).
  std::string submit(const std::string& action_json, bool allow_chance = true);
  /// Pending players as a JSON array.
  std::string pending() const;
  /// Access to the underlying game (native callers, bots).
  const Game& game() const { return game_; }
  bool started() const { return started_; }

 private:
  Game game_;
  bool started_ = false;
};

/// Registered board-game names ("base", "two-player", ...).
std::vector<std::string> game_names();
/// The rule module for a name, or nullptr.
const RuleModule* find_rules(const std::string& name);

}  // namespace catan
