// The app's screens drawn with Dear ImGui. The front end draws from a player's view
// and turns clicks into engine actions; it never mutates engine state itself.
#pragma once
#include <string>

namespace catan::ui {

/// Which screen is showing.
enum class Screen { Title, NewGame, Game, Victory };

/// Everything the front end keeps between frames (apart from the engine).
struct AppState {
  Screen screen = Screen::Title;
  float ui_scale = 1.0f;      ///< device pixel ratio the fonts were built for
  std::string status;         ///< one-line message (e.g. why a click was refused)
};

/// Draws one frame of the whole app into the current ImGui frame.
/// `width`, `height`: the canvas size in CSS pixels.
void DrawApp(AppState& app, float width, float height);

}  // namespace catan::ui
