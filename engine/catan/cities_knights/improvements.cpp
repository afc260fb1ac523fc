// City improvements and metropolises (§3.6): three tracks of five levels, level n paid with n
// commodities of the track, only while you own a city; the first to level 4 places the
// track's metropolis (+2 VP) on a city of theirs without one; level 5 takes it from a
// holder at level 4; a city holds one metropolis, and a level that would place one is
// refused while you have no city without a metropolis.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {

// A city of `player` that could take a metropolis (a city without one).
bool free_city(const Position& p, int player) {
  for (int v = 0; v < kVertices; ++v)
    if (p.building_owner[v] == player && p.building_level[v] == 2 && !is_metropolis(p, v)) return true;
  return false;
}

// True if reaching `level` in `track` gives `player` the metropolis.
bool metropolis_due(const Position& p, int player, int track, int level) {
  const int holder = metropolis_holder(p, track);
  if (holder == player) return false;
  if (level == 4) return holder < 0;
  if (level == 5) return holder < 0 || S(p).level[holder][track] < 5;
  return false;
}

}  // namespace

int metropolis_holder(const Position& p, int track) {
  int v = S(p).metropolis[track];
  return v < 0 ? -1 : p.building_owner[v];
}

bool is_metropolis(const Position& p, int vertex) {
  for (auto m : S(p).metropolis) if (m == vertex) return true;
  return false;
}

Refusal check_improvement_cost(const Position& p, int player, int track, int discount) {
  if (track < 0 || track >= kTracks) return {"bad_action", "ck.refuse.bad_track"};
  const int lv = S(p).level[player][track] + 1;
  if (lv > kMaxLevel) return {"not_allowed", "ck.refuse.track_complete"};
  if (!has_city(p, player)) return {"not_allowed", "ck.refuse.improvement_needs_city"};
  if (p.players[player].hand[kTrackCommodity[track]] < lv - discount) return {"cannot_afford", "ck.refuse.improvement_cost"};
  if (metropolis_due(p, player, track, lv) && !free_city(p, player)) return {"not_allowed", "ck.refuse.no_city_for_metropolis"};
  return {};
}

Refusal check_improvement(const GameDef&, const Position& p, const Action& a) {
  if (p.phase != Phase::main) return {"wrong_phase", "ck.refuse.after_roll"};
  return check_improvement_cost(p, a.player, a.extra, 0);
}

void apply_improvement(Ctx& c, const Action& a) { build_improvement_paid(c, a.player, a.extra, 0); }

void build_improvement_paid(Ctx& c, int player, int t, int discount) {
  auto& p = c.pos;
  CkState& s = S(p);
  const int lv = s.level[player][t] + 1;
  ResourceCounts cost;
  cost[kTrackCommodity[t]] = int8_t(lv - discount);
  rules::pay(p, player, cost);
  const bool due = metropolis_due(p, player, t, lv);
  s.level[player][t] = int8_t(lv);
  c.events.push({ev::improvement_built, int8_t(player), -1, int16_t(t), int16_t(lv)});
  if (due) {
    s.metropolis_due = int8_t(t);
    p.phase = Phase::variant;
  }
}

Refusal check_metropolis(const GameDef& d, const Position& p, const Action& a) {
  if (p.phase != Phase::variant || S(p).metropolis_due < 0) return {"wrong_phase", "ck.refuse.no_metropolis_due"};
  if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
  if (p.building_owner[a.target] != a.player || p.building_level[a.target] != 2 || is_metropolis(p, a.target))
    return {"not_allowed", "ck.refuse.metropolis_spot"};
  return {};
}

void apply_metropolis(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  const int t = s.metropolis_due, before = metropolis_holder(p, t);
  s.metropolis[t] = int8_t(a.target);
  s.metropolis_due = -1;
  p.phase = Phase::main;
  c.events.push({ev::metropolis_placed, a.player, int8_t(before), a.target, int16_t(t)});
}

}  // namespace catan::ck
