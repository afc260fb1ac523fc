// Actions: plain data with a stable JSON form (docs/protocol.md "Actions").
// Chance outcomes a caller may supply (dice, stolen card, drawn card) live in
// `chance`, apart from the player's choices, so a peer host can refuse them.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/core/error.hpp"
#include "engine/core/resources.hpp"

namespace catan {

/// Every action type of the board games. Rule modules own the types after
/// `end_turn`; the base rules refuse them as unknown.
enum class ActionType : uint8_t {
  roll_dice, discard, move_robber, build_road, build_settlement, build_city,
  buy_development_card, play_knight, play_road_building, play_year_of_plenty,
  play_monopoly, maritime_trade, offer_trade, respond_trade, confirm_trade,
  cancel_trade, end_turn,
  // CATAN for Two (two_player module):
  build_neutral_road, build_neutral_settlement, forced_trade, forced_trade_return, robber_to_desert,
  exchange_knight,
  count_
};
inline constexpr int kActionTypes = int(ActionType::count_);
inline constexpr std::array<std::string_view, kActionTypes> kActionNames{
    "roll_dice", "discard", "move_robber", "build_road", "build_settlement", "build_city",
    "buy_development_card", "play_knight", "play_road_building", "play_year_of_plenty",
    "play_monopoly", "maritime_trade", "offer_trade", "respond_trade", "confirm_trade",
    "cancel_trade", "end_turn",
    "build_neutral_road", "build_neutral_settlement", "forced_trade", "forced_trade_return", "robber_to_desert",
    "exchange_knight"};

/// A supplied chance outcome. kind none = the engine samples it itself.
struct Chance {
  enum Kind : uint8_t { none = 0, dice, resource, card, resources2 };
  Kind kind = none;
  int8_t a = 0;  ///< dice: first die; resource: resource index; card: DevCard index
  int8_t b = 0;  ///< dice: second die; resources2: second resource index
  friend bool operator==(const Chance&, const Chance&) = default;
};

/// One action. Unused fields keep their defaults; which fields a type uses is
/// listed in docs/protocol.md. 32 bytes, trivially copyable.
struct Action {
  ActionType type = ActionType::end_turn;
  int8_t player = -1;
  int16_t target = -1;  ///< edge (roads), vertex (settlement/city), hex (robber), player (confirm_trade "with", neutral "for")
  int8_t victim = -1;   ///< move_robber: the player robbed, -1 for none
  int8_t resource = -1; ///< play_monopoly
  bool accept = false;  ///< respond_trade
  ResourceCounts give;  ///< discard "resources", maritime/offer/forced "give"
  ResourceCounts get;   ///< maritime/offer "get", play_year_of_plenty "resources"
  Chance chance;
  friend bool operator==(const Action&, const Action&) = default;
};

/// JSON of an action (only the fields its type uses; chance only if supplied).
nlohmann::json action_to_json(const Action& a);
/// Parses an action; on failure returns false and fills `err` (code "bad_action").
/// Only syntax and ranges are checked here; legality is the state's business.
bool action_from_json(const nlohmann::json& j, Action& out, Error& err);
/// Name of an action type.
inline std::string_view action_name(ActionType t) { return kActionNames[int(t)]; }

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
