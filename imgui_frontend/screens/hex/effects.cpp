#include "imgui_frontend/screens/hex/effects.hpp"

#include <algorithm>
#include <cmath>

#include "imgui_frontend/common/motion.hpp"
#include "imgui_frontend/common/probe.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/control/session.hpp"
#include "imgui_frontend/screens/hex/hex_ui.hpp"

namespace catan::ui {

void AddToast(Effects& fx, std::string text, const char* id, int colour, double now, double life) {
  fx.toasts.push_back({std::move(text), id, colour, now, life});
  if (fx.toasts.size() > 4) fx.toasts.erase(fx.toasts.begin());  // the oldest goes first
}

namespace {

using catan::Event;
using catan::EventType;

// Two events are the same entry of the log if type and players match (secret details differ
// between the views of different seats, so they are not compared).
bool Same(const Event& a, const Event& b) { return a.type == b.type && a.player == b.player && a.other == b.other; }

// Index in `now` of the first event not in `old`: the views keep the last kViewEvents events,
// so the new list is the old one shifted left by some count, plus new events at the end.
int FirstNew(const Event* old, int on, const Event* now, int nn) {
  for (int shift = 0; shift <= on; ++shift) {
    const int keep = on - shift;
    if (keep > nn) continue;
    bool same = true;
    for (int i = 0; i < keep && same; ++i) same = Same(old[shift + i], now[i]);
    if (same) return keep;
  }
  return 0;
}

std::string ResourceWord(int r) { return r >= 0 && r < 5 ? T(kResourceWordKeys[r]) : T("ui.feel.a_card"); }


std::string GainText(const catan::ResourceCounts& r) {
  std::string out;
  for (int k = 0; k < kKinds; ++k) {  // commodities too (Cities & Knights' cities)
    if (r[k] <= 0) continue;
    if (!out.empty()) out += "  ";
    out += catan::text::format("ui.feel.gain", int(r[k]), T(kKindWordKeys[k]));
  }
  return out;
}

// Starts the effects of one new event `e` seen by `viewer`.
void Start(Session& s, Effects& fx, const Event& e, int viewer, double now) {
  const ViewModel& v = s.view();
  switch (e.type) {
    case EventType::dice_rolled: {
      fx.roll_born = now;
      fx.roll_dice[0] = e.a;
      fx.roll_dice[1] = e.b;
      fx.lit.clear();
      fx.gains.clear();
      const int sum = e.a + e.b;
      for (const auto& h : v.hexes)
        if (h.land && h.number == sum && h.id != v.robber_hex) fx.lit.push_back(h.id);
      PlaySound(Sound::roll);
      break;
    }
    case EventType::produced:
      fx.gains.push_back({e.player, GainText(e.res)});
      break;
    case EventType::stolen:
      if (e.other == viewer && e.player != viewer) {
        AddToast(fx, catan::text::format("ui.feel.toast.stolen", s.Name(e.player).c_str(), ResourceWord(e.a).c_str()),
                 Pid("toast stolen"), s.Colour(e.player), now);
        PlaySound(Sound::steal);
      }
      break;
    case EventType::monopoly_taken:
      if (e.player != viewer && viewer >= 0 && e.a >= 0 && e.a < 5 && fx.last_hand[size_t(e.a)] > 0) {
        AddToast(fx, catan::text::format("ui.feel.toast.monopoly", s.Name(e.player).c_str(), fx.last_hand[size_t(e.a)],
                                         T(kResourceWordKeys[e.a])),
                 Pid("toast monopoly"), s.Colour(e.player), now);
        PlaySound(Sound::steal);
      }
      break;
    case EventType::longest_road_changed:
    case EventType::largest_army_changed: {
      const bool road = e.type == EventType::longest_road_changed;
      std::string text = e.player < 0 ? std::string(T(road ? "ui.feel.toast.road_aside" : "ui.feel.toast.army_aside"))
                         : e.player == viewer
                             ? std::string(T(road ? "ui.feel.toast.you_road" : "ui.feel.toast.you_army"))
                             : catan::text::format(road ? "ui.feel.toast.road" : "ui.feel.toast.army", s.Name(e.player).c_str());
      AddToast(fx, std::move(text), Pid("toast award"), e.player >= 0 ? s.Colour(e.player) : -1, now);
      PlaySound(Sound::toast);
      break;
    }
    case EventType::trade_offered:
      if (e.player != viewer && viewer >= 0) {
        AddToast(fx, catan::text::format("ui.feel.toast.offer", s.Name(e.player).c_str(), ResourcesText(e.res).c_str(),
                                         ResourcesText(e.res2).c_str()),
                 Pid("toast offer"), s.Colour(e.player), now);
        PlaySound(Sound::toast);
      }
      break;
    case EventType::road_built:
      fx.pieces.push_back({0, e.a, now});
      PlaySound(Sound::build);
      break;
    case EventType::settlement_built:
    case EventType::city_built:
      fx.pieces.push_back({1, e.a, now});
      PlaySound(Sound::build);
      break;
    case EventType::game_won:
      PlaySound(Sound::win);
      break;
    default:
      if (Ui(s).hooks && Ui(s).hooks->event) Ui(s).hooks->event(s, fx, e, viewer, now);  // a module's own events
      break;
  }
}

}  // namespace

void TrackEffects(Session& s, Effects& fx) {
  const ViewModel& v = s.view();
  const double now = RedrawClock();
  const catan::PlayerView& pv = v.typed;
  const int viewer = s.seat();
  if (fx.seen_count < 0) {  // the first view: what happened before is history, not news
    fx.seen = pv.events;
    fx.seen_count = pv.event_count;
    fx.total = fx.log_read = pv.event_count;
    fx.last_turn_seat = v.current;
    fx.last_hand = v.hand;
    fx.last_viewer = viewer;
    return;
  }
  const int first = FirstNew(fx.seen.data(), fx.seen_count, pv.events.data(), pv.event_count);
  bool moved = false;  // the seat on screen made a move: its "your turn" cue has done its job
  for (int i = first; i < pv.event_count; ++i) {
    Start(s, fx, pv.events[size_t(i)], viewer, now);
    moved = moved || (viewer >= 0 && pv.events[size_t(i)].player == viewer);
  }
  if (moved || v.current != viewer)
    fx.toasts.erase(std::remove_if(fx.toasts.begin(), fx.toasts.end(), [](const Toast& t) { return t.id == Pid("toast turn"); }),
                    fx.toasts.end());
  fx.total += pv.event_count - first;
  fx.seen = pv.events;
  fx.seen_count = pv.event_count;
  // Your turn: the seat on screen became the player to move.
  if (v.winner < 0 && viewer >= 0 && v.current == viewer && fx.last_turn_seat != v.current && s.HumanSeats() > 0) {
    AddToast(fx, catan::text::format("ui.feel.toast.your_turn", s.Name(viewer).c_str()), Pid("toast turn"), s.Colour(viewer), now,
             kTurnToastSeconds);
    PlaySound(Sound::your_turn);
  }
  fx.last_turn_seat = v.current;
  if (viewer == fx.last_viewer) fx.last_hand = v.hand;
  else fx.last_hand = v.hand, fx.last_viewer = viewer;

  // Drop what ended; ask for the frames of what runs (or, with reduced motion, one frame when
  // each still picture ends).
  const bool still = ReducedMotion();
  fx.toasts.erase(std::remove_if(fx.toasts.begin(), fx.toasts.end(), [now](const Toast& t) { return now - t.born >= t.life; }),
                  fx.toasts.end());
  fx.pieces.erase(std::remove_if(fx.pieces.begin(), fx.pieces.end(),
                                 [now, still](const Effects::Appear& p) { return still || now - p.born >= kPieceSeconds; }),
                  fx.pieces.end());
  if (fx.roll_born >= 0 && now - fx.roll_born >= kRollGlowSeconds) fx.roll_born = -1;
  auto need = [&](double born, double life, double fade) {
    const double left = born + life - now;
    if (left <= 0) return;
    if (still) { RedrawIn(left); return; }
    // Fades: frames at the start and the end of a still period.
    if (now - born < fade) Animate(fade - (now - born));
    else if (left <= fade) Animate(left);
    else RedrawIn(left - fade);
  };
  for (const Toast& t : fx.toasts) need(t.born, t.life, 0.3);
  if (fx.roll_born >= 0) {
    if (still) RedrawIn(fx.roll_born + kRollGlowSeconds - now);
    else Animate(fx.roll_born + kRollGlowSeconds - now);
  }
  for (const auto& p : fx.pieces) Animate(p.born + kPieceSeconds - now);
}

float PieceAppear(const Effects& fx, int kind, int id) {
  if (fx.pieces.empty() || ReducedMotion()) return 1.0f;
  const double now = RedrawClock();
  for (const auto& p : fx.pieces)
    if (p.kind == kind && p.id == id) return EaseOut(float((now - p.born) / kPieceSeconds));
  return 1.0f;
}

float RollGlow(const Effects& fx) {
  if (fx.roll_born < 0) return 0.0f;
  const double age = RedrawClock() - fx.roll_born;
  if (age >= kRollGlowSeconds) return 0.0f;
  if (ReducedMotion()) return 0.8f;
  // Rises with the dice, holds, then fades over the last half second.
  const double hold = kRollGlowSeconds - 0.5;
  const float in = float(std::min(1.0, age / 0.2));
  return age < hold ? in : float((kRollGlowSeconds - age) / 0.5);
}

bool RollingDice(const Effects& fx, int faces[2], float* jitter) {
  if (fx.roll_born < 0 || ReducedMotion()) return false;
  const double age = RedrawClock() - fx.roll_born;
  if (age >= kDiceRollSeconds) return false;
  const int step = int(age * 16);  // a new face every ~60 ms, slowing never: short and cheap
  faces[0] = (step * 5 + fx.roll_dice[0]) % 6 + 1;
  faces[1] = (step * 7 + fx.roll_dice[1] + 3) % 6 + 1;
  if (jitter) *jitter = float(std::sin(age * 40.0) * (1.0 - age / kDiceRollSeconds));
  return true;
}

void DrawToasts(Effects& fx, const Session& s, float x, float y, float width) {
  if (fx.toasts.empty()) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const double now = RedrawClock();
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = std::min(width - 2 * st.WindowPadding.x, 360.0f);
  const float pad = 10, bar = 6;
  float top = y + st.WindowPadding.y;
  const bool still = ReducedMotion();
  // Newest on top.
  for (auto it = fx.toasts.rbegin(); it != fx.toasts.rend(); ++it) {
    const Toast& t = *it;
    const double age = now - t.born, left = t.life - age;
    const float a = still ? 1.0f : float(std::clamp(std::min(age, left) / 0.3, 0.0, 1.0));
    const float slide = still ? 0.0f : (1.0f - EaseOut(float(std::min(1.0, age / 0.3)))) * 24.0f;
    const ImVec2 ts = ImGui::CalcTextSize(t.text.c_str(), nullptr, false, w - 2 * pad - bar);
    const float h = ts.y + 2 * pad;
    const float left_x = x + width - st.WindowPadding.x - w + slide;
    if (left_x < fx.keep_clear.x && top < fx.keep_clear.y) top = fx.keep_clear.y + st.ItemSpacing.y;  // not over the badge
    const ImVec2 p0(left_x, top), p1(left_x + w, top + h);
    dl->AddRectFilled(p0, p1, IM_COL32(24, 28, 36, int(235 * a)), 8);
    dl->AddRect(p0, p1, IM_COL32(255, 255, 255, int(60 * a)), 8);
    const ImU32 c = t.colour >= 0 ? PaletteColour(t.colour) : IM_COL32(230, 200, 90, 255);
    dl->AddRectFilled(p0, ImVec2(p0.x + bar, p1.y), (c & ~IM_COL32_A_MASK) | (ImU32(255 * a) << IM_COL32_A_SHIFT), 8,
                      ImDrawFlags_RoundCornersLeft);
    dl->AddText(nullptr, 0, ImVec2(p0.x + bar + pad, p0.y + pad), IM_COL32(240, 240, 240, int(255 * a)), t.text.c_str(), nullptr,
                w - 2 * pad - bar);
    ProbeItem item{"toast", t.id, p0.x, p0.y, w, h};
    item.vx = p0.x, item.vy = p0.y, item.vw = w, item.vh = h;
    item.layer = "base";
    item.window = "##toasts";
    item.value = t.text;
    probe().add(std::move(item));
    top += h + 6;
  }
}

void DrawGains(const Effects& fx, const Session& s, ImVec2 pos, ImVec2 size) {
  if (fx.roll_born < 0 || fx.gains.empty()) return;
  const double age = RedrawClock() - fx.roll_born;
  const bool still = ReducedMotion();
  const float a = still ? 1.0f : RollGlow(fx);
  const float rise = still ? 0.0f : float(std::min(age, 1.0)) * 14.0f;  // drifts up a little, then holds
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float y = pos.y + 40 - rise;
  for (const Gain& g : fx.gains) {
    const std::string line = s.Name(g.player) + "  " + g.text;
    const ImVec2 ts = ImGui::CalcTextSize(line.c_str());
    const ImVec2 p(pos.x + (size.x - ts.x) * 0.5f, y);
    dl->AddRectFilled(ImVec2(p.x - 8, p.y - 3), ImVec2(p.x + ts.x + 8, p.y + ts.y + 3), IM_COL32(20, 24, 30, int(200 * a)), 6);
    dl->AddRectFilled(ImVec2(p.x - 8, p.y - 3), ImVec2(p.x - 4, p.y + ts.y + 3), (PaletteColour(s.Colour(g.player)) & ~IM_COL32_A_MASK) |
                                                                                      (ImU32(255 * a) << IM_COL32_A_SHIFT));
    dl->AddText(p, IM_COL32(255, 255, 255, int(255 * a)), line.c_str());
    ProbeRect("piece", ("gain " + std::to_string(g.player)).c_str(), p, ImVec2(p.x + ts.x, p.y + ts.y));
    y += ts.y + 10;
  }
}

}  // namespace catan::ui
