// The turn's actions: roll, build modes with costs, development cards, end turn.
#include <string>

#include <imgui.h>

#include "engine/catan/two_player/two_player.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/screens/hex/build_buttons.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

std::string PhasePrompt(const Session& s) {
  const ViewModel& v = s.view();
  const std::string& ph = v.phase;
  const std::string who = s.Name(s.seat());
  if (v.winner >= 0) return catan::text::format("ui.hex.prompt.won", s.Name(v.winner).c_str());
  // Someone else (a computer, a remote guest, another hand) is to act: say who.
  bool mine = false;
  for (int p : v.pending) mine = mine || p == s.seat();
  if (!mine && !v.pending.empty()) {
    std::string names;
    for (size_t i = 0; i < v.pending.size(); ++i) {
      const int p = v.pending[i];
      names += (i == 0 ? "" : i + 1 == v.pending.size() ? T("ui.common.list_and") : T("ui.common.list_comma")) + s.Name(p);
      const SeatLink link = s.Link(p);
      const double away = s.AwaySeconds(p);
      if (away >= 0)
        names += catan::text::format("ui.common.in_brackets",
                                     catan::text::format("ui.peer.waiting_away", LinkWords(link.status), ClockText(away).c_str()).c_str());
      else if (link.status == "disconnected" || link.status == "empty" || link.status == "connecting")
        names += catan::text::format("ui.common.in_brackets", LinkWords(link.status));
    }
    return catan::text::format("ui.hex.prompt.waiting", names.c_str());
  }
  const catan::TwoPlayerState* two = catan::two_player_state(v.typed);
  if (two && two->duty) return catan::text::format("ui.hex.prompt.neutral_duty", who.c_str(), T(two->duty == 1 ? "ui.hex.piece.road" : "ui.hex.piece.settlement"));
  if (ph == "setup_settlement") return catan::text::format("ui.hex.prompt.setup_settlement", who.c_str());
  if (ph == "setup_road") return catan::text::format("ui.hex.prompt.setup_road", who.c_str());
  if (ph == "pre_roll") return catan::text::format("ui.hex.prompt.pre_roll", who.c_str());
  if (ph == "discard") {
    int due = s.seat() >= 0 && s.seat() < int(v.players.size()) ? v.players[s.seat()].discard_due : 0;
    return catan::text::format(due == 1 ? "ui.hex.prompt.discard_one" : "ui.hex.prompt.discard", who.c_str(), due);
  }
  if (ph == "move_robber") return catan::text::format("ui.hex.prompt.move_robber", who.c_str());
  if (ph == "main") return catan::text::format("ui.hex.prompt.main", who.c_str());
  if (ph == "trade_offer")
    return catan::text::format(s.seat() == v.current ? "ui.hex.prompt.choose_partner" : "ui.hex.prompt.answer_offer", who.c_str());
  if (ph == "road_building")
    return catan::text::format(v.free_roads == 1 ? "ui.hex.prompt.free_road" : "ui.hex.prompt.free_roads", who.c_str(), v.free_roads);
  if (ph == "variant") {
    if (v.CanDo("forced_trade_return")) return catan::text::format("ui.hex.prompt.forced_trade_return", who.c_str());
    return catan::text::format("ui.hex.prompt.variant", who.c_str());
  }
  if (ph == "pre_roll" && two && two->rolls == 1) return catan::text::format("ui.hex.prompt.second_roll", who.c_str());
  return catan::text::format("ui.hex.prompt.other", who.c_str(), ph.c_str());
}

