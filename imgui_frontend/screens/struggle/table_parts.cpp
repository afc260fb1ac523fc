// Struggle's table parts: player displays, market and stacks, hand, log (struggle_ui.hpp).
#include <algorithm>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/touch.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/struggle/struggle_ui.hpp"

namespace catan::ui::struggle_screen {

using nlohmann::json;

const char* const kRes[5] = {"brick", "lumber", "wool", "grain", "ore"};

int ResIndex(const std::string& name) {
  for (int i = 0; i < 5; ++i)
    if (name == kRes[i]) return i;
  return -1;
}

StruggleUi& Ui(Session& s) {
  if (!s.screen_state || !dynamic_cast<StruggleUi*>(s.screen_state.get())) s.screen_state = std::make_unique<StruggleUi>();
  return static_cast<StruggleUi&>(*s.screen_state);
}

const json* FindLegal(const Session& s, const char* type, const json& fields) {
  for (const auto& a : s.legal()) {
    if (!a.is_object() || a.value("type", "") != type) continue;
    bool ok = true;
    for (auto it = fields.begin(); it != fields.end() && ok; ++it) ok = a.contains(it.key()) && a[it.key()] == it.value();
    if (ok) return &a;
  }
  return nullptr;
}

std::string SeatName(const Session& s, int seat) { return s.Name(seat); }

bool Act(Session& s, const json& a) {
  Ui(s).act = a;
  return true;
}

void SubmitQueued(Session& s) {
  StruggleUi& ui = Ui(s);
  if (ui.act.is_null()) return;
  json a = std::move(ui.act);
  ui.act = nullptr;
  s.Submit(a);
}

namespace {

const json& Seat(const Session& s, int seat) {
  static const json kNone = json::object();
  const json& v = s.seat_view();
  if (!v.contains("seats") || !v["seats"].is_array() || seat < 0 || size_t(seat) >= v["seats"].size()) return kNone;
  return v["seats"][size_t(seat)];
}

// A small A/B card of a road or knight row: A plain, B (1 VP) marked.
void SideChip(const std::string& side, const char* probe) {
  const bool b = side.size() == 1 && side[0] == 'B';
  ImGui::PushStyleColor(ImGuiCol_Button, b ? IM_COL32(200, 170, 60, 255) : IM_COL32(90, 110, 130, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, b ? IM_COL32(200, 170, 60, 255) : IM_COL32(90, 110, 130, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, b ? IM_COL32(200, 170, 60, 255) : IM_COL32(90, 110, 130, 255));
  ImGui::PushStyleColor(ImGuiCol_Text, b ? IM_COL32(20, 20, 20, 255) : IM_COL32(240, 240, 240, 255));
  const float w = ImGui::CalcTextSize(side.c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
  SameLineIfFits(w);
  ImGui::Button(side.c_str(), ImVec2(w, 0));
  ProbeLastItem("text", probe);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", T(b ? "struggle.ui.side_b" : "struggle.ui.side_a"));
  ImGui::PopStyleColor(4);
}

void SideRow(const char* label_key, const json& sides, const std::string& probe_prefix) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(T(label_key));
  if (!sides.is_array() || sides.empty()) {
    SameLineIfFits(ImGui::CalcTextSize(T("struggle.ui.none")).x);
    ImGui::TextDisabled("%s", T("struggle.ui.none"));
    return;
  }
  for (size_t i = 0; i < sides.size(); ++i)
    SideChip(sides[i].get<std::string>(), (probe_prefix + " " + std::to_string(i)).c_str());
}

}  // namespace

// A resource card as a button in its colour; `selected` draws it outlined.
bool CardButton(int r, const char* probe, bool enabled, bool selected, float width) {
  const ImU32 c = r >= 0 ? ResourceColour(r) : IM_COL32(70, 60, 90, 255);
  ImGui::PushStyleColor(ImGuiCol_Button, c);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, c);
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, c);
  ImGui::PushStyleColor(ImGuiCol_Text, r >= 0 ? IM_COL32(20, 20, 20, 255) : IM_COL32(230, 230, 240, 255));
  ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, selected ? 3.0f : 0.0f);
  ImGui::PushStyleColor(ImGuiCol_Border, IM_COL32(255, 255, 255, 255));
  if (!enabled) ImGui::BeginDisabled();
  const char* label = r >= 0 ? T(kResourceKeys[r]) : "?";
  const bool clicked = ProbedButtonAs((std::string(label) + "##" + probe).c_str(), probe,
                                      TouchSize(label, ImVec2(width, ImGui::GetFrameHeight() * 1.6f)));
  if (!enabled) ImGui::EndDisabled();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(4);
  return clicked && enabled;
}

float CardWidth() { return std::max(ImGui::CalcTextSize(T("resource.lumber")).x, ImGui::CalcTextSize(T("resource.grain")).x) +
                           ImGui::GetStyle().FramePadding.x * 2 + 4; }

