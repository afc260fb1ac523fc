// Struggle's help window (Menu > Help): the rules summary and every city expansion's full
// text (also shown on hover/tap of an expansion on a display). Esc or Close shuts it.
#include <algorithm>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/touch.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/dialogs.hpp"
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
  DrawHelpWindow(Ui(s).help, width, height, [] {
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
  });
}

}  // namespace catan::ui::struggle_screen
