#include "imgui_frontend/common/keys.hpp"

namespace catan::ui {

namespace {
bool g_escape = false;
}

void NoteEscape() { g_escape = true; }

bool TakeEscape() {
  const bool was = g_escape;
  g_escape = false;
  return was;
}

}  // namespace catan::ui