void DrawDisplay(Session& s, int seat) {
  const json& p = Seat(s, seat);
  const json& v = s.seat_view();
  const int viewer = v.value("viewer", -1);
  const std::string id = std::to_string(seat);
  ImGui::PushID(seat);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float lh = ImGui::GetTextLineHeight();
  ImGui::GetWindowDrawList()->AddRectFilled(a, ImVec2(a.x + 6, a.y + lh), PaletteColour(s.Colour(seat)), 2);
  ImGui::Dummy(ImVec2(8, lh));
  ImGui::SameLine();
  std::string head = catan::text::format("struggle.ui.display_head", SeatName(s, seat).c_str(), p.value("vp", 0),
                                         p.value("hand_count", 0));
  if (seat == v.value("current", -1)) head += T("struggle.ui.their_turn");
  ImGui::TextWrapped("%s", head.c_str());
  ProbeLastItem("text", ("display " + id).c_str());
  ImGui::TextDisabled(T("struggle.ui.trades_draws"), p.value("trades", 1), p.value("draws", 2));
  SideRow("struggle.ui.roads", p.value("roads", json::array()), "road " + id);
  SideRow("struggle.ui.knights", p.value("knights", json::array()), "knight " + id);
  ImGui::TextWrapped(T("struggle.ui.buildings"), p.value("settlements", 0), p.value("cities", 0));
  ProbeLastItem("text", ("buildings " + id).c_str());
  if (p.contains("city_events")) {
    const int rob = p["city_events"].value("robbery", 0), md = p["city_events"].value("market_day", 0);
    if (rob + md > 0) ImGui::TextDisabled(T("struggle.ui.city_events"), rob, md);
  }
  if (p.contains("expansions") && p["expansions"].is_array())
    for (const auto& e : p["expansions"]) {
      const std::string k = e.get<std::string>();
      const char* name = ExpansionName(k);
      SameLineIfFits(ImGui::CalcTextSize(name).x + ImGui::GetStyle().FramePadding.x * 2);
      ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(60, 100, 70, 255));
      ProbedButtonAs((std::string(name) + "##exp" + k).c_str(), ("expansion " + id + " " + k).c_str(), TouchSize(name, ImVec2(0, 0)));
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered() || ImGui::IsItemActive()) ImGui::SetTooltip("%s", ExpansionText(k));
    }
  // This seat's trade buttons for the player on screen.
  if (seat != viewer && viewer >= 0) {
    StruggleUi& ui = Ui(s);
    const json who{{"victim", seat}};
    if (FindLegal(s, "trade_player", who)) {
      if (ProbedButtonAs((std::string(T("struggle.ui.draw_blind")) + "##blind").c_str(), ("blind " + id).c_str(),
                         TouchSize(T("struggle.ui.draw_blind"), ImVec2(0, 0))))
        ui.blind = ui.blind == seat ? -1 : seat;
    }
    if (const json* lib = FindLegal(s, "library_open", who)) {
      SameLineIfFits(ImGui::CalcTextSize(T("struggle.ui.library_open")).x + 20);
      if (ProbedButtonAs((std::string(T("struggle.ui.library_open")) + "##lib").c_str(), ("library " + id).c_str(),
                         TouchSize(T("struggle.ui.library_open"), ImVec2(0, 0))))
        Act(s, *lib);
    }
    if (const json* g = FindLegal(s, "guild", who)) {
      SameLineIfFits(ImGui::CalcTextSize(T("struggle.ui.guild")).x + 20);
      if (ProbedButtonAs((std::string(T("struggle.ui.guild")) + "##guild").c_str(), ("guild " + id).c_str(),
                         TouchSize(T("struggle.ui.guild"), ImVec2(0, 0))))
        Act(s, *g);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", ExpansionText("merchant_guild"));
    }
    // A blind draw: the face-down cards of that hand; the one tapped is drawn (the engine's
    // generator decides which card it was: a fanned hand is shuffled).
    if (ui.blind == seat) {
      const json* act = FindLegal(s, "trade_player", who);
      if (!act) {
        ui.blind = -1;
      } else {
        ImGui::TextDisabled("%s", T("struggle.ui.pick_face_down"));
        const int n = p.value("hand_count", 0);
        const float w = ImGui::GetFrameHeight() * 1.1f;
        for (int k = 0; k < n; ++k) {
          if (k > 0) SameLineIfFits(w);
          if (CardButton(-1, ("facedown " + id + " " + std::to_string(k)).c_str(), true, false, w)) {
            Act(s, *act);
            break;
          }
        }
      }
    }
  }
  ImGui::PopID();
}

