// Principality geometry and storage (card-games.md A.3, A.8, A.10): resources
// kept on regions 0..3, payments from the fullest region, gains to the emptiest.
#include <algorithm>

#include "engine/cardgame/state.hpp"

namespace catan::cardgame {

int total(const State& s, int p, int r) {
  int n = 0;
  for (const Column& c : s.p[p].cols)
    if (!c.town)
      for (int k = 0; k < 2; ++k)
        if (c.region[k] >= 0 && card(c.region[k]).res == r) n += c.stock[k];
  return n;
}

int total_all(const State& s, int p) {
  int n = 0;
  for (int r = 0; r < kResCount; ++r) n += total(s, p, r);
  return n;
}

int room(const State& s, int p, int r) {
  int n = 0;
  for (const Column& c : s.p[p].cols)
    if (!c.town)
      for (int k = 0; k < 2; ++k)
        if (c.region[k] >= 0 && card(c.region[k]).res == r) n += 3 - c.stock[k];
  return n;
}

int* region_stock(State& s, int p, int id) {
  for (Column& c : s.p[p].cols)
    if (!c.town)
      for (int k = 0; k < 2; ++k)
        if (c.region[k] == id) return &c.stock[k];
  return nullptr;
}

namespace {

// Moves units of r between the chosen regions in `hints` and the store: delta -1 pays, +1 gains.
// Each hint of type r serves one unit; a chosen region that cannot serve marks hint_bad.
int use_hints(State& s, int p, int r, int n, std::vector<int>& hints, int delta) {
  if (p != s.hint_seat) return 0;
  int done = 0;
  for (size_t i = 0; i < hints.size() && done < n;) {
    if (card(hints[i]).res != r) { ++i; continue; }
    int* st = region_stock(s, p, hints[i]);
    if (!st || (delta < 0 ? *st == 0 : *st == 3)) {
      s.hint_bad = true;
      ++i;
      continue;
    }
    *st += delta;
    ++done;
    hints.erase(hints.begin() + long(i));
  }
  return done;
}

}  // namespace

int pay(State& s, int p, int r, int n) {
  int taken = use_hints(s, p, r, n, s.hint_from, -1);
  while (taken < n) {
    int* best = nullptr;
    for (Column& c : s.p[p].cols)
      if (!c.town)
        for (int k = 0; k < 2; ++k)
          if (c.region[k] >= 0 && card(c.region[k]).res == r && c.stock[k] > 0 && (!best || c.stock[k] > *best))
            best = &c.stock[k];
    if (!best) break;
    --*best;
    ++taken;
  }
  return taken;
}

int gain(State& s, int p, int r, int n) {
  int stored = use_hints(s, p, r, n, s.hint_to, +1);
  while (stored < n) {
    int* best = nullptr;
    for (Column& c : s.p[p].cols)
      if (!c.town)
        for (int k = 0; k < 2; ++k)
          if (c.region[k] >= 0 && card(c.region[k]).res == r && c.stock[k] < 3 && (!best || c.stock[k] < *best))
            best = &c.stock[k];
    if (!best) break;
    ++*best;
    ++stored;
  }
  return stored;
}

bool can_afford(const State& s, int p, const std::array<int8_t, kResCount>& cost) {
  for (int r = 0; r < kResCount; ++r)
    if (total(s, p, r) < cost[size_t(r)]) return false;
  return true;
}

void pay_cost(State& s, int p, const std::array<int8_t, kResCount>& cost) {
  for (int r = 0; r < kResCount; ++r) pay(s, p, r, cost[size_t(r)]);
}

int count_type(const State& s, int p, Type t) {
  int n = 0;
  for (const Column& c : s.p[p].cols)
    if (c.town)
      for (int id : c.site)
        if (id >= 0 && card(id).type == t) ++n;
  return n;
}

int cities(const State& s, int p) {
  int n = 0;
  for (const Column& c : s.p[p].cols) n += c.town && c.city >= 0;
  return n;
}

int hand_limit(const State& s, int p) {
  return 3 + count_type(s, p, Type::abbey) + count_type(s, p, Type::library);
}

bool town_has(const State& s, int p, int c, Type t, int side) {
  if (c < 0 || c >= int(s.p[p].cols.size())) return false;
  const Column& col = s.p[p].cols[size_t(c)];
  if (!col.town) return false;
  for (int k = 0; k < 4; ++k)
    if (col.site[k] >= 0 && card(col.site[k]).type == t && (side < 0 || site_side(k) == side)) return true;
  return false;
}

}  // namespace catan::cardgame
