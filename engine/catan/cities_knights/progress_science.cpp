// Science (green) progress cards with targets (§3.14): Alchemist (before the roll: choose the
// red and yellow dice; the event die is rolled and resolved first, and the chosen red value gates
// the progress draws), Crane (the next improvement level 1 commodity cheaper, played with it),
// Engineer (a free city wall), Medicine (settlement -> city for 2 ore + 1 grain), Smith (up to
// 2 free promotions, each knight once a turn, mighty only with the Fortress). Irrigation, Mining
// and Road Building are played with play_progress (progress.cpp). Inventor: swap two number
// tokens of 3, 4, 5, 9, 10, 11 anywhere on the board (the robber's hex included), kept in
// CkState::tokens over the board's layout; two equal tokens are refused (no effect).
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {

constexpr ResourceCounts kMedicineCost{0, 0, 0, 1, 2};

}  // namespace

int hex_number(const GameDef& d, const CkState& s, int h) {
  const int nib = (s.tokens[size_t(h / 2)] >> (h % 2 ? 4 : 0)) & 15;
  return nib ? nib : d.layout.number[size_t(h)];
}

Refusal check_science(const GameDef& d, const Position& p, const Action& a) {
  const auto& ps = p.players[a.player];
  switch (int(a.type)) {
    case int(act::play_alchemist): {
      if (p.phase != Phase::pre_roll || a.player != p.current) return {"wrong_phase", "ck.refuse.alchemist_before_roll"};
      if (S(p).hand[a.player][alchemist] <= 0) return {"not_allowed", "ck.refuse.card_not_held"};
      const int red = a.extra / 10, yellow = a.extra % 10;
      if (red < 1 || red > 6 || yellow < 1 || yellow > 6) return {"bad_action", "ck.refuse.alchemist_dice"};
      if (a.chance.kind != Chance::none && (a.chance.kind != Chance::dice || a.chance.c < 1 || a.chance.c > 6))
        return {"bad_chance", "ck.refuse.alchemist_chance"};
      return {};
    }
    case int(act::play_crane):
      if (auto r = may_play(p, a, crane)) return r;
      return check_improvement_cost(p, a.player, a.extra, 1);
    case int(act::play_engineer):
      if (auto r = may_play(p, a, engineer)) return r;
      return wall_spot(d, p, a.player, a.target);
    case int(act::play_medicine):
      if (auto r = may_play(p, a, medicine)) return r;
      if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
      if (p.building_owner[a.target] != a.player || p.building_level[a.target] != 1)
        return {"not_allowed", "ck.refuse.medicine_settlement"};
      if (ps.cities_left <= 0 && !((S(p).fallen >> a.target) & 1)) return {"no_piece_left", "ck.refuse.no_city_piece"};
      if (!ps.hand.covers(kMedicineCost)) return {"cannot_afford", "ck.refuse.medicine_cost"};
      return {};
    case int(act::play_smith): {
      if (auto r = may_play(p, a, smith)) return r;
      if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
      if (auto r = can_promote(p, a.player, a.target)) return r;
      if (a.extra < 0) return {};
      if (!vertex_ok(d, a.extra) || a.extra == a.target) return {"bad_id", "ck.refuse.bad_destination"};
      if (auto r = can_promote(p, a.player, a.extra)) return r;
      // Both promotions together must fit the pieces: two knights of one level becoming the next.
      const int s1 = knight::strength(S(p).knight[a.target]), s2 = knight::strength(S(p).knight[a.extra]);
      if (s1 == s2 && knights_on_board(p, a.player, s1 + 1) + 2 > kKnightsPerLevel) return {"no_piece_left", "ck.refuse.no_knight_left"};
      return {};
    }
    case int(act::play_inventor): {
      if (auto r = may_play(p, a, inventor)) return r;
      if (a.target < 0 || a.target >= kLandHexes || a.extra < 0 || a.extra >= kLandHexes || a.target == a.extra)
        return {"bad_id", "ck.refuse.inventor_hexes"};
      const int n1 = hex_number(d, S(p), a.target), n2 = hex_number(d, S(p), a.extra);
      if (!inventor_movable(n1) || !inventor_movable(n2)) return {"not_allowed", "ck.refuse.inventor_token"};
      if (n1 == n2) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    }
    default: return {"unknown_action", "ck.refuse.unknown_action"};
  }
}