void DrawMarket(Session& s) {
  const json& v = s.seat_view();
  StruggleUi& ui = Ui(s);
  ImGui::TextUnformatted(T("struggle.ui.market"));
  ProbeLastItem("text", "market");
  const float w = CardWidth();
  const bool swap_now = ui.give >= 0 && FindLegal(s, "trade_market", json{{"give", kRes[ui.give]}});
  if (v.contains("market") && v["market"].is_array())
    for (size_t i = 0; i < v["market"].size(); ++i) {
      const json& m = v["market"][i];
      const int r = m.is_string() ? ResIndex(m.get<std::string>()) : -1;
      if (i > 0) SameLineIfFits(w);
      if (r < 0) {
        ImGui::Button("-", ImVec2(w, ImGui::GetFrameHeight() * 1.6f));
        continue;
      }
      // A same-for-same swap changes nothing but uses up a trade: allowed by the rules, not offered.
      const json* act = ui.give >= 0 && ui.give != r
                            ? FindLegal(s, "trade_market", json{{"give", kRes[ui.give]}, {"get", kRes[r]}}) : nullptr;
      if (CardButton(r, ("market " + std::to_string(i)).c_str(), act != nullptr || !swap_now, false, w) && act) Act(s, *act);
    }
  // Stacks and piles.
  const json& st = v.value("stacks", json::object());
  ImGui::TextWrapped(T("struggle.ui.stacks"), st.value("road", 0), st.value("knight", 0), st.value("settlement", 0));
  ProbeLastItem("text", "stacks");
  if (st.contains("expansions") && st["expansions"].is_object()) {
    std::string line;
    for (auto it = st["expansions"].begin(); it != st["expansions"].end(); ++it) {
      if (!line.empty()) line += ", ";
      line += std::string(ExpansionName(it.key())) + " " + std::to_string(it.value().get<int>());
    }
    ImGui::TextDisabled("%s", T("struggle.ui.expansion_stack"));
    ImGui::TextWrapped("%s", line.c_str());
    ProbeLastItem("text", "expansion stack");
  }
  int discards = 0;
  if (v.contains("discard_pile") && v["discard_pile"].is_object())
    for (auto it = v["discard_pile"].begin(); it != v["discard_pile"].end(); ++it) discards += it.value().get<int>();
  // The draw pile: a button while a draw-pile swap with the picked card is legal.
  const json* pile = ui.give >= 0 ? FindLegal(s, "trade_pile", json{{"give", kRes[ui.give]}}) : nullptr;
  const std::string pile_label = catan::text::format("struggle.ui.draw_pile", v.value("draw_pile", 0)) + "##pile";
  if (!pile) ImGui::BeginDisabled();
  if (ProbedButtonAs(pile_label.c_str(), "draw pile", TouchSize(pile_label.c_str(), ImVec2(0, 0))) && pile) Act(s, *pile);
  if (!pile) ImGui::EndDisabled();
  SameLineIfFits(ImGui::CalcTextSize(T("struggle.ui.discard_pile")).x + 40);
  ImGui::AlignTextToFramePadding();
  ImGui::Text(T("struggle.ui.discard_pile"), discards);
  ProbeLastItem("text", "discard pile");
  // The destiny arrow (3-4 players: whom an empty stack takes from).
  if (v.value("players", 2) > 2) {
    const bool cw = v.value("destiny", "clockwise") == "clockwise";
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetFrameHeight();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 c = IM_COL32(230, 200, 90, 255);
    dl->AddRectFilled(ImVec2(p.x + h * 0.2f, p.y + h * 0.4f), ImVec2(p.x + h * 1.2f, p.y + h * 0.6f), c);
    if (cw) dl->AddTriangleFilled(ImVec2(p.x + h * 1.2f, p.y + h * 0.15f), ImVec2(p.x + h * 1.6f, p.y + h * 0.5f), ImVec2(p.x + h * 1.2f, p.y + h * 0.85f), c);
    else dl->AddTriangleFilled(ImVec2(p.x + h * 0.2f, p.y + h * 0.15f), ImVec2(p.x - h * 0.2f + h * 0.2f, p.y + h * 0.5f), ImVec2(p.x + h * 0.2f, p.y + h * 0.85f), c);
    ImGui::Dummy(ImVec2(h * 1.7f, h));
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(T(cw ? "struggle.ui.destiny_cw" : "struggle.ui.destiny_ccw"));
    ProbeLastItem("text", "destiny");
  }
}

