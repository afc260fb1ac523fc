// Trading: maritime trade with the bank, domestic offers and answers, CATAN for Two's
// forced trade.
#include <algorithm>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {


// +/- pickers for a card set of `kinds` kinds (resources, then commodities), probe ids
// "<prefix> +brick" / "<prefix> -coin": five columns a row (name, count, then - and + side by
// side), commodities on a row of their own under the resources, where the names fit; else a
// row each (the rows made two pickers ten rows high and pushed the offer's button below the
// panel's fold).
void CountsPicker(const char* prefix, Counts& c, const Counts* limit, int kinds) {
  char id[48];
  ImGui::PushID(prefix);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float col = (ImGui::GetContentRegionAvail().x - 4 * st.ItemSpacing.x) / kResources;
  float widest = 0;
  for (int k = 0; k < kinds; ++k) widest = std::max(widest, ImGui::CalcTextSize(T(kKindWordKeys[k])).x);
  // Side by side (desktop) when both buttons fit a column, else + over the count over - (a
  // phone's 44 px touch buttons).
  const bool side = col >= 2 * ImGui::GetFrameHeight() + st.ItemSpacing.x;
  if (widest + 4 <= col && (side || col >= ImGui::GetFrameHeight())) {
    const float x0 = ImGui::GetCursorPosX();
    const float bw = side ? (col - st.ItemSpacing.x) / 2 : col;
    const float h = std::max(ImGui::GetFrameHeight(), TouchSize("+", ImVec2(bw, 0)).y);
    // Kinds [first, last) in columns 0.. of one group of rows.
    auto group = [&](int first, int last) {
      // `text` centred in column i, on the row column 0 starts.
      auto centred = [&](int i, const char* text, ImU32 colour) {
        const float x = x0 + i * (col + st.ItemSpacing.x) + (col - ImGui::CalcTextSize(text).x) * 0.5f;
        if (i > 0) ImGui::SameLine(x);
        else ImGui::SetCursorPosX(x);
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s", text);
      };
      for (int k = first; k < last; ++k) centred(k - first, T(kKindWordKeys[k]), KindColour(k));  // names
      auto counts = [&] {
        for (int k = first; k < last; ++k) centred(k - first, std::to_string(c[size_t(k)]).c_str(), ImGui::GetColorU32(ImGuiCol_Text));
      };
      // One row of buttons: the minus ones (`minus`), the plus ones, or both side by side.
      auto buttons = [&](bool minus, bool plus) {
        for (int k = first; k < last; ++k) {
          ImGui::PushID(k);
          if (k > first) ImGui::SameLine(x0 + (k - first) * (col + st.ItemSpacing.x));
          else ImGui::SetCursorPosX(x0);
          if (minus) {
            std::snprintf(id, sizeof id, "%s -%s", prefix, kKindNames[k]);
            ImGui::BeginDisabled(c[size_t(k)] <= 0);
            if (ProbedButtonAs("-", id, ImVec2(bw, h))) --c[size_t(k)];
            ImGui::EndDisabled();
          }
          if (minus && plus) ImGui::SameLine();
          if (plus) {
            std::snprintf(id, sizeof id, "%s +%s", prefix, kKindNames[k]);
            ImGui::BeginDisabled(limit && c[size_t(k)] >= (*limit)[size_t(k)]);
            if (ProbedButtonAs("+", id, ImVec2(bw, h))) ++c[size_t(k)];
            ImGui::EndDisabled();
          }
          ImGui::PopID();
        }
      };
      if (side) {
        counts();
        buttons(true, true);
      } else {
        buttons(false, true);
        counts();
        buttons(true, false);
      }
    };
    group(0, std::min(kinds, kResources));
    if (kinds > kResources) group(kResources, kinds);
    ImGui::PopID();
    return;
  }
  for (int k = 0; k < kinds; ++k) {
    ImGui::PushID(k);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(KindColour(k)), "%-6s", T(kKindWordKeys[k]));
    ImGui::SameLine(ImGui::GetFontSize() * 4.0f);
    std::snprintf(id, sizeof id, "%s -%s", prefix, kKindNames[k]);
    ImGui::BeginDisabled(c[size_t(k)] <= 0);
    if (ProbedButtonAs("-", id)) --c[size_t(k)];
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("%d", c[size_t(k)]);
    ImGui::SameLine();
    std::snprintf(id, sizeof id, "%s +%s", prefix, kKindNames[k]);
    ImGui::BeginDisabled(limit && c[size_t(k)] >= (*limit)[size_t(k)]);
    if (ProbedButtonAs("+", id)) ++c[size_t(k)];
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::PopID();
}

