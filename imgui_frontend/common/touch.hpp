// Touch input for the ImGui screens: one-finger drags scroll the window under the finger with
// momentum (taps still click), two fingers pinch-zoom the board. SDL delivers the fingers
// (SDL_FINGER* events, positions relative to the canvas) and also emulates a mouse for the
// first finger, which is what makes taps click ImGui widgets.
#pragma once
#include <imgui.h>

#include <string>

union SDL_Event;

namespace catan::ui {

/// Feeds one SDL event (only finger events are used). Call for every event before
/// ImGui::NewFrame; `display` is the canvas size in CSS pixels.
void TouchEvent(const SDL_Event& ev, ImVec2 display);

/// Applies drag scrolling and momentum to the ImGui windows; call right after ImGui::NewFrame.
/// A drag that becomes a scroll cancels the press on the widget under the finger, so lifting
/// the finger does not click it.
void TouchScroll(double now_seconds);

/// Two fingers on the screen: how much the pinch grew since the last frame and where.
struct Pinch {
  bool active = false;   ///< two fingers down
  float scale = 1.0f;    ///< distance ratio since the last frame (> 1: fingers apart = zoom in)
  ImVec2 centre;         ///< midpoint of the fingers (CSS px)
  ImVec2 moved;          ///< how far that midpoint moved since the last frame
};

/// The pinch of this frame (consumed by the board: read it once per frame).
Pinch TouchPinch();

/// True if a finger is down or a fling is moving content (the caller keeps drawing).
bool TouchBusy();

/// True when the last pointer input was a finger that has lifted (two frames ago or more):
/// the app then moves ImGui's pointer away, so nothing stays hovered (no tooltip left
/// standing where a finger tapped).
bool TouchHidesPointer();

/// Test hook: {"down", "scrolling", "flinging", "vx", "vy", "target"} of the touch state.
std::string TouchStateJson();

/// True when the page runs on a touch screen (set by the page at start): the UI then uses
/// 44 px touch targets.
bool TouchUi();
void SetTouchUi(bool on);

}  // namespace catan::ui
