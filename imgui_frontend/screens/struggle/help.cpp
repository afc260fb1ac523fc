// Struggle's help window (Menu > Help): the rules summary and every city expansion's full
// text (also shown on hover/tap of an expansion on a display). Esc or Close shuts it.
#include <algorithm>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/touch.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/struggle/struggle_ui.hpp"

namespace catan::ui::struggle_screen {

namespace {

constexpr const char* kRules[] = {"struggle.help.goal",  "struggle.help.setup",   "struggle.help.turn",
                                  "struggle.help.trade", "struggle.help.build",   "struggle.help.standin",
                                  "struggle.help.sides", "struggle.help.steal",   "struggle.help.settlement",
                                  "struggle.help.city",  "struggle.help.draw",    "struggle.help.screen"};
constexpr const char* kExpansions[] = {"library", "university", "town_hall", "city_wall", "church", "merchant_guild"};

}  // namespace

const char* ExpansionName(const std::string& kind) {
  for (const char* k : kExpansions)
    if (kind == k) return T(("struggle.exp." + kind).c_str());
  return "?";
}

const char* ExpansionText(const std::string& kind) {
  for (const char* k : kExpansions)
    if (kind == k) return T(("struggle.exp." + kind + ".text").c_str());
  return "";
}

void DrawHelp(Session& s, float width, float height) {
  StruggleUi& ui = Ui(s);
  const char* id = "###help";
  const std::string title = std::string(T("ui.help.title")) + id;
  if (ui.help && !ImGui::IsPopupOpen(id)) ImGui::OpenPopup(title.c_str());
  const float w = std::min(width - 16.0f, 680.0f), h = std::min(height - 16.0f, 720.0f);
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
  ImGui::SetNextWindowPos(ImVec2(width * 0.5f, height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove)) return;
  if (!ui.help) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const float close_h = std::max(ImGui::GetFrameHeight(), TouchSize("x", ImVec2(0, 0)).y);
  ImGui::BeginChild("##helptext", ImVec2(0, -(close_h + ImGui::GetStyle().ItemSpacing.y)));
  if (ImGui::CollapsingHeader(T("struggle.help.title"), ImGuiTreeNodeFlags_DefaultOpen))
    for (const char* k : kRules) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", T(k));
    }
  if (ImGui::CollapsingHeader(T("struggle.help.expansions"), ImGuiTreeNodeFlags_DefaultOpen))
    for (const char* k : kExpansions) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s: %s", ExpansionName(k), ExpansionText(k));
    }
  ImGui::EndChild();
  ProbeLastItem("text", "help");
  if (ProbedButtonAs(T("ui.help.close"), "Close help", ImVec2(-1, close_h))) ui.help = false;
  ImGui::EndPopup();
}

}  // namespace catan::ui::struggle_screen
