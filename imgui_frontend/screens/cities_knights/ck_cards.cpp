// The hand in Cities & Knights: the commodities beside the resources, the progress cards
// (cards drawn since the seat's last look marked new, each card's full text on hover or a
// tap on its name, Play and Discard), the choice dialog of a card whose target is not on the
// board, and the discard after a 7 with commodities.
#include <algorithm>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "engine/core/resources.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/cities_knights/ck_ui.hpp"

namespace catan::ui::ck {

using nlohmann::json;

namespace {

// Cards played with play_progress (no target).
bool PlainCard(const std::string& card) {
  return card == "warlord" || card == "irrigation" || card == "mining" || card == "road_building" || card == "saboteur" ||
         card == "wedding" || card == "commercial_harbor";
}

// The action type that plays `card`.
std::string PlayType(const std::string& card) { return PlainCard(card) ? "play_progress" : "play_" + card; }

void CommodityChip(int slot, int count, float width) {
  const float h = ImGui::GetFrameHeight();
  const ImVec2 sz(width, h), p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p, ImVec2(p.x + sz.x, p.y + sz.y), KindColour(slot), 5.0f);
  dl->AddRect(p, ImVec2(p.x + sz.x, p.y + sz.y), IM_COL32(40, 40, 40, 255), 5.0f, 0, 1.5f);  // commodities: outlined cards
  char buf[40];
  std::snprintf(buf, sizeof buf, T("ui.common.resource_chip"), count, KindWord(slot).c_str());
  const ImVec2 ts = ImGui::CalcTextSize(buf);
  if (ts.x + 4 <= sz.x) {
    dl->AddText(ImVec2(p.x + (sz.x - ts.x) * 0.5f, p.y + (sz.y - ts.y) * 0.5f), IM_COL32(20, 20, 20, 255), buf);
  } else {
    std::snprintf(buf, sizeof buf, "%d", count);
    const ImVec2 a = ImGui::CalcTextSize(buf);
    dl->AddText(ImVec2(p.x + (sz.x - a.x) * 0.5f, p.y + (sz.y - a.y) * 0.5f), IM_COL32(20, 20, 20, 255), buf);
  }
  ImGui::Dummy(sz);
  ProbeLastItemAs("chip", std::string(catan::kCardKindNames[size_t(slot)]).c_str(), false, std::to_string(count).c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", KindWord(slot).c_str());
}

// Per seat: the progress cards it held when it last looked in an earlier turn, so the cards
// drawn since (on its roll, or off-turn) show as new for the rest of the turn.
struct Seen {
  int turn = -1;
  std::array<int8_t, catan::ck::kProgressKinds> start{}, last{};
};
Seen& SeenFor(int seat) {
  static std::array<Seen, catan::ck::kPlayers> seen;
  return seen[size_t(std::clamp(seat, 0, catan::ck::kPlayers - 1))];
}

// The dialog of a card whose choice is not on the board: one button per legal way to play it.
void CardDialog(Session& s) {
  CkUi& ui = Ck(s);
  const char* title = T("ui.ck.card_dialog");
  if (ui.card_popup >= 0 && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  const ImVec2 vp = ImGui::GetMainViewport()->Size;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(std::min(vp.x - 20, 520.0f), vp.y * 0.8f));
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const ViewModel& v = s.view();
  const std::string card = ui.card_popup >= 0 ? std::string(catan::ck::kCardNames[size_t(ui.card_popup)]) : "";
  const std::string type = PlayType(card);
  ImGui::TextUnformatted(CardName(card).c_str());
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(vp.x - 60, 460.0f));
  ImGui::TextDisabled("%s", CardText(card).c_str());
  ImGui::PopTextWrapPos();
  int n = 0;
  for (const auto& a : v.legal) {
    if (a.value("type", "") != type) continue;
    const std::string label = ActionLabel(s, a) + "##d" + std::to_string(n);
    json b = a;
    b.erase("player");
    if (ProbedButtonAs(label.c_str(), ("card " + b.dump()).c_str(), ImVec2(-1, 0))) {
      ui.card_popup = -1;
      ImGui::CloseCurrentPopup();
      s.Submit(a);
      break;
    }
    ++n;
  }
  if (n == 0) ImGui::TextDisabled("%s", T("ui.ck.no_way_now"));
  if (ProbedButtonAs(T("ui.hex.cancel"), "Cancel card")) {
    ui.card_popup = -1;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

// Play: a plain card at once; a card with a board target lights its targets; else its dialog.
void Play(Session& s, int kind) {
  const ViewModel& v = s.view();
  CkUi& ui = Ck(s);
  const std::string card(catan::ck::kCardNames[size_t(kind)]);
  const std::string type = PlayType(card);
  if (type == "play_progress") {
    for (const auto& a : v.legal)
      if (a.value("type", "") == type && a.value("card", "") == card) { s.Submit(a); return; }
    return;
  }
  if (IsBoardType(type)) {
    ui.mode = type;
    ui.first = -1;
    Ui(s).mode = BuildMode::none;
    return;
  }
  ui.card_popup = kind;
}

bool CanPlay(const ViewModel& v, const std::string& card) {
  const std::string type = PlayType(card);
  for (const auto& a : v.legal)
    if (a.value("type", "") == type && (type != "play_progress" || a.value("card", "") == card)) return true;
  return false;
}

const json* DiscardOf(const ViewModel& v, const std::string& card) {
  for (const auto& a : v.legal)
    if (a.value("type", "") == "discard_progress" && a.value("card", "") == card) return &a;
  return nullptr;
}

void ProgressCards(Session& s, const CkState& st) {
  const ViewModel& v = s.view();
  const int me = s.seat();
  if (me < 0 || me >= catan::ck::kPlayers) return;
  Seen& seen = SeenFor(me);
  if (seen.turn != v.turn) {
    seen.start = seen.last;
    seen.turn = v.turn;
  }
  seen.last = st.hand[size_t(me)];
  const int count = st.hand_count[size_t(me)];
  ImGui::Text(T("ui.ck.progress_cards"), count, catan::ck::kHandLimit);
  ProbeLastItem("text", Pid("progress cards"));
  CkUi& ui = Ck(s);
  static int expanded = -1;
  for (int k = 0; k < catan::ck::kProgressKinds; ++k) {
    const int n = st.hand[size_t(me)][size_t(k)];
    if (n <= 0) continue;
    const std::string card(catan::ck::kCardNames[size_t(k)]);
    ImGui::PushID(k);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetFrameHeight();
    ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + h * 0.3f, p.y + h), TrackColour(catan::ck::card_track(k)), 2);
    ImGui::Dummy(ImVec2(h * 0.3f, h));
    ImGui::SameLine();
    const bool fresh = n > seen.start[size_t(k)];
    std::string name = (n > 1 ? std::to_string(n) + " x " : std::string()) + CardName(card) + (fresh ? T("ui.hex.new") : "");
    ImGui::AlignTextToFramePadding();
    if (ImGui::Selectable((name + "##name").c_str(), expanded == k, 0, TouchSize(name.c_str(), ImVec2(ImGui::CalcTextSize(name.c_str()).x, 0))))
      expanded = expanded == k ? -1 : k;  // a tap shows the card's text (touch screens have no hover)
    ProbeLastItemAs("button", ("card " + card).c_str(), false, fresh ? "new" : "");
    if (ImGui::IsItemHovered()) {
      ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(360, 400));
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(340);
      ImGui::TextUnformatted(CardText(card).c_str());
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
    const bool can = CanPlay(v, card);
    const json* discard = DiscardOf(v, card);
    const char* play = T("ui.ck.play");
    const float play_w = ImGui::CalcTextSize(play).x + 2 * ImGui::GetStyle().FramePadding.x;
    if (can || !discard) {
      SameLineIfFits(play_w);
      ImGui::BeginDisabled(!can);
      if (ProbedButtonAs(play, ("play " + card).c_str())) Play(s, k);
      ImGui::EndDisabled();
    }
    if (discard) {
      SameLineIfFits(ImGui::CalcTextSize(T("ui.ck.discard")).x + 2 * ImGui::GetStyle().FramePadding.x);
      if (ProbedButtonAs(T("ui.ck.discard"), ("discard " + card).c_str())) s.Submit(*discard);
    }
    if (expanded == k) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", CardText(card).c_str());
      ImGui::PopTextWrapPos();
    }
    ImGui::PopID();
  }
  // Printer / Constitution revealed: points outside the hand.
  if (st.vp_cards[size_t(me)] > 0) {
    ImGui::TextDisabled(T("ui.ck.vp_cards"), int(st.vp_cards[size_t(me)]));
    ProbeLastItem("text", Pid("vp cards"));
  }
  (void)ui;
  CardDialog(s);
}

}  // namespace

