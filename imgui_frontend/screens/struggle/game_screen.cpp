// Struggle for Catan's table screen: top bar (turn, whose move, Menu), the table (other
// players' displays, market and stacks, your display and hand), the peer games' Online lines
// with the host's invite buttons (common/peer_panel.hpp), the decision panel and the log.
// Wide screens: table on the left, decisions and log on the right; narrow portrait screens
// (phones): one scrolling column, the decisions first. Hands over between people at one
// device and ends on a victory screen.
#include <algorithm>
#include <string>

#include <imgui.h>

#include "imgui_frontend/app.hpp"
#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/keys.hpp"
#include "imgui_frontend/common/layout.hpp"
#include "imgui_frontend/common/motion.hpp"
#include "imgui_frontend/common/peer_panel.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/dialogs.hpp"
#include "imgui_frontend/screens/screen_registry.hpp"
#include "imgui_frontend/screens/struggle/struggle_ui.hpp"

namespace catan::ui {

namespace struggle_screen {
namespace {

using nlohmann::json;

constexpr ImGuiWindowFlags kFixed = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
constexpr ImGuiWindowFlags kScroll = kFixed & ~ImGuiWindowFlags_NoScrollbar;  // scrolls, with a visible bar

float TopBar(AppState& app, Session& s, float width) {
  const json& v = s.seat_view();
  const float h = ImGui::GetFrameHeight(), pad = ImGui::GetStyle().WindowPadding.y;
  const float bar = std::max(h, TouchSize("x", ImVec2(0, 0)).y) + 2 * pad;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, bar));
  ImGui::Begin("##topbar", nullptr, kFixed);
  const int current = v.value("current", 0);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + h * 0.7f, p.y + h), PaletteColour(s.Colour(current)), 4);
  ImGui::Dummy(ImVec2(h * 0.7f, h));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const float menu_w = MenuWidth();
  const std::string line = catan::text::format("struggle.ui.turn", v.value("turn_number", 0), SeatName(s, current).c_str());
  ImGui::PushClipRect(ImGui::GetCursorScreenPos(), ImVec2(width - menu_w - 24, p.y + bar), true);
  ImGui::TextUnformatted(line.c_str());
  ImGui::PopClipRect();
  ProbeLastItem("text", "turn");
  ImGui::SameLine(width - ImGui::GetStyle().WindowPadding.x - menu_w);
  if (ProbedButtonAs(T("ui.hex.menu"), "Menu", ImVec2(menu_w, 0))) ImGui::OpenPopup("menu");
  // Items at their natural width (none depends on the popup's width, which a scrollbar narrows).
  // Anchored under the bar at the right edge and never wider or taller than the screen: opened
  // at the pointer, a phone's 360 px cut its items off at the side.
  if (BeginPopupBelow("menu", ImVec2(width, bar))) {
    ImGui::Checkbox(T("ui.hex.hand_over_screens"), &s.setup().handover);
    ProbeLastItem("button", "handover toggle");
    bool sound = SoundOn();
    if (ImGui::Checkbox(T("ui.feel.sound_effects"), &sound)) SetSoundOn(sound);
    ProbeLastItem("button", "sound");
    if (ProbedButtonAs(T("ui.help.open"), "Help")) { Ui(s).help = true; ImGui::CloseCurrentPopup(); }
    bool any_computer = false;
    for (const auto& st : s.setup().seats) any_computer = any_computer || st.kind == SeatKind::computer;
    if (any_computer) ComputerSpeedPicker(s.setup().computer_delay);
    if (ProbedButtonAs(T(s.guest() ? "ui.hex.leave_game" : "ui.hex.abandon_game"), "Abandon game")) {
      app.confirm_abandon = true;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  ImGui::End();
  return bar;
}

void Handover(Session& s, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##handover", nullptr, kFixed);
  const std::string name = SeatName(s, s.seat());
  const float col = std::min(440.0f, width - 2 * ImGui::GetStyle().WindowPadding.x);
  ImGui::SetCursorPos(ImVec2((width - col) * 0.5f, height * 0.3f));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + col, p.y + 8), PaletteColour(s.Colour(s.seat())), 4);
  ImGui::Dummy(ImVec2(col, 12));
  HeadingText(fonts().title, catan::text::format("ui.hex.pass_the_device_to", name.c_str()).c_str());
  ProbeLastItem("text", "handover");
  ImGui::TextWrapped(T("ui.hex.the_other_hands_stay_hidden"), name.c_str());
  ImGui::Dummy(ImVec2(0, 12));
  if (ProbedButtonAs(catan::text::format("ui.hex.show_my_hand", name.c_str()).c_str(), "Show my hand",
                     ImVec2(col, ImGui::GetFrameHeight() * 1.5f)))
    s.ConfirmHandover();
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::End();
}

