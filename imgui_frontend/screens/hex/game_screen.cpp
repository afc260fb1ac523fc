// The game screen: top bar (turn, phase, dice, menu), the board canvas, and the side panel
// (actions, trade, hand, players, bank, log). Hands over between players and ends on the
// victory screen.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/app.hpp"
#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/keys.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/control/game_stats.hpp"
#include "imgui_frontend/common/motion.hpp"
#include "imgui_frontend/common/peer_panel.hpp"
#include "imgui_frontend/common/say_panel.hpp"
#include "imgui_frontend/screens/hex/board_canvas.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/dialogs.hpp"
#include "imgui_frontend/screens/screen_registry.hpp"

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

// `prompt`: "Turn N  |  <phase prompt>" on one row; `phase_prompt` alone on a second row.
void LentSeats(Session& s);

void TopBar(AppState& app, Session& s, float width, float bar, const std::string& prompt, const std::string& phase_prompt) {
  const ViewModel& v = s.view();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, bar));
  ImGui::Begin("##topbar", nullptr, kFixed);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float h = ImGui::GetFrameHeight();
  const ImGuiStyle& st = ImGui::GetStyle();
  // The chip shows whose move it is: the seat on screen, or the one being waited for.
  bool shown_acts = false;
  for (int q : v.pending) shown_acts = shown_acts || q == s.seat();
  const int chip = shown_acts || v.pending.empty() ? (s.seat() >= 0 ? s.seat() : v.current) : v.pending.front();
  ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + h * 0.7f, p.y + h), PaletteColour(s.Colour(chip)), 4);
  ImGui::Dummy(ImVec2(h * 0.7f, h));
  // Right side, fixed places: the dice, then Menu at the edge; the prompt gets what is left
  // of the row, or a row of its own below when it does not fit (never under the dice).
  const float menu_w = MenuWidth();
  const float menu_x = width - st.WindowPadding.x - menu_w;
  // A game's extra dice (Cities & Knights' event die) come after the two, before the sum.
  const HexHooks* hooks = Ui(s).hooks;
  const int extra = hooks && hooks->dice ? hooks->dice(s, nullptr, ImVec2(0, 0), h) : 0;
  const float sum_w = ImGui::CalcTextSize("= 12").x;
  const bool one_row = bar <= h + 2 * st.WindowPadding.y + 0.5f;
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  if (one_row) {
    ImGui::TextUnformatted(prompt.c_str());
    ProbeLastItemAs("text", "prompt", false, prompt.c_str());
  } else {
    ImGui::Text(T("ui.hex.turn_only"), v.turn + 1);
    ProbeLastItem("text", "turn");
  }
  if (v.has_dice) {
    // The dice take their full size where the row has room; on a narrow screen (a phone, with
    // C&K's third die) they shrink to what is left after the turn number, down to 60%, so they
    // never cover its digits.
    const float units = 2.3f + 1.2f * extra;
    const float text_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;  // window x, as menu_x
    const float room = menu_x - st.ItemSpacing.x * 3 - sum_w - (text_end + st.ItemSpacing.x);
    const float dh = std::clamp(room / units, h * 0.6f, h);
    const float dice_x = menu_x - st.ItemSpacing.x * 3 - dh * units - sum_w;
    ImGui::SameLine(dice_x);
    const ImVec2 d(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + (h - dh) / 2);
    // Just rolled: the dice tumble for a moment (other faces, a little shake) before they land.
    int faces[2] = {v.dice[0], v.dice[1]};
    float jitter = 0;
    RollingDice(Ui(s).fx, faces, &jitter);
    const float jy = jitter * dh * 0.15f;
    DrawDie(ImGui::GetWindowDrawList(), ImVec2(d.x, d.y + jy), dh, faces[0]);
    DrawDie(ImGui::GetWindowDrawList(), ImVec2(d.x + dh * 1.2f, d.y - jy), dh, faces[1]);
    if (extra > 0) hooks->dice(s, ImGui::GetWindowDrawList(), ImVec2(d.x + dh * 2.4f, d.y + jy), dh);
    ImGui::Dummy(ImVec2(dh * units, h));
    ProbeLastItem("text", ("dice " + std::to_string(v.dice[0] + v.dice[1])).c_str());
    ImGui::SameLine();
    ImGui::Text("= %d", v.dice[0] + v.dice[1]);
    ProbeLastItem("text", "dice sum");
  }
  ImGui::SameLine(menu_x);
  if (ProbedButtonAs(T("ui.hex.menu"), "Menu", ImVec2(menu_w, 0))) ImGui::OpenPopup("menu");
  const ImVec2 below_menu(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + st.ItemSpacing.y);
  if (!one_row) {
    ImGui::PushTextWrapPos(width - st.WindowPadding.x);
    ImGui::TextWrapped("%s", phase_prompt.c_str());  // "Turn N" is already on the first row
    ImGui::PopTextWrapPos();
    ProbeLastItemAs("text", "prompt", false, phase_prompt.c_str());
  }
  if (BeginPopupBelow("menu", below_menu)) {
    if (ProbedButtonAs(T("ui.hex.fit_board"), "Fit board", ImVec2(-1, 0))) { Ui(s).zoom = 1; Ui(s).pan_x = Ui(s).pan_y = 0; ImGui::CloseCurrentPopup(); }
    if (ProbedButtonAs(T("ui.hex.zoom_in"), "Zoom in", ImVec2(-1, 0))) Ui(s).zoom = std::min(4.0f, Ui(s).zoom * 1.25f);
    if (ProbedButtonAs(T("ui.hex.zoom_out"), "Zoom out", ImVec2(-1, 0))) Ui(s).zoom = std::max(0.6f, Ui(s).zoom / 1.25f);
    ImGui::Checkbox(T("ui.hex.hand_over_screens"), &s.setup().handover);
    bool sound = SoundOn();
    if (ImGui::Checkbox(T("ui.feel.sound_effects"), &sound)) SetSoundOn(sound);
    ProbeLastItem("button", "sound");
    bool ignore = s.IgnoreComputerOffers();
    if (ImGui::Checkbox(T("ui.tray.ignore"), &ignore)) s.SetIgnoreComputerOffers(ignore);
    ProbeLastItem("button", "ignore offers menu");
    if (ProbedButtonAs(T("ui.help.open"), "Help", ImVec2(-1, 0))) { Ui(s).help = true; ImGui::CloseCurrentPopup(); }
    bool any_computer = false;
    for (const auto& st : s.setup().seats) any_computer = any_computer || st.kind == SeatKind::computer;
    if (any_computer) ComputerSpeedPicker(s.setup().computer_delay);
    LentSeats(s);
    if (s.guest()) {
      if (ProbedButtonAs(T("ui.hex.leave_game"), "Leave game", ImVec2(-1, 0))) { app.confirm_abandon = true; ImGui::CloseCurrentPopup(); }
    } else if (ProbedButtonAs(T("ui.hex.abandon_game"), "Abandon game", ImVec2(-1, 0))) {
      app.confirm_abandon = true;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  ImGui::End();
}

// Host: a remote seat whose guest is not connected can be played by a computer, and given
// back (Session::LendSeat); probe ids "computer plays <seat>", "give back <seat>".
void LentSeats(Session& s) {
  if (s.guest()) return;
  for (int seat : s.RemoteSeats()) {
    const std::string name = s.Name(seat), n = std::to_string(seat);
    if (s.setup().seats[size_t(seat)].lent) {
      if (ProbedButtonAs(catan::text::format("ui.peer.give_back", name.c_str()).c_str(), ("give back " + n).c_str(), ImVec2(-1, 0)))
        s.LendSeat(seat, false);
    } else if (s.Link(seat).status != "open") {
      if (ProbedButtonAs(catan::text::format("ui.peer.computer_plays", name.c_str()).c_str(), ("computer plays " + n).c_str(), ImVec2(-1, 0)))
        s.LendSeat(seat, true);
    }
  }
}

void DrawHandover(AppState& app, float width, float height);
void DrawVictory(AppState& app, float width, float height);

// Keyboard shortcuts (listed in the help): R rolls, E ends the turn, Esc closes the help and
// cancels a build mode or a chooser. Not while a text field takes the keys.
void Shortcuts(Session& s) {
  const bool escape = TakeEscape();
  if (ImGui::GetIO().WantTextInput) return;
  HexUi& ui = Ui(s);
  const ViewModel& v = s.view();
  if (escape) {
    if (ui.help) ui.help = false;
    else if (!ui.choices.empty()) ui.choices.clear();
    else ui.mode = BuildMode::none;
  }
  if (ui.help || s.handover()) return;
  // Letters as typed (this ImGui has no key codes for letters): r / R, e / E.
  const ImVector<ImWchar>& typed = ImGui::GetIO().InputQueueCharacters;
  for (ImWchar c : typed) {
    const char* type = c == 'r' || c == 'R' ? "roll_dice" : c == 'e' || c == 'E' ? "end_turn" : nullptr;
    if (!type) continue;
    if (const auto* a = v.FirstLegal(type)) s.Submit(*a);
    break;
  }
}

}  // namespace

