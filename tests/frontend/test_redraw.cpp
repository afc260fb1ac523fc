// The redraw scheduler (imgui_frontend/control/redraw.hpp) on a hand-driven clock: what each kind of
// request draws, and that nothing is drawn once they are served.
#include <doctest/doctest.h>

#include <algorithm>

#include "imgui_frontend/control/redraw.hpp"

namespace {

using namespace catan::ui;

double g_now = 0;
int g_wakes = 0;
double Clock() { return g_now; }
void CountWake() { ++g_wakes; }

// Draws frames every `step` seconds from g_now while wanted (at most `max`); returns how many.
int DrawWhileWanted(double step, int max = 1000) {
  int n = 0;
  while (n < max && FrameWanted(g_now, nullptr)) {
    FrameStarts(g_now);
    ++n;
    g_now += step;
  }
  return n;
}

// Each case starts on a fresh hour of the fake clock with every earlier request served, past
// any timed frame an earlier test case left on the steady clock (a session whose guest is away
// ticks once a second: the controller's lend test leaves one).
void Fresh() {
  SetRedrawClock(&Clock);
  SetRedrawWake(&CountWake);
  g_now = (static_cast<long>(std::max(g_now, GetRedrawState().next_timer) / 3600) + 1) * 3600.0;
  DrawWhileWanted(0.01);
  g_wakes = 0;
}

}  // namespace

TEST_CASE("redraw: nothing asked, nothing drawn") {
  Fresh();
  double sleep = 0;
  CHECK_FALSE(FrameWanted(g_now, &sleep));
  CHECK(sleep == -1);
  CHECK(g_wakes == 0);
}

TEST_CASE("redraw: input draws kSettleFrames frames and for kSettleSeconds, then stops") {
  Fresh();
  const double t0 = g_now;
  RequestRedraw();
  CHECK(g_wakes == 1);
  // Fast frames (1 ms apart): the settle time decides, 0.25 s.
  const int fast = DrawWhileWanted(0.001);
  CHECK(g_now - t0 >= kSettleSeconds);
  CHECK(g_now - t0 < kSettleSeconds + 0.002);
  CHECK(fast >= 250);
  // Slow frames (a second each): the frame count decides, 4.
  Fresh();
  RequestRedraw();
  CHECK(DrawWhileWanted(1.0) == kSettleFrames);
  CHECK(SecondsSinceActivity() == doctest::Approx(kSettleFrames * 1.0));
}

TEST_CASE("redraw: a data change draws the frames asked for; only a game change is activity") {
  Fresh();
  RequestFrames(2);
  CHECK(g_wakes == 1);
  CHECK(SecondsSinceActivity() == doctest::Approx(0.0));
  CHECK(DrawWhileWanted(1.0) == 2);
  g_now += 10;
  RequestFrames(2, false);  // a latency: drawn, but animations bound to activity do not restart
  CHECK(SecondsSinceActivity() == doctest::Approx(12.0));
  CHECK(DrawWhileWanted(0.01) == 2);
  // Asking again while frames are pending does not add up: the larger count wins.
  RequestFrames(3);
  RequestFrames(1);
  CHECK(DrawWhileWanted(0.01) == 3);
}

TEST_CASE("redraw: an animation keeps frames coming to its end and draws one frame at or after it") {
  Fresh();
  const double end = g_now + 1.0;
  Animate(1.0);
  CHECK(g_wakes == 1);
  Animate(0.5);  // ends earlier: nothing changes
  CHECK(g_wakes == 1);
  double last = 0;
  int n = 0;
  while (FrameWanted(g_now, nullptr) && n < 1000) {
    FrameStarts(g_now);
    last = g_now;
    ++n;
    g_now += 0.3;  // slow frames: 0, 0.3, 0.6, 0.9, then 1.2 (the first at or after the end)
  }
  CHECK(n == 5);
  CHECK(last >= end);
  CHECK(last < end + 0.3);
  // An animation asked for while asleep also wakes the loop.
  Animate(0.1);
  CHECK(g_wakes == 2);
  CHECK(DrawWhileWanted(0.05) == 3);  // 0, 0.05, 0.10
}

TEST_CASE("redraw: a timed frame sleeps until it is due, then draws once") {
  Fresh();
  const double t0 = g_now;
  RedrawIn(0.5);
  RedrawIn(0.5);  // the same due time asked again (a pending computer move, every frame)
  double sleep = 0;
  CHECK_FALSE(FrameWanted(g_now, &sleep));
  CHECK(sleep == doctest::Approx(0.5));
  g_now = t0 + 0.2;
  CHECK_FALSE(FrameWanted(g_now, &sleep));
  CHECK(sleep == doctest::Approx(0.3));
  g_now = t0 + 0.5;
  CHECK(FrameWanted(g_now, nullptr));
  FrameStarts(g_now);
  CHECK_FALSE(FrameWanted(g_now, &sleep));
  CHECK(sleep == -1);
  // Two timers: the earlier first, then the later one is still kept.
  RedrawIn(2.0);
  RedrawIn(1.0);
  CHECK_FALSE(FrameWanted(g_now, &sleep));
  CHECK(sleep == doctest::Approx(1.0));
  g_now += 1.0;
  CHECK(DrawWhileWanted(0.01) == 1);
  CHECK_FALSE(FrameWanted(g_now, &sleep));
  CHECK(sleep == doctest::Approx(0.99));
  CHECK(SecondsSinceActivity() > 1.0);  // timers are not activity
}
