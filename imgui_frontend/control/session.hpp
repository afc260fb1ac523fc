// One game being played at this device: the table, who sits where (names, colours, seat
// controllers), which seat the screen shows (hot-seat), the parsed view of that seat, and the
// UI state that lives between frames (build mode, dialog inputs, the one-line status).
// Every accepted action is followed by a save of the whole session to the host's storage.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "imgui_frontend/control/table.hpp"
#include "imgui_frontend/control/view_model.hpp"

namespace catan::ui {

/// One seat as chosen on the new-game screen.
struct SeatSetup {
  std::string name;
  int colour = 0;  ///< index into the palette (theme.hpp)
  SeatKind kind = SeatKind::human;
  std::string level = "strong";  ///< computer seats: "easy" or "strong"
  /// A remote seat the host handed to a computer player (kind computer meanwhile) until it
  /// gives it back (Session::LendSeat); it keeps its peer link and invite.
  bool lent = false;
  /// Lent because its turn timer ran out (session_timer.cpp): given back by itself once the
  /// seat's turn or decision is done.
  bool timed = false;
};

/// Levels a computer seat of `game` may take, as the new-game screen offers them: "easy" and
/// "strong" for the board games (engine/bots), a registry game's GameEntry::bot_levels minus
/// "random" otherwise; empty if the game has no computer players in this build.
std::vector<std::string> ComputerLevels(const std::string& game);

/// Pauses between computer moves, in seconds (0 = instant), as offered on the screens.
inline constexpr double kComputerDelays[] = {1.0, 0.5, 0.15, 0.0};

/// Turn timer limits the host's online panel offers, in seconds (0 = off), and the largest
/// limit it accepts (Session::SetTurnTimer).
inline constexpr int kTurnTimerChoices[] = {0, 30, 60, 120, 300};
inline constexpr int kTurnTimerMax = 3600;

/// Everything the new-game screen chooses; saved with the game.
struct GameSetup {
  std::string game;               ///< a registered game's name (engine/platform/registry.hpp)
  int players = 4;                ///< seated players
  uint64_t seed = 1;
  /// The game's options by OptionSpec::key ({"board":"random","vp_target":10,...}),
  /// top-level config fields and "options" entries alike.
  nlohmann::json options = nlohmann::json::object();
  bool handover = true;           ///< hide hands between human players
  double computer_delay = 0.5;    ///< seconds between computer moves (0 = one per frame)
  std::vector<SeatSetup> seats;   ///< one per colour on the board (neutrals included)
  /// Peer games: a remote seat to act for longer than this many seconds is played by a
  /// computer until its turn or decision is done (session_timer.cpp); 0 = no turn timer.
  int turn_seconds = 0;
};

/// Config JSON (docs/protocol.md "Config") of a setup: each option where its spec puts it.
nlohmann::json ConfigJson(const GameSetup& s);
/// Setup as JSON and back (the part of a saved session the engine does not know). Options
/// are stored flat beside "game" and "players" ({"board":..,"vp_target":..}), as sessions
/// saved before the registry stored board and vp_target; missing options take their defaults,
/// values outside the game's option spec are refused.
nlohmann::json SetupJson(const GameSetup& s);
bool SetupFromJson(const nlohmann::json& j, GameSetup& out);

/// A remote seat's connection as the peer layer reports it (docs/peer-protocol.md).
struct SeatLink {
  std::string status = "empty";  ///< "empty" (no guest yet), "connecting", "open", "disconnected"
  double latency_ms = -1;        ///< round trip of the last ping, or -1 if unknown
  /// Host: RedrawClock() seconds when the seat's guest went away (disconnected; a rejoin under
  /// way, connecting, is still away), -1 while connected or never joined. Set by SetSeatLink.
  double away_since = -1;
};

/// Readable words for a SeatLink status ("waiting for a guest", "connected", ...).
const char* LinkWords(const std::string& status);
/// A duration as a clock: "0:07", "1:05", "1:02:05" (whole seconds, rounded down; negative as 0).
std::string ClockText(double seconds);

/// A quick message of a peer game (docs/peer-protocol.md "say"), as shown on the table.
struct SaidLine {
  int seat = -1;
  std::string preset;  ///< a preset id of kSayPresets, or "" for a free text
  std::string text;    ///< the free text as the peer layer cleaned it ("" for a preset)
  double at = 0;       ///< RedrawClock() seconds when it arrived
};
/// Preset ids of quick messages in the order the Say popup offers them; each shows through
/// the catalogue key "ui.say.preset.<id>" (the same list as shell/peer-protocol.js SAY_PRESETS).
inline constexpr const char* kSayPresets[] = {"gl", "nice", "thanks", "oops", "wait", "wp", "trade", "your_turn",
                                              "smile", "sad", "grin", "wow"};
/// Quick messages kept per session, seconds each is shown, longest free text (code points).
inline constexpr int kSayKept = 6;
inline constexpr double kSaySeconds = 5.0;
inline constexpr int kSayMaxChars = 120;

/// What a game family's screen keeps between frames for a session (the hex screen's build
/// mode, dialog picks, board camera: screens/hex/hex_ui.hpp). The session owns it but never
/// reads it: it only tells it when the picks no longer fit.
class ScreenState {
 public:
  virtual ~ScreenState() = default;
  /// An action was accepted, or the host ended the game: drop pending clicks and choosers.
  virtual void ActionDone() = 0;
  /// The seat on screen changed: also drop the previous seat's picks.
  virtual void SeatChanged() = 0;
};

/// Seconds a person has to answer a computer's domestic offer before their seat's controller
/// declines it (a normal, logged respond_trade decline).
inline constexpr double kComputerOfferSeconds = 8.0;
/// Storage key of the remembered "ignore computer offers" toggle ("1" = on).
inline constexpr const char* kIgnoreOffersKey = "catan.ignore_offers";

/// Storage key of the saved session.
inline constexpr const char* kSaveKey = "catan.session";

class Session {
 public:
  Session(Host& host, std::unique_ptr<Table> table, GameSetup setup);
  /// The game was resumed from storage: hide the hand until its player confirms.
  void MarkResumed();
  /// Makes this the session of a peer guest holding `seat`: the screen always shows that
  /// seat, nothing is saved here, and actions go to the host through the table.
  void MakeGuest(int seat);
  /// True for a peer guest's session (see MakeGuest).
  bool guest() const { return guest_seat_ >= 0; }

