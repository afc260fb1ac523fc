// Cities & Knights on the board: city walls (under their cities), knights (level as rings, an
// active knight filled, an inactive one hollow: shape, not colour alone), metropolises, the
// merchant, the barbarian badge; which legal C&K actions a board click takes in the current
// mode, and the two-click actions (a knight, then where it goes; Smith / Inventor).
#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <cstring>
#include <set>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/cities_knights/ck_ui.hpp"
#include "imgui_frontend/screens/hex/board_canvas.hpp"
#include "imgui_frontend/screens/hex/hex_ui.hpp"

namespace catan::ui::ck {

using nlohmann::json;

namespace {

// Types a legal action always takes on the board when it is legal: answers owed by a rule.
const std::set<std::string> kForced = {"relocate_knight", "place_metropolis", "lose_city", "desert_knight", "place_deserter"};
// Types the board takes only in their own mode (a button chose it).
const std::set<std::string> kModes = {"build_knight", "activate_knight", "promote_knight", "move_knight", "displace_knight",
                                      "chase_robber", "build_city_wall", "play_engineer", "play_medicine", "play_smith",
                                      "play_bishop", "play_intrigue", "play_merchant", "play_diplomat", "play_inventor"};

constexpr ImU32 kInk = IM_COL32(20, 20, 20, 255);

int Field(const json& a, const char* key) {
  auto it = a.find(key);
  return it != a.end() && it->is_number_integer() ? it->get<int>() : -1;
}

// A city wall: a stone band with crenels, wider than the city standing on it.
void DrawWall(ImDrawList* dl, ImVec2 p, float hs) {
  const float w = hs * 0.34f, top = p.y + hs * 0.02f, bottom = p.y + hs * 0.27f;
  const ImU32 stone = IM_COL32(150, 150, 145, 255);
  dl->AddRectFilled(ImVec2(p.x - w, top), ImVec2(p.x + w, bottom), stone, hs * 0.02f);
  const float c = w / 3.5f;
  for (int i = 0; i < 4; ++i) {
    const float x = p.x - w + i * c * 2.0f;
    dl->AddRectFilled(ImVec2(x, top - hs * 0.06f), ImVec2(x + c, top), stone);
  }
  dl->AddRect(ImVec2(p.x - w, top), ImVec2(p.x + w, bottom), kInk, hs * 0.02f, 0, std::max(1.0f, hs * 0.02f));
}

// A knight: a round core (filled in its colour when active, hollow when inactive) with the
// seat number, and one ring per level (basic 1, strong 2, mighty 3).
void DrawKnight(ImDrawList* dl, ImVec2 p, float hs, int colour, int player, int strength, bool active, bool target) {
  const float r0 = hs * 0.13f, gap = hs * 0.045f;
  const float outer = r0 + gap * float(strength) + hs * 0.02f;
  dl->AddCircleFilled(ImVec2(p.x + 1, p.y + 2), outer, IM_COL32(0, 0, 0, 80), 24);
  dl->AddCircleFilled(p, outer, IM_COL32(235, 230, 215, 255), 24);
  for (int i = 0; i < strength; ++i)
    dl->AddCircle(p, r0 + gap * float(i + 1), kInk, 24, std::max(1.0f, hs * 0.022f));
  if (active) {
    dl->AddCircleFilled(p, r0, PaletteColour(colour), 24);
    dl->AddCircle(p, r0, kInk, 24, std::max(1.0f, hs * 0.02f));
  } else {  // hollow: a thick ring of its colour around a pale core
    dl->AddCircleFilled(p, r0, IM_COL32(250, 250, 245, 255), 24);
    dl->AddCircle(p, r0 * 0.8f, PaletteColour(colour), 24, r0 * 0.38f);
    dl->AddCircle(p, r0, kInk, 24, std::max(1.0f, hs * 0.02f));
  }
  char buf[4];
  std::snprintf(buf, sizeof buf, "%d", player + 1);
  ImFont* f = fonts().heading ? fonts().heading : ImGui::GetFont();
  const float fs = hs * 0.17f;
  const ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, buf);
  dl->AddText(f, fs, ImVec2(p.x - ts.x * 0.5f, p.y - ts.y * 0.5f), active ? PaletteInk(colour) : kInk, buf);
  if (target) dl->AddCircle(p, outer + hs * 0.04f, IM_COL32(255, 255, 255, 235), 28, std::max(2.0f, hs * 0.04f));
}

// A metropolis: a banner in its track's colour, with the track's letter, above the city.
void DrawMetropolis(ImDrawList* dl, ImVec2 p, float hs, int track) {
  const ImVec2 a(p.x - hs * 0.02f, p.y - hs * 0.5f);
  dl->AddLine(ImVec2(a.x, a.y), ImVec2(a.x, p.y - hs * 0.22f), kInk, std::max(1.0f, hs * 0.03f));
  const ImVec2 flag[3] = {a, ImVec2(a.x + hs * 0.3f, a.y + hs * 0.09f), ImVec2(a.x, a.y + hs * 0.18f)};
  dl->AddConvexPolyFilled(flag, 3, TrackColour(track));
  dl->AddPolyline(flag, 3, kInk, ImDrawFlags_Closed, std::max(1.0f, hs * 0.015f));
  static const char* const kLetter[3] = {"ui.ck.letter.trade", "ui.ck.letter.politics", "ui.ck.letter.science"};
  const float fs = hs * 0.13f;
  ImFont* f = fonts().heading ? fonts().heading : ImGui::GetFont();
  dl->AddText(f, fs, ImVec2(a.x + hs * 0.04f, a.y + hs * 0.02f), kInk, T(kLetter[track]));
}

// The merchant: a small figure (head and cloak) in its owner's colour, left of the token.
void DrawMerchant(ImDrawList* dl, ImVec2 c, float hs, int colour) {
  const ImVec2 p(c.x - hs * 0.5f, c.y + hs * 0.05f);
  const ImVec2 cloak[3] = {ImVec2(p.x, p.y - hs * 0.1f), ImVec2(p.x + hs * 0.14f, p.y + hs * 0.2f), ImVec2(p.x - hs * 0.14f, p.y + hs * 0.2f)};
  dl->AddConvexPolyFilled(cloak, 3, PaletteColour(colour));
  dl->AddPolyline(cloak, 3, kInk, ImDrawFlags_Closed, std::max(1.0f, hs * 0.02f));
  dl->AddCircleFilled(ImVec2(p.x, p.y - hs * 0.14f), hs * 0.07f, PaletteColour(colour), 16);
  dl->AddCircle(ImVec2(p.x, p.y - hs * 0.14f), hs * 0.07f, kInk, 16, std::max(1.0f, hs * 0.02f));
  dl->AddText(ImVec2(p.x - hs * 0.05f, p.y + hs * 0.2f), IM_COL32(255, 255, 255, 255), T("ui.ck.letter.merchant"));
}

// The barbarian badge's texts and size: the ship's place on its 7-step track and the strength
// (cities) against the defence (active knights).
struct Badge {
  std::string l1, l2;
  int cities = 0, defence = 0;
  float lh = 0, pad = 6, sq = 0, w = 0, h = 0;
};

Badge MeasureBadge(const Session& s, const CkState& st) {
  const ViewModel& v = s.view();
  Badge b;
  for (size_t x = 0; x < v.vertex_level.size(); ++x) b.cities += v.vertex_level[x] == 2 && !((st.fallen >> x) & 1);
  for (uint8_t k : st.knight)
    if (k && catan::ck::knight::active(k)) b.defence += catan::ck::knight::strength(k);
  b.l1 = catan::text::format("ui.ck.badge.ship", int(st.barbarian), catan::ck::kBarbarianSteps);
  b.l2 = catan::text::format("ui.ck.badge.strength", b.cities, b.defence);
  b.lh = ImGui::GetTextLineHeight();
  const float text_w = std::max(ImGui::CalcTextSize(b.l1.c_str()).x, ImGui::CalcTextSize(b.l2.c_str()).x) + 2 * b.pad;
  b.sq = b.lh * 0.7f;
  const float track_w = catan::ck::kBarbarianSteps * (b.sq + 3);
  b.w = std::max(text_w, track_w + 2 * b.pad);
  b.h = b.lh * 2 + b.sq + 4 * b.pad;
  return b;
}

constexpr float kBadgeMargin = 6;  // px between the canvas's corner and the badge

// The barbarian badge at the board's top left. Always on screen during the game.
void DrawBadge(Session& s, ImDrawList* dl, const CkState& st, ImVec2 pos) {
  const Badge m = MeasureBadge(s, st);
  const float lh = m.lh, pad = m.pad, sq = m.sq;
  const ImVec2 a(pos.x + kBadgeMargin, pos.y + kBadgeMargin), b(a.x + m.w, a.y + m.h);
  dl->AddRectFilled(a, b, IM_COL32(20, 24, 32, 215), 6);
  dl->AddText(ImVec2(a.x + pad, a.y + pad), IM_COL32(255, 255, 255, 255), m.l1.c_str());
  // The track: one square per step, the ship's steps filled, the attack square marked red.
  for (int i = 0; i < catan::ck::kBarbarianSteps; ++i) {
    const ImVec2 q(a.x + pad + i * (sq + 3), a.y + pad + lh + 3);
    const bool done = i < st.barbarian;
    dl->AddRectFilled(q, ImVec2(q.x + sq, q.y + sq), done ? IM_COL32(230, 230, 230, 255) : IM_COL32(70, 80, 95, 255), 2);
    if (i == catan::ck::kBarbarianSteps - 1) dl->AddRect(q, ImVec2(q.x + sq, q.y + sq), IM_COL32(230, 80, 60, 255), 2, 0, 2);
  }
  const ImU32 warn = m.cities > m.defence ? IM_COL32(255, 150, 120, 255) : IM_COL32(160, 230, 160, 255);
  dl->AddText(ImVec2(a.x + pad, a.y + pad * 2 + lh + sq + 3), warn, m.l2.c_str());
  const std::string value = std::to_string(int(st.barbarian)) + "/7 " + std::to_string(m.cities) + ":" + std::to_string(m.defence);
  ProbeRect("text", Pid("barbarians"), a, b, false, value.c_str());
  Ui(s).fx.keep_clear = b;  // toasts start below the badge where they would cover it
}

}  // namespace

