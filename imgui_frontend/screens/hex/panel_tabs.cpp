// The narrow (phone) layout's panel: the hand, then tabs for actions, trading, the table
// (players and bank) and the log, so each fits the screen's width and scrolls on its own.
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/control/redraw.hpp"

namespace catan::ui {

void DrawPanelTabs(Session& s) {
  const ViewModel& v = s.view();
  static std::string last_phase;
  static bool last_offer = false;
  // Which tab to bring forward this frame: on a phase change or a new offer, the one that needs
  // the player now.
  int pick = -1;
  if (v.phase != last_phase || v.has_offer != last_offer) pick = v.has_offer ? 1 : 0;
  last_phase = v.phase;
  last_offer = v.has_offer;

  DrawHand(s);
  DrawOnline(s);
  // A tab picked by the player scrolls the panel: Table and Log up to the tab row (the hand
  // above it would leave them 2-3 lines of a phone's panel), Play and Trade back to the top,
  // where the hand they work with is.
  static int last_tab = -1;
  const float tabs_y = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y;
  if (!ImGui::BeginTabBar("##paneltabs", ImGuiTabBarFlags_FittingPolicyResizeDown)) return;
  // Labels from the catalogue; the ImGui ids ("###play") and probe ids ("tab Play") are fixed.
  static const char* const kKeys[] = {"ui.hex.tab.play", "ui.hex.tab.trade", "ui.hex.tab.table", "ui.hex.tab.log"};
  static const char* const kIds[] = {"###play", "###trade", "###table", "###log"};
  static const char* const kProbes[] = {Pid("tab Play"), Pid("tab Trade"), Pid("tab Table"), Pid("tab Log")};
  for (int i = 0; i < 4; ++i) {
    const std::string label = std::string(T(kKeys[i])) + kIds[i];
    const bool open = ImGui::BeginTabItem(label.c_str(), nullptr, pick == i ? ImGuiTabItemFlags_SetSelected : 0);
    ProbeLastItem("button", kProbes[i]);
    if (!open) continue;
    if (i != last_tab) {
      if (last_tab >= 0 && pick < 0) {
        ImGui::SetScrollY(i >= 2 ? tabs_y : 0.0f);
        RequestFrames(2);  // the scroll lands on the next frame
      }
      last_tab = i;
    }
    if (i == 0) {
      DrawActions(s);
      if (Ui(s).hooks && Ui(s).hooks->panel) Ui(s).hooks->panel(s);
      DrawOtherActions(s);
    } else if (i == 1) {
      DrawTrade(s);
      if (!v.has_offer && (v.phase != "main" || s.seat() != v.current))
        ImGui::TextDisabled("%s", T("ui.hex.trade_in_your_turn"));
    } else if (i == 2) {
      DrawPlayers(s);
      DrawBank(s);
    } else {
      DrawLog(s);
    }
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

}  // namespace catan::ui
