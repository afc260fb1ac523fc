// End of the turn (card-games.md A.10): hand limit, refill by free draw or
// search (2 resources, 1 with a Town Hall), the one exchange when nothing was
// drawn, and passing the dice. Also setup's decisions (A.4): arranging the
// starting regions and picking the starting hands.
#include <algorithm>

#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

bool in_stack(const std::vector<int>& v, int id, size_t& at) {
  auto it = std::find(v.begin(), v.end(), id);
  if (it == v.end()) return false;
  at = size_t(it - v.begin());
  return true;
}

// Checks a search payment: `pay` names exactly search_price resources p holds.
Refusal check_payment(const State& s, int p, const std::vector<int>& pay) {
  if (int(pay.size()) != search_price(s, p)) return refuse("bad_payment", "cardgame.refuse.search_price");
  int need[kResCount] = {};
  for (int r : pay) {
    if (r < 0 || r >= kResCount) return refuse("bad_field", "cardgame.refuse.bad_resource");
    ++need[r];
  }
  for (int r = 0; r < kResCount; ++r)
    if (total(s, p, r) < need[r]) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
  return {};
}

}  // namespace

int search_price(const State& s, int p) { return count_type(s, p, Type::town_hall) > 0 ? 1 : 2; }

std::vector<std::vector<int>> payments(const State& s, int p, int k) {
  std::vector<std::vector<int>> out;
  for (int a = 0; a < kResCount; ++a) {
    if (total(s, p, a) < 1) continue;
    if (k == 1) { out.push_back({a}); continue; }
    for (int b = a; b < kResCount; ++b)
      if (total(s, p, b) >= (a == b ? 2 : 1)) out.push_back({a, b});
  }
  return out;
}

Refusal do_refill(State& s, const Action& a, bool dry, Events& ev) {
  const int p = a.player;
  auto& hand = s.p[p].hand;
  const bool exchange_step = !s.queue.empty() && s.queue.front().kind == DK::exchange_draw;
  if (!exchange_step && (s.phase != Phase::refill || !s.queue.empty()) && a.type != AT::end_actions)
    return refuse("wrong_phase", "cardgame.refuse.not_refill_phase");
  switch (a.type) {
    case AT::end_actions: {
      if (s.phase != Phase::action || !s.queue.empty()) return refuse("wrong_phase", "cardgame.refuse.not_action_phase");
      if (dry) return {};
      s.phase = Phase::refill;
      s.refill_at_limit = int(hand.size()) >= hand_limit(s, p);
      s.refill_drew = s.exchanged = false;
      if (int(hand.size()) > hand_limit(s, p)) s.queue.push_back({DK::trim, p});
      return {};
    }
    case AT::draw:
    case AT::search: {
      if (a.stack < 0 || a.stack > 4) return refuse("bad_field", "cardgame.refuse.bad_stack");
      if (exchange_step && a.stack != s.queue.front().a) return refuse("wrong_stack", "cardgame.refuse.same_stack");
      if (!exchange_step && int(hand.size()) >= hand_limit(s, p)) return refuse("hand_full", "cardgame.refuse.hand_full");
      if (s.stacks[a.stack].empty()) return refuse("stack_empty", "cardgame.refuse.stack_empty");
      if (a.type == AT::search)
        if (auto r = check_payment(s, p, a.pay)) return r;
      if (dry) return {};
      if (exchange_step) s.queue.erase(s.queue.begin());
      s.refill_drew = true;
      if (a.type == AT::draw) {
        hand.push_back(s.stacks[a.stack].front());
        s.stacks[a.stack].erase(s.stacks[a.stack].begin());
        json e = make_event("drew", p, "cardgame.ev.drew", player_arg(p), a.stack + 1);
        e["stack"] = a.stack;
        ev.push_back(e);
      } else {
        for (int r : a.pay) pay(s, p, r, 1);
        s.queue.insert(s.queue.begin(), Decision{DK::search_pick, p, a.stack});
        json e = make_event("search", p, "cardgame.ev.search", player_arg(p), a.stack + 1, int(a.pay.size()));
        e["stack"] = a.stack;
        ev.push_back(e);
      }
      return {};
    }
    case AT::exchange: {
      if (exchange_step) return refuse("wrong_phase", "cardgame.refuse.not_refill_phase");
      if (!s.refill_at_limit || s.refill_drew) return refuse("not_allowed", "cardgame.refuse.exchange_after_draw");
      if (s.exchanged) return refuse("not_allowed", "cardgame.refuse.exchange_twice");
      if (a.stack < 0 || a.stack > 4) return refuse("bad_field", "cardgame.refuse.bad_stack");
      auto it = std::find(hand.begin(), hand.end(), a.card);
      if (it == hand.end()) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
      if (dry) return {};
      hand.erase(it);
      s.stacks[a.stack].push_back(a.card);
      s.exchanged = true;
      s.queue.push_back({DK::exchange_draw, p, a.stack});
      json e = make_event("exchange", p, "cardgame.ev.exchange", player_arg(p), a.stack + 1);
      e["stack"] = a.stack;
      ev.push_back(e);
      return {};
    }
    case AT::end_turn: {
      if (exchange_step) return refuse("wrong_phase", "cardgame.refuse.not_refill_phase");
      bool any = false;
      for (const auto& st : s.stacks) any |= !st.empty();
      if (int(hand.size()) < hand_limit(s, p) && any) return refuse("must_refill", "cardgame.refuse.must_refill");
      if (dry) return {};
      s.current = 1 - s.current;
      s.p[s.current].turns++;
      s.phase = Phase::roll;
      s.alchemist = 0;
      s.refill_at_limit = s.refill_drew = s.exchanged = false;
      ev.push_back(make_event("turn", s.current, "cardgame.ev.turn", player_arg(s.current)));
      return {};
    }
    default: return refuse("unknown_action", "cardgame.refuse.unknown_action");
  }
}

