// The Catan Card Game's 120 cards (card-games.md Part A, A.2 and A.13): card
// types with their costs, points and unit values, and the fixed list of the 120
// physical cards (ids 0..119) the game deals from.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

namespace catan::cardgame {

/// The six resources, in region order (A.2: Forest, Pasture, Hills, Mountains, Fields, Gold Field).
enum Res : int { lumber = 0, wool, brick, ore, grain, gold, kResCount };
inline constexpr const char* kResNames[kResCount] = {"lumber", "wool", "brick", "ore", "grain", "gold"};

/// What a card is. Groups: centre (road, settlement, city, region), event, action, green, red.
enum class Type : uint8_t {
  road, settlement, city, region,
  // events (A.12)
  civil_war, conflict, master_builder, plague, productive_year, progress, year_end,
  // actions (A.13.1)
  alchemist, arsonist, bishop, black_knight, brigands, caravan, herb_woman, merchant, scout, spy,
  // green buildings (A.13.2)
  abbey, garrison, smithy, brick_factory, foundry, grain_mill, sawmill, woolen_mill,
  // green units (A.13.3)
  lumber_fleet, wool_fleet, brick_fleet, ore_fleet, grain_fleet, gold_fleet,
  conrad, falk, goetz, hagen, karl, otto, pippin, siegfried, walter,
  // red city expansions (A.13.4)
  aqueduct, bath_house, church, colossus, counting_house, harbor, library, marketplace, merchant_guild, mint,
  town_hall,
  count
};
inline constexpr int kTypeCount = int(Type::count);

/// Card group.
enum class Group : uint8_t { centre, event, action, green, red };

/// A card type's printed facts.
struct TypeInfo {
  const char* name;        ///< protocol name ("garrison"); catalogue key "cardgame.card.<name>"
  Group group;
  int copies;              ///< copies among the 62 expansion cards / 10 events (0 for centre cards)
  std::array<int8_t, kResCount> cost;  ///< build cost (expansions)
  int8_t vp;               ///< victory points
  int8_t commerce;         ///< windmill (commerce) points
  int8_t strength;         ///< knights: strength points
  int8_t tournament;       ///< knights: tournament points
  bool unit;               ///< knight or fleet (A.8 units vs buildings)
};

/// Facts of a type.
const TypeInfo& info(Type t);
/// Type by protocol name; false if unknown.
bool type_from_name(std::string_view name, Type& out);
/// Resource by name ("ore"); -1 if unknown.
int res_from_name(std::string_view name);

/// One of the 120 physical cards.
struct Card {
  Type type;
  int8_t res = -1;     ///< region cards: the resource produced; fleets: the fleet's resource
  int8_t number = 0;   ///< region cards: production number 1..6
  int8_t start_set = -1;  ///< 0/1: part of that player's starting set
};

inline constexpr int kCards = 120;
/// The 120 cards, fixed ids: 0..8 starting set A, 9..17 starting set B, 18..24 roads,
/// 25..29 settlements, 30..36 cities, 37..47 region stack, 48..57 events, 58..119 expansions.
const std::array<Card, kCards>& cards();
inline const Card& card(int id) { return cards()[size_t(id)]; }
inline const TypeInfo& card_info(int id) { return info(card(id).type); }

inline bool is_knight(Type t) { return t >= Type::conrad && t <= Type::walter; }
inline bool is_fleet(Type t) { return t >= Type::lumber_fleet && t <= Type::gold_fleet; }
inline bool is_mill(Type t) { return t >= Type::brick_factory && t <= Type::woolen_mill; }
/// The region resource a mill doubles (brick factory -> brick, ...).
int mill_resource(Type t);
/// True for the cards that can be built on a site (green or red).
inline bool is_expansion(Type t) { return info(t).group == Group::green || info(t).group == Group::red; }

}  // namespace catan::cardgame
