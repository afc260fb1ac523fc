// Dialogs every game screen shows the same way: the "abandon this game?" confirmation and the
// frame of the help window. A screen family calls them from its draw function; what the help
// says stays the family's own.
#pragma once
#include <functional>

namespace catan::ui {

struct AppState;

/// While app.confirm_abandon is set, the modal "Abandon the game?" (a peer guest: "Leave the
/// game?") with "Yes, abandon" (ends the game through AbandonGame) and "Keep playing"
/// (clears the flag). Probe ids "Yes, abandon" and "Keep playing". Draws nothing otherwise.
void DrawAbandonConfirm(AppState& app);

/// The help window (Menu > Help) while `open` is set: a centred modal up to 680 x 720 px in a
/// `width` x `height` canvas (CSS pixels), whose scrolling body `body` fills (probe
/// "text:help"), and a Close button under it (probe "Close help") that clears `open`.
/// Closing `open` from elsewhere (Esc) closes the window on the next frame.
void DrawHelpWindow(bool& open, float width, float height, const std::function<void()>& body);

}  // namespace catan::ui
