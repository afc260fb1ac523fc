// Trading (§1.8): maritime 4:1 / 3:1 / 2:1 with the bank (every rate held), domestic offers
// from the active player that other players accept or reject, then the
// active player confirms with one acceptor or cancels. A player asked may answer with a
// counter-offer (their own give/get) instead; the active player may confirm with them on the
// counter's terms. Counters are no extra rule: they are another offer between the same two
// players, which §1.8 allows (only the active player trades, no gifts, no like-for-like).
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

// Index of the single resource in a set, or -1 if it holds several kinds.
int single_kind(const ResourceCounts& s) {
  int k = -1;
  for (int r = 0; r < kCardKinds; ++r)
    if (s[r] != 0) { if (k >= 0) return -1; k = r; }
  return k;
}

// True if `player` may give card kind `g` at `rate`:1 (§1.8 harbors for resources, 4:1 and
// generic 3:1 for commodities (§3.5), plus the module's own rights).
bool may_trade_at(const GameDef& d, const Position& p, int player, unsigned mask, int g, int rate) {
  if (g < kResourceCount ? has_maritime_rate(mask, g, rate) : (rate == 4 || (rate == 3 && (mask & 32u)))) return true;
  return d.rules->module_maritime_rate(d, p, player, g, rate);
}

// Best (lowest) rate for giving card kind `g`.
int best_rate(const GameDef& d, const Position& p, int player, unsigned mask, int g) {
  for (int rate = 2; rate < 4; ++rate) if (may_trade_at(d, p, player, mask, g, rate)) return rate;
  return 4;
}

}  // namespace

Refusal check_trade(const GameDef& d, const Position& p, const Action& a) {
  if (a.chance.kind != Chance::none) return {"bad_chance", "refuse.action_has_no_chance_outcome"};
  const auto& ps = p.players[a.player];
  switch (a.type) {
    case ActionType::maritime_trade: {
      // §1.8: every rate the player holds is allowed (4:1 always, 3:1 with a
      // generic harbor, 2:1 with that resource's harbor); several cards at
      // once are whole multiples of one rate: give rate x k of one resource,
      // get k cards of other resources.
      if (p.phase != Phase::main) return {"wrong_phase", "refuse.trading_happens_after_roll"};
      if (a.give.any_negative() || a.get.any_negative()) return {"bad_action", "refuse.negative_card_count"};
      const int g = single_kind(a.give);
      if (g < 0) return {"bad_trade", "refuse.maritime_trade_gives_cards_one_resource"};
      if (a.get.empty()) return {"bad_trade", "refuse.maritime_trade_gets_least_1_card"};
      if (a.get[g] != 0) return {"bad_trade", "refuse.you_cannot_trade_resource_same_resource"};
      const int k = a.get.total(), n = a.give[g];
      if (n % k != 0 || !may_trade_at(d, p, a.player, harbor_mask(d, p, a.player), g, n / k))
        return {"bad_trade",
                "refuse.give_4_cards_one_resource_card"};
      if (!ps.hand.covers(a.give)) return {"cannot_afford", "refuse.you_do_not_hold_those_cards"};
      if (!p.bank.covers(a.get)) return {"not_allowed", "refuse.bank_does_not_have_those_cards"};
      return {};
    }
    case ActionType::offer_trade: {
      if (p.phase != Phase::main) return {"wrong_phase", "refuse.offers_made_after_roll_your_turn"};
      if (a.give.any_negative() || a.get.any_negative()) return {"bad_action", "refuse.negative_card_count"};
      if (a.give.empty() || a.get.empty()) return {"bad_trade", "refuse.both_sides_must_give_least_one"};
      for (int r = 0; r < kCardKinds; ++r)
        if (a.give[r] > 0 && a.get[r] > 0) return {"bad_trade", "refuse.resource_cannot_both_sides_no_like"};
      if (!ps.hand.covers(a.give)) return {"cannot_afford", "refuse.you_do_not_hold_cards_you"};
      return {};
    }
    case ActionType::respond_trade:
      if (p.phase != Phase::trade_offer) return {"wrong_phase", "refuse.there_no_open_offer"};
      if (a.player == p.current) return {"not_pending", "refuse.you_cannot_answer_your_own_offer"};
      if (ps.trade_answer != 0) return {"not_pending", "refuse.you_already_answered_offer"};
      if (a.accept && !ps.hand.covers(p.offer_get)) return {"cannot_afford", "refuse.you_do_not_hold_cards_asked"};
      return {};
    case ActionType::confirm_trade:
      if (p.phase != Phase::trade_offer) return {"wrong_phase", "refuse.there_no_open_offer"};
      if (a.player != p.current) return {"not_pending", "refuse.only_player_who_offered_confirms"};
      if (a.target < 0 || a.target >= p.num_players || a.target == a.player) return {"bad_id", "refuse.no_such_trade_partner"};
      if (p.players[a.target].trade_answer == 3) {  // a counter-offer: both hands checked now
        if (!ps.hand.covers(p.counter_get[a.target])) return {"cannot_afford", "refuse.you_do_not_hold_cards_counter_asks"};
        if (!p.players[a.target].hand.covers(p.counter_give[a.target]))
          return {"cannot_afford", "refuse.partner_no_longer_holds_counter_cards"};
        return {};
      }
      if (p.players[a.target].trade_answer != 1) return {"not_allowed", "refuse.player_has_not_accepted"};
      return {};
    case ActionType::counter_trade:
      if (p.phase != Phase::trade_offer) return {"wrong_phase", "refuse.there_no_open_offer"};
      if (a.player == p.current) return {"not_pending", "refuse.you_cannot_counter_your_own_offer"};
      if (ps.trade_answer == 1 || ps.trade_answer == 2) return {"not_pending", "refuse.you_already_answered_offer"};
      if (a.give.any_negative() || a.get.any_negative()) return {"bad_action", "refuse.negative_card_count"};
      if (a.give.empty() || a.get.empty()) return {"bad_trade", "refuse.both_sides_must_give_least_one"};
      for (int r = 0; r < kCardKinds; ++r)
        if (a.give[r] > 0 && a.get[r] > 0) return {"bad_trade", "refuse.resource_cannot_both_sides_no_like"};
      if (a.give == p.offer_get && a.get == p.offer_give) return {"bad_trade", "refuse.counter_equals_offer_accept_it"};
      if (!ps.hand.covers(a.give)) return {"cannot_afford", "refuse.you_do_not_hold_cards_you"};
      return {};
    case ActionType::cancel_trade:
      if (p.phase != Phase::trade_offer) return {"wrong_phase", "refuse.there_no_open_offer"};
      if (a.player != p.current) return {"not_pending", "refuse.only_player_who_offered_cancels"};
      return {};
    default:
      return {"wrong_phase", "refuse.not_trade_action"};
  }
}

