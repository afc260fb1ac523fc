// The build phase (struggle.md §1, §2, §5): costs, the 3-for-1 stand-in, one card of each
// type a turn, expansions, taking a road or knight when its stack is empty.
#include "engine/struggle/struggle.hpp"

#include <bit>

namespace catan::struggle {
namespace {

bool fits_from(const Hand& cost, const Hand& pay, int r, int missing, int triples, int waive) {
  if (r == kRes) return missing == triples + waive;
  const int top = cost[r] < pay[r] ? cost[r] : pay[r];
  // Cards of this kind paid as themselves (e) or in triples (the rest): e = pay mod 3, +3, ...
  for (int e = pay[r] % 3; e <= top; e += 3)
    if (fits_from(cost, pay, r + 1, missing + cost[r] - e, triples + (pay[r] - e) / 3, waive)) return true;
  return false;
}

}  // namespace

Hand build_cost(int build, int expansion_kind) {
  switch (build) {
    case road: return {1, 1, 0, 0, 0};
    case knight: return {0, 0, 1, 1, 1};
    case settlement: return {1, 1, 1, 1, 0};
    case city: return {0, 0, 0, 2, 3};
    default: return expansion_kind == town_hall ? Hand{0, 0, 3, 0, 3} : Hand{0, 0, 3, 0, 1};
  }
}

bool payment_fits(const Hand& cost, const Hand& pay, int waive) {
  for (int r = 0; r < kRes; ++r)
    if (pay[r] < 0) return false;
  return fits_from(cost, pay, 0, 0, 0, waive);
}

bool takeable(const Seat& v, int build) {
  if (build == road) return v.roads > ((v.expansions & (1u << city_wall)) ? 3 : 0);
  return v.knights > ((v.expansions & (1u << church)) ? 1 : 0);
}

int steal_victim(const State& s, int p, int build) {
  for (int k = 1; k < s.players; ++k) {
    const int q = ((p + k * s.destiny) % s.players + s.players) % s.players;
    if (takeable(s.seat[q], build)) return q;
  }
  return -1;
}

Refusal check_build(const State& s, const Action& a) {
  if (s.phase != Phase::build) return {"wrong_phase", "struggle.refuse.not_build_phase"};
  if (a.build < 0 || a.build >= kBuildKinds) return {"bad_build", "struggle.refuse.bad_build"};
  const Seat& st = s.seat[a.player];
  if (s.turn.built & (1u << a.build)) return {"built_this_turn", "struggle.refuse.built_this_turn"};
  switch (a.build) {
    case road:
      if (s.road_stack == 0 && steal_victim(s, a.player, road) < 0) return {"nothing_to_take", "struggle.refuse.nothing_to_take"};
      break;
    case knight:
      if (s.knight_stack == 0 && steal_victim(s, a.player, knight) < 0) return {"nothing_to_take", "struggle.refuse.nothing_to_take"};
      break;
    case settlement:
      if (s.settlement_stack == 0) return {"stack_empty", "struggle.refuse.stack_empty"};
      break;
    case city:
      if (st.settlements == 0) return {"no_settlement", "struggle.refuse.no_settlement"};
      if (a.chance_event >= 0 && (a.chance_event >= kEventKinds || s.event_pool[a.chance_event] == 0))
        return {"bad_chance", "struggle.refuse.bad_chance"};
      if (a.chance_cards.size() > 5) return {"bad_chance", "struggle.refuse.bad_chance"};
      if (!a.chance_cards.empty()) {  // Market Day's 5 new cards, drawn after the old 5 are discarded
        if (a.chance_event != market_day) return {"bad_chance", "struggle.refuse.bad_chance"};
        Hand pile = s.draw_pile, disc = s.discard;
        for (int m : s.market)
          if (m >= 0) ++disc[m];
        for (int pay = 0; pay < kRes; ++pay) disc[pay] += a.pay[pay];
        for (int c : a.chance_cards) {
          if (count(pile) == 0) { pile = disc; disc = Hand{}; }
          if (c < 0 || c >= kRes || pile[c] == 0) return {"bad_chance", "struggle.refuse.bad_chance"};
          --pile[c];
        }
      }
      break;
    default:
      if (a.expansion < 0 || a.expansion >= kExpansionKinds) return {"bad_expansion", "struggle.refuse.bad_expansion"};
      if (st.expansions & (1u << a.expansion)) return {"has_expansion", "struggle.refuse.has_expansion"};
      if (s.expansion_stack[a.expansion] == 0) return {"stack_empty", "struggle.refuse.stack_empty"};
      if (st.cities <= std::popcount(unsigned(st.expansions))) return {"no_free_city", "struggle.refuse.no_free_city"};
      break;
  }
  if (a.build != city && (a.chance_event >= 0 || !a.chance_cards.empty())) return {"bad_chance", "struggle.refuse.bad_chance"};
  if (a.university && (!(st.expansions & (1u << university)) || s.turn.university_used))
    return {"no_university", "struggle.refuse.no_university"};
  for (int r = 0; r < kRes; ++r)
    if (a.pay[r] > st.hand[r]) return {"cannot_pay", "struggle.refuse.cannot_pay"};
  if (!payment_fits(build_cost(a.build, a.expansion), a.pay, a.university ? 1 : 0))
    return {"bad_payment", "struggle.refuse.bad_payment"};
  return {};
}

void apply_build(State& s, const Action& a, std::vector<Event>& ev) {
  Seat& st = s.seat[a.player];
  for (int r = 0; r < kRes; ++r) {
    st.hand[r] -= a.pay[r];
    s.discard[r] += a.pay[r];
  }
  if (a.university) s.turn.university_used = true;
  s.turn.built |= uint8_t(1u << a.build);
  switch (a.build) {
    case road:
    case knight: {
      int& stack = a.build == road ? s.road_stack : s.knight_stack;
      int taken_from = -1;
      if (stack > 0) {
        --stack;
      } else {
        taken_from = steal_victim(s, a.player, a.build);
        Seat& v = s.seat[taken_from];
        int& row = a.build == road ? v.roads : v.knights;
        if (row % 2 == 0) --v.vp;  // the last card lay B-side up
        --row;
      }
      int& mine = a.build == road ? st.roads : st.knights;
      ++mine;
      if (mine % 2 == 0) ++st.vp;  // laid B-side up
      if (taken_from >= 0) ev.push_back(Event{a.build == road ? "took_road" : "took_knight", a.player, taken_from, -1, false, mine});
      else ev.push_back(Event{"built", a.player, -1, -1, false, a.build});
      break;
    }
    case settlement:
      --s.settlement_stack;
      ++st.settlements;
      ++st.vp;
      ev.push_back(Event{"built", a.player, -1, -1, false, a.build});
      if (s.players >= 3) s.phase = Phase::destiny;
      break;
    case city: {
      --st.settlements;
      ++st.cities;
      ++st.vp;
      int e = a.chance_event;
      if (e < 0) e = int(s.rng.below(uint32_t(s.event_pool[0] + s.event_pool[1]))) < s.event_pool[0] ? robbery : market_day;
      --s.event_pool[e];
      ++st.city_events[e];
      ev.push_back(Event{"built", a.player, -1, -1, false, a.build});
      resolve_city_event(s, a.player, e, a.chance_cards, ev);
      break;
    }
    default:
      --s.expansion_stack[a.expansion];
      st.expansions |= uint8_t(1u << a.expansion);
      st.vp += a.expansion == town_hall ? 2 : 1;
      ev.push_back(Event{"built_expansion", a.player, -1, -1, false, a.expansion});
      break;
  }
}

Refusal check_guild(const State& s, const Action& a) {
  if (s.phase != Phase::trade && s.phase != Phase::build) return {"wrong_phase", "struggle.refuse.not_trade_or_build"};
  const Seat& st = s.seat[a.player];
  if (!(st.expansions & (1u << merchant_guild))) return {"no_guild", "struggle.refuse.no_guild"};
  if (s.turn.guild_used) return {"guild_used", "struggle.refuse.guild_used"};
  if (s.turn.library_open >= 0) return {"library_pick_first", "struggle.refuse.library_pick_first"};
  if (a.victim < 0 || a.victim >= s.players || a.victim == a.player) return {"bad_victim", "struggle.refuse.bad_victim"};
  if (s.seat[a.victim].vp < st.vp) return {"guild_fewer_vp", "struggle.refuse.guild_fewer_vp"};
  if (count(s.seat[a.victim].hand) == 0) return {"victim_empty", "struggle.refuse.victim_empty"};
  if (a.chance_card >= 0 && (a.chance_card >= kRes || s.seat[a.victim].hand[a.chance_card] == 0))
    return {"bad_chance", "struggle.refuse.bad_chance"};
  return {};
}

void apply_guild(State& s, const Action& a, std::vector<Event>& ev) {
  Seat& v = s.seat[a.victim];
  const int got = a.chance_card >= 0 ? a.chance_card : random_card(v.hand, s.rng);
  --v.hand[got];
  ++s.seat[a.player].hand[got];
  s.turn.guild_used = true;
  Event e;
  e.type = "guild_drew";
  e.player = a.player;
  e.other = a.victim;
  e.card = got;
  e.secret = true;
  ev.push_back(std::move(e));
}

}  // namespace catan::struggle
