// Dice (§3.3): the event die is resolved before the production total: a ship advances the
// barbarians (an attack on the 7th advance), a city gate gives progress cards by the red die
// and each player's improvement level. Owed choices (lost cities, tie rewards, a 5th card
// off-turn) hold the total until they are made.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {

void on_roll(Ctx& c, const Action& a) {
  S(c.pos).event_supplied = a.chance.kind == Chance::dice ? a.chance.c : 0;
  store_supplied_draws(c.pos, a.chance);
}

bool choices_owed(const Position& p) {
  const CkState& s = S(p);
  return (s.lose_city_mask | s.tie_reward_mask | s.progress_discard_mask) != 0;
}

void after_dice(Ctx& c) {
  auto& p = c.pos;
  CkState& s = S(p);
  int e = s.event_supplied ? s.event_supplied : int(p.rng.below(6)) + 1;
  s.event_supplied = 0;
  s.event_die = int8_t(e);
  // Faces 1-3: a ship; 4: trade (yellow) gate; 5: politics (blue); 6: science (green).
  const int track = e <= 3 ? -1 : e - 4;
  c.events.push({ev::event_die_rolled, p.current, -1, int16_t(e), int16_t(track)});
  if (track < 0) {
    advance_barbarians(c);
  } else {
    const int red = p.dice[0];
    for (int k = 0; k < c.def.seated; ++k) {
      int pl = seat_after(c.def, p, k);
      int lv = s.level[pl][track];
      if (lv >= 1 && red <= lv + 1) draw_progress(c, pl, track, s.draw_supplied[size_t(pl)] - 1);
    }
  }
  s.draw_supplied = {};
  if (choices_owed(p)) {
    s.held = 1;
    p.phase = Phase::variant;
  }
}

void release_roll(Ctx& c) {
  CkState& s = S(c.pos);
  if (!s.held || choices_owed(c.pos)) return;
  s.held = 0;
  rules::resolve_total(c);
}

}  // namespace catan::ck
