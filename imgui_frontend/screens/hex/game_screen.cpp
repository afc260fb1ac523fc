// The game screen: top bar (turn, phase, dice, menu), the board canvas, and the side panel
// (actions, trade, hand, players, bank, log). Hands over between players and ends on the
// victory screen.
#include <string>

#include <imgui.h>

#include "imgui_frontend/app.hpp"
#include "imgui_frontend/board_canvas.hpp"
#include "imgui_frontend/panels.hpp"
#include "imgui_frontend/theme.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

namespace {

constexpr ImGuiWindowFlags kFixed = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

void DrawDie(ImDrawList* dl, ImVec2 p, float sz, int n) {
  dl->AddRectFilled(p, ImVec2(p.x + sz, p.y + sz), IM_COL32(250, 248, 240, 255), sz * 0.18f);
  static const float kPips[7][6][2] = {
      {}, {{.5f, .5f}}, {{.25f, .25f}, {.75f, .75f}}, {{.25f, .25f}, {.5f, .5f}, {.75f, .75f}},
      {{.25f, .25f}, {.75f, .25f}, {.25f, .75f}, {.75f, .75f}},
      {{.25f, .25f}, {.75f, .25f}, {.5f, .5f}, {.25f, .75f}, {.75f, .75f}},
      {{.25f, .22f}, {.75f, .22f}, {.25f, .5f}, {.75f, .5f}, {.25f, .78f}, {.75f, .78f}}};
  if (n < 1 || n > 6) return;
  for (int i = 0; i < n; ++i)
    dl->AddCircleFilled(ImVec2(p.x + kPips[n][i][0] * sz, p.y + kPips[n][i][1] * sz), sz * 0.09f,
                        n * 2 == 7 ? kRed : IM_COL32(20, 20, 20, 255), 8);
}

void TopBar(AppState& app, Session& s, float width, float bar) {
  const ViewModel& v = s.view();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, bar));
  ImGui::Begin("##topbar", nullptr, kFixed);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float h = ImGui::GetFrameHeight();
  // The chip shows whose move it is: the seat on screen, or the one being waited for.
  bool shown_acts = false;
  for (int q : v.pending) shown_acts = shown_acts || q == s.seat();
  const int chip = shown_acts || v.pending.empty() ? (s.seat() >= 0 ? s.seat() : v.current) : v.pending.front();
  ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + h * 0.7f, p.y + h), PaletteColour(s.Colour(chip)), 4);
  ImGui::Dummy(ImVec2(h * 0.7f, h));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("Turn %d  |  %s", v.turn + 1, PhasePrompt(s).c_str());
  if (v.has_dice) {
    ImGui::SameLine();
    ImGui::TextDisabled("  Last roll:");
    ImGui::SameLine();
    const ImVec2 d = ImGui::GetCursorScreenPos();
    DrawDie(ImGui::GetWindowDrawList(), d, h, v.dice[0]);
    DrawDie(ImGui::GetWindowDrawList(), ImVec2(d.x + h * 1.2f, d.y), h, v.dice[1]);
    ImGui::Dummy(ImVec2(h * 2.3f, h));
    ProbeLastItem("text", ("dice " + std::to_string(v.dice[0] + v.dice[1])).c_str());
    ImGui::SameLine();
    ImGui::Text("= %d", v.dice[0] + v.dice[1]);
  }
  ImGui::SameLine(width - h * 4.2f);
  if (ProbedButton("Menu", ImVec2(h * 3.6f, 0))) ImGui::OpenPopup("menu");
  if (ImGui::BeginPopup("menu")) {
    if (ProbedButton("Fit board", ImVec2(-1, 0))) { s.zoom = 1; s.pan_x = s.pan_y = 0; ImGui::CloseCurrentPopup(); }
    if (ProbedButton("Zoom in", ImVec2(-1, 0))) s.zoom = std::min(4.0f, s.zoom * 1.25f);
    if (ProbedButton("Zoom out", ImVec2(-1, 0))) s.zoom = std::max(0.6f, s.zoom / 1.25f);
    ImGui::Checkbox("Hand-over screens", &s.setup().handover);
    bool any_computer = false;
    for (const auto& st : s.setup().seats) any_computer = any_computer || st.kind == SeatKind::computer;
    if (any_computer) ComputerSpeedPicker(s.setup().computer_delay);
    if (s.guest()) {
      if (ProbedButton("Leave game", ImVec2(-1, 0))) { app.confirm_abandon = true; ImGui::CloseCurrentPopup(); }
    } else if (ProbedButton("Abandon game", ImVec2(-1, 0))) {
      app.confirm_abandon = true;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  ImGui::End();
}

void Abandon(AppState& app) {
  if (!app.confirm_abandon) return;
  const bool guest = app.session && app.session->guest();
  const char* title = guest ? "Leave this game?" : "Abandon this game?";
  ImGui::OpenPopup(title);
  if (ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(guest ? "You leave your seat; the host keeps the game and can invite you again."
                                 : "The game and its save will be gone for good.");
    if (ProbedButtonAs(guest ? "Yes, leave" : "Yes, abandon", "Yes, abandon")) {
      ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
      AbandonGame(app);
      return;
    }
    ImGui::SameLine();
    if (ProbedButton("Keep playing")) { app.confirm_abandon = false; ImGui::CloseCurrentPopup(); }
    ImGui::EndPopup();
  }
}

}  // namespace

