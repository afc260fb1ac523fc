// What the hex-board screen keeps between frames for one session: the build mode, the
// dialogs' picks, the chooser for a board click that fits several actions, the board camera.
// Held by the session (Session::screen_state) so it lives as long as the game.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "imgui_frontend/control/game_stats.hpp"
#include "imgui_frontend/control/session.hpp"
#include "imgui_frontend/screens/hex/board_pieces.hpp"
#include "imgui_frontend/screens/hex/effects.hpp"

struct ImDrawList;

namespace catan::ui {

struct AppState;

/// What a game built on the hex screen (Cities & Knights, screens/cities_knights/) adds to it,
/// so that game reuses the board, panels, trade and dialogs instead of copying them. Every hook
/// is optional (nullptr: the hex screen's own behaviour); the base games set none.
struct HexHooks {
  /// Extra board drawing: `under` before the base pieces (city walls), else after them
  /// (knights, metropolises, the merchant, badges). `pos`/`size` is the board's rectangle.
  void (*draw_board)(Session& s, ImDrawList* dl, const BoardXf& t, ImVec2 pos, ImVec2 size, bool under) = nullptr;
  /// The board target of legal action `a` now: 1 = a click target at `ref` (which the hook
  /// may point elsewhere, e.g. a knight's destination), 0 = not a target now, -1 = the hex
  /// screen's own rule (BoardTypeActive).
  int (*target)(const Session& s, const nlohmann::json& a, LegalRef& ref) = nullptr;
  /// A click on a board element that several legal actions fit: true if the hook took it
  /// (e.g. chose the knight to move first), false to show the hex screen's chooser.
  bool (*click)(Session& s, const char* kind, int id, const std::vector<nlohmann::json>& fit) = nullptr;
  /// The panel's own section, drawn after the actions (the Play tab on a phone).
  void (*panel)(Session& s) = nullptr;
  /// The hand's extra cards (drawn after the resource chips).
  void (*hand)(Session& s) = nullptr;
  /// Replaces the discard dialog after a 7 (e.g. commodities discarded too).
  void (*discard)(Session& s) = nullptr;
  /// True if the game's panel has a control for legal action `a`. Set: the game's panel lists
  /// every other legal action itself (the hex screen's generic list is not drawn).
  bool (*handles)(const Session& s, const nlohmann::json& a) = nullptr;
  /// Extra dice drawn after the two dice in the top bar at `p` (each `h` square); returns how
  /// many die widths it needs (called with dl == nullptr to measure).
  int (*dice)(Session& s, ImDrawList* dl, ImVec2 p, float h) = nullptr;
  /// The size (px, margin included) of what draw_board puts at the board canvas's top left
  /// (C&K's barbarian badge); the board is fitted clear of it when it would cover land.
  ImVec2 (*overlay)(const Session& s) = nullptr;
  /// The game's own help sections.
  void (*help)() = nullptr;
  /// A new event of the module's own (type >= kModuleEventFirst) seen by `viewer` at `now`
  /// (RedrawClock seconds): its effects, e.g. toasts (effects.hpp AddToast).
  void (*event)(Session& s, Effects& fx, const catan::Event& e, int viewer, double now) = nullptr;
  /// False for a game without development cards (Cities & Knights): the players' table has no
  /// Dev and Knights (army) columns and no Largest Army, and the bank no deck line.
  bool development_cards = true;
};

/// What the board does with a click in the main phase.
enum class BuildMode { none, road, settlement, city };

/// The hex screen's state of one session.
struct HexUi : ScreenState {
  BuildMode mode = BuildMode::none;
  Counts discard{};           ///< discard dialog picks
  Counts give{}, get{};       ///< domestic trade offer being built
  bool offer_open = false;    ///< the offer section is open: a click on a hand card gives it
  bool close_offer = false, close_bank = false;  ///< a trade was made: fold that section once
  int maritime_give = -1, maritime_get = -1;
  int maritime_rate = 0, maritime_count = 1;  ///< chosen rate (0 = best) and cards to get
  int yop[2] = {-1, -1};      ///< Year of Plenty picks
  Counts forced_give{};       ///< CATAN for Two forced trade: the 2 cards given back
  bool counter_open = false;  ///< the counter-offer pickers are open (trade panel or offer tray)
  Counts counter_give{}, counter_get{};  ///< the counter-offer being built, from this seat's side
  std::vector<nlohmann::json> choices;  ///< several legal actions for one board click
  std::string choice_title;
  float zoom = 1.0f, pan_x = 0.0f, pan_y = 0.0f;  ///< board camera (1 = fit)
  Effects fx;                 ///< toasts, roll and build animations, the log's unread count
  bool help = false;          ///< the help window is open
  std::shared_ptr<GameStats> stats;  ///< the finished game's statistics (victory screen), made once
  const HexHooks* hooks = nullptr;   ///< the game's additions (set each frame by its screen), or none

  void ActionDone() override {
    choices.clear();
    mode = BuildMode::none;
  }
  void SeatChanged() override {
    ActionDone();
    discard = give = get = forced_give = counter_give = counter_get = Counts{};
    counter_open = false;
  }
};

/// Draws one frame of the hex screen (the "hex" family's draw; a game reusing it sets
/// Ui(s).hooks first).
void DrawHexScreen(AppState& app, float width, float height);

/// The hex screen's state of `s`, made on first use.
inline HexUi& Ui(Session& s) {
  if (!s.screen_state) s.screen_state = std::make_unique<HexUi>();
  return static_cast<HexUi&>(*s.screen_state);
}

/// Read-only: the hex screen's state of `s`, or the initial one if it has none yet.
inline const HexUi& Ui(const Session& s) {
  static const HexUi kInitial;
  return s.screen_state ? static_cast<const HexUi&>(*s.screen_state) : kInitial;
}

}  // namespace catan::ui
