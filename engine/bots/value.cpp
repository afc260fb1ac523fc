// The strong bot's position value (weights: StrongWeights in value.hpp, in VP/100).
#include "engine/bots/value.hpp"

#include <algorithm>
#include <cmath>

#include "engine/catan/cities_knights/cities_knights.hpp"

namespace catan::bots {
namespace {

const StrongWeights& weights() { return strong_weights(); }

struct Derived {
  std::array<int, kResourceCount> prod{};  // own pips per resource (robber skipped)
  std::array<int8_t, kMaxVertices> dist{};
  int best_dist = 99;                      // roads to the nearest free spot
  bool has_settlement = false;
  std::array<double, kResourceCount> weight{};      // value of one pip of each resource
  std::array<double, kResourceCount> difficulty{};  // cost of one missing card of each resource
};

Derived derive(const Model& m) {
  Derived d;
  for (int x = 0; x < m.view->topo->vertex_count; ++x) {
    if (m.owner[x] != m.me) continue;
    if (m.level[x] == 1) d.has_settlement = true;
    auto p = vertex_pips(*m.view, x, m.robber);
    for (int r = 0; r < kResourceCount; ++r) d.prod[r] += p[r] * m.level[x];
  }
  std::array<double, kResourceCount> board{};
  double all = 0;
  for (int h = 0; h < m.view->topo->land_count; ++h) {
    int r = hex_resource(*m.view, h);
    if (r >= 0) { board[r] += pips(m.view->layout.number[h]); all += pips(m.view->layout.number[h]); }
  }
  for (int r = 0; r < kResourceCount; ++r) {
    double w = r == int(Resource::wool) ? weights().wool : 1.0;
    if (weights().scarcity > 0 && board[r] > 0) w *= std::clamp(std::pow(all / kResourceCount / board[r], weights().scarcity), 0.5, 2.0);
    d.weight[r] = w;
    d.difficulty[r] = std::clamp(9.0 / (d.prod[r] + 0.01), 0.6, weights().max_difficulty);
  }
  m.road_distance(d.dist);
  for (int x = 0; x < m.view->topo->vertex_count; ++x)
    if (d.dist[x] < d.best_dist && m.spot_free(x)) d.best_dist = d.dist[x];
  return d;
}

double missing(const Derived& d, const ResourceCounts& hand, const ResourceCounts& cost) {
  double n = 0, hard = 0;
  for (int r = 0; r < kResourceCount; ++r) {
    int k = std::max(0, cost[r] - hand[r]);
    n += k;
    hard += k * d.difficulty[r];
  }
  return (1 - weights().difficulty) * n + weights().difficulty * hard;
}

// Cities & Knights: the commodities in `hand` toward each track's next improvement level (0 in
// other games and while the viewer has no city, which improvements need).
double ck_hand_value(const Model& m, const ResourceCounts& hand) {
  const CkState* s = cities_knights_state(*m.view);
  if (!s) return 0;
  bool city = false;
  for (int x = 0; x < m.view->topo->vertex_count && !city; ++x) city = m.owner[x] == m.me && m.level[x] == 2;
  if (!city) return 0;
  const StrongWeights& w = weights();
  double h = 0;
  if (w.ck_goal_knight != 0 && s->attacks == 0) {  // a knight before the first attack (most cities fall to it): built, then activated
    bool knight = false, active = false;
    for (const uint8_t k : s->knight)
      if (k && ck::knight::owner(k) == m.me) { knight = true; active |= ck::knight::active(k); }
    if (!active) {
      int miss = std::max(0, 1 - hand[int(Resource::grain)]);
      if (!knight) miss += std::max(0, 1 - hand[int(Resource::wool)]) + std::max(0, 1 - hand[int(Resource::ore)]);
      h += w.ck_goal_knight / (1 + miss);
    }
  }
  for (int t = 0; t < ck::kTracks; ++t) {
    const int held = hand[ck::kTrackCommodity[size_t(t)]];
    const int next = s->level[size_t(m.me)][size_t(t)] + 1;
    if (next > ck::kMaxLevel) { h += w.ck_commodity_extra * held; continue; }
    h += w.ck_commodity * std::min(held, next) + w.ck_commodity_extra * std::max(0, held - next);
    h += w.ck_goal / (1 + std::max(0, next - held));
  }
  return h;
}

double hand_value_d(const Model& m, const Derived& d, const ResourceCounts& hand) {
  double h = ck_hand_value(m, hand);
  if (d.has_settlement && m.cities_left > 0) h += weights().goal_city / (1 + missing(d, hand, kCityCost));
  if (m.settlements_left > 0) {
    if (d.best_dist == 0) h += weights().goal_settlement / (1 + missing(d, hand, kSettlementCost));
    else if (d.best_dist <= 2) h += weights().goal_settlement_far / (1 + missing(d, hand, kSettlementCost));
  }
  if (m.roads_left > 0 && d.best_dist >= 1 && d.best_dist <= 3) h += weights().goal_road / (1 + missing(d, hand, kRoadCost));
  if (m.view->development_deck_count > m.dev_bought) h += weights().goal_dev / (1 + missing(d, hand, kDevCardCost));
  const int total = hand.total(), limit = m.view->options.discard_limit;
  h += weights().card * std::min(total, limit) - weights().over_limit * std::max(0, total - limit);
  return h;
}

double spot_value_d(const Model& m, const Derived& d, int x) {
  auto p = vertex_pips(*m.view, x, -1);
  double s = 0;
  for (int r = 0; r < kResourceCount; ++r) {
    s += weights().pip * d.weight[r] * p[r];
    if (p[r] > 0 && d.prod[r] == 0) s += weights().new_resource;
  }
  const unsigned mask = m.view->harbor_mask[x];
  if (mask & 32u) s += weights().harbor3;
  for (int r = 0; r < kResourceCount; ++r)
    if (mask & (1u << r)) s += weights().harbor2 * (d.prod[r] + p[r]);
  return s;
}

// Expansion: the two best reachable free intersections.
double expansion_d(const Model& m, const Derived& d) {
  if (m.settlements_left <= 0) return 0;
  double best = 0, second = 0;
  for (int x = 0; x < m.view->topo->vertex_count; ++x) {
    if (d.dist[x] > 3 || !m.spot_free(x)) continue;
    if (d.dist[x] > 0 && m.roads_left < d.dist[x]) continue;
    double s = (weights().spot_base + spot_value_d(m, d, x)) * weights().reach[d.dist[x]];
    if (s > best) { second = best; best = s; } else if (s > second) second = s;
  }
  return best + weights().second_spot * second;
}

}  // namespace

StrongWeights& strong_weights() {
  static StrongWeights w;
  return w;
}

bool set_strong_weight(std::string_view name, double value) {
  StrongWeights& w = strong_weights();
  struct Field { std::string_view name; double* p; };
  const Field fields[] = {
      {"vp", &w.vp}, {"pip", &w.pip}, {"wool", &w.wool}, {"new_resource", &w.new_resource},
      {"harbor2", &w.harbor2}, {"harbor3", &w.harbor3}, {"spot_base", &w.spot_base},
      {"reach0", &w.reach[0]}, {"reach1", &w.reach[1]}, {"reach2", &w.reach[2]}, {"reach3", &w.reach[3]},
      {"second_spot", &w.second_spot}, {"dev_held0", &w.dev_held[0]}, {"dev_held2", &w.dev_held[2]},
      {"dev_held3", &w.dev_held[3]}, {"dev_held4", &w.dev_held[4]}, {"dev_bought", &w.dev_bought},
      {"knight", &w.knight}, {"road_race", &w.road_race}, {"goal_city", &w.goal_city},
      {"goal_settlement", &w.goal_settlement}, {"goal_settlement_far", &w.goal_settlement_far},
      {"goal_road", &w.goal_road}, {"goal_dev", &w.goal_dev}, {"card", &w.card}, {"over_limit", &w.over_limit},
      {"act_margin", &w.act_margin}, {"scarcity", &w.scarcity}, {"difficulty", &w.difficulty}, {"max_difficulty", &w.max_difficulty}, {"offer_gain", &w.offer_gain}, {"accept_gain", &w.accept_gain}, {"max_offers", &w.max_offers}, {"ask_two", &w.ask_two}, {"max_ask", &w.max_ask}, {"fair", &w.fair}, {"counter", &w.counter}, {"pair", &w.pair}, {"offer_likely", &w.offer_likely}, {"followup", &w.followup}, {"robber_vp", &w.robber_vp}, {"robber_leader", &w.robber_leader}, {"knight_eager", &w.knight_eager},
      {"token", &w.token}, {"forced_deny", &w.forced_deny}, {"feed", &w.feed}, {"desert_pip", &w.desert_pip},
      {"army_margin", &w.army_margin}, {"ck_commodity", &w.ck_commodity}, {"ck_commodity_extra", &w.ck_commodity_extra}, {"ck_goal", &w.ck_goal}, {"ck_setup_kit", &w.ck_setup_kit}, {"ck_goal_knight", &w.ck_goal_knight}, {"neutral_award", &w.neutral_award}, {"neutral_break", &w.neutral_break}};
  for (const auto& f : fields)
    if (f.name == name) { *f.p = value; return true; }
  return false;
}

double hand_value(const Model& m, const ResourceCounts& hand) { return hand_value_d(m, derive(m), hand); }

void hand_values(const Model& m, const ResourceCounts* hands, int n, double* out) {
  const Derived d = derive(m);
  for (int i = 0; i < n; ++i) out[i] = hand_value_d(m, d, hands[i]);
}

std::array<double, kResourceCount> card_worths(const Model& m) { return derive(m).weight; }

double expansion_value(const Model& m) { return expansion_d(m, derive(m)); }

double spot_value(const Model& m, int vertex) { return spot_value_d(m, derive(m), vertex); }

double first_settlement_value(const Model& m, int vertex, int taken_before) {
  const double first = spot_value_d(m, derive(m), vertex);
  if (weights().pair <= 0) return first;
  Model after = m;
  after.owner[vertex] = int8_t(m.me);
  after.level[vertex] = 1;
  const Derived d = derive(after);
  std::array<double, kMaxVertices> spots{};
  int n = 0;
  for (int x = 0; x < after.view->topo->vertex_count; ++x)
    if (after.spot_free(x)) spots[n++] = spot_value_d(after, d, x);
  if (n == 0) return first;
  std::sort(spots.begin(), spots.begin() + n, [](double a, double b) { return a > b; });
  // Others take about half the good spots near the top of the list.
  const int rank = std::min(n - 1, taken_before / 2);
  return first + weights().pair * spots[rank];
}

double position_value(const Model& m) {
  const BotView& v = *m.view;
  const Derived d = derive(m);
  double value = 0;

  // Victory points with the awards recomputed.
  int others_road = 0, others_knights = 0;
  for (int o = 0; o < v.num_players; ++o) {
    if (o == m.me) continue;
    others_road = std::max(others_road, v.players[o].road_length);
    others_knights = std::max(others_knights, v.players[o].knights_played);
  }
  const int trail = m.longest_trail();
  const bool road_award = v.longest_road_owner == m.me || (trail >= 5 && trail > others_road);
  const bool army_award = v.largest_army_owner == m.me || (m.knights >= 3 && m.knights > others_knights);
  value += weights().vp * (m.building_points + m.vp_cards + 2 * road_award + 2 * army_award);
  if (!road_award && trail >= 3 && trail + 1 >= others_road) value += weights().road_race * trail;
  value += weights().knight * m.knights;

  // Production.
  for (int r = 0; r < kResourceCount; ++r) {
    value += weights().pip * d.weight[r] * d.prod[r];
    if (d.prod[r] > 0) value += weights().new_resource;
  }
  unsigned mask = 0;
  for (int x = 0; x < m.view->topo->vertex_count; ++x) if (m.owner[x] == m.me) mask |= v.harbor_mask[x];
  if (mask & 32u) value += weights().harbor3;
  for (int r = 0; r < kResourceCount; ++r) if (mask & (1u << r)) value += weights().harbor2 * d.prod[r];

  value += expansion_d(m, d);

  // Development cards.
  for (int k = 0; k < kDevCardKinds; ++k) value += weights().dev_held[k] * m.dev[k];
  value += weights().dev_bought * m.dev_bought;

  return value + hand_value_d(m, d, m.hand);
}

double expected_cards(const BotView& v, int o, int r) {
  std::array<double, kResourceCount> prod{};
  double total = 0;
  for (int x = 0; x < v.topo->vertex_count; ++x) {
    if (v.building_owner[x] != o) continue;
    auto p = vertex_pips(v, x, v.robber_hex);
    for (int k = 0; k < kResourceCount; ++k) { prod[k] += p[k] * v.building_level[x]; total += p[k] * v.building_level[x]; }
  }
  return v.players[o].resource_count * (prod[r] + 1.0) / (total + kResourceCount);
}

}  // namespace catan::bots
