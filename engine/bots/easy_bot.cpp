// The easy level: fixed priorities, no planning. Sensible (it builds what it
// can, places on good numbers, robs opponents) but weak: setup ignores
// resource mix and harbors, it never offers domestic trades, trades with the
// bank only to dodge a discard, and plays development cards naively.
#include <algorithm>

#include "engine/bots/levels.hpp"
#include "engine/bots/model.hpp"

namespace catan::bots {
namespace {


int total_pips(const BotView& v, int x) {
  auto p = vertex_pips(v, x);
  int t = 0;
  for (int n : p) t += n;
  return t;
}

// Random action among those of `type` with the highest score.
template <class Score>
int pick(const ActionList& legal, ActionType type, Rng& rng, Score score) {
  int best = -1, ties = 0;
  double best_v = -1e18;
  for (int i = 0; i < legal.size; ++i) {
    if (legal[i].type != type) continue;
    double s = score(legal[i]);
    if (s > best_v) { best_v = s; best = i; ties = 1; }
    else if (s == best_v && rng.below(uint32_t(++ties)) == 0) best = i;
  }
  return best;
}

int find(const ActionList& legal, ActionType type) {
  for (int i = 0; i < legal.size; ++i) if (legal[i].type == type) return i;
  return -1;
}

// Road toward the best-pip free intersection (by road distance after it).
double road_score(const BotView& v, const Model& base, int e) {
  Model m = base;
  m.build_road(e);
  std::array<int8_t, kMaxVertices> dist{};
  m.road_distance(dist);
  double best = 0;
  for (int x = 0; x < v.topo->vertex_count; ++x)
    if (dist[x] <= 2 && m.spot_free(x)) best = std::max(best, total_pips(v, x) / (1.0 + dist[x]));
  return best;
}

bool has_free_spot(const Model& m) {
  std::array<int8_t, kMaxVertices> dist{};
  m.road_distance(dist);
  for (int x = 0; x < m.view->topo->vertex_count; ++x) if (dist[x] == 0 && m.spot_free(x)) return true;
  return false;
}

}  // namespace

Action easy_action(const BotView& v, Rng& rng) {
  const ActionList& legal = v.legal;
  auto chosen = [&](int i) { return i >= 0 ? legal[i] : legal[int(rng.below(uint32_t(legal.size)))]; };
  switch (v.phase) {
    case Phase::setup_settlement: {
      // One of the five best spots by total pips, at random.
      std::array<int, kMaxVertices> score{};
      std::array<int, kMaxVertices> idx{};
      int n = 0;
      for (int i = 0; i < legal.size; ++i)
        if (legal[i].type == ActionType::build_settlement) { idx[n] = i; score[n] = total_pips(v, legal[i].target); ++n; }
      if (n == 0) return chosen(-1);
      std::array<int, kMaxVertices> order{};
      for (int i = 0; i < n; ++i) order[i] = i;
      std::sort(order.begin(), order.begin() + n, [&](int a, int b) { return score[a] > score[b]; });
      int top = std::min(n, 5);
      return legal[idx[order[rng.below(uint32_t(top))]]];
    }
    case Phase::setup_road:
      return chosen(-1);
    case Phase::pre_roll: {
      bool robbed = false;
      for (auto x : v.topo->hexes[v.robber_hex].vertices) robbed |= v.building_owner[x] == v.viewer;
      if (robbed) {
        if (int i = find(legal, ActionType::play_knight); i >= 0) return legal[i];
      }
      return chosen(find(legal, ActionType::roll_dice));
    }
    case Phase::discard:
      return chosen(pick(legal, ActionType::discard, rng, [&](const Action& a) {
        for (int r = 0; r < kResourceCount; ++r) if (a.give[r]) return double(v.hand[r]);
        return 0.0;
      }));
    case Phase::move_robber:
      return chosen(pick(legal, ActionType::move_robber, rng, [&](const Action& a) {
        double s = 0;
        for (auto x : v.topo->hexes[a.target].vertices) {
          int o = v.building_owner[x];
          if (o >= 0 && (o == v.viewer || v.players[o].seated)) s += (o == v.viewer ? -2.0 : 1.0) * pips(v.layout.number[a.target]) * v.building_level[x];
        }
        return s;
      }));
    case Phase::road_building: {
      const Model m = Model::from_view(v);
      return chosen(pick(legal, ActionType::build_road, rng, [&](const Action& a) { return road_score(v, m, a.target); }));
    }
    case Phase::trade_offer: {
      if (v.viewer == v.current) {
        // An acceptor; else a counter-offer that gives a card of a kind it asked for and costs
        // no more cards than its own offer (the easy level's count of "no worse").
        for (int i = 0; i < legal.size; ++i)
          if (legal[i].type == ActionType::confirm_trade && v.players[legal[i].target].trade_answer == 1) return legal[i];
        for (int i = 0; i < legal.size; ++i) {
          if (legal[i].type != ActionType::confirm_trade) continue;
          const SeatView& o = v.players[legal[i].target];
          bool asked = false;
          for (int r = 0; r < kResourceCount; ++r) asked |= o.counter_give[r] > 0 && v.offer_get[r] > 0;
          if (asked && o.counter_get.total() <= v.offer_give.total()) return legal[i];
        }
        return chosen(find(legal, ActionType::cancel_trade));
      }
      // Accept if it brings a resource it lacks for a resource it has plenty of.
      bool accept = v.hand.covers(v.offer_get);
      for (int r = 0; r < kResourceCount && accept; ++r) {
        if (v.offer_get[r] > 0 && v.hand[r] < v.offer_get[r] + 2) accept = false;
        if (v.offer_give[r] > 0 && v.hand[r] > 0) accept = false;
      }
      for (int i = 0; i < legal.size; ++i)
        if (legal[i].type == ActionType::respond_trade && legal[i].accept == accept) return legal[i];
      return chosen(-1);
    }
    case Phase::main: {
      if (int i = find(legal, ActionType::build_city); i >= 0)
        return chosen(pick(legal, ActionType::build_city, rng, [&](const Action& a) { return double(total_pips(v, a.target)); }));
      if (int i = find(legal, ActionType::build_settlement); i >= 0)
        return chosen(pick(legal, ActionType::build_settlement, rng, [&](const Action& a) { return double(total_pips(v, a.target)); }));
      if (int i = find(legal, ActionType::buy_development_card); i >= 0) return legal[i];
      const Model m = Model::from_view(v);
      if (find(legal, ActionType::build_road) >= 0 && !has_free_spot(m))
        return chosen(pick(legal, ActionType::build_road, rng, [&](const Action& a) { return road_score(v, m, a.target); }));
      if (!v.dev_played) {
        if (int i = find(legal, ActionType::play_road_building); i >= 0 && !has_free_spot(m)) return legal[i];
        if (int i = pick(legal, ActionType::play_year_of_plenty, rng, [&](const Action& a) {
              double s = 0;
              for (int r = 0; r < kResourceCount; ++r) s -= a.get[r] * v.hand[r];
              return s;
            }); i >= 0) return legal[i];
        if (int i = pick(legal, ActionType::play_monopoly, rng, [&](const Action& a) { return -double(v.hand[a.resource]); }); i >= 0)
          return legal[i];
      }
      // 4:1 (or harbor) trade only to get under the discard limit.
      if (v.hand.total() > v.options.discard_limit) {
        int i = pick(legal, ActionType::maritime_trade, rng, [&](const Action& a) {
          int g = 0, t = 0;
          for (int r = 0; r < kResourceCount; ++r) { if (a.give[r]) g = r; if (a.get[r]) t = r; }
          return double(v.hand[g] - v.hand[t]);
        });
        if (i >= 0) return legal[i];
      }
      return chosen(find(legal, ActionType::end_turn));
    }
    default:
      return chosen(-1);
  }
}

}  // namespace catan::bots
