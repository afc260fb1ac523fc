// The strong level: one-ply greedy lookahead over the viewer's own legal
// actions, each scored by position_value() (value.hpp) on a model of its own
// position. Robber, victim, setup and trade answers use the same terms.
#include <algorithm>
#include <cmath>

#include "engine/bots/levels.hpp"
#include "engine/bots/value.hpp"

namespace catan::bots {
namespace {


// How much the viewer likes the robber on `hex` robbing `victim` (-1 none).
double robber_score(const BotView& v, int hex, int victim) {
  double s = 0;
  const int p = pips(v.layout.number[hex]);
  int leader = 0;
  for (int o = 0; o < v.num_players; ++o)
    if (o != v.viewer && v.players[o].seated) leader = std::max(leader, v.players[o].public_points);
  for (auto x : v.topo->hexes[hex].vertices) {
    int o = v.building_owner[x];
    if (o < 0 || (o != v.viewer && !v.players[o].seated)) continue;  // neutral colours (CATAN for Two) hold no cards
    double hurt = p * v.building_level[x];
    if (o == v.viewer) s -= 3.0 * hurt;
    else s += hurt * (1.0 + strong_weights().robber_vp * v.players[o].public_points +
                          (v.players[o].public_points == leader ? strong_weights().robber_leader : 0.0));
  }
  if (victim >= 0) s += 2.0 + 0.4 * v.players[victim].public_points + 0.15 * std::min(v.players[victim].resource_count, 8);
  return s;
}

// True if the robber sits on a hex where the viewer has buildings.
bool robbed(const BotView& v) {
  for (auto x : v.topo->hexes[v.robber_hex].vertices)
    if (v.building_owner[x] == v.viewer && pips(v.layout.number[v.robber_hex]) > 0) return true;
  return false;
}

bool army_gain(const BotView& v) {
  if (v.largest_army_owner == v.viewer) return false;
  int k = v.players[v.viewer].knights_played + 1, others = 0;
  for (int o = 0; o < v.num_players; ++o) if (o != v.viewer) others = std::max(others, v.players[o].knights_played);
  return k >= 3 && k > others;
}

// Greedy best road for the model (returns -1 if none is free and connected).
int best_road(const Model& base, const ActionList* legal) {
  int best = -1;
  double best_v = -1e18;
  auto consider = [&](int e) {
    Model m = base;
    m.build_road(e);
    double val = position_value(m);
    if (val > best_v) { best_v = val; best = e; }
  };
  if (legal) {
    for (const auto& a : *legal) if (a.type == ActionType::build_road) consider(a.target);
    return best;
  }
  // Any free edge touching the network (model after earlier roads).
  for (int e = 0; e < base.view->topo->edge_count; ++e) {
    if (base.road[e] >= 0) continue;
    bool ok = false;
    for (auto x : base.view->topo->edges[e].vertices) {
      if (base.owner[x] == base.me) ok = true;
      if (base.owner[x] >= 0 && base.owner[x] != base.me) continue;
      const auto& vi = base.view->topo->vertices[x];
      for (int k = 0; k < vi.degree; ++k) ok |= vi.edges[k] != e && base.road[vi.edges[k]] == base.me;
    }
    if (ok) consider(e);
  }
  return best;
}

// The model after the viewer's own action `a` (main phase); `bonus` gets
// worth the model does not hold (a stolen card).
Model apply_model(const BotView& v, const Model& now, const Action& a, double& bonus) {
  Model m = now;
  bonus = 0;
  switch (a.type) {
    case ActionType::build_road: m.hand -= kRoadCost; m.build_road(a.target); break;
    case ActionType::build_settlement: m.hand -= kSettlementCost; m.build_settlement(a.target); break;
    case ActionType::build_city: m.hand -= kCityCost; m.build_city(a.target); break;
    case ActionType::buy_development_card: m.hand -= kDevCardCost; ++m.dev_bought; break;
    case ActionType::maritime_trade: m.hand -= a.give; m.hand += a.get; break;
    case ActionType::play_knight:
      --m.dev[int(DevCard::knight)];
      ++m.knights;
      if (robbed(v)) m.robber = -1;
      bonus = 4.0;  // a stolen card
      break;
    case ActionType::play_road_building: {
      --m.dev[int(DevCard::road_building)];
      for (int i = 0; i < 2 && m.roads_left > 0; ++i) {
        int e = best_road(m, nullptr);
        if (e < 0) break;
        m.build_road(e);
      }
      break;
    }
    case ActionType::play_year_of_plenty: --m.dev[int(DevCard::year_of_plenty)]; m.hand += a.get; break;
    case ActionType::play_monopoly: {
      --m.dev[int(DevCard::monopoly)];
      double got = 0;
      for (int o = 0; o < v.num_players; ++o) if (o != v.viewer) got += expected_cards(v, o, a.resource);
      m.hand[a.resource] += int16_t(std::floor(got));
      break;
    }
    default: break;
  }
  return m;
}

// Best value after one more build the model can pay for (city, settlement on a
// connected free spot, development card), or `none` if there is none.
double best_followup(const BotView& v, const Model& m, double none) {
  double best = none;
  if (m.hand.covers(kCityCost) && m.cities_left > 0)
    for (int x = 0; x < v.topo->vertex_count; ++x)
      if (m.owner[x] == m.me && m.level[x] == 1) {
        Model n = m;
        n.hand -= kCityCost;
        n.build_city(x);
        best = std::max(best, position_value(n));
      }
  if (m.hand.covers(kSettlementCost) && m.settlements_left > 0) {
    std::array<int8_t, kMaxVertices> dist{};
    m.road_distance(dist);
    for (int x = 0; x < v.topo->vertex_count; ++x)
      if (dist[x] == 0 && m.spot_free(x)) {
        Model n = m;
        n.hand -= kSettlementCost;
        n.build_settlement(x);
        best = std::max(best, position_value(n));
      }
  }
  if (m.hand.covers(kDevCardCost) && v.development_deck_count > m.dev_bought) {
    Model n = m;
    n.hand -= kDevCardCost;
    ++n.dev_bought;
    best = std::max(best, position_value(n));
  }
  return best;
}

// Value of the position after `a`, looking one build further when followup is on.
double after(const BotView& v, const Model& now, const Action& a) {
  double bonus = 0;
  const Model m = apply_model(v, now, a, bonus);
  const double val = position_value(m);
  if (strong_weights().followup <= 0) return val + bonus;
  const double next = best_followup(v, m, val);
  return bonus + val + strong_weights().followup * (next - val);
}

Action pick_max(const ActionList& legal, ActionType type, auto score) {
  int best = -1;
  double best_v = -1e18;
  for (int i = 0; i < legal.size; ++i) {
    if (legal[i].type != type) continue;
    double s = score(legal[i]);
    if (s > best_v) { best_v = s; best = i; }
  }
  return best >= 0 ? legal[best] : legal[0];
}

bool offered_before(const BotView& v, const ResourceCounts& give, const ResourceCounts& get) {
  for (int i = 0; i < v.past_offer_count; ++i)
    if (v.past_offers[i].give == give && v.past_offers[i].get == get) return true;
  return false;
}

// An offer_trade or counter_trade by `viewer` giving `give` for `get` (§1.8 domestic trade).
Action trade_action(ActionType type, int viewer, const ResourceCounts& give, const ResourceCounts& get) {
  Action a{};
  a.type = type;
  a.player = int8_t(viewer);
  a.give = give;
  a.get = get;
  return a;
}

// A domestic offer worth making now, if any (§1.8); at most max_offers per turn, none repeated.
// Candidates: 1 or 2 cards of one resource for 1 card, 2 cards of one resource or 1 each of two.
bool choose_offer(const BotView& v, const Model& now, Action& out) {
  int limit = std::min(int(strong_weights().max_offers), BotView::kMaxPastOffers);
  if (v.offer_limit >= 0) limit = std::min(limit, v.offer_limit);
  if (v.past_offer_count >= limit) return false;
  int others = 0;
  for (int o = 0; o < v.num_players; ++o) if (o != v.viewer && v.players[o].seated) others += v.players[o].resource_count;
  if (others == 0) return false;
  struct Cand { ResourceCounts give, get; };
  constexpr int kMaxCands = 10 * 56;  // give: 5 resources x 1-2 cards; get: multisets of 1-3 cards
  static thread_local std::array<Cand, kMaxCands> cands;
  static thread_local std::array<ResourceCounts, kMaxCands + 1> hands;
  const int max_ask = std::clamp(int(strong_weights().max_ask), 1, 3);
  int n = 0;
  for (int g = 0; g < kResourceCount; ++g)
    for (int k = 1; k <= 2; ++k) {
      if (v.hand[g] < k) continue;
      const ResourceCounts give = ResourceCounts::of(Resource(g), k);
      // Every multiset of 1..max_ask cards without resource g (t = kResourceCount: no card).
      for (int t1 = 0; t1 < kResourceCount; ++t1)
        for (int t2 = t1; t2 <= kResourceCount; ++t2)
          for (int t3 = t2; t3 <= kResourceCount; ++t3) {
            if (t1 == g || t2 == g || t3 == g) continue;
            if (t2 == kResourceCount && t3 != kResourceCount) continue;
            ResourceCounts get = ResourceCounts::of(Resource(t1));
            if (t2 < kResourceCount) get[t2] += 1;
            if (t3 < kResourceCount) get[t3] += 1;
            if (get.total() > max_ask || offered_before(v, give, get)) continue;
            cands[size_t(n)] = {give, get};
            hands[size_t(n)] = v.hand - give + get;
            ++n;
          }
    }
  hands[size_t(n)] = v.hand;
  static thread_local std::array<double, kMaxCands + 1> val;
  hand_values(now, hands.data(), n + 1, val.data());
  const double base = val[size_t(n)];
  // Offers at a table with people (the page sets offer_limit there) are at least fair by the
  // bot's own card worths: what it gives is worth no less than what it asks (no "1 wool for
  // 2 ore"). Among computers only, each answers by its own valuation, so any offer may stand
  // (weight fair: 0 never, 1 with people, 2 always).
  const auto worth = card_worths(now);
  auto worth_of = [&](const ResourceCounts& c) {
    double w = 0;
    for (int r = 0; r < kResourceCount; ++r) w += worth[size_t(r)] * c[r];
    return w;
  };
  double best = strong_weights().offer_gain;
  bool found = false;
  for (int i = 0; i < n; ++i) {
    const Cand& c = cands[size_t(i)];
    const int given = c.give.total(), asked = c.get.total();
    const double fair = strong_weights().fair;
    if ((fair >= 2 || (fair > 0 && v.offer_limit >= 0)) && worth_of(c.give) + 1e-9 < worth_of(c.get)) continue;
    double gain = val[size_t(i)] - base - (given - 1) * 2.0;
    if (gain <= strong_weights().offer_gain) continue;
    // Rank by how likely some opponent holds what is asked (estimated from production).
    double holders = 0;
    for (int o = 0; o < v.num_players; ++o) {
      if (o == v.viewer || !v.players[o].seated) continue;
      double h = 1e9;
      for (int r = 0; r < kResourceCount; ++r)
        if (c.get[r] > 0) h = std::min(h, expected_cards(v, o, r) - (c.get[r] - 1));
      holders = std::max(holders, h);
    }
    if (asked > 1) gain *= std::pow(strong_weights().ask_two, asked - 1);
    gain *= 1.0 + strong_weights().offer_likely * std::clamp(holders, 0.0, 2.0);
    if (gain > best) {
      best = gain;
      found = true;
      out = trade_action(ActionType::offer_trade, v.viewer, c.give, c.get);
    }
  }
  return found;
}

// A counter-offer to the open offer, when the bot would decline it (§1.8: another offer
// between the same two players). Candidates: 1 or 2 cards of one resource the bot holds
// for 1 or 2 of the cards offered (the offerer holds those). Made only if the bot's hand
// gains more than accept_gain by it, and fair by the bot's own card worths: what it gives
// is worth no less than what it asks. The best such counter by hand gain, if any.
bool choose_counter(const BotView& v, const Model& now, Action& out) {
  if (strong_weights().counter <= 0) return false;
  struct Cand { ResourceCounts give, get; };
  std::array<Cand, 10 * 15> cands;
  std::array<ResourceCounts, 10 * 15 + 1> hands;
  int n = 0;
  for (int g = 0; g < kResourceCount; ++g)
    for (int k = 1; k <= 2; ++k) {
      if (v.hand[g] < k || v.offer_give[g] > 0) continue;
      const ResourceCounts give = ResourceCounts::of(Resource(g), k);
      // 1 or 2 of the cards offered (sub-multisets of offer_give).
      for (int t1 = 0; t1 < kResourceCount; ++t1)
        for (int t2 = t1; t2 <= kResourceCount; ++t2) {
          ResourceCounts get = ResourceCounts::of(Resource(t1));
          if (t2 < kResourceCount) get[t2] += 1;
          if (!v.offer_give.covers(get)) continue;
          if (give == v.offer_get && get == v.offer_give) continue;  // that is the offer: accept, not counter
          cands[size_t(n)] = {give, get};
          hands[size_t(n)] = v.hand - give + get;
          ++n;
        }
    }
  if (n == 0) return false;
  hands[size_t(n)] = v.hand;
  std::array<double, 10 * 15 + 1> val;
  hand_values(now, hands.data(), n + 1, val.data());
  const auto worth = card_worths(now);
  auto worth_of = [&](const ResourceCounts& c) {
    double w = 0;
    for (int r = 0; r < kResourceCount; ++r) w += worth[size_t(r)] * c[r];
    return w;
  };
  double best = val[size_t(n)] + strong_weights().accept_gain;
  bool found = false;
  for (int i = 0; i < n; ++i) {
    const Cand& c = cands[size_t(i)];
    if (worth_of(c.give) + 1e-9 < worth_of(c.get)) continue;  // not fair by its own worths
    if (val[size_t(i)] > best) {
      best = val[size_t(i)];
      found = true;
      out = trade_action(ActionType::counter_trade, v.viewer, c.give, c.get);
    }
  }
  return found;
}

Action main_phase(const BotView& v) {
  const Model now = Model::from_view(v);
  const double stay = position_value(now);
  int best = -1;
  double best_v = stay + strong_weights().act_margin;
  for (int i = 0; i < v.legal.size; ++i) {
    const Action& a = v.legal[i];
    if (a.type == ActionType::end_turn || a.type == ActionType::offer_trade) continue;
    if (int(a.type) >= kModuleActionFirst) continue;  // module actions: not modelled
    double val = after(v, now, a);
    if (val > best_v) { best_v = val; best = i; }
  }
  if (best >= 0) return v.legal[best];
  Action offer;
  if (choose_offer(v, now, offer)) return offer;
  for (const auto& a : v.legal) if (a.type == ActionType::end_turn) return a;
  return v.legal[0];
}

}  // namespace

Action strong_action(const BotView& v, Rng& rng) {
  const ActionList& legal = v.legal;
  switch (v.phase) {
    case Phase::setup_settlement: {
      const Model m = Model::from_view(v);
      const bool first = m.building_points == 0;
      int seated = 0;
      for (int o = 0; o < v.num_players; ++o) seated += v.players[o].seated;
      const int taken_before = 2 * (seated - 1 - v.viewer);  // snake order, seat 0 first (§1.4)
      return pick_max(legal, ActionType::build_settlement, [&](const Action& a) {
        return (first ? first_settlement_value(m, a.target, taken_before) : spot_value(m, a.target)) +
               0.01 * double(rng.below(100));
      });
    }
    case Phase::setup_road:
    case Phase::road_building: {
      const Model m = Model::from_view(v);
      int e = best_road(m, &legal);
      for (const auto& a : legal) if (a.type == ActionType::build_road && a.target == e) return a;
      return legal[0];
    }
    case Phase::pre_roll: {
      if (v.playable[int(DevCard::knight)] > 0 && (robbed(v) || army_gain(v) || strong_weights().knight_eager > 0))
        for (const auto& a : legal) if (a.type == ActionType::play_knight) return a;
      for (const auto& a : legal) if (a.type == ActionType::roll_dice) return a;
      return legal[0];
    }
    case Phase::discard: {
      const Model m = Model::from_view(v);
      return pick_max(legal, ActionType::discard, [&](const Action& a) { return hand_value(m, v.hand - a.give); });
    }
    case Phase::move_robber:
      return pick_max(legal, ActionType::move_robber, [&](const Action& a) { return robber_score(v, a.target, a.victim); });
    case Phase::trade_offer: {
      if (v.viewer == v.current) {
        // An acceptor with the fewest points; or a counter-offer the bot values at least as much
        // as its own offer (the best of them), which then wins over acceptors if worth more.
        int best = -1, best_pts = 1000, best_counter = -1;
        double counter_value = -1e18, offer_value = 0;
        bool counters = false;
        for (int i = 0; i < legal.size; ++i)
          counters |= legal[i].type == ActionType::confirm_trade && v.players[legal[i].target].trade_answer == 3;
        const Model m = counters ? Model::from_view(v) : Model{};
        if (counters) offer_value = hand_value(m, v.hand - v.offer_give + v.offer_get);
        for (int i = 0; i < legal.size; ++i) {
          if (legal[i].type != ActionType::confirm_trade) continue;
          const SeatView& o = v.players[legal[i].target];
          if (o.trade_answer == 3) {
            const double value = hand_value(m, v.hand - o.counter_get + o.counter_give);
            if (value + 1e-9 >= offer_value && value > counter_value) { counter_value = value; best_counter = i; }
          } else if (o.public_points < best_pts) {
            best_pts = o.public_points;
            best = i;
          }
        }
        if (best_counter >= 0 && (best < 0 || counter_value > offer_value + 1e-9)) return legal[best_counter];
        if (best >= 0) return legal[best];
        for (const auto& a : legal) if (a.type == ActionType::cancel_trade) return a;
        return legal[0];
      }
      const Model m = Model::from_view(v);
      bool accept = v.hand.covers(v.offer_get) &&
                    v.players[v.offer_from].public_points < v.options.vp_target - 2 &&
                    hand_value(m, v.hand - v.offer_get + v.offer_give) > hand_value(m, v.hand) + strong_weights().accept_gain;
      if (!accept && v.players[v.offer_from].public_points < v.options.vp_target - 2) {
        Action c;
        if (choose_counter(v, m, c)) return c;
      }
      for (const auto& a : legal) if (a.type == ActionType::respond_trade && a.accept == accept) return a;
      return legal[0];
    }
    case Phase::main: return main_phase(v);
    default: return legal[0];
  }
}

}  // namespace catan::bots
