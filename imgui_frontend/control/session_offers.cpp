// Computer offers at a table with people (issue 15): a computer's domestic offer never stops
// the game for a person. The person on screen sees it in a tray and has kComputerOfferSeconds
// to answer; then their seat's controller declines it. A person not at the screen (hot-seat) or
// one who ignores computer offers is declined at once, without a hand-over. Every decline is a
// normal respond_trade action, logged and saved, so replays and peer games stay exact.
#include <chrono>

#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

namespace {
double SteadyNow() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

// True if a computer seat's offer is open and `seat` (a person's seat) has not answered it.
bool Session::ComputerOfferAwaits(int seat, const catan::PlayerView& v) const {
  if (v.phase != catan::Phase::trade_offer || seat < 0 || seat == v.current || seat >= v.num_players) return false;
  if (v.current < 0 || v.current >= int(setup_.seats.size()) || setup_.seats[size_t(v.current)].kind != SeatKind::computer)
    return false;
  return v.players[size_t(seat)].trade_answer == 0;
}

// The person at the device: the only human seat, else the one whose hand was last shown.
int Session::AtScreenHuman() const {
  if (guest()) return guest_seat_;
  if (HumanSeats() == 1)
    for (int i = 0; i < setup_.players && i < int(setup_.seats.size()); ++i)
      if (setup_.seats[i].kind == SeatKind::human) return i;
  return shown_human_ >= 0 ? shown_human_ : -1;
}

// A human seat that must answer a computer's offer but is not at the screen (hot-seat) or
// ignores computer offers: declined at once by DeclineComputerOffers.
bool Session::DeclinesOffScreen(int acting, const catan::PlayerView& v) const {
  if (guest() || acting < 0 || acting >= int(setup_.seats.size()) || setup_.seats[size_t(acting)].kind != SeatKind::human)
    return false;
  if (!ComputerOfferAwaits(acting, v)) return false;
  return IgnoreComputerOffers() || acting != AtScreenHuman();
}

bool Session::OfferTrayOpen() const {
  if (!has_view_ || handover_ || seat_ < 0 || seat_ >= int(setup_.seats.size())) return false;
  if (!guest() && setup_.seats[size_t(seat_)].kind != SeatKind::human) return false;
  if (offer_declined_version_ == version_) return false;  // answered, waiting for the host
  return ComputerOfferAwaits(seat_, scratch_) && !IgnoreComputerOffers();
}

double Session::OfferSecondsLeft() const {
  if (!offer_tray_) return kComputerOfferSeconds;
  const double left = kComputerOfferSeconds - (SteadyNow() - offer_since_);
  return left > 0 ? left : 0;
}

void Session::RestartOfferCountdown() {
  if (!offer_tray_) return;
  offer_since_ = SteadyNow();
  RequestFrames();
}

bool Session::IgnoreComputerOffers() const {
  if (ignore_offers_ < 0) ignore_offers_ = host_.get && host_.get(kIgnoreOffersKey) == "1" ? 1 : 0;
  return ignore_offers_ == 1;
}

void Session::SetIgnoreComputerOffers(bool on) {
  ignore_offers_ = on ? 1 : 0;
  if (host_.put) host_.put(kIgnoreOffersKey, on ? "1" : "0");
  RequestFrames();
}

void Session::DeclineComputerOffers() {
  if (!table_) return;
  auto decline = [&](int seat) {
    offer_declined_version_ = version_;
    Submit({{"type", "respond_trade"}, {"player", seat}, {"accept", false}});
  };
  // People not at the screen (hot-seat), or every person while offers are ignored: at once.
  if (!guest())
    for (int i = 0; i < setup_.players && i < int(setup_.seats.size()); ++i)
      if (DeclinesOffScreen(i, scratch_)) {
        decline(i);
        return;  // one action per update: the next one after this decline is seen
      }
  // The person on screen (a guest: its own seat): the tray, then the decline when time is up.
  const bool open = OfferTrayOpen() || (guest() && offer_declined_version_ != version_ && !awaiting_host_ &&
                                        IgnoreComputerOffers() && ComputerOfferAwaits(seat_, scratch_));
  if (!open) {
    offer_tray_ = false;
    return;
  }
  const double now = SteadyNow();
  if (!offer_tray_) {
    offer_tray_ = true;
    offer_since_ = now;
  }
  if (IgnoreComputerOffers() || now - offer_since_ >= kComputerOfferSeconds) {
    offer_tray_ = false;
    decline(seat_);
    return;
  }
  RedrawIn(kComputerOfferSeconds - (now - offer_since_));  // wake up to decline, and for the countdown
}

}  // namespace catan::ui
