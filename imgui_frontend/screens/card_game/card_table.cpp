// The card table's parts: both principalities (columns of regions, roads, settlements and
// cities with their building sites), the hand, the centre (stacks, dice, tokens, the event
// card) and the cards a decision shows to its seat only (a searched stack, the region stack,
// the opponent's hand for a Spy). Clicking a highlighted place submits the legal action that
// targets it (docs/card-game.md "Actions").
#include <algorithm>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/card_game/card_ui.hpp"

namespace catan::ui::cardtable {
namespace {

constexpr float kGap = 4;

const json& Legal(CardUi& ui) {
  static const json none = json::array();
  return ui.view.contains("legal_actions") ? ui.view["legal_actions"] : none;
}

// The legal action of `type` whose fields all equal those of `match`, or nullptr.
const json* Find(CardUi& ui, const char* type, const json& match) {
  for (const json& a : Legal(ui)) {
    if (a.value("type", "") != type) continue;
    bool ok = true;
    for (auto it = match.begin(); it != match.end() && ok; ++it) ok = a.contains(it.key()) && a[it.key()] == *it;
    if (ok) return &a;
  }
  return nullptr;
}

// Draws one slot at row `row` (0..4) of slot column `x` inside the principality child, from
// the child's padded content corner (ImGui clips half the padding off each edge: a slot
// nearer the edge was cut by a few px).
bool Slot(const json& card, const std::string& probe, int x, int row, float w, float h, bool hot) {
  const ImVec2 o = ImGui::GetStyle().WindowPadding;  // a bordered child's padding
  ImGui::SetCursorPos(ImVec2(o.x + x * (w + kGap), o.y + row * (h + kGap)));
  return CardButton(card, probe.c_str(), ImVec2(w, h), hot);
}

}  // namespace

void DrawPrincipality(Session& s, CardUi& ui, int player, bool mine, float card_w) {
  const json& pl = ui.view["players"][size_t(player)];
  const json& cols = pl["principality"];
  const float w = card_w, h = std::max(44.0f, std::max(44.0f, card_w * 0.62f));
  const int n = int(cols.size());
  const std::string pre = "p" + std::to_string(player) + " ";
  ImGui::TextWrapped(T("cardgame.ui.player_line"), s.Name(player).c_str(), pl.value("vp", 0), pl.value("strength", 0),
              pl.value("commerce", 0), pl.value("tournament", 0), pl.value("hand_count", 0), pl.value("hand_limit", 3));
  ProbeLastItem("text", (pre + "line").c_str());
  const std::string child = "##princ" + std::to_string(player);
  // Five rows, the padding above and below and the sideways scroll bar fit exactly: the row
  // scrolls only sideways, so the mouse wheel and a vertical finger drag on it scroll the table
  // around it (common/touch.cpp); 1 px spare for rounding.
  const ImGuiStyle& st = ImGui::GetStyle();
  const float rows_h = 5 * h + 4 * kGap;
  ImGui::BeginChild(child.c_str(), ImVec2(-1, rows_h + 2 * st.WindowPadding.y + st.ScrollbarSize + 1), true,
                    ImGuiWindowFlags_HorizontalScrollbar);
  const bool picking = mine ? false : true;
  // Open ends: a road or a settlement (a Scout with the Scout picked) is built there.
  for (int end = 0; end < 2 && mine; ++end) {
    const char* e = end == 0 ? "left" : "right";
    const json* road = Find(ui, "build_road", {{"end", e}});
    const json* town = Find(ui, "build_settlement", {{"end", e}});
    const json* scout = ui.selected >= 0 ? Find(ui, "play_scout", {{"end", e}, {"card", ui.selected}}) : nullptr;
    const json* act = scout ? scout : town ? town : road;
    const json label = {{"type", scout || town ? "settlement" : "road"}};
    if (Slot(label, pre + "end " + e, end == 0 ? 0 : n + 1, 2, w, h, act != nullptr) && act) Act(s, ui, *act);
  }
  for (int c = 0; c < n; ++c) {
    const json& col = cols[size_t(c)];
    const int x = c + 1;
    const std::string cp = pre + "c" + std::to_string(c) + " ";
    if (col.value("kind", "") == "gap") {
      for (int k = 0; k < 2; ++k) {
        const json& r = col["regions"][size_t(k)];
        if (r.is_null()) continue;
        // Your regions: a click cycles "pays" -> "receives" -> default (docs/card-game.md
        // "Choosing regions"); the next move that pays or receives names them.
        const int id = r.value("id", -1);
        const int mark = std::count(ui.from.begin(), ui.from.end(), id) ? 1 : std::count(ui.to.begin(), ui.to.end(), id) ? 2 : 0;
        if (mark) ImGui::PushStyleColor(ImGuiCol_Border, mark == 1 ? IM_COL32(255, 90, 60, 255) : IM_COL32(90, 230, 90, 255));
        if (mark) ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 3.0f);
        const bool hit = Slot(r, cp + "r" + std::to_string(k), x, k == 0 ? 1 : 3, w, h, false);
        if (mark) { ImGui::PopStyleVar(); ImGui::PopStyleColor(); }
        if (hit && mine) {
          if (mark == 1) { ui.from.erase(std::find(ui.from.begin(), ui.from.end(), id)); ui.to.push_back(id); }
          else if (mark == 2) ui.to.erase(std::find(ui.to.begin(), ui.to.end(), id));
          else ui.from.push_back(id);
        }
      }
      const json road = col["road"].is_null() ? json{{"type", "none"}} : json{{"type", "road"}, {"id", col["road"]}};
      Slot(road, cp + "road", x, 2, w, h, false);
      continue;
    }
    const bool city = col.value("kind", "") == "city";
    const json town{{"type", city ? "city" : "settlement"}};
    const json* up = mine ? Find(ui, "build_city", {{"column", c}}) : nullptr;
    if (Slot(town, cp + "town", x, 2, w, h, up != nullptr) && up) Act(s, ui, *up);
    static const int kRow[4] = {1, 0, 3, 4};
    for (int site = 0; site < 4; ++site) {
      if (!city && (site == 1 || site == 3)) continue;
      const json& sc = col["sites"][size_t(site)];
      const json* act = nullptr;
      if (mine && ui.selected >= 0)
        act = Find(ui, "build_expansion", {{"card", ui.selected}, {"column", c}, {"site", site}});
      if (!act && picking) act = Find(ui, "pick_card", {{"column", c}, {"site", site}});
      const json shown = sc.is_null() ? json{{"type", "site"}} : sc;
      if (Slot(shown, cp + "s" + std::to_string(site), x, kRow[site], w, h, act != nullptr) && act) Act(s, ui, *act);
    }
  }
  const ImVec2 o = st.WindowPadding;  // the content's far corner
  ImGui::SetCursorPos(ImVec2(o.x + (n + 2) * (w + kGap) - kGap - 1, o.y + rows_h - 1));
  ImGui::Dummy(ImVec2(1, 1));
  ImGui::EndChild();
}

