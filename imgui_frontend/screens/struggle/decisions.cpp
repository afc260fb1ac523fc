// Struggle's decisions by clicks (struggle_ui.hpp): the prompt, the decision panel and what a
// click on a hand card means, all from the seat's legal actions (never a guess: a button
// exists only for an action the engine lists).
#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/touch.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/struggle/struggle_ui.hpp"

namespace catan::ui::struggle_screen {

using nlohmann::json;

namespace {

bool MyMove(const Session& s) {
  const json& v = s.seat_view();
  const int viewer = v.value("viewer", -1);
  if (viewer < 0 || !v.contains("pending")) return false;
  for (const auto& p : v["pending"])
    if (p == viewer) return true;
  return false;
}

const json& Turn(const Session& s) {
  static const json kNone = json::object();
  const json& v = s.seat_view();
  return v.contains("turn") && v["turn"].is_object() ? v["turn"] : kNone;
}

// A build's key: its card, or "expansion:<kind>".
std::string BuildKey(const json& a) {
  const std::string card = a.value("card", "");
  return card == "expansion" ? card + ":" + a.value("expansion", "") : card;
}

std::string BuildName(const std::string& key) {
  if (key.rfind("expansion:", 0) == 0) return catan::text::format("struggle.ui.build_expansion", ExpansionName(key.substr(10)));
  return T(("struggle.ui.build." + key).c_str());
}

// Cards the build costs without a stand-in (rules: road 2, knight 3, settlement 4, city 5,
// expansion 4, Town Hall 6).
int BaseCost(const std::string& key) {
  if (key == "road") return 2;
  if (key == "knight") return 3;
  if (key == "settlement") return 4;
  if (key == "city") return 5;
  if (key == "expansion:town_hall") return 6;
  return 4;
}

std::string PayText(const json& pay, int& total) {
  int c[5] = {0, 0, 0, 0, 0};
  total = 0;
  for (int r = 0; r < 5; ++r) {
    c[r] = pay.is_object() ? pay.value(kRes[r], 0) : 0;
    total += c[r];
  }
  return ResourcesText(c);
}

float Big() { return std::max(ImGui::GetFrameHeight() * 1.3f, TouchSize("x", ImVec2(0, 0)).y); }

void WideButton(const char* label_key, const char* probe, const json* act, Session& s) {
  if (!act) return;
  if (ProbedButtonAs((std::string(T(label_key)) + "##" + probe).c_str(), probe, ImVec2(-1, Big()))) Act(s, *act);
}

void Builds(Session& s) {
  StruggleUi& ui = Ui(s);
  std::vector<std::string> keys;
  for (const auto& a : s.legal())
    if (a.value("type", "") == "build") {
      const std::string k = BuildKey(a);
      if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
    }
  if (keys.empty()) {
    ImGui::TextDisabled("%s", T("struggle.ui.nothing_to_build"));
    return;
  }
  ImGui::TextDisabled("%s", T("struggle.ui.build_what"));
  for (size_t i = 0; i < keys.size(); ++i) {
    const std::string name = BuildName(keys[i]);
    const float w = ImGui::CalcTextSize(name.c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
    if (i > 0) SameLineIfFits(w);
    const bool on = ui.build == keys[i];
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    if (ProbedButtonAs((name + "##b" + keys[i]).c_str(), ("build " + keys[i]).c_str(), TouchSize(name.c_str(), ImVec2(0, 0))))
      ui.build = on ? "" : keys[i];
    if (on) ImGui::PopStyleColor();
    if (keys[i].rfind("expansion:", 0) == 0 && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", ExpansionText(keys[i].substr(10)));
  }
  if (ui.build.empty()) return;
  // The payments the engine lists for that build: cards paid, the stand-in and the University marked.
  ImGui::TextDisabled(T("struggle.ui.pay_with"), BuildName(ui.build).c_str());
  int k = 0;
  for (const auto& a : s.legal()) {
    if (a.value("type", "") != "build" || BuildKey(a) != ui.build) continue;
    int total = 0;
    std::string label = PayText(a.value("pay", json::object()), total);
    const bool uni = a.value("university", false);
    if (uni) label += T("struggle.ui.with_university");
    if (total > BaseCost(ui.build) - (uni ? 1 : 0)) label += T("struggle.ui.with_stand_in");
    label += "##pay" + std::to_string(k);
    if (ProbedButtonAs(label.c_str(), ("pay " + std::to_string(k)).c_str(), ImVec2(-1, Big()))) {
      Act(s, a);
      return;
    }
    ++k;
  }
}

}  // namespace

std::string Prompt(Session& s) {
  using catan::text::format;
  const json& v = s.seat_view();
  if (s.over()) return T("struggle.ui.game_over");
  const int viewer = v.value("viewer", -1);
  if (!MyMove(s)) {
    const json& pend = v.value("pending", json::array());
    const int who = pend.empty() ? v.value("current", 0) : pend[0].get<int>();
    return format("struggle.ui.waiting", SeatName(s, who).c_str());
  }
  const std::string phase = v.value("phase", "");
  const json& t = Turn(s);
  if (phase == "discard") {
    const int n = v["seats"][size_t(viewer)].value("hand_count", 0);
    return format("struggle.ui.prompt_discard", n - 7);
  }
  if (phase == "destiny") return T("struggle.ui.prompt_destiny");
  if (phase == "trade") {
    if (t.value("owe_to", -1) >= 0) return format("struggle.ui.prompt_give_back", SeatName(s, t["owe_to"].get<int>()).c_str());
    if (t.value("library_open", -1) >= 0)
      return format("struggle.ui.prompt_library", SeatName(s, t["library_open"].get<int>()).c_str());
    const int left = v["seats"][size_t(viewer)].value("trades", 1) - t.value("trades_used", 0);
    return format("struggle.ui.prompt_trade", left < 0 ? 0 : left);
  }
  if (phase == "build") return format("struggle.ui.prompt_build", v["seats"][size_t(viewer)].value("draws", 2));
  return "";
}

bool HandCardClicked(Session& s, int r) {
  StruggleUi& ui = Ui(s);
  const json give{{"give", kRes[r]}};
  if (const json* a = FindLegal(s, "give_back", give)) return Act(s, *a);
  if (const json* a = FindLegal(s, "discard", give)) return Act(s, *a);
  if (FindLegal(s, "trade_market", give) || FindLegal(s, "trade_pile", give)) {
    ui.give = ui.give == r ? -1 : r;
    return true;
  }
  return false;
}

void DrawDecisions(Session& s) {
  const json& v = s.seat_view();
  StruggleUi& ui = Ui(s);
  ImGui::TextWrapped("%s", Prompt(s).c_str());
  ProbeLastItem("text", "prompt");
  if (!s.status().empty()) {
    ColouredWrapped(s.status_error() ? IM_COL32(255, 120, 100, 255) : IM_COL32(150, 220, 150, 255), s.status().c_str());
    ProbeLastItem("status", "status");
  }
  if (!MyMove(s)) return;
  const std::string phase = v.value("phase", "");
  const json& t = Turn(s);
  if (phase == "trade") {
    // The Library's open hand: pick one card face up.
    if (t.value("library_open", -1) >= 0 && t.contains("library_hand")) {
      bool first = true;
      for (int r = 0; r < 5; ++r) {
        const json* a = FindLegal(s, "library_pick", json{{"get", kRes[r]}});
        if (!a) continue;
        const std::string label = std::string(T(kResourceKeys[r])) + " x" + std::to_string(t["library_hand"].value(kRes[r], 0));
        const float w = ImGui::CalcTextSize(label.c_str()).x + 20;
        if (!first) SameLineIfFits(w);
        first = false;
        if (ProbedButtonAs((label + "##lp").c_str(), ("library pick " + std::string(kRes[r])).c_str(), TouchSize(label.c_str(), ImVec2(0, 0))))
          Act(s, *a);
      }
    }
    if (ui.give >= 0) ImGui::TextDisabled(T("struggle.ui.give_picked"), T(kResourceWordKeys[ui.give]));
    WideButton("struggle.ui.end_trade", Pid("end trade"), FindLegal(s, "end_trade"), s);
  } else if (phase == "build") {
    Builds(s);
    WideButton("struggle.ui.end_turn", Pid("end turn"), FindLegal(s, "end_turn"), s);
  } else if (phase == "destiny") {
    WideButton("struggle.ui.flip_destiny", Pid("flip destiny"), FindLegal(s, "flip_destiny"), s);
    WideButton("struggle.ui.keep_destiny", Pid("keep destiny"), FindLegal(s, "keep_destiny"), s);
  }
}

}  // namespace catan::ui::struggle_screen
