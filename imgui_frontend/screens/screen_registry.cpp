#include "imgui_frontend/screens/screen_registry.hpp"

namespace catan::ui {
namespace {

std::vector<GameScreen>& screens() {
  static std::vector<GameScreen> all = [] {
    std::vector<GameScreen> v;
    add_builtin_screens(v);
    return v;
  }();
  return all;
}

}  // namespace

const std::vector<GameScreen>& registered_screens() { return screens(); }

const GameScreen* find_screen(std::string_view family) {
  for (const auto& s : screens())
    if (s.family == family) return &s;
  return nullptr;
}

bool register_screen(GameScreen screen) {
  if (screen.family.empty() || !screen.draw || find_screen(screen.family)) return false;
  screens().push_back(std::move(screen));
  return true;
}

}  // namespace catan::ui
