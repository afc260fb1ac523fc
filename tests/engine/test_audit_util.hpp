// Helpers for the rules-audit scenario tests (tests/engine/test_audit_*.cpp):
// build a game on the beginner board, arrange a position by hand through
// position_for_test() while keeping cards and pieces conserved, and apply
// actions with scripted chance outcomes.
//
// Beginner-board geometry used by the audits (from the board JSON):
//   hex 0 mountains 10 corners {0,4,8,12,7,3}; hex 1 pasture 2 {1,5,9,13,8,4};
//   hex 4 hills 6 {8,13,18,23,17,12}; hex 9 desert {18,24,30,35,29,23};
//   hex 10 forest 3 {19,25,31,36,30,24}; hex 13 mountains 3 {29,35,40,44,39,34};
//   hex 17 fields 6 {40,45,49,52,48,44}; hex 11 mountains 8 {20,26,32,37,31,25};
//   hex 12 forest 8 {28,34,39,43,38,33}.
//   Top coast path: vertices 3-0-4-1-5-2-6-10-15 via edges 0,1,2,3,4,5,9,17.
//   Left coast path: vertices 11-16-21-27-33-38 via edges 18,23,33,39,49.
//   Bottom coast path: vertices 47-51-48-52-49-53-50 via edges 66,67,68,69,70,71.
//   Harbors: 3:1 at {0,3}, grain {1,5}, ore {6,10}, 3:1 {26,32}, wool {42,46},
//   3:1 {49,52}, 3:1 {47,51}, brick {27,33}, lumber {11,16}.
#pragma once
#include <doctest/doctest.h>

#include <string>

#include "engine/catan/game.hpp"
#include "engine/catan/match.hpp"
#include "engine/catan/rules_internal.hpp"

namespace audit {

using namespace catan;

inline Config config(int players = 4, Options o = {}) {
  Config c;
  c.players = players;
  c.board = "beginner";
  c.seed = 7;
  c.options = o;
  return c;
}

inline Game new_game(int players = 4, Options o = {}) {
  Game g;
  Error err;
  REQUIRE(Game::create(config(players, o), g, err));
  return g;
}

/// Skips setup: phase `phase` (main by default), `current` active, rolled.
inline void start_turn(Game& g, int current, Phase phase = Phase::main) {
  auto& p = g.position_for_test();
  p.setup_step = int8_t(2 * g.def().seated);
  p.setup_vertex = -1;
  p.current = int8_t(current);
  p.phase = phase;
  p.rolled = phase != Phase::pre_roll;
  p.turn = 20;
}

/// Moves cards from the bank to a hand (conserving the 19 per resource).
inline void give(Game& g, int player, ResourceCounts c) {
  auto& p = g.position_for_test();
  p.players[player].hand += c;
  p.bank -= c;
  REQUIRE(!p.bank.any_negative());
}

/// Sets a hand exactly (the difference goes to / comes from the bank).
inline void set_hand(Game& g, int player, ResourceCounts c) {
  auto& p = g.position_for_test();
  p.bank += p.players[player].hand;
  p.players[player].hand = c;
  p.bank -= c;
  REQUIRE(!p.bank.any_negative());
}

/// Empties a resource from the bank down to `left` by handing the rest to `sink`.
inline void drain_bank(Game& g, Resource r, int left, int sink) {
  auto& p = g.position_for_test();
  int n = p.bank[r] - left;
  REQUIRE(n >= 0);
  give(g, sink, ResourceCounts::of(r, n));
}

inline void put_road(Game& g, int player, int edge) {
  auto& p = g.position_for_test();
  REQUIRE(p.road_owner[edge] < 0);
  p.road_owner[edge] = int8_t(player);
  --p.players[player].roads_left;
}
inline void put_settlement(Game& g, int player, int vertex) {
  auto& p = g.position_for_test();
  REQUIRE(p.building_owner[vertex] < 0);
  p.building_owner[vertex] = int8_t(player);
  p.building_level[vertex] = 1;
  --p.players[player].settlements_left;
}
inline void put_city(Game& g, int player, int vertex) {
  auto& p = g.position_for_test();
  REQUIRE(p.building_owner[vertex] < 0);
  p.building_owner[vertex] = int8_t(player);
  p.building_level[vertex] = 2;
  --p.players[player].cities_left;
}
/// Gives a development card from the deck (`fresh`: bought this turn).
inline void put_dev(Game& g, int player, DevCard k, bool fresh = false) {
  auto& p = g.position_for_test();
  REQUIRE(p.dev_deck[int(k)] > 0);
  --p.dev_deck[int(k)];
  ++p.players[player].dev[int(k)];
  if (fresh) ++p.players[player].dev_new[int(k)];
}
/// Recomputes every cached road length after arranging roads by hand.
inline void refresh_roads(Game& g) {
  auto& p = g.position_for_test();
  for (int pl = 0; pl < p.num_players; ++pl)
    p.players[pl].road_length = int8_t(rules::longest_road(g.def(), p, pl));
}

inline Action act(ActionType t, int player, int target = -1) {
  Action a;
  a.type = t;
  a.player = int8_t(player);
  a.target = int16_t(target);
  return a;
}
inline Action roll(int player, int d1, int d2) {
  Action a = act(ActionType::roll_dice, player);
  a.chance = {Chance::dice, int8_t(d1), int8_t(d2)};
  return a;
}
inline Action robber(int player, int hex, int victim = -1) {
  Action a = act(ActionType::move_robber, player, hex);
  a.victim = int8_t(victim);
  return a;
}

/// Applies and requires success.
inline void ok(Game& g, const Action& a) {
  Refusal r = g.apply(a);
  INFO("refused: " << r.code << " " << (r.key ? text::format_en(r.key) : ""));
  REQUIRE(!r);
}

/// Applies and requires a refusal with `code`, the snapshot byte-identical.
inline void refused(Game& g, const Action& a, const std::string& code) {
  const std::string before = g.snapshot().dump();
  const size_t log_before = g.log().size();
  Refusal r = g.apply(a);
  REQUIRE(bool(r));
  CHECK(std::string(r.code) == code);
  REQUIRE(r.key != nullptr);
  CHECK_MESSAGE(text::has(r.key), r.key);  // the key is in the English catalogue
  CHECK(text::format_en(r.key).size() > 5);
  CHECK(g.snapshot().dump() == before);
  CHECK(g.log().size() == log_before);
}

inline bool has_legal(const Game& g, int player, const Action& want) {
  ActionList l;
  g.legal_actions(player, l);
  for (const auto& a : l) if (a == want) return true;
  return false;
}

inline int count_legal(const Game& g, int player, ActionType t) {
  ActionList l;
  g.legal_actions(player, l);
  int n = 0;
  for (const auto& a : l) n += a.type == t;
  return n;
}

inline ResourceCounts rc(int b, int l, int w, int gr, int o) { return ResourceCounts(b, l, w, gr, o); }

}  // namespace audit
