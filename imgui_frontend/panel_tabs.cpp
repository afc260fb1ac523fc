// The narrow (phone) layout's panel: the hand, then tabs for actions, trading, the table
// (players and bank) and the log, so each fits the screen's width and scrolls on its own.
#include <string>

#include <imgui.h>

#include "imgui_frontend/layout.hpp"
#include "imgui_frontend/panels.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

void DrawPanelTabs(Session& s) {
  const ViewModel& v = s.view();
  static std::string last_phase;
  static bool last_offer = false;
  // Which tab to bring forward this frame: on a phase change or a new offer, the one that needs
  // the player now.
  const char* pick = nullptr;
  if (v.phase != last_phase || v.has_offer != last_offer) pick = v.has_offer ? "Trade" : "Play";
  last_phase = v.phase;
  last_offer = v.has_offer;

  DrawHand(s);
  DrawOnline(s);
  if (!ImGui::BeginTabBar("##paneltabs", ImGuiTabBarFlags_FittingPolicyResizeDown)) return;
  static const char* const kTabs[] = {"Play", "Trade", "Table", "Log"};
  for (const char* tab : kTabs) {
    const bool open = ImGui::BeginTabItem(tab, nullptr, pick && std::string(pick) == tab ? ImGuiTabItemFlags_SetSelected : 0);
    ProbeLastItem("button", (std::string("tab ") + tab).c_str());
    if (!open) continue;
    const std::string t = tab;
    if (t == "Play") {
      DrawActions(s);
      DrawOtherActions(s);
    } else if (t == "Trade") {
      DrawTrade(s);
      if (!v.has_offer && (v.phase != "main" || s.seat() != v.current))
        ImGui::TextDisabled("Trading is possible in your turn, after the roll.");
    } else if (t == "Table") {
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
