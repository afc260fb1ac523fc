// Politics (blue) progress cards with targets (§3.14, §3.15): Bishop (move the robber, 1 random
// card from every player with a building on the new hex), Intrigue (displace an opponent's knight
// on an intersection touching your road; its owner relocates it), Deserter (the opponent removes a
// knight of their choice; you place one of yours of the same strength, else weaker, same
// active state, mighty without the Fortress), Diplomat (remove an open road: an end without
// another road, building or knight of its owner; an opponent's piece does not open a chain
// (FAQ default); your own may be rebuilt free elsewhere at once), Spy (look at an opponent's
// progress cards, take 1). The off-turn answers of Wedding and Saboteur (played with
// play_progress, progress.cpp) are here too: wedding_gift, sabotage_discard.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {


bool is_land_hex(const GameDef& d, int h) { return h >= 0 && h < d.topo->land_count; }

bool has_knight(const Position& p, int player) {
  for (auto k : S(p).knight) if (k && knight::owner(k) == player) return true;
  return false;
}

// The road's owner has another road, a building or a knight on `v` (the road on `edge` aside).
bool end_closed(const GameDef& d, const Position& p, int owner, int edge, int v) {
  if (p.building_owner[v] == owner) return true;
  const uint8_t k = S(p).knight[v];
  if (k && knight::owner(k) == owner) return true;
  const auto& vi = d.topo->vertices[v];
  for (int i = 0; i < vi.degree; ++i)
    if (vi.edges[i] != edge && p.road_owner[vi.edges[i]] == owner) return true;
  return false;
}

// Where the current player's deserted-for knight can go: an empty intersection on their road.
bool any_knight_spot(const GameDef& d, const Position& p, int player) {
  for (int v = 0; v < d.topo->vertex_count; ++v)
    if (empty_vertex(p, v) && touches_own_road(d, p, player, v)) return true;
  return false;
}

// Checks an owed gift / discard: positive, within what is owed, held.
Refusal check_owed(const Position& p, const Action& a, uint8_t mask) {
  const CkState& s = S(p);
  if (p.phase != Phase::variant || !((mask >> a.player) & 1)) return {"wrong_phase", "ck.refuse.nothing_owed"};
  int n = 0;
  for (int k = 0; k < kCardKinds; ++k) {
    if (a.give[k] < 0) return {"bad_action", "ck.refuse.bad_cards"};
    n += a.give[k];
  }
  if (n <= 0 || n > s.owe[a.player]) return {"bad_action", "ck.refuse.owed_count"};
  if (!p.players[a.player].hand.covers(a.give)) return {"cannot_afford", "ck.refuse.cards_not_held"};
  return {};
}

}  // namespace

bool diplomat_open(const GameDef& d, const Position& p, int edge) {
  const int owner = p.road_owner[edge];
  if (owner < 0) return false;
  const auto& ev = d.topo->edges[edge].vertices;
  return !end_closed(d, p, owner, edge, ev[0]) || !end_closed(d, p, owner, edge, ev[1]);
}