  // Peer host side (docs/peer-protocol.md "Peer games").
  /// Host: hands remote `seat` to a computer player (`to_computer`, e.g. its guest dropped),
  /// or gives a seat handed so back to its guest. The game goes on with the computer's moves;
  /// the guest's actions are refused meanwhile. Returns false (nothing changes) for a guest's
  /// session or a seat that is not remote (to_computer) or not handed over (back).
  bool LendSeat(int seat, bool to_computer);

  // The turn timer (session_timer.cpp).
  /// Host: sets the turn timer's limit in seconds (0 = off, at most kTurnTimerMax); saved with
  /// the game. A running timer starts again. False (nothing changes) on a guest or out of range.
  bool SetTurnTimer(int seconds);
  /// The remote seat whose turn timer runs (host: its own; guest: as the host sent it), or -1.
  int TimerSeat() const { return timer_seat_; }
  /// Seconds that seat has left, or -1 when no timer runs.
  double TimerSecondsLeft() const;

  /// Remote seats of this game, ascending (seats handed to a computer included: they keep
  /// their link).
  std::vector<int> RemoteSeats() const;
  /// Applies an action a guest holding `seat` sent against state `version`. Refuses (and
  /// changes nothing) unless: the JSON is an object, `seat` is a remote seat, the action's
  /// "player" is `seat`, `version` is the current state version, it carries no chance
  /// outcome and the engine finds it legal. Returns {"ok":true} or {"ok":false,"error":
  /// {"code","message"}} with codes malformed_action, not_remote, wrong_player,
  /// stale_version, or the engine's (chance_refused, not_pending, illegal_action, ...).
  std::string SubmitFrom(int seat, const std::string& action_json, int version);
  /// What a guest holding `seat` receives: {"game": view of that seat, "table": names,
  /// colours, seat kinds and connection statuses}. Never the seed or another hand.
  nlohmann::json PeerView(int seat) const;
  /// Records the connection status of remote `seat` (host) as the peer layer reports it.
  void SetSeatLink(int seat, SeatLink link);
  /// Connection of `seat` (host: from SetSeatLink; guest: from the host's table info).
  SeatLink Link(int seat) const;
  /// Host: seconds the guest of remote `seat` has been away (SeatLink::away_since), or -1 if
  /// it is not away (and always -1 on a guest's page: the host keeps these times).
  double AwaySeconds(int seat) const;
  /// Guest: the link to the host.
  const SeatLink& host_link() const { return host_link_; }
  /// Status "closed" means the host ended the game: no move is offered any more.
  void SetHostLink(SeatLink link);
  // Quick messages (session_say.cpp).
  /// A quick message of `seat` arrived (from the peer layer: the host's own, or relayed by the
  /// host): keeps it with the time, the last kSayKept. A bad seat or an unknown preset is ignored.
  void Heard(int seat, const std::string& preset, const std::string& text);
  /// The quick messages kept, oldest first.
  const std::vector<SaidLine>& said() const { return said_; }
  /// What a quick message says in this page's language: the preset's text, or the free text.
  std::string SaidText(const SaidLine& line) const;
  /// Sends a quick message for the seat of this device's player (a guest's seat; on the host the
  /// seat on screen) through PeerHooks::say. Returns false if it could not go (no peer game, a
  /// free text that is empty, too long or switched off); the reason is then the status line.
  bool SendSay(const std::string& preset, const std::string& text);
  /// Guests may send free text (host: its switch; guest: as the host's table says).
  bool free_text() const { return free_text_; }
  /// Host: switches free text for guests on or off (tells the peer layer and the guests).
  void SetFreeText(bool on);
  /// The Say popup's free text being written.
  std::string say_draft;