// When no bank trade is possible: one disabled line saying why (drawn below the offer
// section, so the panel's layout above it stays as it was), the whole reason on hover.
void MaritimeUnavailable(Session& s) {
  const ViewModel& v = s.view();
  if (v.CanDo("maritime_trade")) return;
  bool cards = false, bank = false;
  int common = 0;  // the rate for any resource (4, or 3 with a generic harbor)
  for (int r = 0; r < v.kinds; ++r) {
    if (r < kResources) common = std::max(common, v.rates[r]);
    if (v.hand[r] < v.rates[r]) continue;
    cards = true;
    for (int t = 0; t < v.kinds; ++t) bank |= t != r && v.bank[t] > 0;
  }
  // What is needed, naming the resources of the special harbors held ("2 Ore or 4 of a kind
  // needed"): a bare "2 of a kind" read as if any 2 cards would do.
  std::string special;
  for (int r = 0; r < kResources; ++r) {
    if (v.rates[r] >= common) continue;
    if (!special.empty()) special += ", ";
    special += catan::text::format("ui.common.resources_item", v.rates[r], T(kResourceWordKeys[r]));
  }
  const std::string need = special.empty() ? catan::text::format("ui.hex.of_a_kind_needed", common)
                                           : catan::text::format("ui.hex.or_of_a_kind_needed", special.c_str(), common);
  const std::string line = catan::text::format("ui.hex.bank_trade", !cards ? need.c_str() : !bank ? T("ui.hex.the_bank_is_empty") : T("ui.hex.not_now"));
  ImGui::TextDisabled("%s", line.c_str());
  ProbeLastItemAs("text", Pid("bank trade"), false, line.c_str());
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", !cards ? T("ui.hex.maritime_needs")
                            : !bank ? T("ui.hex.the_bank_has_no_other")
                                    : T("ui.hex.another_action_comes_first"));
}

