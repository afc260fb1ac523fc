// Where a game screen's parts go for a window size: a side panel on wide screens, and on
// narrow portrait screens (phones) the board on top, the panels in tabs below it and a fixed
// action bar at the bottom. The main buttons (roll, build, end turn) sit in that action bar at
// positions that never depend on the phase, so nothing moves under a finger or pointer (the
// hex screen's bar and tabs: screens/hex/panels.hpp DrawActionBar, DrawPanelTabs).
#pragma once
#include <imgui.h>

#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

/// Rectangles of the game screen, CSS pixels.
struct GameLayout {
  bool narrow = false;        ///< portrait: board on top, tabs, bottom action bar
  ImVec2 board_pos, board_size;
  ImVec2 panel_pos, panel_size;
  ImVec2 bar_pos, bar_size;   ///< the action bar (inside the side panel's column when wide)
};

/// Splits a `width` x `height` screen below a top bar `top` px tall. Narrow when the screen is
/// portrait (width < 1.1 x height).
GameLayout LayoutGame(float width, float height, float top, bool builds_in_bar);

/// True while the game screen is drawn in the narrow layout (panels consult it).
bool NarrowLayout();
void SetNarrowLayout(bool narrow);

/// Height of the action bar: one row (roll, end turn), or two when the build buttons are in it.
float ActionBarHeight(bool builds);

/// Size for a list row (ImGui::Selectable): 44 px tall on touch screens, else the default.
ImVec2 RowSize();

/// Width of a radio button (or checkbox) with `label`.
float RadioWidth(const char* label);

/// Puts the next item, `width` px wide, on the current line if it fits the window, else on a
/// new line (rows of choices wrap on a phone instead of running off the edge).
void SameLineIfFits(float width);

/// Width for one of `n` chips sharing the rest of the current line (at most `max_width`).
float ChipWidth(int n, float max_width);

/// Width of the top bar's Menu button.
float MenuWidth();

/// Height of the top bar for `width`: one row, or two when the prompt needs its own line.
float TopBarHeight(const Session& s, float width, const std::string& prompt);

}  // namespace catan::ui
