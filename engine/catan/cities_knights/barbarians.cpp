// Barbarians (§3.9): the ship's 7th advance makes an attack, before production. Strength =
// every city on the board (metropolises included, seed 002); defence = all active knights.
// Defence >= strength: the single strongest defender gets a Defender of Catan (1 VP); tied
// strongest each choose a colour and draw a progress card. Otherwise, among players with a
// city that is not a metropolis, the ones with the lowest active strength each lose such a
// city (their choice). Then every knight becomes inactive and the ship restarts; the first
// attack releases the robber.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {

bool pillageable(const Position& p, int player, int v) {
  return p.building_owner[v] == player && p.building_level[v] == 2 && !is_metropolis(p, v);
}

bool has_pillageable(const Position& p, int player) {
  for (int v = 0; v < kVertices; ++v) if (pillageable(p, player, v)) return true;
  return false;
}

void attack(Ctx& c) {
  auto& p = c.pos;
  CkState& s = S(p);
  const int strength = barbarian_strength(p), seated = c.def.seated;
  std::array<int, kPlayers> def{};
  int defence = 0;
  for (int pl = 0; pl < seated; ++pl) { def[pl] = active_strength(p, pl); defence += def[pl]; }
  c.events.push({ev::barbarian_attack, -1, -1, int16_t(strength), int16_t(defence)});
  if (defence >= strength) {
    int best = 0, count = 0, who = -1;
    for (int pl = 0; pl < seated; ++pl) {
      if (def[pl] > best) { best = def[pl]; count = 1; who = pl; } else if (def[pl] == best && best > 0) ++count;
    }
    if (count == 1) {
      ++s.defender[who];
      c.events.push({ev::defender_awarded, who});
    } else if (count > 1) {
      for (int pl = 0; pl < seated; ++pl)
        if (def[pl] == best && s.deck_left[0] + s.deck_left[1] + s.deck_left[2] > 0)
          s.tie_reward_mask = uint8_t(s.tie_reward_mask | (1u << pl));
    }
  } else {
    int low = 1 << 30;
    for (int pl = 0; pl < seated; ++pl)
      if (has_pillageable(p, pl) && def[pl] < low) low = def[pl];
    for (int pl = 0; pl < seated; ++pl)
      if (has_pillageable(p, pl) && def[pl] == low) s.lose_city_mask = uint8_t(s.lose_city_mask | (1u << pl));
  }
  for (auto& k : s.knight) k = uint8_t(k & ~32);
  s.barbarian = 0;
  c.events.push({ev::knights_deactivated});
  if (s.attacks == 0) c.events.push({ev::robber_released});
  if (s.attacks < 100) ++s.attacks;
}

}  // namespace

int barbarian_strength(const Position& p) {
  int n = 0;
  for (int v = 0; v < kVertices; ++v) n += p.building_owner[v] >= 0 && p.building_level[v] == 2;
  return n;
}

void advance_barbarians(Ctx& c) {
  CkState& s = S(c.pos);
  ++s.barbarian;
  c.events.push({ev::barbarians_advanced, -1, -1, s.barbarian});
  if (s.barbarian >= kBarbarianSteps) attack(c);
}

Refusal check_barbarian_choice(const GameDef& d, const Position& p, const Action& a) {
  const CkState& s = S(p);
  if (a.type == act::lose_city) {
    if (p.phase != Phase::variant || !(s.lose_city_mask & (1u << a.player))) return {"wrong_phase", "ck.refuse.no_city_loss_due"};
    if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
    if (!pillageable(p, a.player, a.target)) return {"not_allowed", "ck.refuse.lose_which_city"};
    return {};
  }
  if (p.phase != Phase::variant || !(s.tie_reward_mask & (1u << a.player))) return {"wrong_phase", "ck.refuse.no_reward_due"};
  if (a.extra < 0 || a.extra >= kTracks) return {"bad_action", "ck.refuse.bad_track"};
  if (s.deck_left[a.extra] <= 0) return {"not_allowed", "ck.refuse.deck_empty"};
  return {};
}

void apply_barbarian_choice(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  if (a.type == act::lose_city) {
    auto& ps = p.players[a.player];
    p.building_level[a.target] = 1;
    s.walls &= ~(uint64_t(1) << a.target);
    if (ps.settlements_left > 0) {
      --ps.settlements_left;
      ++ps.cities_left;
    } else {
      s.fallen |= uint64_t(1) << a.target;  // no settlement piece left: the city lies on its side
    }
    s.lose_city_mask = uint8_t(s.lose_city_mask & ~(1u << a.player));
    c.events.push({ev::city_pillaged, a.player, -1, a.target});
  } else {
    s.tie_reward_mask = uint8_t(s.tie_reward_mask & ~(1u << a.player));
    draw_progress(c, a.player, a.extra, a.chance.seat_kind() == Chance::drawn ? a.chance.seat(a.player) : -1);
  }
  release_roll(c);
}

}  // namespace catan::ck
