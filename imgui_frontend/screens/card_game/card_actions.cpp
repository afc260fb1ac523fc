// The moves panel of the card table: every legal action that is not taken by clicking a
// place on the table, as a labelled button (rolls, draws, searches, trades, answers, choices,
// discards, end of actions and turn), plus editors for bank trades and offers on any terms.
// Actions naming a hand card show when that card is picked (or when few are legal).
#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "engine/cardgame/cards.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/card_game/card_ui.hpp"

namespace catan::ui::cardtable {
namespace {

namespace cg = catan::cardgame;

// Taken only by a click on the table (card_table.cpp), or by the editors below. Cards taken
// from a shown stack, region stack or hand (take_card) and the opponent's cards picked in a
// duel or Civil War (pick_card) are listed as moves too, so the panel is never empty while a
// card is being taken.
bool OnTable(const std::string& t) {
  return t == "build_expansion" || t == "build_city" || t == "build_road" || t == "build_settlement" ||
         t == "play_scout" || t == "trade" || t == "offer";
}

// Moves naming a card of the seat's hand ("card"): listed once that card is picked when many.
bool HandCardAction(const std::string& t) {
  return t == "play_alchemist" || t == "play_action" || t == "put_under" || t == "exchange" || t == "answer" ||
         t == "demolish" || t == "swap_card";
}

std::string Res(const json& r) { return T(("cardgame.res." + r.get<std::string>()).c_str()); }

std::string ResList(const json& l) {
  std::string out;
  for (const json& r : l) out += (out.empty() ? "" : ", ") + Res(r);
  return out;
}

json CardOf(const json& view, int id) {
  for (const json& p : view["players"])
    if (p.contains("hand"))
      for (const json& c : p["hand"])
        if (c.value("id", -1) == id) return c;
  const json& d = view["decision"];
  if (d.is_object())
    for (const char* k : {"stack_cards", "region_cards", "opponent_hand"})
      if (d.contains(k))
        for (const json& c : d[k])
          if (c.value("id", -1) == id) return c;
  return json{{"id", id}};
}

// Resource picker row: one button per resource; returns the picked index or keeps `cur`.
void ResRow(const char* probe, int& cur, bool (*ok)(CardUi&, int), CardUi& ui) {
  for (int r = 0; r < cg::kResCount; ++r) {
    if (r > 0) SameLineIfFits(ImGui::GetFontSize() * 5);
    const bool enabled = !ok || ok(ui, r);
    ImGui::BeginDisabled(!enabled);
    const bool on = cur == r;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(60, 120, 60, 255));
    const std::string id = std::string(probe) + " " + cg::kResNames[r];
    const std::string label = Res(json(cg::kResNames[r])) + "##" + id;
    if (ProbedButtonAs(label.c_str(), id.c_str())) cur = r;
    if (on) ImGui::PopStyleColor();
    ImGui::EndDisabled();
  }
}

bool CanGive(CardUi& ui, int r) {
  for (const json& a : ui.view["legal_actions"])
    if ((a.value("type", "") == "trade" || a.value("type", "") == "offer") && a.value("give", "") == cg::kResNames[r]) return true;
  return false;
}

void Editors(Session& s, CardUi& ui) {
  bool trade = false, offer = false;
  for (const json& a : ui.view["legal_actions"]) {
    trade = trade || a.value("type", "") == "trade";
    offer = offer || a.value("type", "") == "offer";
  }
  if (!trade && !offer) return;
  ImGui::Separator();
  ImGui::TextUnformatted(T("cardgame.ui.offer_title"));
  ImGui::Text(T("cardgame.ui.give"), ui.give_n, ui.give >= 0 ? Res(json(cg::kResNames[ui.give])).c_str() : "?");
  ProbeLastItem("text", "give");
  ResRow("give", ui.give, CanGive, ui);
  ImGui::Text(T("cardgame.ui.get"), ui.get_n, ui.get >= 0 ? Res(json(cg::kResNames[ui.get])).c_str() : "?");
  ProbeLastItem("text", "get");
  ResRow("get", ui.get, nullptr, ui);
  if (ui.give >= 0 && ui.get >= 0 && ui.give != ui.get) {
    for (const json& a : ui.view["legal_actions"])
      if (a.value("type", "") == "trade" && a.value("give", "") == cg::kResNames[ui.give] &&
          a.value("get", "") == cg::kResNames[ui.get]) {
        const std::string label = ActionLabel(a, ui.view) + "##trade";
        if (ProbedButtonAs(label.c_str(), "trade bank")) Act(s, ui, a);
      }
    if (offer) {
      // Offers on any terms (docs/card-game.md): counts 1..6 each side.
      if (ProbedButtonAs((std::string(T("cardgame.ui.less")) + "##gl").c_str(), "give less")) ui.give_n = std::max(1, ui.give_n - 1);
      ImGui::SameLine();
      if (ProbedButtonAs((std::string(T("cardgame.ui.more")) + "##gm").c_str(), "give more")) ui.give_n = std::min(6, ui.give_n + 1);
      ImGui::SameLine();
      if (ProbedButtonAs((std::string(T("cardgame.ui.less")) + "##tl").c_str(), "get less")) ui.get_n = std::max(1, ui.get_n - 1);
      ImGui::SameLine();
      if (ProbedButtonAs((std::string(T("cardgame.ui.more")) + "##tm").c_str(), "get more")) ui.get_n = std::min(6, ui.get_n + 1);
      const json a{{"type", "offer"}, {"give", cg::kResNames[ui.give]}, {"give_count", ui.give_n},
                   {"get", cg::kResNames[ui.get]}, {"get_count", ui.get_n}};
      const std::string label = ActionLabel(a, ui.view) + "##offer";
      if (ProbedButtonAs(label.c_str(), "send offer")) Act(s, ui, a);
    }
  }
}

}  // namespace

