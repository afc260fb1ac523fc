// The strong bot's value function: a hand-weighted linear score of the
// viewer's own position (Model), in "points" where one victory point is 100.
// Terms: VP (awards recomputed for Longest Road §1.11 / Largest Army §1.12),
// production by pips per resource (weighted, diversity, harbors §1.8),
// expansion (best free intersections discounted by roads still needed),
// development cards held, knights, and the hand's progress toward builds
// (§1.9 costs) with a penalty for cards above the discard limit (§1.7).
// Idea source: catanatron's value function (bcollazo/catanatron,
// catanatron/players/value.py) and JSettlers2's build goals; own weights.
#pragma once
#include "engine/bots/model.hpp"

#include <string_view>

namespace catan::bots {

/// Weights of the strong bot, in VP/100. One process-wide set; change it only
/// for tuning (catan-cli bench-bots --weights), never during a game.
struct StrongWeights {
  double vp = 100;              ///< one victory point
  double pip = 3.5;             ///< one pip of own production (robber hex skipped)
  double wool = 0.75;           ///< wool's weight relative to the other resources (1.0)
  double new_resource = 6;      ///< producing a resource at all
  double harbor2 = 0.5;         ///< per pip of the matching resource with a 2:1 harbor
  double harbor3 = 1;           ///< a generic 3:1 harbor
  double spot_base = 40;        ///< a free intersection's worth beyond its production
  double reach[4] = {0.7, 0.45, 0.25, 0.08};  ///< its discount by roads still needed
  double second_spot = 0.35;    ///< share of the second-best spot
  double dev_held[kDevCardKinds] = {12, 0, 14, 18, 14};  ///< unplayed card (VP cards count as VP)
  double dev_bought = 30;       ///< a card bought, kind unknown
  double knight = 6;            ///< per knight played
  double road_race = 4;         ///< per road of trail length while racing for Longest Road
  double goal_city = 55, goal_settlement = 55, goal_settlement_far = 9, goal_road = 14, goal_dev = 14;
  double card = 1.2;            ///< per card in hand up to the discard limit
  double over_limit = 5;        ///< per card above the discard limit
  double act_margin = 1;        ///< an action must beat ending the turn by this
  double offer_gain = 3;        ///< least hand gain for a domestic offer
  double accept_gain = 4;       ///< least hand gain to accept an offer
  double knight_eager = 1;      ///< 1: play a knight before rolling whenever one is playable
  double robber_vp = 0.15;      ///< robber: extra weight of a victim's hex per public VP
  double robber_leader = 0.5;   ///< robber: extra weight if the owner leads in public VP
  double followup = 0;          ///< share of the best next build's gain credited to an action (0 = one ply)
  double pair = 0.3;            ///< setup: share of the second settlement's worth in the first choice
  double offer_likely = 1;      ///< rank offers up by the likely holding of what is asked
  double max_offers = 8;        ///< domestic offers per turn at most (the view keeps 8: BotView::kMaxPastOffers)
  double ask_two = 1;           ///< offers asking n > 1 cards: their gain's weight ^ (n - 1)
  double max_ask = 2;           ///< most cards asked in one offer (1..3)
  double counter = 1;           ///< counter-offers to offers the bot declines: 0 never, 1 when one gains and is fair
  double fair = 1;              ///< a domestic offer gives at least the card worth it asks (card_worths): 0 never, 1 at tables with people (offer_limit set), 2 always
  double scarcity = 0.5;        ///< resource weight x (mean board pips / its board pips)^scarcity
  double difficulty = 0;        ///< 0..1: missing cards counted by how hard they are to get
  double max_difficulty = 3;    ///< cap of one missing card's difficulty (no production of it)
  // CATAN for Two (two_player_bot.hpp):
  double token = 10;            ///< one trade token spent
  double forced_deny = 4;       ///< a forced trade's harm to the opponent (2 random cards for 2 chosen)
  double feed = 3;              ///< forced-trade return: per card given x how much the opponent lacks it
  double desert_pip = 5;        ///< robber to the desert: per net pip of own production freed
  double army_margin = 2;       ///< knight exchange: knights kept above the opponent's while holding Largest Army
  double neutral_award = 200;   ///< a neutral trail taking Longest Road from the opponent (or from the viewer: minus)
  double neutral_break = 8;     ///< per road of the opponent's trail broken by a neutral settlement
  // Cities & Knights (value.cpp ck_hand_value): commodities in hand toward the next improvement level.
  double ck_commodity = 8;      ///< per commodity up to its track's next level cost
  double ck_commodity_extra = 4;  ///< per commodity beyond it
  double ck_goal = 20;          ///< per track: ck_goal / (1 + commodities still missing for its next level)
  double ck_setup_kit = 5;      ///< ck_bot.cpp: the setup city's spot, per kind of wool / ore / grain it touches (starting cards for a knight and its activation)
  double ck_goal_knight = 50;   ///< before the first attack, no active knight: ck_goal_knight / (1 + cards missing to build and activate one)
};
/// The process-wide weights (defaults above).
StrongWeights& strong_weights();
/// Sets one weight by its field name ("pip", "reach1", "dev_held2", ...); false if unknown.
bool set_strong_weight(std::string_view name, double value);

/// Score of the viewer's position `m` (higher is better).
double position_value(const Model& m);

/// Score of a hand alone (progress toward builds, discard risk), given the
/// rest of the position `m` (which goals are open).
double hand_value(const Model& m, const ResourceCounts& hand);

/// hand_value of `n` hands against the same position `m` (derived once):
/// out[i] = hand_value(m, hands[i]).
void hand_values(const Model& m, const ResourceCounts* hands, int n, double* out);

/// The expansion term of position_value for the model's player `m.me`: the
/// best reachable free intersection plus `second_spot` x the second, each
/// (spot_base + spot_value) discounted by the roads still needed (`reach`).
/// Works for any colour as `m.me` (its own pieces left in the model).
double expansion_value(const Model& m);

/// Quality of a free intersection for a new settlement of the viewer:
/// weighted pips, new resources, harbor fit (no VP, no distance).
double spot_value(const Model& m, int vertex);

/// Setup (§1.4): worth of a first settlement on `vertex` including the
/// second one it leaves: spot_value plus `pair` x the value of the free spot
/// ranked `taken_before` + 1 (the others place that many settlements first).
double first_settlement_value(const Model& m, int vertex, int taken_before);

/// Worth of one card of each resource to the model's player, as its value function weighs
/// them (wool's weight, scarcity on this board): what "a fair offer" is measured in.
std::array<double, kResourceCount> card_worths(const Model& m);

/// Expected cards of resource `r` held by opponent `o`: its public card count
/// times its share of production of `r` (board is public).
double expected_cards(const BotView& v, int o, int r);

}  // namespace catan::bots
