#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/screens/hex/board_canvas.hpp"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cstdio>
#include <cstring>
#include <cmath>
#include <string>
#include <utility>

#include "imgui_frontend/screens/hex/board_pieces.hpp"
#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/motion.hpp"
#include "imgui_frontend/common/probe.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/touch.hpp"

namespace catan::ui {
namespace {

using nlohmann::json;

// How long highlighted places pulse after the last input or change: two whole pulses (the
// pulse is cos(5 t)), so the last one ends at full strength where the highlight then rests.
constexpr double kPulseSeconds = 4 * 3.14159265358979 / 5;
// Corner offsets of a pointy-top hex in board units, clockwise from the top (protocol "Board").
constexpr int kCorner[6][2] = {{0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}};

float Dist2(ImVec2 a, ImVec2 b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }

// Fits the board into the rectangle `pos`/`size` (screen px), then applies `zoom` and `pan`.
BoardXf FitBoardIn(const ViewModel& v, ImVec2 pos, ImVec2 size, float zoom, ImVec2 pan) {
  // Bounds: land corners plus most of the sea ring (the sea hex centres), so harbors show.
  float minx = FLT_MAX, maxx = -FLT_MAX, miny = FLT_MAX, maxy = -FLT_MAX;
  for (const auto& h : v.hexes) {
    const float pad_x = h.land ? 1.0f : 0.0f, pad_y = h.land ? 2.0f : 0.0f;
    minx = std::min(minx, h.x - pad_x); maxx = std::max(maxx, h.x + pad_x);
    miny = std::min(miny, h.y - pad_y); maxy = std::max(maxy, h.y + pad_y);
  }
  if (minx > maxx) { minx = -1; maxx = 1; miny = -1; maxy = 1; }
  const float ux = 0.8660254f, uy = 0.5f;
  float hs = std::min(size.x / ((maxx - minx) * ux), size.y / ((maxy - miny) * uy)) * 0.96f;
  hs *= zoom;
  BoardXf t;
  t.size = hs;
  t.kx = hs * ux;
  t.ky = hs * uy;
  t.ox = pos.x + size.x * 0.5f - (minx + maxx) * 0.5f * t.kx + pan.x;
  t.oy = pos.y + size.y * 0.5f - (miny + maxy) * 0.5f * t.ky + pan.y;
  return t;
}

// True if a land hex (its bounding box, corners included) reaches into the rectangle a-b.
bool LandUnder(const ViewModel& v, const BoardXf& t, ImVec2 a, ImVec2 b) {
  for (const auto& h : v.hexes) {
    if (!h.land) continue;
    const ImVec2 c = t.P(h.x, h.y);
    if (c.x + t.size * 0.87f > a.x && c.x - t.size * 0.87f < b.x && c.y + t.size > a.y && c.y - t.size < b.y) return true;
  }
  return false;
}

// The part of the canvas the board is fitted into: all of it, unless the game's overlay at the
// canvas's top left (C&K's barbarian badge) would cover land there; then the canvas less the
// narrowest band along its top, or along its left side, that keeps land clear of the overlay,
// whichever leaves the larger board. On a phone the badge had covered a number token and the
// first settlement; a band the overlay's whole height made the board a fifth smaller.
std::pair<ImVec2, ImVec2> BoardArea(const ViewModel& v, ImVec2 pos, ImVec2 size, const Session& s) {
  const HexHooks* hooks = Ui(s).hooks;
  const ImVec2 o = hooks && hooks->overlay ? hooks->overlay(s) : ImVec2(0, 0);
  if (o.x <= 0 || o.y <= 0 || o.x >= size.x || o.y >= size.y) return {pos, size};
  const ImVec2 corner(pos.x + o.x, pos.y + o.y);
  const auto clear = [&](ImVec2 p, ImVec2 z) { return !LandUnder(v, FitBoardIn(v, p, z, 1, ImVec2(0, 0)), pos, corner); };
  if (clear(pos, size)) return {pos, size};
  // The narrowest band in steps of an eighth of the overlay (the whole overlay clears it).
  const auto band = [&](bool top) {
    for (int k = 1; k <= 8; ++k) {
      const float d = (top ? o.y : o.x) * float(k) / 8;
      const ImVec2 p = top ? ImVec2(pos.x, pos.y + d) : ImVec2(pos.x + d, pos.y);
      const ImVec2 z = top ? ImVec2(size.x, size.y - d) : ImVec2(size.x - d, size.y);
      if (k == 8 || clear(p, z)) return std::pair{p, z};
    }
    return std::pair{pos, size};
  };
  const auto below = band(true), beside = band(false);
  const float hb = FitBoardIn(v, below.first, below.second, 1, ImVec2(0, 0)).size;
  const float hs = FitBoardIn(v, beside.first, beside.second, 1, ImVec2(0, 0)).size;
  return hb >= hs ? below : beside;
}

// Fits the board into `area` (BoardArea), then applies the session's zoom and pan.
BoardXf FitBoard(const ViewModel& v, const std::pair<ImVec2, ImVec2>& area, const Session& s) {
  return FitBoardIn(v, area.first, area.second, Ui(s).zoom, ImVec2(Ui(s).pan_x, Ui(s).pan_y));
}

void HexPath(ImDrawList* dl, const BoardXf& t, const HexInfo& h, float shrink) {
  const ImVec2 c = t.P(h.x, h.y);
  for (const auto& k : kCorner) {
    const ImVec2 p = t.P(h.x + k[0], h.y + k[1]);
    dl->PathLineTo(ImVec2(c.x + (p.x - c.x) * shrink, c.y + (p.y - c.y) * shrink));
  }
}

void DrawToken(ImDrawList* dl, ImVec2 c, float hs, int number) {
  const float r = hs * 0.3f;
  dl->AddCircleFilled(ImVec2(c.x + 1, c.y + 2), r, IM_COL32(0, 0, 0, 70), 32);
  dl->AddCircleFilled(c, r, IM_COL32(246, 234, 206, 255), 32);
  dl->AddCircle(c, r, IM_COL32(90, 70, 40, 255), 32, std::max(1.0f, hs * 0.015f));
  const bool hot = number == 6 || number == 8;
  const ImU32 ink = hot ? kRed : IM_COL32(30, 30, 30, 255);
  char buf[4];
  std::snprintf(buf, sizeof buf, "%d", number);
  ImFont* f = fonts().big ? fonts().big : ImGui::GetFont();
  const float fs = hs * (hot ? 0.32f : 0.27f);
  ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, buf);
  dl->AddText(f, fs, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.62f), ink, buf);
  const int pips = 6 - std::abs(7 - number);
  const float pr = std::max(1.2f, hs * 0.026f), gap = pr * 2.6f;
  for (int i = 0; i < pips; ++i)
    dl->AddCircleFilled(ImVec2(c.x + (i - (pips - 1) * 0.5f) * gap, c.y + r * 0.58f), pr, ink, 8);
}