  /// Guest: takes the "table" part of a peer view (names, colours, kinds, statuses).
  /// Returns false if it is malformed (then nothing changes).
  bool ApplyTable(const nlohmann::json& table);

  /// Re-reads the view if the game changed (once per state version), lets computer seats
  /// act (at most one move per call), and decides which seat the screen shows. Call once per
  /// frame before drawing; a hidden page that draws no frames may call it from a timer.
  void Update();
  /// Submits an action JSON for the seat on screen. On refusal nothing changes and the
  /// engine's reason becomes the status line; returns whether it was accepted.
  bool Submit(nlohmann::json action);
  /// Submits the legal action `a` as is.
  bool SubmitLegal(const nlohmann::json& a) { return Submit(a); }
  /// Guest: the host refused the last action (its reason, in English as the host sent it,
  /// becomes the status line).
  void Refused(const std::string& message);
  /// Sets the one-line status (an error shows in red).
  void Say(std::string text, bool error = true) { status_ = std::move(text); status_error_ = error; }

  /// The hex-board games' typed view of the seat on screen (empty for a card table).
  const ViewModel& view() const { return view_; }

  // Card tables: games without a hex board (session_cards.cpp). Their table has no typed
  // view; the session reads the view JSON of the seat on screen once per state version.
  /// True once the session found its table has no typed view (a card game).
  bool card_table() const { return card_table_; }
  /// Card table: the parsed view JSON of the seat on screen (docs/<game>.md "View"); null
  /// before the first view and for hex games.
  const nlohmann::json& seat_view() const { return seat_view_; }
  /// True when there is a view to draw: a card table's seat view, or a hex game's board.
  bool showable() const { return card_table_ ? seat_view_.is_object() : !view_.hexes.empty(); }
  /// Card table: the legal actions of the seat on screen (its view's "legal_actions", the
  /// GameMatch::legal list), an empty array when it may not act or during a hand-over.
  const nlohmann::json& legal() const { return legal_; }
  /// The winning seat, or -1 (hex games: the typed view's; card tables: the view's "winner").
  int winner() const { return card_table_ ? card_winner_ : view_.winner; }
  /// True once the game is over (a winner, or a card game ended without one).
  bool over() const { return card_table_ ? card_over_ : view_.winner >= 0; }

  /// The table behind the session.
  Table& table() { return *table_; }
  /// The view JSON of the seat on screen (for the page's JSON bridge), "" before the first view.
  std::string view_text() const;
  const GameSetup& setup() const { return setup_; }
  GameSetup& setup() { return setup_; }
  int seat() const { return seat_; }
  const std::string& status() const { return status_; }
  bool status_error() const { return status_error_; }
  /// Display name of a colour (seat names; neutrals "Neutral <colour>").
  std::string Name(int player) const;
  /// Palette index of a colour.
  int Colour(int player) const;
  /// "the mountains 8" / "the desert" for a hex id of the board in view.
  std::string HexName(int id) const;
  /// A log line in the current language, with the players' names and HexName for hexes.
  std::string LogText(const LogLine& line) const;
  /// The save text of the whole session (engine save + setup).
  std::string SaveText() const;
  /// True while the hand-over screen hides the seat on screen.
  bool handover() const { return handover_; }
  /// The next player confirmed they hold the device.
  void ConfirmHandover();
  /// Human seats in the game.
  int HumanSeats() const;
  /// Last error reading the view, "" if fine.
  const std::string& broken() const { return broken_; }

