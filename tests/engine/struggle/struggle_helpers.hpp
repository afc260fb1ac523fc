// Helpers for the Struggle for Catan tests: positions set up by hand with every card
// kept accounted for (cards move between the draw pile and hands).
#pragma once
#include <doctest/doctest.h>

#include "engine/struggle/struggle.hpp"

namespace sth {

using namespace catan::struggle;

/// Resources in engine order.
inline constexpr int B = 0, L = 1, W = 2, G = 3, O = 4;

inline Hand H(int b, int l, int w, int g, int o) { return Hand{b, l, w, g, o}; }

/// A fresh game (seat 0 starts, destiny clockwise).
inline State game(int players, uint64_t seed = 5) {
  Options o;
  o.players = players;
  return new_game(o, seed);
}

/// Gives seat `p` exactly `h` (its old cards go back to the draw pile).
inline void set_hand(State& s, int p, const Hand& h) {
  for (int r = 0; r < kRes; ++r) {
    s.draw_pile[r] += s.seat[p].hand[r];
    s.seat[p].hand[r] = 0;
  }
  for (int r = 0; r < kRes; ++r) {
    REQUIRE(s.draw_pile[r] >= h[r]);
    s.draw_pile[r] -= h[r];
    s.seat[p].hand[r] = h[r];
  }
}

/// Sets seat `p`'s road and knight rows, taking from / returning to the stacks.
inline void set_rows(State& s, int p, int roads, int knights) {
  s.road_stack += s.seat[p].roads - roads;
  s.knight_stack += s.seat[p].knights - knights;
  s.seat[p].roads = roads;
  s.seat[p].knights = knights;
  REQUIRE(s.road_stack >= 0);
  REQUIRE(s.knight_stack >= 0);
  s.seat[p].vp = recompute_vp(s.seat[p]);
}

/// Gives seat `p` an expansion (and a city to hold it, from one of its settlements or the stack).
inline void give_expansion(State& s, int p, int kind) {
  Seat& st = s.seat[p];
  if (st.cities <= __builtin_popcount(st.expansions)) {
    if (st.settlements == 0) { --s.settlement_stack; ++st.settlements; }
    --st.settlements;
    ++st.cities;
    const int e = s.event_pool[robbery] > 0 ? robbery : market_day;
    --s.event_pool[e];
    ++st.city_events[e];
  }
  REQUIRE(s.expansion_stack[kind] > 0);
  --s.expansion_stack[kind];
  st.expansions |= uint8_t(1u << kind);
  st.vp = recompute_vp(st);
}

/// Applies an action that must be legal.
inline std::vector<Event> ok(State& s, const Action& a) {
  const catan::Refusal r = check(s, a);
  INFO((r ? r.code : ""));
  REQUIRE(!r);
  auto ev = apply(s, a);
  REQUIRE(invariants(s) == "");
  return ev;
}

/// The refusal code of an action ("" if legal).
inline std::string refused(const State& s, const Action& a) {
  const catan::Refusal r = check(s, a);
  return r ? std::string(r.code) : std::string();
}

inline Action act(Act t, int p) {
  Action a;
  a.type = t;
  a.player = p;
  return a;
}
inline Action build(int p, int kind, const Hand& pay, int exp = -1) {
  Action a = act(Act::build, p);
  a.build = kind;
  a.pay = pay;
  a.expansion = exp;
  return a;
}

}  // namespace sth