// Trade with the bank (§1.8). Shown on every main-phase turn; when no trade is
// possible MaritimeUnavailable says why. Offers every rate the player holds for the chosen
// resource (best first) and several cards at once (whole multiples of the rate).
void Maritime(Session& s) {
  const ViewModel& v = s.view();
  if (!v.CanDo("maritime_trade")) {  // always in its place: greyed, with the reason under it
    ImGui::BeginDisabled();
    ImGui::SetNextItemOpen(false);
    ImGui::CollapsingHeader(T("ui.hex.trade_with_the_bank"));
    ImGui::EndDisabled();
    ProbeLastItem("button", "Trade with the bank");
    MaritimeUnavailable(s);
    return;
  }
  if (Ui(s).close_bank) ImGui::SetNextItemOpen(false);  // a trade was made: fold the section
  Ui(s).close_bank = false;
  const bool open = ImGui::CollapsingHeader(T("ui.hex.trade_with_the_bank"));
  const bool opened = ImGui::IsItemToggledOpen();
  ProbeLastItem("button", "Trade with the bank");
  if (!open) return;
  ImGui::TextDisabled("%s", T("ui.hex.give_your_best_rate"));
  char label[48], id[40];
  for (int r = 0; r < v.kinds; ++r) {
    std::snprintf(label, sizeof label, "%d %s##mg%d", v.rates[r], T(kKindWordKeys[r]), r);
    std::snprintf(id, sizeof id, "give %s", kKindNames[r]);
    const bool on = Ui(s).maritime_give == r;
    if (r > 0) SameLineIfFits(TouchSize(label, ImVec2(ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x, 0)).x);
    ImGui::BeginDisabled(v.hand[r] < v.rates[r]);
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
    if (ProbedButtonAs(label, id)) { Ui(s).maritime_give = on ? -1 : r; Ui(s).maritime_rate = 0; Ui(s).maritime_count = 1; }
    if (on) ImGui::PopStyleColor();
    ImGui::EndDisabled();
  }
  if (Ui(s).maritime_give >= 0 && v.hand[Ui(s).maritime_give] < v.rates[Ui(s).maritime_give]) Ui(s).maritime_give = -1;
  const int g = Ui(s).maritime_give;
  int rate = g >= 0 ? v.rates[g] : 4;
  if (g >= 0 && Ui(s).maritime_rate && (v.rate_bits[g] >> Ui(s).maritime_rate & 1) && v.hand[g] >= Ui(s).maritime_rate) rate = Ui(s).maritime_rate;
  if (g >= 0 && (v.rate_bits[g] & (v.rate_bits[g] - 1))) {  // more than one rate held: let the player choose
    ImGui::TextDisabled("%s", T("ui.hex.rate"));
    for (int n = 2; n <= 4; ++n) {
      if (!(v.rate_bits[g] >> n & 1)) continue;
      ImGui::SameLine();
      std::snprintf(label, sizeof label, "%d:1##mr%d", n, n);
      std::snprintf(id, sizeof id, "rate %d", n);
      ImGui::BeginDisabled(v.hand[g] < n);
      if (n == rate) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
      if (ProbedButtonAs(label, id)) { Ui(s).maritime_rate = n; Ui(s).maritime_count = 1; }
      if (n == rate) ImGui::PopStyleColor();
      ImGui::EndDisabled();
    }
  }
  ImGui::TextDisabled("%s", T("ui.hex.get"));
  for (int r = 0; r < v.kinds; ++r) {
    std::snprintf(label, sizeof label, "%s##mt%d", T(kKindWordKeys[r]), r);
    std::snprintf(id, sizeof id, "get %s", kKindNames[r]);
    const bool on = Ui(s).maritime_get == r;
    if (r > 0) SameLineIfFits(TouchSize(label, ImVec2(ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x, 0)).x);
    ImGui::BeginDisabled(v.bank[r] == 0 || r == g);
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
    if (ProbedButtonAs(label, id)) { Ui(s).maritime_get = on ? -1 : r; Ui(s).maritime_count = 1; }
    if (on) ImGui::PopStyleColor();
    ImGui::EndDisabled();
  }
  const int t = Ui(s).maritime_get;
  const bool ready = g >= 0 && t >= 0 && g != t;
  const int most = ready ? std::min(v.hand[g] / rate, v.bank[t]) : 1;
  if (Ui(s).maritime_count > most) Ui(s).maritime_count = most;
  if (Ui(s).maritime_count < 1) Ui(s).maritime_count = 1;
  if (ready && most > 1) {  // several cards at once: the same rate for each
    ImGui::TextDisabled("%s", T("ui.hex.cards_2"));
    ImGui::SameLine();
    ImGui::BeginDisabled(Ui(s).maritime_count <= 1);
    if (ProbedButtonAs("-##mc", "cards -")) --Ui(s).maritime_count;
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("%d", Ui(s).maritime_count);
    ImGui::SameLine();
    ImGui::BeginDisabled(Ui(s).maritime_count >= most);
    if (ProbedButtonAs("+##mc", "cards +")) ++Ui(s).maritime_count;
    ImGui::EndDisabled();
  }
  if (ready)
    std::snprintf(label, sizeof label, (std::string(T("ui.hex.give_for")) + "##mtb").c_str(), rate * Ui(s).maritime_count, T(kKindWordKeys[g]),
                  Ui(s).maritime_count, T(kKindWordKeys[t]));
  else
    std::snprintf(label, sizeof label, "%s##mtb", T("ui.hex.trade_with_bank"));
  ImGui::BeginDisabled(!ready);
  const bool clicked = ProbedButtonAs(label, "Trade with bank");
  if (opened) ImGui::SetScrollHereY(1.0f);  // just opened: scroll its main button into view
  if (clicked) {
    Counts give{}, get{};
    give[g] = rate * Ui(s).maritime_count;
    get[t] = Ui(s).maritime_count;
    if (s.Submit({{"type", "maritime_trade"}, {"give", CountsJson(give)}, {"get", CountsJson(get)}})) {
      Ui(s).maritime_give = Ui(s).maritime_get = -1;
      Ui(s).maritime_rate = 0;
      Ui(s).maritime_count = 1;
      Ui(s).close_bank = true;
    }
  }
  ImGui::EndDisabled();
}

