// Choices: discard after a 7, Year of Plenty and Monopoly pickers, "which action?" chooser.
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {
}  // namespace

void DrawDiscard(Session& s) {
  const ViewModel& v = s.view();
  if (s.seat() < 0 || s.seat() >= int(v.players.size())) return;
  const int due = v.players[s.seat()].discard_due;
  if (due <= 0) return;
  ImGui::TextWrapped(T(due == 1 ? "ui.hex.discard_note_one" : "ui.hex.discard_note"), due);
  char id[32];
  for (int r = 0; r < kResources; ++r) {
    if (Ui(s).discard[r] > v.hand[r]) Ui(s).discard[r] = v.hand[r];
    ImGui::PushID(r);
    ResourceChip(r, v.hand[r] - Ui(s).discard[r], v.hand[r] == 0);
    ImGui::SameLine();
    std::snprintf(id, sizeof id, "discard -%s", kResourceNames[r]);
    ImGui::BeginDisabled(Ui(s).discard[r] == 0);
    if (ProbedButtonAs("-", id)) --Ui(s).discard[r];
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("%d", Ui(s).discard[r]);
    ImGui::SameLine();
    std::snprintf(id, sizeof id, "discard +%s", kResourceNames[r]);
    ImGui::BeginDisabled(Ui(s).discard[r] >= v.hand[r] || Sum(Ui(s).discard) >= due);
    if (ProbedButtonAs("+", id)) ++Ui(s).discard[r];
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::BeginDisabled(Sum(Ui(s).discard) != due);
  char label[40];
  std::snprintf(label, sizeof label, (std::string(T("ui.hex.discard_3")) + "##go").c_str(), Sum(Ui(s).discard), due);
  if (ProbedButtonAs(label, "Discard", ImVec2(-1, 0))) {
    if (s.Submit({{"type", "discard"}, {"resources", CountsJson(Ui(s).discard)}})) Ui(s).discard = Counts{};
  }
  ImGui::EndDisabled();
}

void DrawDevCardDialogs(Session& s) {
  const ViewModel& v = s.view();
  if (ImGui::BeginPopupModal(T("ui.hex.year_of_plenty"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(T("ui.hex.take_any_2_resources_from"));
    char id[32];
    for (int r = 0; r < kResources; ++r) {
      std::snprintf(id, sizeof id, "plenty %s", kResourceNames[r]);
      const int picked = (Ui(s).yop[0] == r) + (Ui(s).yop[1] == r);
      ImGui::BeginDisabled(Ui(s).yop[1] >= 0 || v.bank[r] - picked <= 0);
      char label[32];
      std::snprintf(label, sizeof label, "%s##p%d", T(kResourceKeys[r]), r);
      if (ProbedButtonAs(label, id)) (Ui(s).yop[0] < 0 ? Ui(s).yop[0] : Ui(s).yop[1]) = r;
      ImGui::EndDisabled();
      ImGui::SameLine();
    }
    ImGui::NewLine();
    Counts pick{};
    for (int k : Ui(s).yop) if (k >= 0) ++pick[k];
    ImGui::Text(T("ui.hex.chosen"), ResourcesText(pick).c_str());
    int bank_total = 0;
    for (int x : v.bank) bank_total += x;
    const int need = bank_total < 2 ? bank_total : 2;
    ImGui::BeginDisabled((Ui(s).yop[0] >= 0) + (Ui(s).yop[1] >= 0) != need);
    if (ProbedButtonAs(T("ui.hex.take"), "Take")) {
      s.Submit({{"type", "play_year_of_plenty"}, {"resources", CountsJson(pick)}});
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ProbedButtonAs(T("ui.hex.clear"), "Clear")) Ui(s).yop[0] = Ui(s).yop[1] = -1;
    ImGui::SameLine();
    if (ProbedButtonAs(T("ui.hex.cancel"), "Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  if (ImGui::BeginPopupModal(T("ui.hex.monopoly"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(T("ui.hex.every_other_player_gives_you"));
    char id[32];
    for (int r = 0; r < kResources; ++r) {
      std::snprintf(id, sizeof id, "monopoly %s", kResourceNames[r]);
      char label[32];
      std::snprintf(label, sizeof label, "%s##m%d", T(kResourceKeys[r]), r);
      if (ProbedButtonAs(label, id)) {
        s.Submit({{"type", "play_monopoly"}, {"resource", kResourceNames[r]}});
        ImGui::CloseCurrentPopup();
      }
      ImGui::SameLine();
    }
    ImGui::NewLine();
    if (ProbedButtonAs(T("ui.hex.cancel"), "Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

void DrawChoices(Session& s) {
  if (Ui(s).choices.empty()) return;
  if (!ImGui::IsPopupOpen(T("ui.hex.choose"))) ImGui::OpenPopup(T("ui.hex.choose"));
  if (ImGui::BeginPopupModal(T("ui.hex.choose"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(Ui(s).choice_title.c_str());
    std::vector<json> list = Ui(s).choices;  // Submit clears Ui(s).choices
    for (size_t i = 0; i < list.size(); ++i) {
      const json& a = list[i];
      // The probe id is made of fixed words ("Rob Ben", "Road for Neutral Red"), the label of catalogue texts.
      std::string label, id;
      const std::string type = a.value("type", "");
      if (type == "move_robber") {
        const bool victim = a.contains("victim") && a["victim"].is_number_integer();
        label = victim ? catan::text::format("ui.hex.rob", s.Name(a["victim"].get<int>()).c_str()) : T("ui.hex.rob_nobody");
        id = victim ? Pid("Rob ") + s.Name(a["victim"].get<int>()) : Pid("Rob nobody");
      } else {
        const bool road = type == "build_neutral_road", settlement = type == "build_neutral_settlement";
        label = road ? T("ui.hex.build.road") : settlement ? T("ui.hex.build.settlement") : type;
        id = road ? Pid("Road") : settlement ? Pid("Settlement") : type;
        for (const char* k : {"for", "with"})
          if (a.contains(k) && a[k].is_number_integer()) {
            label = catan::text::format("ui.hex.choice_for", label.c_str(), s.Name(a[k].get<int>()).c_str());
            id += " for " + s.Name(a[k].get<int>());
          }
      }
      if (ProbedButtonAs((label + "##c" + std::to_string(i)).c_str(), id.c_str(), ImVec2(-1, 0))) {
        Ui(s).choices.clear();
        s.Submit(a);
        ImGui::CloseCurrentPopup();
      }
    }
    if (ProbedButtonAs((std::string(T("ui.hex.cancel")) + "##choice").c_str(), "Cancel")) {
      Ui(s).choices.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace catan::ui
