// One entry for legality, one for applying, one for generating: each routes
// by phase and action type to the handler files. A new phase is added here.
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {

bool is_pending(const GameDef& d, const Position& p, int player) {
  if (player < 0 || player >= p.num_players) return false;
  switch (p.phase) {
    case Phase::game_over: return false;
    case Phase::discard: return p.players[player].discard_due > 0;
    case Phase::trade_offer:
      return player == p.current || (d.rules->is_seated(d, player) && p.players[player].trade_answer == 0);
    case Phase::variant: return d.rules->variant_pending(d, p, player);
    default: return player == p.current;
  }
}

Refusal check_action(const GameDef& d, const Position& p, const Action& a) {
  if (p.phase == Phase::game_over) return {"game_over", "refuse.game_over"};
  if (a.player < 0 || a.player >= p.num_players || !d.rules->is_seated(d, a.player))
    return {"bad_id", "refuse.no_such_player"};
  // A player who countered may counter again (the newer counter replaces the older one).
  const bool recounter = a.type == ActionType::counter_trade && p.phase == Phase::trade_offer &&
                         a.player != p.current && p.players[a.player].trade_answer == 3;
  if (!recounter && !is_pending(d, p, a.player)) return {"not_pending", "refuse.not_your_turn_act"};
  if (d.rules != &base_rules())  // the base game vetoes nothing (see legal_actions)
    if (auto r = d.rules->veto(d, p, a)) return r;
  const bool setup = p.phase == Phase::setup_settlement || p.phase == Phase::setup_road;
  switch (a.type) {
    case ActionType::build_road:
    case ActionType::build_settlement:
      if (setup) return check_setup(d, p, a);
      return check_build(d, p, a);
    case ActionType::build_city:
    case ActionType::buy_development_card:
      if (setup) return {"wrong_phase", "refuse.only_settlements_roads_placed_during_setup"};
      return check_build(d, p, a);
    case ActionType::roll_dice: return check_roll(d, p, a);
    case ActionType::discard: return check_discard(d, p, a);
    case ActionType::move_robber: return check_robber(d, p, a);
    case ActionType::end_turn: return check_end_turn(d, p, a);
    case ActionType::play_knight:
    case ActionType::play_road_building:
    case ActionType::play_year_of_plenty:
    case ActionType::play_monopoly: return check_dev(d, p, a);
    case ActionType::maritime_trade:
    case ActionType::offer_trade:
    case ActionType::respond_trade:
    case ActionType::confirm_trade:
    case ActionType::cancel_trade:
    case ActionType::counter_trade: return check_trade(d, p, a);
    default: return d.rules->check_extra(d, p, a);
  }
}

void apply_action(Ctx& c, const Action& a) {
  const bool setup = c.pos.phase == Phase::setup_settlement || c.pos.phase == Phase::setup_road;
  switch (a.type) {
    case ActionType::build_road:
    case ActionType::build_settlement:
      if (setup) apply_setup(c, a); else apply_build(c, a);
      break;
    case ActionType::build_city:
    case ActionType::buy_development_card: apply_build(c, a); break;
    case ActionType::roll_dice: apply_roll(c, a); break;
    case ActionType::discard: apply_discard(c, a); break;
    case ActionType::move_robber: apply_robber(c, a); break;
    case ActionType::end_turn: apply_end_turn(c, a); break;
    case ActionType::play_knight:
    case ActionType::play_road_building:
    case ActionType::play_year_of_plenty:
    case ActionType::play_monopoly: apply_dev(c, a); break;
    case ActionType::maritime_trade:
    case ActionType::offer_trade:
    case ActionType::respond_trade:
    case ActionType::confirm_trade:
    case ActionType::cancel_trade:
    case ActionType::counter_trade: apply_trade(c, a); break;
    default: c.def.rules->apply_extra(c, a); break;
  }
  check_victory(c);
}

void legal_actions(const GameDef& d, const Position& p, int player, ActionList& out) {
  out.clear();
  if (!is_pending(d, p, player) || !d.rules->is_seated(d, player)) return;
  switch (p.phase) {
    case Phase::setup_settlement:
    case Phase::setup_road: legal_setup(d, p, player, out); break;
    case Phase::pre_roll:
    case Phase::main:
    case Phase::road_building: legal_turn(d, p, player, out); break;
    case Phase::discard: legal_discards(d, p, player, out); break;
    case Phase::move_robber: legal_robber(d, p, player, out); break;
    case Phase::trade_offer: legal_trade_offer(d, p, player, out); break;
    default: break;
  }
  d.rules->legal_extra(d, p, player, out);
  // A module may veto base actions (e.g. while a neutral build is owed). The base game's
  // module (BaseRules, final) keeps RuleModule::veto, which vetoes nothing: skipping the loop
  // there saves a refusal returned per legal action on the 3-4 player hot path.
  if (d.rules == &base_rules()) return;
  int w = 0;
  for (int i = 0; i < out.size; ++i)
    if (!d.rules->veto(d, p, out.items[i])) out.items[w++] = out.items[i];
  out.size = w;
}

}  // namespace catan::rules