void DrawHarbor(ImDrawList* dl, const BoardXf& t, const ViewModel& v, const HarborInfo& h) {
  if (h.sea_hex < 0 || h.sea_hex >= int(v.hexes.size())) return;
  if (h.v0 >= int(v.vertices.size()) || h.v1 >= int(v.vertices.size())) return;
  const ImVec2 sea = t.P(v.hexes[h.sea_hex].x, v.hexes[h.sea_hex].y);
  const ImVec2 a = t.P(v.vertices[h.v0].x, v.vertices[h.v0].y), b = t.P(v.vertices[h.v1].x, v.vertices[h.v1].y);
  const ImVec2 mid((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  const ImVec2 c(sea.x + (mid.x - sea.x) * 0.35f, sea.y + (mid.y - sea.y) * 0.35f);
  const float w = std::max(1.5f, t.size * 0.06f);
  dl->AddLine(c, ImVec2(a.x + (c.x - a.x) * 0.2f, a.y + (c.y - a.y) * 0.2f), IM_COL32(150, 110, 60, 255), w);
  dl->AddLine(c, ImVec2(b.x + (c.x - b.x) * 0.2f, b.y + (c.y - b.y) * 0.2f), IM_COL32(150, 110, 60, 255), w);
  const int res = ResourceIndex(h.kind.c_str());
  const float r = t.size * 0.3f;
  dl->AddCircleFilled(c, r, res >= 0 ? ResourceColour(res) : IM_COL32(250, 250, 250, 255), 28);
  dl->AddCircle(c, r, IM_COL32(40, 40, 40, 255), 28, std::max(1.0f, t.size * 0.02f));
  char ratio[8];
  std::snprintf(ratio, sizeof ratio, "%d:1", h.ratio);
  ImFont* f = fonts().heading ? fonts().heading : ImGui::GetFont();
  const ImU32 ink = res == 1 ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255);
  float fs = t.size * 0.22f;
  ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, ratio);
  dl->AddText(f, fs, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * (res >= 0 ? 0.85f : 0.5f)), ink, ratio);
  if (res >= 0) {
    fs = t.size * 0.15f;
    const char* word = T(kResourceWordKeys[res]);
    ts = f->CalcTextSizeA(fs, FLT_MAX, 0, word);
    dl->AddText(f, fs, ImVec2(c.x - ts.x * 0.5f, c.y + ts.y * 0.05f), ink, word);
  }
}

