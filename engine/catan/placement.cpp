// Placement predicates (§1.9): distance rule, connection, no road through an
// opponent's building, harbors for maritime rates (§1.8).
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

// Refusals carry static text: the standard board's range is spelled out, other boards'
// are named by their counts in the board JSON.
Refusal vertex_out_of_range(int count) {
  return {"bad_id", count == Topology::standard().vertex_count ? "refuse.vertex_id_out_range_0_53" : "refuse.vertex_id_out_range_board"};
}
Refusal edge_out_of_range(int count) {
  return {"bad_id", count == Topology::standard().edge_count ? "refuse.edge_id_out_range_0_71" : "refuse.edge_id_out_range_board"};
}

}  // namespace

Refusal settlement_spot(const GameDef& d, const Position& p, int player, int vertex, bool setup) {
  if (vertex < 0 || vertex >= d.topo->vertex_count) return vertex_out_of_range(d.topo->vertex_count);
  if (p.building_owner[vertex] >= 0) return {"occupied", "refuse.intersection_already_holds_building"};
  const auto& vi = d.topo->vertices[vertex];
  for (int k = 0; k < vi.degree; ++k)
    if (p.building_owner[vi.neighbors[k]] >= 0)
      return {"distance_rule", "refuse.building_stands_neighbouring_intersection_distance_rule"};
  if (p.players[player].settlements_left <= 0) return {"no_piece_left", "refuse.no_settlement_pieces_left"};
  if (!setup) {
    bool road = false;
    for (int k = 0; k < vi.degree; ++k) road |= p.road_owner[vi.edges[k]] == player;
    if (!road) return {"not_connected", "refuse.settlement_must_touch_one_your_roads"};
  }
  return {};
}

Refusal road_spot(const GameDef& d, const Position& p, int player, int edge, int must_touch) {
  if (edge < 0 || edge >= d.topo->edge_count) return edge_out_of_range(d.topo->edge_count);
  if (p.road_owner[edge] >= 0) return {"occupied", "refuse.path_already_holds_road"};
  if (p.players[player].roads_left <= 0) return {"no_piece_left", "refuse.no_road_pieces_left"};
  const auto& ei = d.topo->edges[edge];
  if (must_touch >= 0) {
    if (ei.vertices[0] != must_touch && ei.vertices[1] != must_touch)
      return {"not_connected", "refuse.setup_road_must_touch_settlement_just"};
    return {};
  }
  for (int end = 0; end < 2; ++end) {
    int v = ei.vertices[end];
    int owner = p.building_owner[v];
    if (owner == player) return {};
    if (owner >= 0) continue;  // an opponent's building blocks this end
    const auto& vi = d.topo->vertices[v];
    for (int k = 0; k < vi.degree; ++k)
      if (vi.edges[k] != edge && p.road_owner[vi.edges[k]] == player) return {};
  }
  return {"not_connected", "refuse.road_must_connect_your_road_settlement"};
}

VertexBits network_reach(const GameDef& d, const Position& p, int player, VertexBits* road_ends) {
  VertexBits roads, all;
  const int edges = d.topo->edge_count, vertices = d.topo->vertex_count;
  for (int e = 0; e < edges; ++e)
    if (p.road_owner[e] == player) {
      const auto& ev = d.topo->edges[e].vertices;
      roads.set(ev[0]);
      roads.set(ev[1]);
    }
  all = roads;
  for (int v = 0; v < vertices; ++v) if (p.building_owner[v] == player) all.set(v);
  if (road_ends) *road_ends = roads;
  return all;
}

bool any_road_spot(const GameDef& d, const Position& p, int player) {
  if (p.players[player].roads_left <= 0) return false;
  const VertexBits reach = network_reach(d, p, player);
  const int edges = d.topo->edge_count;
  for (int e = 0; e < edges; ++e) {
    const auto& ev = d.topo->edges[e].vertices;
    if (!reach.test(ev[0]) && !reach.test(ev[1])) continue;
    if (!road_spot(d, p, player, e)) return true;
  }
  return false;
}

bool any_settlement_spot(const GameDef& d, const Position& p, int player) {
  VertexBits roads;
  network_reach(d, p, player, &roads);
  const int vertices = d.topo->vertex_count;
  for (int v = 0; v < vertices; ++v)
    if (roads.test(v) && !settlement_spot(d, p, player, v, false)) return true;
  return false;
}

unsigned harbor_mask(const GameDef& d, const Position& p, int player) {
  unsigned mask = 0;
  const int vertices = d.topo->vertex_count;
  for (int v = 0; v < vertices; ++v) if (p.building_owner[v] == player) mask |= d.harbor_mask[v];
  return mask;
}

int maritime_ratio(const GameDef& d, const Position& p, int player, int resource) {
  const int rate = best_maritime_rate(harbor_mask(d, p, player), resource);
  // A module's own 2:1 rights (Cities & Knights: the merchant, a Merchant Fleet, the trade level 3).
  return rate > 2 && d.rules->module_maritime_rate(d, p, player, resource, 2) ? 2 : rate;
}

void place_road(Ctx& c, int player, int edge) {
  c.pos.road_owner[edge] = int8_t(player);
  --c.pos.players[player].roads_left;
  c.events.push({EventType::road_built, int8_t(player), -1, int16_t(edge)});
  update_longest_road(c, 1u << player);
}

void place_settlement(Ctx& c, int player, int vertex) {
  c.pos.building_owner[vertex] = int8_t(player);
  c.pos.building_level[vertex] = 1;
  --c.pos.players[player].settlements_left;
  c.events.push({EventType::settlement_built, int8_t(player), -1, int16_t(vertex)});
  // An opponent's road through this intersection may be broken (§1.11, §4 case 1).
  unsigned mask = 0;
  const auto& vi = c.def.topo->vertices[vertex];
  for (int k = 0; k < vi.degree; ++k) {
    int o = c.pos.road_owner[vi.edges[k]];
    if (o >= 0 && o != player) mask |= 1u << o;
  }
  if (mask) update_longest_road(c, mask);
  c.def.rules->after_settlement(c, player, vertex);
}

void place_city(Ctx& c, int player, int vertex) {
  auto& ps = c.pos.players[player];
  c.pos.building_level[vertex] = 2;
  ++ps.settlements_left;
  --ps.cities_left;
  c.events.push({EventType::city_built, int8_t(player), -1, int16_t(vertex)});
  c.def.rules->after_city(c, player, vertex);
}

}  // namespace catan::rules
