// What a computer player knows: one seat's typed view (catan::PlayerView, the same
// type the page and peer guests read), plus what a bot derives from its events (its own
// offers this turn) and a limit its caller sets. Built straight from a Game (native tools
// and tests) or from the view JSON the page hands over; both give equal values, which
// tests/engine/test_bots.cpp checks over many positions.
#pragma once
#include <array>

#include <nlohmann/json.hpp>

#include "engine/catan/game.hpp"
#include "engine/catan/player_view.hpp"
#include "engine/core/error.hpp"

namespace catan::bots {

/// Public facts about one colour (the view's "players" entry).
using SeatInfo = SeatView;

/// A domestic offer the viewer made during the current turn (from the view's events).
struct PastOffer {
  ResourceCounts give, get;
  friend bool operator==(const PastOffer&, const PastOffer&) = default;
};

/// One seat's view, typed, with the bot's own derived fields.
struct BotView : PlayerView {
  /// Offers the viewer made since the last end of turn (at most kMaxPastOffers kept).
  static constexpr int kMaxPastOffers = 8;
  std::array<PastOffer, kMaxPastOffers> past_offers{};
  int past_offer_count = 0;
  /// Most domestic offers the caller lets the bot make in one turn (-1 = the level's own).
  /// Not part of the game's view: the page sets it at tables with people, who must answer each offer.
  int offer_limit = -1;

  /// Equality of every field, legal actions and events compared up to their counts.
  bool same_as(const BotView& o) const;
};

/// The bot's view of a seat's typed view (copies it, then reads its own offers from the events).
BotView bot_view(const PlayerView& view);

/// Builds the typed view of `player` from a running game (Game::player_view).
/// `player` must be a seated colour.
BotView observe(const Game& game, int player);

/// Parses a seat's view JSON (player_view_from_json). Returns false and fills `err`
/// (code "bad_view") if a field is missing or out of range, or if the view is a
/// spectator's (no "you").
bool view_from_json(const nlohmann::json& view, BotView& out, Error& err);

}  // namespace catan::bots
