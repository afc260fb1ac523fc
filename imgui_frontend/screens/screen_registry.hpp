// The page's game screens, one per game family, keyed by GameInfo::screen (the engine's
// registry names the family, engine/platform/registry.hpp). The title and new-game screens
// are shared; once a game runs, DrawApp asks this registry for its family's screen. A new
// family (e.g. the card table of the Catan Card Game) adds its folder under screens/ and
// one line in screens/screens.cpp, and edits nothing else.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace catan::ui {

struct AppState;

/// One game family's screen.
struct GameScreen {
  std::string family;  ///< GameInfo::screen it draws ("hex")
  /// Draws one frame of the running game (app.session is set): takes the app and the canvas
  /// size in CSS pixels. It may end the game (AbandonGame) and so reset app.session.
  std::function<void(AppState& app, float width, float height)> draw;
};

/// Every registered screen (built-ins first, from screens/screens.cpp).
const std::vector<GameScreen>& registered_screens();
/// The screen of `family`, or nullptr if none is registered.
const GameScreen* find_screen(std::string_view family);
/// Adds a screen. Returns false (adding nothing) if the family is empty or taken or it
/// has no draw function.
bool register_screen(GameScreen screen);
/// The built-in screens, one line each (screens/screens.cpp).
void add_builtin_screens(std::vector<GameScreen>& out);

}  // namespace catan::ui
