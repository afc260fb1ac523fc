// Supplied chance outcomes of Cities & Knights beside the dice (docs/protocol.md "Chance
// outcomes"): the progress cards drawn at a city gate (roll_dice, play_alchemist) or as a tie
// reward (choose_progress), per seat ("drawn"), and the cards a Bishop takes, per seat
// ("stolen"). Drawn cards are supplied for every player who draws or for none (a sampled draw
// before a supplied one could take the supplied card); a city gate's draws need the three dice
// (they decide who draws). Every other action refuses per-seat outcomes.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {

// The draws of a city gate of colour `track` with red die `red` (event die 4-6), or of one
// tie reward (`only` >= 0, that player): every drawing seat must have its card supplied, the
// card of that colour and left in the deck when its turn to draw comes (draws in seat order
// from the active player; an empty deck takes the cards under it, as draw_progress does).
Refusal check_draws(const GameDef& d, const Position& p, const Chance& ch, int track, int red, int only) {
  const CkState& s = S(p);
  auto deck = s.deck, under = s.under;
  int left = s.deck_left[track];
  unsigned drawers = 0;
  for (int k = 0; k < d.seated; ++k) {
    const int pl = only >= 0 ? only : seat_after(d, p, k);
    if (only >= 0 && k > 0) break;
    const int lv = s.level[pl][track];
    if (only < 0 && !(lv >= 1 && red <= lv + 1)) continue;
    if (left <= 0) continue;  // the colour is used up: nobody draws
    drawers |= 1u << pl;
    const int card = ch.seat(pl);
    if (card < 0) return {"bad_chance", "ck.refuse.chance_draws_all"};
    if (card >= kProgressKinds || card_track(card) != track) return {"bad_chance", "ck.refuse.chance_draw_colour"};
    int in_deck = 0;
    for (int x = track_first(track); x < track_end(track); ++x) in_deck += deck[x];
    if (in_deck == 0)
      for (int x = track_first(track); x < track_end(track); ++x) { deck[x] = int8_t(deck[x] + under[x]); under[x] = 0; }
    if (deck[card] <= 0) return {"bad_chance", "ck.refuse.chance_draw_not_in_deck"};
    --deck[card];
    --left;
  }
  for (int pl = 0; pl < Chance::kChanceSeats; ++pl)
    if (ch.seat(pl) >= 0 && !((drawers >> pl) & 1)) return {"bad_chance", "ck.refuse.chance_draw_nobody"};
  return {};
}

// The cards a Bishop takes on hex `hex`: each supplied seat is an opponent with a building there
// and holds that card kind. Seats left out are sampled.
Refusal check_bishop_steals(const GameDef& d, const Position& p, const Action& a) {
  for (int pl = 0; pl < Chance::kChanceSeats; ++pl) {
    const int kind = a.chance.seat(pl);
    if (kind < 0) continue;
    bool there = false;
    if (pl < d.seated && pl != a.player && a.target >= 0 && a.target < d.topo->hex_count)
      for (auto v : d.topo->hexes[a.target].vertices) there = there || p.building_owner[v] == pl;
    if (!there || p.players[pl].hand.total() == 0) return {"bad_chance", "ck.refuse.chance_steal_nobody"};
    if (kind >= kCardKinds || p.players[pl].hand[kind] <= 0) return {"bad_chance", "ck.refuse.chance_steal_card"};
  }
  return {};
}

}  // namespace

Refusal check_seat_chance(const GameDef& d, const Position& p, const Action& a) {
  const Chance& ch = a.chance;
  const Chance::SeatKind k = ch.seat_kind();
  if (a.type == act::play_bishop) {
    if (ch.kind != Chance::none || (k != Chance::no_seats && k != Chance::stolen)) return {"bad_chance", "ck.refuse.chance_bishop"};
    return k == Chance::stolen ? check_bishop_steals(d, p, a) : Refusal{};
  }
  if (a.type == act::choose_progress) {
    if (ch.kind != Chance::none || (k != Chance::no_seats && k != Chance::drawn)) return {"bad_chance", "ck.refuse.chance_tie_reward"};
    return k == Chance::drawn ? check_draws(d, p, ch, a.extra, 0, a.player) : Refusal{};
  }
  if (k == Chance::no_seats) return {};
  if (k != Chance::drawn) return {"bad_chance", "ck.refuse.chance_per_seat"};
  if (a.type != ActionType::roll_dice && a.type != act::play_alchemist) return {"bad_chance", "ck.refuse.chance_per_seat"};
  // A city gate: the event die decides the colour, the red die (rolled or the Alchemist's) who draws.
  if (ch.kind != Chance::dice || ch.c < 1 || ch.c > 6) return {"bad_chance", "ck.refuse.chance_draw_needs_dice"};
  const int red = a.type == act::play_alchemist ? a.extra / 10 : ch.a;
  if (red < 1 || red > 6) return {};  // the dice's own check refuses them
  if (ch.c <= 3) return {"bad_chance", "ck.refuse.chance_draw_nobody"};
  return check_draws(d, p, ch, ch.c - 4, red, -1);
}

void store_supplied_draws(Position& p, const Chance& ch) {
  CkState& s = S(p);
  for (int pl = 0; pl < kPlayers; ++pl)
    s.draw_supplied[size_t(pl)] = int8_t(ch.seat_kind() == Chance::drawn ? ch.seat(pl) + 1 : 0);
}

}  // namespace catan::ck
