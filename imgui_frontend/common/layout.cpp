#include "imgui_frontend/common/layout.hpp"

#include <algorithm>
#include <string>

#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/touch.hpp"

namespace catan::ui {

namespace {

bool g_narrow = false;

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
  return std::max(ImGui::CalcTextSize(T("ui.hex.menu")).x + 4 * ImGui::GetStyle().FramePadding.x, ImGui::GetFrameHeight() * 2.0f);
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

}  // namespace catan::ui
