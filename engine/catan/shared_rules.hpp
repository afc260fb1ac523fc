// Rules the engine exports for everyone outside its turn machine (bots, the page):
// one source for Longest Road lengths and maritime rates. Costs, piece counts and
// card names are the tables of engine/catan/types.hpp.
#pragma once
#include <array>
#include <cstdint>

#include "engine/board/topology.hpp"

namespace catan {

/// Length of `player`'s longest trail (§1.11): roads of `road_owner` (owner per edge,
/// -1 none), a trail may end at but not pass through another colour's building
/// (`building_owner` per vertex, -1 none). At most kRoadPieces roads are counted.
int longest_trail(const Topology& topo, const std::array<int8_t, kMaxEdges>& road_owner,
                  const std::array<int8_t, kMaxVertices>& building_owner, int player);

/// True if a player with harbors `mask` (bit r: the 2:1 harbor of resource r, bit 5: a
/// generic 3:1 harbor) may give `resource` to the bank at `rate`:1 (§1.8): 4 always, 3
/// with a generic harbor, 2 with that resource's harbor. A harbor adds a rate, takes none.
constexpr bool has_maritime_rate(unsigned mask, int resource, int rate) {
  return rate == 4 || (rate == 3 && (mask & 32u)) || (rate == 2 && (mask & (1u << resource)));
}

/// Best (lowest) maritime rate for giving `resource` with harbors `mask` (§1.8).
constexpr int best_maritime_rate(unsigned mask, int resource) {
  for (int rate = 2; rate < 4; ++rate) if (has_maritime_rate(mask, resource, rate)) return rate;
  return 4;
}

}  // namespace catan
