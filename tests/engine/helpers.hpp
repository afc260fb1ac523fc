// Scenario helpers: build positions by hand (through Position, keeping cards
// conserved), apply JSON actions, look places up by geometry.
#pragma once
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/catan/board_game.hpp"
#include "engine/catan/game.hpp"
#include "engine/catan/rules_internal.hpp"
#include "engine/platform/registry.hpp"

namespace th {

using namespace catan;
using nlohmann::json;

/// A new game of registered board game `game` (beginner board unless said otherwise).
inline Game new_game(int players = 4, const std::string& board = "beginner", uint64_t seed = 7,
                     Options opt = {}, const std::string& game = "base") {
  Config c;
  c.game = game;
  c.players = players;
  c.board = board;
  c.seed = seed;
  c.options = opt;
  Game g;
  Error err;
  REQUIRE(Game::create(c, g, err));
  return g;
}

/// A game of `game` whose setup is skipped: empty board, player 0 to roll, turn `turn`.
inline Game blank(int players = 4, Options opt = {}, int turn = 8, const std::string& game = "base") {
  Game g = new_game(players, "beginner", 7, opt, game);
  auto& p = g.position_for_test();
  p.setup_step = int8_t(2 * players);
  p.phase = Phase::pre_roll;
  p.current = 0;
  p.turn = int16_t(turn);
  return g;
}

/// Registers a test-only rule module as a 3–4 seat board game `name`; true once registered.
inline bool register_test_module(const char* name, const char* display, const RuleModule& rules) {
  GameInfo i;
  i.name = name;
  i.display_name = display;
  i.min_seats = 3;
  i.max_seats = 4;
  i.default_seats = 4;
  return register_game(board_game_entry(std::move(i), rules));
}

/// Hex id at axial (q, r).
inline int hex(int q, int r) { return Topology::standard().hex_at({q, r}); }

/// Corner `c` (0 top, clockwise) of land hex `h`.
inline int corner(int h, int c) { return Topology::standard().hexes[h].vertices[c]; }

/// Edge between two vertices (REQUIREd to exist).
inline int edge(int v1, int v2) {
  int e = Topology::standard().edge_between(v1, v2);
  REQUIRE(e >= 0);
  return e;
}

/// Keeps the Longest Road state current after hand edits.
inline void refresh_roads(Game& g) {
  EventList ev;
  Ctx c{g.def(), g.position_for_test(), ev};
  rules::update_longest_road(c, 0xFFu);
}

/// Puts a settlement (level 1) or city (level 2) for `player` directly.
inline void put_building(Game& g, int player, int v, int level = 1) {
  auto& p = g.position_for_test();
  p.building_owner[v] = int8_t(player);
  p.building_level[v] = int8_t(level);
  if (level == 1) --p.players[player].settlements_left; else --p.players[player].cities_left;
  refresh_roads(g);
}

/// Puts a road for `player` directly.
inline void put_road(Game& g, int player, int e) {
  auto& p = g.position_for_test();
  p.road_owner[e] = int8_t(player);
  --p.players[player].roads_left;
  refresh_roads(g);
}

/// Moves cards from the bank to a hand.
inline void give(Game& g, int player, ResourceCounts r) {
  auto& p = g.position_for_test();
  p.bank -= r;
  p.players[player].hand += r;
  REQUIRE(!p.bank.any_negative());
}

/// Gives a development card from the deck (not bought this turn).
inline void give_card(Game& g, int player, DevCard k, int n = 1) {
  auto& p = g.position_for_test();
  p.dev_deck[int(k)] -= int8_t(n);
  p.players[player].dev[int(k)] += int8_t(n);
}

/// Applies a JSON action, REQUIRE success; returns the events as JSON (omniscient).
inline json act(Game& g, const json& j) {
  Action a;
  Error err;
  REQUIRE_MESSAGE(action_from_json(*g.def().rules, j, a, err), err.message());
  Refusal r = g.apply(a);
  const std::string why = j.dump() + " refused: " + (r ? std::string(r.code) + " " + text::format_en(r.key) : "");
  REQUIRE_MESSAGE(!r, why);
  json ev = json::array();
  for (const auto& e : g.last_events()) ev.push_back(event_to_json(*g.def().rules, e, -2));
  return ev;
}

/// Applies a JSON action that must be refused with `code`; checks the state is untouched.
inline void refused(Game& g, const json& j, const std::string& code) {
  auto before = g.snapshot();
  auto log_size = g.log().size();
  Action a;
  Error err;
  if (!action_from_json(*g.def().rules, j, a, err)) {
    const std::string why = j.dump() + " -> " + std::string(err.code) + ": " + err.message();
    CHECK_MESSAGE(err.code == code, why);
  } else {
    Refusal r = g.apply(a);
    const std::string acc = j.dump() + " was accepted";
    REQUIRE_MESSAGE(r, acc);
    const std::string why = j.dump() + " -> " + std::string(r.code) + ": " + text::format_en(r.key);
    CHECK_MESSAGE(std::string(r.code) == code, why);
    REQUIRE(r.key != nullptr);
    CHECK_MESSAGE(text::has(r.key), r.key);  // the key is in the English catalogue
    CHECK(text::format_en(r.key).size() > 5);
  }
  CHECK(g.snapshot() == before);
  CHECK(g.log().size() == log_size);
}

/// Rolls fixed dice for the current player.
inline json roll(Game& g, int d1, int d2) {
  return act(g, {{"type", "roll_dice"}, {"player", g.position().current}, {"chance", {{"dice", {d1, d2}}}}});
}

/// True if the event list holds an event of that type.
inline bool has_event(const json& ev, const std::string& type) {
  for (const auto& e : ev) if (e["type"] == type) return true;
  return false;
}

/// A simple path of n+1 vertices from `start`, walking to the lowest unused
/// neighbour id each step; returns the vertices.
inline std::vector<int> try_walk(int start, int n, const std::vector<int>& avoid) {
  const auto& t = Topology::standard();
  std::vector<int> path{start};
  for (int x : avoid) if (x == start) return {};
  for (int i = 0; i < n; ++i) {
    const auto& vi = t.vertices[path.back()];
    int next = -1;
    for (int k = 0; k < vi.degree; ++k) {
      int nb = vi.neighbors[k];
      bool used = false;
      for (int x : path) used |= x == nb;
      for (int x : avoid) used |= x == nb;
      if (!used && (next < 0 || nb < next)) next = nb;
    }
    if (next < 0) return {};
    path.push_back(next);
  }
  return path;
}

inline std::vector<int> walk(int start, int n, std::vector<int> avoid = {}) {
  const auto& t = Topology::standard();
  std::vector<int> path{start};
  for (int i = 0; i < n; ++i) {
    const auto& vi = t.vertices[path.back()];
    int next = -1;
    for (int k = 0; k < vi.degree; ++k) {
      int nb = vi.neighbors[k];
      bool used = false;
      for (int x : path) used |= x == nb;
      for (int x : avoid) used |= x == nb;
      if (!used && (next < 0 || nb < next)) next = nb;
    }
    REQUIRE(next >= 0);
    path.push_back(next);
  }
  return path;
}

}  // namespace th
