// Actions: plain data with a stable JSON form (docs/protocol.md "Actions").
// Chance outcomes a caller may supply (dice, stolen card, drawn card) live in
// `chance`, apart from the player's choices, so a peer host can refuse them.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "engine/board/topology.hpp"
#include "engine/core/error.hpp"
#include "engine/core/resources.hpp"

namespace catan {

/// An action type id. The base game's types are named here; ids from
/// kModuleActionFirst up belong to the game's rule module, which declares their
/// names and JSON fields (RuleModule::codec(), engine/catan/module_codec.hpp), so a
/// module adds types without editing this file. Another game's module may reuse
/// the same ids: an id means something only together with the game's module.
enum class ActionType : uint8_t {
  roll_dice, discard, move_robber, build_road, build_settlement, build_city,
  buy_development_card, play_knight, play_road_building, play_year_of_plenty,
  play_monopoly, maritime_trade, offer_trade, respond_trade, confirm_trade,
  cancel_trade, end_turn, counter_trade,
  base_count_
};
/// Number of base action types (ids 0 .. kBaseActionTypes-1).
inline constexpr int kBaseActionTypes = int(ActionType::base_count_);
/// First id of a rule module's own action types.
inline constexpr int kModuleActionFirst = 64;
/// Every action type id is below this (tables indexed by type use it as size).
inline constexpr int kActionTypeIds = 128;
/// Most action types a module may declare.
inline constexpr int kModuleActionMax = kActionTypeIds - kModuleActionFirst;
/// The module's action type number `index` (0-based, in its declaration order).
constexpr ActionType module_action(int index) { return ActionType(kModuleActionFirst + index); }
/// Protocol names of the base action types, indexed by ActionType.
inline constexpr std::array<std::string_view, kBaseActionTypes> kActionNames{
    "roll_dice", "discard", "move_robber", "build_road", "build_settlement", "build_city",
    "buy_development_card", "play_knight", "play_road_building", "play_year_of_plenty",
    "play_monopoly", "maritime_trade", "offer_trade", "respond_trade", "confirm_trade",
    "cancel_trade", "end_turn", "counter_trade"};

/// A supplied chance outcome. kind none = the engine samples it itself.
/// Beside it, per-seat outcomes of a rule module's action that draws or takes a card for
/// several players at once (Cities & Knights: the progress card each player draws at a city
/// gate or as a tie reward, the card a Bishop takes from each player): "drawn" / "stolen" in
/// the JSON (docs/protocol.md "Chance outcomes"), seats 0..kChanceSeats-1, packed in 3 bytes.
struct Chance {
  enum Kind : uint8_t { none = 0, dice, resource, card, resources2 };
  /// What the per-seat outcomes are: none, cards drawn (a module card kind, ModuleCodec::drawn_cards),
  /// cards stolen (a card kind: resource or commodity slot).
  enum SeatKind : uint8_t { no_seats = 0, drawn, stolen };
  static constexpr int kChanceSeats = 4;  ///< seats a per-seat outcome can name (0..3)
  static constexpr int kSeatValueMax = 30;  ///< largest index a per-seat outcome holds
  Kind kind = none;
  int8_t a = 0;  ///< dice: first die; resource: resource index; card: DevCard index
  int8_t b = 0;  ///< dice: second die; resources2: second resource index
  int8_t c = 0;  ///< dice: the event die (1..6) in a game that has one (RuleModule::has_event_die); 0 = sampled
  std::array<uint8_t, 3> seat_bits{};  ///< per-seat outcomes: 5 bits per seat (index + 1, 0 = sampled), kind in bits 22-23
  friend bool operator==(const Chance&, const Chance&) = default;

  /// The kind of the per-seat outcomes (no_seats if none is supplied).
  constexpr SeatKind seat_kind() const { return SeatKind(seat_bits[2] >> 6); }
  /// Seat `s`'s supplied outcome (an index), or -1 if it is not supplied (sampled).
  constexpr int seat(int s) const { return int((packed() >> (5 * s)) & 31) - 1; }
  /// Supplies seat `s`'s outcome `index` (0..kSeatValueMax) of kind `k`.
  constexpr void set_seat(SeatKind k, int s, int index) {
    uint32_t x = packed() & ~(uint32_t(31) << (5 * s)) & ~(uint32_t(3) << 22);
    x |= uint32_t(index + 1) << (5 * s) | uint32_t(k) << 22;
    seat_bits = {uint8_t(x), uint8_t(x >> 8), uint8_t(x >> 16)};
  }
  /// True if anything is supplied (the engine samples nothing of this action itself).
  constexpr bool supplied() const { return kind != none || seat_kind() != no_seats; }

 private:
  constexpr uint32_t packed() const { return uint32_t(seat_bits[0]) | uint32_t(seat_bits[1]) << 8 | uint32_t(seat_bits[2]) << 16; }
};
static_assert(sizeof(Chance) == 7);

/// One action. Unused fields keep their defaults; which fields a type uses is
/// listed in docs/protocol.md. Small and trivially copyable (static_assert below);
/// 32 bytes used (no padding), a 32-byte size so action lists index with a shift.
struct alignas(8) Action {
  ActionType type = ActionType::end_turn;
  int8_t player = -1;
  int16_t target = -1;  ///< edge (roads), vertex (settlement/city), hex (robber), player (confirm_trade "with", neutral "for")
  int8_t victim = -1;   ///< move_robber: the player robbed, -1 for none
  int8_t resource = -1; ///< play_monopoly
  bool accept = false;  ///< respond_trade
  Chance chance;
  int16_t extra = -1;   ///< a module type's own field (ActionSpec::extra_field), e.g. a second vertex
  ResourceCounts give;  ///< discard "resources", maritime/offer/counter/forced "give"
  ResourceCounts get;   ///< maritime/offer/counter "get", play_year_of_plenty "resources"
  friend bool operator==(const Action&, const Action&) = default;
};
static_assert(std::is_trivially_copyable_v<Action> && sizeof(Action) == 32);

class RuleModule;  // engine/catan/rule_module.hpp

/// JSON of an action of a game played with `rules` (only the fields its type uses;
/// chance only if supplied). Module types are written from the module's codec.
nlohmann::json action_to_json(const RuleModule& rules, const Action& a);
/// Parses an action of a game played with `rules` (base types and the module's own).
/// On failure returns false, leaves `out` alone and fills `err`: "unknown_action" for a
/// type name this game does not have, "bad_action" for anything else malformed.
/// Only syntax and ranges are checked here; legality is the state's business. The id
/// ranges ("vertex", "edge", "hex") are the board's: `topo` (the game's, GameDef::topo).
bool action_from_json(const RuleModule& rules, const Topology& topo, const nlohmann::json& j, Action& out, Error& err);
/// The same on the standard 19-hex board (games that are always played there, tests).
bool action_from_json(const RuleModule& rules, const nlohmann::json& j, Action& out, Error& err);
/// Protocol name of an action type in a game played with `rules` ("" if it has none).
std::string_view action_name(const RuleModule& rules, ActionType t);

/// Fixed-capacity list of actions (no heap), filled by legal_actions().
struct ActionList {
  static constexpr int kCapacity = 320;
  std::array<Action, kCapacity> items;
  int size = 0;
  void clear() { size = 0; }
  void push(const Action& a) { if (size < kCapacity) items[size++] = a; }
  const Action* begin() const { return items.data(); }
  const Action* end() const { return items.data() + size; }
  const Action& operator[](int i) const { return items[i]; }
};

}  // namespace catan