Refusal do_setup(State& s, const Action& a, bool dry, Events& ev) {
  const Decision d = s.queue.front();
  const int p = a.player;
  switch (a.type) {
    case AT::swap_regions: {
      if (d.kind != DK::arrange) return refuse("wrong_phase", "cardgame.refuse.not_setup");
      if (a.a < 0 || a.a > 5 || a.b < 0 || a.b > 5 || a.a == a.b) return refuse("bad_field", "cardgame.refuse.bad_position");
      if (dry) return {};
      int c1, s1, c2, s2;
      start_position(a.a, c1, s1);
      start_position(a.b, c2, s2);
      std::swap(s.p[p].cols[size_t(c1)].region[s1], s.p[p].cols[size_t(c2)].region[s2]);
      return {};
    }
    case AT::ready:
      if (d.kind != DK::arrange) return refuse("wrong_phase", "cardgame.refuse.not_setup");
      if (dry) return {};
      s.queue.erase(s.queue.begin());
      ev.push_back(make_event("arranged", p, "cardgame.ev.arranged", player_arg(p)));
      return {};
    case AT::choose_stack: {
      if (a.stack < 0 || a.stack > 4 || a.stack == d.a) return refuse("bad_field", "cardgame.refuse.bad_stack");
      if (dry) return {};
      s.queue.erase(s.queue.begin());
      s.queue.insert(s.queue.begin(), Decision{DK::start_take, p, a.stack, 3});
      json e = make_event("start_stack", p, "cardgame.ev.start_stack", player_arg(p), a.stack + 1);
      e["stack"] = a.stack;
      ev.push_back(e);
      return {};
    }
    case AT::take_card: {
      size_t at;
      if (!in_stack(s.stacks[d.a], a.card, at)) return refuse("bad_card", "cardgame.refuse.not_in_stack");
      if (dry) return {};
      s.stacks[d.a].erase(s.stacks[d.a].begin() + long(at));
      s.p[p].hand.push_back(a.card);
      s.queue.front().b--;
      if (s.queue.front().b > 0) return {};
      s.queue.erase(s.queue.begin());
      if (p == s.first) {
        s.queue.push_back({DK::start_stack, 1 - p, d.a});
      } else {
        s.phase = Phase::roll;
        s.current = s.first;
        s.p[s.first].turns = 1;
        ev.push_back(make_event("turn", s.current, "cardgame.ev.turn", player_arg(s.current)));
      }
      return {};
    }
    default: return refuse("wrong_phase", "cardgame.refuse.not_setup");
  }
}