  // Computer offers at a table with people (session_offers.cpp).
  /// True while a computer's domestic offer waits for the answer of the person on screen (the
  /// screen shows it in its offer tray, with the seconds left).
  bool OfferTrayOpen() const;
  /// Seconds left before the open computer offer is declined for the person on screen.
  double OfferSecondsLeft() const;
  /// Restarts the open computer offer's countdown (the person is writing a counter-offer).
  void RestartOfferCountdown();
  /// The remembered toggle: computer offers are declined at once, never shown.
  bool IgnoreComputerOffers() const;
  void SetIgnoreComputerOffers(bool on);

  /// The screen's own state for this session (set by the screen on first use; may be null).
  std::unique_ptr<ScreenState> screen_state;

 private:
  void Refresh();
  /// Host: while a seat is away, asks for a frame when its shown away time next changes.
  void TickAway() const;
  /// Host: gives back seats the timer lent whose turn is done, starts, runs out and ticks the
  /// timer of the first remote seat to act (session_timer.cpp). Once per Update.
  void RunTurnTimer();
  /// Guest: takes the running timer from the host's table info ("timer": {"seat", "left"}).
  void ReadTimer(const nlohmann::json& table);
  /// While a timer runs: a frame when its shown seconds next change.
  void TickTimer() const;
  // Card tables (session_cards.cpp).
  void RefreshCards();
  void RefreshGuestCards();
  int ChooseSeatCards(const std::vector<int>& pending, int current) const;
  nlohmann::json CardComputerMove(int seat, uint64_t seed) const;
  /// Which seat to show when `acting` must act (the hex and card paths alike): the acting
  /// human, else the human at the device; sets computer_seat_.
  int SeatToShow(int acting);
  /// The screen now shows `seat`: tells the screen state, starts a hand-over if another
  /// human takes the device.
  void ShowSeat(int seat);
  int ChooseSeat(const std::vector<int>& pending, const catan::PlayerView& spectator) const;
  void Persist();
  // session_offers.cpp
  bool ComputerOfferAwaits(int seat, const catan::PlayerView& v) const;
  int AtScreenHuman() const;
  bool DeclinesOffScreen(int acting, const catan::PlayerView& v) const;
  void DeclineComputerOffers();

  Host& host_;
  std::unique_ptr<Table> table_;
  GameSetup setup_;
  int version_ = -1;
  int computer_seat_ = -1;      ///< the computer seat that acts next, or -1
  int computer_version_ = -1;
  int computer_wait_version_ = -1;  ///< state version the pause below started at
  double computer_wait_since_ = 0;   ///< steady-clock seconds when that version was first seen
  int seat_ = -1;
  int shown_human_ = -2;   ///< the human whose hand was last shown (-2 none yet, -1 hidden)
  bool handover_ = false;
  ViewModel view_;
  bool has_view_ = false;       ///< view_ holds a view of seat_
  catan::PlayerView scratch_;   ///< typed views read from the table (reused)
  bool card_table_ = false;     ///< the table has no typed view (session_cards.cpp)
  nlohmann::json seat_view_;    ///< card table: parsed view JSON of seat_
  nlohmann::json legal_ = nlohmann::json::array();  ///< card table: seat_'s legal actions
  int card_winner_ = -1;
  bool card_over_ = false;
  std::string status_;
  bool status_error_ = false;
  std::string broken_;
  int guest_seat_ = -1;
  bool awaiting_host_ = false;     ///< guest: an action was sent, its answer not yet seen
  std::vector<SeatLink> links_;    ///< per seat: host's view of remote links; guest's copy of the host's
  SeatLink host_link_;             ///< guest: the link to the host
  int timer_seat_ = -1;            ///< the seat the turn timer runs for, or -1 (session_timer.cpp)
  double timer_ends_ = -1;         ///< RedrawClock() seconds when it runs out
  std::vector<SaidLine> said_;     ///< quick messages, oldest first (session_say.cpp)
  bool free_text_ = true;          ///< guests may send free text
  // Computer offers (session_offers.cpp)
  bool offer_tray_ = false;        ///< the tray was open at the last update
  double offer_since_ = 0;         ///< steady-clock seconds when it opened
  int offer_declined_version_ = -1;  ///< state version a decline was last sent at (a guest's waits for the host)
  mutable int ignore_offers_ = -1;   ///< the remembered toggle, -1 until read from storage
};

}  // namespace catan::ui
