// The draw phase (struggle.md §6 "Draw"): 2 cards + 1 per A-side knight, then the next player.
#include "engine/struggle/struggle.hpp"

namespace catan::struggle {

Refusal check_end_turn(const State& s, const Action& a) {
  if (s.phase != Phase::build) return {"wrong_phase", "struggle.refuse.not_build_phase"};
  const int n = 2 + a_sides(s.seat[a.player].knights);
  if (int(a.chance_cards.size()) > n) return {"bad_chance", "struggle.refuse.bad_chance"};
  Hand pile = s.draw_pile, disc = s.discard;
  for (int c : a.chance_cards) {
    if (count(pile) == 0) { pile = disc; disc = Hand{}; }
    if (c < 0 || c >= kRes || pile[c] == 0) return {"bad_chance", "struggle.refuse.bad_chance"};
    --pile[c];
  }
  return {};
}

void apply_end_turn(State& s, const Action& a, std::vector<Event>& ev) {
  Seat& st = s.seat[a.player];
  const int n = 2 + a_sides(st.knights);
  Event e;
  e.type = "drew";
  e.player = a.player;
  e.value = 0;
  for (int i = 0; i < n; ++i) {
    const int c = draw_card(s, i < int(a.chance_cards.size()) ? a.chance_cards[i] : -1);
    if (c < 0) break;  // every resource card is in hands or the market
    ++st.hand[c];
    ++e.value;
  }
  ev.push_back(e);
  s.current = (s.current + 1) % s.players;
  s.turn = Turn{};
  s.phase = Phase::trade;
  ++s.turn_number;
  if (s.turn_number > s.turn_limit) {  // stall guard: the most VP wins, a tie has no winner
    int best = 0;
    for (int p = 1; p < s.players; ++p)
      if (s.seat[p].vp > s.seat[best].vp) best = p;
    int tied = 0;
    for (int p = 0; p < s.players; ++p) tied += s.seat[p].vp == s.seat[best].vp;
    s.winner = tied == 1 ? best : -1;
    s.phase = Phase::over;
    Event t;
    t.type = "turn_limit";
    t.player = s.winner;
    t.value = s.turn_limit;
    ev.push_back(t);
  }
}

}  // namespace catan::struggle
