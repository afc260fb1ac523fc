// The front end's only window onto a game: a Table gives the view JSON of a seat and takes
// action JSON. A local table wraps the engine (web/local_table.hpp); a peer guest's table
// would forward actions to the host and hold the last view it received. The front end never
// sees engine state, only what a Table returns (docs/protocol.md "View", "Actions").
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/catan/player_view.hpp"

namespace catan::ui {

/// A game the screen can show and act on.
class Table {
 public:
  virtual ~Table() = default;
  /// View JSON of `seat` (-1 = spectator), docs/protocol.md "View".
  virtual std::string view(int seat) const = 0;
  /// The typed view of `seat` (-1 = spectator) of a hex-board game, what the screens read:
  /// built by the engine without JSON for a local game, parsed once from the host's JSON for
  /// a peer guest. Returns false if the table has none (a game without a hex board).
  virtual bool player_view(int seat, catan::PlayerView& out) const = 0;
  /// Applies one action JSON. Returns {"ok":true,"events":[...]} or
  /// {"ok":false,"error":{"code","message"}} (and then nothing changed).
  virtual std::string submit(const std::string& action_json) = 0;
  /// Seats that may act now, ascending.
  virtual std::vector<int> pending() const = 0;
  /// Save JSON text of the game (docs/protocol.md "Save").
  virtual std::string save() const = 0;
  /// Increases by one with every accepted action (state version).
  virtual int version() const = 0;
};

/// What the page around the front end provides: making tables and a small key/value store
/// (the browser's localStorage). Every function must be set.
struct Host {
  /// New game from config JSON; on failure returns nullptr and sets `error` (a readable line).
  std::function<std::unique_ptr<Table>(const std::string& config_json, std::string& error)> create;
  /// Game from save JSON; on failure returns nullptr and sets `error`.
  std::function<std::unique_ptr<Table>(const std::string& save_json, std::string& error)> load;
  /// Stored text under `key`, or "" if none.
  std::function<std::string(const std::string& key)> get;
  /// Stores `value` under `key`.
  std::function<void(const std::string& key, const std::string& value)> put;
  /// Removes `key`.
  std::function<void(const std::string& key)> remove;
};

/// Who answers for a seat: a person at this device, a computer player, or a remote peer.
enum class SeatKind { human, computer, remote };

/// A computer player: takes the typed view of its seat, a level name ("easy", "strong"), a
/// decision seed and the most domestic offers it may make per turn (-1 = its own limit), and
/// returns one action JSON. Plugged in by SetComputerPlayer; the engine's bots (engine/bots)
/// implement it. The seed makes a game with computer players replayable.
using ComputerPlayer = std::function<std::string(const catan::PlayerView& view, const std::string& level,
                                                 uint64_t seed, int offer_limit)>;

/// Domestic offers a computer player may make per turn when a person (at this device or
/// remote) sits at the table: each offer waits for every player's answer.
inline constexpr int kOffersPerTurnWithPeople = 2;

/// What the page provides for peer games (shell/peer-game.js); every member may be empty,
/// and then the screens offer no remote seats and no joining. See docs/peer-protocol.md
/// "Peer games".
struct PeerHooks {
  /// This device hosts a game whose `seats` are remote; `resumed` = the game was reloaded
  /// from storage (re-use the saved peer session and tokens), else a fresh peer session.
  std::function<void(const std::vector<int>& seats, bool resumed)> host_start;
  /// The hosted game is gone (abandoned or left): close every link.
  std::function<void()> host_stop;
  /// The hosted game changed (state version, names, connection statuses): send each remote
  /// seat its view again.
  std::function<void(int version)> host_changed;
  /// The host asked for an invite for remote `seat` (opens the page's invite dialog).
  std::function<void(int seat)> host_invite;
  /// The player asked to join a game hosted elsewhere (opens the page's join dialog).
  std::function<void()> join;
  /// Guest: sends an action JSON made against state `version` to the host. Returns "" if
  /// sent, else a readable reason (not connected, ...).
  std::function<std::string(const std::string& action_json, int version)> guest_send;
  /// Guest: the player left the hosted game (close the link, forget the seat of this tab).
  std::function<void()> guest_leave;
  /// A quick message from this device's player at `seat`: a preset id (`text` empty) or a free
  /// text (`preset` empty). The host relays it to every guest; a guest sends it to the host.
  /// It shows here when it comes back through Session::Heard.
  std::function<void(int seat, const std::string& preset, const std::string& text)> say;
  /// Host: guests may (or may no longer) send free text in quick messages.
  std::function<void(bool on)> say_free_text;
};

/// Registers the page's peer hooks (see PeerHooks).
void SetPeerHooks(PeerHooks hooks);
/// The registered peer hooks.
const PeerHooks& GetPeerHooks();

/// Registers the computer player used by seats of kind `computer` (nullptr = none; then
/// the new-game screen offers no computer seats).
void SetComputerPlayer(ComputerPlayer player);
/// The registered computer player (may be empty).
const ComputerPlayer& GetComputerPlayer();

}  // namespace catan::ui
