// Drawing primitives of the board: the board-to-screen transform, terrain marks, the robber,
// roads, settlements and cities (distinct shapes, player colour plus seat number) and the
// highlight of legal targets. All sizes scale with the hex size, so the board stays sharp.
#pragma once
#include <imgui.h>

#include "imgui_frontend/control/view_model.hpp"

namespace catan::ui {

/// Board units (protocol "Board": x unit sqrt(3)/2 size, y unit size/2) to screen pixels.
struct BoardXf {
  float ox = 0, oy = 0;  ///< screen position of board point (0,0)
  float kx = 1, ky = 1;  ///< pixels per board unit in x and y
  float size = 1;        ///< hex size (centre to corner) in pixels
  ImVec2 P(int x, int y) const { return ImVec2(ox + x * kx, oy + y * ky); }
};

/// Small pictures of the terrain (trees, bricks, sheep, wheat, peaks, dunes) above the token.
void DrawTerrainMark(ImDrawList* dl, const BoardXf& t, const HexInfo& h);
/// The robber standing on the hex whose centre is `c` (hex size `hs`).
void DrawRobber(ImDrawList* dl, ImVec2 c, float hs);
/// A road from `a` to `b` in palette colour `colour`; with `player` >= 0 it carries player+1
/// dots along its middle (a cue that does not rely on colour, like the seat number on
/// settlements and cities).
void DrawRoad(ImDrawList* dl, ImVec2 a, ImVec2 b, float hs, int colour, int player = -1);
/// A legal road spot (pulse 0..1 animates it).
void DrawRoadTarget(ImDrawList* dl, ImVec2 a, ImVec2 b, float hs, float pulse);
/// A settlement (house) at `p`, with the seat number `player`+1 on it.
void DrawSettlement(ImDrawList* dl, ImVec2 p, float hs, int colour, int player);
/// A city (house with a tower) at `p`, with the seat number on it.
void DrawCity(ImDrawList* dl, ImVec2 p, float hs, int colour, int player);
/// A legal settlement/city spot.
void DrawVertexTarget(ImDrawList* dl, ImVec2 p, float hs, float pulse);

}  // namespace catan::ui
