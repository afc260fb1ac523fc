// What a computer player knows: a typed copy of one seat's view
// (docs/protocol.md "View"), nothing more. Own hand and development cards
// exact, every other player as public counts; no deck order, no PRNG, no
// seed. Built either from the view JSON (the web layer's path) or straight
// from a Game (native tools and tests, faster); both give equal values, which
// tests/engine/test_bots.cpp checks over many positions.
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/board/layout.hpp"
#include "engine/catan/action.hpp"
#include "engine/catan/game.hpp"
#include "engine/catan/types.hpp"
#include "engine/core/error.hpp"

namespace catan::bots {

/// Public facts about one colour (view "players" entry).
struct SeatInfo {
  bool seated = false;
  int resource_count = 0;
  int development_card_count = 0;
  int knights_played = 0;
  int roads_left = 0, settlements_left = 0, cities_left = 0;
  int road_length = 0;
  int public_points = 0;
  int discard_due = 0;
  int trade_answer = 0;  ///< 0 none, 1 accepted, 2 rejected (open offer only)
  int tokens = 0;        ///< CATAN for Two trade tokens (public; 0 in other games)
  friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};

/// A domestic offer the viewer made during the current turn (from the view's events).
struct PastOffer {
  ResourceCounts give, get;
  friend bool operator==(const PastOffer&, const PastOffer&) = default;
};

/// One seat's view, typed. Board ids are the engine's (Topology::standard()).
struct BotView {
  std::string game = "base";
  int viewer = -1;
  Phase phase = Phase::setup_settlement;
  int current = 0;
  int turn = 0;
  bool rolled = false;
  int vp_target = 10;
  int discard_limit = 7;
  bool friendly_robber = false;
  int num_players = 0;  ///< colours in the view (seated + neutral)

  // Board (public): terrain and number per land hex, harbors per vertex.
  std::array<Terrain, kLandHexes> terrain{};
  std::array<int8_t, kLandHexes> number{};         ///< 0 = no number (desert)
  std::array<uint8_t, kVertices> harbor_mask{};    ///< bit r: 2:1 for resource r; bit 5: generic 3:1
  int robber_hex = -1;
  std::array<int8_t, kVertices> building_owner{};  ///< -1 empty
  std::array<int8_t, kVertices> building_level{};  ///< 0 none, 1 settlement, 2 city
  std::array<int8_t, kEdges> road_owner{};         ///< -1 empty

  std::array<SeatInfo, kMaxPlayers> players{};
  int longest_road_owner = -1, largest_army_owner = -1;

  // The viewer's own secrets ("you").
  ResourceCounts hand;
  std::array<int8_t, kDevCardKinds> dev{};       ///< unplayed cards held, VP cards included
  std::array<int8_t, kDevCardKinds> playable{};  ///< of those, playable now by age
  int points = 0;                                ///< total VP including hidden VP cards
  std::array<int8_t, kResourceCount> maritime_rate{};

  ResourceCounts bank;
  int development_deck_count = 0;
  bool dev_played = false;
  int free_roads = 0;
  int token_supply = 0;  ///< CATAN for Two: trade tokens left in the supply (0 in other games)

  bool offer_open = false;
  int offer_from = -1;
  ResourceCounts offer_give, offer_get;
  /// Offers the viewer made since the last end of turn (at most kMaxPastOffers kept).
  static constexpr int kMaxPastOffers = 8;
  std::array<PastOffer, kMaxPastOffers> past_offers{};
  int past_offer_count = 0;
  /// Most domestic offers the caller lets the bot make in one turn (-1 = the level's own).
  /// Not part of the game's view: the page sets it at tables with people, who must answer each offer.
  int offer_limit = -1;

  ActionList legal;  ///< the view's legal actions for the viewer

  /// Equality of every field, legal actions compared in order.
  bool same_as(const BotView& o) const;
};

/// Builds the typed view of `player` from a running game, copying only what
/// `game.view(player)` shows. `player` must be a seated colour.
BotView observe(const Game& game, int player);

/// Parses a seat's view JSON (docs/protocol.md "View"). Returns false and
/// fills `err` (code "bad_view") if a field is missing or out of range, or if
/// the view is a spectator's (no "you").
bool view_from_json(const nlohmann::json& view, BotView& out, Error& err);

}  // namespace catan::bots
