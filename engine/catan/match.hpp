// The narrow string/JSON facade the web layer, the CLI and peer hosts call.
// Everything crossing it is JSON text; nothing throws.
#pragma once
#include <string>
#include <vector>

#include "engine/catan/game.hpp"
#include "engine/platform/game_match.hpp"

namespace catan {

/// One match of a registered board game: the board games' GameMatch.
class Match final : public GameMatch {
 public:
  /// Starts a new game from config JSON (docs/protocol.md "Config").
  /// Returns "" on success, else an error JSON {"code","message"}.
  std::string create(const std::string& config_json) override;
  /// Loads a save (docs/protocol.md "Save"). "" or an error JSON.
  std::string load(const std::string& save_json) override;
  /// The save JSON text of the current game.
  std::string save() const override;
  /// View JSON for `player` (-1 spectator), legal actions included.
  std::string view(int player) const override;
  /// Applies one action JSON. Returns {"ok":true,"events":[...]} (events as
  /// seen by the acting player) or {"ok":false,"error":{"code","message"}};
  /// on error the state is untouched. If `allow_chance` is false an action
  /// carrying a "chance" field is refused (peer hosts receiving guest input).
  std::string submit(const std::string& action_json, bool allow_chance = true) override;
  /// Pending players as a JSON array.
  std::string pending() const override;
  /// Access to the underlying game (native callers, bots).
  const Game& game() const { return game_; }
  bool started() const override { return started_; }
  // GameMatch queries (match_queries.cpp).
  std::string legal(int player) const override;
  int seat_count() const override;
  int version() const override;
  bool terminal() const override;
  int winner() const override;
  /// check_invariants (playout.hpp): cards, pieces, points, awards, legal actions.
  std::string invariants() const override;
  /// check_deep (playout.hpp): save replay, views leaking nothing.
  std::string deep_invariants() const override;

 private:
  Game game_;
  bool started_ = false;
};

/// Registered board-game names ("base", "two-player", ...), from the registry.
std::vector<std::string> game_names();
/// The rule module of a registered board game, or nullptr.
const RuleModule* find_rules(const std::string& name);

}  // namespace catan
