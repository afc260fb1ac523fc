// Computer players for the board games (issue 6). A bot sees exactly one
// seat's view (BotView, built from the view JSON or from a Game by copying
// only what the view shows) and returns one of the view's legal actions, or
// a domestic offer it composed and checked by the offer rules (§1.8).
//
// Levels:
//  * random  — the engine's random-move policy (choose_random_action: a
//              uniformly random action type, then a uniformly random action
//              of that type). Baseline only.
//  * easy    — fixed priorities (city > settlement > development card > road),
//              best-pip setup among a few random candidates, robber on the
//              best opponent hex, 4:1 trades only against a discard. Weak but
//              sensible.
//  * strong  — value function + one-ply greedy lookahead over its own legal
//              actions (strong_bot.cpp, value.hpp): each action is applied to
//              a model of its own position and the result scored by VP (Longest
//              Road / Largest Army recomputed), production by pips per resource
//              (weighted by board scarcity, diversity, harbors), expansion (best
//              free intersections discounted by roads still needed), knights,
//              development cards and the hand's progress toward builds. Setup
//              scores a first settlement together with the second it leaves;
//              it makes up to 8 distinct domestic offers a turn (1-2 cards of
//              one resource for 1-2 cards asked), ranked by hand gain and how
//              likely an opponent holds the asked cards (estimated from public
//              production); the robber goes on the opponents'
//              best hex, leader first. Approach after Bryan Collazo's
//              catanatron ValueFunctionPlayer (bcollazo/catanatron,
//              catanatron/players/value.py: a hand-weighted linear value over
//              production, reachability, roads, army, hand) and the build-goal
//              hand progress of JSettlers2's robot (SOCBuildingSpeedEstimate);
//              own code, own weights, tuned with catan-cli bench-bots --weights.
//
// Determinism: every random choice comes from the Rng passed in; seed it with
// decision_seed(game seed, actions applied so far, seat) and a game with bots
// replays exactly.
//
// CATAN for Two (two-player module, catan-board.md §2): easy and strong
// answer the module's action types with their own policy (two_player_bot.hpp):
// the owed neutral road or settlement goes where it costs the opponent's
// expansion most and its own least (strong: the value function's expansion
// term plus Longest Road effects of the neutral trail); a forced trade is
// made when its expected hand gain over the opponent's estimated hand beats
// the tokens' price (easy: when the opponent holds 4+ cards), giving back the
// cards needed least; robber to the desert when it frees more own production
// than the opponent's; a knight exchanged only while Largest Army stays.
// The random level still plays them at random. Base-game decisions use the
// levels above.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/bots/bot_view.hpp"
#include "engine/core/rng.hpp"

namespace catan::bots {

/// Difficulty levels.
enum class Level : uint8_t { random = 0, easy, strong };
inline constexpr std::string_view kLevelNames[] = {"random", "easy", "strong"};

/// Parses "random" / "easy" / "strong"; false if unknown.
bool parse_level(std::string_view name, Level& out);

/// Seed for one decision: mixes the game seed, the number of actions applied
/// so far (Game::log().size()) and the seat (splitmix64 finaliser).
uint64_t decision_seed(uint64_t game_seed, uint64_t actions_applied, int seat);

/// True if the viewer has made a domestic offer and some seated opponent has
/// not answered yet: the caller should let the others answer first (the bot
/// would otherwise confirm or cancel at once).
bool waits_for_answers(const BotView& view);

/// Chooses one action for `view.viewer`. Precondition: view.legal is not
/// empty (the viewer is pending). The result is always one of view.legal,
/// except an offer_trade the bot composed, which satisfies the offer rules
/// (§1.8: non-empty sides, no resource on both, cards held).
Action choose_action(const BotView& view, Level level, Rng& rng);

/// Typed entry for the page: a seat's typed view (catan::PlayerView) -> action JSON, with
/// the decision seed. On a spectator view or a view without legal actions returns false and
/// fills `err` (codes "bad_view", "not_pending").
bool choose_action_view(const PlayerView& view, Level level, uint64_t seed, nlohmann::json& action, Error& err,
                        int offer_limit = -1);

/// JSON entry: view JSON of a seat (docs/protocol.md
/// "View") -> action JSON. On a malformed view, a spectator view or a view
/// without legal actions, returns false and fills `err` (codes "bad_view",
/// "not_pending").
/// `offer_limit` caps the domestic offers made per turn (-1 = the level's own; the page
/// passes a small number when people sit at the table, since each offer waits for answers).
bool choose_action_json(const nlohmann::json& view, Level level, uint64_t seed, nlohmann::json& action,
                        Error& err, int offer_limit = -1);

}  // namespace catan::bots
