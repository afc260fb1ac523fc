// Base-game vocabulary (rulebook §1): development cards, phases, costs,
// component counts. Shared by the base rules and every rule module.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/core/resources.hpp"

namespace catan {

/// Most colours a board game state can hold (players plus neutral colours).
inline constexpr int kMaxPlayers = 6;

/// Development cards (§1.10), official names.
enum class DevCard : uint8_t { knight = 0, victory_point, road_building, year_of_plenty, monopoly };
inline constexpr int kDevCardKinds = 5;
inline constexpr std::array<std::string_view, kDevCardKinds> kDevCardNames{
    "knight", "victory_point", "road_building", "year_of_plenty", "monopoly"};
/// Parses a development card name; nullopt if unknown.
std::optional<DevCard> parse_dev_card(std::string_view s);
/// The 25-card deck: 14 knight, 5 VP, 2 road building, 2 year of plenty, 2 monopoly (§1.1).
inline constexpr std::array<int8_t, kDevCardKinds> kDevDeck{14, 5, 2, 2, 2};

/// Building costs (§1.1).
inline constexpr ResourceCounts kRoadCost{1, 1, 0, 0, 0};
inline constexpr ResourceCounts kSettlementCost{1, 1, 1, 1, 0};
inline constexpr ResourceCounts kCityCost{0, 0, 0, 2, 3};
inline constexpr ResourceCounts kDevCardCost{0, 0, 1, 1, 1};
/// Piece limits per player (§1.9) and bank size per resource (§1.1).
inline constexpr int kRoadPieces = 15, kSettlementPieces = 5, kCityPieces = 4, kBankPerResource = 19;
/// Commodity cards per kind in Cities & Knights' supply (§3.1; 0 in games without them).
inline constexpr int kCommodityCards = 12;

/// Phases of the turn machine. One legal-action generator and one handler
/// set per phase. `variant` is owned by the active rule module (its own
/// sub-phases, if any, live in its ModuleState).
enum class Phase : uint8_t {
  setup_settlement,  ///< §1.4: place a settlement (snake order)
  setup_road,        ///< §1.4: place a road touching the settlement just placed
  pre_roll,          ///< §1.5: play one development card or roll
  discard,           ///< §1.7: players with too many cards discard half
  move_robber,       ///< §1.7 / knight: move the robber and choose a victim
  main,              ///< §1.5: trade, build, buy, play, end the turn
  trade_offer,       ///< §1.8: an offer waits for answers / the active player's choice
  road_building,     ///< §1.10: place the free roads of Road Building
  variant,           ///< a rule module's own phase
  game_over,         ///< somebody won
};
inline constexpr std::array<std::string_view, 10> kPhaseNames{
    "setup_settlement", "setup_road", "pre_roll", "discard", "move_robber",
    "main", "trade_offer", "road_building", "variant", "game_over"};

}  // namespace catan
