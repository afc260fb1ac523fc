// The Catan Card Game's table screen (family "card-game", one line in screens/screens.cpp):
// a top bar (whose move, the phase, both players' points, Menu), the table (the opponent's
// principality across, the centre, yours near you, your hand) and the moves panel; on a
// phone everything stacks in one scrolling column. Also the hand-over screen for hot-seat,
// the victory screen and the help (rules summary, every card's full text).
#include <algorithm>
#include <string>

#include <imgui.h>

#include "engine/cardgame/cards.hpp"
#include "imgui_frontend/common/keys.hpp"
#include "imgui_frontend/control/event_text.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/peer_panel.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/card_game/card_ui.hpp"
#include "imgui_frontend/screens/dialogs.hpp"
#include "imgui_frontend/screens/screen_registry.hpp"

namespace catan::ui::cardtable {
namespace {

namespace cg = catan::cardgame;

constexpr ImGuiWindowFlags kFixed = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

std::string TypeOf(const json& card) { return card.is_object() ? card.value("type", "") : std::string(); }

// The catalogue key of a type's effect (fleets and knights share one text).
std::string EffectKey(const std::string& type) {
  cg::Type t;
  if (!cg::type_from_name(type, t)) return "";
  if (cg::is_fleet(t)) return "cardgame.effect.fleet";
  if (cg::is_knight(t)) return "cardgame.effect.knight";
  return "cardgame.effect." + type;
}

// Card colours by kind (A.2/A.13: action, green and red expansions, events, regions, the centre
// stacks): a dark fill that keeps the white card text readable (contrast above 4.5:1) and a
// bright stripe along the top that names the kind even on a highlighted or picked card.
// Regions are filled in their resource's colour (Forest, Pasture, Hills, Mountains, Fields,
// Gold Field) so a principality's production reads at a glance.
struct KindColours {
  ImU32 fill, stripe;
};

KindColours CardColours(const json& card) {
  const std::string type = TypeOf(card);
  cg::Type t;
  if (type == "site") return {IM_COL32(60, 60, 60, 255), IM_COL32(60, 60, 60, 255)};
  if (type == "none") return {IM_COL32(45, 45, 45, 255), IM_COL32(45, 45, 45, 255)};
  if (!cg::type_from_name(type, t)) return {IM_COL32(90, 90, 90, 255), IM_COL32(90, 90, 90, 255)};
  if (t == cg::Type::region) {
    static const ImU32 kRes[cg::kResCount] = {IM_COL32(30, 85, 35, 255),  IM_COL32(70, 115, 40, 255),
                                              IM_COL32(150, 65, 35, 255), IM_COL32(85, 88, 100, 255),
                                              IM_COL32(135, 105, 15, 255), IM_COL32(130, 100, 0, 255)};
    const int r = card.contains("resource") && card["resource"].is_string() ? cg::res_from_name(card["resource"].get<std::string>()) : -1;
    return {r >= 0 ? kRes[r] : IM_COL32(85, 88, 100, 255), IM_COL32(225, 225, 225, 255)};
  }
  switch (cg::info(t).group) {
    case cg::Group::action: return {IM_COL32(120, 88, 12, 255), IM_COL32(250, 205, 60, 255)};
    case cg::Group::green: return {IM_COL32(28, 98, 50, 255), IM_COL32(100, 230, 120, 255)};
    case cg::Group::red: return {IM_COL32(140, 40, 40, 255), IM_COL32(255, 105, 95, 255)};
    case cg::Group::event: return {IM_COL32(85, 60, 140, 255), IM_COL32(180, 150, 255, 255)};
    default: return {IM_COL32(105, 80, 55, 255), IM_COL32(215, 170, 120, 255)};
  }
}

// Returns the bar's height.
float TopBar(AppState& app, Session& s, CardUi& ui, float width) {
  const json& v = ui.view;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  ImGui::Begin("##cardtop", nullptr, kFixed | ImGuiWindowFlags_AlwaysAutoResize);
  const std::string phase = "cardgame.ui.phase." + v.value("phase", "setup");
  const int pending = v["decision"].is_object() ? v["decision"].value("seat", -1) : v.value("current", 0);
  const std::string who = s.Name(pending >= 0 ? pending : 0);
  const std::string line = catan::text::format("cardgame.ui.top", who.c_str(), T(phase.c_str()), s.Name(0).c_str(),
                                               v["players"][0].value("vp", 0), s.Name(1).c_str(), v["players"][1].value("vp", 0));
  const float menu_w = MenuWidth();
  ImGui::PushTextWrapPos(width - menu_w - 3 * ImGui::GetStyle().ItemSpacing.x);
  ImGui::TextWrapped("%s", line.c_str());
  ImGui::PopTextWrapPos();
  ProbeLastItem("text", "prompt");
  ImGui::SameLine(width - menu_w - ImGui::GetStyle().WindowPadding.x);
  if (ProbedButtonAs(T("cardgame.ui.menu"), "Menu", ImVec2(menu_w, 0))) ImGui::OpenPopup("cardmenu");
  if (BeginPopupBelow("cardmenu", ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + ImGui::GetStyle().ItemSpacing.y))) {
    if (ProbedButtonAs(T("cardgame.ui.help"), "Help", ImVec2(-1, 0))) { ui.help = true; ImGui::CloseCurrentPopup(); }
    ImGui::Checkbox(T("ui.hex.hand_over_screens"), &s.setup().handover);
    // Asks first (the confirmation every game screen shows, screens/dialogs.hpp).
    if (ProbedButtonAs(T("cardgame.ui.abandon"), "Abandon game", ImVec2(-1, 0))) {
      app.confirm_abandon = true;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  const float height = ImGui::GetWindowHeight();
  ImGui::End();
  return height;
}

// The last events, newest at the bottom, in a box that follows the newest line: `lines` lines
// high, or (`fill`) down to the window's foot when that is more. The foot is measured below the
// heading (measured above it, the box ran 13 px past a 1280x800 window: a newcomer's finding).
void Log(Session& s, CardUi& ui, int lines, bool fill) {
  const json& log = ui.view["log"];
  if (!log.is_array() || log.empty()) return;
  ImGui::Separator();
  ImGui::TextUnformatted(T("cardgame.ui.log"));
  const float least = ImGui::GetTextLineHeightWithSpacing() * float(lines);
  const float height = fill ? std::max(least, ImGui::GetContentRegionAvail().y) : least;
  ImGui::BeginChild("##cardlog", ImVec2(-1, height), true);
  TextNames names{[&](int p) { return s.Name(p); }, [](int) { return std::string(); }};
  for (const json& e : log) {
    const std::string key = e.value("key", "");
    std::string line = catan::text::has(key) ? KeyText(key, e.value("args", json::array()), names) : e.value("text", "");
    ImGui::TextWrapped("%s", line.c_str());
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4 || ui.log_version != ui.version) ImGui::SetScrollHereY(1.0f);
  ui.log_version = ui.version;
  ImGui::EndChild();
  ProbeLastItem("text", "log");
}

// The seat's table and moves; `narrow`: one column.
void Body(Session& s, CardUi& ui, float x, float y, float w, float h, bool narrow) {
  const int me = s.seat() >= 0 ? s.seat() : 0;
  const float card_w = std::clamp(w / (narrow ? 4.2f : 9.0f), 64.0f, 120.0f);
  const float panel_w = narrow ? 0 : std::min(380.0f, w * 0.34f);
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w - panel_w, h));
  ImGui::Begin("##cardtable", nullptr, kFixed & ~ImGuiWindowFlags_NoScrollbar);
  DrawPrincipality(s, ui, 1 - me, false, card_w);
  ImGui::Separator();
  DrawCentre(s, ui);
  ImGui::Separator();
  DrawPrincipality(s, ui, me, true, card_w);
  DrawHand(s, ui, card_w);
  DrawDecisionCards(s, ui, card_w);
  if (narrow) {
    if (!s.status().empty()) ColouredWrapped(s.status_error() ? IM_COL32(255, 120, 100, 255) : IM_COL32(150, 220, 150, 255), s.status().c_str());
    DrawMoves(s, ui);
    DrawOnline(s, true);
    Log(s, ui, 8, false);
  }
  ImGui::End();
  if (narrow) return;
  ImGui::SetNextWindowPos(ImVec2(x + w - panel_w, y));
  ImGui::SetNextWindowSize(ImVec2(panel_w, h));
  ImGui::Begin("##cardpanel", nullptr, kFixed & ~ImGuiWindowFlags_NoScrollbar);
  if (!s.status().empty()) {
    ColouredWrapped(s.status_error() ? IM_COL32(255, 120, 100, 255) : IM_COL32(150, 220, 150, 255), s.status().c_str());
    ProbeLastItem("status", "status");
  }
  const json& d = ui.view["decision"];
  if (d.is_object() && d.value("seat", -1) != s.seat()) {
    ImGui::TextWrapped(T("cardgame.ui.waiting"), s.Name(d.value("seat", 0)).c_str());
    ProbeLastItem("text", "waiting");
  }
  DrawMoves(s, ui);
  DrawOnline(s, true);
  Log(s, ui, 8, true);
  ImGui::End();
}

void Handover(Session& s, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##cardhandover", nullptr, kFixed);
  const std::string name = s.Name(s.seat());
  ImGui::TextWrapped(T("cardgame.ui.handover"), name.c_str());
  ProbeLastItem("text", "handover");
  const std::string label = catan::text::format("cardgame.ui.handover_ready", name.c_str());
  if (ProbedButtonAs(label.c_str(), "Show my hand")) s.ConfirmHandover();
  ImGui::End();
}

void Victory(AppState& app, Session& s, CardUi& ui, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##cardvictory", nullptr, kFixed & ~ImGuiWindowFlags_NoScrollbar);
  const int w = ui.view["winner"].is_number_integer() ? ui.view["winner"].get<int>() : 0;
  ImGui::TextWrapped(T("cardgame.ui.winner"), s.Name(w).c_str(), ui.view["players"][size_t(w)].value("vp", 0));
  ProbeLastItem("text", "winner");
  for (int p = 0; p < 2; ++p) DrawPrincipality(s, ui, p, false, std::clamp(width / 9.0f, 64.0f, 110.0f));
  if (ProbedButtonAs(T("cardgame.ui.new_game"), "Title screen")) {
    ImGui::End();
    AbandonGame(app);
    return;
  }
  ImGui::End();
}

void DrawCardGame(AppState& app, float width, float height) {
  Session& s = *app.session;  // updated by DrawRunningGame (app.cpp) before each frame
  CardUi& ui = Ui(s);
  if (!ui.view.is_object() || !ui.view.contains("players")) return;
  if (ui.help) { DrawHelp(ui, width, height); return; }
  if (ui.view["winner"].is_number_integer()) { Victory(app, s, ui, width, height); return; }
  if (s.handover()) { Handover(s, width, height); return; }
  if (TakeEscape()) ui.selected = -1;
  const float top = TopBar(app, s, ui, width);
  if (!app.session) return;
  const bool narrow = width < 1.1f * height || width < 700;
  Body(s, ui, 0, top, width, height - top, narrow);
  DrawAbandonConfirm(app);
}

}  // namespace

