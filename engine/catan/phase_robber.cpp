// Moving the robber and stealing (§1.7, knight §1.10); friendly-robber option.
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

// True if the friendly-robber option protects a building owner on `hex`.
bool protected_hex(const GameDef& d, const Position& p, int hex, int mover) {
  for (auto v : d.topo->hexes[hex].vertices) {
    int o = p.building_owner[v];
    if (o >= 0 && o != mover && d.rules->is_seated(d, o) && public_points(d, p, o) <= 2) return true;
  }
  return false;
}

// Hexes the robber may go to now (bit per land hex).
uint32_t robber_targets(const GameDef& d, const Position& p, int mover) {
  uint32_t m = 0;
  for (int h = 0; h < d.topo->land_count; ++h) {
    if (h == p.robber_hex) continue;
    if (d.config.options.friendly_robber && protected_hex(d, p, h, mover)) continue;
    m |= 1u << h;
  }
  if (m == 0 && d.layout.desert_hex >= 0) m = 1u << d.layout.desert_hex;  // friendly fallback
  return m;
}

// Players the mover may rob on `hex`: others with a building there and cards.
unsigned victims(const GameDef& d, const Position& p, int hex, int mover) {
  unsigned m = 0;
  for (auto v : d.topo->hexes[hex].vertices) {
    int o = p.building_owner[v];
    if (o >= 0 && o != mover && p.players[o].hand.total() > 0) m |= 1u << o;
  }
  return m;
}

}  // namespace

Refusal check_robber(const GameDef& d, const Position& p, const Action& a) {
  if (p.phase != Phase::move_robber) return {"wrong_phase", "refuse.robber_not_moved_now"};
  if (a.target < 0 || a.target >= d.topo->land_count) return {"bad_id", "refuse.hex_must_land_hex_id_0"};
  if (!(robber_targets(d, p, a.player) & (1u << a.target))) {
    if (a.target == p.robber_hex) return {"not_allowed", "refuse.robber_must_move_different_hex"};
    return {"not_allowed", "refuse.friendly_robber_hex_touches_player_2"};
  }
  unsigned vm = victims(d, p, a.target, a.player);
  if (a.victim < 0) {
    if (vm) return {"not_allowed", "refuse.choose_victim_adjacent_opponent_holds_cards"};
    if (a.chance.kind != Chance::none) return {"bad_chance", "refuse.nothing_stolen_so_no_chance_outcome"};
    return {};
  }
  if (a.victim >= p.num_players || !(vm & (1u << a.victim)))
    return {"not_allowed", "refuse.victim_must_opponent_building_hex_who"};
  if (a.chance.kind == Chance::none) return {};
  if (a.chance.kind != Chance::resource) return {"bad_chance", "refuse.steal_chance_outcome_resource"};
  if (a.chance.a < 0 || a.chance.a >= kCardKinds || p.players[a.victim].hand[int(a.chance.a)] <= 0)
    return {"bad_chance", "refuse.victim_holds_no_card_resource"};
  return {};
}

void steal(Ctx& c, int thief, int victim, const Chance& chance) {
  auto& p = c.pos;
  auto& hand = p.players[victim].hand;
  int r;
  if (chance.kind == Chance::resource) {
    r = chance.a;
  } else {
    int k = int(p.rng.below(uint32_t(hand.total())));
    for (r = 0; r < kCardKinds; ++r) { if (k < hand[r]) break; k -= hand[r]; }  // commodities hold 0 outside C&K
  }
  hand[r] -= 1;
  p.players[thief].hand[r] += 1;
  Event e{EventType::stolen, int8_t(thief), int8_t(victim), int16_t(r), 1};
  e.secret = true;
  c.events.push(e);
}

void apply_robber(Ctx& c, const Action& a) {
  auto& p = c.pos;
  p.robber_hex = int8_t(a.target);
  c.events.push({EventType::robber_moved, a.player, -1, a.target});
  if (a.victim >= 0) steal(c, a.player, a.victim, a.chance);
  else c.events.push({EventType::nothing_to_steal, a.player});
  if (p.robber_by_roll) {
    p.robber_by_roll = false;
    c.def.rules->after_roll(c);
  } else {
    p.phase = p.robber_return;
  }
}

void legal_robber(const GameDef& d, const Position& p, int player, ActionList& out) {
  uint32_t targets = robber_targets(d, p, player);
  Action a;
  a.type = ActionType::move_robber;
  a.player = int8_t(player);
  for (int h = 0; h < d.topo->land_count; ++h) {
    if (!(targets & (1u << h))) continue;
    a.target = int16_t(h);
    unsigned vm = victims(d, p, h, player);
    if (!vm) { a.victim = -1; out.push(a); continue; }
    for (int o = 0; o < p.num_players; ++o)
      if (vm & (1u << o)) { a.victim = int8_t(o); out.push(a); }
  }
}

}  // namespace catan::rules
