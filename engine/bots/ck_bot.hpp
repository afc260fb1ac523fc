// Cities & Knights policy of the easy and strong computer players (ck_bot.cpp; bots.hpp).
#pragma once
#include "engine/bots/bot_view.hpp"
#include "engine/core/rng.hpp"

namespace catan::bots {

/// The Cities & Knights decision of the easy (`strong` false) or strong level for `v.viewer`, over
/// the base policy's choice `base` (ignored in the variant phase). Returns true and sets `out` to
/// one of v.legal when C&K logic decides: every owed answer (relocated knight, metropolis, lost
/// city, tie-reward colour, progress discard, Aqueduct, Wedding / Saboteur cards, Deserter,
/// Commercial Harbor, Spy, Master Merchant); on its own turn after a base city or settlement is
/// not possible: knights activated / built before the barbarians (catan-board.md §3.8-3.9), city
/// improvements with commodities (§3.6), progress cards with a sure gain (§3.14), the progress
/// hand limit (§3.7), then walls, promotions and more knights when the base choice is to end the
/// turn; strong also plays the Alchemist for its best dice and chases the robber off its hexes.
/// False leaves the decision to the base policy. Not a C&K game: false.
bool ck_action(const BotView& v, bool strong, const Action& base, Rng& rng, Action& out);

}  // namespace catan::bots
