// One seat's view of a hex-board game, typed (docs/protocol.md "View").
//
// Built once by copy-and-mask from the position (Game::player_view): the
// viewer's own hand and development cards exact, every other colour as public
// counts, secret event details of others dropped; the development deck order
// and the generator state are not in it. Everyone reads this one type: the
// bots (engine/bots), the page for local games (imgui_frontend/session) and a
// peer guest, which parses the view JSON it receives once with
// player_view_from_json. player_view_to_json is the view JSON itself (what
// Game::view returns, `catan-cli view` prints and peers send).
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/board/layout.hpp"
#include "engine/board/topology.hpp"
#include "engine/catan/action.hpp"
#include "engine/catan/config.hpp"
#include "engine/catan/event.hpp"
#include "engine/catan/module_state.hpp"
#include "engine/catan/types.hpp"
#include "engine/core/error.hpp"
#include "engine/core/resources.hpp"

namespace catan {

class RuleModule;

/// Public facts about one colour (the view's "players" entry).
struct SeatView {
  bool seated = false;
  int resource_count = 0;
  int development_card_count = 0;
  int knights_played = 0;
  int roads_left = 0, settlements_left = 0, cities_left = 0;
  int road_length = 0;
  int public_points = 0;
  int discard_due = 0;
  int trade_answer = 0;  ///< 0 none, 1 accepted, 2 rejected, 3 countered (open offer, players other than the active one)
  ResourceCounts counter_give, counter_get;  ///< trade_answer 3: the counter-offer, from this seat's side (gives, wants)
  int points = -1;       ///< all points, hidden VP cards included: shown once the game is over, else -1
  friend bool operator==(const SeatView&, const SeatView&) = default;
};

/// Most events a view carries (Game::kRecent).
inline constexpr int kViewEvents = 40;

/// One seat's (or a spectator's) view. Board ids are the topology's.
struct PlayerView {
  std::string game = "base";  ///< registered game name
  const RuleModule* rules = nullptr;  ///< the game's rule module (registry-owned)
  const Topology* topo = nullptr;     ///< the board's topology
  int viewer = -1;            ///< seat, or -1 for a spectator (no "you" part)
  Phase phase = Phase::setup_settlement;
  int current = 0;
  std::array<int8_t, kMaxPlayers> pending{};  ///< seats that may act now, ascending
  int pending_count = 0;
  int turn = 0;
  std::array<int8_t, 2> dice{};  ///< last roll, {0,0} before the first
  bool rolled = false;
  int winner = -1;
  Options options;               ///< the game's options (vp_target, discard_limit, ...)

  // Board (public).
  Layout layout;                                   ///< terrain, numbers, harbors, desert
  std::array<uint8_t, kMaxVertices> harbor_mask{};  ///< per vertex: bit r = 2:1 for resource r, bit 5 = generic 3:1
  int robber_hex = -1;
  std::array<int8_t, kMaxVertices> building_owner{};  ///< -1 empty
  std::array<int8_t, kMaxVertices> building_level{};  ///< 0 none, 1 settlement, 2 city
  std::array<int8_t, kMaxEdges> road_owner{};      ///< -1 empty

  int num_players = 0;  ///< colours in the view (seated + neutral)
  std::array<SeatView, kMaxPlayers> players{};
  int longest_road_owner = -1, largest_army_owner = -1;

  // The viewer's own part ("you"); zero for a spectator.
  ResourceCounts hand;
  std::array<int8_t, kDevCardKinds> dev{};       ///< unplayed cards held, VP cards included
  std::array<int8_t, kDevCardKinds> playable{};  ///< of those, playable now by age (VP cards never)
  int points = 0;                                ///< all points including hidden VP cards
  unsigned harbors = 0;                          ///< harbors the viewer uses (rules::harbor_mask bits)
  std::array<int8_t, kResourceCount> maritime_rate{};  ///< best rate per resource (2..4)

  ResourceCounts bank;
  int development_deck_count = 0;
  bool dev_played = false;  ///< a development card was played this turn
  int free_roads = 0;

  bool offer_open = false;  ///< a domestic offer waits for answers
  int offer_from = -1;
  ResourceCounts offer_give, offer_get;

  ModuleState module;  ///< the rule module's public state (RuleModule::view_state), zero in the base game

  ActionList legal;  ///< the viewer's legal actions (none for a spectator)
  std::array<Event, kViewEvents> events{};  ///< recent events, oldest first, secret details masked
  int event_count = 0;

  /// The maritime rates a viewer with these harbors may use for `resource`: bit n = n:1.
  int rate_options(int resource) const;

  /// Every field equal; legal actions and events compared up to their counts.
  friend bool operator==(const PlayerView&, const PlayerView&);
};

/// The view JSON (docs/protocol.md "View"): exactly what Game::view returns.
nlohmann::json player_view_to_json(const PlayerView& v);

/// Parses a view JSON into `out` (the game named by "game" must be registered).
/// Returns false and sets `err` (code "bad_view") if a field is missing, of the wrong
/// type or out of range; `out` is then unspecified.
bool player_view_from_json(const nlohmann::json& j, PlayerView& out, Error& err);

/// Parses a board JSON (the inverse of board_to_json): the board is recognised by its hex
/// count (the standard island or the 5–6 island); sets `topo` to it and `out` to the
/// layout. Returns false and sets `err` (code "bad_view") if a field is missing, of the
/// wrong type or out of the board's id ranges.
bool board_from_json(const nlohmann::json& board, const Topology*& topo, Layout& out, Error& err);

/// Parses one event of a view of a game with rule module `rules` (the inverse of
/// event_to_json for that viewer; the module's own event types through its codec's
/// `read_event`): false and `err` (code "bad_view") if the type is unknown or a field is
/// missing or out of range.
bool event_from_json(const RuleModule& rules, const nlohmann::json& j, Event& out, Error& err);

}  // namespace catan
