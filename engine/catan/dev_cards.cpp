// Playing development cards (§1.10): one non-VP card per turn, never one
// bought this turn, before or after the roll. Knight, Road Building (one road
// if only one piece or spot), Year of Plenty (what the bank has), Monopoly.
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

DevCard card_of(ActionType t) {
  switch (t) {
    case ActionType::play_knight: return DevCard::knight;
    case ActionType::play_road_building: return DevCard::road_building;
    case ActionType::play_year_of_plenty: return DevCard::year_of_plenty;
    default: return DevCard::monopoly;
  }
}

}  // namespace

Refusal check_dev(const GameDef& d, const Position& p, const Action& a) {
  if (p.phase != Phase::pre_roll && p.phase != Phase::main)
    return {"wrong_phase", "refuse.development_cards_played_your_turn_before"};
  if (a.chance.kind != Chance::none) return {"bad_chance", "refuse.action_has_no_chance_outcome"};
  const auto& ps = p.players[a.player];
  const int k = int(card_of(a.type));
  if (ps.dev[k] <= 0) return {"not_allowed", "refuse.you_hold_no_such_development_card"};
  if (p.dev_played) return {"not_allowed", "refuse.only_one_development_card_may_played"};
  if (ps.dev[k] - ps.dev_new[k] <= 0) return {"not_allowed", "refuse.development_card_cannot_played_turn_was"};
  switch (a.type) {
    case ActionType::play_road_building:
      if (!any_road_spot(d, p, a.player)) return {"not_allowed", "refuse.you_have_no_road_piece_no"};
      return {};
    case ActionType::play_year_of_plenty: {
      if (a.get.any_negative()) return {"bad_action", "refuse.negative_card_count"};
      int want = p.bank.total() < 2 ? p.bank.total() : 2;
      if (a.get.total() != want) return {"bad_count", "refuse.take_exactly_2_resource_cards_fewer"};
      if (!p.bank.covers(a.get)) return {"not_allowed", "refuse.bank_does_not_have_those_cards"};
      return {};
    }
    case ActionType::play_monopoly:
      if (a.resource < 0 || a.resource >= kResourceCount) return {"bad_action", "refuse.name_one_resource"};
      return {};
    default:
      return {};
  }
}

void apply_dev(Ctx& c, const Action& a) {
  auto& p = c.pos;
  auto& ps = p.players[a.player];
  const int k = int(card_of(a.type));
  --ps.dev[k];
  ++ps.dev_used[k];
  p.dev_played = true;
  c.events.push({EventType::development_card_played, a.player, -1, int16_t(k)});
  switch (a.type) {
    case ActionType::play_knight:
      ++ps.knights_played;
      update_largest_army(c, a.player);
      p.robber_return = p.phase;
      p.robber_by_roll = false;
      p.phase = Phase::move_robber;
      break;
    case ActionType::play_road_building:
      p.robber_return = p.phase;
      p.free_roads = int8_t(ps.roads_left < 2 ? ps.roads_left : 2);
      p.phase = Phase::road_building;
      break;
    case ActionType::play_year_of_plenty:
      take(p, a.player, a.get);
      c.events.push({EventType::year_of_plenty_taken, a.player, -1, -1, -1, a.get});
      break;
    case ActionType::play_monopoly: {
      int got = 0;
      for (int o = 0; o < p.num_players; ++o) {
        if (o == a.player) continue;
        got += p.players[o].hand[a.resource];
        p.players[o].hand[a.resource] = 0;
      }
      ps.hand[a.resource] += int16_t(got);
      c.events.push({EventType::monopoly_taken, a.player, -1, a.resource, int16_t(got)});
      break;
    }
    default: break;
  }
}

void legal_dev_plays(const GameDef& d, const Position& p, int player, ActionList& out) {
  if (p.dev_played) return;
  const auto& ps = p.players[player];
  auto playable = [&](DevCard k) { return ps.dev[int(k)] - ps.dev_new[int(k)] > 0; };
  Action a;
  a.player = int8_t(player);
  if (playable(DevCard::knight)) { a.type = ActionType::play_knight; out.push(a); }
  if (playable(DevCard::road_building) && any_road_spot(d, p, player)) {
    a.type = ActionType::play_road_building; out.push(a);
  }
  if (playable(DevCard::year_of_plenty)) {
    a.type = ActionType::play_year_of_plenty;
    int bank = p.bank.total();
    if (bank == 0) { a.get = {}; out.push(a); }
    else if (bank == 1) {
      for (int r = 0; r < kResourceCount; ++r)
        if (p.bank[r] > 0) { a.get = ResourceCounts::of(Resource(r)); out.push(a); }
    } else {
      for (int r1 = 0; r1 < kResourceCount; ++r1)
        for (int r2 = r1; r2 < kResourceCount; ++r2) {
          ResourceCounts g = ResourceCounts::of(Resource(r1));
          g[r2] += 1;
          if (p.bank.covers(g)) { a.get = g; out.push(a); }
        }
    }
    a.get = {};
  }
  if (playable(DevCard::monopoly)) {
    a.type = ActionType::play_monopoly;
    for (int r = 0; r < kResourceCount; ++r) { a.resource = int8_t(r); out.push(a); }
  }
}

}  // namespace catan::rules