CardUi& Ui(Session& s) {
  if (!s.screen_state || !dynamic_cast<CardUi*>(s.screen_state.get())) s.screen_state = std::make_unique<CardUi>();
  CardUi& ui = *static_cast<CardUi*>(s.screen_state.get());
  const int seat = s.seat();
  if (ui.version != s.table().version() || ui.seat != seat) {
    ui.version = s.table().version();
    ui.seat = seat;
    ui.view = json::parse(s.table().view(seat), nullptr, false);
    if (ui.view.is_discarded()) ui.view = json();
  }
  return ui;
}

std::string CardName(const json& card) {
  const std::string t = TypeOf(card);
  if (t == "region" && card.contains("resource")) {
    const std::string k = "cardgame.region." + card["resource"].get<std::string>();
    return std::string(T(k.c_str())) + " " + std::to_string(card.value("number", 0));
  }
  if (t == "site") return T("cardgame.ui.empty_site");
  if (t == "none") return T("cardgame.ui.no_road");
  const std::string k = "cardgame.card." + t;
  return catan::text::tr_or(k, "?");
}

std::string CostText(const std::string& type) {
  cg::Type t;
  if (!cg::type_from_name(type, t)) return "";
  std::string out;
  const auto& c = cg::info(t).cost;
  for (int r = 0; r < cg::kResCount; ++r)
    if (c[size_t(r)] > 0) {
      const std::string k = std::string("cardgame.res.") + cg::kResNames[r];
      out += (out.empty() ? "" : ", ") + std::to_string(c[size_t(r)]) + " " + T(k.c_str());
    }
  return out.empty() ? std::string(T("cardgame.ui.free")) : out;
}

