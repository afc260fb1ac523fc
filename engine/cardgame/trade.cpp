// Trading (card-games.md A.9): bank 3:1, a fleet 2:1 in its resource, Mint gold
// 1:1, and offers to the opponent, who accepts or declines.
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {

int trade_rate(const State& s, int p, int r) {
  if (r == gold && count_type(s, p, Type::mint) > 0) return 1;
  if (count_type(s, p, Type(int(Type::lumber_fleet) + r)) > 0) return 2;
  return 3;
}

Refusal do_trade(State& s, const Action& a, bool dry, Events& ev) {
  const int p = a.player, o = 1 - a.player;
  if (a.type == AT::accept || a.type == AT::decline) {
    if (s.queue.empty() || s.queue.front().kind != DK::offer_answer) return refuse("wrong_phase", "cardgame.refuse.no_offer");
    const int give = s.offer[0], gn = s.offer[1], get = s.offer[2], gc = s.offer[3];
    const int active = 1 - p;
    if (a.type == AT::accept) {
      if (total(s, p, get) < gc) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
      if (room(s, p, give) < gn) return refuse("no_room", "cardgame.refuse.no_room");
      if (total(s, active, give) < gn || room(s, active, get) < gc) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
    }
    if (dry) return {};
    s.queue.erase(s.queue.begin());
    if (a.type == AT::accept) {
      pay(s, active, give, gn); gain(s, p, give, gn);
      pay(s, p, get, gc); gain(s, active, get, gc);
      ev.push_back(make_event("trade_accepted", p, "cardgame.ev.offer_accepted", player_arg(p)));
    } else {
      ev.push_back(make_event("trade_declined", p, "cardgame.ev.offer_declined", player_arg(p)));
    }
    return {};
  }
  if (s.phase != Phase::action || !s.queue.empty()) return refuse("wrong_phase", "cardgame.refuse.not_action_phase");
  if (a.give < 0 || a.give >= kResCount || a.get < 0 || a.get >= kResCount) return refuse("bad_field", "cardgame.refuse.bad_resource");
  if (a.give == a.get) return refuse("bad_trade", "cardgame.refuse.same_resource");
  if (a.type == AT::offer) {
    if (a.give_count < 1 || a.give_count > 6 || a.get_count < 1 || a.get_count > 6)
      return refuse("bad_field", "cardgame.refuse.bad_count");
    if (total(s, p, a.give) < a.give_count) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
    if (room(s, p, a.get) < a.get_count) return refuse("no_room", "cardgame.refuse.no_room");
    if (dry) return {};
    s.offer[0] = a.give; s.offer[1] = a.give_count; s.offer[2] = a.get; s.offer[3] = a.get_count;
    s.queue.push_back({DK::offer_answer, o});
    json e = make_event("offer", p, "cardgame.ev.offer", player_arg(p), a.give_count, res_arg(a.give), a.get_count, res_arg(a.get));
    ev.push_back(e);
    return {};
  }
  const int rate = trade_rate(s, p, a.give);
  if (total(s, p, a.give) < rate) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
  if (room(s, p, a.get) < 1) return refuse("no_room", "cardgame.refuse.no_room");
  if (dry) return {};
  pay(s, p, a.give, rate);
  gain(s, p, a.get, 1);
  json e = make_event("traded", p, "cardgame.ev.traded", player_arg(p), rate, res_arg(a.give), res_arg(a.get));
  e["rate"] = rate;
  ev.push_back(e);
  return {};
}

}  // namespace catan::cardgame
