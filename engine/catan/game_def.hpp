// The immutable part of a game: config, board topology and layout, the rule
// module and lookup tables derived from them. Shared by all copies of a
// state through shared_ptr<const GameDef>.
#pragma once
#include <array>
#include <cstdint>
#include <memory>

#include "engine/board/layout.hpp"
#include "engine/board/topology.hpp"
#include "engine/catan/config.hpp"

namespace catan {

class RuleModule;

/// Immutable per-game data.
struct GameDef {
  Config config;
  const Topology* topo = nullptr;
  Layout layout;
  const RuleModule* rules = nullptr;     ///< registry-owned, lives for the program
  int seated = 0;                        ///< players who take turns (config.players)
  int colours = 0;                       ///< seated players + neutral colours
  /// Land hexes carrying each number token 2..12 (up to 3 each on the 5–6 board; -1 padded).
  std::array<std::array<int8_t, 3>, 13> hexes_by_number{};
  /// Per vertex: bit r (0..4) = 2:1 harbor for resource r, bit 5 = generic 3:1 harbor.
  std::array<uint8_t, kMaxVertices> harbor_mask{};
};

}  // namespace catan