void DrawHexScreen(AppState& app, float width, float height) {
  Session& s = *app.session;  // updated by DrawRunningGame (app.cpp) before each frame
  // Effects of new events; behind a hand-over screen they wait until the next player looks.
  if (!s.handover()) TrackEffects(s, Ui(s).fx);
  if (s.view().winner >= 0) { DrawVictory(app, width, height); return; }
  if (s.handover()) { DrawHandover(app, width, height); return; }
  Shortcuts(s);
  const std::string phase_prompt = PhasePrompt(s) + TurnTimerText(s);
  const std::string prompt = catan::text::format("ui.hex.turn", s.view().turn + 1, phase_prompt.c_str());
  const float bar = TopBarHeight(s, width, prompt);
  TopBar(app, s, width, bar, prompt, phase_prompt);
  if (!app.session) return;
  const GameLayout l = LayoutGame(width, height, bar, true);
  SetNarrowLayout(l.narrow);

  ImGui::SetNextWindowPos(l.board_pos);
  ImGui::SetNextWindowSize(l.board_size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##boardwin", nullptr, kFixed | ImGuiWindowFlags_NoScrollWithMouse);
  Ui(s).fx.keep_clear = ImVec2(0, 0);  // a board overlay sets it while drawing
  DrawBoard(s, l.board_pos, l.board_size);
  ImGui::End();
  ImGui::PopStyleVar();

  // On a tall enough side panel the log has its own pane at the panel's foot, always in view
  // (inside the panel it lay below the fold once the main phase's buttons and the trade panel
  // filled it); the rest of the panel scrolls above it. 8 lines at least, about a third of it.
  float log_h = 0;
  if (!l.narrow) {
    const float lines8 = 8 * ImGui::GetTextLineHeightWithSpacing() + 4 * ImGui::GetStyle().WindowPadding.y;
    if (l.panel_size.y >= 2.6f * lines8) log_h = std::floor(std::max(lines8, l.panel_size.y * 0.32f));
  }
  ImGui::SetNextWindowPos(l.panel_pos);
  ImGui::SetNextWindowSize(ImVec2(l.panel_size.x, l.panel_size.y - log_h));
  ImGui::Begin("##panel", nullptr, kFixed & ~ImGuiWindowFlags_NoScrollbar);  // scrolls, with a visible bar
  if (!s.status().empty()) {
    ColouredWrapped(s.status_error() ? IM_COL32(255, 120, 100, 255) : IM_COL32(150, 220, 150, 255), s.status().c_str());
    ProbeLastItem("status", s.status().c_str());
  }
  if (l.narrow) {
    DrawPanelTabs(s);
  } else {
    DrawOnline(s);
    DrawActions(s);
    if (Ui(s).hooks && Ui(s).hooks->panel) Ui(s).hooks->panel(s);
    DrawTrade(s);
    DrawOtherActions(s);
    ImGui::Separator();
    DrawHand(s);
    ImGui::Separator();
    DrawPlayers(s);
    DrawBank(s);
    if (log_h == 0) {
      ImGui::Separator();
      DrawLog(s);
    }
  }
  ImGui::End();
  if (log_h > 0) {
    ImGui::SetNextWindowPos(ImVec2(l.panel_pos.x, l.panel_pos.y + l.panel_size.y - log_h));
    ImGui::SetNextWindowSize(ImVec2(l.panel_size.x, log_h));
    ImGui::Begin("##logpane", nullptr, kFixed);
    DrawLog(s);
    ImGui::End();
  }
  DrawActionBar(s, l.bar_pos, l.bar_size, l.narrow);
  DrawToasts(Ui(s).fx, s, l.board_pos.x, l.board_pos.y, l.board_size.x);  // over the board: never on a button
  DrawOfferTray(s, l.board_pos, l.board_size);
  // Quick messages at the board's bottom left (the dice, the end-turn button and a C&K
  // barbarian badge lie elsewhere); while an offer tray takes the board's foot, in its top half.
  if (s.OfferTrayOpen())
    DrawSaidCards(s, ImVec2(l.board_pos.x, std::max(l.board_pos.y, Ui(s).fx.keep_clear.y)), ImVec2(l.board_size.x, l.board_size.y * 0.45f));
  else
    DrawSaidCards(s, l.board_pos, l.board_size);
  DrawHelp(s, width, height);
  DrawAbandonConfirm(app);
}

/// The hex-board games' screen (registered in screens/screens.cpp): no hooks.
GameScreen hex_screen() {
  return {"hex", [](AppState& app, float width, float height) {
            Ui(*app.session).hooks = nullptr;
            DrawHexScreen(app, width, height);
          }};
}

namespace {

void DrawHandover(AppState& app, float width, float height) {
  Session& s = *app.session;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##handover", nullptr, kFixed);
  const std::string name = s.Name(s.seat());
  const std::string& ph = s.view().phase;
  const bool off_turn = s.seat() != s.view().current;
  const char* why = T(ph == "discard"                  ? "ui.hex.handover.discard"
                     : ph == "trade_offer" && off_turn ? "ui.hex.handover.answer"
                     : off_turn                        ? "ui.hex.handover.choice"  // a rule asks them (C&K: a Wedding, a Saboteur, ...)
                                                       : "ui.hex.handover.turn");
  const float col = std::min(440.0f, width - 2 * ImGui::GetStyle().WindowPadding.x);
  ImGui::SetCursorPos(ImVec2((width - col) * 0.5f, height * 0.3f));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + col, p.y + 8), PaletteColour(s.Colour(s.seat())), 4);
  ImGui::Dummy(ImVec2(col, 12));
  HeadingText(fonts().title, catan::text::format("ui.hex.pass_the_device_to", name.c_str()).c_str());
  ImGui::TextDisabled("%s", why);
  ImGui::TextWrapped(T("ui.hex.the_other_hands_stay_hidden"), name.c_str());
  ImGui::Dummy(ImVec2(0, 12));
  if (ProbedButtonAs(catan::text::format("ui.hex.show_my_hand", name.c_str()).c_str(), "Show my hand", ImVec2(col, ImGui::GetFrameHeight() * 1.5f)))
    s.ConfirmHandover();
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::End();
}

