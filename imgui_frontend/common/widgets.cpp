#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/widgets.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <string>

#include "imgui_frontend/common/probe.hpp"
#include "imgui_frontend/common/touch.hpp"

namespace catan::ui {

void ProbeLastItem(const char* kind, const char* id) { ProbeLastItemAs(kind, id, false, nullptr); }

void ProbeLastField(const char* id, const char* value) { ProbeLastItemAs("field", id, true, value); }

void ProbeLastItemAs(const char* kind, const char* id, bool input, const char* value) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  // The field being typed into: the page puts its on-screen keyboard input there (web/).
  if (input && ImGui::IsItemActive()) probe().set_focus(ProbeItem{kind, id, a.x, a.y, b.x - a.x, b.y - a.y});
  if (!ImGui::IsItemVisible()) return;  // scrolled out or clipped: a test could not click it
  ProbeRect(kind, id, a, b, input, value);
}

void ProbeRect(const char* kind, const char* id, ImVec2 a, ImVec2 b, bool input, const char* value) {
  ProbeItem it{kind, id, a.x, a.y, b.x - a.x, b.y - a.y};
  // Visible part: the item inside the clip rectangle it is drawn with (a table column's, a
  // child window's, the window's), which already lies within every enclosing one.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 ca = dl->GetClipRectMin(), cb = dl->GetClipRectMax();
  const float x0 = std::max(a.x, ca.x), y0 = std::max(a.y, ca.y), x1 = std::min(b.x, cb.x), y1 = std::min(b.y, cb.y);
  it.vx = x0, it.vy = y0, it.vw = std::max(0.0f, x1 - x0), it.vh = std::max(0.0f, y1 - y0);
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  for (ImGuiWindow* p = w; p; p = (p->Flags & ImGuiWindowFlags_ChildWindow) ? p->ParentWindow : nullptr) {
    it.scroll_x = it.scroll_x || (p->ScrollMax.x > 0 && (p->Flags & ImGuiWindowFlags_HorizontalScrollbar));
    it.scroll_y = it.scroll_y || p->ScrollMax.y > 0;
  }
  const ImGuiWindow* root = w->RootWindow;
  it.layer = root->Flags & (ImGuiWindowFlags_Popup | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Modal) ? "popup" : "base";
  it.window = root->Name;
  it.input = input;
  if (value) it.value = value;
  probe().add(std::move(it));
}

ImVec2 TouchSize(const char* label, ImVec2 size) {
  if (!TouchUi()) return size;
  // A finger needs 44 x 44 CSS px: narrow buttons ("+", "-") grow to that width.
  const float natural = ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
  if (size.x == 0 && natural < 44.0f) size.x = 44.0f;
  if (size.y == 0 && ImGui::GetFrameHeight() < 44.0f) size.y = 44.0f;
  return size;
}


}  // namespace catan::ui

#include <cfloat>
#include <cstdio>

#include "imgui_frontend/common/theme.hpp"

namespace catan::ui {

bool ProbedButtonAs(const char* label, const char* probe_id, const ImVec2& size) {
  bool clicked = ImGui::Button(label, TouchSize(label, size));
  ProbeLastItem("button", probe_id);
  return clicked;
}

bool BeginPopupBelow(const char* id, ImVec2 corner) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float edge = ImGui::GetStyle().DisplaySafeAreaPadding.x + 1;
  corner.x = std::min(corner.x, display.x - edge);
  ImGui::SetNextWindowPos(corner, ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(display.x - 2 * edge, std::max(1.0f, display.y - corner.y - edge)));
  return ImGui::BeginPopup(id);
}

void ResourceChip(int r, int count, bool dim, float width) {
  const float h = ImGui::GetFrameHeight();
  const ImVec2 sz(width > 0 ? width : h * 2.3f, h);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImU32 c = ResourceColour(r);
  if (dim) c = (c & 0x00ffffff) | 0x60000000;
  dl->AddRectFilled(p, ImVec2(p.x + sz.x, p.y + sz.y), c, 5.0f);
  char buf[32];
  std::snprintf(buf, sizeof buf, T("ui.common.resource_chip"), count, T(kResourceKeys[r]));
  const ImU32 ink = r == 1 ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255);
  const ImVec2 ts = ImGui::CalcTextSize(buf);
  // One line when every resource's label with a two-digit count would fit such a chip, so the
  // chips of a row share one layout (on a phone "0 Brick" fitted where "0 Lumber" did not, and
  // read as cut).
  float widest = 0;
  for (int k = 0; k < 5; ++k) {
    char other[32];
    std::snprintf(other, sizeof other, T("ui.common.resource_chip"), std::max(count, 19), T(kResourceKeys[k]));
    widest = std::max(widest, ImGui::CalcTextSize(other).x);
  }
  if (widest + 4 <= sz.x || sz.y < 2 * ImGui::GetTextLineHeight()) {
    dl->AddText(ImVec2(p.x + (sz.x - ts.x) * 0.5f, p.y + (sz.y - ts.y) * 0.5f), ink, buf);
  } else {  // a narrow chip (phone): the count above the name
    char num[12];
    std::snprintf(num, sizeof num, "%d", count);
    const char* name = T(kResourceKeys[r]);
    const ImVec2 a = ImGui::CalcTextSize(num), b = ImGui::CalcTextSize(name);
    const float top = p.y + (sz.y - a.y - b.y) * 0.5f;
    dl->AddText(ImVec2(p.x + (sz.x - a.x) * 0.5f, top), ink, num);
    dl->AddText(ImVec2(p.x + (sz.x - b.x) * 0.5f, top + a.y), ink, name);
  }
  ImGui::Dummy(sz);
  ProbeLastItem("chip", kResourceNames[r]);
}

void ColouredWrapped(ImU32 colour, const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace catan::ui

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

bool ComputerSpeedPicker(double& delay) {
  bool changed = false;
  ImGui::TextDisabled("%s", T("ui.common.computer_players_pace"));
  for (int i = 0; i < int(std::size(kComputerDelays)); ++i) {
    static const char* const kPaceIds[] = {Pid("Slow"), Pid("Normal"), Pid("Fast"), Pid("Instant")};
    static const char* const kPaceKeys[] = {"ui.common.pace.slow", "ui.common.pace.normal", "ui.common.pace.fast",
                                            "ui.common.pace.instant"};
    if (i) SameLineIfFits(RadioWidth(T(kPaceKeys[i])));
    if (ImGui::RadioButton(T(kPaceKeys[i]), delay == kComputerDelays[i])) {
      delay = kComputerDelays[i];
      changed = true;
    }
    ProbeLastItem("button", (std::string("speed ") + kPaceIds[i]).c_str());
  }
  return changed;
}

}  // namespace catan::ui
