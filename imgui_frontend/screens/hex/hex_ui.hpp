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
#include "imgui_frontend/screens/hex/effects.hpp"

namespace catan::ui {

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
