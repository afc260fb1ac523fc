// Momentum scrolling (imgui_frontend/control/kinetic.hpp): speed from the drag, exponential slow-down,
// no fling after a rest, and the total glide equal to v0 times the decay constant.
#include <doctest/doctest.h>

#include <cmath>

#include "imgui_frontend/control/kinetic.hpp"

using catan::ui::Kinetic;

TEST_CASE("kinetic: a steady drag gives its speed and a glide of v0 * decay") {
  Kinetic k;
  k.Press(0, 100, 500);
  // 600 px/s upward: 10 px every 1/60 s.
  for (int i = 1; i <= 12; ++i) k.Move(i / 60.0, 100, 500 - 10.0f * i);
  CHECK(k.vy() == doctest::Approx(-600).epsilon(0.01));
  CHECK(k.vx() == doctest::Approx(0));
  k.Release(12 / 60.0 + 0.01);
  REQUIRE(k.Flinging());
  double total = 0;
  int frames = 0;
  float dx = 0, dy = 0;
  while (k.Flinging() && frames < 1000) { k.Step(1 / 60.0, &dx, &dy); total += dy; ++frames; }
  // Integral of 600 e^(-t/0.325) from 0 until the speed falls to 20 px/s:
  // 0.325 * (600 - 20) = 188.5 px.
  CHECK(total == doctest::Approx(-0.325 * (600 - 20)).epsilon(0.02));
  // The speed reaches 20 px/s after 0.325 ln(30) = 1.105 s, i.e. about 67 frames.
  CHECK(frames == doctest::Approx(67).epsilon(0.03));
}

TEST_CASE("kinetic: resting before lifting stops the content") {
  Kinetic k;
  k.Press(0, 0, 0);
  k.Move(0.05, 0, 50);
  k.Release(0.5);  // held still for 450 ms
  CHECK_FALSE(k.Flinging());
  float dx = 1, dy = 1;
  k.Step(1 / 60.0, &dx, &dy);
  CHECK(dx == 0);
  CHECK(dy == 0);
}

TEST_CASE("kinetic: a slow drag does not fling, a new touch stops a fling, speeds are capped") {
  Kinetic k;
  k.Press(0, 0, 0);
  k.Move(0.1, 0, 1);  // 10 px/s
  k.Release(0.1);
  CHECK_FALSE(k.Flinging());

  k.Press(1, 0, 0);
  k.Move(1.01, 0, 500);  // 50 000 px/s
  k.Release(1.01);
  CHECK(k.Flinging());
  CHECK(k.vy() == doctest::Approx(Kinetic::kMaxSpeed));
  k.Press(1.02, 0, 0);
  CHECK_FALSE(k.Flinging());
}
