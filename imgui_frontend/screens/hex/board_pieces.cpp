#include "imgui_frontend/screens/hex/board_pieces.hpp"

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <cstring>

#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/theme.hpp"

namespace catan::ui {
namespace {
constexpr ImU32 kOutline = IM_COL32(25, 25, 25, 255);

ImVec2 Add(ImVec2 a, float x, float y) { return ImVec2(a.x + x, a.y + y); }

void Triangle(ImDrawList* dl, ImVec2 top, float w, float h, ImU32 col) {
  dl->AddTriangleFilled(top, Add(top, w * 0.5f, h), Add(top, -w * 0.5f, h), col);
}

void SeatNumber(ImDrawList* dl, ImVec2 c, float hs, int colour, int player) {
  char buf[4];
  std::snprintf(buf, sizeof buf, "%d", player + 1);
  ImFont* f = fonts().heading ? fonts().heading : ImGui::GetFont();
  const float fs = hs * 0.2f;
  const ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, buf);
  dl->AddText(f, fs, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), PaletteInk(colour), buf);
}
}  // namespace

void DrawTerrainMark(ImDrawList* dl, const BoardXf& t, const HexInfo& h) {
  const float s = t.size;
  const ImVec2 c = t.P(h.x, h.y);
  const ImVec2 m = Add(c, 0, -s * 0.6f);  // the mark sits in the upper part of the hex
  const float u = s * 0.09f;
  if (h.terrain == "forest") {
    for (int i = -1; i <= 1; ++i) {
      const ImVec2 top = Add(m, i * u * 2.2f, -u * 1.4f + (i == 0 ? -u * 0.4f : 0));
      Triangle(dl, top, u * 2.0f, u * 2.6f, IM_COL32(14, 60, 26, 255));
      dl->AddRectFilled(Add(top, -u * 0.2f, u * 2.6f), Add(top, u * 0.2f, u * 3.1f), IM_COL32(80, 50, 20, 255));
    }
  } else if (h.terrain == "hills") {
    const ImU32 brick = IM_COL32(130, 50, 24, 255);
    for (int row = 0; row < 2; ++row)
      for (int i = 0; i < 3 - row; ++i) {
        const ImVec2 a = Add(m, (i - (2 - row) * 0.5f) * u * 1.9f - u * 0.85f, (row ? -u * 1.3f : 0.0f) - u * 0.1f);
        dl->AddRectFilled(a, Add(a, u * 1.7f, u * 1.1f), brick, u * 0.15f);
      }
  } else if (h.terrain == "pasture") {
    for (int i = -1; i <= 1; i += 2) {
      const ImVec2 b = Add(m, i * u * 1.6f, 0);
      dl->AddCircleFilled(b, u * 0.9f, IM_COL32(250, 250, 245, 255), 12);
      dl->AddCircleFilled(Add(b, i * u * 0.9f, -u * 0.35f), u * 0.45f, IM_COL32(40, 40, 40, 255), 10);
    }
  } else if (h.terrain == "fields") {
    const ImU32 stalk = IM_COL32(150, 105, 20, 255);
    for (int i = -2; i <= 2; ++i) {
      const ImVec2 base = Add(m, i * u * 0.9f, u * 1.2f);
      dl->AddLine(base, Add(base, 0, -u * 2.2f), stalk, std::max(1.0f, u * 0.25f));
      dl->AddCircleFilled(Add(base, 0, -u * 2.3f), u * 0.4f, stalk, 8);
    }
  } else if (h.terrain == "mountains") {
    Triangle(dl, Add(m, -u * 1.0f, -u * 1.5f), u * 3.0f, u * 2.6f, IM_COL32(80, 84, 96, 255));
    Triangle(dl, Add(m, u * 1.2f, -u * 0.9f), u * 2.4f, u * 2.0f, IM_COL32(95, 99, 112, 255));
    Triangle(dl, Add(m, -u * 1.0f, -u * 1.5f), u * 0.9f, u * 0.8f, IM_COL32(245, 245, 250, 255));
  } else if (h.terrain == "desert") {
    const ImU32 dune = IM_COL32(190, 160, 100, 255);
    for (int i = 0; i < 2; ++i)
      dl->AddBezierQuadratic(Add(m, -u * 2.2f, u * i), Add(m, 0, -u * 1.5f + u * i), Add(m, u * 2.2f, u * i), dune,
                             std::max(1.0f, u * 0.3f), 12);
  }
}

