// Internal: CATAN for Two decisions of the easy and strong levels — the
// two-player module's action types (shared/rules/catan-board.md §2.3 neutral
// builds, §2.5 token actions, §2.6 knight exchange; seed 001 decisions).
// Everything is read from the viewer's BotView: the board, public counts
// (cards, knights, tokens, road lengths) and its own hand; the opponent's
// hand is estimated from its public production, never looked at.
//
//  * Neutral road / settlement: the legal piece that leaves the viewer's
//    expansion best against the opponent's (the opponent's best reachable
//    free intersections taken or cut off, the viewer's kept). Strong scores
//    expansion with the value function's term (value.hpp expansion_value)
//    and adds Longest Road effects (a neutral trail taking the award from
//    the opponent, never from the viewer; an opponent's trail broken); easy
//    compares the best free intersection by pips within one road.
//  * Forced trade: strong takes it when the expected hand gain (every
//    outcome of the 2 random cards weighted by the opponent's estimated hand,
//    the best 2 cards given back in each) beats the tokens' worth; easy when
//    the opponent holds many cards. The return gives the cards the viewer
//    needs least (strong: hand value, avoiding cards the opponent lacks;
//    easy: keeps a build it can pay for, then gives what it holds most of).
//  * Robber to the desert: when the robber blocks more of the viewer's
//    production than the opponent's (strong: worth weighed against the price).
//  * Knight exchange: when Largest Army stays with the viewer afterwards
//    (strong keeps a margin of 2 knights), never into an empty supply.
#pragma once
#include "engine/bots/bot_view.hpp"
#include "engine/core/rng.hpp"

namespace catan::bots {

/// True if `v` is a view of a game played with the CATAN for Two module (looked up in the registry).
bool is_two_player(const BotView& v);

/// Tokens a token action costs the viewer now (§2.5, seed 001): 1 if its
/// public VP are at most the opponent's, else 2.
int token_price(const BotView& v);

/// The owed neutral piece. Precondition: v.legal lists build_neutral_road or
/// build_neutral_settlement actions (§2.3). Returns one of them.
Action neutral_build(const BotView& v, bool strong, Rng& rng);

/// The 2 cards given back after a forced trade. Precondition: v.legal lists
/// forced_trade_return actions (§2.5). Returns one of them.
Action forced_trade_return(const BotView& v, bool strong, Rng& rng);

/// A token action worth taking now in the main phase, checked in the order
/// knight exchange (it pays tokens), robber to the desert, forced trade.
/// Returns true and sets `out` to a listed action, or false if none pays.
bool token_action(const BotView& v, bool strong, Action& out);

}  // namespace catan::bots