// The dice totals of the game as bars (2..12), each with its count; 6 and 8 red like their tokens.
void DiceHistogram(const GameStats& st) {
  const float w = ImGui::GetContentRegionAvail().x, bar_h = 90, lh = ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  int most = 1;
  for (int t = 2; t <= 12; ++t) most = std::max(most, st.dice[size_t(t)]);
  const float col = w / 11.0f;
  for (int t = 2; t <= 12; ++t) {
    const int n = st.dice[size_t(t)];
    const float x = p.x + (t - 2) * col, h = bar_h * float(n) / float(most);
    const ImU32 c = t == 6 || t == 8 ? IM_COL32(210, 70, 60, 255) : t == 7 ? IM_COL32(120, 120, 130, 255) : IM_COL32(90, 150, 210, 255);
    dl->AddRectFilled(ImVec2(x + col * 0.15f, p.y + lh + bar_h - h), ImVec2(x + col * 0.85f, p.y + lh + bar_h), c, 3);
    char buf[8];
    std::snprintf(buf, sizeof buf, "%d", n);
    const float cw = ImGui::CalcTextSize(buf).x;
    dl->AddText(ImVec2(x + (col - cw) * 0.5f, p.y + lh + bar_h - h - lh), ImGui::GetColorU32(ImGuiCol_Text), buf);
    std::snprintf(buf, sizeof buf, "%d", t);
    const float tw = ImGui::CalcTextSize(buf).x;
    dl->AddText(ImVec2(x + (col - tw) * 0.5f, p.y + lh + bar_h + 4), ImGui::GetColorU32(ImGuiCol_TextDisabled), buf);
  }
  ImGui::Dummy(ImVec2(w, lh * 2 + bar_h + 8));
  std::string counts;  // the probe's value: the count of each total 2..12
  for (int t = 2; t <= 12; ++t) counts += (t > 2 ? " " : "") + std::to_string(st.dice[size_t(t)]);
  ProbeLastItemAs("text", Pid("dice histogram"), false, counts.c_str());
}

