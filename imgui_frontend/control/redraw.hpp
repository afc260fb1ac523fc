// When the page draws. An open game mostly waits (a player thinking, a friend's move), so a
// frame is drawn only when something changed: input, a new view, a peer message, a timer, an
// animation. Whatever changes the screen asks for frames here; the main loop (web/main.cpp)
// draws while frames are wanted and otherwise sleeps until the next request or timed frame.
// All times are seconds on RedrawClock().
#pragma once

namespace catan::ui {

/// Frames drawn after any input, at least: ImGui needs a frame for a press, one for the
/// release (the click), one to show its effect and one for hover states under the new layout.
inline constexpr int kSettleFrames = 4;
/// ...and for at least this long after the input (modal fades, popups opening).
inline constexpr double kSettleSeconds = 0.25;

/// Monotonic seconds (the clock of every time below).
double RedrawClock();
/// Replaces that clock (native tests drive time by hand); nullptr restores the steady clock.
void SetRedrawClock(double (*clock)());

/// Input arrived (pointer, touch, keys, wheel, resize, page shown): draws kSettleFrames frames
/// and for kSettleSeconds from now, and counts as activity. Wakes a sleeping main loop.
void RequestRedraw();
/// Data shown changed (a new view, a peer's message, a link status): draws `frames` more
/// frames (no settle time). A change of the game (`activity`) restarts activity-bound
/// animations such as the pulse of places to click; a detail (a link's latency) does not.
/// Wakes a sleeping main loop.
void RequestFrames(int frames = 2, bool activity = true);
/// An animation or toast: keeps frames coming until `seconds` from now; the first frame drawn
/// at or after that end is drawn too, so the animation's final state shows. Not activity.
void Animate(double seconds);
/// A timer on screen or a pending move (a computer player's pace): one frame `seconds` from
/// now, without drawing in between. Not activity.
void RedrawIn(double seconds);
/// Seconds since the last input or change of the game (RequestRedraw, RequestFrames with activity).
double SecondsSinceActivity();

// ---- The main loop's side.

/// Installs the function that wakes a sleeping main loop; every request above calls it.
void SetRedrawWake(void (*wake)());
/// A frame starts at `now`: counts it against the frames asked for, drops past timers.
void FrameStarts(double now);
/// True if a frame is wanted at `now`. Else `*sleep_seconds` is the time until the next
/// timed frame, or -1 if nothing is due (sleep until a request).
bool FrameWanted(double now, double* sleep_seconds);

/// What the scheduler holds (for tests and the benchmark): frames still asked for, the end of
/// the settle time and of animations (-1 if past), the next timed frame (-1 if none), the last
/// activity; all times in RedrawClock() seconds.
struct RedrawState {
  int frames = 0;
  double settle_until = -1, animate_until = -1, next_timer = -1, last_activity = 0, last_frame = -1;
};
RedrawState GetRedrawState();

}  // namespace catan::ui
