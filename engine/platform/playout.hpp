// The random play-out harness for any registered game, through the
// GameMatch interface (JSON at the boundary): random legal moves, generic
// invariants after every step, save/replay checks on sampled steps, plus the
// game's own checks (GameMatch::invariants / deep_invariants) as an add-on.
// Board games also have a fast native harness (engine/catan/playout.hpp).
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/rng.hpp"
#include "engine/platform/game_match.hpp"
#include "engine/platform/registry.hpp"

namespace catan {

/// Index of a random action in a JSON array of actions: first a uniformly
/// random "type" among those present, then a uniformly random action of that
/// type (the board games' choose_random_action policy). -1 if empty.
int choose_random_json_action(const nlohmann::json& actions, Rng& rng);

/// Cheap generic invariants, meant for every step: pending() is an ascending
/// list of distinct seats in range, nobody pending only when terminal; each
/// pending seat has legal actions, pairwise distinct; every other seat has
/// none; each seat's and the spectator's view is a JSON object that survives a
/// parse/dump round trip, and its "legal_actions" (if present) equal legal();
/// then the game's own invariants(). Returns "" or the first violation.
std::string check_match_invariants(const GameMatch& m);
/// The same checks; also hands back the view texts it checked (spectator, then seat 0, 1, ...),
/// so a caller's own view checks need not build them again (cleared first; stops at a violation).
std::string check_match_invariants(const GameMatch& m, std::vector<std::string>* views);

/// Expensive generic checks: the save loads (load_match) into a fresh match
/// whose save, pending seats and views of every seat equal the original's;
/// then the game's own deep_invariants(). Returns "" or the first violation.
std::string check_match_deep(const GameMatch& m);

/// Plays `games` random games of `game` from `config` (its "seed" + i for game
/// i) through GameMatch. With `check`: generic + game invariants after every
/// action, check_match_deep every `deep_every` actions and at the end, and every
/// submitted action must be accepted. A game stops after `max_actions`.
PlayoutStats play_random_matches(const GameEntry& game, const nlohmann::json& config, int games, bool check,
                                 int deep_every = 0, long long max_actions = 200000);

/// The game's own fast play-out (GameEntry::playout) if it has one, else play_random_matches.
PlayoutStats play_games(const GameEntry& game, const nlohmann::json& config, int games, bool check,
                        int deep_every = 0);

}  // namespace catan
