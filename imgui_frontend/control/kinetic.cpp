#include "imgui_frontend/control/kinetic.hpp"

#include <algorithm>
#include <cmath>

namespace catan::ui {

void Kinetic::Press(double t, float x, float y) {
  last_t_ = t;
  last_x_ = x;
  last_y_ = y;
  vx_ = vy_ = 0;
  flinging_ = false;
}

void Kinetic::Move(double t, float x, float y) {
  const double dt = t - last_t_;
  if (dt <= 1e-4) {  // several events in one instant: just keep the position
    last_x_ = x;
    last_y_ = y;
    return;
  }
  // Exponential moving average of the speed; a long pause forgets the older speed entirely.
  const double w = std::min(1.0, dt / 0.05);
  vx_ = vx_ * (1 - w) + (x - last_x_) / dt * w;
  vy_ = vy_ * (1 - w) + (y - last_y_) / dt * w;
  last_t_ = t;
  last_x_ = x;
  last_y_ = y;
}

void Kinetic::Release(double t) {
  if (t - last_t_ > 0.1) vx_ = vy_ = 0;  // the finger rested before lifting: no fling
  vx_ = std::clamp(vx_, -kMaxSpeed, kMaxSpeed);
  vy_ = std::clamp(vy_, -kMaxSpeed, kMaxSpeed);
  flinging_ = std::hypot(vx_, vy_) >= kStopSpeed;
  if (!flinging_) vx_ = vy_ = 0;
}

void Kinetic::Step(double dt, float* dx, float* dy) {
  *dx = *dy = 0;
  if (!flinging_ || dt <= 0) return;
  dt = std::min(dt, 0.1);  // a long frame (tab in background) must not throw the content
  // Distance under v(t) = v0 e^(-t/k) over dt: v0 k (1 - e^(-dt/k)).
  const double f = std::exp(-dt / kDecay);
  *dx = static_cast<float>(vx_ * kDecay * (1 - f));
  *dy = static_cast<float>(vy_ * kDecay * (1 - f));
  vx_ *= f;
  vy_ *= f;
  if (std::hypot(vx_, vy_) < kStopSpeed) Stop();
}

}  // namespace catan::ui