Refusal check_politics(const GameDef& d, const Position& p, const Action& a) {
  const CkState& s = S(p);
  switch (int(a.type)) {
    case int(act::play_bishop):
      if (auto r = may_play(p, a, bishop)) return r;
      if (!s.attacks) return {"not_allowed", "ck.refuse.robber_waits"};
      if (!is_land_hex(d, a.target)) return {"bad_id", "ck.refuse.bad_hex"};
      if (a.target == p.robber_hex) return {"not_allowed", "ck.refuse.robber_same_hex"};
      return {};
    case int(act::play_intrigue): {
      if (auto r = may_play(p, a, intrigue)) return r;
      if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
      const uint8_t k = s.knight[a.target];
      if (!k || knight::owner(k) == a.player) return {"not_allowed", "ck.refuse.displace_whom"};
      if (!touches_own_road(d, p, a.player, a.target)) return {"not_connected", "ck.refuse.intrigue_road"};
      return {};
    }
    case int(act::play_deserter):
      if (auto r = may_play(p, a, deserter)) return r;
      if (a.extra < 0 || a.extra >= d.seated || a.extra == a.player) return {"bad_id", "ck.refuse.bad_opponent"};
      if (!has_knight(p, a.extra)) return {"not_allowed", "ck.refuse.no_knight_to_desert"};
      return {};
    case int(act::desert_knight):
      if (p.phase != Phase::variant || s.deserter_victim != a.player) return {"wrong_phase", "ck.refuse.nothing_owed"};
      if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
      if (!s.knight[a.target] || knight::owner(s.knight[a.target]) != a.player) return {"not_allowed", "ck.refuse.not_your_knight"};
      return {};
    case int(act::place_deserter):
      if (p.phase != Phase::variant || !s.deserter_knight || a.player != p.current) return {"wrong_phase", "ck.refuse.nothing_owed"};
      if (!vertex_ok(d, a.target)) return {"bad_id", "ck.refuse.bad_vertex"};
      if (!empty_vertex(p, a.target)) return {"occupied", "ck.refuse.intersection_taken"};
      if (!touches_own_road(d, p, a.player, a.target)) return {"not_connected", "ck.refuse.knight_needs_road"};
      return {};
    case int(act::play_diplomat):
      if (auto r = may_play(p, a, diplomat)) return r;
      if (a.target < 0 || a.target >= d.topo->edge_count) return {"bad_id", "ck.refuse.bad_edge"};
      if (p.road_owner[a.target] < 0) return {"not_allowed", "ck.refuse.no_road_there"};
      if (!diplomat_open(d, p, a.target)) return {"not_allowed", "ck.refuse.road_not_open"};
      return {};
    case int(act::diplomat_skip):
      if (p.phase != Phase::road_building || s.diplomat_edge < 0 || a.player != p.current) return {"wrong_phase", "ck.refuse.nothing_owed"};
      return {};
    case int(act::play_spy): {
      if (auto r = may_play(p, a, spy)) return r;
      if (a.extra < 0 || a.extra >= d.seated || a.extra == a.player) return {"bad_id", "ck.refuse.bad_opponent"};
      if (s.hand_count[a.extra] <= 0) return {"not_allowed", "ck.refuse.no_effect"};
      return {};
    }
    case int(act::spy_take):
      if (p.phase != Phase::variant || s.spy_target < 0 || a.player != p.current) return {"wrong_phase", "ck.refuse.nothing_owed"};
      if (a.extra < 0 || a.extra >= kProgressKinds) return {"bad_action", "ck.refuse.bad_card"};
      if (s.hand[s.spy_target][a.extra] <= 0) return {"not_allowed", "ck.refuse.spy_card_not_there"};
      return {};
    case int(act::wedding_gift): return check_owed(p, a, s.wedding_mask);
    case int(act::sabotage_discard): return check_owed(p, a, s.sabotage_mask);
    default: return {"unknown_action", "ck.refuse.unknown_action"};
  }
}

void apply_politics(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  switch (int(a.type)) {
    case int(act::play_bishop): {
      consume_card(c, a.player, bishop);
      p.robber_hex = int8_t(a.target);
      c.events.push({EventType::robber_moved, a.player, -1, a.target});
      for (int k = 1; k < c.def.seated; ++k) {  // clockwise from the player
        const int pl = seat_after(c.def, p, k);
        if (p.players[pl].hand.total() == 0) continue;
        for (auto v : c.def.topo->hexes[a.target].vertices)
          if (p.building_owner[v] == pl) {
            const int given = a.chance.seat_kind() == Chance::stolen ? a.chance.seat(pl) : -1;
            rules::steal(c, a.player, pl, given >= 0 ? Chance{Chance::resource, int8_t(given)} : Chance{});
            break;
          }
      }
      break;
    }
    case int(act::play_intrigue): {
      consume_card(c, a.player, intrigue);
      const uint8_t theirs = s.knight[a.target];
      s.knight[a.target] = 0;
      c.events.push({ev::knight_displaced, a.player, int8_t(knight::owner(theirs)), a.target});
      send_home(c, theirs, a.target);
      rules::update_longest_road(c, kAllPlayers);
      break;
    }
    case int(act::play_deserter):
      consume_card(c, a.player, deserter);
      s.deserter_victim = int8_t(a.extra);
      p.phase = Phase::variant;
      break;
    case int(act::desert_knight): {
      const uint8_t k = s.knight[a.target];
      s.knight[a.target] = 0;
      s.deserter_victim = -1;
      c.events.push({ev::knight_deserted, a.player, -1, a.target});
      rules::update_longest_road(c, kAllPlayers);
      const int me = p.current;
      for (int st = knight::strength(k); st >= 1; --st)
        if (knights_on_board(p, me, st) < kKnightsPerLevel) {
          if (any_knight_spot(c.def, p, me)) s.deserter_knight = knight::make(me, st, knight::active(k));
          break;
        }
      break;
    }
    case int(act::place_deserter):
      s.knight[a.target] = s.deserter_knight;
      c.events.push({ev::deserter_placed, a.player, -1, a.target, int16_t(knight::strength(s.deserter_knight))});
      s.deserter_knight = 0;
      rules::update_longest_road(c, kAllPlayers);
      break;
    case int(act::play_diplomat): {
      consume_card(c, a.player, diplomat);
      const int owner = p.road_owner[a.target];
      p.road_owner[a.target] = -1;
      ++p.players[owner].roads_left;
      c.events.push({ev::road_removed, a.player, int8_t(owner), a.target});
      rules::update_longest_road(c, kAllPlayers);
      if (owner == a.player) {  // rebuild it free elsewhere at once (or decline: diplomat_skip)
        s.diplomat_edge = int8_t(a.target);
        p.free_roads = 1;
        p.robber_return = Phase::main;
        p.phase = Phase::road_building;
      }
      break;
    }
    case int(act::diplomat_skip):
      s.diplomat_edge = -1;
      p.free_roads = 0;
      p.phase = Phase::main;
      break;
    case int(act::play_spy):
      consume_card(c, a.player, spy);
      s.spy_target = int8_t(a.extra);
      p.phase = Phase::variant;
      break;
    case int(act::spy_take): {
      const int from = s.spy_target;
      --s.hand[from][a.extra];
      --s.hand_count[from];
      ++s.hand[a.player][a.extra];
      ++s.hand_count[a.player];
      s.spy_target = -1;
      Event e{ev::progress_taken, a.player, int8_t(from)};
      e.res[0] = int8_t(a.extra + 1);
      e.secret = true;
      c.events.push(e);
      break;
    }
    case int(act::wedding_gift):
    case int(act::sabotage_discard): {
      const bool gift = a.type == act::wedding_gift;
      auto& from = p.players[a.player].hand;
      from -= a.give;
      if (gift) {
        p.players[p.current].hand += a.give;
        Event e{ev::cards_given, a.player, p.current, -1, -1, a.give};
        e.secret = true;
        c.events.push(e);
      } else {
        p.bank += a.give;
        c.events.push({EventType::discarded, a.player, -1, -1, -1, a.give});
      }
      s.owe[a.player] = int8_t(s.owe[a.player] - a.give.total());
      if (s.owe[a.player] <= 0) {
        s.owe[a.player] = 0;
        (gift ? s.wedding_mask : s.sabotage_mask) &= uint8_t(~(1u << a.player));
      }
      break;
    }
    default: break;
  }
}

