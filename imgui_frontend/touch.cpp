#include "imgui_frontend/touch.hpp"

#include <SDL.h>
#include <imgui_internal.h>

#include <cmath>

#include "imgui_frontend/kinetic.hpp"
#include "imgui_frontend/redraw.hpp"

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

TouchState& T() {
  static TouchState t;
  return t;
}

float Dist(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

Finger* Find(SDL_FingerID id) {
  for (auto& f : T().f)
    if (f.down && f.id == id) return &f;
  return nullptr;
}

// The innermost window under `p` that can scroll (vertically, or horizontally), climbing
// from child windows to their parents; nullptr if none.
ImGuiWindow* ScrollableAt(ImVec2 p) {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = nullptr;
  // The front-most window containing the point (popups and menus first).
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    ImGuiWindow* c = g.Windows[i];
    if (!c->WasActive || c->Hidden) continue;
    if (c->OuterRectClipped.Contains(p)) { w = c; break; }
  }
  while (w) {
    if ((w->ScrollMax.y > 0 || w->ScrollMax.x > 0) && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return w;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
    w = w->ParentWindow;
  }
  return nullptr;
}

void PinchUpdate() {
  TouchState& t = T();
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
  TouchState& t = T();
  if (ev.type != SDL_FINGERDOWN && ev.type != SDL_FINGERMOTION && ev.type != SDL_FINGERUP) return;
  t.ui = true;  // a touch screen after all
  const ImVec2 p(ev.tfinger.x * display.x, ev.tfinger.y * display.y);
  const double now = ev.tfinger.timestamp / 1000.0;
  if (ev.type == SDL_FINGERDOWN) {
    if (t.down >= 2 || Find(ev.tfinger.fingerId)) return;
    Finger& f = t.f[t.f[0].down ? 1 : 0];
    f = {ev.tfinger.fingerId, true, p, p, now};
    if (++t.down == 1) {
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
    if (f == &t.f[0] && t.down == 1) t.kinetic.Move(now, p.x, p.y);
    if (t.down == 2) PinchUpdate();
    return;
  }
  // Finger up.
  f->down = false;
  --t.down;
  t.pinch_dist = 0;
  if (t.down == 0) {
    if (t.scrolling && !t.pinch_seen) t.kinetic.Release(now);
    else t.kinetic.Stop();
    t.scrolling = false;
  } else if (f == &t.f[0]) {
    t.f[0] = t.f[1];  // the remaining finger becomes the first
    t.f[1].down = false;
  }
}

void TouchScroll(double now) {
  TouchState& t = T();
  ImGuiContext& g = *GImGui;
  const double dt = t.last_step < 0 ? 0 : now - t.last_step;
  t.last_step = now;
  ImGuiWindow* w = t.target ? ImGui::FindWindowByID(t.target) : nullptr;
  if (t.down == 1 && !t.pinch_seen) {
    const Finger& f = t.f[0];
    const ImVec2 travel(f.pos.x - f.start.x, f.pos.y - f.start.y);
    if (!t.scrolling && std::hypot(travel.x, travel.y) > kSlop) {
      w = ScrollableAt(f.start);
      // A mostly sideways drag in a window that cannot scroll sideways stays with the widget
      // (a slider); so does a drag that started on the board (it pans).
      const bool vertical = std::fabs(travel.y) >= std::fabs(travel.x);
      if (w && (vertical ? w->ScrollMax.y > 0 : w->ScrollMax.x > 0)) {
        t.scrolling = true;
        t.target = w->ID;
        t.applied = ImVec2(0, 0);
        ImGui::ClearActiveID();  // the press no longer clicks what is under the finger
      }
    }
    if (t.scrolling && w) {
      const ImVec2 d(travel.x - t.applied.x, travel.y - t.applied.y);
      t.applied = travel;
      if (w->ScrollMax.x > 0) ImGui::SetScrollX(w, w->Scroll.x - d.x);
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
      if (w->ScrollMax.x > 0) ImGui::SetScrollX(w, ImClamp(nx, 0.0f, w->ScrollMax.x));
      if (w->ScrollMax.y > 0) ImGui::SetScrollY(w, ImClamp(ny, 0.0f, w->ScrollMax.y));
      // At an end: nothing left to move.
      if ((w->ScrollMax.y <= 0 || ny <= 0 || ny >= w->ScrollMax.y) && (w->ScrollMax.x <= 0 || nx <= 0 || nx >= w->ScrollMax.x))
        t.kinetic.Stop();
    }
  }
  if (TouchBusy()) RequestFrames(2, false);
}

Pinch TouchPinch() {
  TouchState& t = T();
  Pinch out = t.pinch;
  out.active = t.down >= 2;
  t.pinch = Pinch{};
  t.pinch.centre = out.centre;
  return out;
}

bool TouchBusy() { return T().down > 0 || T().kinetic.Flinging(); }

bool TouchUi() { return T().ui; }
void SetTouchUi(bool on) { T().ui = on; }

}  // namespace catan::ui
