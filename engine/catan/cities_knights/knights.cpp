// Knights (§3.8): build, activate, promote, and the actions of an active knight (move,
// displace, chase the robber); a displaced knight's owner relocates it. Knights block
// opponents' roads and cut them for Longest Road, which is recomputed after every change.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {


// A building or knight of another colour stands on `v`.
bool foreign_piece(const Position& p, int player, int v) {
  int b = p.building_owner[v];
  if (b >= 0 && b != player) return true;
  uint8_t k = S(p).knight[v];
  return k && knight::owner(k) != player;
}

// Intersections a knight of `player` on `from` reaches along its owner's roads, passing only
// through intersections without another colour's piece (those may be reached, not crossed).
VertexBits reach_from(const GameDef& d, const Position& p, int player, int from) {
  VertexBits seen;
  std::array<int8_t, kMaxVertices> stack;
  int top = 0;
  seen.set(from);
  stack[top++] = int8_t(from);
  while (top) {
    int v = stack[--top];
    const auto& vi = d.topo->vertices[v];
    for (int k = 0; k < vi.degree; ++k) {
      if (p.road_owner[vi.edges[k]] != player) continue;
      const auto& ev = d.topo->edges[vi.edges[k]].vertices;
      int u = ev[0] == v ? ev[1] : ev[0];
      if (seen.test(u)) continue;
      seen.set(u);
      if (!foreign_piece(p, player, u)) stack[top++] = int8_t(u);
    }
  }
  return seen;
}

// The knight of `player` on `v` may act now (active, not activated this turn).
Refusal can_act(const GameDef& d, const Position& p, int player, int v) {
  if (!vertex_ok(d, v)) return {"bad_id", "ck.refuse.bad_vertex"};
  uint8_t k = S(p).knight[v];
  if (!k || knight::owner(k) != player) return {"not_allowed", "ck.refuse.not_your_knight"};
  if (!knight::active(k)) return {"not_allowed", "ck.refuse.knight_inactive"};
  if (knight::activated_now(k)) return {"not_allowed", "ck.refuse.knight_just_activated"};
  return {};
}

// True if some empty intersection is reachable for a relocation from `from`.
int first_relocation(const GameDef& d, const Position& p, int owner, int from) {
  VertexBits r = reach_from(d, p, owner, from);
  for (int v = 0; v < d.topo->vertex_count; ++v)
    if (v != from && r.test(v) && empty_vertex(p, v)) return v;
  return -1;
}

}  // namespace

bool empty_vertex(const Position& p, int v) { return p.building_owner[v] < 0 && S(p).knight[v] == 0; }

bool touches_own_road(const GameDef& d, const Position& p, int player, int v) {
  const auto& vi = d.topo->vertices[v];
  for (int k = 0; k < vi.degree; ++k) if (p.road_owner[vi.edges[k]] == player) return true;
  return false;
}

void send_home(Ctx& c, uint8_t theirs, int from) {
  auto& p = c.pos;
  CkState& s = S(p);
  const int owner = knight::owner(theirs);
  if (first_relocation(c.def, p, owner, from) < 0) {
    c.events.push({ev::knight_removed, int8_t(owner), -1, int16_t(from)});
  } else {
    s.reloc_owner = int8_t(owner);
    s.reloc_knight = theirs;
    s.reloc_from = int8_t(from);
    p.phase = Phase::variant;
  }
}

Refusal can_promote(const Position& p, int player, int v) {
  const CkState& s = S(p);
  const uint8_t k = s.knight[v];
  if (!k || knight::owner(k) != player) return {"not_allowed", "ck.refuse.not_your_knight"};
  if (knight::strength(k) >= 3) return {"not_allowed", "ck.refuse.knight_mighty"};
  if (knight::promoted_now(k)) return {"not_allowed", "ck.refuse.promoted_this_turn"};
  if (knight::strength(k) == 2 && s.level[player][politics] < 3) return {"not_allowed", "ck.refuse.needs_fortress"};
  if (knights_on_board(p, player, knight::strength(k) + 1) >= kKnightsPerLevel) return {"no_piece_left", "ck.refuse.no_knight_left"};
  return {};
}

void promote(Ctx& c, int player, int v) {
  CkState& s = S(c.pos);
  const uint8_t k = s.knight[v];
  s.knight[v] = uint8_t(knight::make(player, knight::strength(k) + 1, knight::active(k)) | (k & 64) | 128);
  c.events.push({ev::knight_promoted, int8_t(player), -1, int16_t(v), int16_t(knight::strength(s.knight[v]))});
}

