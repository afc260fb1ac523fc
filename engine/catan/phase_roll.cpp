// Rolling (§1.5), production with the bank-shortage rule (§1.6), the 7 and
// discards (§1.7); options no_sevens_first_rounds and balanced_dice.
#include "engine/catan/rules_internal.hpp"

namespace catan::rules {
namespace {

bool sevens_blocked(const GameDef& d, const Position& p) {
  return d.config.options.no_sevens_first_rounds && p.turn < 2 * d.seated;
}

constexpr uint64_t kFullDiceDeck = (uint64_t(1) << 36) - 1;

// Draws one outcome of the balanced-dice deck (refilled when empty).
void draw_balanced(Position& p, int& d1, int& d2) {
  if (p.dice_deck == 0) p.dice_deck = kFullDiceDeck;
  int left = __builtin_popcountll(p.dice_deck);
  int k = int(p.rng.below(uint32_t(left)));
  uint64_t m = p.dice_deck;
  for (int i = 0; i < 36; ++i) {
    if (!(m & (uint64_t(1) << i))) continue;
    if (k-- == 0) { p.dice_deck &= ~(uint64_t(1) << i); d1 = i / 6 + 1; d2 = i % 6 + 1; return; }
  }
}

}  // namespace

void produce(Ctx& c, int total) {
  auto& p = c.pos;
  std::array<ResourceCounts, kMaxPlayers> owed{};
  for (auto h : c.def.hexes_by_number[total]) {
    if (h < 0 || h == p.robber_hex) continue;  // the robber blocks only its hex (§1.6)
    auto r = terrain_resource(c.def.layout.terrain[h]);
    if (!r) continue;
    for (auto v : c.def.topo->hexes[h].vertices) {
      int o = p.building_owner[v];
      if (o >= 0 && c.def.rules->is_seated(c.def, o)) owed[o][*r] += p.building_level[v];
    }
  }
  std::array<ResourceCounts, kMaxPlayers> paid{};
  for (int r = 0; r < kResourceCount; ++r) {
    int sum = 0, recipients = 0, only = -1;
    for (int pl = 0; pl < p.num_players; ++pl)
      if (owed[pl][r] > 0) { sum += owed[pl][r]; ++recipients; only = pl; }
    if (sum == 0) continue;
    if (sum <= p.bank[r]) {
      for (int pl = 0; pl < p.num_players; ++pl) paid[pl][r] = owed[pl][r];
    } else if (recipients == 1) {
      paid[only][r] = p.bank[r];  // single recipient takes what is left (§1.6)
      if (p.bank[r] < sum) {
        Event e{EventType::production_shortage, int8_t(only), -1, int16_t(r), int16_t(sum - p.bank[r])};
        c.events.push(e);
      }
    } else {
      c.events.push({EventType::production_shortage, -1, -1, int16_t(r), int16_t(sum - p.bank[r])});
    }
  }
  for (int pl = 0; pl < p.num_players; ++pl)
    if (!paid[pl].empty()) {
      take(p, pl, paid[pl]);
      c.events.push({EventType::produced, int8_t(pl), -1, -1, -1, paid[pl]});
    }
}

Refusal check_roll(const GameDef& d, const Position& p, const Action& a) {
  if (p.phase != Phase::pre_roll) return {"wrong_phase", "refuse.you_can_only_roll_start_your"};
  if (a.chance.kind == Chance::none) return {};
  if (a.chance.kind != Chance::dice) return {"bad_chance", "refuse.roll_chance_outcome_dice_b"};
  int d1 = a.chance.a, d2 = a.chance.b;
  if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) return {"bad_chance", "refuse.dice_must_1_6"};
  if (a.chance.c != 0 && (!d.rules->has_event_die() || a.chance.c < 1 || a.chance.c > 6))
    return {"bad_chance", "refuse.no_event_die"};
  if (d1 + d2 == 7 && sevens_blocked(d, p)) return {"bad_chance", "refuse.sevens_re_rolled_first_two_rounds"};
  if (!d.rules->roll_allowed(d, p, d1, d2)) return {"bad_chance", "refuse.game_does_not_allow_roll_now"};
  if (d.config.options.balanced_dice && p.dice_deck != 0 &&
      !(p.dice_deck & (uint64_t(1) << ((d1 - 1) * 6 + (d2 - 1)))))
    return {"bad_chance", "refuse.outcome_no_longer_dice_deck"};
  return {};
}