// Index sets of this frame's highlighted targets.
struct Targets {
  std::vector<char> vertex, edge, hex;
  bool any_vertex = false, any_edge = false, any_hex = false;
};

// Whether legal action `i` is a board target now, and where (the game's hook may move it).
bool TargetOf(const Session& s, size_t i, LegalRef& ref) {
  const ViewModel& v = s.view();
  ref = v.legal_refs[i];
  if (const HexHooks* h = Ui(s).hooks; h && h->target) {
    const int r = h->target(s, v.legal[i], ref);
    if (r >= 0) return r == 1;
  }
  return BoardTypeActive(s, ref.type);
}

Targets FindTargets(const Session& s) {
  const ViewModel& v = s.view();
  Targets t;
  t.vertex.assign(v.vertices.size(), 0);
  t.edge.assign(v.edges.size(), 0);
  t.hex.assign(v.hexes.size(), 0);
  LegalRef r;
  for (size_t i = 0; i < v.legal.size(); ++i) {
    if (!TargetOf(s, i, r)) continue;
    if (r.vertex >= 0 && r.vertex < int(t.vertex.size())) t.vertex[r.vertex] = t.any_vertex = true;
    else if (r.edge >= 0 && r.edge < int(t.edge.size())) t.edge[r.edge] = t.any_edge = true;
    else if (r.hex >= 0 && r.hex < int(t.hex.size())) t.hex[r.hex] = t.any_hex = true;
  }
  return t;
}

// The action a click on a non-highlighted element would be, so the engine can say why not.
json GuessAction(const Session& s, const char* kind, int id) {
  const std::string& ph = s.view().phase;
  std::string type;
  if (!std::strcmp(kind, "vertex")) {
    if (ph == "setup_settlement") type = "build_settlement";
    else if (ph == "main" && Ui(s).mode == BuildMode::settlement) type = "build_settlement";
    else if (ph == "main" && Ui(s).mode == BuildMode::city) type = "build_city";
  } else if (!std::strcmp(kind, "edge")) {
    if (ph == "setup_road" || ph == "road_building" || (ph == "main" && Ui(s).mode == BuildMode::road)) type = "build_road";
  } else if (ph == "move_robber") {
    type = "move_robber";
  }
  if (type.empty()) return json();
  return {{"type", type}, {std::string(kind), id}};
}

void Click(Session& s, const char* kind, int id) {
  const ViewModel& v = s.view();
  std::vector<json> fit;
  LegalRef r;
  for (size_t i = 0; i < v.legal.size(); ++i) {
    if (!TargetOf(s, i, r)) continue;
    const int target = !std::strcmp(kind, "vertex") ? r.vertex : !std::strcmp(kind, "edge") ? r.edge : r.hex;
    const bool same_kind = !std::strcmp(kind, "vertex") ? r.vertex >= 0 : !std::strcmp(kind, "edge") ? r.edge >= 0 && r.vertex < 0 : r.hex >= 0;
    if (same_kind && target == id) fit.push_back(v.legal[i]);
  }
  if (fit.size() == 1) {
    s.Submit(fit.front());
    return;
  }
  if (fit.size() > 1 && Ui(s).hooks && Ui(s).hooks->click && Ui(s).hooks->click(s, kind, id, fit)) return;
  if (fit.size() > 1) {
    Ui(s).choices = std::move(fit);
    Ui(s).choice_title = T(v.phase == "move_robber" ? "ui.hex.whom_to_rob" : "ui.hex.which_one");
    return;
  }
  json guess = GuessAction(s, kind, id);
  if (!guess.is_null()) {
    s.Submit(guess);  // refused by the engine (it is not legal): its reason becomes the status
    return;
  }
  if (v.phase == "main" && Ui(s).mode == BuildMode::none && s.seat() == v.current)
    s.Say(T("ui.hex.pick_road_settlement_or_city"));
  else
    s.Say(T("ui.hex.nothing_to_do_there_now"));
}

}  // namespace

