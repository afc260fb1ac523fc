// The shared game-screen dialogs (dialogs.hpp).
#include "imgui_frontend/screens/dialogs.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "imgui_frontend/app.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/widgets.hpp"

namespace catan::ui {

void DrawAbandonConfirm(AppState& app) {
  if (!app.confirm_abandon) return;
  const bool guest = app.session && app.session->guest();
  const std::string title = std::string(T(guest ? "ui.hex.leave_title" : "ui.hex.abandon_title")) + "###abandon";
  ImGui::OpenPopup(title.c_str());
  if (ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(guest ? T("ui.hex.you_leave_your_seat_the") : T("ui.hex.the_game_and_its_save"));
    if (ProbedButtonAs(guest ? T("ui.hex.yes_leave") : T("ui.hex.yes_abandon"), "Yes, abandon")) {
      ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
      AbandonGame(app);
      return;
    }
    ImGui::SameLine();
    if (ProbedButtonAs(T("ui.hex.keep_playing"), "Keep playing")) { app.confirm_abandon = false; ImGui::CloseCurrentPopup(); }
    ImGui::EndPopup();
  }
}

void DrawHelpWindow(bool& open, float width, float height, const std::function<void()>& body) {
  const char* id = "###help";
  const std::string title = std::string(T("ui.help.title")) + id;
  if (open && !ImGui::IsPopupOpen(id)) ImGui::OpenPopup(title.c_str());
  const float w = std::min(width - 16.0f, 680.0f), h = std::min(height - 16.0f, 720.0f);
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
  ImGui::SetNextWindowPos(ImVec2(width * 0.5f, height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove)) return;
  if (!open) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const float close_h = std::max(ImGui::GetFrameHeight(), TouchSize("x", ImVec2(0, 0)).y);
  ImGui::BeginChild("##helptext", ImVec2(0, -(close_h + ImGui::GetStyle().ItemSpacing.y)));
  body();
  ImGui::EndChild();
  ProbeLastItem("text", "help");  // the help's scrolling text
  if (ProbedButtonAs(T("ui.help.close"), "Close help", ImVec2(-1, close_h))) open = false;
  ImGui::EndPopup();
}

}  // namespace catan::ui
