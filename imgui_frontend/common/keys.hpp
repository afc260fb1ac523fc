// Key presses the page saw this frame that ImGui 1.86 may miss: a key pressed and released
// between two frames (a quick tap, or a test's keyboard.press) never shows as down in ImGui's
// key state, so the page notes the press here and the screens take it once.
#pragma once

namespace catan::ui {

/// The page saw Esc go down (web/main.cpp, from the SDL event).
void NoteEscape();
/// True once per noted Esc press (the screen acting on it clears it).
bool TakeEscape();

}  // namespace catan::ui