namespace {

bool Affords(const ViewModel& v, const Counts& c) {
  for (int r = 0; r < kResources; ++r) if (v.hand[r] < c[r]) return false;
  return true;
}

void DevCards(Session& s) {
  const ViewModel& v = s.view();
  static const char* const kPlay[5] = {"play_knight", nullptr, "play_road_building", "play_year_of_plenty", "play_monopoly"};
  static const char* const kProbe[5] = {Pid("Play Knight"), nullptr, Pid("Play Road Building"), Pid("Play Year of Plenty"),
                                        Pid("Play Monopoly")};
  static const char* const kKey[5] = {"ui.hex.play.knight", nullptr, "ui.hex.play.road_building", "ui.hex.play.year_of_plenty",
                                      "ui.hex.play.monopoly"};
  bool any = false;
  for (int k = 0; k < 5; ++k) {
    if (!kPlay[k] || v.dev[k] == 0) continue;
    any = true;
    const bool can = v.CanDo(kPlay[k]);
    ImGui::BeginDisabled(!can);
    if (ProbedButtonAs(T(kKey[k]), kProbe[k])) {
      if (k == 3) { Ui(s).yop[0] = Ui(s).yop[1] = -1; ImGui::OpenPopup(T("ui.hex.year_of_plenty")); }
      else if (k == 4) ImGui::OpenPopup(T("ui.hex.monopoly"));
      else s.Submit(*v.FirstLegal(kPlay[k]));
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
  }
  if (any) ImGui::NewLine();
  DrawDevCardDialogs(s);
}


// CATAN for Two: which of the turn's two rolls this is, with both results (§2: two rolls a turn,
// the second total differs from the first).
void TwoRolls(const ViewModel& v, const catan::TwoPlayerState& two) {
  if (v.phase.rfind("setup", 0) == 0) return;
  std::string line;
  const int sum = v.has_dice ? v.dice[0] + v.dice[1] : 0;
  if (two.rolls == 0) line = T("ui.two.roll_first_next");
  else if (two.rolls == 1) line = catan::text::format("ui.two.roll_first_done", two.first_total);
  else line = catan::text::format("ui.two.roll_both_done", two.first_total, sum);
  ImGui::TextWrapped("%s", line.c_str());
  ProbeLastItemAs("text", Pid("two rolls"), false, line.c_str());
}

// CATAN for Two: the owed neutral piece, named (a road when no neutral settlement fits).
std::string NeutralOwed(const ViewModel& v, const catan::TwoPlayerState* two) {
  const bool settlement = v.CanDo("build_neutral_settlement") || (!v.CanDo("build_neutral_road") && two && two->duty == 2);
  return catan::text::format("ui.two.neutral_owed", T(settlement ? "ui.hex.piece.settlement" : "ui.hex.piece.road"));
}

}  // namespace

void DrawActions(Session& s) {
  const ViewModel& v = s.view();
  const std::string& ph = v.phase;
  const catan::TwoPlayerState* two = catan::two_player_state(v.typed);
  if (two) TwoRolls(v, *two);
  if (v.legal.empty()) return;  // someone else acts (the top bar says who)
  // Roll dice and End turn live in the action bar (imgui_frontend/common/layout.hpp), at fixed places.
  if (ph == "discard") {
    if (Ui(s).hooks && Ui(s).hooks->discard) Ui(s).hooks->discard(s);
    else DrawDiscard(s);
  }
  if (ph == "move_robber") ImGui::TextWrapped("%s", T("ui.hex.click_a_highlighted_hex_to"));
  const bool neutral = v.CanDo("build_neutral_road") || v.CanDo("build_neutral_settlement");
  if (neutral) {
    const std::string owed = NeutralOwed(v, two);
    ImGui::TextWrapped("%s", owed.c_str());
    ProbeLastItemAs("text", Pid("neutral owed"), false, owed.c_str());
  }
  else if (ph == "setup_settlement" || ph == "setup_road" || ph == "road_building")
    ImGui::TextWrapped("%s", T("ui.hex.click_a_highlighted_spot_on"));
  // On a phone the build costs show before the roll too: the Play tab stood empty until then
  // (a newcomer's finding), and its lines no longer appear under the finger after the roll.
  const bool costs_early = NarrowLayout() && ph == "pre_roll" && s.seat() == v.current && !neutral;
  if (costs_early) {
    ImGui::TextDisabled("%s", T("ui.hex.build_tap_a_button_below"));
    for (const auto& b : kBuildButtons) ImGui::TextDisabled("%s: %s", T(b.key), ResourcesText(b.cost).c_str());
  }
  if (ph == "main" && s.seat() == v.current && !neutral) {
    ImGui::TextDisabled("%s", T(NarrowLayout() ? "ui.hex.build_tap_a_button_below" : "ui.hex.build_click_a_button_then"));
    for (const auto& b : kBuildButtons) {
      const bool legal = v.CanDo(b.type), on = Ui(s).mode == b.mode;
      if (NarrowLayout()) {  // the buttons are in the action bar: only the costs here
        ImGui::TextDisabled("%s: %s%s", T(b.key), ResourcesText(b.cost).c_str(), legal ? "" : Affords(v, b.cost) ? T("ui.hex.no_legal_spot") : "");
        continue;
      }
      ImGui::BeginDisabled(!legal && !on);
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
      if (ProbedButtonAs(T(b.key), b.probe_id, ImVec2(ImGui::GetFrameHeight() * 4.2f, 0))) Ui(s).mode = on ? BuildMode::none : b.mode;
      if (on) ImGui::PopStyleColor();
      ImGui::EndDisabled();
      DisabledReason(WhyNotBuild(s, b));
      ImGui::SameLine();
      // The cost, bright when the hand holds it; why the button is grey shows on hover (the
      // reason "(cannot afford)" after the cost wrapped onto a second line).
      const bool afford = Affords(v, b.cost);
      ImGui::PushStyleColor(ImGuiCol_Text, afford ? ImVec4(0.8f, 0.9f, 0.8f, 1) : ImVec4(0.6f, 0.6f, 0.6f, 1));
      ImGui::TextWrapped("%s%s", ResourcesText(b.cost).c_str(), legal || !afford ? "" : T("ui.hex.no_legal_spot"));
      ImGui::PopStyleColor();
    }
    if (Ui(s).mode != BuildMode::none && !v.CanDo(kBuildButtons[int(Ui(s).mode) - 1].type)) Ui(s).mode = BuildMode::none;
    if (v.game != "cities-knights") {  // Cities & Knights has no development cards
      const bool buy = v.CanDo("buy_development_card");
      ImGui::BeginDisabled(!buy);
      if (ProbedButtonAs(T("ui.hex.buy_development_card"), "Buy development card")) s.Submit(*v.FirstLegal("buy_development_card"));
      ImGui::EndDisabled();
      DisabledReason(WhyNotBuyDevelopmentCard(s));
      ImGui::SameLine();
      ImGui::TextDisabled("%s", ResourcesText(CostOf(catan::kDevCardCost)).c_str());
    }
    if (two) {  // how trade tokens are gained, where the settlements are built (§2.5)
      ImGui::TextWrapped("%s", T("ui.two.tokens_gained"));
      ProbeLastItem("text", Pid("tokens gained"));
    }
  }
  if ((ph == "pre_roll" || ph == "main") && s.seat() == v.current) DevCards(s);
  DrawChoices(s);
}

}  // namespace catan::ui
