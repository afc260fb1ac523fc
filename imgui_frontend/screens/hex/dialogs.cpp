// Choices: discard after a 7, Year of Plenty and Monopoly pickers, "which action?" chooser.
#include <string>

#include <imgui.h>

#include "imgui_frontend/panels.hpp"
#include "imgui_frontend/theme.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {
int Sum(const Counts& c) { int n = 0; for (int x : c) n += x; return n; }
}  // namespace

void DrawDiscard(Session& s) {
  const ViewModel& v = s.view();
  if (s.seat() < 0 || s.seat() >= int(v.players.size())) return;
  const int due = v.players[s.seat()].discard_due;
  if (due <= 0) return;
  ImGui::TextWrapped("A 7 was rolled and you hold more than the limit: choose %d card%s to return to the bank.", due,
                     due == 1 ? "" : "s");
  char id[32];
  for (int r = 0; r < kResources; ++r) {
    if (s.discard[r] > v.hand[r]) s.discard[r] = v.hand[r];
    ImGui::PushID(r);
    ResourceChip(r, v.hand[r] - s.discard[r], v.hand[r] == 0);
    ImGui::SameLine();
    std::snprintf(id, sizeof id, "discard -%s", kResourceNames[r]);
    ImGui::BeginDisabled(s.discard[r] == 0);
    if (ProbedButtonAs("-", id)) --s.discard[r];
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("%d", s.discard[r]);
    ImGui::SameLine();
    std::snprintf(id, sizeof id, "discard +%s", kResourceNames[r]);
    ImGui::BeginDisabled(s.discard[r] >= v.hand[r] || Sum(s.discard) >= due);
    if (ProbedButtonAs("+", id)) ++s.discard[r];
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::BeginDisabled(Sum(s.discard) != due);
  char label[40];
  std::snprintf(label, sizeof label, "Discard %d/%d##go", Sum(s.discard), due);
  if (ProbedButtonAs(label, "Discard", ImVec2(-1, 0))) {
    if (s.Submit({{"type", "discard"}, {"resources", CountsJson(s.discard)}})) s.discard = Counts{};
  }
  ImGui::EndDisabled();
}

void DrawDevCardDialogs(Session& s) {
  const ViewModel& v = s.view();
  if (ImGui::BeginPopupModal("Year of Plenty", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted("Take any 2 resources from the bank:");
    char id[32];
    for (int r = 0; r < kResources; ++r) {
      std::snprintf(id, sizeof id, "plenty %s", kResourceNames[r]);
      const int picked = (s.yop[0] == r) + (s.yop[1] == r);
      ImGui::BeginDisabled(s.yop[1] >= 0 || v.bank[r] - picked <= 0);
      char label[32];
      std::snprintf(label, sizeof label, "%s##p%d", kResourceLabels[r], r);
      if (ProbedButtonAs(label, id)) (s.yop[0] < 0 ? s.yop[0] : s.yop[1]) = r;
      ImGui::EndDisabled();
      ImGui::SameLine();
    }
    ImGui::NewLine();
    Counts pick{};
    for (int k : s.yop) if (k >= 0) ++pick[k];
    ImGui::Text("Chosen: %s", CountsText(pick).c_str());
    int bank_total = 0;
    for (int x : v.bank) bank_total += x;
    const int need = bank_total < 2 ? bank_total : 2;
    ImGui::BeginDisabled((s.yop[0] >= 0) + (s.yop[1] >= 0) != need);
    if (ProbedButton("Take")) {
      s.Submit({{"type", "play_year_of_plenty"}, {"resources", CountsJson(pick)}});
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ProbedButton("Clear")) s.yop[0] = s.yop[1] = -1;
    ImGui::SameLine();
    if (ProbedButton("Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  if (ImGui::BeginPopupModal("Monopoly", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted("Every other player gives you all their cards of:");
    char id[32];
    for (int r = 0; r < kResources; ++r) {
      std::snprintf(id, sizeof id, "monopoly %s", kResourceNames[r]);
      char label[32];
      std::snprintf(label, sizeof label, "%s##m%d", kResourceLabels[r], r);
      if (ProbedButtonAs(label, id)) {
        s.Submit({{"type", "play_monopoly"}, {"resource", kResourceNames[r]}});
        ImGui::CloseCurrentPopup();
      }
      ImGui::SameLine();
    }
    ImGui::NewLine();
    if (ProbedButton("Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

void DrawChoices(Session& s) {
  if (s.choices.empty()) return;
  if (!ImGui::IsPopupOpen("Choose")) ImGui::OpenPopup("Choose");
  if (ImGui::BeginPopupModal("Choose", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(s.choice_title.c_str());
    std::vector<json> list = s.choices;  // Submit clears s.choices
    for (size_t i = 0; i < list.size(); ++i) {
      const json& a = list[i];
      std::string label;
      if (a.value("type", "") == "move_robber")
        label = a.contains("victim") && a["victim"].is_number_integer() ? "Rob " + s.Name(a["victim"].get<int>()) : "Rob nobody";
      else {
        label = a.value("type", "") == "build_neutral_road" ? "Road" : a.value("type", "") == "build_neutral_settlement" ? "Settlement" : a.value("type", "");
        for (const char* k : {"for", "with"})
          if (a.contains(k) && a[k].is_number_integer()) label += " for " + s.Name(a[k].get<int>());
      }
      if (ProbedButton((label + "##c" + std::to_string(i)).c_str(), ImVec2(-1, 0))) {
        s.choices.clear();
        s.Submit(a);
        ImGui::CloseCurrentPopup();
      }
    }
    if (ProbedButton("Cancel##choice")) {
      s.choices.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace catan::ui
