// The turn timer of peer games (issue 20): the host may give remote seats a time limit. A
// remote seat that has been to act for longer is handed to a computer player (Session::LendSeat,
// the same as "Let a computer play for X") until it has nothing to do any more (neither to act
// nor the current player), then it is its guest's again. The computer's moves are ordinary
// actions, so saves and replays stay exact. The host sends the running timer in the views'
// table info; every page shows the time left in its top bar.
#include <algorithm>
#include <cmath>

#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

bool Session::SetTurnTimer(int seconds) {
  if (guest() || seconds < 0 || seconds > kTurnTimerMax) return false;
  setup_.turn_seconds = seconds;
  timer_seat_ = -1;  // a running timer starts again with the new limit
  Persist();
  RunTurnTimer();
  RequestFrames();
  return true;
}

double Session::TimerSecondsLeft() const {
  if (timer_seat_ < 0) return -1;
  return std::max(0.0, timer_ends_ - RedrawClock());
}

void Session::RunTurnTimer() {
  if (guest() || !table_) return;
  bool timed = false;
  for (const SeatSetup& st : setup_.seats) timed = timed || st.timed;
  if (setup_.turn_seconds <= 0 && timer_seat_ < 0 && !timed) return;  // no timer: nothing to do each frame
  const std::vector<int> pending = table_->pending();
  const auto acts = [&](int seat) { return std::find(pending.begin(), pending.end(), seat) != pending.end(); };
  const int current = card_table_ ? -1 : view_.current;
  // A seat the timer handed to a computer is given back once its turn or decision is done.
  for (int seat = 0; seat < int(setup_.seats.size()); ++seat) {
    SeatSetup& st = setup_.seats[size_t(seat)];
    if (st.timed && (!st.lent || (!acts(seat) && seat != current))) {
      st.timed = false;
      if (st.lent) LendSeat(seat, false);
      else Persist();
    }
  }
  // The first remote seat (held by its guest, not by a computer) that is to act.
  int seat = -1;
  if (setup_.turn_seconds > 0 && !over())
    for (int p : pending)
      if (p >= 0 && p < int(setup_.seats.size()) && setup_.seats[size_t(p)].kind == SeatKind::remote) {
        seat = p;
        break;
      }
  const double now = RedrawClock();
  if (seat != timer_seat_) {
    timer_seat_ = seat;
    timer_ends_ = now + setup_.turn_seconds;
    if (GetPeerHooks().host_changed) GetPeerHooks().host_changed(version_);  // the guests see the new timer
    RequestFrames();
  }
  if (timer_seat_ < 0) return;
  if (now >= timer_ends_) {
    // Out of time: a computer plays for the seat until its turn or decision is done.
    const int out = timer_seat_;
    setup_.seats[size_t(out)].timed = true;
    if (!LendSeat(out, true)) setup_.seats[size_t(out)].timed = false;
    timer_seat_ = -1;
    if (GetPeerHooks().host_changed) GetPeerHooks().host_changed(version_);
    return;
  }
  TickTimer();
}

void Session::ReadTimer(const nlohmann::json& table) {
  // Guest: {"timer": {"seat", "left"}} in the host's table info, while a timer runs.
  const int before = timer_seat_;
  timer_seat_ = -1;
  if (table.contains("timer") && table["timer"].is_object()) {
    const nlohmann::json& t = table["timer"];
    if (t.contains("seat") && t["seat"].is_number_integer() && t.contains("left") && t["left"].is_number()) {
      const int seat = t["seat"].get<int>();
      const double left = t["left"].get<double>();
      if (seat >= 0 && seat < int(setup_.seats.size()) && left >= 0 && left <= kTurnTimerMax) {
        timer_seat_ = seat;
        timer_ends_ = RedrawClock() + left;
      }
    }
  }
  if (timer_seat_ != before) RequestFrames();
}

void Session::TickTimer() const {
  // The shown time changes once a second; the host also needs a frame when it runs out.
  if (timer_seat_ < 0) return;
  const double left = TimerSecondsLeft();
  const double frac = left - std::floor(left);
  RedrawIn((frac > 0.001 ? frac : 1.0) + 0.002);
}

}  // namespace catan::ui
