// The turn machine: who acts, checking and applying actions (dispatch to trade.cpp,
// build.cpp, events.cpp, draw.cpp), legal-action lists, victory, invariants.
#include <bit>
#include <string>

#include "engine/struggle/struggle.hpp"

namespace catan::struggle {
namespace {

/// Payments for `cost` from `hand` that use the needed cards the player holds before any
/// stand-in (3 identical for 1); `waive` cards waived (University). Appended to `out`.
void payments(const Hand& cost, const Hand& hand, int waive, std::vector<Hand>& out) {
  int need = 0;
  for (int v : cost) need += v;
  std::array<int, kRes> t{};
  // Every triple vector with at most `need` triples, odometer style.
  while (true) {
    int triples = 0, missing = 0;
    bool ok = true;
    Hand pay{};
    for (int r = 0; r < kRes && ok; ++r) {
      const int left = hand[r] - 3 * t[r];
      if (left < 0) { ok = false; break; }
      const int e = cost[r] < left ? cost[r] : left;
      pay[r] = e + 3 * t[r];
      triples += t[r];
      missing += cost[r] - e;
    }
    if (ok && missing == triples + waive) {
      bool seen = false;
      for (const Hand& h : out) seen = seen || h == pay;
      if (!seen) out.push_back(pay);
    }
    int r = 0;
    for (; r < kRes; ++r) {
      int sum = 0;
      for (int v : t) sum += v;
      if (sum < need && 3 * (t[r] + 1) <= hand[r]) { ++t[r]; break; }
      t[r] = 0;
    }
    if (r == kRes) break;
  }
}

void add_builds(const State& s, int p, int build, int exp, std::vector<Action>& out) {
  const Seat& st = s.seat[p];
  const Hand cost = build_cost(build, exp);
  const bool univ = (st.expansions & (1u << university)) && !s.turn.university_used;
  for (int w = 0; w <= (univ ? 1 : 0); ++w) {
    std::vector<Hand> pays;
    payments(cost, st.hand, w, pays);
    for (const Hand& pay : pays) {
      Action a;
      a.type = Act::build;
      a.player = p;
      a.build = build;
      a.expansion = exp;
      a.pay = pay;
      a.university = w == 1;
      if (!check(s, a)) out.push_back(a);
    }
  }
}

}  // namespace

std::vector<int> pending(const State& s) {
  std::vector<int> out;
  if (s.phase == Phase::over) return out;
  if (s.phase == Phase::discard) {
    for (int p = 0; p < s.players; ++p)
      if (count(s.seat[p].hand) > 7) out.push_back(p);
    return out;
  }
  out.push_back(s.current);
  return out;
}

Refusal check(const State& s, const Action& a) {
  if (s.phase == Phase::over) return {"game_over", "struggle.refuse.game_over"};
  if (a.player < 0 || a.player >= s.players) return {"bad_player", "struggle.refuse.bad_player"};
  if (s.phase == Phase::discard) {
    if (a.type != Act::discard) return {"wrong_phase", "struggle.refuse.discard_first"};
    return check_city_step(s, a);
  }
  if (a.player != s.current) return {"not_your_turn", "struggle.refuse.not_your_turn"};
  switch (a.type) {
    case Act::trade_market: case Act::trade_pile: case Act::trade_player: case Act::library_open:
    case Act::library_pick: case Act::give_back: case Act::end_trade:
      return check_trade(s, a);
    case Act::guild: return check_guild(s, a);
    case Act::build: return check_build(s, a);
    case Act::flip_destiny: case Act::keep_destiny: case Act::discard: return check_city_step(s, a);
    case Act::end_turn: return check_end_turn(s, a);
    default: return {"unknown_action", "struggle.refuse.unknown_action"};
  }
}

std::vector<Event> apply(State& s, const Action& a) {
  std::vector<Event> ev;
  switch (a.type) {
    case Act::guild: apply_guild(s, a, ev); break;
    case Act::build: apply_build(s, a, ev); break;
    case Act::flip_destiny: case Act::keep_destiny: case Act::discard: apply_city_step(s, a, ev); break;
    case Act::end_turn: apply_end_turn(s, a, ev); break;
    default: apply_trade(s, a, ev); break;
  }
  if (s.phase != Phase::over && s.seat[s.current].vp >= s.vp_target) {  // 10 VP on your own turn
    s.winner = s.current;
    s.phase = Phase::over;
    Event e;
    e.type = "won";
    e.player = s.current;
    e.value = s.seat[s.current].vp;
    ev.push_back(e);
  }
  return ev;
}

std::vector<Action> legal_actions(const State& s, int p) {
  std::vector<Action> out;
  if (s.phase == Phase::over || p < 0 || p >= s.players) return out;
  const Seat& st = s.seat[p];
  auto try_add = [&](Act t, int give = -1, int get = -1, int victim = -1) {
    Action a;
    a.type = t;
    a.player = p;
    a.give = give;
    a.get = get;
    a.victim = victim;
    if (!check(s, a)) out.push_back(a);
  };
  if (s.phase == Phase::discard) {
    for (int r = 0; r < kRes; ++r) try_add(Act::discard, r);
    return out;
  }
  if (p != s.current) return out;
  if (s.phase == Phase::destiny) {
    try_add(Act::flip_destiny);
    try_add(Act::keep_destiny);
    return out;
  }
  const int others = s.players;
  if (s.phase == Phase::trade) {
    for (int g = 0; g < kRes; ++g) {
      if (st.hand[g] == 0) continue;
      for (int r = 0; r < kRes; ++r) try_add(Act::trade_market, g, r);
      try_add(Act::trade_pile, g);
      try_add(Act::give_back, g);
    }
    for (int v = 0; v < others; ++v) {
      try_add(Act::trade_player, -1, -1, v);
      try_add(Act::library_open, -1, -1, v);
    }
    for (int r = 0; r < kRes; ++r) try_add(Act::library_pick, -1, r);
    try_add(Act::end_trade);
  }
  for (int v = 0; v < others; ++v) try_add(Act::guild, -1, -1, v);
  if (s.phase == Phase::build) {
    for (int b = 0; b < expansion; ++b)
      if (!(s.turn.built & (1u << b))) add_builds(s, p, b, -1, out);
    if (!(s.turn.built & (1u << expansion)))
      for (int k = 0; k < kExpansionKinds; ++k) {
        Action probe;
        probe.type = Act::build;
        probe.player = p;
        probe.build = expansion;
        probe.expansion = k;
        probe.pay = build_cost(expansion, k);  // structural checks only; payment checked per option
        const Refusal r = check(s, probe);
        if (!r || std::string(r.code) == "cannot_pay" || std::string(r.code) == "bad_payment")
          add_builds(s, p, expansion, k, out);
      }
    try_add(Act::end_turn);
  }
  return out;
}

std::string invariants(const State& s) {
  const CardCounts& c = s.in_play;
  Hand res = s.draw_pile;
  for (int r = 0; r < kRes; ++r) res[r] += s.discard[r];
  int market_cards = 0;
  for (int m : s.market)
    if (m >= 0) { ++res[m]; ++market_cards; }
  int roads = s.road_stack, knights = s.knight_stack, settle = s.settlement_stack, unrevealed = s.settlement_stack;
  std::array<int, kExpansionKinds> exps = s.expansion_stack;
  std::array<int, kEventKinds> events = s.event_pool;
  for (int p = 0; p < s.players; ++p) {
    const Seat& st = s.seat[p];
    for (int r = 0; r < kRes; ++r) {
      if (st.hand[r] < 0) return "negative hand";
      res[r] += st.hand[r];
    }
    roads += st.roads;
    knights += st.knights;
    settle += st.settlements + st.cities;
    unrevealed += st.settlements;
    for (int k = 0; k < kExpansionKinds; ++k) exps[k] += (st.expansions >> k) & 1;
    for (int e = 0; e < kEventKinds; ++e) events[e] += st.city_events[e];
    if (st.city_events[0] + st.city_events[1] != st.cities) return "city events do not match cities";
    if (std::popcount(unsigned(st.expansions)) > st.cities) return "more expansions than cities";
    if (recompute_vp(st) != st.vp) return "VP recomputed differ from the kept VP of seat " + std::to_string(p);
  }
  if (res != kResourceTotals) return "resource cards not accounted for";
  if (market_cards < 5 && count(s.draw_pile) + count(s.discard) > 0) return "market below 5 while cards remain";
  if (roads != c.roads || knights != c.knights || settle != c.settlements) return "building cards not accounted for";
  if (exps != c.expansions || events != c.events) return "expansions or city events not accounted for";
  if (s.event_pool[0] + s.event_pool[1] != unrevealed) return "hidden events differ from unrevealed settlement cards";
  int in_play_exp = 0;
  for (int v : c.expansions) in_play_exp += v;
  const int boxed = (9 - c.roads) + (15 - c.settlements) + (5 - c.knights) + (9 - in_play_exp) + (4 - s.players);
  const int total = count(res) + roads + knights + settle + in_play_exp + s.players + 1 + boxed;
  if (total != kTotalCards) return "cards do not add up to 110";
  if (s.phase == Phase::over) {
    if (s.turn_number <= s.turn_limit && (s.winner < 0 || s.seat[s.winner].vp < s.vp_target))
      return "game over without a winner at the target";
  } else {
    if (s.winner >= 0) return "a winner while the game runs";
    if (s.seat[s.current].vp >= s.vp_target) return "current player at the target without winning";
    if (pending(s).empty()) return "nobody may act";
  }
  if (s.phase == Phase::destiny && s.players < 3) return "destiny choice with 2 players";
  if (s.phase != Phase::trade && (s.turn.owe_to >= 0 || s.turn.library_open >= 0)) return "a trade left open";
  return "";
}

}  // namespace catan::struggle
