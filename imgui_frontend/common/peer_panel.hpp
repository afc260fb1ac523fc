// Peer games' "Online" lines, shared by every game screen (hex, card game, Struggle).
#pragma once
#include <string>

#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

/// Peer games: each remote seat's connection status and latency, the host's invite buttons
/// (probe ids "invite <seat>": they open the page's invite/answer dialog through
/// PeerHooks::host_invite), the guest's link to the host with its rejoin button, and the quick
/// messages' Say button (say_panel.hpp DrawSayControls). Draws
/// nothing in a game without remote seats. Draws into the current ImGui window.
/// `said_inline`: the quick messages' cards are drawn here too, under the Say button (screens
/// with no board to float them over; the hex screen floats them with DrawSaidCards).
void DrawOnline(Session& s, bool said_inline = false);

/// " - Ben: 0:42 left" while the turn timer runs for a seat (Session::TimerSeat), else "".
std::string TurnTimerText(const Session& s);

}  // namespace catan::ui