void DrawCkHand(Session& s) {
  const ViewModel& v = s.view();
  const CkState* st = State(s);
  if (!st) return;
  const float chip = ChipWidth(3, ImGui::GetFrameHeight() * 2.3f);
  for (int c = 0; c < catan::kCommodityCount; ++c) {
    const int slot = catan::kResourceCount + c;
    CommodityChip(slot, v.typed.hand.n[size_t(slot)], chip);
    if (c + 1 < catan::kCommodityCount) ImGui::SameLine();
  }
  ProgressCards(s, *st);
}

void DrawCkDiscard(Session& s) {
  const ViewModel& v = s.view();
  if (s.seat() < 0 || s.seat() >= int(v.players.size())) return;
  const int due = v.players[size_t(s.seat())].discard_due;
  if (due <= 0) return;
  CkUi& ui = Ck(s);
  ImGui::TextWrapped(T(due == 1 ? "ui.hex.discard_note_one" : "ui.hex.discard_note"), due);
  int sum = 0;
  for (int x : ui.discard) sum += x;
  char id[32];
  for (int k = 0; k < catan::kCardKinds; ++k) {
    const int held = v.typed.hand.n[size_t(k)];
    if (ui.discard[size_t(k)] > held) ui.discard[size_t(k)] = held;
    if (held == 0) continue;
    ImGui::PushID(k);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%s", catan::text::format("ui.common.resources_item", held - ui.discard[size_t(k)], KindWord(k).c_str()).c_str());
    ImGui::SameLine(ImGui::GetFontSize() * 7);
    std::snprintf(id, sizeof id, "discard -%s", std::string(catan::kCardKindNames[size_t(k)]).c_str());
    ImGui::BeginDisabled(ui.discard[size_t(k)] == 0);
    if (ProbedButtonAs("-", id)) --ui.discard[size_t(k)];
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("%d", ui.discard[size_t(k)]);
    ImGui::SameLine();
    std::snprintf(id, sizeof id, "discard +%s", std::string(catan::kCardKindNames[size_t(k)]).c_str());
    ImGui::BeginDisabled(ui.discard[size_t(k)] >= held || sum >= due);
    if (ProbedButtonAs("+", id)) ++ui.discard[size_t(k)];
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::BeginDisabled(sum != due);
  char label[48];
  std::snprintf(label, sizeof label, (std::string(T("ui.hex.discard_3")) + "##go").c_str(), sum, due);
  if (ProbedButtonAs(label, "Discard", ImVec2(-1, 0))) {
    json set = json::object();
    for (int k = 0; k < catan::kCardKinds; ++k)
      if (ui.discard[size_t(k)]) set[std::string(catan::kCardKindNames[size_t(k)])] = ui.discard[size_t(k)];
    if (s.Submit({{"type", "discard"}, {"resources", set}})) ui.discard = {};
  }
  ImGui::EndDisabled();
}

}  // namespace catan::ui::ck