void legal_politics(const GameDef& d, const Position& p, int player, ActionList& out) {
  const CkState& s = S(p);
  Action a;
  a.player = int8_t(player);
  auto try_push = [&](const Action& x) { if (!check_politics(d, p, x)) out.push(x); };
  const int nv = d.topo->vertex_count;
  if (p.phase == Phase::variant) {
    for (ActionType t : {act::wedding_gift, act::sabotage_discard}) {
      if (!(((t == act::wedding_gift ? s.wedding_mask : s.sabotage_mask) >> player) & 1)) continue;
      a.type = t;
      for (int k = 0; k < kCardKinds; ++k)
        if (p.players[player].hand[k] > 0) { a.give = {}; a.give[k] = 1; out.push(a); }
      a.give = {};
    }
    if (s.deserter_victim == player) {
      a.type = act::desert_knight;
      for (int v = 0; v < nv; ++v) { a.target = int16_t(v); try_push(a); }
    }
    if (player == p.current && s.deserter_knight) {
      a.type = act::place_deserter;
      for (int v = 0; v < nv; ++v) { a.target = int16_t(v); try_push(a); }
    }
    if (player == p.current && s.spy_target >= 0) {
      a.type = act::spy_take;
      a.target = -1;
      for (int k = 0; k < kProgressKinds; ++k) { a.extra = int16_t(k); try_push(a); }
    }
    return;
  }
  if (player != p.current) return;
  if (p.phase == Phase::road_building && s.diplomat_edge >= 0) {
    a.type = act::diplomat_skip;
    out.push(a);
    return;
  }
  if (p.phase != Phase::main) return;
  const auto& h = s.hand[player];
  if (h[bishop] > 0) {
    a.type = act::play_bishop;
    for (int x = 0; x < d.topo->land_count; ++x) { a.target = int16_t(x); try_push(a); }
  }
  if (h[intrigue] > 0) {
    a.type = act::play_intrigue;
    for (int v = 0; v < nv; ++v) { a.target = int16_t(v); try_push(a); }
  }
  if (h[diplomat] > 0) {
    a.type = act::play_diplomat;
    for (int e = 0; e < d.topo->edge_count; ++e) { a.target = int16_t(e); try_push(a); }
  }
  a.target = -1;
  for (ActionType t : {act::play_deserter, act::play_spy}) {
    if (h[t == act::play_deserter ? deserter : spy] <= 0) continue;
    a.type = t;
    for (int o = 0; o < d.seated; ++o) { a.extra = int16_t(o); try_push(a); }
  }
}

}  // namespace catan::ck