// One button per resource to ask for it (a click adds one card to what you want), in the
// resource's colour, with the count asked so far; probe ids "ask <resource>".
void AskRow(Session& s) {
  Counts& get = Ui(s).get;
  char label[48], id[32];
  for (int r = 0; r < s.view().kinds; ++r) {
    std::snprintf(label, sizeof label, "%s %d##ask%d", T(kKindWordKeys[r]), get[r], r);
    std::snprintf(id, sizeof id, "ask %s", kKindNames[r]);
    if (r > 0) SameLineIfFits(TouchSize(label, ImVec2(ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x, 0)).x);
    const ImU32 c = KindColour(r);
    ImGui::PushStyleColor(ImGuiCol_Button, (c & 0x00ffffff) | 0xb0000000);
    ImGui::PushStyleColor(ImGuiCol_Text, r == 1 ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255));
    if (ProbedButtonAs(label, id)) {
      ++get[r];
      Ui(s).give[r] = 0;  // never the same resource on both sides
    }
    ImGui::PopStyleColor(2);
  }
}

void Offer(Session& s) {
  const ViewModel& v = s.view();
  if (!v.CanDo("offer_trade")) return;
  if (Ui(s).close_offer) ImGui::SetNextItemOpen(false);  // an offer was made: fold the section
  Ui(s).close_offer = false;
  const bool open = ImGui::CollapsingHeader(T("ui.hex.offer_a_trade_to_the"));
  const bool opened = ImGui::IsItemToggledOpen();
  ProbeLastItem("button", "Offer a trade");
  if (!open) return;
  Ui(s).offer_open = true;  // a click on a card of the hand gives it (DrawHand)
  ImGui::TextWrapped("%s", T("ui.trade.pick_hint"));
  AskRow(s);
  ImGui::TextDisabled("%s", T("ui.hex.you_give"));
  CountsPicker("offer give", Ui(s).give, &v.hand, v.kinds);
  ImGui::TextDisabled("%s", T("ui.hex.you_want"));
  CountsPicker("offer get", Ui(s).get, nullptr, v.kinds);
  ImGui::BeginDisabled(Sum(Ui(s).give) == 0 || Sum(Ui(s).get) == 0);
  const bool clicked = ProbedButtonAs(T("ui.hex.offer_trade"), "Offer trade");
  if (opened) ImGui::SetScrollHereY(1.0f);  // just opened: scroll its main button into view
  if (clicked) {
    if (s.Submit({{"type", "offer_trade"}, {"give", CountsJson(Ui(s).give)}, {"get", CountsJson(Ui(s).get)}})) {
      Ui(s).give = Ui(s).get = Counts{};
      Ui(s).close_offer = true;
    }
  }
  ImGui::EndDisabled();
}

// True if the seat on screen may counter the open offer: asked, and not accepted or declined.
bool MayCounter(Session& s) {
  const ViewModel& v = s.view();
  if (!v.has_offer || s.seat() < 0 || s.seat() == v.current || s.seat() >= int(v.players.size())) return false;
  const std::string& answer = v.players[size_t(s.seat())].trade_answer;
  return v.CanDo("respond_trade") || answer == "countered";
}

