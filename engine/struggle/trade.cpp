// The trade phase (struggle.md §6 "Trade", §2 Library): market swap, draw-pile swap,
// blind draw from a player and the card given back, the Library's face-up pick.
#include "engine/struggle/struggle.hpp"

namespace catan::struggle {
namespace {

bool valid_res(int r) { return r >= 0 && r < kRes; }

/// Trades allowed this turn: A-side roads, or 1 (draw pile only) without any.
int trades_allowed(const Seat& st) { return st.roads == 0 ? 1 : a_sides(st.roads); }

bool market_has(const State& s, int r) {
  for (int m : s.market)
    if (m == r) return true;
  return false;
}

Refusal check_victim(const State& s, const Action& a) {
  if (a.victim < 0 || a.victim >= s.players || a.victim == a.player)
    return {"bad_victim", "struggle.refuse.bad_victim"};
  if (count(s.seat[a.victim].hand) == 0) return {"victim_empty", "struggle.refuse.victim_empty"};
  return {};
}

/// Common to the four kinds of trade: a trade left, none pending.
Refusal check_trade_slot(const State& s, const Action& a, bool pile) {
  const Seat& st = s.seat[a.player];
  if (s.turn.library_open >= 0) return {"library_pick_first", "struggle.refuse.library_pick_first"};
  if (s.turn.trades_used >= trades_allowed(st)) return {"no_trades_left", "struggle.refuse.no_trades_left"};
  if (st.roads == 0 && !pile) return {"pile_only", "struggle.refuse.pile_only"};
  return {};
}

}  // namespace

Refusal check_trade(const State& s, const Action& a) {
  if (s.phase != Phase::trade) return {"wrong_phase", "struggle.refuse.not_trade_phase"};
  const Seat& st = s.seat[a.player];
  switch (a.type) {
    case Act::trade_market: {
      if (Refusal r = check_trade_slot(s, a, false)) return r;
      if (!valid_res(a.give) || !valid_res(a.get)) return {"bad_resource", "struggle.refuse.bad_resource"};
      if (st.hand[a.give] == 0) return {"no_card", "struggle.refuse.no_card"};
      if (!market_has(s, a.get)) return {"not_in_market", "struggle.refuse.not_in_market"};
      return {};
    }
    case Act::trade_pile: {
      if (Refusal r = check_trade_slot(s, a, true)) return r;
      if (!valid_res(a.give)) return {"bad_resource", "struggle.refuse.bad_resource"};
      if (st.hand[a.give] == 0) return {"no_card", "struggle.refuse.no_card"};
      if (a.chance_card >= 0) {  // the supplied card must be drawable after the discard
        Hand pile = s.draw_pile;
        if (count(pile) == 0) { pile = s.discard; ++pile[a.give]; }
        if (!valid_res(a.chance_card) || pile[a.chance_card] == 0) return {"bad_chance", "struggle.refuse.bad_chance"};
      }
      return {};
    }
    case Act::trade_player: {
      if (Refusal r = check_trade_slot(s, a, false)) return r;
      if (s.turn.owe_to >= 0) return {"give_back_first", "struggle.refuse.give_back_first"};
      if (Refusal r = check_victim(s, a)) return r;
      if (a.chance_card >= 0 && (!valid_res(a.chance_card) || s.seat[a.victim].hand[a.chance_card] == 0))
        return {"bad_chance", "struggle.refuse.bad_chance"};
      return {};
    }
    case Act::library_open: {
      if (!(st.expansions & (1u << library))) return {"no_library", "struggle.refuse.no_library"};
      if (s.turn.library_used) return {"library_used", "struggle.refuse.library_used"};
      if (Refusal r = check_trade_slot(s, a, false)) return r;
      if (s.turn.owe_to >= 0) return {"give_back_first", "struggle.refuse.give_back_first"};
      return check_victim(s, a);
    }
    case Act::library_pick: {
      if (s.turn.library_open < 0) return {"library_closed", "struggle.refuse.library_closed"};
      if (!valid_res(a.get)) return {"bad_resource", "struggle.refuse.bad_resource"};
      if (s.seat[s.turn.library_open].hand[a.get] == 0) return {"not_in_hand", "struggle.refuse.not_in_hand"};
      return {};
    }
    case Act::give_back: {
      if (s.turn.owe_to < 0) return {"nothing_owed", "struggle.refuse.nothing_owed"};
      if (!valid_res(a.give)) return {"bad_resource", "struggle.refuse.bad_resource"};
      if (st.hand[a.give] == 0) return {"no_card", "struggle.refuse.no_card"};
      return {};
    }
    case Act::end_trade: {
      if (s.turn.library_open >= 0) return {"library_pick_first", "struggle.refuse.library_pick_first"};
      if (s.turn.owe_to >= 0) return {"give_back_first", "struggle.refuse.give_back_first"};
      return {};
    }
    default:
      return {"wrong_phase", "struggle.refuse.not_trade_phase"};
  }
}

void apply_trade(State& s, const Action& a, std::vector<Event>& ev) {
  Seat& st = s.seat[a.player];
  switch (a.type) {
    case Act::trade_market:
      for (int& m : s.market)
        if (m == a.get) { m = a.give; break; }
      --st.hand[a.give];
      ++st.hand[a.get];
      ++s.turn.trades_used;
      ev.push_back(Event{"traded_market", a.player, -1, a.get, false});
      ev.back().value = a.give;
      break;
    case Act::trade_pile: {
      --st.hand[a.give];
      ++s.discard[a.give];
      const int got = draw_card(s, a.chance_card);
      ++st.hand[got];
      ++s.turn.trades_used;
      ev.push_back(Event{"traded_pile", a.player, -1, got, true});  // only the trader sees the drawn card
      ev.back().value = a.give;
      break;
    }
    case Act::trade_player: {
      Seat& v = s.seat[a.victim];
      const int got = a.chance_card >= 0 ? a.chance_card : random_card(v.hand, s.rng);
      --v.hand[got];
      ++st.hand[got];
      ++s.turn.trades_used;
      s.turn.owe_to = a.victim;
      ev.push_back(Event{"drew_blind", a.player, a.victim, got, true});
      break;
    }
    case Act::library_open:
      s.turn.library_open = a.victim;
      s.turn.library_used = true;
      ++s.turn.trades_used;
      ev.push_back(Event{"library_opened", a.player, a.victim, -1, false});
      break;
    case Act::library_pick: {
      const int v = s.turn.library_open;
      --s.seat[v].hand[a.get];
      ++st.hand[a.get];
      s.turn.library_open = -1;
      s.turn.owe_to = v;
      ev.push_back(Event{"library_picked", a.player, v, a.get, true});
      break;
    }
    case Act::give_back: {
      const int v = s.turn.owe_to;
      --st.hand[a.give];
      ++s.seat[v].hand[a.give];
      s.turn.owe_to = -1;
      ev.push_back(Event{"gave_back", a.player, v, a.give, true});
      break;
    }
    case Act::end_trade:
      s.phase = Phase::build;
      ev.push_back(Event{"trade_ended", a.player, -1, -1, false});
      break;
    default:
      break;
  }
}

}  // namespace catan::struggle