void DrawGame(AppState& app, float width, float height) {
  Session& s = *app.session;
  s.Update();
  if (!s.broken().empty() && s.view().hexes.empty()) {
    app.status = "The game cannot be shown: " + s.broken();
    AbandonGame(app);
    return;
  }
  if (s.view().winner >= 0) { DrawVictory(app, width, height); return; }
  if (s.handover()) { DrawHandover(app, width, height); return; }
  const float bar = ImGui::GetFrameHeight() + 2 * ImGui::GetStyle().WindowPadding.y;
  TopBar(app, s, width, bar);
  if (!app.session) return;
  const bool wide = width >= height * 1.1f;
  const float panel_w = wide ? std::min(std::max(width * 0.36f, 360.0f), 460.0f) : width;
  const float panel_h = wide ? height - bar : std::max(height * 0.45f, 260.0f);
  const ImVec2 board_pos(0, bar), board_size(wide ? width - panel_w : width, wide ? height - bar : height - bar - panel_h);

  ImGui::SetNextWindowPos(board_pos);
  ImGui::SetNextWindowSize(board_size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##boardwin", nullptr, kFixed | ImGuiWindowFlags_NoScrollWithMouse);
  DrawBoard(s, board_pos, board_size);
  ImGui::End();
  ImGui::PopStyleVar();

  ImGui::SetNextWindowPos(wide ? ImVec2(width - panel_w, bar) : ImVec2(0, height - panel_h));
  ImGui::SetNextWindowSize(ImVec2(panel_w, panel_h));
  ImGui::Begin("##panel", nullptr, kFixed);
  if (!s.status().empty()) {
    ColouredWrapped(s.status_error() ? IM_COL32(255, 120, 100, 255) : IM_COL32(150, 220, 150, 255), s.status().c_str());
    ProbeLastItem("status", s.status().c_str());
  }
  DrawOnline(s);
  DrawActions(s);
  DrawTrade(s);
  DrawOtherActions(s);
  ImGui::Separator();
  DrawHand(s);
  ImGui::Separator();
  DrawPlayers(s);
  DrawBank(s);
  ImGui::Separator();
  DrawLog(s);
  ImGui::End();
  Abandon(app);
}

void DrawHandover(AppState& app, float width, float height) {
  Session& s = *app.session;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##handover", nullptr, kFixed);
  const std::string name = s.Name(s.seat());
  const std::string& ph = s.view().phase;
  const char* why = ph == "discard" ? "to discard cards after the 7" : ph == "trade_offer" && s.seat() != s.view().current
                                                                        ? "to answer a trade offer"
                                                                        : "for their turn";
  ImGui::SetCursorPos(ImVec2(width * 0.5f - 220, height * 0.3f));
  ImGui::BeginGroup();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + 440, p.y + 8), PaletteColour(s.Colour(s.seat())), 4);
  ImGui::Dummy(ImVec2(440, 12));
  ImGui::SetWindowFontScale(1.6f);
  ImGui::Text("Pass the device to %s", name.c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextDisabled("%s", why);
  ImGui::TextDisabled("The other hands stay hidden until %s confirms.", name.c_str());
  ImGui::Dummy(ImVec2(0, 12));
  if (ProbedButtonAs(("I am " + name + ": show my hand").c_str(), "Show my hand", ImVec2(440, ImGui::GetFrameHeight() * 1.5f)))
    s.ConfirmHandover();
  ImGui::EndGroup();
  ImGui::End();
}

