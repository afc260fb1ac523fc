// Helpers for the card game's tests: positions built by hand from the 120
// cards (taken out of the stacks, so every card stays accounted for), actions.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>

#include "engine/cardgame/state.hpp"

namespace cgt {

using namespace catan::cardgame;

/// A game past setup: player 0 in its action phase, both on their 3rd turn, empty hands.
inline State blank(Options o = {}) {
  State s = new_state(o, 1, 0);
  s.queue.clear();
  s.phase = Phase::action;
  s.current = 0;
  s.p[0].turns = s.p[1].turns = 3;
  Events ev;
  update_derived(s, ev);
  return s;
}

/// Removes a card of type t from wherever it waits (expansion stacks, event deck, region
/// stack, centre stacks) and returns its id.
inline int take(State& s, Type t) {
  std::vector<int>* lists[] = {&s.stacks[0], &s.stacks[1], &s.stacks[2], &s.stacks[3], &s.stacks[4],
                               &s.events, &s.roads, &s.settlements, &s.cities, &s.regions, &s.discard};
  for (auto* v : lists)
    for (size_t i = 0; i < v->size(); ++i)
      if (card((*v)[i]).type == t) {
        const int id = (*v)[i];
        v->erase(v->begin() + long(i));
        return id;
      }
  FAIL("no card of that type left");
  return -1;
}

/// Puts a card of type t on site `site` of town column `col` of player p.
inline int place(State& s, int p, int col, int site, Type t) {
  const int id = take(s, t);
  s.p[p].cols[size_t(col)].site[site] = id;
  Events ev;
  update_derived(s, ev);
  return id;
}

/// Turns the settlement in column col into a city.
inline void city(State& s, int p, int col) {
  s.p[p].cols[size_t(col)].city = take(s, Type::city);
  Events ev;
  update_derived(s, ev);
}

/// Gives a card of type t to p's hand.
inline int to_hand(State& s, int p, Type t) {
  const int id = take(s, t);
  s.p[p].hand.push_back(id);
  return id;
}

/// The (column, side) of p's starting region of resource r (default layout: positions in resource order).
inline std::pair<int, int> where(int r) { return {(r / 2) * 2, r % 2}; }
inline int& stock(State& s, int p, int r) {
  auto [c, k] = where(r);
  return s.p[p].cols[size_t(c)].stock[k];
}
/// Sets all six starting regions of p: lumber, wool, brick, ore, grain, gold.
inline void stocks(State& s, int p, std::array<int, 6> v) {
  for (int r = 0; r < 6; ++r) stock(s, p, r) = v[size_t(r)];
}

inline Action act(AT t, int player) {
  Action a;
  a.type = t;
  a.player = player;
  return a;
}

/// Applies an action (copy-and-commit); returns the refusal code or "".
inline std::string run(State& s, const Action& a) {
  Events ev;
  auto r = submit(s, a, ev);
  return r ? std::string(r.code) : std::string();
}

}  // namespace cgt
