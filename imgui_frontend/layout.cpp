#include "imgui_frontend/layout.hpp"

#include <algorithm>
#include <string>

#include "imgui_frontend/names.hpp"
#include "imgui_frontend/theme.hpp"
#include "imgui_frontend/touch.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

namespace {

bool g_narrow = false;

constexpr ImGuiWindowFlags kBarFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                       ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse;

struct BuildButton {
  const char* label;
  const char* type;
  BuildMode mode;
  Counts cost;
};
const BuildButton kBuildButtons[] = {
    {"Road", "build_road", BuildMode::road, {1, 1, 0, 0, 0}},
    {"Settlement", "build_settlement", BuildMode::settlement, {1, 1, 1, 1, 0}},
    {"City", "build_city", BuildMode::city, {0, 0, 0, 2, 3}},
};

// "need 1 brick, 2 ore" for what the hand lacks of `cost`; "" if it holds it all.
std::string Missing(const ViewModel& v, const Counts& cost) {
  std::string out;
  for (int r = 0; r < kResources; ++r) {
    if (v.hand[r] >= cost[r]) continue;
    out += (out.empty() ? "need " : ", ") + std::to_string(cost[r] - v.hand[r]) + " " + kResourceNames[r];
  }
  return out;
}

bool MyTurn(const Session& s) { return s.seat() >= 0 && s.seat() == s.view().current && s.view().winner < 0; }

// Why a main button cannot be used now ("" when it can).
std::string WhyNotRoll(const Session& s) {
  const ViewModel& v = s.view();
  if (v.CanDo("roll_dice")) return "";
  if (!MyTurn(s)) return "Not your turn";
  if (v.phase == "setup_settlement" || v.phase == "setup_road") return "No dice during setup";
  return "Already rolled this turn";
}

std::string WhyNotEnd(const Session& s) {
  const ViewModel& v = s.view();
  if (v.CanDo("end_turn")) return "";
  if (!MyTurn(s)) return "Not your turn";
  if (v.phase == "pre_roll") return "Roll the dice first";
  if (v.phase == "setup_settlement" || v.phase == "setup_road") return "Place your pieces first";
  return "Finish the current step first";
}

std::string WhyNotBuild(const Session& s, const BuildButton& b) {
  const ViewModel& v = s.view();
  if (v.CanDo(b.type)) return "";
  if (!MyTurn(s)) return "Not your turn";
  if (v.phase != "main") return v.phase == "pre_roll" ? "Roll the dice first" : "Not now";
  const std::string need = Missing(v, b.cost);
  return need.empty() ? "No legal spot" : need;
}

// The reason of a disabled button, shown on hover (a tap hovers it on a touch screen).
void Reason(const std::string& why) {
  if (!why.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", why.c_str());
}

}  // namespace

bool NarrowLayout() { return g_narrow; }
void SetNarrowLayout(bool narrow) { g_narrow = narrow; }

float ActionBarHeight(bool builds) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float row = std::max(ImGui::GetFrameHeight() * 1.25f, 44.0f);
  return 2 * st.WindowPadding.y + (builds ? 2 * row + st.ItemSpacing.y : row);
}

GameLayout LayoutGame(float width, float height, float top, bool builds_in_bar) {
  GameLayout l;
  l.narrow = width < height * 1.1f;
  if (!l.narrow) {
    const float panel_w = std::min(std::max(width * 0.36f, 360.0f), 460.0f);
    const float bar_h = ActionBarHeight(false);
    l.board_pos = ImVec2(0, top);
    l.board_size = ImVec2(width - panel_w, height - top);
    l.panel_pos = ImVec2(width - panel_w, top);
    l.panel_size = ImVec2(panel_w, height - top - bar_h);
    l.bar_pos = ImVec2(width - panel_w, height - bar_h);
    l.bar_size = ImVec2(panel_w, bar_h);
    return l;
  }
  const float bar_h = ActionBarHeight(builds_in_bar);
  const float rest = height - top - bar_h;
  // The board gets a square-ish share on top (at most its width, at least 40% of the rest).
  const float board_h = std::clamp(width * 0.92f, rest * 0.4f, rest * 0.55f);
  l.board_pos = ImVec2(0, top);
  l.board_size = ImVec2(width, board_h);
  l.panel_pos = ImVec2(0, top + board_h);
  l.panel_size = ImVec2(width, rest - board_h);
  l.bar_pos = ImVec2(0, height - bar_h);
  l.bar_size = ImVec2(width, bar_h);
  return l;
}

ImVec2 RowSize() { return ImVec2(0, TouchUi() ? 44.0f - ImGui::GetStyle().ItemSpacing.y : 0.0f); }

float RadioWidth(const char* label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x;
}

void SameLineIfFits(float width) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float after = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x;
  if (after + width <= right) ImGui::SameLine();
}

float ChipWidth(int n, float max_width) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  return std::max(10.0f, std::min(max_width, (avail - (n - 1) * spacing) / n - 0.5f));
}

float MenuWidth() {
  return std::max(ImGui::CalcTextSize("Menu").x + 4 * ImGui::GetStyle().FramePadding.x, ImGui::GetFrameHeight() * 2.0f);
}

float TopBarHeight(const Session&, float width, const std::string& prompt) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float h = ImGui::GetFrameHeight();
  // One row: chip, prompt, dice and Menu; the prompt moves to a second row when it does not fit.
  const float fixed = h * 0.7f + h * 2.3f + ImGui::CalcTextSize("= 12").x + MenuWidth() + 6 * st.ItemSpacing.x + 2 * st.WindowPadding.x;
  const bool one_row = ImGui::CalcTextSize(prompt.c_str()).x <= width - fixed;
  const float second = one_row ? 0 : ImGui::CalcTextSize(prompt.c_str(), nullptr, false, width - 2 * st.WindowPadding.x).y + st.ItemSpacing.y;
  return h + second + 2 * st.WindowPadding.y;
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
      const bool legal = v.CanDo(b.type), on = s.mode == b.mode;
      ImGui::BeginDisabled(!legal && !on);
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
      if (ProbedButton(b.label, ImVec2(bw, row))) s.mode = on ? BuildMode::none : b.mode;
      if (on) ImGui::PopStyleColor();
      ImGui::EndDisabled();
      Reason(legal ? CountsText(b.cost) : WhyNotBuild(s, b));
    }
    if (s.mode != BuildMode::none && !v.CanDo(kBuildButtons[int(s.mode) - 1].type)) s.mode = BuildMode::none;
  }
  // Roll on the left, End turn on the right with a gap between: never one in the other's place.
  const float half = (w - 3 * st.ItemSpacing.x) / 2;
  const std::string no_roll = WhyNotRoll(s);
  ImGui::BeginDisabled(!no_roll.empty());
  ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(46, 120, 74, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(58, 146, 90, 255));
  if (ProbedButton("Roll dice", ImVec2(half, row)) && no_roll.empty()) s.Submit(*v.FirstLegal("roll_dice"));
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  Reason(no_roll);
  ImGui::SameLine(0, 3 * st.ItemSpacing.x);
  const std::string no_end = WhyNotEnd(s);
  ImGui::BeginDisabled(!no_end.empty());
  ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(150, 62, 48, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(178, 78, 60, 255));
  if (ProbedButton("End turn", ImVec2(half, row)) && no_end.empty()) {
    s.mode = BuildMode::none;
    s.Submit(*v.FirstLegal("end_turn"));
  }
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  Reason(no_end);
  ImGui::End();
}

}  // namespace catan::ui
