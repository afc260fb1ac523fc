// Building (§1.9) and buying development cards (§1.10) in the main phase,
// free roads of Road Building, and ending the turn (§1.5).
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {

Refusal check_build(const GameDef& d, const Position& p, const Action& a) {
  const auto& ps = p.players[a.player];
  if (a.type != ActionType::buy_development_card && a.chance.kind != Chance::none)
    return {"bad_chance", "refuse.action_has_no_chance_outcome"};
  switch (a.type) {
    case ActionType::build_road:
      if (p.phase == Phase::road_building) return road_spot(d, p, a.player, a.target);
      if (p.phase != Phase::main) return {"wrong_phase", "refuse.roads_built_after_roll"};
      if (auto r = road_spot(d, p, a.player, a.target)) return r;
      if (!ps.hand.covers(kRoadCost)) return {"cannot_afford", "refuse.road_costs_1_brick_1_lumber"};
      return {};
    case ActionType::build_settlement:
      if (p.phase != Phase::main) return {"wrong_phase", "refuse.settlements_built_after_roll"};
      if (auto r = settlement_spot(d, p, a.player, a.target, false)) return r;
      if (!ps.hand.covers(kSettlementCost))
        return {"cannot_afford", "refuse.settlement_costs_1_brick_1_lumber"};
      return {};
    case ActionType::build_city:
      if (p.phase != Phase::main) return {"wrong_phase", "refuse.cities_built_after_roll"};
      if (a.target < 0 || a.target >= d.topo->vertex_count) return {"bad_id", "refuse.vertex_id_out_range_0_53"};
      if (p.building_owner[a.target] != a.player || p.building_level[a.target] != 1)
        return {"not_allowed", "refuse.city_replaces_one_your_own_settlements"};
      if (ps.cities_left <= 0 && !d.rules->is_city_piece(d, p, a.target))  // a fallen C&K city keeps its piece
        return {"no_piece_left", "refuse.no_city_pieces_left"};
      if (!ps.hand.covers(kCityCost)) return {"cannot_afford", "refuse.city_costs_2_grain_3_ore"};
      return {};
    case ActionType::buy_development_card: {
      if (p.phase != Phase::main) return {"wrong_phase", "refuse.development_cards_bought_after_roll"};
      int left = 0;
      for (auto n : p.dev_deck) left += n;
      if (left == 0) return {"not_allowed", "refuse.development_card_deck_empty"};
      if (!ps.hand.covers(kDevCardCost)) return {"cannot_afford", "refuse.development_card_costs_1_wool_1"};
      if (a.chance.kind == Chance::none) return {};
      if (a.chance.kind != Chance::card) return {"bad_chance", "refuse.draw_chance_outcome_card"};
      if (a.chance.a < 0 || a.chance.a >= kDevCardKinds || p.dev_deck[a.chance.a] <= 0)
        return {"bad_chance", "refuse.no_such_card_left_deck"};
      return {};
    }
    default:
      return {"wrong_phase", "refuse.not_building_action"};
  }
}

void apply_build(Ctx& c, const Action& a) {
  auto& p = c.pos;
  auto& ps = p.players[a.player];
  switch (a.type) {
    case ActionType::build_road: {
      const bool free_road = p.phase == Phase::road_building;
      if (!free_road) pay(p, a.player, kRoadCost);
      place_road(c, a.player, a.target);
      if (free_road) {
        --p.free_roads;
        if (p.free_roads <= 0 || !any_road_spot(c.def, p, a.player)) { p.free_roads = 0; p.phase = p.robber_return; }
      }
      c.def.rules->after_build(c, a.type, a.player, a.target);
      break;
    }
    case ActionType::build_settlement:
      pay(p, a.player, kSettlementCost);
      place_settlement(c, a.player, a.target);
      c.def.rules->after_build(c, a.type, a.player, a.target);
      break;
    case ActionType::build_city:
      pay(p, a.player, kCityCost);
      place_city(c, a.player, a.target);
      break;
    case ActionType::buy_development_card: {
      pay(p, a.player, kDevCardCost);
      int kind;
      if (a.chance.kind == Chance::card) {
        kind = a.chance.a;
      } else {
        int left = 0;
        for (auto n : p.dev_deck) left += n;
        int k = int(p.rng.below(uint32_t(left)));
        for (kind = 0; kind < kDevCardKinds; ++kind) { if (k < p.dev_deck[kind]) break; k -= p.dev_deck[kind]; }
      }
      --p.dev_deck[kind];
      ++ps.dev[kind];
      ++ps.dev_new[kind];
      Event e{EventType::development_card_bought, a.player, -1, int16_t(kind)};
      e.secret = true;
      c.events.push(e);
      break;
    }
    default: break;
  }
}

Refusal check_end_turn(const GameDef&, const Position& p, const Action& a) {
  if (p.phase != Phase::main) return {"wrong_phase", "refuse.you_can_end_your_turn_only"};
  if (a.chance.kind != Chance::none) return {"bad_chance", "refuse.action_has_no_chance_outcome"};
  return {};
}

void apply_end_turn(Ctx& c, const Action& a) {
  auto& p = c.pos;
  auto& ps = p.players[a.player];
  ps.dev_new = {};
  p.dev_played = false;
  p.rolled = false;
  int next = a.player;
  do { next = (next + 1) % p.num_players; } while (!c.def.rules->is_seated(c.def, next));
  p.current = int8_t(next);
  ++p.turn;
  p.phase = Phase::pre_roll;
  c.events.push({EventType::turn_ended, a.player, int8_t(next)});
  c.def.rules->on_turn_start(c);
}

}  // namespace catan::rules