std::string ActionLabel(const json& a, const json& view) {
  const std::string t = a.value("type", "");
  const std::string key = "cardgame.ui.act." + t;
  const char* k = key.c_str();
  auto end = [&] { return std::string(T(a.value("end", "") == "left" ? "cardgame.ui.left" : "cardgame.ui.right")); };
  auto card = [&](const char* f) { return CardName(CardOf(view, a.value(f, -1))); };
  if (t == "swap_regions") return catan::text::format(k, a["regions"][0].get<int>() + 1, a["regions"][1].get<int>() + 1);
  if (t == "choose_stack" || t == "draw") return catan::text::format(k, a.value("stack", 0) + 1);
  if (t == "take_card") return catan::text::format(k, card("card").c_str());
  if (t == "play_alchemist") return catan::text::format(k, a.value("production", 0));
  if (t == "build_road" || t == "build_settlement" || t == "play_scout") return catan::text::format(k, end().c_str());
  if (t == "build_city") return catan::text::format(k, a.value("column", 0));
  if (t == "build_expansion") return catan::text::format(k, card("card").c_str(), a.value("column", 0), a.value("site", 0));
  if (t == "trade") return catan::text::format(k, Res(a["give"]).c_str(), Res(a["get"]).c_str());
  if (t == "offer")
    return catan::text::format(k, a.value("give_count", 1), Res(a["give"]).c_str(), a.value("get_count", 1), Res(a["get"]).c_str());
  if (t == "play_action") {
    std::string extra;
    for (const char* f : {"take_resources", "give_resources", "get_resources"})
      if (a.contains(f)) extra += (extra.empty() ? ": " : " / ") + ResList(a[f]);
    return catan::text::format(k, card("card").c_str(), extra.c_str());
  }
  if (t == "pick_card") {  // the opponent's card on that site, by name
    const int other = 1 - view.value("viewer", 0);
    const json& cols = view["players"][size_t(other)]["principality"];
    const size_t c = size_t(a.value("column", 0)), site = size_t(a.value("site", 0));
    if (cols.is_array() && c < cols.size() && cols[c].contains("sites") && site < cols[c]["sites"].size() &&
        cols[c]["sites"][site].is_object())
      return catan::text::format("cardgame.ui.act.pick_named", CardName(cols[c]["sites"][site]).c_str(), int(c), int(site));
  }
  if (t == "demolish" || t == "pick_card") return catan::text::format(k, a.value("column", 0), a.value("site", 0));
  if (t == "search") return catan::text::format(k, a.value("stack", 0) + 1, ResList(a["pay"]).c_str());
  if (t == "exchange" || t == "put_under") return catan::text::format(k, card("card").c_str(), a.value("stack", 0) + 1);
  if (t == "choose_resource") return catan::text::format(k, Res(a["resource"]).c_str());
  if (t == "swap_card") return catan::text::format(k, card("card").c_str(), card("take").c_str());
  if (t == "answer") return catan::text::format(k, card("card").c_str());
  return T(k);
}

