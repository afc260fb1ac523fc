// The hex screen's action bar (imgui_frontend/common/layout.hpp places it): Roll dice and End
// turn at fixed places, the build toggles above them on a phone, each disabled with its reason.
#include <algorithm>
#include <string>

#include <imgui.h>

#include "engine/catan/types.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/touch.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/hex/build_buttons.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"

namespace catan::ui {

namespace {

constexpr ImGuiWindowFlags kBarFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                       ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse;


// "need 1 brick, 2 ore" for what the hand lacks of `cost`; "" if it holds it all.
std::string Missing(const ViewModel& v, const Counts& cost) {
  Counts lack{};
  bool any = false;
  for (int r = 0; r < kResources; ++r) {
    lack[r] = std::max(0, cost[r] - v.hand[r]);
    any = any || lack[r] > 0;
  }
  return any ? catan::text::format("ui.hex.why.need", ResourcesText(lack).c_str()) : std::string();
}

bool MyTurn(const Session& s) { return s.seat() >= 0 && s.seat() == s.view().current && s.view().winner < 0; }

// Why a main button cannot be used now ("" when it can).
std::string WhyNotRoll(const Session& s) {
  const ViewModel& v = s.view();
  if (v.CanDo("roll_dice")) return "";
  if (!MyTurn(s)) return T("ui.hex.why.not_your_turn");
  if (v.phase == "setup_settlement" || v.phase == "setup_road") return T("ui.hex.why.no_dice_in_setup");
  return T("ui.hex.why.already_rolled");
}

std::string WhyNotEnd(const Session& s) {
  const ViewModel& v = s.view();
  if (v.CanDo("end_turn")) return "";
  if (!MyTurn(s)) return T("ui.hex.why.not_your_turn");
  if (v.phase == "pre_roll") return T("ui.hex.why.roll_first");
  if (v.phase == "setup_settlement" || v.phase == "setup_road") return T("ui.hex.why.place_pieces_first");
  return T("ui.hex.why.finish_step_first");
}

// Why a main-phase purchase of action `type` costing `cost` cannot be made now ("" when it
// can); `otherwise`: the reason's key when the hand holds the cost.
std::string WhyNotBuy(const Session& s, const char* type, const Counts& cost, const char* otherwise) {
  const ViewModel& v = s.view();
  if (v.CanDo(type)) return "";
  if (!MyTurn(s)) return T("ui.hex.why.not_your_turn");
  if (v.phase != "main") return T(v.phase == "pre_roll" ? "ui.hex.why.roll_first" : "ui.hex.why.not_now");
  const std::string need = Missing(v, cost);
  return need.empty() ? std::string(T(otherwise)) : need;
}

}  // namespace

std::string WhyNotBuild(const Session& s, const BuildButton& b) { return WhyNotBuy(s, b.type, b.cost, "ui.hex.why.no_legal_spot"); }

// The reason of a disabled button, shown on hover (a tap hovers it on a touch screen), just
// above the button: at the pointer it covered the button beside it (after a click on Roll
// dice, "Already rolled this turn" lay over End turn). Aligned to the button's left edge, or
// its right one in the screen's right half, so it stays on the screen; probe text "reason".
void DisabledReason(const std::string& why) {
  if (why.empty() || !ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const bool right = (a.x + b.x) / 2 > ImGui::GetIO().DisplaySize.x / 2;
  ImGui::SetNextWindowPos(ImVec2(right ? b.x : a.x, a.y - ImGui::GetStyle().ItemSpacing.y), ImGuiCond_Always,
                          ImVec2(right ? 1.0f : 0.0f, 1.0f));
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(why.c_str());
  ProbeLastItemAs("text", "reason", false, why.c_str());
  ImGui::EndTooltip();
}

std::string WhyNotBuyDevelopmentCard(const Session& s) {
  return WhyNotBuy(s, "buy_development_card", CostOf(catan::kDevCardCost),
                   s.view().deck_count == 0 ? "ui.hex.why.deck_empty" : "ui.hex.why.not_now");
}

void DrawActionBar(Session& s, ImVec2 pos, ImVec2 size, bool builds) {
  const ViewModel& v = s.view();
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(22, 27, 33, 255));
  ImGui::Begin("##actionbar", nullptr, kBarFlags);
  ImGui::PopStyleColor();
  const ImGuiStyle& st = ImGui::GetStyle();
  const float row = std::max(ImGui::GetFrameHeight() * 1.25f, 44.0f);
  const float w = ImGui::GetContentRegionAvail().x;
  if (builds) {
    const float bw = (w - 2 * st.ItemSpacing.x) / 3;
    for (const auto& b : kBuildButtons) {
      if (&b != kBuildButtons) ImGui::SameLine();
      const bool legal = v.CanDo(b.type), on = Ui(s).mode == b.mode;
      ImGui::BeginDisabled(!legal && !on);
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
      if (ProbedButtonAs(T(b.key), b.probe_id, ImVec2(bw, row))) Ui(s).mode = on ? BuildMode::none : b.mode;
      if (on) ImGui::PopStyleColor();
      ImGui::EndDisabled();
      DisabledReason(legal ? ResourcesText(b.cost) : WhyNotBuild(s, b));
    }
    if (Ui(s).mode != BuildMode::none && !v.CanDo(kBuildButtons[int(Ui(s).mode) - 1].type)) Ui(s).mode = BuildMode::none;
  }
  // Roll on the left, End turn on the right with a gap between: never one in the other's place.
  const float half = (w - 3 * st.ItemSpacing.x) / 2;
  const std::string no_roll = WhyNotRoll(s);
  ImGui::BeginDisabled(!no_roll.empty());
  ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(46, 120, 74, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(58, 146, 90, 255));
  if (ProbedButtonAs(T("ui.hex.roll_dice"), "Roll dice", ImVec2(half, row)) && no_roll.empty()) s.Submit(*v.FirstLegal("roll_dice"));
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  DisabledReason(no_roll);
  ImGui::SameLine(0, 3 * st.ItemSpacing.x);
  const std::string no_end = WhyNotEnd(s);
  ImGui::BeginDisabled(!no_end.empty());
  ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(150, 62, 48, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(178, 78, 60, 255));
  if (ProbedButtonAs(T("ui.hex.end_turn"), "End turn", ImVec2(half, row)) && no_end.empty()) {
    Ui(s).mode = BuildMode::none;
    s.Submit(*v.FirstLegal("end_turn"));
  }
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  DisabledReason(no_end);
  ImGui::End();
}

}  // namespace catan::ui
