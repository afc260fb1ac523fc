// A new game (card-games.md B.3, struggle.md §8): stacks by player number, 3 cards each,
// 1 settlement and 1 A-side road each, market of 5, destiny card, start player.
#include "engine/struggle/struggle.hpp"

namespace catan::struggle {

State new_game(const Options& o, uint64_t seed) {
  State s;
  s.players = o.players;
  s.vp_target = o.vp_target;
  s.turn_limit = o.turn_limit;
  s.rng = Rng::from_seed(seed);
  s.in_play = card_counts(o.players);
  s.draw_pile = kResourceTotals;
  s.road_stack = s.in_play.roads - o.players;
  s.settlement_stack = s.in_play.settlements - o.players;
  s.knight_stack = s.in_play.knights;
  s.expansion_stack = s.in_play.expansions;
  s.event_pool = s.in_play.events;  // every settlement card's event is still hidden
  for (int p = 0; p < o.players; ++p) {
    Seat& st = s.seat[p];
    st.roads = 1;
    st.settlements = 1;
    for (int k = 0; k < 3; ++k) ++st.hand[draw_card(s, -1)];
    st.vp = recompute_vp(st);
  }
  for (int& m : s.market) m = draw_card(s, -1);
  if (o.random_destiny) s.destiny = s.rng.below(2) ? -1 : 1;
  if (o.random_start) s.current = int(s.rng.below(uint32_t(o.players)));
  return s;
}

}  // namespace catan::struggle