bool BoardTypeActive(const Session& s, const std::string& type) {
  const ViewModel& v = s.view();
  // CATAN for Two: a free neutral piece is owed before anything else (any phase).
  if (type.rfind("build_neutral_", 0) == 0) return true;
  if (v.CanDo("build_neutral_road") || v.CanDo("build_neutral_settlement")) return false;
  if (v.phase == "main") {
    switch (Ui(s).mode) {
      case BuildMode::road: return type == "build_road";
      case BuildMode::settlement: return type == "build_settlement";
      case BuildMode::city: return type == "build_city";
      case BuildMode::none: return false;
    }
  }
  return type != "discard";
}

void DrawBoard(Session& s, ImVec2 pos, ImVec2 size) {
  const ViewModel& v = s.view();
  const std::pair<ImVec2, ImVec2> area = BoardArea(v, pos, size, s);
  // Zooming keeps the point under the pointer still: the board area's centre moved by the pan.
  auto zoom_centre = [&] {
    return ImVec2(area.first.x + area.second.x * 0.5f + Ui(s).pan_x, area.first.y + area.second.y * 0.5f + Ui(s).pan_y);
  };
  ImGui::SetCursorScreenPos(pos);
  ImGui::InvisibleButton("##board", ImVec2(std::max(size.x, 1.0f), std::max(size.y, 1.0f)));
  const bool hovered = ImGui::IsItemHovered();
  static bool dragged = false;
  ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsItemActivated()) dragged = false;
  const Pinch pinch = TouchPinch();
  if (pinch.active && ImGui::IsItemActive()) {  // two fingers: zoom about their midpoint, pan with it
    dragged = true;
    const float old = Ui(s).zoom;
    Ui(s).zoom = std::clamp(Ui(s).zoom * pinch.scale, 0.6f, 4.0f);
    const ImVec2 c = zoom_centre();
    const float k = Ui(s).zoom / old;
    Ui(s).pan_x += (pinch.centre.x - c.x) * (1 - k) + pinch.moved.x;
    Ui(s).pan_y += (pinch.centre.y - c.y) * (1 - k) + pinch.moved.y;
  } else if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 6.0f)) {
    dragged = true;
    Ui(s).pan_x += io.MouseDelta.x;
    Ui(s).pan_y += io.MouseDelta.y;
  }
  const bool released = ImGui::IsItemDeactivated() && !dragged && hovered;
  BoardXf t = FitBoard(v, area, s);
  if (hovered && io.MouseWheel != 0.0f) {
    const float old = Ui(s).zoom;
    Ui(s).zoom = std::clamp(Ui(s).zoom * std::pow(1.15f, io.MouseWheel), 0.6f, 4.0f);
    // Keep the point under the cursor still.
    const ImVec2 c = zoom_centre();
    const float k = Ui(s).zoom / old;
    Ui(s).pan_x += (io.MousePos.x - c.x) * (1 - k);
    Ui(s).pan_y += (io.MousePos.y - c.y) * (1 - k);
    t = FitBoard(v, area, s);
  }

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), true);
  dl->AddRectFilled(pos, ImVec2(pos.x + size.x, pos.y + size.y), IM_COL32(28, 74, 118, 255));
  const Targets tg = FindTargets(s);
  // Highlighted places pulse for a few seconds after the last input or change, then hold
  // still at full strength, so a page left alone stops drawing (imgui_frontend/control/redraw.hpp).
  float pulse = 1.0f;
  const double quiet = SecondsSinceActivity();
  if ((tg.any_vertex || tg.any_edge || tg.any_hex) && quiet < kPulseSeconds && !ReducedMotion()) {
    Animate(kPulseSeconds - quiet);
    pulse = 0.5f + 0.5f * std::cos(static_cast<float>(quiet) * 5.0f);
  }

  // Hexes: sea first, then land with terrain marks and number tokens.
  for (const auto& h : v.hexes) {
    HexPath(dl, t, h, 1.0f);
    dl->PathFillConvex(TerrainColour(h.terrain.c_str()));
    if (!h.land) continue;
    HexPath(dl, t, h, 1.0f);
    dl->PathStroke(IM_COL32(236, 220, 170, 255), ImDrawFlags_Closed, std::max(1.0f, t.size * 0.05f));
    DrawTerrainMark(dl, t, h);
    if (h.number > 0) DrawToken(dl, t.P(h.x, h.y), t.size, h.number);
  }
  for (const auto& hb : v.harbors) DrawHarbor(dl, t, v, hb);
  // The hexes that produced on the last roll light up for a moment.
  const HexUi& ui = Ui(s);
  if (const float glow = RollGlow(ui.fx); glow > 0) {
    for (int id : ui.fx.lit)
      for (const auto& h : v.hexes) {
        if (h.id != id) continue;
        HexPath(dl, t, h, 0.94f);
        dl->PathFillConvex(IM_COL32(255, 240, 160, int(70 * glow)));
        HexPath(dl, t, h, 0.94f);
        dl->PathStroke(IM_COL32(255, 230, 120, int(255 * glow)), ImDrawFlags_Closed, std::max(2.0f, t.size * 0.08f));
      }
  }
  for (size_t i = 0; i < v.hexes.size(); ++i) {
    if (!tg.hex[i]) continue;
    HexPath(dl, t, v.hexes[i], 0.9f);
    dl->PathStroke(IM_COL32(255, 255, 255, int(150 + 100 * pulse)), ImDrawFlags_Closed, std::max(2.0f, t.size * 0.07f));
  }
  if (v.robber_hex >= 0 && v.robber_hex < int(v.hexes.size())) {
    const auto& h = v.hexes[v.robber_hex];
    DrawRobber(dl, t.P(h.x, h.y), t.size);
  }
  const HexHooks* hooks = ui.hooks;
  if (hooks && hooks->draw_board) hooks->draw_board(s, dl, t, pos, size, true);
  // Roads, then settlements and cities.
  for (size_t e = 0; e < v.edges.size(); ++e) {
    const auto& ed = v.edges[e];
    const ImVec2 a = t.P(v.vertices[ed.a].x, v.vertices[ed.a].y), b = t.P(v.vertices[ed.b].x, v.vertices[ed.b].y);
    if (v.edge_owner[e] >= 0) {
      // A new road grows from its middle.
      const float k = PieceAppear(ui.fx, 0, int(e));
      const ImVec2 mid((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
      const ImVec2 ka(mid.x + (a.x - mid.x) * k, mid.y + (a.y - mid.y) * k), kb(mid.x + (b.x - mid.x) * k, mid.y + (b.y - mid.y) * k);
      DrawRoad(dl, ka, kb, t.size, s.Colour(v.edge_owner[e]), v.edge_owner[e]);
    }
    else if (tg.edge[e]) DrawRoadTarget(dl, a, b, t.size, pulse);
  }
  for (size_t x = 0; x < v.vertices.size(); ++x) {
    const ImVec2 p = t.P(v.vertices[x].x, v.vertices[x].y);
    if (v.vertex_owner[x] >= 0) {
      const int owner = v.vertex_owner[x];
      // A new settlement or city drops in and grows to its size.
      const float k = PieceAppear(ui.fx, 1, int(x));
      const ImVec2 at(p.x, p.y - (1.0f - k) * t.size * 0.4f);
      const float hs = t.size * (0.4f + 0.6f * k);
      if (v.vertex_level[x] == 2) DrawCity(dl, at, hs, s.Colour(owner), owner);
      else DrawSettlement(dl, at, hs, s.Colour(owner), owner);
    }
    if (tg.vertex[x]) DrawVertexTarget(dl, p, t.size, pulse);
  }
  if (hooks && hooks->draw_board) hooks->draw_board(s, dl, t, pos, size, false);  // knights etc. above the buildings

  // Probe every element; find what the pointer is on.
  Probe& pr = probe();
  const float rv = t.size * 0.3f, re = t.size * 0.26f, rh = t.size * 0.62f;
  const ImVec2 m = io.MousePos;
  int best_v = -1, best_e = -1, best_h = -1;
  float dv = FLT_MAX, de = FLT_MAX, dh = FLT_MAX;
  char id[16];
  for (size_t x = 0; x < v.vertices.size(); ++x) {
    const ImVec2 p = t.P(v.vertices[x].x, v.vertices[x].y);
    std::snprintf(id, sizeof id, "%d", int(x));
    pr.add("vertex", id, p.x - rv * 0.5f, p.y - rv * 0.5f, rv, rv);
    const float d = Dist2(m, p);
    if (d < dv) { dv = d; best_v = int(x); }
  }
  for (size_t e = 0; e < v.edges.size(); ++e) {
    const auto& ed = v.edges[e];
    const ImVec2 a = t.P(v.vertices[ed.a].x, v.vertices[ed.a].y), b = t.P(v.vertices[ed.b].x, v.vertices[ed.b].y);
    const ImVec2 p((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
    std::snprintf(id, sizeof id, "%d", int(e));
    pr.add("edge", id, p.x - re * 0.5f, p.y - re * 0.5f, re, re);
    const float d = Dist2(m, p);
    if (d < de) { de = d; best_e = int(e); }
  }
  for (size_t i = 0; i < v.hexes.size(); ++i) {
    const ImVec2 p = t.P(v.hexes[i].x, v.hexes[i].y);
    std::snprintf(id, sizeof id, "%d", int(i));
    if (v.hexes[i].land) pr.add("hex", id, p.x - rh * 0.5f, p.y - rh * 0.5f, rh, rh);
    const float d = Dist2(m, p);
    if (v.hexes[i].land && d < dh) { dh = d; best_h = int(i); }
  }
  const bool near_v = best_v >= 0 && dv < rv * rv, near_e = best_e >= 0 && de < re * re;
  const bool near_h = best_h >= 0 && dh < t.size * t.size * 0.75f;
  const char* kind = nullptr;
  int target = -1;
  if (near_v && tg.any_vertex) { kind = "vertex"; target = best_v; }
  else if (near_e && tg.any_edge) { kind = "edge"; target = best_e; }
  else if (near_h && tg.any_hex) { kind = "hex"; target = best_h; }
  else if (near_v) { kind = "vertex"; target = best_v; }
  else if (near_e) { kind = "edge"; target = best_e; }
  else if (near_h) { kind = "hex"; target = best_h; }
  const bool is_target = kind && (!std::strcmp(kind, "vertex") ? tg.vertex[target] != 0
                                   : !std::strcmp(kind, "edge") ? tg.edge[target] != 0
                                                                 : tg.hex[target] != 0);
  if (hovered && is_target && !ImGui::IsItemActive()) {
    // Hover feedback on the highlighted spot a click would use (none where a click does nothing).
    ImVec2 p;
    if (!std::strcmp(kind, "vertex")) p = t.P(v.vertices[target].x, v.vertices[target].y);
    else if (!std::strcmp(kind, "edge")) {
      const auto& ed = v.edges[target];
      p = ImVec2((t.P(v.vertices[ed.a].x, 0).x + t.P(v.vertices[ed.b].x, 0).x) * 0.5f,
                 (t.P(0, v.vertices[ed.a].y).y + t.P(0, v.vertices[ed.b].y).y) * 0.5f);
    } else p = t.P(v.hexes[target].x, v.hexes[target].y);
    dl->AddCircle(p, !std::strcmp(kind, "hex") ? t.size * 0.4f : t.size * 0.15f, IM_COL32(255, 255, 255, 200), 24, 2.0f);
  }
  DrawGains(ui.fx, s, pos, size);
  dl->PopClipRect();
  if (released && kind) Click(s, kind, target);
}

}  // namespace catan::ui
