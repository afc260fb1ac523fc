// Own-position model for bot lookahead and shared board helpers.
#include "engine/bots/model.hpp"

#include "engine/catan/shared_rules.hpp"

#include <algorithm>

namespace catan::bots {

int hex_resource(const BotView& v, int h) {
  if (h < 0 || h >= v.topo->land_count) return -1;
  auto r = terrain_resource(v.layout.terrain[h]);
  return r ? int(*r) : -1;
}

std::array<int, kResourceCount> vertex_pips(const BotView& v, int vertex, int robber) {
  std::array<int, kResourceCount> out{};
  for (auto h : v.topo->vertices[vertex].hexes) {
    if (h < 0 || h >= v.topo->land_count || h == robber) continue;
    int r = hex_resource(v, h);
    if (r >= 0) out[r] += pips(v.layout.number[h]);
  }
  return out;
}

Model Model::from_view(const BotView& v) {
  Model m;
  m.view = &v;
  m.me = v.viewer;
  m.hand = v.hand;
  m.owner = v.building_owner;
  m.level = v.building_level;
  m.road = v.road_owner;
  const SeatInfo& s = v.players[v.viewer];
  m.settlements_left = s.settlements_left;
  m.cities_left = s.cities_left;
  m.roads_left = s.roads_left;
  for (int x = 0; x < v.topo->vertex_count; ++x)
    if (m.owner[x] == m.me) m.building_points += m.level[x];
  m.vp_cards = v.dev[int(DevCard::victory_point)];
  m.knights = s.knights_played;
  m.dev = v.dev;
  m.robber = v.robber_hex;
  return m;
}

bool Model::spot_free(int x) const {
  if (owner[x] >= 0) return false;
  const auto& vi = view->topo->vertices[x];
  for (int k = 0; k < vi.degree; ++k)
    if (owner[vi.neighbors[k]] >= 0) return false;
  return true;
}

void Model::road_distance(std::array<int8_t, kMaxVertices>& dist) const {
  dist.fill(99);
  std::array<int8_t, kMaxVertices> queue{};
  int head = 0, tail = 0;
  for (int x = 0; x < view->topo->vertex_count; ++x) {
    bool source = owner[x] == me;
    if (!source && owner[x] < 0) {
      const auto& vi = view->topo->vertices[x];
      for (int k = 0; k < vi.degree; ++k) source |= road[vi.edges[k]] == me;
    }
    if (source) { dist[x] = 0; queue[tail++] = int8_t(x); }
  }
  while (head < tail) {
    int x = queue[head++];
    if (dist[x] >= 4) continue;
    if (owner[x] >= 0 && owner[x] != me) continue;  // cannot build past an opponent's building
    const auto& vi = view->topo->vertices[x];
    for (int k = 0; k < vi.degree; ++k) {
      int e = vi.edges[k], y = vi.neighbors[k];
      if (road[e] >= 0) continue;  // own roads are sources already; others block
      if (dist[y] <= dist[x] + 1) continue;
      dist[y] = int8_t(dist[x] + 1);
      queue[tail++] = int8_t(y);
    }
  }
}

int Model::longest_trail() const { return catan::longest_trail(*view->topo, road, owner, me); }

void Model::build_road(int e) {
  road[e] = int8_t(me);
  --roads_left;
}

void Model::build_settlement(int x) {
  owner[x] = int8_t(me);
  level[x] = 1;
  --settlements_left;
  ++building_points;
}

void Model::build_city(int x) {
  level[x] = 2;
  ++settlements_left;
  --cities_left;
  ++building_points;
}

}  // namespace catan::bots