void apply_trade(Ctx& c, const Action& a) {
  auto& p = c.pos;
  switch (a.type) {
    case ActionType::maritime_trade:
      pay(p, a.player, a.give);
      take(p, a.player, a.get);
      c.events.push({EventType::maritime_traded, a.player, -1, -1, -1, a.give, a.get});
      break;
    case ActionType::offer_trade:
      p.offer_give = a.give;
      p.offer_get = a.get;
      for (auto& ps : p.players) ps.trade_answer = 0;
      p.counter_give = {};
      p.counter_get = {};
      p.phase = Phase::trade_offer;
      c.events.push({EventType::trade_offered, a.player, -1, -1, -1, a.give, a.get});
      break;
    case ActionType::respond_trade:
      p.players[a.player].trade_answer = a.accept ? 1 : 2;
      c.events.push({EventType::trade_answered, a.player, -1, int16_t(a.accept ? 1 : 0)});
      break;
    case ActionType::counter_trade:  // a newer counter from the same player replaces the older one
      p.players[a.player].trade_answer = 3;
      p.counter_give[a.player] = a.give;
      p.counter_get[a.player] = a.get;
      c.events.push({EventType::trade_countered, a.player, -1, -1, -1, a.give, a.get});
      break;
    case ActionType::confirm_trade: {
      auto& me = p.players[a.player];
      auto& other = p.players[a.target];
      // The offerer gives what was offered or, after a counter, what the counter asks for.
      const bool counter = other.trade_answer == 3;
      const ResourceCounts give = counter ? p.counter_get[a.target] : p.offer_give;
      const ResourceCounts get = counter ? p.counter_give[a.target] : p.offer_get;
      me.hand -= give; other.hand += give;
      other.hand -= get; me.hand += get;
      c.events.push({EventType::trade_completed, a.player, int8_t(a.target), -1, -1, give, get});
      [[fallthrough]];
    }
    case ActionType::cancel_trade:
      if (a.type == ActionType::cancel_trade) c.events.push({EventType::trade_cancelled, a.player});
      for (auto& ps : p.players) ps.trade_answer = 0;
      p.offer_give = {};
      p.offer_get = {};
      p.counter_give = {};
      p.counter_get = {};
      p.phase = Phase::main;
      break;
    default: break;
  }
}