Refusal do_decision(State& s, const Action& a, bool dry, Events& ev) {
  const Decision d = s.queue.front();
  const int p = a.player, o = 1 - a.player;
  switch (a.type) {
    case AT::choose_resource: {
      if (d.kind != DK::choose_res && d.kind != DK::merchant_give) return refuse("wrong_phase", "cardgame.refuse.no_choice");
      if (a.res < 0 || a.res >= kResCount || !(choose_mask(s, d) & (1 << a.res)))
        return refuse("bad_resource", "cardgame.refuse.resource_not_allowed");
      if (dry) return {};
      s.queue.erase(s.queue.begin());
      if (d.kind == DK::merchant_give) {
        pay(s, p, a.res, 1);
        gain(s, o, a.res, 1);
        ev.push_back(make_event("gave", p, "cardgame.ev.gave_back", player_arg(p), res_arg(a.res)));
      } else {
        if (d.a == 1) pay(s, o, a.res, 1);
        const int got = gain(s, p, a.res, 1);
        json e = make_event("took", p, d.a == 1 ? "cardgame.ev.took_from" : "cardgame.ev.took_bank", player_arg(p), res_arg(a.res));
        e["resource"] = kResNames[a.res];
        e["stored"] = got;
        ev.push_back(e);
      }
      return {};
    }
    case AT::put_under: {
      if (a.stack < 0 || a.stack > 4) return refuse("bad_field", "cardgame.refuse.bad_stack");
      if (d.kind == DK::trim) {
        auto& hand = s.p[p].hand;
        auto it = std::find(hand.begin(), hand.end(), a.card);
        if (it == hand.end()) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
        if (dry) return {};
        hand.erase(it);
      } else if (d.kind == DK::conflict_under) {
        if (a.card != d.a) return refuse("bad_card", "cardgame.refuse.bad_card");
        if (dry) return {};
        s.limbo.erase(std::find(s.limbo.begin(), s.limbo.end(), a.card));
        s.queue.erase(s.queue.begin());
      } else {
        return refuse("wrong_phase", "cardgame.refuse.no_put_under");
      }
      s.stacks[a.stack].push_back(a.card);
      json e = make_event("put_under", p, "cardgame.ev.put_under", player_arg(p), a.stack + 1);
      e["stack"] = a.stack;
      ev.push_back(e);
      return {};
    }
    case AT::pass:
      if (d.kind != DK::mb_stack && d.kind != DK::mb_swap && d.kind != DK::spy_take)
        return refuse("wrong_phase", "cardgame.refuse.cannot_pass");
      if (dry) return {};
      s.queue.erase(s.queue.begin());
      return {};
    case AT::choose_stack: {
      if (d.kind != DK::mb_stack) return refuse("wrong_phase", "cardgame.refuse.no_choice");
      if (a.stack < 0 || a.stack > 4 || a.stack == d.a) return refuse("bad_field", "cardgame.refuse.bad_stack");
      if (s.stacks[a.stack].empty()) return refuse("stack_empty", "cardgame.refuse.stack_empty");
      if (dry) return {};
      s.queue.erase(s.queue.begin());
      for (Decision& x : s.queue)
        if (x.kind == DK::mb_stack) x.a = a.stack;  // the other player uses a different stack
      s.queue.insert(s.queue.begin(), Decision{DK::mb_swap, p, a.stack});
      return {};
    }
    case AT::swap_card: {
      if (d.kind != DK::mb_swap) return refuse("wrong_phase", "cardgame.refuse.no_choice");
      auto& hand = s.p[p].hand;
      auto it = std::find(hand.begin(), hand.end(), a.card);
      size_t at;
      if (it == hand.end()) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
      if (!in_stack(s.stacks[d.a], a.take, at)) return refuse("bad_card", "cardgame.refuse.not_in_stack");
      if (dry) return {};
      s.queue.erase(s.queue.begin());
      *it = a.take;
      s.stacks[d.a][at] = a.card;
      ev.push_back(make_event("master_builder", p, "cardgame.ev.master_builder", player_arg(p), d.a + 1));
      return {};
    }
    case AT::take_card: {
      if (d.kind == DK::spy_take) {
        auto& oh = s.p[o].hand;
        auto it = std::find(oh.begin(), oh.end(), a.card);
        if (it == oh.end()) return refuse("bad_card", "cardgame.refuse.not_in_their_hand");
        const Type t = card(a.card).type;
        if (!info(t).unit && info(t).group != Group::action) return refuse("bad_card", "cardgame.refuse.spy_kind");
        if (dry) return {};
        s.queue.erase(s.queue.begin());
        oh.erase(it);
        s.p[p].hand.push_back(a.card);
        ev.push_back(make_event("spy_took", p, "cardgame.ev.spy_took", player_arg(p), card_arg(t)));
        return {};
      }
      if (d.kind == DK::scout_pick) {
        size_t at;
        if (!in_stack(s.regions, a.card, at)) return refuse("bad_card", "cardgame.refuse.not_in_stack");
        if (dry) return {};
        s.queue.erase(s.queue.begin());
        s.regions.erase(s.regions.begin() + long(at));
        s.p[p].cols[size_t(d.a)].region[d.b] = a.card;
        s.p[p].cols[size_t(d.a)].stock[d.b] = 0;
        if (d.b == 1) shuffle_cards(s.regions, s.rng);  // Scout: the region stack is reshuffled
        return {};
      }
      if (d.kind == DK::search_pick) {
        size_t at;
        if (!in_stack(s.stacks[d.a], a.card, at)) return refuse("bad_card", "cardgame.refuse.not_in_stack");
        if (dry) return {};
        s.queue.erase(s.queue.begin());
        s.stacks[d.a].erase(s.stacks[d.a].begin() + long(at));
        s.p[p].hand.push_back(a.card);
        return {};
      }
      return refuse("wrong_phase", "cardgame.refuse.no_choice");
    }
    default: return refuse("wrong_phase", "cardgame.refuse.decision_pending");
  }
}

}  // namespace catan::cardgame
