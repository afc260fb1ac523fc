// The strong bot's position value (weights documented inline, in VP/100).
#include "engine/bots/value.hpp"

#include <algorithm>

namespace catan::bots {
namespace {

constexpr double kVp = 100;                 // one victory point
constexpr double kPip = 2.5;                // one pip of production (of 36 per roll)
constexpr double kWeight[kResourceCount] = {1.0, 1.0, 0.75, 1.0, 1.0};  // brick lumber wool grain ore
constexpr double kNewResource = 6;          // producing a resource at all
constexpr double kHarbor2 = 1.2;            // per pip of the matching resource with a 2:1 harbor
constexpr double kHarbor3 = 3;              // a generic harbor
constexpr double kSpotBase = 40;            // a reachable settlement spot beyond its production
constexpr double kReach[4] = {0.5, 0.32, 0.18, 0.08};  // by roads still needed
constexpr double kSecondSpot = 0.35;
constexpr double kDevHeld[kDevCardKinds] = {12, 0, 14, 18, 14};  // knight vp(in VP) rb yop mono
constexpr double kDevBought = 30;           // expected worth of an unseen card
constexpr double kKnight = 6;               // per knight played
constexpr double kRoadRace = 4;             // per road of length while in the race

struct Derived {
  std::array<int, kResourceCount> prod{};  // own pips per resource (robber skipped)
  std::array<int8_t, kVertices> dist{};
  int best_dist = 99;                      // roads to the nearest free spot
  bool has_settlement = false;
};

Derived derive(const Model& m) {
  Derived d;
  for (int x = 0; x < kVertices; ++x) {
    if (m.owner[x] != m.me) continue;
    if (m.level[x] == 1) d.has_settlement = true;
    auto p = vertex_pips(*m.view, x, m.robber);
    for (int r = 0; r < kResourceCount; ++r) d.prod[r] += p[r] * m.level[x];
  }
  m.road_distance(d.dist);
  for (int x = 0; x < kVertices; ++x)
    if (d.dist[x] < d.best_dist && m.spot_free(x)) d.best_dist = d.dist[x];
  return d;
}

int missing(const ResourceCounts& hand, const ResourceCounts& cost) {
  int n = 0;
  for (int r = 0; r < kResourceCount; ++r) n += std::max(0, cost[r] - hand[r]);
  return n;
}

double hand_value_d(const Model& m, const Derived& d, const ResourceCounts& hand) {
  double h = 0;
  if (d.has_settlement && m.cities_left > 0) h += 55.0 / (1 + missing(hand, kCityCost));
  if (m.settlements_left > 0) {
    if (d.best_dist == 0) h += 55.0 / (1 + missing(hand, kSettlementCost));
    else if (d.best_dist <= 2) h += 18.0 / (1 + missing(hand, kSettlementCost));
  }
  if (m.roads_left > 0 && d.best_dist >= 1 && d.best_dist <= 3) h += 14.0 / (1 + missing(hand, kRoadCost));
  if (m.view->development_deck_count > m.dev_bought) h += 14.0 / (1 + missing(hand, kDevCardCost));
  const int total = hand.total(), limit = m.view->discard_limit;
  h += 1.2 * std::min(total, limit) - 5.0 * std::max(0, total - limit);
  return h;
}

double spot_value_d(const Model& m, const Derived& d, int x) {
  auto p = vertex_pips(*m.view, x, -1);
  double s = 0;
  for (int r = 0; r < kResourceCount; ++r) {
    s += kPip * kWeight[r] * p[r];
    if (p[r] > 0 && d.prod[r] == 0) s += kNewResource;
  }
  const unsigned mask = m.view->harbor_mask[x];
  if (mask & 32u) s += kHarbor3;
  for (int r = 0; r < kResourceCount; ++r)
    if (mask & (1u << r)) s += kHarbor2 * (d.prod[r] + p[r]);
  return s;
}

}  // namespace

double hand_value(const Model& m, const ResourceCounts& hand) { return hand_value_d(m, derive(m), hand); }

double spot_value(const Model& m, int vertex) { return spot_value_d(m, derive(m), vertex); }

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
  value += kVp * (m.building_points + m.vp_cards + 2 * road_award + 2 * army_award);
  if (!road_award && trail >= 3 && trail + 1 >= others_road) value += kRoadRace * trail;
  value += kKnight * m.knights;

  // Production.
  for (int r = 0; r < kResourceCount; ++r) {
    value += kPip * kWeight[r] * d.prod[r];
    if (d.prod[r] > 0) value += kNewResource;
  }
  unsigned mask = 0;
  for (int x = 0; x < kVertices; ++x) if (m.owner[x] == m.me) mask |= v.harbor_mask[x];
  if (mask & 32u) value += kHarbor3;
  for (int r = 0; r < kResourceCount; ++r) if (mask & (1u << r)) value += kHarbor2 * d.prod[r];

  // Expansion: the two best reachable free intersections.
  if (m.settlements_left > 0) {
    double best = 0, second = 0;
    for (int x = 0; x < kVertices; ++x) {
      if (d.dist[x] > 3 || !m.spot_free(x)) continue;
      if (d.dist[x] > 0 && m.roads_left < d.dist[x]) continue;
      double s = (kSpotBase + spot_value_d(m, d, x)) * kReach[d.dist[x]];
      if (s > best) { second = best; best = s; } else if (s > second) second = s;
    }
    value += best + kSecondSpot * second;
  }

  // Development cards.
  for (int k = 0; k < kDevCardKinds; ++k) value += kDevHeld[k] * m.dev[k];
  value += kDevBought * m.dev_bought;

  return value + hand_value_d(m, d, m.hand);
}

double expected_cards(const BotView& v, int o, int r) {
  std::array<double, kResourceCount> prod{};
  double total = 0;
  for (int x = 0; x < kVertices; ++x) {
    if (v.building_owner[x] != o) continue;
    auto p = vertex_pips(v, x, v.robber_hex);
    for (int k = 0; k < kResourceCount; ++k) { prod[k] += p[k] * v.building_level[x]; total += p[k] * v.building_level[x]; }
  }
  return v.players[o].resource_count * (prod[r] + 1.0) / (total + kResourceCount);
}

}  // namespace catan::bots
