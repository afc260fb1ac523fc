// The board canvas: hexes, number tokens, harbors, robber and pieces drawn with ImDrawList
// from the view, legal targets highlighted, clicks turned into actions, pan and zoom.
#pragma once
#include <imgui.h>

#include "imgui_frontend/screens/hex/hex_ui.hpp"

namespace catan::ui {

/// Draws the board of the session's view into the rectangle at `pos` of `size` (CSS px,
/// window coordinates) and handles its clicks (mouse or touch): a click on a highlighted
/// vertex, edge or hex submits that legal action (asks first if several fit); a click
/// elsewhere submits nothing and says why. Drag pans, the wheel zooms. Registers every
/// vertex, edge and hex in the test probe.
void DrawBoard(Session& s, ImVec2 pos, ImVec2 size);

/// Which legal action types a board click may take now (depends on phase and build mode).
bool BoardTypeActive(const Session& s, const std::string& type);

}  // namespace catan::ui
