// Building (§1.9) and buying development cards (§1.10) in the main phase,
// free roads of Road Building, and ending the turn (§1.5).
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {

Refusal check_build(const GameDef& d, const Position& p, const Action& a) {
  const auto& ps = p.players[a.player];
  if (a.type != ActionType::buy_development_card && a.chance.kind != Chance::none)
    return {"bad_chance", "this action has no chance outcome"};
  switch (a.type) {
    case ActionType::build_road:
      if (p.phase == Phase::road_building) return road_spot(d, p, a.player, a.target);
      if (p.phase != Phase::main) return {"wrong_phase", "roads are built after the roll"};
      if (auto r = road_spot(d, p, a.player, a.target)) return r;
      if (!ps.hand.covers(kRoadCost)) return {"cannot_afford", "a road costs 1 brick and 1 lumber"};
      return {};
    case ActionType::build_settlement:
      if (p.phase != Phase::main) return {"wrong_phase", "settlements are built after the roll"};
      if (auto r = settlement_spot(d, p, a.player, a.target, false)) return r;
      if (!ps.hand.covers(kSettlementCost))
        return {"cannot_afford", "a settlement costs 1 brick, 1 lumber, 1 wool and 1 grain"};
      return {};
    case ActionType::build_city:
      if (p.phase != Phase::main) return {"wrong_phase", "cities are built after the roll"};
      if (a.target < 0 || a.target >= d.topo->vertex_count) return {"bad_id", "vertex id out of range (0..53)"};
      if (p.building_owner[a.target] != a.player || p.building_level[a.target] != 1)
        return {"not_allowed", "a city replaces one of your own settlements"};
      if (ps.cities_left <= 0) return {"no_piece_left", "no city pieces left"};
      if (!ps.hand.covers(kCityCost)) return {"cannot_afford", "a city costs 2 grain and 3 ore"};
      return {};
    case ActionType::buy_development_card: {
      if (p.phase != Phase::main) return {"wrong_phase", "development cards are bought after the roll"};
      int left = 0;
      for (auto n : p.dev_deck) left += n;
      if (left == 0) return {"not_allowed", "the development card deck is empty"};
      if (!ps.hand.covers(kDevCardCost)) return {"cannot_afford", "a development card costs 1 wool, 1 grain and 1 ore"};
      if (a.chance.kind == Chance::none) return {};
      if (a.chance.kind != Chance::card) return {"bad_chance", "a draw's chance outcome is \"card\""};
      if (a.chance.a < 0 || a.chance.a >= kDevCardKinds || p.dev_deck[a.chance.a] <= 0)
        return {"bad_chance", "no such card left in the deck"};
      return {};
    }
    default:
      return {"wrong_phase", "not a building action"};
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
      p.building_level[a.target] = 2;
      ++ps.settlements_left;
      --ps.cities_left;
      c.events.push({EventType::city_built, a.player, -1, a.target});
      c.def.rules->after_city(c, a.player, a.target);
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
  if (p.phase != Phase::main) return {"wrong_phase", "you can end your turn only after rolling"};
  if (a.chance.kind != Chance::none) return {"bad_chance", "this action has no chance outcome"};
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
