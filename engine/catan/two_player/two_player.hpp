// CATAN for Two (rules: shared/rules/catan-board.md §2; decisions of
// shared/rules/README.md from seed 001), a rule module over the base game.
//
// Seats 0 and 1 are the players; colours 2 and 3 are neutral: they start with
// one settlement each, never receive resources, never take turns, block and
// break roads and can hold Longest Road.
//  - Neutral start intersections (board data, both boards, distance rule
//    respected): the top-left and bottom-right corners of the centre hex
//    (0,0), i.e. the bottom corner of (0,-1) and the top corner of (0,1):
//    vertex 23 (hexes (0,-1), (-1,0), (0,0)) for neutral colour 2 and vertex
//    30 (hexes (0,0), (1,0), (0,1)) for colour 3, three paths apart. The rule
//    used: fixed board positions, not placed by the players, the same on the
//    beginner and random boards (tested in test_two_player.cpp).
//    UNCONFIRMED: the official illustration could not be read.
//  - Each turn: two rolls; the second total must differ from the first
//    (re-rolled until it does); each is resolved fully. No development card
//    between the two rolls (one may be played before the first).
//  - Every road or settlement a player builds (Road Building roads too) owes
//    one free piece of the same kind for a neutral colour of their choice;
//    no legal neutral settlement -> a neutral road; nothing legal -> nothing.
//    Nothing else may be done until it is placed.
//  - Trade tokens: supply 20, 5 each at the start. Price of an action: 1 if
//    your public VP <= the opponent's, else 2. Forced trade (main phase): take
//    2 random cards from the opponent (1 if they hold 1), then give back 2 of
//    your choice (forced_trade_return). Robber to the desert (main phase, no steal).
//    Once per turn: discard one face-up knight for 2 tokens; Largest Army is
//    then set aside if its holder has fewer than 3 or not strictly more, and
//    the unique player with most (3+) takes it. Settlement next to the desert
//    +2, on the coast +1, both +3, setup included; the supply pays what it has.
// Module state: TwoPlayerState in Position::module (typed, trivially copyable).
#pragma once
#include <array>
#include <cstdint>

#include "engine/catan/module_codec.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/platform/registry.hpp"

namespace catan {

/// CATAN for Two's own state (Position::module). Neutral colours hold no tokens.
struct TwoPlayerState {
  int16_t rolls = 0;             ///< rolls resolved this turn (0, 1, 2)
  int16_t first_total = 0;       ///< total of the first roll (the second must differ)
  int16_t duty = 0;              ///< owed neutral piece: 0 none, 1 road, 2 settlement
  int16_t knight_exchanged = 0;  ///< 1 once a knight was exchanged this turn
  int16_t supply = 0;            ///< trade tokens left in the supply (of 20)
  int16_t return_due = 0;        ///< 1 while a forced trade's 2 cards are to be given back
  std::array<int16_t, 2> tokens{};  ///< trade tokens of seats 0 and 1
};
static_assert(ModuleState::fits<TwoPlayerState>);

/// The module state of a CATAN for Two game, or nullptr in any other game
/// (read by observers such as the bots).
const TwoPlayerState* two_player_state(const GameDef& d, const Position& p);
/// The CATAN for Two part of a seat's typed view (its public fields), or nullptr in other games.
const TwoPlayerState* two_player_state(const PlayerView& v);

/// The CATAN for Two module (registered as "two-player").
const RuleModule& two_player_rules();

/// Registry entry of CATAN for Two (engine/games.cpp).
GameEntry two_player_game();

namespace two_player {

/// CATAN for Two's own action types (JSON names and fields: two_player_codec.cpp,
/// docs/protocol.md "Actions").
namespace act {
/// The owed free road for a neutral colour: "edge", "for" (2 or 3). §2.3
inline constexpr ActionType build_neutral_road = module_action(0);
/// The owed free settlement for a neutral colour: "vertex", "for" (2 or 3). §2.3
inline constexpr ActionType build_neutral_settlement = module_action(1);
/// Pay tokens, take 2 random cards from the opponent; optional "chance". §2.5
inline constexpr ActionType forced_trade = module_action(2);
/// Give 2 cards back after a forced trade: "give". §2.5
inline constexpr ActionType forced_trade_return = module_action(3);
/// Pay tokens, move the robber to the desert. §2.5
inline constexpr ActionType robber_to_desert = module_action(4);
/// Discard one face-up knight for 2 tokens, once per turn. §2.5
inline constexpr ActionType exchange_knight = module_action(5);
}  // namespace act

/// CATAN for Two's own event types (fields and text: two_player_codec.cpp).
namespace ev {
/// A free neutral piece: a = edge/vertex, b = 0 road / 1 settlement, other = the colour.
inline constexpr EventType neutral_built = module_event(0);
/// Trade tokens gained (a > 0) or paid (a < 0); b = the player's tokens after.
inline constexpr EventType tokens_changed = module_event(1);
/// A forced trade: res = cards taken (secret), res2 = cards given back; other = the opponent.
inline constexpr EventType forced_traded = module_event(2);
}  // namespace ev

/// The module's action and event types (RuleModule::codec()).
const ModuleCodec& codec();
/// Trade tokens in the game and each player's at the start.
inline constexpr int kTokenTotal = 20, kStartTokens = 5;
/// Start intersection of neutral colour 2 + `which` (0 -> vertex 23, 1 -> vertex 30).
int neutral_start(int which);
/// The module's scenario codec (two_player_scenario.cpp, docs/scenario.md).
const ScenarioCodec& scenario_codec();
}  // namespace two_player

}  // namespace catan
