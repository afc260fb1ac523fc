// The app's screens drawn with Dear ImGui. The front end draws from a player's view
// and turns clicks into engine actions; it never mutates engine state itself.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "imgui_frontend/control/session.hpp"
#include "imgui_frontend/control/table.hpp"

namespace catan::ui {

/// Which screen is showing.
enum class Screen { Title, NewGame, Game };

/// Everything the front end keeps between frames (apart from the engine).
struct AppState {
  Screen screen = Screen::Title;
  float ui_scale = 1.0f;      ///< device pixel ratio the fonts were built for
  std::string status;         ///< one-line message on the title screen (e.g. a save that failed to load)
  Host* host = nullptr;       ///< set by the page before the first frame
  std::unique_ptr<Session> session;  ///< the game being played, if any
  GameSetup form;             ///< the new-game screen's choices
  std::string seed_text;      ///< the seed field as typed
  bool confirm_abandon = false;
  /// Set by the page when it can open a position file (docs/scenario.md): the title
  /// screen then offers "Open position…", which calls it (the page shows a file chooser).
  std::function<void()> pick_position;
};

/// Resumes the saved game from the host's storage if there is one. A save that cannot be
/// loaded is removed and the reason shown on the title screen. Returns true if resumed.
bool ResumeSaved(AppState& app);

/// Starts a game from the setup; on failure stays on the new-game screen with the reason.
bool StartGame(AppState& app, const GameSetup& setup);

/// Starts a game from an engine config JSON the page made (e.g. from a scenario file), with
/// `setup` naming the seats. On failure returns false with the reason in app.status.
bool StartConfigured(AppState& app, const GameSetup& setup, const std::string& config_json);

/// Leaves the current game for the title screen and forgets its save.
void AbandonGame(AppState& app);

/// Peer guest: takes the payload {"game": view, "table": seats} of a view message from the
/// host at state `version`; the first one (or one for another seat) starts the guest's
/// session and shows the game. Returns "" or a readable reason (then nothing changed).
std::string GuestReceive(AppState& app, const std::string& payload_json, int version);

/// Draws one frame of the whole app into the current ImGui frame.
/// `width`, `height`: the canvas size in CSS pixels.
void DrawApp(AppState& app, float width, float height);

/// The shared screens (one file each). A running game is drawn by its family's screen
/// (screens/screen_registry.hpp, e.g. screens/hex/ for the hex-board games).
void DrawTitle(AppState& app, float width, float height);
void DrawNewGame(AppState& app, float width, float height);

/// Default setup for a registered game (its default seats and options); an unknown name
/// gives the first registered game.
GameSetup DefaultSetup(const std::string& game);
/// The new-game screen's choices for `game` as last started (host storage key
/// "catan.new_game.<game>"), with a new seed; the default setup if none was kept or it no
/// longer fits the game.
GameSetup RememberedSetup(const AppState& app, const std::string& game);
/// Keeps `setup` as the choices RememberedSetup returns next time.
void RememberSetup(const AppState& app, const GameSetup& setup);

}  // namespace catan::ui
