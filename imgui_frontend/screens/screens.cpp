// The page's built-in game screens, one line each (the line declares the family's entry
// function and adds it). A new game family adds its folder under screens/ and a line here.
#include "imgui_frontend/screens/screen_registry.hpp"

namespace catan::ui {

void add_builtin_screens(std::vector<GameScreen>& out) {
  { extern GameScreen hex_screen(); out.push_back(hex_screen()); }  // screens/hex/game_screen.cpp
  { extern GameScreen struggle_screen_entry(); out.push_back(struggle_screen_entry()); }  // screens/struggle/game_screen.cpp
  { extern GameScreen cities_knights_screen(); out.push_back(cities_knights_screen()); }  // screens/cities_knights/ck_screen.cpp
  { extern GameScreen card_game_screen(); out.push_back(card_game_screen()); }  // screens/card_game/card_screen.cpp
}

}  // namespace catan::ui
