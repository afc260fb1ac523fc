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

namespace catan::bots {

/// Score of the viewer's position `m` (higher is better).
double position_value(const Model& m);

/// Score of a hand alone (progress toward builds, discard risk), given the
/// rest of the position `m` (which goals are open).
double hand_value(const Model& m, const ResourceCounts& hand);

/// Quality of a free intersection for a new settlement of the viewer:
/// weighted pips, new resources, harbor fit (no VP, no distance).
double spot_value(const Model& m, int vertex);

/// Expected cards of resource `r` held by opponent `o`: its public card count
/// times its share of production of `r` (board is public).
double expected_cards(const BotView& v, int o, int r);

}  // namespace catan::bots
