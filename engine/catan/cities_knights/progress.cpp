// Progress cards (§3.7, §3.14): three shuffled decks of 18 by colour, drawn only through the
// city gates and the tie reward; hand limit 4, 5 during your own turn (seed 002); a card over
// the limit is discarded at once (off-turn) or before you end your turn; Printer and
// Constitution are revealed at once (1 VP) and stay outside the hand. Discarded and played
// cards go under their deck. Effects implemented: Warlord (activate all your knights free),
// Irrigation, Mining; every other card is refused with "not_implemented" and stays in hand.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {

int hand_limit(const Position& p, int player) { return player == p.current ? kHandLimit + 1 : kHandLimit; }

void draw_progress(Ctx& c, int player, int track) {
  auto& p = c.pos;
  CkState& s = S(p);
  if (s.deck_left[track] <= 0) return;
  int in_deck = 0;
  for (int k = track_first(track); k < track_end(track); ++k) in_deck += s.deck[k];
  if (in_deck == 0) {  // the deck ran out: the cards under it become the deck
    for (int k = track_first(track); k < track_end(track); ++k) { s.deck[k] = int8_t(s.deck[k] + s.under[k]); s.under[k] = 0; }
    for (int k = track_first(track); k < track_end(track); ++k) in_deck += s.deck[k];
  }
  int pick = int(p.rng.below(uint32_t(in_deck))), card = track_first(track);
  for (; card < track_end(track); ++card) { if (pick < s.deck[card]) break; pick -= s.deck[card]; }
  --s.deck[card];
  --s.deck_left[track];
  if (is_vp_card(card)) {
    ++s.vp_cards[player];
    c.events.push({ev::progress_revealed, player, -1, int16_t(card), int16_t(track)});
    return;
  }
  ++s.hand[player][card];
  ++s.hand_count[player];
  Event e{ev::progress_drawn, player, -1, -1, int16_t(track)};
  e.res[0] = int8_t(card + 1);
  e.secret = true;
  c.events.push(e);
  if (s.hand_count[player] > hand_limit(p, player)) s.progress_discard_mask = uint8_t(s.progress_discard_mask | (1u << player));
}

// Irrigation / Mining (§3.14): 2 grain / ore per fields / mountains hex next to at least one of
// your settlements or cities (each hex once, cities do not double), as far as the bank has them.
ResourceCounts harvest(const GameDef& d, const Position& p, int player, int card) {
  const Terrain want = card == irrigation ? Terrain::fields : Terrain::mountains;
  const Resource r = card == irrigation ? Resource::grain : Resource::ore;
  int n = 0;
  for (int h = 0; h < d.topo->land_count; ++h) {
    if (d.layout.terrain[h] != want) continue;
    for (auto v : d.topo->hexes[h].vertices)
      if (p.building_owner[v] == player) { n += 2; break; }
  }
  if (n > p.bank[r]) n = p.bank[r];
  return ResourceCounts::of(r, n);
}

Refusal check_progress(const GameDef& d, const Position& p, const Action& a) {
  const CkState& s = S(p);
  if (a.extra < 0 || a.extra >= kProgressKinds) return {"bad_action", "ck.refuse.bad_card"};
  if (s.hand[a.player][a.extra] <= 0) return {"not_allowed", "ck.refuse.card_not_held"};
  if (a.type == act::discard_progress) {
    if (p.phase == Phase::variant && (s.progress_discard_mask & (1u << a.player))) return {};
    if (p.phase == Phase::main && a.player == p.current && s.hand_count[a.player] > kHandLimit) return {};
    return {"wrong_phase", "ck.refuse.no_progress_discard_due"};
  }
  // play_progress
  if (a.extra == alchemist) {
    if (p.phase != Phase::pre_roll) return {"wrong_phase", "ck.refuse.alchemist_before_roll"};
  } else if (p.phase != Phase::main) {
    return {"wrong_phase", "ck.refuse.after_roll"};
  }
  switch (a.extra) {
    case warlord:
      for (auto k : s.knight)
        if (k && knight::owner(k) == a.player && !knight::active(k)) return {};
      return {"not_allowed", "ck.refuse.no_effect"};
    case irrigation:
    case mining:
      if (harvest(d, p, a.player, a.extra).empty()) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    default: return {"not_implemented", "ck.refuse.card_not_implemented"};
  }
}

void apply_progress(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  if (a.type == act::play_progress) {  // played cards go under their deck (UNCONFIRMED default)
    --s.hand[a.player][a.extra];
    --s.hand_count[a.player];
    ++s.under[a.extra];
    ++s.deck_left[card_track(a.extra)];
    c.events.push({ev::progress_played, a.player, -1, a.extra, int16_t(card_track(a.extra))});
    if (a.extra == warlord) {
      for (auto& k : s.knight)
        if (k && knight::owner(k) == a.player && !knight::active(k)) k = uint8_t(k | 32 | 64);
    } else {
      const ResourceCounts got = harvest(c.def, p, a.player, a.extra);
      rules::take(p, a.player, got);
      c.events.push({EventType::produced, a.player, -1, -1, -1, got});
    }
    return;
  }
  const int t = card_track(a.extra);
  --s.hand[a.player][a.extra];
  --s.hand_count[a.player];
  ++s.under[a.extra];
  ++s.deck_left[t];
  Event e{ev::progress_discarded, a.player, -1, -1, int16_t(t)};
  e.res[0] = int8_t(a.extra + 1);
  e.secret = true;
  c.events.push(e);
  if (s.hand_count[a.player] <= hand_limit(p, a.player))
    s.progress_discard_mask = uint8_t(s.progress_discard_mask & ~(1u << a.player));
  if (p.phase == Phase::variant) release_roll(c);
}

void legal_progress(const GameDef& d, const Position& p, int player, ActionList& out) {
  const CkState& s = S(p);
  Action a;
  a.player = int8_t(player);
  a.type = act::discard_progress;
  for (int k = 0; k < kProgressKinds; ++k) {
    if (s.hand[player][k] <= 0) continue;
    a.extra = int16_t(k);
    a.type = act::discard_progress;
    if (!check_progress(d, p, a)) out.push(a);
    a.type = act::play_progress;
    if (!check_progress(d, p, a)) out.push(a);
  }
}

}  // namespace catan::ck