int knights_on_board(const Position& p, int player, int strength) {
  int n = 0;
  for (auto k : S(p).knight) n += k && knight::owner(k) == player && knight::strength(k) == strength;
  return n;
}

int active_strength(const Position& p, int player) {
  int n = 0;
  for (auto k : S(p).knight) if (k && knight::owner(k) == player && knight::active(k)) n += knight::strength(k);
  return n;
}

void clear_turn_flags(Position& p) {
  for (auto& k : S(p).knight) k = uint8_t(k & ~(64 | 128));
}

void mark_blockers(const Position& p, std::array<int8_t, kMaxVertices>& owners) {
  const auto& kn = S(p).knight;
  for (int v = 0; v < kVertices; ++v)
    if (kn[v] && owners[v] < 0) owners[v] = int8_t(knight::owner(kn[v]));
}

Refusal road_connects(const GameDef& d, const Position& p, int player, int edge) {
  const auto& ei = d.topo->edges[edge];
  for (int end = 0; end < 2; ++end) {
    int v = ei.vertices[end];
    if (p.building_owner[v] == player) return {};
    if (foreign_piece(p, player, v)) continue;
    const auto& vi = d.topo->vertices[v];
    for (int k = 0; k < vi.degree; ++k)
      if (vi.edges[k] != edge && p.road_owner[vi.edges[k]] == player) return {};
  }
  return {"not_connected", "ck.refuse.knight_blocks_road"};
}

bool any_road_spot(const GameDef& d, const Position& p, int player) {
  for (int e = 0; e < d.topo->edge_count; ++e)
    if (!rules::road_spot(d, p, player, e) && !road_connects(d, p, player, e)) return true;
  return false;
}

Refusal check_knight(const GameDef& d, const Position& p, const Action& a) {
  const CkState& s = S(p);
  const auto& hand = p.players[a.player].hand;
  if (a.type == act::relocate_knight) {
    if (p.phase != Phase::variant || s.reloc_owner != a.player) return {"wrong_phase", "ck.refuse.no_relocation_due"};
    if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
    if (!empty_vertex(p, a.target)) return {"occupied", "ck.refuse.intersection_taken"};
    if (!reach_from(d, p, a.player, s.reloc_from).test(a.target)) return {"not_connected", "ck.refuse.knight_unreachable"};
    return {};
  }
  if (p.phase != Phase::main) return {"wrong_phase", "ck.refuse.after_roll"};
  if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
  const uint8_t k = s.knight[a.target];
  switch (int(a.type)) {
    case int(act::build_knight):
      if (!empty_vertex(p, a.target)) return {"occupied", "ck.refuse.intersection_taken"};
      if (!touches_own_road(d, p, a.player, a.target)) return {"not_connected", "ck.refuse.knight_needs_road"};
      if (knights_on_board(p, a.player, 1) >= kKnightsPerLevel) return {"no_piece_left", "ck.refuse.no_knight_left"};
      if (!hand.covers(kKnightCost)) return {"cannot_afford", "ck.refuse.knight_cost"};
      return {};
    case int(act::activate_knight):
      if (!k || knight::owner(k) != a.player) return {"not_allowed", "ck.refuse.not_your_knight"};
      if (knight::active(k)) return {"not_allowed", "ck.refuse.knight_active"};
      if (!hand.covers(kActivateCost)) return {"cannot_afford", "ck.refuse.activate_cost"};
      return {};
    case int(act::promote_knight):
      if (auto r = can_promote(p, a.player, a.target)) return r;
      if (!hand.covers(kKnightCost)) return {"cannot_afford", "ck.refuse.promote_cost"};
      return {};
    case int(act::move_knight):
    case int(act::displace_knight): {
      if (auto r = can_act(d, p, a.player, a.target)) return r;
      if (!vertex_ok(d, a.extra) || a.extra == a.target) return {"bad_id", "ck.refuse.bad_destination"};
      const uint8_t there = s.knight[a.extra];
      if (a.type == act::move_knight) {
        if (!empty_vertex(p, a.extra)) return {"occupied", "ck.refuse.intersection_taken"};
      } else {
        if (!there || knight::owner(there) == a.player) return {"not_allowed", "ck.refuse.displace_whom"};
        if (knight::strength(there) >= knight::strength(k)) return {"not_allowed", "ck.refuse.displace_weaker"};
      }
      if (!reach_from(d, p, a.player, a.target).test(a.extra)) return {"not_connected", "ck.refuse.knight_unreachable"};
      return {};
    }
    case int(act::chase_robber): {
      if (auto r = can_act(d, p, a.player, a.target)) return r;
      if (!S(p).attacks) return {"not_allowed", "ck.refuse.robber_waits"};
      for (auto h : d.topo->vertices[a.target].hexes)
        if (h == p.robber_hex) return {};
      return {"not_allowed", "ck.refuse.not_at_robber"};
    }
    default: return {"unknown_action", "ck.refuse.unknown_action"};
  }
}

