// The Cities & Knights section of the side panel: what an owed answer asks, the knight and
// wall buttons (each a board mode), the improvements table with Buy, every player's C&K
// points and pieces, and the other moves. The hand (commodities, progress cards) is ck_cards.cpp.
#include <algorithm>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/cities_knights/ck_ui.hpp"

namespace catan::ui::ck {

using nlohmann::json;

namespace {

// The board modes offered by buttons: type, catalogue key of the label, probe id.
struct ModeButton {
  const char* type;
  const char* key;
  const char* probe;
};
constexpr ModeButton kKnightButtons[] = {
    {"build_knight", "ui.ck.mode_button.build_knight", Pid("Build knight")},
    {"activate_knight", "ui.ck.mode_button.activate_knight", Pid("Activate knight")},
    {"promote_knight", "ui.ck.mode_button.promote_knight", Pid("Promote knight")},
    {"move_knight", "ui.ck.mode_button.move_knight", Pid("Move knight")},
    {"displace_knight", "ui.ck.mode_button.displace_knight", Pid("Displace knight")},
    {"chase_robber", "ui.ck.mode_button.chase_robber", Pid("Chase robber")},
    {"build_city_wall", "ui.ck.mode_button.build_city_wall", Pid("City wall")},
};

// What the seat on screen is asked now (an owed answer, a two-click action's next click).
void Prompt(Session& s) {
  const ViewModel& v = s.view();
  CkUi& ui = Ck(s);
  static const char* const kOwed[] = {"relocate_knight", "place_metropolis", "lose_city", "choose_progress", "discard_progress",
                                      "aqueduct_take", "wedding_gift", "sabotage_discard", "desert_knight", "place_deserter",
                                      "spy_take", "master_take", "harbor_answer", "diplomat_skip"};
  if (v.phase == "variant" || v.phase == "road_building") {
    for (const char* t : kOwed)
      if (v.CanDo(t)) {
        ColouredWrapped(IM_COL32(255, 220, 120, 255), T(("ui.ck.prompt." + std::string(t)).c_str()));
        ProbeLastItem("text", Pid("ck prompt"));
        break;
      }
  }
  if (ui.mode.empty()) return;
  std::string hint = catan::text::tr_or("ui.ck.mode." + ui.mode, "");
  if (SecondField(ui.mode) && ui.first >= 0) hint = T(ui.mode == "play_inventor" ? "ui.ck.mode.second_hex" : "ui.ck.mode.second");
  ColouredWrapped(IM_COL32(150, 210, 250, 255), hint.c_str());
  ProbeLastItem("text", Pid("ck mode"));
  // Smith: promoting only the first knight is a choice of its own.
  if (ui.mode == "play_smith" && ui.first >= 0)
    for (const auto& a : v.legal)
      if (a.value("type", "") == "play_smith" && a.value("vertex", -1) == ui.first && a.value("second", 0) < 0) {
        if (ProbedButtonAs(T("ui.ck.smith_one"), "Smith one knight")) { s.Submit(a); return; }
        ImGui::SameLine();
      }
  if (ProbedButtonAs(T("ui.hex.cancel"), "Cancel mode")) {
    ui.mode.clear();
    ui.first = -1;
  }
}

// Knight and wall buttons (the seat's turn, main phase): each lights its spots on the board.
void ModeButtons(Session& s) {
  const ViewModel& v = s.view();
  CkUi& ui = Ck(s);
  if (v.phase != "main" || s.seat() != v.current) return;
  if (Ui(s).mode != BuildMode::none) ui.mode.clear(), ui.first = -1;  // a road / settlement / city mode took the board
  if (!ui.mode.empty() && !v.CanDo(ui.mode.c_str())) ui.mode.clear(), ui.first = -1;
  ImGui::TextDisabled("%s", T("ui.ck.knights_heading"));
  bool first = true;
  for (const auto& b : kKnightButtons) {
    const char* label = T(b.key);
    const float w = ImGui::CalcTextSize(label).x + 2 * ImGui::GetStyle().FramePadding.x;
    if (!first) SameLineIfFits(w);
    first = false;
    const bool on = ui.mode == b.type;
    ImGui::BeginDisabled(!v.CanDo(b.type) && !on);
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
    if (ProbedButtonAs(label, b.probe)) {
      ui.mode = on ? "" : b.type;
      ui.first = -1;
      Ui(s).mode = BuildMode::none;
    }
    if (on) ImGui::PopStyleColor();
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", T((std::string(b.key) + ".tip").c_str()));
  }
}

// The improvements: a row per track with every seat's level, the viewer's level name, the
// next level's cost and Buy.
void Improvements(Session& s, const CkState& st) {
  const ViewModel& v = s.view();
  const int me = s.seat();
  ImGui::TextDisabled("%s", T("ui.ck.improvements"));
  ProbeLastItem("text", Pid("improvements"));
  const int seated = int(v.players.size());
  const int cols = 3 + seated;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX | ImGuiTableFlags_NoHostExtendY;
  const float row = std::max(ImGui::GetFrameHeight(), TouchSize("", ImVec2(1, 0)).y) + 2 * ImGui::GetStyle().CellPadding.y;
  if (!ImGui::BeginTable("improvements", cols, flags, ImVec2(0, row * 4 + ImGui::GetStyle().ScrollbarSize + 4))) return;
  ImGui::TableSetupColumn(T("ui.ck.col.track"));
  for (int p = 0; p < seated; ++p) ImGui::TableSetupColumn((std::to_string(p + 1) + "##seat" + std::to_string(p)).c_str());
  ImGui::TableSetupColumn(T("ui.ck.col.next"));
  ImGui::TableSetupColumn("##buy");
  ImGui::TableHeadersRow();
  for (int k = 0; k < catan::ck::kTracks; ++k) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    const int mine = me >= 0 && me < catan::ck::kPlayers ? st.level[size_t(me)][size_t(k)] : 0;
    const std::string name = TrackName(k) + (me >= 0 ? " - " + LevelName(k, mine) : std::string());
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(TrackColour(k)), "%s", name.c_str());
    ProbeLastItemAs("text", ("track " + std::string(catan::ck::kTrackNames[size_t(k)])).c_str(), false, std::to_string(mine).c_str());
    if (ImGui::IsItemHovered()) {  // every level's name and ability
      std::string tip;
      for (int l = 1; l <= catan::ck::kMaxLevel; ++l)
        tip += std::to_string(l) + " " + LevelName(k, l) + (l == 3 ? std::string(" - ") + T(("ui.ck.ability." + std::string(catan::ck::kTrackNames[size_t(k)])).c_str()) : "") + "\n";
      ImGui::SetTooltip("%s", tip.c_str());
    }
    for (int p = 0; p < seated; ++p) {
      ImGui::TableNextColumn();
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(PaletteColour(s.Colour(p))), "%d", int(st.level[size_t(p)][size_t(k)]));
    }
    ImGui::TableNextColumn();
    const int commodity = catan::ck::kTrackCommodity[size_t(k)];
    if (mine < catan::ck::kMaxLevel)
      ImGui::Text("%s", catan::text::format("ui.common.resources_item", mine + 1, KindWord(commodity).c_str()).c_str());
    else
      ImGui::TextDisabled("%s", T("ui.ck.complete"));
    ImGui::TableNextColumn();
    const json* buy = nullptr;
    for (const auto& a : v.legal)
      if (a.value("type", "") == "build_improvement" && a.value("track", "") == catan::ck::kTrackNames[size_t(k)]) buy = &a;
    ImGui::BeginDisabled(!buy);
    ImGui::PushID(k);
    if (ProbedButtonAs(T("ui.ck.buy"), ("buy " + std::string(catan::ck::kTrackNames[size_t(k)])).c_str()) && buy) s.Submit(*buy);
    ImGui::PopID();
    ImGui::EndDisabled();
  }
  ImGui::EndTable();
  // The level-3 abilities the viewer owns.
  if (me >= 0 && me < catan::ck::kPlayers) {
    std::string owned;
    for (int k = 0; k < catan::ck::kTracks; ++k)
      if (st.level[size_t(me)][size_t(k)] >= 3)
        owned += (owned.empty() ? "" : T("ui.common.list_comma")) + std::string(T(("ui.ck.ability." + std::string(catan::ck::kTrackNames[size_t(k)])).c_str()));
    if (!owned.empty()) {
      ImGui::TextWrapped(T("ui.ck.abilities"), owned.c_str());
      ProbeLastItem("text", Pid("abilities"));
    }
  }
}