void OpenOffer(Session& s) {
  const ViewModel& v = s.view();
  if (!v.has_offer) return;
  ImGui::Separator();
  ImGui::TextWrapped(T("ui.hex.offers_for"), s.Name(v.offer_from).c_str(), ResourcesText(v.offer_give).c_str(),
                     ResourcesText(v.offer_get).c_str());
  if (s.seat() != v.current && s.OfferTrayOpen()) {
    ImGui::TextDisabled("%s", T("ui.tray.answer_there"));  // a computer's offer: answered in the tray
    return;
  }
  if (s.seat() != v.current) {
    ImGui::BeginDisabled(!v.CanDo("respond_trade"));
    bool can_accept = false;
    for (const auto& a : v.legal) if (a.value("type", "") == "respond_trade" && a.value("accept", false)) can_accept = true;
    ImGui::BeginDisabled(!can_accept);
    if (ProbedButtonAs(T("ui.hex.accept"), "Accept")) s.Submit({{"type", "respond_trade"}, {"accept", true}});
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ProbedButtonAs(T("ui.hex.reject"), "Reject")) s.Submit({{"type", "respond_trade"}, {"accept", false}});
    ImGui::EndDisabled();
    if (!can_accept) ImGui::TextDisabled("%s", T("ui.hex.you_do_not_hold_what"));
    DrawCounterControl(s, false);
    return;
  }
  // The offerer: each answer; an acceptor gets "Trade with", a counter-offer its terms and "Accept".
  const float list_h = std::min(ImGui::GetTextLineHeightWithSpacing() * 9.0f, ImGui::GetContentRegionAvail().y * 0.6f + 1.0f);
  bool any_counter = false;
  for (const auto& p : v.players) any_counter |= p.trade_answer == "countered";
  if (any_counter) ImGui::BeginChild("##answers", ImVec2(0, std::max(list_h, ImGui::GetFrameHeightWithSpacing() * 3)), false);
  for (const auto& p : v.players) {
    if (p.id == v.current || !p.seated) continue;
    ImGui::Text(T("ui.hex.answer_line"), s.Name(p.id).c_str(),
                T(p.trade_answer == "accepted"    ? "ui.hex.answer.accepted"
                  : p.trade_answer == "rejected"  ? "ui.hex.answer.rejected"
                  : p.trade_answer == "countered" ? "ui.hex.answer.countered"
                                                  : "ui.hex.answer.thinking"));
    if (p.trade_answer == "countered") {
      // Their terms from this side: you give what they ask, you get what they give.
      ImGui::TextWrapped(T("ui.hex.counter_terms"), ResourcesText(p.counter_get).c_str(), ResourcesText(p.counter_give).c_str());
      char id[32];
      std::snprintf(id, sizeof id, "Accept counter %d", p.id);
      bool can = false;
      for (const auto& a : v.legal)
        if (a.value("type", "") == "confirm_trade" && a.value("with", -1) == p.id) can = true;
      ImGui::BeginDisabled(!can);
      const std::string label = catan::text::format("ui.hex.accept_counter", s.Name(p.id).c_str());
      if (ProbedButtonAs(label.c_str(), id)) s.Submit({{"type", "confirm_trade"}, {"with", p.id}});
      ImGui::EndDisabled();
      if (!can && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", T("ui.hex.you_do_not_hold_what_counter"));
    }
    if (p.trade_answer == "accepted") {
      ImGui::SameLine();
      const std::string label = catan::text::format("ui.hex.trade_with", s.Name(p.id).c_str());
      char id[32];
      std::snprintf(id, sizeof id, "Trade with %d", p.id);
      if (ProbedButtonAs(label.c_str(), id)) s.Submit({{"type", "confirm_trade"}, {"with", p.id}});
    }
  }
  if (any_counter) ImGui::EndChild();
  if (v.CanDo("cancel_trade") && ProbedButtonAs(T("ui.hex.cancel_offer"), "Cancel offer")) s.Submit({{"type", "cancel_trade"}});
}

}  // namespace