void apply_science(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  switch (int(a.type)) {
    case int(act::play_alchemist):
      consume_card(c, a.player, alchemist);
      s.event_supplied = int8_t(a.chance.kind == Chance::dice ? a.chance.c : 0);
      store_supplied_draws(p, a.chance);
      p.rolled = true;
      rules::resolve_roll(c, a.extra / 10, a.extra % 10);
      break;
    case int(act::play_crane):
      consume_card(c, a.player, crane);
      build_improvement_paid(c, a.player, a.extra, 1);
      break;
    case int(act::play_engineer):
      consume_card(c, a.player, engineer);
      s.walls |= uint64_t(1) << a.target;
      c.events.push({ev::city_wall_built, a.player, -1, a.target});
      break;
    case int(act::play_medicine): {
      consume_card(c, a.player, medicine);
      rules::pay(p, a.player, kMedicineCost);
      rules::place_city(c, a.player, a.target);
      break;
    }
    case int(act::play_smith):
      consume_card(c, a.player, smith);
      promote(c, a.player, a.target);
      if (a.extra >= 0) promote(c, a.player, a.extra);
      break;
    case int(act::play_inventor): {
      consume_card(c, a.player, inventor);
      const int n1 = hex_number(c.def, s, a.target), n2 = hex_number(c.def, s, a.extra);
      set_hex_number(s, a.target, n2);
      set_hex_number(s, a.extra, n1);
      Event e{ev::numbers_swapped, a.player, -1, a.target, a.extra};
      e.res[0] = int8_t(n2);
      e.res[1] = int8_t(n1);
      c.events.push(e);
      break;
    }
    default: break;
  }
}

void legal_science(const GameDef& d, const Position& p, int player, ActionList& out) {
  const CkState& s = S(p);
  if (player != p.current) return;
  const auto& h = s.hand[player];
  Action a;
  a.player = int8_t(player);
  auto try_push = [&](const Action& x) { if (!check_science(d, p, x)) out.push(x); };
  if (p.phase == Phase::pre_roll) {
    if (h[alchemist] <= 0) return;
    a.type = act::play_alchemist;
    for (int r = 1; r <= 6; ++r)
      for (int y = 1; y <= 6; ++y) { a.extra = int16_t(r * 10 + y); try_push(a); }
    return;
  }
  if (p.phase != Phase::main) return;
  const int nv = d.topo->vertex_count;
  if (h[crane] > 0) {
    a.type = act::play_crane;
    for (int t = 0; t < kTracks; ++t) { a.extra = int16_t(t); try_push(a); }
  }
  a.extra = -1;
  for (ActionType t : {act::play_engineer, act::play_medicine}) {
    if (h[t == act::play_engineer ? engineer : medicine] <= 0) continue;
    a.type = t;
    for (int v = 0; v < nv; ++v)
      if (p.building_owner[v] == player) { a.target = int16_t(v); try_push(a); }
  }
  if (h[inventor] > 0) {
    a.type = act::play_inventor;
    for (int x = 0; x < kLandHexes; ++x)
      for (int y = x + 1; y < kLandHexes; ++y) { a.target = int16_t(x); a.extra = int16_t(y); try_push(a); }
    a.target = -1;
    a.extra = -1;
  }
  if (h[smith] > 0) {
    a.type = act::play_smith;
    for (int v = 0; v < nv; ++v) {
      if (!s.knight[v] || knight::owner(s.knight[v]) != player) continue;
      a.target = int16_t(v);
      a.extra = -1;
      try_push(a);
      for (int u = v + 1; u < nv; ++u)
        if (s.knight[u] && knight::owner(s.knight[u]) == player) { a.extra = int16_t(u); try_push(a); }
    }
  }
}

}  // namespace catan::ck
