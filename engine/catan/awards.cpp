// Longest Road (§1.11), Largest Army (§1.12), points and victory (§1.13).
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

// A player's road network with local vertex numbering (at most 15 roads, so
// at most 30 vertices and a 16-bit used-edge mask).
struct RoadGraph {
  int nv = 0, ne = 0;
  std::array<int8_t, 2 * kRoadPieces> global{};                  // local vertex -> vertex id
  std::array<uint8_t, 2 * kRoadPieces> deg{};
  std::array<std::array<uint8_t, 3>, 2 * kRoadPieces> adj_edge{};  // local edge index
  std::array<std::array<uint8_t, 3>, 2 * kRoadPieces> adj_to{};    // local vertex at the other end
  std::array<bool, 2 * kRoadPieces> blocked{};                    // an opponent's building stands there
};

// Longest trail from local vertex v over unused edges; a trail may end at,
// but not pass through, a blocked vertex (§1.11, §4 case 2).
int dfs(const RoadGraph& g, int v, unsigned used, int len) {
  if (len > 0 && g.blocked[v]) return len;
  int best = len;
  for (int k = 0; k < g.deg[v]; ++k) {
    unsigned bit = 1u << g.adj_edge[v][k];
    if (used & bit) continue;
    int l = dfs(g, g.adj_to[v][k], used | bit, len + 1);
    if (l > best) best = l;
  }
  return best;
}

}  // namespace
}  // namespace catan::rules

namespace catan {

int longest_trail(const Topology& topo, const std::array<int8_t, kMaxEdges>& road_owner,
                  const std::array<int8_t, kMaxVertices>& building_owner, int player) {
  using namespace rules;
  RoadGraph g;
  std::array<int8_t, kMaxVertices> local;
  local.fill(-1);
  auto vid = [&](int v) {
    if (local[v] < 0) {
      local[v] = int8_t(g.nv);
      g.global[g.nv] = int8_t(v);
      int owner = building_owner[v];
      g.blocked[g.nv] = owner >= 0 && owner != player;
      ++g.nv;
    }
    return local[v];
  };
  for (int e = 0; e < topo.edge_count && g.ne < kRoadPieces; ++e) {
    if (road_owner[e] != player) continue;
    int a = vid(topo.edges[e].vertices[0]), b = vid(topo.edges[e].vertices[1]);
    g.adj_edge[a][g.deg[a]] = uint8_t(g.ne); g.adj_to[a][g.deg[a]++] = uint8_t(b);
    g.adj_edge[b][g.deg[b]] = uint8_t(g.ne); g.adj_to[b][g.deg[b]++] = uint8_t(a);
    ++g.ne;
  }
  if (g.ne == 0) return 0;
  // Start vertices: a longest trail can always be taken to start at a dead
  // end, a branch (degree 3) or a blocked vertex, except in a component that is
  // a plain cycle, where any vertex will do. Label components to find those.
  std::array<int8_t, 2 * kRoadPieces> comp;
  comp.fill(-1);
  std::array<bool, 2 * kRoadPieces> comp_has_start{};
  int ncomp = 0;
  for (int s = 0; s < g.nv; ++s) {
    if (comp[s] >= 0) continue;
    std::array<int8_t, 2 * kRoadPieces> stack;
    int top = 0;
    stack[top++] = int8_t(s);
    comp[s] = int8_t(ncomp);
    while (top) {
      int v = stack[--top];
      if (g.deg[v] != 2 || g.blocked[v]) comp_has_start[ncomp] = true;
      for (int k = 0; k < g.deg[v]; ++k)
        if (comp[g.adj_to[v][k]] < 0) { comp[g.adj_to[v][k]] = int8_t(ncomp); stack[top++] = int8_t(g.adj_to[v][k]); }
    }
    ++ncomp;
  }
  std::array<bool, 2 * kRoadPieces> comp_done{};
  int best = 0;
  for (int v = 0; v < g.nv; ++v) {
    int c = comp[v];
    bool start = (g.deg[v] != 2 || g.blocked[v]) || (!comp_has_start[c] && !comp_done[c]);
    if (!start) continue;
    comp_done[c] = true;
    int l = dfs(g, v, 0, 0);
    if (l > best) best = l;
    if (best == g.ne) break;
  }
  return best;
}

}  // namespace catan

namespace catan::rules {

int longest_road(const GameDef& d, const Position& p, int player) {
  std::array<int8_t, kMaxVertices> owners = p.building_owner;
  d.rules->mark_road_blockers(d, p, owners);
  return longest_trail(*d.topo, p.road_owner, owners, player);
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

int public_points(const GameDef& d, const Position& p, int player) {
  const auto& ps = p.players[player];
  int settlements = kSettlementPieces - ps.settlements_left;
  int cities = kCityPieces - ps.cities_left;
  return settlements + 2 * cities + (p.longest_road_owner == player ? 2 : 0) +
         (p.largest_army_owner == player ? 2 : 0) + d.rules->module_points(d, p, player);
}

int total_points(const GameDef& d, const Position& p, int player) {
  return public_points(d, p, player) + p.players[player].dev[int(DevCard::victory_point)];
}

void check_victory(Ctx& c) {
  auto& p = c.pos;
  if (p.phase == Phase::game_over || p.phase == Phase::setup_settlement || p.phase == Phase::setup_road) return;
  int pl = p.current;
  int pts = total_points(c.def, p, pl);
  if (pts >= c.def.config.options.vp_target) {
    p.winner = int8_t(pl);
    p.phase = Phase::game_over;
    c.events.push({EventType::game_won, int8_t(pl), -1, int16_t(pts)});
  }
}

}  // namespace catan::rules
