#include "imgui_frontend/control/redraw.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

namespace catan::ui {

namespace {

struct Scheduler {
  int frames = 0;                ///< frames still asked for
  double settle_until = -1;      ///< draw until then (input settle time)
  double animate_until = -1;     ///< animations: draw until the first frame at or after this
  std::vector<double> timers;    ///< timed single frames, unordered
  double last_activity = 0;
  double last_frame = -1;        ///< start of the last drawn frame
  void (*wake)() = nullptr;
};

Scheduler& S() {
  static Scheduler s;
  return s;
}

void Wake() {
  if (S().wake) S().wake();
}

double (*g_clock)() = nullptr;  ///< test clock, or nullptr for the steady clock

}  // namespace

double RedrawClock() {
  if (g_clock) return g_clock();
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void SetRedrawClock(double (*clock)()) { g_clock = clock; }

void RequestRedraw() {
  Scheduler& s = S();
  const double now = RedrawClock();
  s.frames = std::max(s.frames, kSettleFrames);
  s.settle_until = std::max(s.settle_until, now + kSettleSeconds);
  s.last_activity = now;
  Wake();
}

void RequestFrames(int frames, bool activity) {
  Scheduler& s = S();
  s.frames = std::max(s.frames, frames);
  if (activity) s.last_activity = RedrawClock();
  Wake();
}

void Animate(double seconds) {
  Scheduler& s = S();
  const double end = RedrawClock() + std::max(0.0, seconds);
  if (end <= s.animate_until) return;
  s.animate_until = end;
  Wake();
}

void RedrawIn(double seconds) {
  Scheduler& s = S();
  const double at = RedrawClock() + std::max(0.0, seconds);
  // One pending timer per due time is enough (a caller re-asking every frame adds nothing).
  for (double t : s.timers)
    if (t <= at + 1e-3 && t >= at - 1e-3) return;
  s.timers.push_back(at);
  Wake();
}

double SecondsSinceActivity() { return RedrawClock() - S().last_activity; }

void SetRedrawWake(void (*wake)()) { S().wake = wake; }

void FrameStarts(double now) {
  Scheduler& s = S();
  if (s.frames > 0) --s.frames;
  s.timers.erase(std::remove_if(s.timers.begin(), s.timers.end(), [now](double t) { return t <= now; }), s.timers.end());
  s.last_frame = now;
}

bool FrameWanted(double now, double* sleep_seconds) {
  const Scheduler& s = S();
  double next = -1;
  for (double t : s.timers) {
    if (t <= now) return true;
    if (next < 0 || t < next) next = t;
  }
  if (s.frames > 0 || now < s.settle_until || s.animate_until > s.last_frame) return true;
  if (sleep_seconds) *sleep_seconds = next < 0 ? -1 : next - now;
  return false;
}

RedrawState GetRedrawState() {
  const Scheduler& s = S();
  const double now = RedrawClock();
  RedrawState r;
  r.frames = s.frames;
  r.settle_until = s.settle_until > now ? s.settle_until : -1;
  r.animate_until = s.animate_until > s.last_frame ? s.animate_until : -1;
  for (double t : s.timers)
    if (r.next_timer < 0 || t < r.next_timer) r.next_timer = t;
  r.last_activity = s.last_activity;
  r.last_frame = s.last_frame;
  return r;
}

}  // namespace catan::ui
