// The offer tray: a computer's domestic offer to the person on screen, shown in a small panel
// over the bottom of the board that blocks nothing else. Accept, Decline, a countdown bar
// (the seat's controller declines when it runs out: Session::OfferSecondsLeft) and the
// remembered "ignore computer offers" toggle.
#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"

namespace catan::ui {

void DrawOfferTray(Session& s, ImVec2 board_pos, ImVec2 board_size) {
  if (!s.OfferTrayOpen()) return;
  const ViewModel& v = s.view();
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = std::min(board_size.x - 2 * st.WindowPadding.x, 420.0f);
  const float x = board_pos.x + (board_size.x - w) * 0.5f;
  ImGui::SetNextWindowPos(ImVec2(x, board_pos.y + board_size.y - st.WindowPadding.y), ImGuiCond_Always, ImVec2(0, 1));
  // A fixed width; the height fits the content but never leaves the board (the header with the
  // dice and the prompt sits right above it): taller content, such as the counter pickers on a
  // phone, scrolls inside the tray.
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, std::max(0.0f, board_size.y - 2 * st.WindowPadding.y)));
  ImGui::SetNextWindowBgAlpha(0.94f);
  ImGui::Begin("##offertray", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PushTextWrapPos(0);
  ImGui::TextWrapped(T("ui.tray.offer"), s.Name(v.offer_from).c_str(), ResourcesText(v.offer_give).c_str(),
                     ResourcesText(v.offer_get).c_str());
  ImGui::PopTextWrapPos();
  ProbeLastItem("text", Pid("offer tray"));
  bool can_accept = false;
  for (const auto& a : v.legal) if (a.value("type", "") == "respond_trade" && a.value("accept", false)) can_accept = true;
  ImGui::BeginDisabled(!can_accept);
  if (ProbedButtonAs(T("ui.hex.accept"), Pid("Accept"))) s.Submit({{"type", "respond_trade"}, {"accept", true}});
  ImGui::EndDisabled();
  if (!can_accept && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", T("ui.hex.you_do_not_hold_what"));
  ImGui::SameLine();
  if (ProbedButtonAs(T("ui.tray.decline"), Pid("Reject"))) s.Submit({{"type", "respond_trade"}, {"accept", false}});
  DrawCounterControl(s, true);  // "Counter", then give/get pickers prefilled with the offer turned round
  // The time left, as a shrinking bar and whole seconds.
  const double left = s.OfferSecondsLeft();
  char secs[48];
  std::snprintf(secs, sizeof secs, "%s", catan::text::format("ui.tray.seconds", int(std::ceil(left))).c_str());
  ImGui::ProgressBar(float(left / kComputerOfferSeconds), ImVec2(-1, 0), secs);
  ProbeLastItemAs("text", Pid("offer countdown"), false, secs);
  bool ignore = s.IgnoreComputerOffers();
  if (ImGui::Checkbox(T("ui.tray.ignore"), &ignore)) s.SetIgnoreComputerOffers(ignore);
  ProbeLastItem("button", Pid("ignore offers"));
  ImGui::End();
}

}  // namespace catan::ui