void legal_trade_offer(const GameDef&, const Position& p, int player, ActionList& out) {
  Action a;
  a.player = int8_t(player);
  if (player == p.current) {
    a.type = ActionType::cancel_trade;
    out.push(a);
    a.type = ActionType::confirm_trade;
    for (int o = 0; o < p.num_players; ++o)
      if (o != player && (p.players[o].trade_answer == 1 ||
                          (p.players[o].trade_answer == 3 && p.players[player].hand.covers(p.counter_get[o]) &&
                           p.players[o].hand.covers(p.counter_give[o])))) {
        a.target = int16_t(o);
        out.push(a);
      }
    return;
  }
  if (p.players[player].trade_answer != 0) return;
  a.type = ActionType::respond_trade;
  a.accept = false;
  out.push(a);
  if (p.players[player].hand.covers(p.offer_get)) { a.accept = true; out.push(a); }
}

void legal_turn(const GameDef& d, const Position& p, int player, ActionList& out) {
  const auto& ps = p.players[player];
  Action a;
  a.player = int8_t(player);
  if (p.phase == Phase::pre_roll) {
    a.type = ActionType::roll_dice;
    out.push(a);
    legal_dev_plays(d, p, player, out);
    return;
  }
  VertexBits road_ends;
  const VertexBits reach = network_reach(d, p, player, &road_ends);
  const int edges = d.topo->edge_count, vertices = d.topo->vertex_count;
  auto push_roads = [&] {
    a.type = ActionType::build_road;
    for (int e = 0; e < edges; ++e) {
      const auto& ev = d.topo->edges[e].vertices;
      if (!reach.test(ev[0]) && !reach.test(ev[1])) continue;
      if (!road_spot(d, p, player, e)) { a.target = int16_t(e); out.push(a); }
    }
  };
  if (p.phase == Phase::road_building) {
    push_roads();
    return;
  }
  // main phase
  a.type = ActionType::end_turn;
  out.push(a);
  if (ps.hand.covers(kRoadCost) && ps.roads_left > 0) push_roads();
  if (ps.hand.covers(kSettlementCost) && ps.settlements_left > 0) {
    a.type = ActionType::build_settlement;
    for (int v = 0; v < vertices; ++v)
      if (road_ends.test(v) && !settlement_spot(d, p, player, v, false)) {
        a.target = int16_t(v);
        out.push(a);
      }
  }
  if (ps.hand.covers(kCityCost) && ps.cities_left > 0) {
    a.type = ActionType::build_city;
    for (int v = 0; v < vertices; ++v)
      if (p.building_owner[v] == player && p.building_level[v] == 1) { a.target = int16_t(v); out.push(a); }
  }
  a.target = -1;
  if (ps.hand.covers(kDevCardCost)) {
    int left = 0;
    for (auto n : p.dev_deck) left += n;
    if (left > 0) { a.type = ActionType::buy_development_card; out.push(a); }
  }
  legal_dev_plays(d, p, player, out);
  a.resource = -1;
  a.get = {};
  // Maritime trades, canonical form: one card at the best rate (any rate the
  // player holds and whole multiples are accepted by check_trade).
  a.type = ActionType::maritime_trade;
  const unsigned mask = harbor_mask(d, p, player);
  const int kinds = d.rules->uses_commodities() ? kCardKinds : kResourceCount;
  for (int g = 0; g < kinds; ++g) {
    if (ps.hand[g] < 2) continue;
    const int ratio = best_rate(d, p, player, mask, g);
    if (ps.hand[g] < ratio) continue;
    for (int t = 0; t < kinds; ++t) {
      if (t == g || p.bank[t] < 1) continue;
      a.give = ResourceCounts();
      a.give[g] = int8_t(ratio);
      a.get = ResourceCounts();
      a.get[t] = 1;
      out.push(a);
    }
  }
  // Domestic offers, canonical 1-for-1 forms.
  a.type = ActionType::offer_trade;
  for (int g = 0; g < kResourceCount; ++g) {
    if (ps.hand[g] < 1) continue;
    for (int t = 0; t < kResourceCount; ++t) {
      if (t == g) continue;
      a.give = ResourceCounts::of(Resource(g));
      a.get = ResourceCounts::of(Resource(t));
      out.push(a);
    }
  }
}

}  // namespace catan::rules