std::string CardText(const json& card) {
  const std::string t = TypeOf(card);
  std::string out = CardName(card);
  cg::Type ty;
  if (t == "region") {
    out += "\n" + catan::text::format("cardgame.ui.region", CardName(card).c_str(), card.value("number", 0), card.value("stock", 0));
  }
  if (cg::type_from_name(t, ty)) {
    const auto& i = cg::info(ty);
    out += "\n" + catan::text::format("cardgame.ui.cost", CostText(t).c_str());
    out += "\n" + catan::text::format("cardgame.ui.card_facts", int(i.vp), int(i.commerce), int(i.strength), int(i.tournament));
    const std::string ek = EffectKey(t);
    if (!ek.empty()) out += "\n" + catan::text::tr_or(ek, "");
  }
  return out;
}

namespace {

// `text` broken into lines at spaces so each fits `width` px where it can (a single word wider
// than that stays whole): a card's name on a narrow card ("Conrad the Swift" was cut to
// "Conrad the Swif").
std::string WrapWords(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  std::string out, line;
  size_t i = 0;
  while (i < text.size()) {
    const size_t sp = text.find(' ', i);
    const std::string word = text.substr(i, sp == std::string::npos ? std::string::npos : sp - i);
    const std::string tried = line.empty() ? word : line + " " + word;
    if (!line.empty() && ImGui::CalcTextSize(tried.c_str()).x > width) {
      out += line + "\n";
      line = word;
    } else {
      line = tried;
    }
    if (sp == std::string::npos) break;
    i = sp + 1;
  }
  return out + line;
}

}  // namespace

