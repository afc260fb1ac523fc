// Quick messages in peer games (issue 20): the Online panel's "Say..." button with its popup of
// presets and free text, the host's "allow free text" switch, and the message cards shown on
// the table for a few seconds. Shared by every game screen with peer play.
#pragma once
#include <imgui.h>

#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

/// The "Say..." button (probe "say") and, on the host, the "Allow free text" switch (probe
/// "say free text"); the button opens a popup (centred, fits a phone) with one button per
/// preset (probe "say <id>"), and when free text is allowed a text field (probe field "say
/// text") with its Send button (probe "say send"). Draws into the current ImGui window, on
/// the line of the item before when it fits.
void DrawSayControls(Session& s);

/// Draws the quick messages of the last kSaySeconds as cards at the bottom left of the area
/// (pos, size), newest lowest: seat colour, name and message. On the foreground, taking no
/// input, and not while a popup is open (they would lie on it); each is recorded in the probe
/// (kind "said", id "said <seat>", value the message). Asks for the frames their fades and
/// their end need.
void DrawSaidCards(const Session& s, ImVec2 pos, ImVec2 size);

/// The same cards in the flow of the current window (screens without a board to float them
/// over: the card game, Struggle), so they never lie on a button; probed like DrawSaidCards.
void DrawSaidInline(const Session& s);

}  // namespace catan::ui
