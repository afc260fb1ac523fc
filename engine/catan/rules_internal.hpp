// Internal interface between the base-rule files (one file per phase or
// concern). Not part of the public API; rule modules may use it to reuse base
// predicates (e.g. road legality for a neutral colour).
#pragma once
#include "engine/catan/action.hpp"
#include "engine/catan/event.hpp"
#include "engine/catan/game_def.hpp"
#include "engine/catan/position.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/shared_rules.hpp"

namespace catan::rules {

// ---- placement predicates (§1.9) -------------------------------------------
/// Can `player` put a settlement on `vertex`? `setup` skips the road connection.
Refusal settlement_spot(const GameDef& d, const Position& p, int player, int vertex, bool setup);
/// Can `player` put a road on `edge`? Connection to own road/building, never
/// through an opponent's building. `must_touch` >= 0: the road must end there (setup).
Refusal road_spot(const GameDef& d, const Position& p, int player, int edge, int must_touch = -1);
/// Vertices touched by `player`'s roads or buildings: the only places a new road or
/// settlement of theirs can connect to. `road_ends`: the vertices touched by roads only.
VertexBits network_reach(const GameDef& d, const Position& p, int player, VertexBits* road_ends = nullptr);
/// True if `player` has at least one legal road spot.
bool any_road_spot(const GameDef& d, const Position& p, int player);
/// True if `player` has at least one legal (non-setup) settlement spot.
bool any_settlement_spot(const GameDef& d, const Position& p, int player);
/// Harbors `player` can use (§1.8: a settlement or city on one of its two
/// intersections): bit r (0..4) = the 2:1 harbor of resource r, bit 5 = a
/// generic 3:1 harbor. The one place harbor rates come from.
unsigned harbor_mask(const GameDef& d, const Position& p, int player);
/// has_maritime_rate / best_maritime_rate: engine/catan/shared_rules.hpp (the one rule source).
using catan::has_maritime_rate;
/// Best (lowest) maritime rate for giving `resource` (4, 3 or 2) (§1.8).
int maritime_ratio(const GameDef& d, const Position& p, int player, int resource);

// ---- placing pieces (no cost handling) ---------------------------------------
/// Places a road for `player` and updates Longest Road (§1.11).
void place_road(Ctx& c, int player, int edge);
/// Places a settlement for `player`, updates Longest Road (a settlement may break roads).
void place_settlement(Ctx& c, int player, int vertex);
/// Upgrades `player`'s settlement on `vertex` to a city (its settlement piece goes back to
/// the supply, §1.8) and runs the module's after_city hook. The cost is the caller's.
void place_city(Ctx& c, int player, int vertex);

// ---- awards and points (§1.11-§1.13) -----------------------------------------
/// Longest trail of `player`'s roads, opponents' buildings cutting it.
int longest_road(const GameDef& d, const Position& p, int player);
/// Recomputes road lengths of the players in `mask` (bit per player) and
/// re-assigns the Longest Road card by the after-a-break rules.
void update_longest_road(Ctx& c, unsigned mask);
/// Gives Largest Army to `player` if they now have >= 3 knights and strictly more.
void update_largest_army(Ctx& c, int player);
/// VP visible to everybody (buildings + awards + the module's points, RuleModule::module_points).
int public_points(const GameDef& d, const Position& p, int player);
/// All VP, hidden VP cards included.
int total_points(const GameDef& d, const Position& p, int player);
/// If the active player has reached the target, ends the game (§1.13).
void check_victory(Ctx& c);

// ---- transfers -----------------------------------------------------------------
/// Moves cards from a hand to the bank.
inline void pay(Position& p, int player, const ResourceCounts& cost) { p.players[player].hand -= cost; p.bank += cost; }
/// Moves cards from the bank to a hand.
inline void take(Position& p, int player, const ResourceCounts& got) { p.players[player].hand += got; p.bank -= got; }

// ---- per-phase checks and handlers ----------------------------------------------
Refusal check_setup(const GameDef& d, const Position& p, const Action& a);
void apply_setup(Ctx& c, const Action& a);
void legal_setup(const GameDef& d, const Position& p, int player, ActionList& out);

Refusal check_roll(const GameDef& d, const Position& p, const Action& a);
void apply_roll(Ctx& c, const Action& a);
/// Resolves a dice total (production or the 7 procedure), used by modules too.
void resolve_roll(Ctx& c, int d1, int d2);
/// Resolves the total of the dice already rolled (p.dice): production, or the 7 procedure
/// (discards, then the robber if RuleModule::robber_active). For a module that held the roll.
void resolve_total(Ctx& c);
/// Legal discards of one card (resources, and commodities in a game that uses them).
void legal_discards(const GameDef& d, const Position& p, int player, ActionList& out);
/// Base production of a total (§1.6: buildings on hexes with that number, robber's hex
/// excluded, bank shortage rule); RuleModule::produce's default.
void produce(Ctx& c, int total);
Refusal check_discard(const GameDef& d, const Position& p, const Action& a);
void apply_discard(Ctx& c, const Action& a);

Refusal check_robber(const GameDef& d, const Position& p, const Action& a);
void apply_robber(Ctx& c, const Action& a);
void legal_robber(const GameDef& d, const Position& p, int player, ActionList& out);
/// Takes one random card (or the supplied `chance`) from `victim` for `thief`.
void steal(Ctx& c, int thief, int victim, const Chance& chance);

Refusal check_build(const GameDef& d, const Position& p, const Action& a);
void apply_build(Ctx& c, const Action& a);
Refusal check_end_turn(const GameDef& d, const Position& p, const Action& a);
void apply_end_turn(Ctx& c, const Action& a);

Refusal check_dev(const GameDef& d, const Position& p, const Action& a);
void apply_dev(Ctx& c, const Action& a);

Refusal check_trade(const GameDef& d, const Position& p, const Action& a);
void apply_trade(Ctx& c, const Action& a);

/// Legal actions of the active player in pre_roll / main / road_building.
void legal_turn(const GameDef& d, const Position& p, int player, ActionList& out);
/// Legal trade-offer answers and confirmations.
void legal_trade_offer(const GameDef& d, const Position& p, int player, ActionList& out);
/// Development-card plays available now (pre_roll or main).
void legal_dev_plays(const GameDef& d, const Position& p, int player, ActionList& out);

// ---- dispatch ------------------------------------------------------------------
bool is_pending(const GameDef& d, const Position& p, int player);
Refusal check_action(const GameDef& d, const Position& p, const Action& a);
void apply_action(Ctx& c, const Action& a);
void legal_actions(const GameDef& d, const Position& p, int player, ActionList& out);

}  // namespace catan::rules