void DrawCounterControl(Session& s, bool tray) {
  HexUi& ui = Ui(s);
  if (!MayCounter(s)) {
    ui.counter_open = false;
    return;
  }
  const ViewModel& v = s.view();
  if (!ui.counter_open) {
    const char* label = T("ui.hex.counter");
    if (tray)
      SameLineIfFits(TouchSize(label, ImVec2(ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x, 0)).x);
    if (ProbedButtonAs(label, Pid("Counter"))) {
      ui.counter_open = true;
      // Prefilled with the offer turned round: give what is asked (as far as held), get what is offered.
      for (int r = 0; r < kKinds; ++r) {
        ui.counter_give[size_t(r)] = std::min(v.offer_get[size_t(r)], v.hand[size_t(r)]);
        ui.counter_get[size_t(r)] = v.offer_give[size_t(r)];
      }
      if (tray) s.RestartOfferCountdown();
    }
    return;
  }
  // Height-limited and scrolling, so the pickers fit a phone's tray or panel (390x844).
  const float rows = ImGui::GetFrameHeightWithSpacing() * 13.0f;
  // (The tray sits over the board: a quarter of the window's height at most, the panel a third.)
  const float h = std::min(rows, std::max(ImGui::GetFrameHeightWithSpacing() * 4.0f, ImGui::GetIO().DisplaySize.y * (tray ? 0.25f : 0.35f)));
  ImGui::BeginChild(tray ? "##countertray" : "##counterpanel", ImVec2(0, h), true);
  const Counts before_give = ui.counter_give, before_get = ui.counter_get;
  ImGui::TextDisabled("%s", T("ui.hex.you_give"));
  CountsPicker(tray ? "tray counter give" : "counter give", ui.counter_give, &v.hand, v.kinds);
  ImGui::TextDisabled("%s", T("ui.hex.you_want"));
  CountsPicker(tray ? "tray counter get" : "counter get", ui.counter_get, nullptr, v.kinds);
  for (int r = 0; r < kKinds; ++r) {  // never the same kind on both sides
    if (ui.counter_give[size_t(r)] > 0 && ui.counter_get[size_t(r)] > 0) {
      if (ui.counter_give[size_t(r)] != before_give[size_t(r)]) ui.counter_get[size_t(r)] = 0;
      else ui.counter_give[size_t(r)] = 0;
    }
  }
  ImGui::EndChild();
  if (tray && (ui.counter_give != before_give || ui.counter_get != before_get)) s.RestartOfferCountdown();
  bool same = true;  // the offer itself: that is "Accept"
  for (int r = 0; r < kKinds; ++r)
    same &= ui.counter_give[size_t(r)] == v.offer_get[size_t(r)] && ui.counter_get[size_t(r)] == v.offer_give[size_t(r)];
  ImGui::BeginDisabled(Sum(ui.counter_give) == 0 || Sum(ui.counter_get) == 0 || same);
  if (ProbedButtonAs(T("ui.hex.send_counter"), Pid("Send counter"))) {
    if (s.Submit({{"type", "counter_trade"}, {"give", CountsJson(ui.counter_give)}, {"get", CountsJson(ui.counter_get)}})) {
      ui.counter_open = false;
      ui.counter_give = ui.counter_get = Counts{};
    }
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  const std::string close = std::string(T("ui.hex.close_counter")) + "##closecounter";
  if (ProbedButtonAs(close.c_str(), Pid("Close counter"))) ui.counter_open = false;
}

namespace {

void ForcedTrade(Session& s) {
  const ViewModel& v = s.view();
  if (v.CanDo("forced_trade")) {
    const std::string label = catan::text::format("ui.hex.forced_trade_take_2_random", TokenPrice(s));  // with its token price
    if (ProbedButtonAs(label.c_str(), "Forced trade (take 2 random cards, give 2 back)", ImVec2(-1, 0))) s.Submit({{"type", "forced_trade"}});
  }
}

}  // namespace

void DrawForcedTradeReturn(Session& s) {
  const ViewModel& v = s.view();
  if (!v.CanDo("forced_trade_return")) return;
  ImGui::TextWrapped("%s", T("ui.hex.forced_trade_choose_the_2"));
  CountsPicker("return", Ui(s).forced_give, &v.hand, kResources);
  ImGui::BeginDisabled(Sum(Ui(s).forced_give) != 2);
  if (ProbedButtonAs(T("ui.hex.give_back"), "Give back")) {
    if (s.Submit({{"type", "forced_trade_return"}, {"give", CountsJson(Ui(s).forced_give)}})) Ui(s).forced_give = Counts{};
  }
  ImGui::EndDisabled();
}

namespace {
}  // namespace

void DrawTrade(Session& s) {
  OpenOffer(s);
  DrawForcedTradeReturn(s);
  if (s.view().phase != "main" || s.seat() != s.view().current) return;
  Maritime(s);
  Offer(s);
  ForcedTrade(s);
}

}  // namespace catan::ui
