// Progress cards (§3.7, §3.14): three shuffled decks of 18 by colour, drawn only through the
// city gates and the tie reward; hand limit 4, 5 during your own turn (seed 002); a card over
// the limit is discarded at once (off-turn) or before you end your turn; Printer and
// Constitution are revealed at once (1 VP) and stay outside the hand. Discarded and played
// cards go under their deck. play_progress plays the cards without a target here (Warlord,
// Irrigation, Mining, Road Building, Saboteur, Wedding, Commercial Harbor); the cards with
// targets have their own action types, routed to progress_<colour>.cpp. A card that would
// have no effect is refused and stays in hand (§3.7).
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {

void consume_card(Ctx& c, int player, int card) {
  CkState& s = S(c.pos);
  --s.hand[player][card];
  --s.hand_count[player];
  ++s.under[card];
  ++s.deck_left[card_track(card)];
  c.events.push({ev::progress_played, int8_t(player), -1, int16_t(card), int16_t(card_track(card))});
}

Refusal may_play(const Position& p, const Action& a, int card) {
  if (p.phase != Phase::main || a.player != p.current) return {"wrong_phase", "ck.refuse.after_roll"};
  if (S(p).hand[a.player][card] <= 0) return {"not_allowed", "ck.refuse.card_not_held"};
  return {};
}

bool progress_owed(const Position& p) {
  const CkState& s = S(p);
  return s.wedding_mask || s.sabotage_mask || s.deserter_victim >= 0 || s.deserter_knight || s.harbor_with >= 0 ||
         s.spy_target >= 0 || s.mm_target >= 0;
}

bool card_pending(const Position& p, int player) {
  const CkState& s = S(p);
  if (((s.wedding_mask | s.sabotage_mask) >> player) & 1) return true;
  if (s.wedding_mask || s.sabotage_mask) return false;
  if (s.deserter_victim >= 0) return player == s.deserter_victim;
  if (s.harbor_with >= 0) return player == s.harbor_with;
  if (s.deserter_knight || s.spy_target >= 0 || s.mm_target >= 0) return player == p.current;
  return false;
}

bool is_card_action(ActionType t) { return int(t) >= int(act::play_alchemist) && int(t) <= int(act::play_inventor); }

Refusal check_card_action(const GameDef& d, const Position& p, const Action& a) {
  switch (int(a.type)) {
    case int(act::play_alchemist): case int(act::play_crane): case int(act::play_engineer):
    case int(act::play_medicine): case int(act::play_smith): case int(act::play_inventor):
      return check_science(d, p, a);
    case int(act::play_merchant): case int(act::play_merchant_fleet): case int(act::play_resource_monopoly):
    case int(act::play_trade_monopoly): case int(act::play_master_merchant): case int(act::master_take):
    case int(act::harbor_offer): case int(act::harbor_answer):
      return check_trade_cards(d, p, a);
    default: return check_politics(d, p, a);
  }
}

void apply_card_action(Ctx& c, const Action& a) {
  switch (int(a.type)) {
    case int(act::play_alchemist): case int(act::play_crane): case int(act::play_engineer):
    case int(act::play_medicine): case int(act::play_smith): case int(act::play_inventor):
      apply_science(c, a); break;
    case int(act::play_merchant): case int(act::play_merchant_fleet): case int(act::play_resource_monopoly):
    case int(act::play_trade_monopoly): case int(act::play_master_merchant): case int(act::master_take):
    case int(act::harbor_offer): case int(act::harbor_answer):
      apply_trade_cards(c, a); break;
    default: apply_politics(c, a); break;
  }
  auto& p = c.pos;
  // A card's answers done (the Alchemist's roll sets its own phase): back to the main phase.
  const CkState& s = S(p);
  if (a.type != act::play_alchemist && p.phase == Phase::variant && !progress_owed(p) && s.reloc_owner < 0 &&
      s.metropolis_due < 0 && !s.held && !s.aqueduct_mask)
    p.phase = Phase::main;
}

void legal_card_actions(const GameDef& d, const Position& p, int player, ActionList& out) {
  legal_science(d, p, player, out);
  legal_politics(d, p, player, out);
  legal_trade_cards(d, p, player, out);
}

int hand_limit(const Position& p, int player) { return player == p.current ? kHandLimit + 1 : kHandLimit; }

void draw_progress(Ctx& c, int player, int track, int supplied) {
  auto& p = c.pos;
  CkState& s = S(p);
  if (s.deck_left[track] <= 0) return;
  int in_deck = 0;
  for (int k = track_first(track); k < track_end(track); ++k) in_deck += s.deck[k];
  if (in_deck == 0) {  // the deck ran out: the cards under it become the deck
    for (int k = track_first(track); k < track_end(track); ++k) { s.deck[k] = int8_t(s.deck[k] + s.under[k]); s.under[k] = 0; }
    for (int k = track_first(track); k < track_end(track); ++k) in_deck += s.deck[k];
  }
  int card = supplied;
  if (card < 0) {
    int pick = int(p.rng.below(uint32_t(in_deck)));
    for (card = track_first(track); card < track_end(track); ++card) { if (pick < s.deck[card]) break; pick -= s.deck[card]; }
  }
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
// Cards `victim` owes to a Saboteur (half of resources + commodities, rounded down, if their VP
// are equal or more: seed 002) or a Wedding (2, or all they hold if fewer, if their VP are more).
int victim_owes(const GameDef& d, const Position& p, int player, int victim, int card) {
  const int mine = rules::public_points(d, p, player), theirs = rules::public_points(d, p, victim);
  const int held = p.players[victim].hand.total();
  if (card == saboteur) return theirs >= mine ? held / 2 : 0;
  return theirs > mine ? (held < 2 ? held : 2) : 0;
}

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
  if (a.extra == alchemist) return {"bad_action", "ck.refuse.use_card_action"};
  if (p.phase != Phase::main || a.player != p.current) return {"wrong_phase", "ck.refuse.after_roll"};
  switch (a.extra) {
    case road_building:
      if (p.players[a.player].roads_left <= 0 || !any_road_spot(d, p, a.player)) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    case saboteur:
    case wedding:
      for (int pl = 0; pl < d.seated; ++pl)
        if (pl != a.player && victim_owes(d, p, a.player, pl, a.extra) > 0) return {};
      return {"not_allowed", "ck.refuse.no_effect"};
    case commercial_harbor: {
      if (s.harbor_active) return {"not_allowed", "ck.refuse.harbor_once"};
      int res = 0;
      for (int r = 0; r < kResourceCount; ++r) res += p.players[a.player].hand[r];
      if (res == 0) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    }
    case warlord:
      for (auto k : s.knight)
        if (k && knight::owner(k) == a.player && !knight::active(k)) return {};
      return {"not_allowed", "ck.refuse.no_effect"};
    case irrigation:
    case mining:
      if (harvest(d, p, a.player, a.extra).empty()) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    default: return {"bad_action", "ck.refuse.use_card_action"};
  }
}

void apply_progress(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  if (a.type == act::play_progress) {  // played cards go under their deck (UNCONFIRMED default)
    consume_card(c, a.player, a.extra);
    if (a.extra == road_building) {  // 2 free roads (1 if only 1 piece is left), base road_building phase
      p.free_roads = int8_t(p.players[a.player].roads_left < 2 ? p.players[a.player].roads_left : 2);
      p.robber_return = Phase::main;
      p.phase = Phase::road_building;
    } else if (a.extra == saboteur || a.extra == wedding) {
      uint8_t mask = 0;
      for (int pl = 0; pl < c.def.seated; ++pl) {
        const int n = pl == a.player ? 0 : victim_owes(c.def, p, a.player, pl, a.extra);
        s.owe[pl] = int8_t(n);
        if (n > 0) mask = uint8_t(mask | (1u << pl));
      }
      (a.extra == saboteur ? s.sabotage_mask : s.wedding_mask) = mask;
      p.phase = Phase::variant;
    } else if (a.extra == commercial_harbor) {
      s.harbor_active = 1;
    } else if (a.extra == warlord) {
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
