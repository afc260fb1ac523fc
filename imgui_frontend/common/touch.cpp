#include "imgui_frontend/common/touch.hpp"

#include <SDL.h>
#include <imgui_internal.h>

#include <cmath>
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "imgui_frontend/control/kinetic.hpp"
#include "imgui_frontend/control/redraw.hpp"

namespace catan::ui {

namespace {

// A finger must move this far (CSS px) before a press becomes a scroll: below it, a tap.
constexpr float kSlop = 8.0f;

struct Finger {
  SDL_FingerID id = 0;
  bool down = false;
  ImVec2 pos, start;
  double t = 0;
};

struct TouchState {
  Finger f[2];
  int down = 0;               ///< fingers down (at most 2 tracked)
  bool scrolling = false;     ///< the first finger's drag scrolls `target`
  bool unapplied = false;     ///< the finger lifted before its last travel was applied
  int quiet_frames = 0;       ///< frames left in which no widget may take the scroll's press
  bool last_touch = false;    ///< the last pointer input was a finger (not a mouse)
  int frames_since_up = 0;    ///< frames drawn since the last finger event
  bool pinch_seen = false;    ///< two fingers were down during this touch: no scroll, no fling
  ImGuiID target = 0;         ///< the window being scrolled
  ImVec2 applied;             ///< finger travel already turned into scroll
  Kinetic kinetic;
  double last_step = -1;
  float pinch_dist = 0;       ///< last frame's distance between the two fingers
  ImVec2 pinch_mid;
  Pinch pinch;                ///< accumulated for the board this frame
  bool ui = false;
};

TouchState& State() {
  static TouchState t;
  return t;
}

float Dist(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

Finger* Find(SDL_FingerID id) {
  for (auto& f : State().f)
    if (f.down && f.id == id) return &f;
  return nullptr;
}

// The innermost window under `p` that can scroll along the drag (vertically when `vertical`,
// else sideways), climbing from child windows to their parents: a vertical drag on a row that
// scrolls only sideways (the card game's principality) scrolls the page around it. nullptr if
// none.
ImGuiWindow* ScrollableAt(ImVec2 p, bool vertical) {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = nullptr;
  // The front-most window containing the point (popups and menus first).
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    ImGuiWindow* c = g.Windows[i];
    if (!c->WasActive || c->Hidden) continue;
    if (c->OuterRectClipped.Contains(p)) { w = c; break; }
  }
  while (w) {
    const bool sx = w->ScrollMax.x > 0 && (w->Flags & ImGuiWindowFlags_HorizontalScrollbar);
    if ((vertical ? w->ScrollMax.y > 0 : sx) && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return w;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
    w = w->ParentWindow;
  }
  return nullptr;
}

// The first finger moved: once past the slop, a drag over a window that scrolls that way
// becomes a scroll of it (decided as each motion arrives, so a quick flick whose events all
// land within one slow frame still counts as one).
void MaybeStartScroll() {
  TouchState& t = State();
  if (t.scrolling || t.down != 1 || t.pinch_seen || !GImGui) return;
  const Finger& f = t.f[0];
  const ImVec2 travel(f.pos.x - f.start.x, f.pos.y - f.start.y);
  if (std::hypot(travel.x, travel.y) <= kSlop) return;
  // A mostly sideways drag where no window scrolls sideways stays with the widget (a slider);
  // so does a drag that started on the board (it pans).
  const bool vertical = std::fabs(travel.y) >= std::fabs(travel.x);
  ImGuiWindow* w = ScrollableAt(f.start, vertical);
  if (!w) return;
  t.scrolling = true;
  t.target = w->ID;
  t.applied = ImVec2(0, 0);
}

void PinchUpdate() {
  TouchState& t = State();
  if (t.down < 2) { t.pinch_dist = 0; return; }
  const ImVec2 a = t.f[0].pos, b = t.f[1].pos;
  const float d = Dist(a, b);
  const ImVec2 mid((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  if (t.pinch_dist > 1.0f && d > 1.0f) {
    t.pinch.scale *= d / t.pinch_dist;
    t.pinch.moved.x += mid.x - t.pinch_mid.x;
    t.pinch.moved.y += mid.y - t.pinch_mid.y;
  }
  t.pinch.active = true;
  t.pinch.centre = mid;
  t.pinch_dist = d;
  t.pinch_mid = mid;
}

}  // namespace

void TouchEvent(const SDL_Event& ev, ImVec2 display) {
  TouchState& t = State();
  if (ev.type == SDL_MOUSEMOTION && ev.motion.which != SDL_TOUCH_MOUSEID) t.last_touch = false;  // a real mouse
  if (ev.type != SDL_FINGERDOWN && ev.type != SDL_FINGERMOTION && ev.type != SDL_FINGERUP) return;
  t.ui = true;  // a touch screen after all
  t.last_touch = true;
  t.frames_since_up = 0;
  const ImVec2 p(ev.tfinger.x * display.x, ev.tfinger.y * display.y);
  const double now = ev.tfinger.timestamp / 1000.0;
  if (ev.type == SDL_FINGERDOWN) {
    if (t.down >= 2 || Find(ev.tfinger.fingerId)) return;
    Finger& f = t.f[t.f[0].down ? 1 : 0];
    f = {ev.tfinger.fingerId, true, p, p, now};
    if (++t.down == 1) {
      t.quiet_frames = 0;  // a new press: it may click
      t.scrolling = false;
      t.pinch_seen = false;
      t.target = 0;
      t.applied = ImVec2(0, 0);
      t.kinetic.Press(now, p.x, p.y);
    } else {
      t.pinch_seen = true;
      t.pinch_dist = 0;
      PinchUpdate();
    }
    return;
  }
  Finger* f = Find(ev.tfinger.fingerId);
  if (!f) return;
  f->pos = p;
  f->t = now;
  if (ev.type == SDL_FINGERMOTION) {
    if (f == &t.f[0] && t.down == 1) {
      t.kinetic.Move(now, p.x, p.y);
      MaybeStartScroll();
    }
    if (t.down == 2) PinchUpdate();
    return;
  }
  // Finger up.
  f->down = false;
  --t.down;
  t.pinch_dist = 0;
  if (t.down == 0) {
    if (t.scrolling && !t.pinch_seen) {
      t.kinetic.Release(now);
      t.unapplied = true;  // the last moves may not have reached the window yet
      t.quiet_frames = 2;
      t.f[0].pos = p;
    } else {
      t.kinetic.Stop();
    }
    t.scrolling = false;
  } else if (f == &t.f[0]) {
    t.f[0] = t.f[1];  // the remaining finger becomes the first
    t.f[1].down = false;
  }
}

void TouchScroll(double now) {
  TouchState& t = State();
  ImGuiContext& g = *GImGui;
  const double dt = t.last_step < 0 ? 0 : now - t.last_step;
  t.last_step = now;
  MaybeStartScroll();
  ImGuiWindow* w = t.target ? ImGui::FindWindowByID(t.target) : nullptr;
  // A scroll ended this frame or the last: the press it began with must not click on release.
  if (t.quiet_frames > 0) {
    --t.quiet_frames;
    if (g.ActiveId) ImGui::ClearActiveID();
  }
  // Finger travel not yet turned into scroll (also the last moves of a flick that lifted).
  if ((t.down == 1 || t.unapplied) && !t.pinch_seen && w) {
    const Finger& f = t.f[0];
    const ImVec2 travel(f.pos.x - f.start.x, f.pos.y - f.start.y);
    t.unapplied = false;
    if (t.scrolling || t.kinetic.Flinging()) {
      const ImVec2 d(travel.x - t.applied.x, travel.y - t.applied.y);
      t.applied = travel;
      if (w->ScrollMax.x > 0 && (w->Flags & ImGuiWindowFlags_HorizontalScrollbar)) ImGui::SetScrollX(w, w->Scroll.x - d.x);
      if (w->ScrollMax.y > 0) ImGui::SetScrollY(w, w->Scroll.y - d.y);
      if (g.ActiveId) ImGui::ClearActiveID();
    }
  } else if (t.down == 0 && t.kinetic.Flinging()) {
    float dx = 0, dy = 0;
    t.kinetic.Step(dt, &dx, &dy);
    if (!w) {
      t.kinetic.Stop();
    } else {
      const float nx = w->Scroll.x - dx, ny = w->Scroll.y - dy;
      if (w->ScrollMax.x > 0 && (w->Flags & ImGuiWindowFlags_HorizontalScrollbar)) ImGui::SetScrollX(w, ImClamp(nx, 0.0f, w->ScrollMax.x));
      if (w->ScrollMax.y > 0) ImGui::SetScrollY(w, ImClamp(ny, 0.0f, w->ScrollMax.y));
      // At an end: nothing left to move.
      if ((w->ScrollMax.y <= 0 || ny <= 0 || ny >= w->ScrollMax.y) && (w->ScrollMax.x <= 0 || nx <= 0 || nx >= w->ScrollMax.x))
        t.kinetic.Stop();
    }
  }
  if (TouchBusy()) RequestFrames(2, false);
  if (t.down == 0 && t.frames_since_up < 1000) ++t.frames_since_up;
}

bool TouchHidesPointer() {
  const TouchState& t = State();
  return t.last_touch && t.down == 0 && t.frames_since_up >= 2;
}

Pinch TouchPinch() {
  TouchState& t = State();
  Pinch out = t.pinch;
  out.active = t.down >= 2;
  t.pinch = Pinch{};
  t.pinch.centre = out.centre;
  return out;
}

bool TouchBusy() { return State().down > 0 || State().kinetic.Flinging(); }

std::string TouchStateJson() {
  const TouchState& t = State();
  nlohmann::json out = {{"down", t.down},           {"scrolling", t.scrolling}, {"flinging", t.kinetic.Flinging()},
                        {"vx", t.kinetic.vx()},     {"vy", t.kinetic.vy()},     {"target", t.target}};
  return out.dump();
}

bool TouchUi() { return State().ui; }
void SetTouchUi(bool on) { State().ui = on; }

}  // namespace catan::ui