void Victory(AppState& app, float width, float height) {
  Session& s = *app.session;
  const json& v = s.seat_view();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##victory", nullptr, kScroll);
  const float avail = ImGui::GetContentRegionAvail().x;  // without the scrollbar
  const float col = std::min(640.0f, avail);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - col) * 0.5f);
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
  if (s.winner() >= 0) HeadingText(fonts().title, catan::text::format("ui.hex.wins", SeatName(s, s.winner()).c_str()).c_str());
  else HeadingText(fonts().title, T("struggle.ui.no_winner"));
  ProbeLastItem("text", "victory");
  ImGui::TextDisabled(T("struggle.ui.after_turns"), v.value("turn_number", 0));
  const float big = ImGui::GetFrameHeight() * 1.4f;
  if (s.guest()) {
    if (ProbedButtonAs(T("ui.hex.leave"), "Leave", ImVec2(col, big))) {
      ImGui::PopTextWrapPos();
      ImGui::EndGroup();
      ImGui::End();
      AbandonGame(app);
      return;
    }
  } else {
    const bool remote = !s.RemoteSeats().empty();
    if (!remote && ProbedButtonAs(T("ui.victory.rematch"), "Rematch", ImVec2(col, big))) {
      GameSetup setup = s.setup();
      setup.seed = DefaultSetup(setup.game).seed;
      app.host->remove(kSaveKey);
      ImGui::PopTextWrapPos();
      ImGui::EndGroup();
      ImGui::End();
      StartGame(app, setup);  // replaces the session
      return;
    }
    if (ProbedButtonAs(T("ui.new_game.new_game"), "New game", ImVec2(col, big))) {
      if (GetPeerHooks().host_stop && remote) GetPeerHooks().host_stop();
      app.form = RememberedSetup(app, s.setup().game);
      app.seed_text = std::to_string(app.form.seed);
      ImGui::PopTextWrapPos();
      ImGui::EndGroup();
      ImGui::End();
      app.session.reset();
      app.host->remove(kSaveKey);
      app.screen = Screen::NewGame;
      return;
    }
  }
  // Final scores: every display, hands open (the view shows all hands at the end).
  const int n = v.value("players", 2);
  for (int p = 0; p < n; ++p) {
    ImGui::Separator();
    DrawDisplay(s, p);
  }
  ImGui::Separator();
  DrawLog(s, ImGui::GetTextLineHeightWithSpacing() * 10);
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::End();
}

// Esc closes the help, then drops a picked card or build.
void Shortcuts(Session& s) {
  if (!TakeEscape()) return;
  StruggleUi& ui = Ui(s);
  if (ui.help) ui.help = false;
  else ui.ActionDone();
}

void DrawGame(AppState& app, float width, float height) {
  Session& s = *app.session;  // updated by DrawRunningGame (app.cpp) before each frame
  if (!s.seat_view().is_object()) return;
  if (s.over()) {
    Victory(app, width, height);
    return;
  }
  if (s.handover()) {
    Handover(s, width, height);
    return;
  }
  Shortcuts(s);
  const float bar = TopBar(app, s, width);
  if (!app.session) return;
  const json& v = s.seat_view();
  const int viewer = v.value("viewer", -1), n = v.value("players", 2);
  const bool narrow = width < height * 1.1f;
  SetNarrowLayout(narrow);
  const float log_lines = ImGui::GetTextLineHeightWithSpacing();
  auto others = [&] {
    for (int k = 1; k <= n; ++k) {
      const int p = ((viewer < 0 ? 0 : viewer) + k) % n;
      if (p == viewer) continue;
      DrawDisplay(s, p);
      ImGui::Separator();
    }
  };
  // Phones: your display first, right under the decisions (below the hand it sat below the
  // fold); wide screens: your hand, then your display.
  auto mine = [&] {
    if (viewer < 0) return;
    if (narrow) DrawDisplay(s, viewer);
    else DrawHand(s);
    ImGui::Separator();
    if (narrow) DrawHand(s);
    else DrawDisplay(s, viewer);
  };
  if (narrow) {
    ImGui::SetNextWindowPos(ImVec2(0, bar));
    ImGui::SetNextWindowSize(ImVec2(width, height - bar));
    ImGui::Begin("##table", nullptr, kScroll);
    DrawOnline(s, true);
    DrawDecisions(s);
    ImGui::Separator();
    mine();
    ImGui::Separator();
    DrawMarket(s);
    ImGui::Separator();
    others();
    DrawLog(s, log_lines * 9);
    ImGui::End();
  } else {
    const float side = std::min(std::max(width * 0.34f, 320.0f), 480.0f);
    ImGui::SetNextWindowPos(ImVec2(0, bar));
    ImGui::SetNextWindowSize(ImVec2(width - side, height - bar));
    ImGui::Begin("##table", nullptr, kScroll);
    others();
    DrawMarket(s);
    ImGui::Separator();
    mine();
    ImGui::End();
    ImGui::SetNextWindowPos(ImVec2(width - side, bar));
    ImGui::SetNextWindowSize(ImVec2(side, height - bar));
    ImGui::Begin("##panel", nullptr, kScroll);
    DrawOnline(s, true);
    DrawDecisions(s);
    ImGui::Separator();
    const float rest = ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing() - 8;
    DrawLog(s, std::max(rest, log_lines * 9));
    ImGui::End();
  }
  DrawHelp(s, width, height);
  SubmitQueued(s);  // after drawing: the submit replaces the view the parts read
  DrawAbandonConfirm(app);
}

}  // namespace
}  // namespace struggle_screen

/// Struggle for Catan's screen (registered in screens/screens.cpp).
GameScreen struggle_screen_entry() { return {"struggle", struggle_screen::DrawGame}; }

}  // namespace catan::ui