void DrawHand(Session& s, CardUi& ui, float card_w) {
  const json& me = ui.view["players"][size_t(std::max(0, s.seat()))];
  if (!me.contains("hand")) return;
  if (!ui.from.empty() || !ui.to.empty()) {
    ImGui::TextWrapped(T("cardgame.ui.regions_chosen"), int(ui.from.size()), int(ui.to.size()));
    ProbeLastItem("text", "regions chosen");
  }
  ImGui::TextUnformatted(T("cardgame.ui.hand"));
  ProbeLastItem("text", "hand title");
  const float h = std::max(44.0f, card_w * 0.62f);
  int i = 0;
  for (const json& c : me["hand"]) {
    const int id = c.value("id", -1);
    if (i++ > 0) SameLineIfFits(card_w);
    const std::string probe = "hand " + std::to_string(id);
    if (CardButton(c, probe.c_str(), ImVec2(card_w, h), false, ui.selected == id)) ui.selected = ui.selected == id ? -1 : id;
  }
  if (ui.selected >= 0) {
    json sel{{"id", ui.selected}};
    for (const json& c : me["hand"])
      if (c.value("id", -1) == ui.selected) sel = c;
    ImGui::TextWrapped(T("cardgame.ui.selected"), CardName(sel).c_str());
    ProbeLastItem("text", "selected");
    ImGui::TextWrapped("%s", T("cardgame.ui.click_site"));
  }
}