void DrawMoves(Session& s, CardUi& ui) {
  const json& legal = ui.view["legal_actions"];
  if (!legal.is_array() || legal.empty()) return;
  ImGui::Separator();
  ImGui::TextUnformatted(T("cardgame.ui.actions"));
  // Hand cards of the seat: moves naming one wait until it is picked (cards elsewhere, e.g. the
  // two a Conflict took, are always listed).
  std::vector<int> hand;
  for (const json& p : ui.view["players"])
    if (p.contains("hand"))
      for (const json& c : p["hand"]) hand.push_back(c.value("id", -1));
  auto in_hand = [&](int id) { return std::find(hand.begin(), hand.end(), id) != hand.end(); };
  int hand_actions = 0;
  for (const json& a : legal) hand_actions += HandCardAction(a.value("type", ""));
  const bool all_hand = hand_actions <= 8;
  bool searches = false;
  int i = 0;
  int waiting = 0;  // moves of hand cards not picked yet
  for (const json& a : legal) {
    const std::string t = a.value("type", "");
    if (OnTable(t)) continue;
    if (HandCardAction(t) && !all_hand && a.contains("card") && in_hand(a.value("card", -2)) &&
        a.value("card", -2) != ui.selected) {
      ++waiting;
      continue;
    }
    if (t == "search") {
      // Payments of one stack at a time: a button per stack opens its list.
      searches = true;
      if (a.value("stack", -1) != ui.search_stack) continue;
    }
    // Probe id: the action without its player, keys sorted (the tests rebuild it from the legal list).
    json bare = a;
    bare.erase("player");
    const std::string probe = "act " + bare.dump();
    const std::string label = ActionLabel(a, ui.view) + "##a" + std::to_string(i++);
    if (ProbedButtonAs(label.c_str(), probe.c_str(), ImVec2(-1, 0))) {
      Act(s, ui, a);
      return;
    }
  }
  if (waiting > 0) {
    // Say where the other moves are (refill at the hand limit, exchanges, Master Builder swaps).
    ImGui::TextWrapped(T("cardgame.ui.pick_hand_card"), waiting);
    ProbeLastItem("text", "hand moves hint");
  }
  if (searches)
    for (int k = 0; k < 5; ++k) {
      bool any = false;
      for (const json& a : legal) any = any || (a.value("type", "") == "search" && a.value("stack", -1) == k);
      if (!any || k == ui.search_stack) continue;
      const std::string label = catan::text::format("cardgame.ui.act.search", k + 1, "...") + "##s" + std::to_string(k);
      if (ProbedButtonAs(label.c_str(), ("search stack " + std::to_string(k)).c_str(), ImVec2(-1, 0))) ui.search_stack = k;
    }
  Editors(s, ui);
}

}  // namespace catan::ui::cardtable