void DrawHand(Session& s) {
  const json& v = s.seat_view();
  const int viewer = v.value("viewer", -1);
  StruggleUi& ui = Ui(s);
  if (viewer < 0) return;
  const json& me = Seat(s, viewer);
  ImGui::Text(T("struggle.ui.your_hand"), me.value("hand_count", 0));
  ProbeLastItem("text", "hand");
  if (!me.contains("hand") || !me["hand"].is_object()) return;
  const float w = CardWidth();
  bool first = true;
  for (int r = 0; r < 5; ++r) {
    const int n = me["hand"].value(kRes[r], 0);
    for (int k = 0; k < n; ++k) {
      if (!first) SameLineIfFits(w);
      first = false;
      // Only the first card of a kind is a live button (all cards of a kind are the same).
      const std::string probe = "hand " + std::string(kRes[r]) + (k ? " " + std::to_string(k) : "");
      if (CardButton(r, probe.c_str(), true, ui.give == r && k == 0, w)) HandCardClicked(s, r);
    }
  }
}

namespace {
// A resource word from an event field, or "a card" when the field is hidden from this seat.
std::string Word(const json& e, const char* field) {
  const int r = e.contains(field) && e[field].is_string() ? ResIndex(e[field].get<std::string>()) : -1;
  return r >= 0 ? T(kResourceWordKeys[r]) : T("struggle.log.a_card");
}
}  // namespace

std::string LogLine(const Session& s, const json& e) {
  using catan::text::format;
  const std::string type = e.value("type", "");
  const std::string p = SeatName(s, e.value("player", -1)), o = SeatName(s, e.value("other", -1));
  const char* P = p.c_str();
  const char* O = o.c_str();
  // A secret card this seat may not see: the ".hidden" line without it.
  const bool hidden = !e.contains("card");
  auto key = [&](const char* k) { return std::string(k) + (hidden ? ".hidden" : ""); };
  if (type == "traded_market") return format("struggle.log.traded_market", P, Word(e, "gave").c_str(), Word(e, "card").c_str());
  if (type == "traded_pile") return format(key("struggle.log.traded_pile").c_str(), P, Word(e, "gave").c_str(), Word(e, "card").c_str());
  if (type == "drew_blind") return format(key("struggle.log.drew_blind").c_str(), P, O, Word(e, "card").c_str());
  if (type == "library_opened") return format("struggle.log.library_opened", P, O);
  if (type == "library_picked") return format(key("struggle.log.library_picked").c_str(), P, O, Word(e, "card").c_str());
  if (type == "gave_back") return format(key("struggle.log.gave_back").c_str(), P, O, Word(e, "card").c_str());
  if (type == "guild_drew") return format(key("struggle.log.guild_drew").c_str(), P, O, Word(e, "card").c_str());
  if (type == "trade_ended") return format("struggle.log.trade_ended", P);
  if (type == "built") return format("struggle.log.built", P, T(("struggle.log.card." + e.value("card_type", "road")).c_str()));
  if (type == "built_expansion") return format("struggle.log.built_expansion", P, ExpansionName(e.value("expansion", "")));
  if (type == "took_road") return format("struggle.log.took_road", P, O, e.value("side", std::string()).c_str());
  if (type == "took_knight") return format("struggle.log.took_knight", P, O, e.value("side", std::string()).c_str());
  if (type == "robbery") return format("struggle.log.robbery", P);
  if (type == "market_day") return format("struggle.log.market_day", P);
  if (type == "destiny_flipped" || type == "destiny_kept")
    return format(("struggle.log." + type).c_str(), P,
                  T(e.value("destiny", "clockwise") == "clockwise" ? "struggle.ui.destiny_cw" : "struggle.ui.destiny_ccw"));
  if (type == "discarded") return format("struggle.log.discarded", P, Word(e, "card").c_str());
  if (type == "drew") return format("struggle.log.drew", P, e.value("count", 0));
  if (type == "won") return format("struggle.log.won", P, e.value("vp", 0));
  if (type == "turn_limit") return e.value("player", -1) >= 0 ? format("struggle.log.turn_limit", e.value("turn_limit", 0), P)
                                                               : format("struggle.log.turn_limit_tie", e.value("turn_limit", 0));
  return e.value("text", "");
}

void DrawLog(Session& s, float height) {
  const json& v = s.seat_view();
  ImGui::TextUnformatted(T("struggle.ui.log"));
  ImGui::BeginChild("##log", ImVec2(0, height), true);
  StruggleUi& ui = Ui(s);
  const json& ev = v.value("events", json::array());
  for (const auto& e : ev) {
    if (!e.is_object() || !e.contains("text")) continue;
    const std::string line = LogLine(s, e);
    const int who = e.value("player", -1);
    if (who >= 0) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(PaletteColour(s.Colour(who))), "%s", "*");
    else ImGui::TextUnformatted("*");
    ImGui::SameLine();
    ImGui::TextWrapped("%s", line.c_str());
  }
  // Follow new lines unless the reader scrolled up.
  const int n = int(ev.size()) + v.value("turn_number", 0) * 1000;
  if (n != ui.last_log && ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 40) ImGui::SetScrollHereY(1.0f);
  ui.last_log = n;
  ImGui::EndChild();
  ProbeLastItem("text", "log");
}

}  // namespace catan::ui::struggle_screen