void DrawCentre(Session& s, CardUi& ui) {
  const json& v = ui.view;
  // Stacks with counts; a draw or choose_stack click on a stack button is in the moves list.
  ImGui::TextUnformatted(T("cardgame.ui.stacks"));
  ProbeLastItem("text", "stacks title");
  for (int k = 0; k < 5; ++k) {
    if (k > 0) SameLineIfFits(ImGui::GetFontSize() * 6);
    const int n = v["stacks"].is_array() && k < int(v["stacks"].size()) ? v["stacks"][size_t(k)].value("count", 0) : 0;
    ImGui::Text(T("cardgame.ui.stack"), k + 1, n);
    ProbeLastItem("text", ("stack " + std::to_string(k)).c_str());
  }
  ImGui::TextWrapped(T("cardgame.ui.centre"), v.value("roads", 0), v.value("settlements", 0), v.value("cities", 0),
                     v.value("region_stack", 0), v.value("event_deck", 0), int(v["discard"].size()));
  ProbeLastItem("text", "centre");
  const int prod = v.value("production", 0);
  if (prod > 0 && v["event_face"].is_string()) {
    const std::string face = "cardgame.ui.face." + v["event_face"].get<std::string>();
    ImGui::TextWrapped(T("cardgame.ui.dice"), prod, T(face.c_str()));
  } else {
    ImGui::TextUnformatted(T("cardgame.ui.no_roll"));
  }
  ProbeLastItem("text", "dice");
  const json& tk = v["tokens"];
  auto holder = [&](const char* k) {
    const int h = tk.is_object() ? tk.value(k, -1) : -1;
    return h >= 0 ? s.Name(h) : std::string(T("cardgame.ui.nobody"));
  };
  ImGui::TextWrapped(T("cardgame.ui.tokens"), holder("knight").c_str(), holder("windmill").c_str());
  ProbeLastItem("text", "tokens");
  if (v.contains("last_event") && v["last_event"].is_object()) {
    ImGui::TextWrapped(T("cardgame.ui.last_event"), CardName(v["last_event"]).c_str());
    ProbeLastItem("text", "event card");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", CardText(v["last_event"]).c_str());
  }
}

void DrawDecisionCards(Session& s, CardUi& ui, float card_w) {
  const json& d = ui.view["decision"];
  if (!d.is_object() || d.value("seat", -1) != s.seat()) return;
  const char* keys[3] = {"stack_cards", "region_cards", "opponent_hand"};
  const char* titles[3] = {"cardgame.ui.stack_cards", "cardgame.ui.region_cards", "cardgame.ui.opponent_hand"};
  for (int k = 0; k < 3; ++k) {
    if (!d.contains(keys[k]) || !d[keys[k]].is_array()) continue;
    ImGui::TextWrapped("%s", T(titles[k]));
    ProbeLastItem("text", keys[k]);
    int i = 0;
    for (const json& c : d[keys[k]]) {
      const int id = c.value("id", -1);
      const json* take = Find(ui, "take_card", {{"card", id}});
      const json* swap = ui.selected >= 0 ? Find(ui, "swap_card", {{"card", ui.selected}, {"take", id}}) : nullptr;
      const json* act = take ? take : swap;
      if (i++ > 0) SameLineIfFits(card_w);
      const std::string probe = "shown " + std::to_string(id);
      if (CardButton(c, probe.c_str(), ImVec2(card_w, std::max(44.0f, card_w * 0.62f)), act != nullptr) && act) Act(s, ui, *act);
    }
  }
}

}  // namespace catan::ui::cardtable
