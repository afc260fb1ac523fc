// Kinetic (momentum) scrolling for touch drags, free of ImGui and SDL so it is tested natively:
// a drag moves content with the finger; on release the content keeps the finger's speed and
// slows down exponentially, like the scrolling of phone operating systems.
#pragma once

namespace catan::ui {

/// One axis pair of a touch drag and its fling. Times in seconds, positions in CSS pixels.
class Kinetic {
 public:
  /// Time constant of the slow-down after release (seconds): the speed falls by e in this time.
  static constexpr double kDecay = 0.325;
  /// Below this speed (px/s) a fling stops.
  static constexpr double kStopSpeed = 20.0;
  /// Speeds are capped at this (px/s) so one wild flick cannot throw the content far away.
  static constexpr double kMaxSpeed = 6000.0;

  /// A finger touched down at (x, y) at time t: stops any fling.
  void Press(double t, float x, float y);
  /// The finger moved to (x, y) at time t: updates the speed estimate (weighted toward the
  /// latest motion).
  void Move(double t, float x, float y);
  /// The finger lifted at time t: the fling starts with the speed of the last ~100 ms
  /// (none if the finger rested longer than that before lifting).
  void Release(double t);
  /// Stops any fling (e.g. the content hit its end).
  void Stop() { vx_ = vy_ = 0; flinging_ = false; }
  /// Advances a fling by dt seconds; returns the distance the content moves (dx, dy) in the
  /// finger's direction, (0, 0) when not flinging. Ends the fling once it is slow enough.
  void Step(double dt, float* dx, float* dy);
  /// True while the content still moves on its own after release.
  bool Flinging() const { return flinging_; }
  /// Current speed estimate (px/s).
  double vx() const { return vx_; }
  double vy() const { return vy_; }

 private:
  double last_t_ = 0;
  float last_x_ = 0, last_y_ = 0;
  double vx_ = 0, vy_ = 0;
  bool flinging_ = false;
};

}  // namespace catan::ui
