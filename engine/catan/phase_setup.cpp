// Setup phase (§1.4): snake order, distance rule, setup road touching the
// settlement just placed, starting resources from the second settlement only.
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

// Seat placing at snake step s over n seated players: 0..n-1, n-1..0.
int setup_seat(int n, int s) { return s < n ? s : 2 * n - 1 - s; }

}  // namespace

Refusal check_setup(const GameDef& d, const Position& p, const Action& a) {
  if (a.type == ActionType::build_settlement) {
    if (p.phase != Phase::setup_settlement) return {"wrong_phase", "refuse.place_setup_road_first"};
    if (a.chance.kind != Chance::none) return {"bad_chance", "refuse.action_has_no_chance_outcome"};
    return settlement_spot(d, p, a.player, a.target, true);
  }
  if (a.type == ActionType::build_road) {
    if (p.phase != Phase::setup_road) return {"wrong_phase", "refuse.place_setup_settlement_first"};
    if (a.chance.kind != Chance::none) return {"bad_chance", "refuse.action_has_no_chance_outcome"};
    return road_spot(d, p, a.player, a.target, p.setup_vertex);
  }
  return {"wrong_phase", "refuse.only_settlements_roads_placed_during_setup"};
}

void apply_setup(Ctx& c, const Action& a) {
  auto& p = c.pos;
  const int n = c.def.seated;
  if (a.type == ActionType::build_settlement) {
    place_settlement(c, a.player, a.target);
    p.setup_vertex = int8_t(a.target);
    if (p.setup_step >= n) {  // second round: starting resources (§1.4 step 4)
      ResourceCounts got;
      for (auto h : c.def.topo->vertices[a.target].hexes)
        if (h < c.def.topo->land_count)
          if (auto r = terrain_resource(c.def.layout.terrain[h])) got[*r] += 1;
      take(p, a.player, got);
      c.events.push({EventType::starting_resources, int8_t(a.player), -1, -1, -1, got});
    }
    p.phase = Phase::setup_road;
    return;
  }
  place_road(c, a.player, a.target);
  p.setup_vertex = -1;
  ++p.setup_step;
  if (p.setup_step >= 2 * n) {
    p.current = 0;
    p.phase = Phase::pre_roll;
    c.def.rules->on_turn_start(c);
  } else {
    p.current = int8_t(setup_seat(n, p.setup_step));
    p.phase = Phase::setup_settlement;
  }
}

void legal_setup(const GameDef& d, const Position& p, int player, ActionList& out) {
  Action a;
  a.player = int8_t(player);
  if (p.phase == Phase::setup_settlement) {
    a.type = ActionType::build_settlement;
    for (int v = 0; v < d.topo->vertex_count; ++v)
      if (!settlement_spot(d, p, player, v, true)) { a.target = int16_t(v); out.push(a); }
  } else {
    a.type = ActionType::build_road;
    const auto& vi = d.topo->vertices[p.setup_vertex];
    for (int k = 0; k < vi.degree; ++k)
      if (!road_spot(d, p, player, vi.edges[k], p.setup_vertex)) { a.target = vi.edges[k]; out.push(a); }
  }
}

}  // namespace catan::rules
