// Validation of a position read from a scenario (docs/scenario.md "What is
// refused"): what play can never produce is refused with a reason code. Card
// conservation and piece limits are checked while reading (scenario.cpp).
#include "engine/catan/rule_module.hpp"
#include "engine/catan/rules_internal.hpp"
#include "engine/catan/scenario_internal.hpp"

namespace catan {

bool scenario_check(const GameDef& d, const Position& p, Error& err) {
  const auto& topo = *d.topo;
  // Distance rule (§1.9): no two buildings on neighbouring intersections.
  for (int v = 0; v < topo.vertex_count; ++v) {
    if (p.building_owner[v] < 0) continue;
    const auto& vi = topo.vertices[v];
    for (int k = 0; k < vi.degree; ++k)
      if (p.building_owner[vi.neighbors[k]] >= 0) {
        refuse(err, "distance_rule", "error.scenario.buildings_neighbouring_intersections_distance", {std::to_string(v), std::to_string(vi.neighbors[k])});
        return false;
      }
  }
  for (int pl = 0; pl < p.num_players; ++pl) {
    // Roads connected: every road joins one of its owner's buildings through
    // the owner's roads. Opponents' buildings do not cut this: a settlement
    // may later be built inside a road (§1.11).
    VertexBits reached;
    int buildings = 0, roads = 0;
    for (int v = 0; v < topo.vertex_count; ++v)
      if (p.building_owner[v] == pl) { reached.set(v); ++buildings; }
    std::array<bool, kMaxEdges> joined{};
    for (bool grew = true; grew;) {
      grew = false;
      for (int e = 0; e < topo.edge_count; ++e) {
        if (p.road_owner[e] != pl || joined[e]) continue;
        const auto& ev = topo.edges[e].vertices;
        if (!reached.test(ev[0]) && !reached.test(ev[1])) continue;
        joined[e] = true;
        reached.set(ev[0]);
        reached.set(ev[1]);
        grew = true;
      }
    }
    for (int e = 0; e < topo.edge_count; ++e) {
      if (p.road_owner[e] != pl) continue;
      ++roads;
      if (!joined[e]) {
        refuse(err, "not_connected", "error.scenario.road_path_does_not", {std::to_string(e), std::to_string(pl)});
        return false;
      }
    }
    if (!d.rules->is_seated(d, pl)) continue;  // neutral colours: the rule module checks them
    // Every building of a player touches one of their roads (setup placed a
    // road beside each first settlement; later ones are built on a road).
    for (int v = 0; v < topo.vertex_count; ++v) {
      if (p.building_owner[v] != pl) continue;
      bool touches = false;
      const auto& vi = topo.vertices[v];
      for (int k = 0; k < vi.degree; ++k) touches |= p.road_owner[vi.edges[k]] == pl;
      if (!touches) {
        refuse(err, "not_connected", "error.scenario.building_intersection_touches_none", {std::to_string(v), std::to_string(pl)});
        return false;
      }
    }
    if (buildings < 2 || roads < 2) {
      refuse(err, "impossible_position", "error.scenario.has_buildings_roads_setup", {std::to_string(pl), std::to_string(buildings), std::to_string(roads)});
      return false;
    }
  }
  // Longest Road (§1.11): the holder has 5+ and nobody longer (a tie keeps it);
  // unheld, no unique longest road of 5+ (it would have taken the card).
  int best = 0, count = 0;
  for (int pl = 0; pl < p.num_players; ++pl) {
    const int l = p.players[pl].road_length;
    if (l > best) { best = l; count = 1; } else if (l == best) ++count;
  }
  if (p.longest_road_owner >= 0) {
    const int l = p.players[p.longest_road_owner].road_length;
    if (l < 5 || l < best) {
      if (l < 5) refuse(err, "bad_award", "error.scenario.longest_road_short", {std::to_string(p.longest_road_owner), std::to_string(l)});
      else refuse(err, "bad_award", "error.scenario.longest_road_beaten", {std::to_string(p.longest_road_owner), std::to_string(l), std::to_string(best)});
      return false;
    }
  } else if (best >= 5 && count == 1) {
    refuse(err, "bad_award", "error.scenario.longest_road_unique_longest", {std::to_string(best)});
    return false;
  }
  // Largest Army (§1.12): the holder has 3+ face-up knights and nobody more.
  int most = 0, most_count = 0;
  for (int pl = 0; pl < p.num_players; ++pl) {
    const int k = p.players[pl].knights_played;
    if (k > most) { most = k; most_count = 1; } else if (k == most) ++most_count;
  }
  if (p.largest_army_owner >= 0) {
    const int k = p.players[p.largest_army_owner].knights_played;
    if (k < 3 || k < most) {
      if (k < 3) refuse(err, "bad_award", "error.scenario.largest_army_small", {std::to_string(p.largest_army_owner), std::to_string(k)});
      else refuse(err, "bad_award", "error.scenario.largest_army_beaten", {std::to_string(p.largest_army_owner), std::to_string(k), std::to_string(most)});
      return false;
    }
  } else if (most >= 3 && most_count == 1) {
    refuse(err, "bad_award", "error.scenario.largest_army_unique_most", {std::to_string(most)});
    return false;
  }
  // The active player wins the moment they reach the target on their turn (§1.13).
  const int pts = rules::total_points(d, p, p.current);
  if (pts >= d.config.options.vp_target) {
    refuse(err, "impossible_position", "error.scenario.has_points_their_own", {std::to_string(p.current), std::to_string(pts)});
    return false;
  }
  if (p.dev_played) {
    int used = 0;
    for (int k = 0; k < kDevCardKinds; ++k) used += p.players[p.current].dev_used[k];
    if (used == 0) {
      refuse(err, "impossible_position", "error.scenario.development_card_played_none");
      return false;
    }
  }
  return true;
}

}  // namespace catan
