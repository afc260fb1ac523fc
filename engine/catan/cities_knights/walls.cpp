// City walls (§3.11): 2 brick, under one of your cities without a wall (a metropolis too),
// at most 3 per player; each raises your 7-discard limit by 2; a pillaged city loses its wall.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {

int walls_of(const Position& p, int player) {
  int n = 0;
  for (int v = 0; v < kVertices; ++v)
    if ((S(p).walls >> v) & 1 && p.building_owner[v] == player) ++n;
  return n;
}

Refusal wall_spot(const GameDef& d, const Position& p, int player, int v) {
  if (!vertex_ok(d, v)) return {"bad_id", "ck.refuse.bad_vertex"};
  if (p.building_owner[v] != player || p.building_level[v] != 2) return {"not_allowed", "ck.refuse.wall_needs_city"};
  if ((S(p).walls >> v) & 1) return {"occupied", "ck.refuse.wall_there"};
  if (walls_of(p, player) >= kWallPieces) return {"no_piece_left", "ck.refuse.no_wall_left"};
  return {};
}

Refusal check_wall(const GameDef& d, const Position& p, const Action& a) {
  if (p.phase != Phase::main) return {"wrong_phase", "ck.refuse.after_roll"};
  if (auto r = wall_spot(d, p, a.player, a.target)) return r;
  if (!p.players[a.player].hand.covers(kWallCost)) return {"cannot_afford", "ck.refuse.wall_cost"};
  return {};
}

void apply_wall(Ctx& c, const Action& a) {
  rules::pay(c.pos, a.player, kWallCost);
  S(c.pos).walls |= uint64_t(1) << a.target;
  c.events.push({ev::city_wall_built, a.player, -1, a.target});
}

}  // namespace catan::ck
