// Events: what happened when an action was applied, for logs, animations and
// replays. Some carry private detail (a stolen card, a drawn development card)
// that only `private_to` players may see; views mask it for everybody else.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/core/resources.hpp"

namespace catan {

/// An event type id (docs/protocol.md "Events"). The base game's types are named
/// here; ids from kModuleEventFirst up belong to the game's rule module, which
/// declares their names, JSON fields and text (RuleModule::codec()).
enum class EventType : uint8_t {
  dice_rolled, produced, production_shortage, discard_required, discarded, robber_moved, stolen,
  nothing_to_steal, road_built, settlement_built, city_built, development_card_bought,
  development_card_played, year_of_plenty_taken, monopoly_taken, maritime_traded,
  trade_offered, trade_answered, trade_completed, trade_cancelled, longest_road_changed,
  largest_army_changed, turn_ended, game_won, starting_resources, seven_rerolled,
  trade_countered,
  base_count_
};
/// Number of base event types.
inline constexpr int kBaseEventTypes = int(EventType::base_count_);
/// First id of a rule module's own event types; every id is below kEventTypeIds.
inline constexpr int kModuleEventFirst = 64, kEventTypeIds = 128;
/// The module's event type number `index` (0-based, in its declaration order).
constexpr EventType module_event(int index) { return EventType(kModuleEventFirst + index); }
/// Protocol names of the base event types, indexed by EventType.
inline constexpr std::array<std::string_view, kBaseEventTypes> kEventNames{
    "dice_rolled", "produced", "production_shortage", "discard_required", "discarded", "robber_moved", "stolen",
    "nothing_to_steal", "road_built", "settlement_built", "city_built", "development_card_bought",
    "development_card_played", "year_of_plenty_taken", "monopoly_taken", "maritime_traded",
    "trade_offered", "trade_answered", "trade_completed", "trade_cancelled", "longest_road_changed",
    "largest_army_changed", "turn_ended", "game_won", "starting_resources", "seven_rerolled",
    "trade_countered"};

/// One event. Field use per type is in docs/protocol.md.
struct Event {
  EventType type = EventType::turn_ended;
  int8_t player = -1;   ///< the actor / recipient
  int8_t other = -1;    ///< second player (victim, trade partner, previous holder)
  int16_t a = -1;       ///< id (edge/vertex/hex), card, length, die 1, resource
  int16_t b = -1;       ///< second value (die 2, count)
  ResourceCounts res;   ///< cards moved
  ResourceCounts res2;  ///< cards moved the other way (trades)
  bool secret = false;  ///< a/res hidden from everyone except player and other

  Event() = default;
  Event(EventType t, int p = -1, int o = -1, int va = -1, int vb = -1, ResourceCounts r = {}, ResourceCounts r2 = {})
      : type(t), player(int8_t(p)), other(int8_t(o)), a(int16_t(va)), b(int16_t(vb)), res(r), res2(r2) {}
  friend bool operator==(const Event&, const Event&) = default;
};

/// Fixed-capacity event list of one apply() (no heap).
struct EventList {
  static constexpr int kCapacity = 48;
  std::array<Event, kCapacity> items;
  int size = 0;
  void clear() { size = 0; }
  void push(const Event& e) { if (size < kCapacity) items[size++] = e; }
  const Event* begin() const { return items.data(); }
  const Event* end() const { return items.data() + size; }
};

class RuleModule;  // engine/catan/rule_module.hpp

/// JSON of an event of a game played with `rules` as seen by `viewer` (-1 spectator,
/// -2 omniscient): secret details are dropped unless the viewer is a party to them.
/// Includes a printable English "text". Module types come from the module's codec.
nlohmann::json event_to_json(const RuleModule& rules, const Event& e, int viewer);

}  // namespace catan
