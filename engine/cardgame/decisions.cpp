// The decision queue (card-games.md A.11 duels, A.12 events, A.10 off-turn
// limits): automatic steps run at once, decisions wait for their seat.
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {

int choose_mask(const State& s, const Decision& d) {
  const int p = d.seat, o = 1 - d.seat;
  int mask = 0;
  for (int r = 0; r < kResCount; ++r) {
    if (d.kind == DK::merchant_give) {
      if (total(s, p, r) > 0) mask |= 1 << r;
      continue;
    }
    const bool has_room = room(s, p, r) > 0;
    if (d.a == 1) {  // from the opponent
      if (total(s, o, r) > 0 && (!d.b || has_room)) mask |= 1 << r;
    } else if (has_room) {
      mask |= 1 << r;
    }
  }
  return mask;
}

int pending_seat(const State& s) {
  if (s.phase == Phase::over) return -1;
  if (!s.queue.empty()) return s.queue.front().seat;
  return s.current;
}

void check_limits(State& s) {
  if (s.phase == Phase::setup || s.phase == Phase::over) return;
  const int o = 1 - s.current;
  if (int(s.p[o].hand.size()) <= hand_limit(s, o)) return;
  for (const Decision& d : s.queue)
    if (d.kind == DK::trim && d.seat == o) return;
  s.queue.insert(s.queue.begin(), Decision{DK::trim, o});
}

void advance(State& s, Events& ev) {
  while (!s.queue.empty() && s.phase != Phase::over) {
    Decision d = s.queue.front();
    switch (d.kind) {
      case DK::auto_production:
        s.queue.erase(s.queue.begin());
        run_production(s, ev);
        continue;
      case DK::auto_event_done:
        s.queue.erase(s.queue.begin());
        event_done(s, ev);
        continue;
      case DK::choose_res:
      case DK::merchant_give:
        if (choose_mask(s, d) == 0) { s.queue.erase(s.queue.begin()); continue; }
        return;
      case DK::trim:
        if (int(s.p[d.seat].hand.size()) <= hand_limit(s, d.seat)) { s.queue.erase(s.queue.begin()); continue; }
        return;
      case DK::civil_pick: {
        const auto t = civil_targets(s, 1 - d.seat);
        if (t.empty()) { s.queue.erase(s.queue.begin()); continue; }
        if (t.size() == 1) {  // exactly one eligible unit: it goes without a choice (A.12)
          s.queue.erase(s.queue.begin());
          Column& c = s.p[1 - d.seat].cols[size_t(t[0].first)];
          const int id = c.site[t[0].second];
          c.site[t[0].second] = -1;
          s.p[1 - d.seat].hand.push_back(id);
          ev.push_back(make_event("unit_returned", 1 - d.seat, "cardgame.ev.unit_returned", player_arg(1 - d.seat),
                                  card_arg(card(id).type)));
          ev.back()["card"] = card_json(id);
          Events tmp;
          update_derived(s, tmp);
          for (auto& e : tmp) ev.push_back(e);
          continue;
        }
        return;
      }
      case DK::duel_pick: {
        if (pick_targets(s, 1 - d.seat, d.a).empty()) { s.queue.erase(s.queue.begin()); continue; }
        return;
      }
      case DK::mb_stack: {
        bool any = false;
        for (int k = 0; k < 5; ++k) any |= k != d.a && !s.stacks[k].empty();
        if (!any || s.p[d.seat].hand.empty()) { s.queue.erase(s.queue.begin()); continue; }
        return;
      }
      case DK::spy_take:
      case DK::start_take:
      case DK::search_pick:
        if (d.kind != DK::spy_take && (s.stacks[d.a].empty() || (d.kind == DK::start_take && d.b <= 0))) {
          s.queue.erase(s.queue.begin());
          continue;
        }
        return;
      case DK::scout_pick:
        if (s.regions.empty()) { s.queue.erase(s.queue.begin()); continue; }
        return;
      default:
        return;
    }
  }
}

}  // namespace catan::cardgame
