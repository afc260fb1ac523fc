// Words for Cities & Knights actions, cards, tracks and levels, and the "Other moves" list: one
// button for every legal action the screen has no dedicated control for, so no decision of
// the game (an owed answer, a card's choice, a trade with commodities) can ever get stuck.
#include <map>
#include <set>
#include <string>

#include <imgui.h>

#include "engine/core/resources.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/cities_knights/ck_ui.hpp"

namespace catan::ui::ck {

using nlohmann::json;

namespace {

// Types the hex screen's own panels and the board already offer.
const std::set<std::string> kHexHandled = {"roll_dice", "discard", "move_robber", "build_road", "build_settlement", "build_city",
                                           "maritime_trade", "offer_trade", "respond_trade", "confirm_trade", "cancel_trade", "counter_trade", "end_turn"};
// C&K types with a control of their own (board modes, improvements, the card picker).
const std::set<std::string> kCkHandled = {
    "build_knight", "activate_knight", "promote_knight", "move_knight", "displace_knight", "chase_robber", "build_city_wall",
    "build_improvement", "play_progress", "discard_progress", "relocate_knight", "place_metropolis", "lose_city",
    "desert_knight", "place_deserter", "play_engineer", "play_medicine", "play_smith", "play_bishop", "play_intrigue",
    "play_merchant", "play_diplomat", "play_inventor", "play_alchemist", "play_crane", "play_merchant_fleet",
    "play_resource_monopoly", "play_trade_monopoly", "play_deserter", "play_spy", "play_master_merchant"};

std::string Int(const json& a, const char* key) {
  auto it = a.find(key);
  return it != a.end() && it->is_number_integer() ? std::to_string(it->get<int>()) : std::string("?");
}

}  // namespace

std::string CardName(const std::string& card) { return catan::text::tr_or("ui.ck.card." + card, card); }
std::string CardText(const std::string& card) { return catan::text::tr_or("ui.ck.card." + card + ".text", ""); }

std::string TrackName(int track) {
  static const char* const k[3] = {"ui.ck.track.trade", "ui.ck.track.politics", "ui.ck.track.science"};
  return T(k[(track % 3 + 3) % 3]);
}

std::string LevelName(int track, int level) {
  if (level <= 0) return T("ui.ck.level.none");
  return catan::text::tr_or("ui.ck.level." + std::string(catan::ck::kTrackNames[size_t(track % 3)]) + "." + std::to_string(level), "");
}

std::string KindWord(int k) {
  if (k < 0 || k >= catan::kCardKinds) return "?";
  return catan::text::tr_or("ui.ck.kind." + std::string(catan::kCardKindNames[size_t(k)]), std::string(catan::kCardKindNames[size_t(k)]));
}

std::string CardsText(const json& set) {
  if (!set.is_object() || set.empty()) return T("ui.common.nothing");
  std::string out;
  for (int k = 0; k < catan::kCardKinds; ++k) {
    auto it = set.find(std::string(catan::kCardKindNames[size_t(k)]));
    if (it == set.end() || !it->is_number_integer() || it->get<int>() == 0) continue;
    out += (out.empty() ? "" : T("ui.common.list_comma")) + catan::text::format("ui.common.resources_item", it->get<int>(), KindWord(k).c_str());
  }
  return out.empty() ? std::string(T("ui.common.nothing")) : out;
}

std::string ActionLabel(const Session& s, const json& a) {
  const std::string type = a.value("type", "");
  std::string out = catan::text::tr_or("ui.ck.act." + type, type);
  auto add = [&out](const std::string& part) { out += T("ui.ck.detail_sep"); out += part; };
  if (a.contains("card") && a["card"].is_string()) add(CardName(a["card"].get<std::string>()));
  if (a.contains("track") && a["track"].is_string()) {
    const std::string t = a["track"].get<std::string>();
    add(TrackName(t == "trade" ? 0 : t == "politics" ? 1 : 2));
  }
  for (const char* key : {"resource", "commodity", "kind"})
    if (a.contains(key) && a[key].is_string()) {
      const auto k = catan::parse_card_kind(a[key].get<std::string>(), true);
      add(k ? KindWord(*k) : a[key].get<std::string>());
    }
  if (a.contains("resources")) add(CardsText(a["resources"]));
  if (a.contains("give") && a.contains("get")) add(catan::text::format("ui.ck.give_get", CardsText(a["give"]).c_str(), CardsText(a["get"]).c_str()));
  for (const char* key : {"opponent", "victim", "for", "with"})
    if (a.contains(key) && a[key].is_number_integer()) add(s.Name(a[key].get<int>()));
  if (a.contains("vertex")) add(catan::text::format("ui.ck.at_vertex", Int(a, "vertex").c_str()));
  if (a.contains("to")) add(catan::text::format("ui.ck.to_vertex", Int(a, "to").c_str()));
  if (a.contains("edge")) add(catan::text::format("ui.ck.at_edge", Int(a, "edge").c_str()));
  if (a.contains("hex")) add(catan::text::format("ui.ck.at_hex", Int(a, "hex").c_str()));
  if (a.contains("second") && a["second"].is_number_integer() && a["second"].get<int>() >= 0)
    add(catan::text::format("ui.ck.and_second", Int(a, "second").c_str()));
  if (a.contains("dice") && a["dice"].is_number_integer()) {
    const int d = a["dice"].get<int>();
    add(catan::text::format("ui.ck.dice", d / 10, d % 10));
  }
  return out;
}

bool Handles(const Session& s, const json& a) {
  (void)s;
  const std::string type = a.value("type", "");
  return kHexHandled.count(type) || kCkHandled.count(type);
}

/// Probe id of an other move: "move " + the action's JSON without "player" (keys sorted).
std::string MoveId(const json& a) {
  json b = a;
  b.erase("player");
  return "move " + b.dump();
}

void DrawOtherMoves(Session& s) {
  const ViewModel& v = s.view();
  std::map<std::string, std::vector<size_t>> by_type;
  std::vector<std::string> order;
  for (size_t i = 0; i < v.legal.size(); ++i) {
    if (Handles(s, v.legal[i])) continue;
    const std::string type = v.legal[i].value("type", "");
    if (!by_type.count(type)) order.push_back(type);
    by_type[type].push_back(i);
  }
  if (order.empty()) return;
  ImGui::TextDisabled("%s", T("ui.ck.other_moves"));
  ProbeLastItem("text", Pid("other moves"));
  for (const auto& type : order) {
    const auto& list = by_type[type];
    // A few moves: one button each; many (a trade's every pair): folded under their type.
    const bool fold = list.size() > 6;
    ImGui::PushID(type.c_str());
    bool open = true;
    if (fold) {
      const std::string head = catan::text::tr_or("ui.ck.act." + type, type) + " (" + std::to_string(list.size()) + ")";
      open = ImGui::TreeNodeEx(head.c_str(), ImGuiTreeNodeFlags_FramePadding);
      ProbeLastItem("button", ("moves " + type).c_str());
    }
    if (open) {
      for (size_t n = 0; n < list.size(); ++n) {
        const json& a = v.legal[list[n]];
        const std::string label = ActionLabel(s, a) + "##m" + std::to_string(n);
        ImGui::PushTextWrapPos(0);
        if (ProbedButtonAs(label.c_str(), MoveId(a).c_str(), ImVec2(-1, 0))) {
          s.Submit(a);
          ImGui::PopTextWrapPos();
          if (fold) ImGui::TreePop();
          ImGui::PopID();
          return;  // the view changes: the rest of the list is stale
        }
        ImGui::PopTextWrapPos();
      }
      if (fold) ImGui::TreePop();
    }
    ImGui::PopID();
  }
}

}  // namespace catan::ui::ck