void apply_roll(Ctx& c, const Action& a) {
  auto& p = c.pos;
  c.def.rules->on_roll(c, a);
  int d1 = 1, d2 = 1;
  if (a.chance.kind == Chance::dice) {
    d1 = a.chance.a; d2 = a.chance.b;
    if (c.def.config.options.balanced_dice) {
      if (p.dice_deck == 0) p.dice_deck = kFullDiceDeck;
      p.dice_deck &= ~(uint64_t(1) << ((d1 - 1) * 6 + (d2 - 1)));
    }
  } else {
    for (;;) {
      if (c.def.config.options.balanced_dice) draw_balanced(p, d1, d2);
      else { d1 = int(p.rng.below(6)) + 1; d2 = int(p.rng.below(6)) + 1; }
      if (!c.def.rules->roll_allowed(c.def, p, d1, d2)) continue;
      if (d1 + d2 != 7 || !sevens_blocked(c.def, p)) break;
      c.events.push({EventType::seven_rerolled, p.current, -1, int16_t(d1), int16_t(d2)});
    }
  }
  p.rolled = true;
  resolve_roll(c, d1, d2);
}

void resolve_roll(Ctx& c, int d1, int d2) {
  auto& p = c.pos;
  p.dice = {int8_t(d1), int8_t(d2)};
  c.events.push({EventType::dice_rolled, p.current, -1, int16_t(d1), int16_t(d2)});
  c.def.rules->after_dice(c, d1, d2);
  if (c.def.rules->hold_roll(c.def, p)) return;
  resolve_total(c);
}

void resolve_total(Ctx& c) {
  auto& p = c.pos;
  const int total = p.dice[0] + p.dice[1];
  if (total != 7) {
    c.def.rules->produce(c, total);
    c.def.rules->after_roll(c);
    return;
  }
  bool any = false;
  for (int pl = 0; pl < p.num_players; ++pl) {
    if (!c.def.rules->is_seated(c.def, pl)) continue;
    int n = p.players[pl].hand.total();
    if (n > c.def.rules->discard_limit(c.def, p, pl)) {
      p.players[pl].discard_due = int8_t(n / 2);
      c.events.push({EventType::discard_required, int8_t(pl), -1, -1, int16_t(n / 2)});
      any = true;
    }
  }
  if (any) { p.robber_by_roll = true; p.phase = Phase::discard; return; }
  if (!c.def.rules->robber_active(c.def, p)) { c.def.rules->after_roll(c); return; }
  p.robber_by_roll = true;
  p.phase = Phase::move_robber;
}

Refusal check_discard(const GameDef&, const Position& p, const Action& a) {
  if (p.phase != Phase::discard) return {"wrong_phase", "refuse.nobody_has_discard_now"};
  const auto& ps = p.players[a.player];
  if (ps.discard_due <= 0) return {"not_pending", "refuse.you_have_nothing_discard"};
  if (a.give.any_negative()) return {"bad_action", "refuse.negative_card_count"};
  int n = a.give.total();
  if (n <= 0) return {"bad_count", "refuse.discard_least_one_card"};
  if (n > ps.discard_due) return {"bad_count", "refuse.more_cards_than_you_must_discard"};
  if (!ps.hand.covers(a.give)) return {"cannot_afford", "refuse.you_do_not_hold_those_cards"};
  if (a.chance.kind != Chance::none) return {"bad_chance", "refuse.action_has_no_chance_outcome"};
  return {};
}

void apply_discard(Ctx& c, const Action& a) {
  auto& p = c.pos;
  pay(p, a.player, a.give);
  p.players[a.player].discard_due = int8_t(p.players[a.player].discard_due - a.give.total());
  c.events.push({EventType::discarded, a.player, -1, -1, -1, a.give});
  for (int pl = 0; pl < p.num_players; ++pl) if (p.players[pl].discard_due > 0) return;
  if (!c.def.rules->robber_active(c.def, p)) {
    p.robber_by_roll = false;
    c.def.rules->after_roll(c);
    return;
  }
  p.phase = Phase::move_robber;
}

void legal_discards(const GameDef& d, const Position& p, int player, ActionList& out) {
  Action a;
  a.type = ActionType::discard;
  a.player = int8_t(player);
  const int kinds = d.rules->uses_commodities() ? kCardKinds : kResourceCount;
  for (int r = 0; r < kinds; ++r)
    if (p.players[player].hand[r] > 0) { a.give = ResourceCounts(); a.give[r] = 1; out.push(a); }
}

}  // namespace catan::rules
