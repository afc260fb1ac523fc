// Random play-outs and invariant checks (issue 3 "random-playout harness",
// in the spirit of OpenSpiel's RandomSimTest). Shared by tests and catan-cli.
#pragma once
#include <cstdint>
#include <string>

#include "engine/catan/game.hpp"
#include "engine/platform/playout_stats.hpp"

namespace catan {

/// Chooses a random legal action: first a uniformly random action type among
/// those present, then a uniformly random action of that type. Returns the index.
int choose_random_action(const ActionList& list, Rng& rng);

/// Cheap invariants, meant for every step: cards conserved (bank + hands =
/// 19 each; deck + held + used = 25 by kind), piece counts and limits, points
/// and road lengths recomputed from the board equal the running values,
/// award holders consistent, legal actions unique, legal for their check,
/// empty for players not pending. (play_random_games also round-trips the
/// JSON of every applied action.)
/// Returns "" or a description of the first violation.
std::string check_invariants(const Game& g);

/// Expensive checks, meant for sampled steps: save JSON round trip (replay
/// of the log reproduces the snapshot), views leaking nothing (the view of
/// each seat and of a spectator does not change when the next player's hidden
/// cards are permuted).
std::string check_deep(const Game& g);

/// Plays `games` random games from `config` (seed + i for game i). With
/// `check`, runs check_invariants after every action and check_deep every
/// `deep_every` actions and at the end. `max_turns` caps a game.
PlayoutStats play_random_games(const Config& config, int games, bool check, int deep_every = 0,
                               int max_turns = 1000);

}  // namespace catan
