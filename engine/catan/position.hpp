// The mutable part of a board-game state: a flat, trivially copyable value
// (fixed arrays only), so copying a state is a memcpy and apply() allocates
// nothing. Immutable data (board, config, rule module) lives in GameDef; a
// rule module's own fields live in its typed ModuleState, never here.
#pragma once
#include <array>
#include <cstdint>

#include "engine/board/topology.hpp"
#include "engine/catan/module_state.hpp"
#include "engine/catan/types.hpp"
#include "engine/core/resources.hpp"
#include "engine/core/rng.hpp"

namespace catan {

/// One colour's state (a seated player or a neutral colour). Aligned so that its
/// size is 32 bytes (30 used): players[i] is then found with a shift, which the
/// hot rule paths do constantly.
struct alignas(16) PlayerState {
  ResourceCounts hand;                       ///< resource cards held
  std::array<int8_t, kDevCardKinds> dev{};   ///< unplayed development cards held (VP cards included)
  std::array<int8_t, kDevCardKinds> dev_new{};  ///< of `dev`, bought during the current turn
  int8_t knights_played = 0;                 ///< face-up knights (§1.12)
  std::array<int8_t, kDevCardKinds> dev_used{};  ///< cards played (knights also counted here) or spent
  int8_t roads_left = kRoadPieces;
  int8_t settlements_left = kSettlementPieces;
  int8_t cities_left = kCityPieces;
  int8_t road_length = 0;                    ///< longest trail (§1.11), kept current
  int8_t discard_due = 0;                    ///< cards still to discard after a 7
  int8_t trade_answer = 0;                   ///< 0 none, 1 accepted, 2 rejected, 3 countered (current offer; Position::counter_give)
  friend bool operator==(const PlayerState&, const PlayerState&) = default;
};
static_assert(sizeof(PlayerState) == 32);

/// Whole mutable state. Field meanings follow the rulebook sections noted.
struct Position {
  Phase phase = Phase::setup_settlement;
  int8_t num_players = 0;      ///< colours in use (seated players + neutrals)
  int8_t current = 0;          ///< the active player (§0.2)
  int8_t winner = -1;
  int16_t turn = 0;            ///< normal turns completed since setup ended
  int8_t setup_step = 0;       ///< index into the snake order (§1.4)
  int8_t setup_vertex = -1;    ///< settlement placed in the current setup step
  std::array<int8_t, kMaxVertices> building_owner{};  ///< -1 empty
  std::array<int8_t, kMaxVertices> building_level{};  ///< 0 none, 1 settlement, 2 city
  std::array<int8_t, kMaxEdges> road_owner{};      ///< -1 empty
  int8_t robber_hex = -1;
  ResourceCounts bank;
  std::array<int8_t, kDevCardKinds> dev_deck{};    ///< cards left in the deck by kind (order is drawn at random)
  int8_t longest_road_owner = -1;                  ///< -1 nobody / set aside
  int8_t largest_army_owner = -1;
  bool dev_played = false;     ///< a non-VP development card was played this turn (§1.10)
  bool rolled = false;         ///< the active player has rolled this turn
  std::array<int8_t, 2> dice{};  ///< last roll (0,0 before the first)
  Phase robber_return = Phase::main;  ///< phase to return to after a knight's robber move / Road Building
  bool robber_by_roll = false; ///< the robber phase was started by a rolled 7 (then the roll hook runs after it)
  int8_t free_roads = 0;       ///< roads left to place for Road Building
  ResourceCounts offer_give;   ///< current domestic offer: what the active player gives
  ResourceCounts offer_get;    ///< ... and wants
  /// Counter-offers to the current offer, by player (trade_answer 3), from the countering
  /// player's side: what they give and what they want in return. Zero otherwise.
  std::array<ResourceCounts, kMaxPlayers> counter_give{}, counter_get{};
  uint64_t dice_deck = 0;      ///< balanced dice: bit i = outcome (i/6+1, i%6+1) still in the deck
  ModuleState module;          ///< the rule module's own typed state (module_state.hpp; zero in the base game)
  std::array<PlayerState, kMaxPlayers> players{};
  Rng rng;
  friend bool operator==(const Position&, const Position&) = default;
};

}  // namespace catan
