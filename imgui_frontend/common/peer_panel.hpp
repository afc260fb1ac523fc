// Peer games' "Online" lines, shared by every game screen (hex, card game, Struggle).
#pragma once
#include <string>

#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

/// Peer games: each remote seat's connection status and latency, the host's invite buttons
/// (probe ids "invite <seat>": they open the page's invite/answer dialog through
/// PeerHooks::host_invite), the guest's link to the host with its rejoin button. Draws
/// nothing in a game without remote seats. Draws into the current ImGui window.
void DrawOnline(Session& s);

/// " - Ben: 0:42 left" while the turn timer runs for a seat (Session::TimerSeat), else "".
std::string TurnTimerText(const Session& s);

}  // namespace catan::ui
