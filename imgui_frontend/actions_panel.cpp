// The turn's actions: roll, build modes with costs, development cards, end turn.
#include <string>

#include <imgui.h>

#include "engine/catan/two_player/two_player.hpp"

#include "imgui_frontend/panels.hpp"
#include "imgui_frontend/theme.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

std::string PhasePrompt(const Session& s) {
  const ViewModel& v = s.view();
  const std::string& ph = v.phase;
  const std::string who = s.Name(s.seat());
  if (v.winner >= 0) return s.Name(v.winner) + " has won";
  // Someone else (a computer, a remote guest, another hand) is to act: say who.
  bool mine = false;
  for (int p : v.pending) mine = mine || p == s.seat();
  if (!mine && !v.pending.empty()) {
    std::string names;
    for (size_t i = 0; i < v.pending.size(); ++i) {
      const int p = v.pending[i];
      names += (i == 0 ? "" : i + 1 == v.pending.size() ? " and " : ", ") + s.Name(p);
      const SeatLink link = s.Link(p);
      if (link.status == "disconnected" || link.status == "empty" || link.status == "connecting")
        names += std::string(" (") + LinkWords(link.status) + ")";
    }
    return "Waiting for " + names;
  }
  const catan::TwoPlayerState* two = catan::two_player_state(v.typed);
  if (two && two->duty) return who + ": click where to build the free neutral " + (two->duty == 1 ? "road" : "settlement");
  if (ph == "setup_settlement") return who + ": place a settlement";
  if (ph == "setup_road") return who + ": place a road next to your new settlement";
  if (ph == "pre_roll") return who + ": roll the dice";
  if (ph == "discard") {
    int due = s.seat() >= 0 && s.seat() < int(v.players.size()) ? v.players[s.seat()].discard_due : 0;
    return who + ": discard " + std::to_string(due) + " card" + (due == 1 ? "" : "s");
  }
  if (ph == "move_robber") return who + ": move the robber";
  if (ph == "main") return who + ": build, trade or end your turn";
  if (ph == "trade_offer") return s.seat() == v.current ? who + ": choose a trading partner" : who + ": answer the trade offer";
  if (ph == "road_building") return who + ": place " + std::to_string(v.free_roads) + " free road" + (v.free_roads == 1 ? "" : "s");
  if (ph == "variant") {
    if (v.CanDo("forced_trade_return")) return who + ": give back 2 cards";
    return who + ": finish the action";
  }
  if (ph == "pre_roll" && two && two->rolls == 1) return who + ": roll the dice again (second roll)";
  return who + ": " + ph;
}

namespace {

struct Build {
  const char* label;
  const char* type;
  BuildMode mode;
  Counts cost;
};
// Costs are the engine's (catan::kRoadCost ..., engine/catan/types.hpp).
Counts CostOf(const catan::ResourceCounts& c) {
  Counts out{};
  for (int r = 0; r < kResources; ++r) out[r] = c[r];
  return out;
}
const Build kBuilds[] = {
    {"Road", "build_road", BuildMode::road, CostOf(catan::kRoadCost)},
    {"Settlement", "build_settlement", BuildMode::settlement, CostOf(catan::kSettlementCost)},
    {"City", "build_city", BuildMode::city, CostOf(catan::kCityCost)},
};

bool Affords(const ViewModel& v, const Counts& c) {
  for (int r = 0; r < kResources; ++r) if (v.hand[r] < c[r]) return false;
  return true;
}

void DevCards(Session& s) {
  const ViewModel& v = s.view();
  static const char* const kPlay[5] = {"play_knight", nullptr, "play_road_building", "play_year_of_plenty", "play_monopoly"};
  static const char* const kLabel[5] = {"Play Knight", nullptr, "Play Road Building", "Play Year of Plenty", "Play Monopoly"};
  bool any = false;
  for (int k = 0; k < 5; ++k) {
    if (!kPlay[k] || v.dev[k] == 0) continue;
    any = true;
    const bool can = v.CanDo(kPlay[k]);
    ImGui::BeginDisabled(!can);
    if (ProbedButton(kLabel[k])) {
      if (k == 3) { s.yop[0] = s.yop[1] = -1; ImGui::OpenPopup("Year of Plenty"); }
      else if (k == 4) ImGui::OpenPopup("Monopoly");
      else s.Submit(*v.FirstLegal(kPlay[k]));
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
  }
  if (any) ImGui::NewLine();
  DrawDevCardDialogs(s);
}

}  // namespace

void DrawActions(Session& s) {
  const ViewModel& v = s.view();
  const std::string& ph = v.phase;
  if (v.legal.empty()) return;  // someone else acts (the top bar says who)
  if (v.CanDo("roll_dice")) {
    if (ProbedButton("Roll dice", ImVec2(-1, ImGui::GetFrameHeight() * 1.4f))) s.Submit(*v.FirstLegal("roll_dice"));
  }
  if (ph == "discard") DrawDiscard(s);
  if (ph == "move_robber") ImGui::TextWrapped("Click a highlighted hex to move the robber there.");
  const bool neutral = v.CanDo("build_neutral_road") || v.CanDo("build_neutral_settlement");
  if (neutral) ImGui::TextWrapped("You built: now build the same piece free for a neutral player. Click a highlighted spot, then pick the colour.");
  else if (ph == "setup_settlement" || ph == "setup_road" || ph == "road_building")
    ImGui::TextWrapped("Click a highlighted spot on the board.");
  if (ph == "main" && s.seat() == v.current && !neutral) {
    ImGui::TextDisabled("Build (click a button, then the board):");
    for (const auto& b : kBuilds) {
      const bool legal = v.CanDo(b.type), on = s.mode == b.mode;
      ImGui::BeginDisabled(!legal && !on);
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
      if (ProbedButton(b.label, ImVec2(ImGui::GetFrameHeight() * 4.2f, 0))) s.mode = on ? BuildMode::none : b.mode;
      if (on) ImGui::PopStyleColor();
      ImGui::EndDisabled();
      ImGui::SameLine();
      const bool afford = Affords(v, b.cost);
      ImGui::PushStyleColor(ImGuiCol_Text, afford ? ImVec4(0.8f, 0.9f, 0.8f, 1) : ImVec4(0.6f, 0.6f, 0.6f, 1));
      ImGui::TextWrapped("%s%s", CountsText(b.cost).c_str(), legal ? "" : afford ? "  (no legal spot)" : "  (cannot afford)");
      ImGui::PopStyleColor();
    }
    if (s.mode != BuildMode::none && !v.CanDo(kBuilds[int(s.mode) - 1].type)) s.mode = BuildMode::none;
    const bool buy = v.CanDo("buy_development_card");
    ImGui::BeginDisabled(!buy);
    if (ProbedButton("Buy development card")) s.Submit(*v.FirstLegal("buy_development_card"));
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::TextDisabled("%s", CountsText(CostOf(catan::kDevCardCost)).c_str());
  }
  if ((ph == "pre_roll" || ph == "main") && s.seat() == v.current) DevCards(s);
  if (v.CanDo("end_turn")) {
    if (ProbedButton("End turn", ImVec2(-1, 0))) s.Submit(*v.FirstLegal("end_turn"));
  }
  DrawChoices(s);
}

}  // namespace catan::ui