// Per player: cards gained (and by resource), robbed, traded with the bank and with players.
void ResourceTable(const Session& s, const GameStats& st) {
  const ViewModel& v = s.view();
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX |
                                ImGuiTableFlags_NoHostExtendY;
  int rows = 1;
  for (const auto& p : v.players) rows += p.seated ? 1 : 0;
  const ImVec2 outer(0, rows * (ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y) + ImGui::GetStyle().ScrollbarSize + 4);
  if (!ImGui::BeginTable("flow", 5, flags, outer)) return;
  for (const char* h : {"ui.victory.player", "ui.victory.gained", "ui.victory.robbed", "ui.victory.bank", "ui.victory.players"})
    ImGui::TableSetupColumn(T(h));
  ImGui::TableHeadersRow();
  for (const auto& p : v.players) {
    if (!p.seated || size_t(p.id) >= st.players.size()) continue;
    const PlayerStats& ps = st.players[size_t(p.id)];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(PaletteColour(s.Colour(p.id))), "%d %s", p.id + 1, s.Name(p.id).c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%d", ps.gained_total);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", ResourcesText(ps.gained).c_str());
    ImGui::TableNextColumn();
    ImGui::Text(T("ui.victory.robbed_cell"), ps.stolen, ps.lost_to_robber);
    ImGui::TableNextColumn();
    ImGui::Text(T("ui.victory.traded_cell"), ps.bank_given, ps.bank_got);
    ImGui::TableNextColumn();
    ImGui::Text(T("ui.victory.traded_cell"), ps.player_given, ps.player_got);
    ProbeLastItem("text", ("flow " + std::to_string(p.id)).c_str());
  }
  ImGui::EndTable();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s", T("ui.victory.flow_note"));
  ImGui::PopStyleColor();
}

