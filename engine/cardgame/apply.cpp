// Action dispatch (the model of engine/catan dispatch.cpp): who may act, which
// action types the front decision or the phase allows, then the rule file.
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

bool allowed(DK k, AT t) {
  switch (k) {
    case DK::arrange: return t == AT::swap_regions || t == AT::ready;
    case DK::start_stack: return t == AT::choose_stack;
    case DK::start_take: return t == AT::take_card;
    case DK::choose_res:
    case DK::merchant_give: return t == AT::choose_resource;
    case DK::civil_pick:
    case DK::duel_pick: return t == AT::pick_card;
    case DK::trim:
    case DK::conflict_under: return t == AT::put_under;
    case DK::mb_stack: return t == AT::choose_stack || t == AT::pass;
    case DK::mb_swap: return t == AT::swap_card || t == AT::pass;
    case DK::duel_answer: return t == AT::answer || t == AT::no_answer;
    case DK::spy_take: return t == AT::take_card || t == AT::pass;
    case DK::scout_pick:
    case DK::search_pick: return t == AT::take_card;
    case DK::exchange_draw: return t == AT::draw || t == AT::search;
    case DK::offer_answer: return t == AT::accept || t == AT::decline;
    default: return false;
  }
}

}  // namespace

Refusal dispatch(State& s, const Action& a, bool dry, Events& ev);

Refusal apply(State& s, const Action& a, bool dry, Events& ev) {
  if (s.phase == Phase::over) return refuse("game_over", "cardgame.refuse.game_over");
  if (a.player != pending_seat(s)) return refuse("not_your_turn", "cardgame.refuse.not_your_turn");
  if (a.ch_production && (a.ch_production < 1 || a.ch_production > 6)) return refuse("bad_chance", "cardgame.refuse.bad_production");
  if (a.ch_event > 4) return refuse("bad_chance", "cardgame.refuse.bad_event");
  if ((a.ch_production || a.ch_event >= 0) && a.type != AT::roll) return refuse("bad_chance", "cardgame.refuse.chance_here");
  if (a.ch_duel && a.type != AT::answer && a.type != AT::no_answer) return refuse("bad_chance", "cardgame.refuse.chance_here");
  for (const std::vector<int>* l : {&a.from, &a.to})
    for (int id : *l)
      if (!region_stock(s, a.player, id)) return refuse("bad_region", "cardgame.refuse.not_your_region");
  if (!dry && (!a.from.empty() || !a.to.empty())) {
    s.hint_from = a.from;
    s.hint_to = a.to;
    s.hint_seat = a.player;
    s.hint_bad = false;
  }
  Refusal r = dispatch(s, a, dry, ev);
  if (!dry && s.hint_seat >= 0) {
    const bool unused = s.hint_bad || !s.hint_from.empty() || !s.hint_to.empty();
    s.hint_from.clear();
    s.hint_to.clear();
    s.hint_seat = -1;
    if (!r && unused) r = refuse("bad_region", "cardgame.refuse.bad_region");
  }
  if (r || dry) return r;
  advance(s, ev);
  check_limits(s);
  advance(s, ev);
  update_derived(s, ev);
  return {};
}

Refusal dispatch(State& s, const Action& a, bool dry, Events& ev) {
  Refusal r;
  if (!s.queue.empty()) {
    const DK k = s.queue.front().kind;
    if (!allowed(k, a.type)) return refuse("decision_pending", "cardgame.refuse.decision_pending");
    switch (k) {
      case DK::arrange:
      case DK::start_stack:
      case DK::start_take: r = do_setup(s, a, dry, ev); break;
      case DK::civil_pick:
      case DK::duel_pick: r = do_pick(s, a, dry, ev); break;
      case DK::duel_answer: r = do_answer(s, a, dry, ev); break;
      case DK::exchange_draw: r = do_refill(s, a, dry, ev); break;
      case DK::offer_answer: r = do_trade(s, a, dry, ev); break;
      default: r = do_decision(s, a, dry, ev); break;
    }
  } else {
    switch (a.type) {
      case AT::play_alchemist: r = do_alchemist(s, a, dry, ev); break;
      case AT::roll: r = do_roll(s, a, dry, ev); break;
      case AT::build_road:
      case AT::build_settlement:
      case AT::build_city:
      case AT::build_expansion:
      case AT::demolish: r = do_build(s, a, dry, ev); break;
      case AT::play_scout: r = do_scout(s, a, dry, ev); break;
      case AT::trade:
      case AT::offer: r = do_trade(s, a, dry, ev); break;
      case AT::play_action: r = do_play_action(s, a, dry, ev); break;
      case AT::end_actions:
      case AT::draw:
      case AT::search:
      case AT::exchange:
      case AT::end_turn: r = do_refill(s, a, dry, ev); break;
      default: return refuse("wrong_phase", "cardgame.refuse.nothing_to_decide");
    }
  }
  return r;
}

Refusal submit(State& s, const Action& a, Events& ev) {
  State t = s;
  Events out;
  if (auto r = apply(t, a, false, out)) return r;
  s = std::move(t);
  ev.insert(ev.end(), out.begin(), out.end());
  return {};
}

}  // namespace catan::cardgame