// Every player's C&K standing: points, progress cards, knights (active strength / all),
// Defender cards, metropolises, the merchant.
void Standing(Session& s, const CkState& st) {
  const ViewModel& v = s.view();
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX | ImGuiTableFlags_NoHostExtendY;
  const float row = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
  if (!ImGui::BeginTable("ckstanding", 6, flags, ImVec2(0, row * float(v.players.size() + 1) + ImGui::GetStyle().ScrollbarSize + 4))) return;
  for (const char* h : {"ui.ck.col.player", "ui.ck.col.vp", "ui.ck.col.progress", "ui.ck.col.knights", "ui.ck.col.defender", "ui.ck.col.metropolis"})
    ImGui::TableSetupColumn(T(h));
  ImGui::TableHeadersRow();
  for (const auto& p : v.players) {
    if (!p.seated) continue;
    int active = 0, all = 0, metro = 0;
    for (uint8_t k : st.knight)
      if (k && catan::ck::knight::owner(k) == p.id) {
        all += catan::ck::knight::strength(k);
        if (catan::ck::knight::active(k)) active += catan::ck::knight::strength(k);
      }
    for (int8_t x : st.metropolis)
      if (x >= 0 && x < int(v.vertex_owner.size()) && v.vertex_owner[size_t(x)] == p.id) ++metro;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    std::string who = s.Name(p.id);
    if (st.merchant_owner == p.id) who += T("ui.ck.merchant_mark");
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(PaletteColour(s.Colour(p.id))), "%s", who.c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%d", p.points >= 0 ? p.points : p.public_points);
    ImGui::TableNextColumn();
    ImGui::Text("%d", p.id < catan::ck::kPlayers ? int(st.hand_count[size_t(p.id)]) : 0);
    ImGui::TableNextColumn();
    ImGui::Text("%d/%d", active, all);
    ImGui::TableNextColumn();
    ImGui::Text("%d", p.id < catan::ck::kPlayers ? int(st.defender[size_t(p.id)]) : 0);
    ImGui::TableNextColumn();
    ImGui::Text("%d", metro);
    ProbeLastItem("text", ("ck standing " + std::to_string(p.id)).c_str());
  }
  ImGui::EndTable();
}

}  // namespace

void DrawPanel(Session& s) {
  const CkState* st = State(s);
  if (!st) return;
  Prompt(s);
  ModeButtons(s);
  Improvements(s, *st);
  Standing(s, *st);
  DrawOtherMoves(s);
}

}  // namespace catan::ui::ck
