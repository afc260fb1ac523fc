// Trade (yellow) progress cards with targets (§3.12, §3.14): Merchant (place the merchant on a land
// hex next to your settlement or city: +1 VP, that hex's resource 2:1 while you hold it), Merchant
// Fleet (one resource or commodity 2:1 with the bank for the rest of the turn), Resource Monopoly
// (each opponent gives 2 of a resource, 1 if they hold 1), Trade Monopoly (each opponent gives 1
// of a commodity), Master Merchant (look at the cards of a player with more VP, take 2), and the
// offers of a Commercial Harbor (played with play_progress): to each opponent once a turn, 1
// resource for 1 commodity of their choice; void (you keep your card) if they have none.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {

ResourceCounts counts_of(int kind, int n) {
  ResourceCounts c;
  c.n[size_t(kind)] = int8_t(n);
  return c;
}

bool next_to_own_building(const GameDef& d, const Position& p, int player, int hex) {
  for (auto v : d.topo->hexes[hex].vertices)
    if (p.building_owner[v] == player) return true;
  return false;
}

int commodities_of(const Position& p, int player) {
  int n = 0;
  for (int k = kResourceCount; k < kCardKinds; ++k) n += p.players[player].hand[k];
  return n;
}

// The cards each opponent hands over for a monopoly of `kind` (at most `most` each).
void monopoly(Ctx& c, int player, int kind, int most) {
  auto& p = c.pos;
  for (int k = 1; k < c.def.seated; ++k) {
    const int pl = seat_after(c.def, p, k);
    const int n = p.players[pl].hand[kind] < most ? p.players[pl].hand[kind] : most;
    if (n <= 0) continue;
    const ResourceCounts moved = counts_of(kind, n);
    p.players[pl].hand -= moved;
    p.players[player].hand += moved;
    c.events.push({ev::cards_given, int8_t(pl), int8_t(player), -1, -1, moved});
  }
}

}  // namespace

Refusal check_trade_cards(const GameDef& d, const Position& p, const Action& a) {
  const CkState& s = S(p);
  switch (int(a.type)) {
    case int(act::play_merchant):
      if (auto r = may_play(p, a, merchant)) return r;
      if (a.target < 0 || a.target >= d.topo->land_count) return {"bad_id", "ck.refuse.bad_hex"};
      if (!next_to_own_building(d, p, a.player, a.target)) return {"not_allowed", "ck.refuse.merchant_hex"};
      return {};
    case int(act::play_merchant_fleet):
      if (auto r = may_play(p, a, merchant_fleet)) return r;
      if (a.extra < 0 || a.extra >= kCardKinds) return {"bad_action", "ck.refuse.bad_kind"};
      if (s.fleet_kind == a.extra) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    case int(act::play_resource_monopoly):
      if (auto r = may_play(p, a, resource_monopoly)) return r;
      if (a.resource < 0 || a.resource >= kResourceCount) return {"bad_action", "ck.refuse.bad_kind"};
      return {};
    case int(act::play_trade_monopoly):
      if (auto r = may_play(p, a, trade_monopoly)) return r;
      if (a.extra < 0 || a.extra >= kCommodityCount) return {"bad_action", "ck.refuse.bad_kind"};
      return {};
    case int(act::play_master_merchant):
      if (auto r = may_play(p, a, master_merchant)) return r;
      if (a.extra < 0 || a.extra >= d.seated || a.extra == a.player) return {"bad_id", "ck.refuse.bad_opponent"};
      if (rules::public_points(d, p, a.extra) <= rules::public_points(d, p, a.player)) return {"not_allowed", "ck.refuse.needs_more_vp"};
      if (p.players[a.extra].hand.total() == 0) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    case int(act::master_take): {
      if (p.phase != Phase::variant || s.mm_target < 0 || a.player != p.current) return {"wrong_phase", "ck.refuse.nothing_owed"};
      const auto& theirs = p.players[s.mm_target].hand;
      const int want = theirs.total() < 2 ? theirs.total() : 2;
      for (int k = 0; k < kCardKinds; ++k) if (a.get[k] < 0) return {"bad_action", "ck.refuse.bad_cards"};
      if (a.get.total() != want) return {"bad_action", "ck.refuse.master_take_two"};
      if (!theirs.covers(a.get)) return {"not_allowed", "ck.refuse.cards_not_there"};
      return {};
    }
    case int(act::harbor_offer):
      if (p.phase != Phase::main || a.player != p.current || !s.harbor_active) return {"wrong_phase", "ck.refuse.harbor_not_played"};
      if (a.extra < 0 || a.extra >= d.seated || a.extra == a.player) return {"bad_id", "ck.refuse.bad_opponent"};
      if ((s.harbor_done >> a.extra) & 1) return {"not_allowed", "ck.refuse.harbor_once"};
      if (a.resource < 0 || a.resource >= kResourceCount) return {"bad_action", "ck.refuse.bad_kind"};
      if (p.players[a.player].hand[a.resource] <= 0) return {"cannot_afford", "ck.refuse.cards_not_held"};
      return {};
    case int(act::harbor_answer):
      if (p.phase != Phase::variant || s.harbor_with != a.player) return {"wrong_phase", "ck.refuse.nothing_owed"};
      if (a.extra < 0 || a.extra >= kCommodityCount) return {"bad_action", "ck.refuse.bad_kind"};
      if (p.players[a.player].hand[kResourceCount + a.extra] <= 0) return {"cannot_afford", "ck.refuse.cards_not_held"};
      return {};
    default: return {"unknown_action", "ck.refuse.unknown_action"};
  }
}

