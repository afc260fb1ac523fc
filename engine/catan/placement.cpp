// Placement predicates (§1.9): distance rule, connection, no road through an
// opponent's building, harbors for maritime rates (§1.8).
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {

Refusal settlement_spot(const GameDef& d, const Position& p, int player, int vertex, bool setup) {
  if (vertex < 0 || vertex >= kVertices) return {"bad_id", "vertex id out of range (0..53)"};
  if (p.building_owner[vertex] >= 0) return {"occupied", "that intersection already holds a building"};
  const auto& vi = d.topo->vertices[vertex];
  for (int k = 0; k < vi.degree; ++k)
    if (p.building_owner[vi.neighbors[k]] >= 0)
      return {"distance_rule", "a building stands on a neighbouring intersection (distance rule)"};
  if (p.players[player].settlements_left <= 0) return {"no_piece_left", "no settlement pieces left"};
  if (!setup) {
    bool road = false;
    for (int k = 0; k < vi.degree; ++k) road |= p.road_owner[vi.edges[k]] == player;
    if (!road) return {"not_connected", "a settlement must touch one of your roads"};
  }
  return {};
}

Refusal road_spot(const GameDef& d, const Position& p, int player, int edge, int must_touch) {
  if (edge < 0 || edge >= kEdges) return {"bad_id", "edge id out of range (0..71)"};
  if (p.road_owner[edge] >= 0) return {"occupied", "that path already holds a road"};
  if (p.players[player].roads_left <= 0) return {"no_piece_left", "no road pieces left"};
  const auto& ei = d.topo->edges[edge];
  if (must_touch >= 0) {
    if (ei.vertices[0] != must_touch && ei.vertices[1] != must_touch)
      return {"not_connected", "the setup road must touch the settlement just placed"};
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
  return {"not_connected", "a road must connect to your road, settlement or city (not through an opponent's building)"};
}

uint64_t network_reach(const GameDef& d, const Position& p, int player, uint64_t* road_ends) {
  uint64_t roads = 0, all = 0;
  for (int e = 0; e < kEdges; ++e)
    if (p.road_owner[e] == player) {
      const auto& ev = d.topo->edges[e].vertices;
      roads |= (uint64_t(1) << ev[0]) | (uint64_t(1) << ev[1]);
    }
  all = roads;
  for (int v = 0; v < kVertices; ++v) if (p.building_owner[v] == player) all |= uint64_t(1) << v;
  if (road_ends) *road_ends = roads;
  return all;
}

bool any_road_spot(const GameDef& d, const Position& p, int player) {
  if (p.players[player].roads_left <= 0) return false;
  uint64_t reach = network_reach(d, p, player);
  for (int e = 0; e < kEdges; ++e) {
    const auto& ev = d.topo->edges[e].vertices;
    if (!(reach & ((uint64_t(1) << ev[0]) | (uint64_t(1) << ev[1])))) continue;
    if (!road_spot(d, p, player, e)) return true;
  }
  return false;
}

bool any_settlement_spot(const GameDef& d, const Position& p, int player) {
  uint64_t roads = 0;
  network_reach(d, p, player, &roads);
  for (int v = 0; v < kVertices; ++v)
    if ((roads & (uint64_t(1) << v)) && !settlement_spot(d, p, player, v, false)) return true;
  return false;
}

unsigned harbor_mask(const GameDef& d, const Position& p, int player) {
  unsigned mask = 0;
  for (int v = 0; v < kVertices; ++v) if (p.building_owner[v] == player) mask |= d.harbor_mask[v];
  return mask;
}

int maritime_ratio(const GameDef& d, const Position& p, int player, int resource) {
  const unsigned mask = harbor_mask(d, p, player);
  for (int rate = 2; rate < 4; ++rate) if (has_maritime_rate(mask, resource, rate)) return rate;
  return 4;
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

}  // namespace catan::rules
