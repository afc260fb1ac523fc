// Invariants for the play-out harness: all 120 cards in exactly one place,
// regions 0..3, principality shape, tokens and VP recomputed equal the kept ones.
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {

std::string check_invariants(const State& s) {
  int seen[kCards] = {};
  auto mark = [&](int id) { if (id >= 0 && id < kCards) ++seen[id]; };
  for (const auto* v : {&s.roads, &s.settlements, &s.cities, &s.regions, &s.events, &s.discard, &s.limbo})
    for (int id : *v) mark(id);
  for (const auto& st : s.stacks)
    for (int id : st) mark(id);
  mark(s.event_shown);
  for (int p = 0; p < 2; ++p) {
    for (int id : s.p[p].hand) mark(id);
    const auto& cols = s.p[p].cols;
    if (cols.size() < 5 || cols.size() % 2 == 0 || cols.front().town || cols.back().town)
      return "principality shape";
    for (size_t i = 0; i < cols.size(); ++i) {
      const Column& c = cols[i];
      if (c.town != (i % 2 == 1)) return "columns do not alternate";
      if (c.town) {
        if (c.settlement < 0) return "town without settlement";
        mark(c.settlement);
        mark(c.city);
        for (int k = 0; k < 4; ++k) {
          mark(c.site[k]);
          if (c.site[k] >= 0 && !is_expansion(card(c.site[k]).type)) return "a non-expansion on a site";
          if ((k == 1 || k == 3) && c.site[k] >= 0 && c.city < 0) return "a city site without a city";
          if (c.site[k] >= 0 && info(card(c.site[k]).type).group == Group::red && c.city < 0) return "red card on a settlement";
        }
      } else {
        mark(c.road);
        if (i > 0 && i + 1 < cols.size() && c.road < 0) return "inner gap without a road";
        for (int k = 0; k < 2; ++k) {
          mark(c.region[k]);
          if (c.stock[k] < 0 || c.stock[k] > 3) return "region outside 0..3";
          if (c.region[k] < 0 && !(s.queue.size() && s.queue.front().kind == DK::scout_pick)) return "missing region";
        }
      }
    }
  }
  for (int id = 0; id < kCards; ++id)
    if (seen[id] != 1) return "card " + std::to_string(id) + " found " + std::to_string(seen[id]) + " times";
  if (s.phase != Phase::setup) {
    const int k = compute_knight_holder(s), w = compute_windmill_holder(s);
    if (s.phase != Phase::over && (k != s.knight_holder || w != s.windmill_holder)) return "token holder differs from recomputation";
    for (int p = 0; p < 2; ++p)
      if (s.phase != Phase::over && s.vp[p] != compute_vp(s, p, k, w)) return "VP differ from recomputation";
  }
  if (s.phase == Phase::over && s.winner < 0) return "over without a winner";
  return "";
}

}  // namespace catan::cardgame
