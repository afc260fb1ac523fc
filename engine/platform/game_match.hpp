// The game-agnostic match interface: one game in progress of any registered
// game (board games with a hex board, later card games without one). Every
// call takes and returns JSON text, so the page, catan-cli, peer hosts and
// the play-out harness drive any game the same way. Nothing here throws.
#pragma once
#include <string>

namespace catan {

/// One match of a registered game. Implementations: catan::Match (the board
/// games, engine/catan/match.hpp) and any game registered later.
class GameMatch {
 public:
  virtual ~GameMatch() = default;
  /// Starts a new game from config JSON ({"game":name,"seed":S,...}).
  /// Returns "" on success, else an error JSON {"code","message"}; on error nothing changed.
  virtual std::string create(const std::string& config_json) = 0;
  /// Loads a save written by save() (replayed and checked). "" or an error JSON.
  virtual std::string load(const std::string& save_json) = 0;
  /// Save JSON of the current game ({"config":{...},...}); "null" before create/load.
  virtual std::string save() const = 0;
  /// What `player` sees (-1 spectator), its legal actions included as "legal_actions".
  virtual std::string view(int player) const = 0;
  /// Applies one action JSON. Returns {"ok":true,"events":[...]} or
  /// {"ok":false,"error":{"code","message"}} (state untouched). With `allow_chance`
  /// false an action carrying a supplied chance outcome is refused.
  virtual std::string submit(const std::string& action_json, bool allow_chance = true) = 0;
  /// Seats that may act now, as a JSON array of seat numbers (ascending).
  virtual std::string pending() const = 0;
  /// Legal actions of `player` as a JSON array ([] when not pending).
  virtual std::string legal(int player) const = 0;
  /// Seats that take turns (neutral colours not included); 0 before create/load.
  virtual int seat_count() const = 0;
  /// Actions applied since the game began (a resumed game keeps counting).
  virtual int version() const = 0;
  /// True once create or load succeeded.
  virtual bool started() const = 0;
  /// True when the game is over.
  virtual bool terminal() const = 0;
  /// Winning seat, or -1 (none yet / no winner).
  virtual int winner() const = 0;
  /// Game-specific cheap invariants for the play-out harness ("" if all hold).
  virtual std::string invariants() const { return ""; }
  /// Game-specific expensive invariants, run on sampled steps ("" if all hold).
  virtual std::string deep_invariants() const { return ""; }
};

}  // namespace catan