void DrawVictory(AppState& app, float width, float height) {
  Session& s = *app.session;
  const ViewModel& v = s.view();
  const float side = std::min(width * 0.5f, 560.0f);
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width - side, height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##finalboard", nullptr, kFixed);
  DrawBoard(s, ImVec2(0, 0), ImVec2(width - side, height));
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::SetNextWindowPos(ImVec2(width - side, 0));
  ImGui::SetNextWindowSize(ImVec2(side, height));
  ImGui::Begin("##victory", nullptr, kFixed);
  ImGui::SetWindowFontScale(1.8f);
  ImGui::Text("%s wins!", s.Name(v.winner).c_str());
  ImGui::SetWindowFontScale(1.0f);
  ProbeLastItem("text", "victory");
  ImGui::TextDisabled("Final scores after %d turns", v.turn);
  if (ImGui::BeginTable("scores", 7, ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    for (const char* h : {"Player", "Settlements", "Cities", "Long. Road", "Larg. Army", "VP cards", "Total"})
      ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    for (const auto& p : v.players) {
      if (!p.seated) continue;
      int settlements = 0, cities = 0;
      for (size_t x = 0; x < v.vertex_owner.size(); ++x)
        if (v.vertex_owner[x] == p.id) (v.vertex_level[x] == 2 ? cities : settlements)++;
      const int total = p.points >= 0 ? p.points : p.public_points;
      const int vp_cards = total - settlements - 2 * cities - 2 * p.longest_road - 2 * p.largest_army;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(PaletteColour(s.Colour(p.id))), "%s%s", s.Name(p.id).c_str(),
                         p.id == v.winner ? " (winner)" : "");
      ImGui::TableNextColumn(); ImGui::Text("%d", settlements);
      ImGui::TableNextColumn(); ImGui::Text("%d x2", cities);
      ImGui::TableNextColumn(); ImGui::Text("%s", p.longest_road ? "2" : "-");
      ImGui::TableNextColumn(); ImGui::Text("%s", p.largest_army ? "2" : "-");
      ImGui::TableNextColumn(); ImGui::Text("%d", vp_cards < 0 ? 0 : vp_cards);
      ImGui::TableNextColumn(); ImGui::Text("%d", total);
    }
    ImGui::EndTable();
  }
  ImGui::Dummy(ImVec2(0, 10));
  if (s.guest() && ProbedButton("Leave", ImVec2(-1, ImGui::GetFrameHeight() * 1.4f))) {
    AbandonGame(app);
    ImGui::End();
    return;
  }
  if (!s.guest() && ProbedButton("New game", ImVec2(-1, ImGui::GetFrameHeight() * 1.4f))) {
    if (GetPeerHooks().host_stop && !s.RemoteSeats().empty()) GetPeerHooks().host_stop();
    const std::string game = s.setup().game;
    app.form = DefaultSetup(game);
    app.form.seats = s.setup().seats;
    app.form.players = s.setup().players;
    app.seed_text = std::to_string(app.form.seed);
    app.session.reset();
    app.host->remove(kSaveKey);
    app.screen = Screen::NewGame;
    ImGui::End();
    return;
  }
  ImGui::Separator();
  DrawLog(s);
  ImGui::End();
}

}  // namespace catan::ui