void apply_trade_cards(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  switch (int(a.type)) {
    case int(act::play_merchant):
      consume_card(c, a.player, merchant);
      s.merchant_hex = int8_t(a.target);
      s.merchant_owner = a.player;
      c.events.push({ev::merchant_placed, a.player, -1, a.target});
      break;
    case int(act::play_merchant_fleet):
      consume_card(c, a.player, merchant_fleet);
      s.fleet_kind = int8_t(a.extra);
      c.events.push({ev::merchant_fleet, a.player, -1, a.extra});
      break;
    case int(act::play_resource_monopoly):
      consume_card(c, a.player, resource_monopoly);
      monopoly(c, a.player, a.resource, 2);
      break;
    case int(act::play_trade_monopoly):
      consume_card(c, a.player, trade_monopoly);
      monopoly(c, a.player, kResourceCount + a.extra, 1);
      break;
    case int(act::play_master_merchant):
      consume_card(c, a.player, master_merchant);
      s.mm_target = int8_t(a.extra);
      p.phase = Phase::variant;
      break;
    case int(act::master_take): {
      const int from = s.mm_target;
      p.players[from].hand -= a.get;
      p.players[a.player].hand += a.get;
      Event e{ev::cards_given, int8_t(from), a.player, -1, -1, a.get};
      e.secret = true;
      c.events.push(e);
      s.mm_target = -1;
      break;
    }
    case int(act::harbor_offer):
      s.harbor_done = uint8_t(s.harbor_done | (1u << a.extra));
      if (commodities_of(p, a.extra) == 0) {
        c.events.push({ev::harbor_void, a.player, int8_t(a.extra)});
        break;
      }
      {
        const ResourceCounts one = counts_of(a.resource, 1);
        p.players[a.player].hand -= one;
        p.players[a.extra].hand += one;
        Event e{ev::cards_given, a.player, int8_t(a.extra), -1, -1, one};
        e.secret = true;
        c.events.push(e);
      }
      s.harbor_with = int8_t(a.extra);
      s.harbor_given = a.resource;
      p.phase = Phase::variant;
      break;
    case int(act::harbor_answer): {
      const ResourceCounts one = counts_of(kResourceCount + a.extra, 1);
      p.players[a.player].hand -= one;
      p.players[p.current].hand += one;
      Event e{ev::cards_given, a.player, p.current, -1, -1, one};
      e.secret = true;
      c.events.push(e);
      s.harbor_with = s.harbor_given = -1;
      break;
    }
    default: break;
  }
}

void legal_trade_cards(const GameDef& d, const Position& p, int player, ActionList& out) {
  const CkState& s = S(p);
  Action a;
  a.player = int8_t(player);
  auto try_push = [&](const Action& x) { if (!check_trade_cards(d, p, x)) out.push(x); };
  if (p.phase == Phase::variant) {
    if (s.harbor_with == player) {
      a.type = act::harbor_answer;
      for (int k = 0; k < kCommodityCount; ++k) { a.extra = int16_t(k); try_push(a); }
    }
    if (player == p.current && s.mm_target >= 0) {  // a few choices: 2 of one kind, or 1 + 1
      a.type = act::master_take;
      const auto& theirs = p.players[s.mm_target].hand;
      const bool two = theirs.total() >= 2;
      for (int k = 0; k < kCardKinds; ++k)
        for (int k2 = k; k2 < (two ? kCardKinds : k + 1); ++k2) {
          a.get = {};
          ++a.get.n[size_t(k)];
          if (two) ++a.get.n[size_t(k2)];
          try_push(a);
        }
    }
    return;
  }
  if (p.phase != Phase::main || player != p.current) return;
  const auto& h = s.hand[player];
  if (h[merchant] > 0) {
    a.type = act::play_merchant;
    for (int x = 0; x < d.topo->land_count; ++x) { a.target = int16_t(x); try_push(a); }
  }
  a.target = -1;
  if (h[merchant_fleet] > 0) {
    a.type = act::play_merchant_fleet;
    for (int k = 0; k < kCardKinds; ++k) { a.extra = int16_t(k); try_push(a); }
  }
  if (h[resource_monopoly] > 0) {
    a.type = act::play_resource_monopoly;
    a.extra = -1;
    for (int r = 0; r < kResourceCount; ++r) { a.resource = int8_t(r); try_push(a); }
    a.resource = -1;
  }
  if (h[trade_monopoly] > 0) {
    a.type = act::play_trade_monopoly;
    for (int k = 0; k < kCommodityCount; ++k) { a.extra = int16_t(k); try_push(a); }
  }
  if (h[master_merchant] > 0) {
    a.type = act::play_master_merchant;
    for (int o = 0; o < d.seated; ++o) { a.extra = int16_t(o); try_push(a); }
  }
  if (s.harbor_active) {
    a.type = act::harbor_offer;
    for (int o = 0; o < d.seated; ++o)
      for (int r = 0; r < kResourceCount; ++r) { a.extra = int16_t(o); a.resource = int8_t(r); try_push(a); }
  }
}

}  // namespace catan::ck