void DrawRobber(ImDrawList* dl, ImVec2 c, float hs) {
  const ImVec2 p = Add(c, -hs * 0.42f, hs * 0.08f);
  const float u = hs * 0.1f;
  const ImU32 body = IM_COL32(45, 45, 50, 255), rim = IM_COL32(230, 230, 230, 255);
  dl->AddRectFilled(Add(p, -u * 1.1f, -u * 0.6f), Add(p, u * 1.1f, u * 2.2f), body, u * 0.9f);
  dl->AddRect(Add(p, -u * 1.1f, -u * 0.6f), Add(p, u * 1.1f, u * 2.2f), rim, u * 0.9f, 0, std::max(1.0f, u * 0.2f));
  dl->AddCircleFilled(Add(p, 0, -u * 1.3f), u * 0.85f, body, 16);
  dl->AddCircle(Add(p, 0, -u * 1.3f), u * 0.85f, rim, 16, std::max(1.0f, u * 0.2f));
}

void DrawRoad(ImDrawList* dl, ImVec2 a, ImVec2 b, float hs, int colour, int player) {
  const ImVec2 d(b.x - a.x, b.y - a.y);
  const ImVec2 p(a.x + d.x * 0.16f, a.y + d.y * 0.16f), q(b.x - d.x * 0.16f, b.y - d.y * 0.16f);
  dl->AddLine(p, q, kOutline, hs * 0.17f);
  dl->AddLine(p, q, PaletteColour(colour), hs * 0.11f);
  if (player < 0 || hs < 14) return;  // too small to read
  // player+1 dots in the seat number's ink, centred along the road.
  const int n = std::min(player + 1, 6);
  const float gap = 0.13f;
  for (int i = 0; i < n; ++i) {
    const float f = 0.5f + (i - (n - 1) * 0.5f) * gap;
    dl->AddCircleFilled(ImVec2(a.x + d.x * f, a.y + d.y * f), hs * 0.028f + 0.6f, PaletteInk(colour), 6);
  }
}

void DrawRoadTarget(ImDrawList* dl, ImVec2 a, ImVec2 b, float hs, float pulse) {
  const ImVec2 d(b.x - a.x, b.y - a.y);
  const ImVec2 p(a.x + d.x * 0.2f, a.y + d.y * 0.2f), q(b.x - d.x * 0.2f, b.y - d.y * 0.2f);
  // A bright, pulsing bar with a dark rim, visible on every terrain colour.
  dl->AddLine(p, q, IM_COL32(20, 20, 20, 210), hs * 0.17f);
  dl->AddLine(p, q, IM_COL32(255, 238, 150, int(190 + 65 * pulse)), hs * 0.10f);
}

void DrawSettlement(ImDrawList* dl, ImVec2 p, float hs, int colour, int player) {
  const float u = hs * 0.15f;
  const ImVec2 pts[5] = {Add(p, 0, -u * 1.25f), Add(p, u, -u * 0.35f), Add(p, u, u), Add(p, -u, u), Add(p, -u, -u * 0.35f)};
  dl->AddConvexPolyFilled(pts, 5, PaletteColour(colour));
  dl->AddPolyline(pts, 5, kOutline, ImDrawFlags_Closed, std::max(1.0f, hs * 0.03f));
  SeatNumber(dl, Add(p, 0, u * 0.2f), hs * 0.9f, colour, player);
}

void DrawCity(ImDrawList* dl, ImVec2 p, float hs, int colour, int player) {
  const float u = hs * 0.15f;
  // A wide hall with a tall tower on its left: one outline, filled as two convex parts.
  const ImVec2 tower[5] = {Add(p, -u * 1.5f, -u * 0.9f), Add(p, -u * 0.8f, -u * 1.7f), Add(p, -u * 0.1f, -u * 0.9f),
                           Add(p, -u * 0.1f, u * 1.1f), Add(p, -u * 1.5f, u * 1.1f)};
  const ImVec2 hall[4] = {Add(p, -u * 0.1f, -u * 0.1f), Add(p, u * 1.5f, -u * 0.1f), Add(p, u * 1.5f, u * 1.1f),
                          Add(p, -u * 0.1f, u * 1.1f)};
  dl->AddConvexPolyFilled(tower, 5, PaletteColour(colour));
  dl->AddConvexPolyFilled(hall, 4, PaletteColour(colour));
  ImVec2 o[7] = {tower[0], tower[1], tower[2], hall[0], hall[1], hall[2], tower[4]};
  dl->AddPolyline(o, 7, kOutline, ImDrawFlags_Closed, std::max(1.0f, hs * 0.035f));
  SeatNumber(dl, Add(p, u * 0.7f, u * 0.5f), hs * 0.8f, colour, player);
  dl->AddCircleFilled(Add(p, -u * 0.8f, -u * 0.6f), u * 0.22f, kOutline, 8);  // tower window
}

void DrawVertexTarget(ImDrawList* dl, ImVec2 p, float hs, float pulse) {
  const float r = hs * (0.12f + 0.03f * pulse);
  dl->AddCircleFilled(p, r, IM_COL32(255, 255, 255, int(120 + 100 * pulse)), 20);
  dl->AddCircle(p, r, IM_COL32(20, 20, 20, 220), 20, std::max(1.5f, hs * 0.03f));
}

}  // namespace catan::ui
