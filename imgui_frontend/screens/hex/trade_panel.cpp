// Trading: maritime trade with the bank, domestic offers and answers, CATAN for Two's
// forced trade.
#include <algorithm>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "imgui_frontend/panels.hpp"
#include "imgui_frontend/theme.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {

int Sum(const Counts& c) { int n = 0; for (int x : c) n += x; return n; }

// A row of +/- pickers for a resource set, probe ids "<prefix> +brick" / "<prefix> -brick".
void CountsPicker(const char* prefix, Counts& c, const Counts* limit) {
  char id[48];
  ImGui::PushID(prefix);
  for (int r = 0; r < kResources; ++r) {
    ImGui::PushID(r);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ResourceColour(r)), "%-6s", kResourceNames[r]);
    ImGui::SameLine(ImGui::GetFontSize() * 4.0f);
    std::snprintf(id, sizeof id, "%s -%s", prefix, kResourceNames[r]);
    ImGui::BeginDisabled(c[r] <= 0);
    if (ProbedButtonAs("-", id)) --c[r];
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("%d", c[r]);
    ImGui::SameLine();
    std::snprintf(id, sizeof id, "%s +%s", prefix, kResourceNames[r]);
    ImGui::BeginDisabled(limit && c[r] >= (*limit)[r]);
    if (ProbedButtonAs("+", id)) ++c[r];
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
  int fewest = 4;  // the best rate held for any resource
  for (int r = 0; r < kResources; ++r) {
    fewest = std::min(fewest, v.rates[r]);
    if (v.hand[r] < v.rates[r]) continue;
    cards = true;
    for (int t = 0; t < kResources; ++t) bank |= t != r && v.bank[t] > 0;
  }
  char need[32];
  std::snprintf(need, sizeof need, "%d of a kind needed", fewest);
  ImGui::TextDisabled("Bank trade: %s", !cards ? need : !bank ? "the bank is empty" : "not now");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", !cards ? "You need 4 cards of one resource (3 with a generic harbor, 2 with that "
                                     "resource's harbor)."
                            : !bank ? "The bank has no other resource left."
                                    : "Another action comes first.");
}

// Trade with the bank (§1.8). Shown on every main-phase turn; when no trade is
// possible MaritimeUnavailable says why. Offers every rate the player holds for the chosen
// resource (best first) and several cards at once (whole multiples of the rate).
void Maritime(Session& s) {
  const ViewModel& v = s.view();
  if (!v.CanDo("maritime_trade")) return;
  const bool open = ImGui::CollapsingHeader("Trade with the bank");
  ProbeLastItem("button", "Trade with the bank");
  if (!open) return;
  ImGui::TextDisabled("Give (your best rate):");
  char label[48], id[40];
  for (int r = 0; r < kResources; ++r) {
    std::snprintf(label, sizeof label, "%d %s##mg%d", v.rates[r], kResourceNames[r], r);
    std::snprintf(id, sizeof id, "give %s", kResourceNames[r]);
    const bool on = s.maritime_give == r;
    ImGui::BeginDisabled(v.hand[r] < v.rates[r]);
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
    if (ProbedButtonAs(label, id)) { s.maritime_give = on ? -1 : r; s.maritime_rate = 0; s.maritime_count = 1; }
    if (on) ImGui::PopStyleColor();
    ImGui::EndDisabled();
    if (r + 1 < kResources) ImGui::SameLine();
  }
  if (s.maritime_give >= 0 && v.hand[s.maritime_give] < v.rates[s.maritime_give]) s.maritime_give = -1;
  const int g = s.maritime_give;
  int rate = g >= 0 ? v.rates[g] : 4;
  if (g >= 0 && s.maritime_rate && (v.rate_bits[g] >> s.maritime_rate & 1) && v.hand[g] >= s.maritime_rate) rate = s.maritime_rate;
  if (g >= 0 && (v.rate_bits[g] & (v.rate_bits[g] - 1))) {  // more than one rate held: let the player choose
    ImGui::TextDisabled("Rate:");
    for (int n = 2; n <= 4; ++n) {
      if (!(v.rate_bits[g] >> n & 1)) continue;
      ImGui::SameLine();
      std::snprintf(label, sizeof label, "%d:1##mr%d", n, n);
      std::snprintf(id, sizeof id, "rate %d", n);
      ImGui::BeginDisabled(v.hand[g] < n);
      if (n == rate) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
      if (ProbedButtonAs(label, id)) { s.maritime_rate = n; s.maritime_count = 1; }
      if (n == rate) ImGui::PopStyleColor();
      ImGui::EndDisabled();
    }
  }
  ImGui::TextDisabled("Get:");
  for (int r = 0; r < kResources; ++r) {
    std::snprintf(label, sizeof label, "%s##mt%d", kResourceNames[r], r);
    std::snprintf(id, sizeof id, "get %s", kResourceNames[r]);
    const bool on = s.maritime_get == r;
    ImGui::BeginDisabled(v.bank[r] == 0 || r == g);
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(200, 140, 20, 255));
    if (ProbedButtonAs(label, id)) { s.maritime_get = on ? -1 : r; s.maritime_count = 1; }
    if (on) ImGui::PopStyleColor();
    ImGui::EndDisabled();
    if (r + 1 < kResources) ImGui::SameLine();
  }
  const int t = s.maritime_get;
  const bool ready = g >= 0 && t >= 0 && g != t;
  const int most = ready ? std::min(v.hand[g] / rate, v.bank[t]) : 1;
  if (s.maritime_count > most) s.maritime_count = most;
  if (s.maritime_count < 1) s.maritime_count = 1;
  if (ready && most > 1) {  // several cards at once: the same rate for each
    ImGui::TextDisabled("Cards:");
    ImGui::SameLine();
    ImGui::BeginDisabled(s.maritime_count <= 1);
    if (ProbedButtonAs("-##mc", "cards -")) --s.maritime_count;
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::Text("%d", s.maritime_count);
    ImGui::SameLine();
    ImGui::BeginDisabled(s.maritime_count >= most);
    if (ProbedButtonAs("+##mc", "cards +")) ++s.maritime_count;
    ImGui::EndDisabled();
  }
  if (ready)
    std::snprintf(label, sizeof label, "Give %d %s for %d %s##mtb", rate * s.maritime_count, kResourceNames[g],
                  s.maritime_count, kResourceNames[t]);
  else
    std::snprintf(label, sizeof label, "Trade with bank##mtb");
  ImGui::BeginDisabled(!ready);
  if (ProbedButtonAs(label, "Trade with bank")) {
    Counts give{}, get{};
    give[g] = rate * s.maritime_count;
    get[t] = s.maritime_count;
    if (s.Submit({{"type", "maritime_trade"}, {"give", CountsJson(give)}, {"get", CountsJson(get)}})) {
      s.maritime_give = s.maritime_get = -1;
      s.maritime_rate = 0;
      s.maritime_count = 1;
    }
  }
  ImGui::EndDisabled();
}