void apply_knight(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  const int v = a.target;
  switch (int(a.type)) {
    case int(act::build_knight):
      rules::pay(p, a.player, kKnightCost);
      s.knight[v] = knight::make(a.player, 1, false);
      c.events.push({ev::knight_built, a.player, -1, int16_t(v)});
      rules::update_longest_road(c, kAllPlayers);
      break;
    case int(act::activate_knight):
      rules::pay(p, a.player, kActivateCost);
      s.knight[v] = uint8_t(s.knight[v] | 32 | 64);
      c.events.push({ev::knight_activated, a.player, -1, int16_t(v)});
      break;
    case int(act::promote_knight):
      rules::pay(p, a.player, kKnightCost);
      promote(c, a.player, v);
      break;
    case int(act::move_knight):
      s.knight[a.extra] = uint8_t(s.knight[v] & ~32);
      s.knight[v] = 0;
      c.events.push({ev::knight_moved, a.player, -1, int16_t(v), a.extra});
      rules::update_longest_road(c, kAllPlayers);
      break;
    case int(act::displace_knight): {
      const uint8_t theirs = s.knight[a.extra];
      const int owner = knight::owner(theirs);
      s.knight[a.extra] = uint8_t(s.knight[v] & ~32);
      s.knight[v] = 0;
      c.events.push({ev::knight_displaced, a.player, int8_t(owner), a.extra});
      send_home(c, theirs, a.extra);
      rules::update_longest_road(c, kAllPlayers);
      break;
    }
    case int(act::chase_robber):
      s.knight[v] = uint8_t(s.knight[v] & ~32);
      p.robber_by_roll = false;
      p.robber_return = Phase::main;
      p.phase = Phase::move_robber;
      break;
    case int(act::relocate_knight):
      s.knight[v] = s.reloc_knight;
      c.events.push({ev::knight_relocated, a.player, -1, s.reloc_from, int16_t(v)});
      s.reloc_owner = s.reloc_from = -1;
      s.reloc_knight = 0;
      p.phase = progress_owed(p) ? Phase::variant : Phase::main;
      rules::update_longest_road(c, kAllPlayers);
      break;
    default: break;
  }
}

void legal_knights(const GameDef& d, const Position& p, int player, ActionList& out) {
  const CkState& s = S(p);
  Action a;
  a.player = int8_t(player);
  const int nv = d.topo->vertex_count;
  a.type = act::build_knight;
  if (knights_on_board(p, player, 1) < kKnightsPerLevel && p.players[player].hand.covers(kKnightCost))
    for (int v = 0; v < nv; ++v)
      if (empty_vertex(p, v) && touches_own_road(d, p, player, v)) { a.target = int16_t(v); out.push(a); }
  for (int v = 0; v < nv; ++v) {
    const uint8_t k = s.knight[v];
    if (!k || knight::owner(k) != player) continue;
    a.target = int16_t(v);
    a.extra = -1;
    for (ActionType t : {act::activate_knight, act::promote_knight, act::chase_robber}) {
      a.type = t;
      if (!check_knight(d, p, a)) out.push(a);
    }
    if (can_act(d, p, player, v)) continue;
    const VertexBits r = reach_from(d, p, player, v);
    for (int u = 0; u < nv; ++u) {
      if (u == v || !r.test(u)) continue;
      a.extra = int16_t(u);
      if (empty_vertex(p, u)) { a.type = act::move_knight; out.push(a); continue; }
      const uint8_t there = s.knight[u];
      if (there && knight::owner(there) != player && knight::strength(there) < knight::strength(k)) {
        a.type = act::displace_knight;
        out.push(a);
      }
    }
  }
}

void legal_relocations(const GameDef& d, const Position& p, int player, ActionList& out) {
  const CkState& s = S(p);
  if (s.reloc_owner != player) return;
  Action a;
  a.player = int8_t(player);
  a.type = act::relocate_knight;
  const VertexBits r = reach_from(d, p, player, s.reloc_from);
  for (int v = 0; v < d.topo->vertex_count; ++v)
    if (v != s.reloc_from && r.test(v) && empty_vertex(p, v)) { a.target = int16_t(v); out.push(a); }
}

}  // namespace catan::ck