ImVec2 BadgeArea(const Session& s) {
  const CkState* st = State(s);
  if (!st) return ImVec2(0, 0);
  const Badge b = MeasureBadge(s, *st);
  // The badge's widest text ("Ship 6/7") and the track hardly change; its margin on both sides.
  return ImVec2(b.w + 2 * kBadgeMargin, b.h + 2 * kBadgeMargin);
}

bool IsBoardType(const std::string& type) { return kModes.count(type) > 0; }

const char* SecondField(const std::string& type) {
  if (type == "move_knight" || type == "displace_knight") return "to";
  if (type == "play_smith" || type == "play_inventor") return "second";
  return nullptr;
}

int BoardTarget(const Session& s, const json& a, LegalRef& ref) {
  const std::string& type = ref.type;
  if (kForced.count(type)) return 1;
  if (!kModes.count(type)) return -1;
  const CkUi& ui = Ck(s);
  if (ui.mode != type) return 0;
  const char* second = SecondField(type);
  if (!second || ui.first < 0) return 1;
  // Second click: the destination (or second knight / hex) of the chosen first one.
  const bool hex = type == "play_inventor";
  if ((hex ? ref.hex : ref.vertex) != ui.first) return 0;
  const int to = Field(a, second);
  if (to < 0) return 0;
  if (hex) ref.hex = to;
  else ref.vertex = to;
  return 1;
}

