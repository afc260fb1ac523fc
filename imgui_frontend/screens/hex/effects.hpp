// What makes the hex screen feel alive: it watches the events of the seat's view and turns the
// new ones into short effects: toasts for events that touch the viewer (a steal from you, a
// Monopoly taking your cards, an award changing hands, your turn, a trade offered to you), the
// producing hexes lit and each player's gains floating after a roll, dice that roll, pieces
// that appear, and the sound of each. Every effect asks for frames only while it runs
// (redraw.hpp Animate / RedrawIn), and with reduced motion (motion.hpp) shows its final state at
// once: nothing moves, a toast or highlight simply stays for its time.
#pragma once
#include <array>
#include <string>
#include <vector>

#include <imgui.h>

#include "engine/catan/player_view.hpp"

namespace catan::ui {

class Session;

/// Seconds a toast stays; a roll's lit hexes and gains; dice rolling; a piece appearing.
inline constexpr double kToastSeconds = 4.5, kRollGlowSeconds = 1.6, kDiceRollSeconds = 0.6, kPieceSeconds = 0.35;
/// Seconds the "your turn" toast stays at most: it is a cue, not news, and it lies over the
/// board's top row; the player's first move or the end of the turn takes it away sooner.
inline constexpr double kTurnToastSeconds = 2.0;

/// A short banner. `id` is its probe id ("toast stolen", "toast turn", ...).
struct Toast {
  std::string text, id;
  int colour = -1;  ///< palette colour of the player it is about, -1 none
  double born = 0;
  double life = kToastSeconds;  ///< seconds it stays
};

/// A player's gains of one roll ("+2 grain"), shown floating over the board.
struct Gain {
  int player = -1;
  std::string text;
};

/// One session's effects state (kept in the hex screen's HexUi).
struct Effects {
  std::array<catan::Event, catan::kViewEvents> seen{};
  int seen_count = -1;     ///< -1: nothing seen yet (the first view only primes, no effects)
  long total = 0;          ///< events seen since the screen opened (the log's "new entries")
  long log_read = 0;       ///< `total` when the reader last saw the end of the log
  bool log_jump = false;   ///< the "new entries" chip was pressed: scroll the log to its end
  bool log_at_end = true;  ///< the log showed (or was sent to) its end on the last frame
  float log_scroll = 0;    ///< the log's scroll offset on the last frame (px)
  int last_turn_seat = -2; ///< whose turn it was (for the "your turn" cue), -2 before the first view
  Counts last_hand{};  ///< the viewer's hand in the previous view (what a Monopoly took)
  int last_viewer = -1;
  std::vector<Toast> toasts;
  /// The bottom-right corner of an overlay at the board's top left (C&K: the barbarian badge),
  /// drawn this frame; (0, 0) none. Toasts that would cover it start below it.
  ImVec2 keep_clear{0, 0};
  double roll_born = -1;   ///< when the last roll arrived (-1 none)
  int roll_dice[2] = {0, 0};
  std::vector<int> lit;    ///< hexes that produced on that roll
  std::vector<Gain> gains; ///< gains of that roll, one per player
  struct Appear { int kind = 0, id = -1; double born = 0; };  ///< kind 0 edge, 1 vertex
  std::vector<Appear> pieces;
};

/// Adds toast `text` (probe id `id`, about palette colour `colour` or -1) born at `now`, staying
/// `life` seconds; at most 4 stay, the oldest goes first.
void AddToast(Effects& fx, std::string text, const char* id, int colour, double now, double life = kToastSeconds);

/// Reads the new events of the session's view (once per frame, before drawing) and starts
/// their effects; drops effects that ended, asking for the frames the running ones need.
void TrackEffects(Session& s, Effects& fx);

/// 0..1 progress of a piece appearing at board element (`kind` 0 edge, 1 vertex), 1 if none.
float PieceAppear(const Effects& fx, int kind, int id);
/// Alpha 0..1 of the roll's glow on the producing hexes (0 when none).
float RollGlow(const Effects& fx);
/// While the dice roll: the faces to show now (tumbling), else false.
bool RollingDice(const Effects& fx, int faces[2], float* jitter);
/// Draws the stacked toasts at the top right of the area (x, y, width) on the foreground, and
/// records each in the probe (kind "toast"); they take no input.
void DrawToasts(Effects& fx, const Session& s, float x, float y, float width);
/// Draws the gains of the last roll floating up over the board area (pos, size).
void DrawGains(const Effects& fx, const Session& s, ImVec2 pos, ImVec2 size);

}  // namespace catan::ui
