// Longest Road (§1.11), Largest Army (§1.12), points and victory (§1.13).
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

struct RoadGraph {
  int n = 0;
  std::array<int8_t, kRoadPieces + 1> edge{};
  std::array<std::array<int8_t, 2>, kRoadPieces + 1> ends{};
};

// Longest trail from vertex v using unused edges; cannot pass through a
// vertex holding an opponent's building (it may end there).
int dfs(const GameDef& d, const Position& p, const RoadGraph& g, int player, int v, unsigned used, int len) {
  int best = len;
  if (len > 0) {
    int owner = p.building_owner[v];
    if (owner >= 0 && owner != player) return best;
  }
  for (int i = 0; i < g.n; ++i) {
    if (used & (1u << i)) continue;
    int other;
    if (g.ends[i][0] == v) other = g.ends[i][1];
    else if (g.ends[i][1] == v) other = g.ends[i][0];
    else continue;
    int l = dfs(d, p, g, player, other, used | (1u << i), len + 1);
    if (l > best) best = l;
  }
  return best;
}

}  // namespace

int longest_road(const GameDef& d, const Position& p, int player) {
  RoadGraph g;
  for (int e = 0; e < kEdges && g.n <= kRoadPieces; ++e)
    if (p.road_owner[e] == player) {
      g.edge[g.n] = int8_t(e);
      g.ends[g.n] = d.topo->edges[e].vertices;
      ++g.n;
    }
  if (g.n == 0) return 0;
  int best = 0;
  // Start from every end vertex (dead ends first would suffice, loops need all).
  for (int i = 0; i < g.n; ++i)
    for (int k = 0; k < 2; ++k) {
      int l = dfs(d, p, g, player, g.ends[i][k], 0, 0);
      if (l > best) best = l;
      if (best == g.n) return best;
    }
  return best;
}

void update_longest_road(Ctx& c, unsigned mask) {
  auto& p = c.pos;
  for (int pl = 0; pl < p.num_players; ++pl)
    if (mask & (1u << pl)) p.players[pl].road_length = int8_t(longest_road(c.def, p, pl));
  int best = 0, count = 0, who = -1;
  for (int pl = 0; pl < p.num_players; ++pl) {
    int l = p.players[pl].road_length;
    if (l > best) { best = l; count = 1; who = pl; }
    else if (l == best) ++count;
  }
  int holder = p.longest_road_owner;
  int next = holder;
  if (holder >= 0 && p.players[holder].road_length >= 5 && p.players[holder].road_length == best) {
    next = holder;  // still (one of) the longest: keeps it, ties included
  } else if (best >= 5 && count == 1) {
    next = who;     // a unique longest road of 5+ takes it
  } else {
    next = -1;      // set aside: nobody has 5+, or several tie for longest
  }
  if (next != holder) {
    p.longest_road_owner = int8_t(next);
    c.events.push({EventType::longest_road_changed, int8_t(next), int8_t(holder), int16_t(best)});
  }
}

void update_largest_army(Ctx& c, int player) {
  auto& p = c.pos;
  int k = p.players[player].knights_played;
  int holder = p.largest_army_owner;
  if (holder == player || k < 3) return;
  if (holder < 0 || k > p.players[holder].knights_played) {
    p.largest_army_owner = int8_t(player);
    c.events.push({EventType::largest_army_changed, int8_t(player), int8_t(holder), int16_t(k)});
  }
}

int public_points(const Position& p, int player) {
  const auto& ps = p.players[player];
  int settlements = kSettlementPieces - ps.settlements_left;
  int cities = kCityPieces - ps.cities_left;
  return settlements + 2 * cities + (p.longest_road_owner == player ? 2 : 0) +
         (p.largest_army_owner == player ? 2 : 0);
}

int total_points(const Position& p, int player) {
  return public_points(p, player) + p.players[player].dev[int(DevCard::victory_point)];
}

void check_victory(Ctx& c) {
  auto& p = c.pos;
  if (p.phase == Phase::game_over || p.phase == Phase::setup_settlement || p.phase == Phase::setup_road) return;
  int pl = p.current;
  int pts = total_points(p, pl);
  if (pts >= c.def.config.options.vp_target) {
    p.winner = int8_t(pl);
    p.phase = Phase::game_over;
    c.events.push({EventType::game_won, int8_t(pl), -1, int16_t(pts)});
  }
}

}  // namespace catan::rules