bool CardButton(const json& card, const char* probe, ImVec2 size, bool hot, bool picked) {
  const std::string t = TypeOf(card);
  std::string label = WrapWords(CardName(card), size.x - 2 * ImGui::GetStyle().FramePadding.x);
  if (t == "region") {
    const int st = card.value("stock", 0);
    label += "\n";
    for (int k = 0; k < 3; ++k) label += k < st ? "*" : ".";  // never "#": "##" starts an ImGui id
  } else {
    cg::Type ty;
    if (cg::type_from_name(t, ty) && cg::is_expansion(ty)) {
      const auto& i = cg::info(ty);
      if (i.vp) label += "\n" + catan::text::format("cardgame.ui.vp", int(i.vp));
      else if (i.strength) label += "\n" + std::to_string(int(i.strength)) + "/" + std::to_string(int(i.tournament));
      else if (i.commerce) label += "\n" + std::to_string(int(i.commerce)) + "c";
    }
  }
  label += "##";
  label += probe;
  const KindColours kc = CardColours(card);
  ImGui::PushStyleColor(ImGuiCol_Button, hot ? IM_COL32(40, 120, 185, 255) : picked ? IM_COL32(150, 110, 20, 255) : kc.fill);
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.5f, 0.5f));
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  ImGui::PushClipRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), true);
  const bool clicked = ImGui::Button(label.c_str(), size);
  if (t != "site" && t != "none") {  // the kind's stripe along the top edge
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    ImGui::GetWindowDrawList()->AddRectFilled(a, ImVec2(b.x, a.y + std::max(3.0f, size.y * 0.07f)), kc.stripe);
  }
  ImGui::PopClipRect();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  ProbeLastItem(hot ? "target" : "card", probe);
  if (ImGui::IsItemHovered() && t != "site" && t != "none") ImGui::SetTooltip("%s", CardText(card).c_str());
  return clicked;
}

bool Act(Session& s, CardUi& ui, const json& a) {
  // The regions picked on the table go with the moves that pay or receive (engine codec.cpp).
  static const char* const kTakes[] = {"build_road", "build_settlement", "play_scout", "build_city", "build_expansion",
                                       "trade", "accept", "search", "play_action", "choose_resource"};
  json b = a;
  const std::string t = a.value("type", "");
  for (const char* k : kTakes)
    if (t == k) {
      if (!ui.from.empty()) b["from"] = ui.from;
      if (!ui.to.empty()) b["to"] = ui.to;
    }
  const bool ok = s.Submit(b);
  if (ok) ui.ActionDone();
  return ok;
}

void DrawHelp(CardUi& ui, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##cardhelp", nullptr, kFixed & ~ImGuiWindowFlags_NoScrollbar);
  // A window's scroll range is known from its second frame on: draw it before sleeping.
  if (ImGui::IsWindowAppearing()) RequestFrames(2, false);
  if (ProbedButtonAs(T("cardgame.ui.close"), "Close help") || TakeEscape()) ui.help = false;
  ImGui::Separator();
  ImGui::TextUnformatted(T("cardgame.ui.rules_title"));
  ImGui::TextWrapped("%s", T("cardgame.ui.rules"));
  ProbeLastItem("text", "rules");
  ImGui::Separator();
  ImGui::TextUnformatted(T("cardgame.ui.all_cards"));
  for (int t = 0; t < cg::kTypeCount; ++t) {
    const json c{{"type", cg::info(cg::Type(t)).name}};
    ImGui::TextWrapped("%s", CardText(c).c_str());
    ProbeLastItem("text", ("help " + TypeOf(c)).c_str());
    ImGui::Spacing();
  }
  ImGui::End();
}

}  // namespace catan::ui::cardtable

namespace catan::ui {
GameScreen card_game_screen() { return {"card-game", cardtable::DrawCardGame}; }
}  // namespace catan::ui
