// CATAN for Two decisions of the easy and strong levels (see two_player_bot.hpp).
#include "engine/bots/two_player_bot.hpp"

#include <algorithm>

#include "engine/bots/value.hpp"
#include "engine/catan/match.hpp"
#include "engine/catan/two_player/two_player.hpp"

namespace catan::bots {
namespace {

const StrongWeights& W() { return strong_weights(); }

int opponent(const BotView& v) { return 1 - v.viewer; }  // seats 0 and 1 play; 2 and 3 are neutral

// The viewer's model seen as colour `who` (its pieces left; the board as in `base`).
Model as_colour(const Model& base, int who) {
  Model m = base;
  const SeatInfo& s = base.view->players[who];
  m.me = who;
  m.settlements_left = s.settlements_left;
  m.cities_left = s.cities_left;
  m.roads_left = s.roads_left;
  return m;
}

// Easy: total pips of the best free intersection colour `m.me` reaches with at most one road.
int best_near_pips(const Model& m) {
  if (m.settlements_left <= 0) return 0;
  std::array<int8_t, kMaxVertices> dist{};
  m.road_distance(dist);
  int best = 0;
  for (int x = 0; x < m.view->topo->vertex_count; ++x) {
    if (dist[x] > 1 || !m.spot_free(x)) continue;
    auto p = vertex_pips(*m.view, x, -1);
    int t = 0;
    for (int n : p) t += n;
    best = std::max(best, t);
  }
  return best;
}

// Pips of own production per resource for colour `who` (robber hex skipped).
std::array<int, kResourceCount> production(const BotView& v, int who) {
  std::array<int, kResourceCount> prod{};
  for (int x = 0; x < v.topo->vertex_count; ++x) {
    if (v.building_owner[x] != who) continue;
    auto p = vertex_pips(v, x, v.robber_hex);
    for (int r = 0; r < kResourceCount; ++r) prod[r] += p[r] * v.building_level[x];
  }
  return prod;
}

// Strong: worth of the board after the neutral piece `a` for the viewer.
double neutral_score_strong(const BotView& v, const Model& now, const Action& a, int my_trail, int opp_trail) {
  Model m = now;
  const int n = a.victim, opp = opponent(v);
  if (a.type == two_player::act::build_neutral_settlement) {
    m.owner[a.target] = int8_t(n);
    m.level[a.target] = 1;
  } else {
    m.road[a.target] = int8_t(n);
  }
  double s = expansion_value(as_colour(m, v.viewer)) - expansion_value(as_colour(m, opp));
  // Longest Road (§1.11): a neutral trail may take the award; a neutral settlement may break a trail.
  if (a.type == two_player::act::build_neutral_road) {
    const int trail = as_colour(m, n).longest_trail();
    const int holder = v.longest_road_owner;
    const int need = holder >= 0 ? v.players[holder].road_length : 4;
    if (trail >= 5 && trail > need && holder != n) {
      if (holder == opp) s += W().neutral_award;
      else if (holder == v.viewer) s -= W().neutral_award;
      else if (holder < 0) s += (opp_trail > my_trail ? 0.5 : -0.5) * W().neutral_award;  // it sets the bar higher
    }
  } else {
    const int after = as_colour(m, opp).longest_trail();
    if (opp_trail >= 4) s += W().neutral_break * (opp_trail - after);
    const int mine = as_colour(m, v.viewer).longest_trail();
    s -= W().neutral_break * (my_trail - mine);
  }
  return s;
}

// Easy: best free intersection by pips within one road, own minus opponent's.
double neutral_score_easy(const BotView& v, const Model& now, const Action& a) {
  Model m = now;
  if (a.type == two_player::act::build_neutral_settlement) {
    m.owner[a.target] = int8_t(a.victim);
    m.level[a.target] = 1;
  } else {
    m.road[a.target] = int8_t(a.victim);
  }
  return best_near_pips(as_colour(m, v.viewer)) - best_near_pips(as_colour(m, opponent(v)));
}

// Strong: how much the opponent lacks each resource (its production is public).
std::array<double, kResourceCount> opponent_want(const BotView& v) {
  auto prod = production(v, opponent(v));
  std::array<double, kResourceCount> want{};
  for (int r = 0; r < kResourceCount; ++r) want[r] = 4.0 / (prod[r] + 2.0);
  return want;
}

// Strong: the best 2 cards to give back from `hand` and their score (hand value kept minus feeding the opponent).
struct Return { ResourceCounts give; double score = -1e18; };

Return best_return(const Model& m, const ResourceCounts& hand, const std::array<double, kResourceCount>& want) {
  std::array<ResourceCounts, 15> gives{}, kept{};
  int n = 0;
  for (int r1 = 0; r1 < kResourceCount; ++r1)
    for (int r2 = r1; r2 < kResourceCount; ++r2) {
      ResourceCounts g = ResourceCounts::of(Resource(r1));
      g[r2] += 1;
      if (!hand.covers(g)) continue;
      gives[n] = g;
      kept[n] = hand - g;
      ++n;
    }
  std::array<double, 15> val{};
  hand_values(m, kept.data(), n, val.data());
  Return best;
  for (int i = 0; i < n; ++i) {
    double s = val[i];
    for (int r = 0; r < kResourceCount; ++r) s -= W().feed * gives[i][r] * want[r];
    if (s > best.score) { best.score = s; best.give = gives[i]; }
  }
  return best;
}

// Strong: expected gain of a forced trade now (hand value units), without its price.
double forced_trade_gain(const BotView& v) {
  const Model m = Model::from_view(v);
  const int opp = opponent(v);
  const int held = v.players[opp].resource_count;
  if (held == 0) return -1e18;
  // Estimated share of each resource in the opponent's hand (by its production, +1 each).
  std::array<double, kResourceCount> q{};
  double total = 0;
  for (int r = 0; r < kResourceCount; ++r) { q[r] = expected_cards(v, opp, r); total += q[r]; }
  for (auto& x : q) x /= total;
  const auto want = opponent_want(v);
  double expected = 0;
  if (held == 1) {
    for (int r = 0; r < kResourceCount; ++r)
      expected += q[r] * best_return(m, v.hand + ResourceCounts::of(Resource(r)), want).score;
  } else {
    for (int r1 = 0; r1 < kResourceCount; ++r1)
      for (int r2 = r1; r2 < kResourceCount; ++r2) {
        ResourceCounts took = ResourceCounts::of(Resource(r1));
        took[r2] += 1;
        const double p = q[r1] * q[r2] * (r1 == r2 ? 1.0 : 2.0);
        expected += p * best_return(m, v.hand + took, want).score;
      }
  }
  // Doing nothing keeps the hand as it is.
  const ResourceCounts hand = v.hand;
  double stay = 0;
  hand_values(m, &hand, 1, &stay);
  return expected - stay + W().forced_deny;
}

// Net pips the robber blocks: the viewer's production on its hex minus the opponent's.
int robbed_net_pips(const BotView& v) {
  const int p = pips(v.layout.number[v.robber_hex]);
  int net = 0;
  for (auto x : v.topo->hexes[v.robber_hex].vertices) {
    if (v.building_owner[x] == v.viewer) net += p * v.building_level[x];
    else if (v.building_owner[x] == opponent(v)) net -= p * v.building_level[x];
  }
  return net;
}

// Knight exchange keeps Largest Army with a margin of `margin` knights over the opponent (§2.6).
bool exchange_pays(const BotView& v, int margin) {
  const TwoPlayerState* two = two_player_state(v);
  if (!two || two->supply <= 0 || v.largest_army_owner != v.viewer) return false;
  const int k = v.players[v.viewer].knights_played - 1, j = v.players[opponent(v)].knights_played;
  return k >= 3 && k >= j + margin;
}

const Action* listed(const BotView& v, ActionType t) {
  for (const auto& a : v.legal) if (a.type == t) return &a;
  return nullptr;
}

}  // namespace

bool is_two_player(const BotView& v) { return find_rules(v.game) == &two_player_rules(); }

int token_price(const BotView& v) {
  return v.players[v.viewer].public_points <= v.players[opponent(v)].public_points ? 1 : 2;
}

Action neutral_build(const BotView& v, bool strong, Rng& rng) {
  const Model now = Model::from_view(v);
  const int my_trail = v.players[v.viewer].road_length, opp_trail = v.players[opponent(v)].road_length;
  int best = -1, ties = 0;
  double best_s = -1e18;
  for (int i = 0; i < v.legal.size; ++i) {
    const Action& a = v.legal[i];
    if (a.type != two_player::act::build_neutral_road && a.type != two_player::act::build_neutral_settlement) continue;
    const double s = strong ? neutral_score_strong(v, now, a, my_trail, opp_trail) : neutral_score_easy(v, now, a);
    if (s > best_s + 1e-9) { best_s = s; best = i; ties = 1; }
    else if (s > best_s - 1e-9 && rng.below(uint32_t(++ties)) == 0) best = i;
  }
  return best >= 0 ? v.legal[best] : v.legal[0];
}

Action forced_trade_return(const BotView& v, bool strong, Rng& rng) {
  ResourceCounts give;
  if (strong) {
    give = best_return(Model::from_view(v), v.hand, opponent_want(v)).give;
  } else {  // easy: keep what pays for a build (city first), then give what it holds most of
    int best = -1, ties = 0;
    double best_s = -1e18;
    for (int i = 0; i < v.legal.size; ++i) {
      const Action& a = v.legal[i];
      if (a.type != two_player::act::forced_trade_return) continue;
      const ResourceCounts kept = v.hand - a.give;
      double s = 8.0 * kept.covers(kCityCost) + 4.0 * kept.covers(kSettlementCost) + 2.0 * kept.covers(kDevCardCost) +
                 1.0 * kept.covers(kRoadCost);
      for (int r = 0; r < kResourceCount; ++r) s += 0.01 * a.give[r] * v.hand[r];
      if (s > best_s + 1e-9) { best_s = s; best = i; ties = 1; }
      else if (s > best_s - 1e-9 && rng.below(uint32_t(++ties)) == 0) best = i;
    }
    if (best >= 0) return v.legal[best];
  }
  for (const auto& a : v.legal) if (a.type == two_player::act::forced_trade_return && a.give == give) return a;
  return v.legal[0];
}

bool token_action(const BotView& v, bool strong, Action& out) {
  if (!is_two_player(v) || v.phase != Phase::main) return false;
  const int price = token_price(v);
  if (const Action* a = listed(v, two_player::act::exchange_knight); a && exchange_pays(v, strong ? int(W().army_margin) : 1)) {
    out = *a;
    return true;
  }
  if (const Action* a = listed(v, two_player::act::robber_to_desert)) {
    const int net = robbed_net_pips(v);
    if (strong ? W().desert_pip * net > W().token * price : net >= 3) {
      out = *a;
      return true;
    }
  }
  if (const Action* a = listed(v, two_player::act::forced_trade)) {
    const bool pays = strong ? forced_trade_gain(v) > W().token * price
                             : v.players[opponent(v)].resource_count >= 4 && v.hand.total() >= 1;
    if (pays) {
      out = *a;
      return true;
    }
  }
  return false;
}

}  // namespace catan::bots