void Offer(Session& s) {
  const ViewModel& v = s.view();
  if (!v.CanDo("offer_trade")) return;
  const bool open = ImGui::CollapsingHeader("Offer a trade to the other players");
  ProbeLastItem("button", "Offer a trade");
  if (!open) return;
  ImGui::TextDisabled("You give:");
  CountsPicker("offer give", s.give, &v.hand);
  ImGui::TextDisabled("You want:");
  CountsPicker("offer get", s.get, nullptr);
  ImGui::BeginDisabled(Sum(s.give) == 0 || Sum(s.get) == 0);
  if (ProbedButton("Offer trade")) {
    if (s.Submit({{"type", "offer_trade"}, {"give", CountsJson(s.give)}, {"get", CountsJson(s.get)}}))
      s.give = s.get = Counts{};
  }
  ImGui::EndDisabled();
}

void OpenOffer(Session& s) {
  const ViewModel& v = s.view();
  if (!v.has_offer) return;
  ImGui::Separator();
  ImGui::TextWrapped("%s offers %s for %s.", s.Name(v.offer_from).c_str(), CountsText(v.offer_give).c_str(),
                     CountsText(v.offer_get).c_str());
  if (s.seat() != v.current) {
    ImGui::BeginDisabled(!v.CanDo("respond_trade"));
    bool can_accept = false;
    for (const auto& a : v.legal) if (a.value("type", "") == "respond_trade" && a.value("accept", false)) can_accept = true;
    ImGui::BeginDisabled(!can_accept);
    if (ProbedButton("Accept")) s.Submit({{"type", "respond_trade"}, {"accept", true}});
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ProbedButton("Reject")) s.Submit({{"type", "respond_trade"}, {"accept", false}});
    ImGui::EndDisabled();
    if (!can_accept) ImGui::TextDisabled("You do not hold what is asked.");
    return;
  }
  for (const auto& p : v.players) {
    if (p.id == v.current || !p.seated) continue;
    ImGui::Text("%s: %s", s.Name(p.id).c_str(), p.trade_answer.empty() ? "thinking" : p.trade_answer.c_str());
    if (p.trade_answer == "accepted") {
      ImGui::SameLine();
      const std::string label = "Trade with " + s.Name(p.id);
      char id[32];
      std::snprintf(id, sizeof id, "Trade with %d", p.id);
      if (ProbedButtonAs(label.c_str(), id)) s.Submit({{"type", "confirm_trade"}, {"with", p.id}});
    }
  }
  if (v.CanDo("cancel_trade") && ProbedButton("Cancel offer")) s.Submit({{"type", "cancel_trade"}});
}

void ForcedTrade(Session& s) {
  const ViewModel& v = s.view();
  if (v.CanDo("forced_trade")) {
    if (ProbedButton("Forced trade (take 2 random cards, give 2 back)", ImVec2(-1, 0))) s.Submit({{"type", "forced_trade"}});
  }
}

}  // namespace

void DrawForcedTradeReturn(Session& s) {
  const ViewModel& v = s.view();
  if (!v.CanDo("forced_trade_return")) return;
  ImGui::TextWrapped("Forced trade: choose the 2 cards you give back.");
  CountsPicker("return", s.forced_give, &v.hand);
  ImGui::BeginDisabled(Sum(s.forced_give) != 2);
  if (ProbedButton("Give back")) {
    if (s.Submit({{"type", "forced_trade_return"}, {"give", CountsJson(s.forced_give)}})) s.forced_give = Counts{};
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
  MaritimeUnavailable(s);
  ForcedTrade(s);
}

}  // namespace catan::ui