void DrawVictory(AppState& app, float width, float height) {
  Session& s = *app.session;
  const ViewModel& v = s.view();
  HexUi& ui = Ui(s);
  // The statistics, once: a replay of the saved game (a guest has no save: no statistics).
  if (!ui.stats) ui.stats = std::make_shared<GameStats>(s.guest() ? GameStats{} : StatsFromSave(*app.host, s.table().save()));
  // Wide: the final board on the left, the results on the right; portrait: board on top.
  const bool narrow = width < height * 1.1f;
  const float side = narrow ? width : std::min(width * 0.5f, 560.0f);
  const ImVec2 board_size = narrow ? ImVec2(width, height * 0.3f) : ImVec2(width - side, height);
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(board_size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##finalboard", nullptr, kFixed);
  DrawBoard(s, ImVec2(0, 0), board_size);
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::SetNextWindowPos(narrow ? ImVec2(0, board_size.y) : ImVec2(width - side, 0));
  ImGui::SetNextWindowSize(narrow ? ImVec2(width, height - board_size.y) : ImVec2(side, height));
  ImGui::Begin("##victory", nullptr, kFixed & ~ImGuiWindowFlags_NoScrollbar);  // scrolls, with a visible bar
  HeadingText(fonts().title, catan::text::format("ui.hex.wins", s.Name(v.winner).c_str()).c_str());
  ProbeLastItem("text", "victory");
  ImGui::TextDisabled(T("ui.hex.final_scores_after_turns"), v.turn);
  const float big = ImGui::GetFrameHeight() * 1.4f;
  if (s.guest() && ProbedButtonAs(T("ui.hex.leave"), "Leave", ImVec2(-1, big))) {
    AbandonGame(app);
    ImGui::End();
    return;
  }
  if (!s.guest()) {
    const bool remote = !s.RemoteSeats().empty();
    // Side by side when both labels fit, else one above the other (a phone).
    const float avail = ImGui::GetContentRegionAvail().x;
    const float need = ImGui::CalcTextSize(T("ui.victory.rematch")).x + 2 * ImGui::GetStyle().FramePadding.x;
    const float half = need <= (avail - ImGui::GetStyle().ItemSpacing.x) * 0.5f ? (avail - ImGui::GetStyle().ItemSpacing.x) * 0.5f : -1.0f;
    // Rematch: the same game, seats, options and pace on a new seed (a new board if random, new dice).
    if (!remote && ProbedButtonAs(T("ui.victory.rematch"), "Rematch", ImVec2(half, big))) {
      // The finished game's own config (a position file's game restarts from that position).
      GameSetup setup = s.setup();
      setup.seed = DefaultSetup(setup.game).seed;
      auto config = nlohmann::json::parse(s.table().save(), nullptr, false).value("config", nlohmann::json());
      if (!config.is_object()) config = ConfigJson(setup);
      config["seed"] = setup.seed;
      app.host->remove(kSaveKey);
      StartConfigured(app, setup, config.dump());  // replaces the session
      ImGui::End();
      return;
    }
    if (!remote && half > 0) ImGui::SameLine();
    if (ProbedButtonAs(T("ui.new_game.new_game"), "New game", ImVec2(remote ? -1 : half, big))) {
      if (GetPeerHooks().host_stop && remote) GetPeerHooks().host_stop();
      app.form = RememberedSetup(app, s.setup().game);
      app.seed_text = std::to_string(app.form.seed);
      app.session.reset();
      app.host->remove(kSaveKey);
      app.screen = Screen::NewGame;
      ImGui::End();
      return;
    }
  }
  ImGui::TextDisabled("%s", T("ui.victory.points"));
  if (ImGui::BeginTable("scores", 7, ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX |
                                         ImGuiTableFlags_NoHostExtendY,
                        ImVec2(0, (v.players.size() + 1) * (ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y) +
                                      ImGui::GetStyle().ScrollbarSize + 4))) {
    for (const char* h : {"ui.hex.score.player", "ui.hex.score.settlements", "ui.hex.score.cities", "ui.hex.score.longest_road",
                          "ui.hex.score.largest_army", "ui.hex.score.vp_cards", "ui.hex.score.total"})
      ImGui::TableSetupColumn(T(h));
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
                         p.id == v.winner ? T("ui.hex.winner") : "");
      ImGui::TableNextColumn(); ImGui::Text("%d", settlements);
      ImGui::TableNextColumn(); ImGui::Text("%d x2", cities);
      ImGui::TableNextColumn(); ImGui::Text("%s", p.longest_road ? "2" : "-");
      ImGui::TableNextColumn(); ImGui::Text("%s", p.largest_army ? "2" : "-");
      ImGui::TableNextColumn(); ImGui::Text("%d", vp_cards < 0 ? 0 : vp_cards);
      ImGui::TableNextColumn(); ImGui::Text("%d", total);
      ProbeLastItem("text", ("total " + std::to_string(p.id)).c_str());
    }
    ImGui::EndTable();
  }
  if (ui.stats->ok) {
    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextDisabled(T("ui.victory.dice"), ui.stats->rolls);
    DiceHistogram(*ui.stats);
    ImGui::TextDisabled("%s", T("ui.victory.resources"));
    ResourceTable(s, *ui.stats);
  } else {
    ImGui::TextDisabled("%s", T("ui.victory.no_stats"));
  }
  ImGui::Separator();
  DrawLog(s);
  ImGui::End();
}

}  // namespace

}  // namespace catan::ui
