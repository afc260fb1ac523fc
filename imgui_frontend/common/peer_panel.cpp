// The "Online" part of the game screen's side panel for peer games: each remote seat's
// connection and latency, invite buttons on the host, the guest's link to the host.
#include <cmath>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/peer_panel.hpp"
#include "imgui_frontend/common/say_panel.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"

namespace catan::ui {

namespace {

ImU32 LinkColour(const std::string& status) {
  if (status == "open" || status == "local") return IM_COL32(120, 210, 120, 255);
  if (status == "connecting") return IM_COL32(230, 200, 90, 255);
  return IM_COL32(240, 120, 100, 255);
}

// One line: colour chip, name, status dot and words, latency; on the host, how long an away
// guest has been gone (`away`, seconds, or < 0), probe id "away <seat>" with the whole seconds.
void LinkLine(const Session& s, int seat, const SeatLink& link, const char* who, double away = -1) {
  const float h = ImGui::GetTextLineHeight();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  dl->AddRectFilled(ImVec2(p.x, p.y + h * 0.15f), ImVec2(p.x + h * 0.7f, p.y + h * 0.85f), PaletteColour(s.Colour(seat)), 3);
  ImGui::Dummy(ImVec2(h * 0.8f, h));
  ImGui::SameLine();
  ImGui::TextUnformatted(who);
  ImGui::SameLine();
  p = ImGui::GetCursorScreenPos();
  dl->AddCircleFilled(ImVec2(p.x + h * 0.35f, p.y + h * 0.5f), h * 0.28f, LinkColour(link.status), 12);
  ImGui::Dummy(ImVec2(h * 0.7f, h));
  ImGui::SameLine();
  char lat[32] = "";
  if (link.status == "open" && link.latency_ms >= 0) std::snprintf(lat, sizeof lat, T("ui.common.ms"), link.latency_ms);
  const std::string gone = away >= 0 ? catan::text::format("ui.peer.away_line", ClockText(away).c_str()) : std::string();
  ImGui::TextDisabled("%s%s%s", LinkWords(link.status), lat, gone.c_str());
  ProbeLastItem("text", ("link " + std::to_string(seat) + " " + link.status).c_str());
  if (away >= 0) ProbeLastItemAs("text", ("away " + std::to_string(seat)).c_str(), false, std::to_string(long(away)).c_str());
}

// A turn timer limit as the panel shows it: "off", "30 s", "2 min".
std::string TimerLabel(int seconds) {
  if (seconds <= 0) return T("ui.peer.timer_off");
  if (seconds % 60 == 0) return catan::text::format("ui.peer.timer_minutes", seconds / 60);
  return catan::text::format("ui.peer.timer_seconds", seconds);
}

// Host: the turn timer's limit (Session::SetTurnTimer); probe ids "turn timer" (value: the
// limit in seconds) and "turn timer <seconds>" for the choices.
void TimerPicker(Session& s) {
  const int now = s.setup().turn_seconds;
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("5 min").x * 2.5f);
  if (ImGui::BeginCombo(T("ui.peer.turn_timer"), TimerLabel(now).c_str())) {
    for (int c : kTurnTimerChoices) {
      if (ImGui::Selectable(TimerLabel(c).c_str(), c == now)) s.SetTurnTimer(c);
      ProbeLastItem("button", ("turn timer " + std::to_string(c)).c_str());
    }
    ImGui::EndCombo();
  }
  ProbeLastItemAs("field", Pid("turn timer"), false, std::to_string(now).c_str());
}

}  // namespace

std::string TurnTimerText(const Session& s) {
  const int seat = s.TimerSeat();
  if (seat < 0) return "";
  return catan::text::format("ui.peer.time_left", s.Name(seat).c_str(), ClockText(std::ceil(s.TimerSecondsLeft())).c_str());
}

void DrawOnline(Session& s, bool said_inline) {
  const PeerHooks& hooks = GetPeerHooks();
  if (s.guest()) {
    ImGui::TextDisabled("%s", T("ui.common.online_game"));
    DrawSayControls(s);  // on the heading's line when it fits: the panel keeps its height
    const SeatLink& host = s.host_link();
    LinkLine(s, s.seat(), host, catan::text::format("ui.common.you_to_host", s.Name(s.seat()).c_str()).c_str());
    if (host.status != "open" && host.status != "closed" && hooks.join) {
      ImGui::SameLine();
      if (ProbedButtonAs(T("ui.common.rejoin"), "rejoin")) hooks.join();
    }
    for (int i = 0; i < s.setup().players && i < int(s.setup().seats.size()); ++i) {
      if (i == s.seat() || s.setup().seats[i].kind != SeatKind::remote) continue;
      LinkLine(s, i, s.Link(i), s.Name(i).c_str());
    }
    if (said_inline) DrawSaidInline(s);
    ImGui::Separator();
    return;
  }
  const std::vector<int> remote = s.RemoteSeats();
  if (remote.empty()) return;
  ImGui::TextDisabled("%s", T("ui.common.online_players"));
  DrawSayControls(s);
  for (int seat : remote) {
    const SeatLink link = s.Link(seat);
    LinkLine(s, seat, link, s.Name(seat).c_str(), s.AwaySeconds(seat));
    if (link.status != "open" && hooks.host_invite) {
      ImGui::SameLine();
      ImGui::PushID(seat);
      if (ProbedButtonAs(link.status == "empty" ? T("ui.common.invite") : T("ui.common.new_invite"), ("invite " + std::to_string(seat)).c_str()))
        hooks.host_invite(seat);
      ImGui::PopID();
    }
  }
  TimerPicker(s);
  if (said_inline) DrawSaidInline(s);
  ImGui::Separator();
}

}  // namespace catan::ui
