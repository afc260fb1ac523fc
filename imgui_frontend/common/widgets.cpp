#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/widgets.hpp"

#include <string>

#include "imgui_frontend/common/probe.hpp"

namespace catan::ui {

void ProbeLastItem(const char* kind, const char* id) {
  if (!ImGui::IsItemVisible()) return;  // scrolled out or clipped: a test could not click it
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  probe().add(kind, id, a.x, a.y, b.x - a.x, b.y - a.y);
}


}  // namespace catan::ui

#include <cfloat>
#include <cstdio>

#include "imgui_frontend/common/theme.hpp"

namespace catan::ui {

bool ProbedButtonAs(const char* label, const char* probe_id, const ImVec2& size) {
  bool clicked = ImGui::Button(label, size);
  ProbeLastItem("button", probe_id);
  return clicked;
}

void ResourceChip(int r, int count, bool dim) {
  const float h = ImGui::GetFrameHeight();
  const ImVec2 sz(h * 2.3f, h);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImU32 c = ResourceColour(r);
  if (dim) c = (c & 0x00ffffff) | 0x60000000;
  dl->AddRectFilled(p, ImVec2(p.x + sz.x, p.y + sz.y), c, 5.0f);
  char buf[32];
  std::snprintf(buf, sizeof buf, T("ui.common.resource_chip"), count, T(kResourceKeys[r]));
  const ImU32 ink = r == 1 ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255);
  const ImVec2 ts = ImGui::CalcTextSize(buf);
  dl->AddText(ImVec2(p.x + (sz.x - ts.x) * 0.5f, p.y + (sz.y - ts.y) * 0.5f), ink, buf);
  ImGui::Dummy(sz);
}

void ColouredWrapped(ImU32 colour, const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace catan::ui

#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

bool ComputerSpeedPicker(double& delay) {
  bool changed = false;
  ImGui::TextDisabled("%s", T("ui.common.computer_players_pace"));
  for (int i = 0; i < int(std::size(kComputerDelays)); ++i) {
    if (i) ImGui::SameLine();
    static const char* const kPaceIds[] = {Pid("Slow"), Pid("Normal"), Pid("Fast"), Pid("Instant")};
    static const char* const kPaceKeys[] = {"ui.common.pace.slow", "ui.common.pace.normal", "ui.common.pace.fast",
                                            "ui.common.pace.instant"};
    if (ImGui::RadioButton(T(kPaceKeys[i]), delay == kComputerDelays[i])) {
      delay = kComputerDelays[i];
      changed = true;
    }
    ProbeLastItem("button", (std::string("speed ") + kPaceIds[i]).c_str());
  }
  return changed;
}

}  // namespace catan::ui
