// The board game state (base game + a rule module): pending players, legal
// actions, apply, views and JSON saves (issue 3 "Interfaces").
//
// Rules source: /work/shared/rules/catan-board.md §1 (base game) with the
// decisions of shared/rules/README.md. Documented defaults for UNCONFIRMED
// facts: beginner harbor edges (layout.hpp); Road Building places only one
// road when one piece is left or only one spot is legal; Year of Plenty takes
// what the bank has; setup starts with seat 0 (seat order replaces the
// starting roll); the friendly robber protects other players with <= 2 public VP.
#pragma once
#include <array>
#include <memory>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/catan/action.hpp"
#include "engine/catan/config.hpp"
#include "engine/catan/event.hpp"
#include "engine/catan/game_def.hpp"
#include "engine/catan/player_view.hpp"
#include "engine/catan/position.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/core/error.hpp"

namespace catan {

/// Save format version written by to_json(); from_json() also reads version 1
/// (module values in untyped "variant" slots and players' "tokens").
inline constexpr int kSaveVersion = 2;

/// A game in progress. Copyable value (copy = clone); the definition is shared.
class Game {
 public:
  Game() = default;

  /// New game from a config; a config with a scenario starts at that position
  /// (docs/scenario.md). Errors: bad_config, unknown_game, and for a scenario
  /// bad_scenario, not_conserved, no_piece_left, occupied, distance_rule,
  /// not_connected, bad_award, impossible_position.
  static bool create(const Config& config, Game& out, Error& err);

  const GameDef& def() const { return *def_; }
  const Position& position() const { return pos_; }
  /// Direct access for scenario tests that arrange a position by hand.
  Position& position_for_test() { return pos_; }

  /// True if `player` may act now (§1.5 active player, §1.7 discarders, §1.8 trade answers).
  bool is_pending(int player) const;
  /// Pending players in ascending order; returns how many were written.
  int pending_players(std::array<int8_t, kMaxPlayers>& out) const;
  bool is_terminal() const { return pos_.phase == Phase::game_over; }
  /// Winning player, or -1.
  int winner() const { return pos_.winner; }

  /// All legal actions of `player` (empty if not pending). Open-ended actions
  /// are listed in canonical small forms: discard one card at a time, offers
  /// of one card for one card; any other valid form is still accepted by apply.
  void legal_actions(int player, ActionList& out) const;
  /// Checks an action against the current state without changing it.
  Refusal check(const Action& a) const;
  /// Applies a legal action (validate, dispatch, log); on refusal the state is
  /// untouched and the refusal returned. Events: last_events().
  Refusal apply(const Action& a);
  /// Like apply, with the error as an allocated Error value.
  bool apply(const Action& a, Error& err);
  /// Events produced by the last successful apply.
  const EventList& last_events() const { return events_; }
  /// Every applied action in order (the replay log).
  const std::vector<Action>& log() const { return log_; }
  /// Turn the appending of actions to the log off (benchmarks only; no save then).
  void set_logging(bool on) { logging_ = on; }

  /// Total VP of a player, hidden VP cards included (§1.13).
  int total_points(int player) const;
  /// VP everybody can see (no hidden VP cards).
  int public_points(int player) const;

  /// What `player` sees (-1 = spectator): docs/protocol.md "View" (player_view_to_json
  /// of player_view).
  nlohmann::json view(int player) const;
  /// The typed view of `player` (-1 or a colour that is not seated = spectator), built by
  /// copy-and-mask (player_view.hpp). The second form reuses `out` (no allocation).
  PlayerView player_view(int player) const;
  void player_view(int player, PlayerView& out) const;
  /// Save: {"format":"catan-save","version":1,"config":...,"log":[...],"state":snapshot}.
  nlohmann::json to_json() const;
  /// Full state snapshot (omniscient, includes PRNG), the "state" of a save.
  nlohmann::json snapshot() const;
  /// Loads a save by replaying its log through apply; a given "state" must
  /// equal the replayed snapshot. Errors: bad_save, bad_config, unknown_game,
  /// bad_action, illegal_action (with the index), state_mismatch.
  static bool from_json(const nlohmann::json& j, Game& out, Error& err);

  /// Recent events (newest last), up to kRecent.
  static constexpr int kRecent = 40;
  int recent_count() const { return recent_n_ < kRecent ? recent_n_ : kRecent; }
  const Event& recent(int i) const;  ///< 0 = oldest kept

 private:
  std::shared_ptr<const GameDef> def_;
  Position pos_;
  std::vector<Action> log_;
  EventList events_;
  std::array<Event, kRecent> recent_{};
  int recent_n_ = 0;  ///< total events ever pushed to recent_
  bool logging_ = true;
};

}  // namespace catan