bool BoardClick(Session& s, const char* kind, int id, const std::vector<json>& fit) {
  CkUi& ui = Ck(s);
  if (ui.mode.empty() || !SecondField(ui.mode) || ui.first >= 0) return false;
  (void)kind;
  (void)fit;
  ui.first = id;  // the knight (or first hex) chosen: its destinations light up
  return true;
}

void DrawBoardExtras(Session& s, ImDrawList* dl, const BoardXf& t, ImVec2 pos, ImVec2 size, bool under) {
  (void)size;
  const CkState* st = State(s);
  if (!st) return;
  const ViewModel& v = s.view();
  const int nv = std::min<int>(int(v.vertices.size()), catan::ck::kVertices);
  if (under) {
    for (int x = 0; x < nv; ++x)
      if ((st->walls >> x) & 1) DrawWall(dl, t.P(v.vertices[size_t(x)].x, v.vertices[size_t(x)].y), t.size);
    return;
  }
  for (int k = 0; k < catan::ck::kTracks; ++k) {
    const int x = st->metropolis[size_t(k)];
    if (x >= 0 && x < nv) DrawMetropolis(dl, t.P(v.vertices[size_t(x)].x, v.vertices[size_t(x)].y), t.size, k);
  }
  // Which knights a click takes now (ringed white).
  std::vector<char> target(size_t(nv), 0);
  LegalRef ref;
  for (size_t i = 0; i < v.legal.size(); ++i) {
    ref = v.legal_refs[i];
    const int r = BoardTarget(s, v.legal[i], ref);
    if ((r == 1 || (r < 0 && BoardTypeActive(s, ref.type))) && ref.vertex >= 0 && ref.vertex < nv) target[size_t(ref.vertex)] = 1;
  }
  const CkUi& ui = Ck(s);
  for (int x = 0; x < nv; ++x) {
    const uint8_t k = st->knight[size_t(x)];
    if (!k) continue;
    const int owner = catan::ck::knight::owner(k);
    const ImVec2 p = t.P(v.vertices[size_t(x)].x, v.vertices[size_t(x)].y);
    DrawKnight(dl, p, t.size, s.Colour(owner), owner, catan::ck::knight::strength(k), catan::ck::knight::active(k),
               target[size_t(x)] || (ui.first == x && !ui.mode.empty() && ui.mode != "play_inventor"));
    char id[40];
    std::snprintf(id, sizeof id, "knight %d", x);
    char value[48];
    std::snprintf(value, sizeof value, Pid("player %d strength %d %s"), owner, catan::ck::knight::strength(k),
                  catan::ck::knight::active(k) ? Pid("active") : Pid("inactive"));
    const float r = t.size * 0.2f;
    ProbeRect("piece", id, ImVec2(p.x - r, p.y - r), ImVec2(p.x + r, p.y + r), false, value);
  }
  if (st->merchant_hex >= 0 && st->merchant_hex < int(v.hexes.size()) && st->merchant_owner >= 0) {
    const auto& h = v.hexes[size_t(st->merchant_hex)];
    DrawMerchant(dl, t.P(h.x, h.y), t.size, s.Colour(st->merchant_owner));
  }
  if (ui.first >= 0 && ui.mode == "play_inventor" && ui.first < int(v.hexes.size())) {
    const auto& h = v.hexes[size_t(ui.first)];
    dl->AddCircle(t.P(h.x, h.y), t.size * 0.45f, IM_COL32(255, 255, 255, 235), 32, std::max(2.0f, t.size * 0.05f));
  }
  DrawBadge(s, dl, *st, pos);
}

}  // namespace catan::ui::ck
