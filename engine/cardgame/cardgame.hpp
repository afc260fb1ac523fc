// The original two-player Catan Card Game (Kosmos 1996, rule state 2005) as the
// registered game "card-game": card-games.md Part A with the seed decisions of
// shared/rules/README.md (seed 003). Rules in docs/card-game.md.
//
// Seed decisions (override the references): action cards only when both
// players have at least 3 VP (Scout exempt); Bishop and Herb Woman answer on
// the opponent's turn; Brigand Attack takes all ore and wool from a player with
// more than 7 unprotected resources; Trade Advantage only with room to store;
// Tournament strictly more; Year of Plenty one each; bank 3:1, fleets 2:1;
// cities do not double production; refill, search, exchange; 12 VP on your own turn.
//
// Options (config "options"), with the UNCONFIRMED facts as defaults:
//   action_lock      "both3" (seed 003) | "sum7" (2005 rulebook) | "none" (1996 best knowledge)
//   brigand_grace    0..3 (2): Brigand Attack ignored during each player's first N turns (2005)
//   brigand_loss     "ore_wool" (2005, S1) | "gold_wool" (UNCONFIRMED alternative)
//   windmill_needs_city  true (2005) | false (1996, UNCONFIRMED)
//   year_end_redraw  false (UNCONFIRMED): Year End draws another event card
//   vp_target        5..15 (12)
// Other UNCONFIRMED defaults, fixed in the card data: event die faces brigand,
// trade, tournament, plenty, event, event; region-stack numbers (A.4
// placeholder); starting-region numbers per S1b; Conflict takes 2 random cards
// and the Knight-token holder puts each under a stack of their choice.
#pragma once
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/platform/registry.hpp"

namespace catan {

/// The registry entry of the card game (name "card-game").
GameEntry cardgame_game();

namespace cardgame {

/// Computer player for a seat's view JSON (levels "random", "easy"). Returns an
/// action JSON taken from view["legal_actions"]; false (and `error`) if the view
/// has no legal actions or the level is unknown. Deterministic in `seed`.
bool choose_bot_action(const nlohmann::json& view, const std::string& level, uint64_t seed, nlohmann::json& action,
                       std::string& error);

/// Random play-outs with a builder's bias and, with `check`, every invariant (playout.cpp;
/// not in the page build). The registry entry's `playout`.
PlayoutStats playout(const nlohmann::json& config, int games, bool check, int deep_every);

}  // namespace cardgame
}  // namespace catan
