// Cities & Knights test helpers: games with setup skipped, the module state by hand, rolls
// with the event die.
#pragma once
#include "engine/catan/cities_knights/ck_internal.hpp"
#include "../helpers.hpp"

namespace ckt {

using namespace th;
namespace knight = catan::ck::knight;
using catan::ck::trade;
using catan::ck::politics;
using catan::ck::science;
using catan::ck::kProgressKinds;
using catan::ck::card_track;
using catan::ck::track_first;
using catan::ck::track_end;
using catan::ck::knights_on_board;
using catan::ck::spy;
using catan::ck::warlord;
using catan::ck::bishop;
using catan::ck::wedding;
using catan::ck::alchemist;
using catan::ck::printer;
using catan::ck::constitution;
using catan::ck::merchant;
using catan::ck::resource_monopoly;
using catan::ck::road_building;
using catan::ck::saboteur;
using catan::ck::irrigation;
using catan::ck::mining;

/// A C&K game, setup not played (empty board), player 0 to roll.
inline Game ck_blank(Options opt = {}) {
  opt.vp_target = 13;
  return blank(4, opt, 8, "cities-knights");
}
/// The module state, writable (tests arrange positions by hand).
inline CkState& S(Game& g) { return g.position_for_test().module.as<CkState>(); }
inline const CkState& S(const Game& g) { return g.position().module.as<CkState>(); }

/// Rolls red d1, yellow d2 and event die e for the current player.
inline json roll3(Game& g, int d1, int d2, int e) {
  return act(g, {{"type", "roll_dice"}, {"player", g.position().current}, {"chance", {{"dice", {d1, d2, e}}}}});
}
/// Gives commodities from the bank (slot of a commodity).
inline void give_commodity(Game& g, int player, Commodity c, int n) {
  ResourceCounts r;
  r[c] = int8_t(n);
  give(g, player, r);
}
/// Places a knight directly (strength 1..3).
inline void put_knight(Game& g, int player, int v, int strength, bool active) {
  S(g).knight[size_t(v)] = knight::make(player, strength, active);
  refresh_roads(g);
}
/// Ends the current player's turn (main phase).
inline void end_turn(Game& g) { act(g, {{"type", "end_turn"}, {"player", g.position().current}}); }
/// Counts events of a type.
inline int count_events(const json& ev, const std::string& type) {
  int n = 0;
  for (const auto& e : ev) n += e["type"] == type;
  return n;
}

/// A C&K game in its main phase: the blank board of ck_blank, player 0 has rolled 1+1 (nothing
/// produced) with the ship on the event die.
inline Game ck_main() {
  Game g = ck_blank();
  roll3(g, 1, 1, 1);
  REQUIRE(g.position().phase == Phase::main);
  return g;
}

/// An action of player 0 with only its type.
inline json a0(const char* type) { return {{"type", type}, {"player", 0}}; }

}  // namespace ckt
