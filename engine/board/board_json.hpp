// JSON form of a board (docs/protocol.md "Board"): hexes with axial q, r,
// terrain ("sea" for the frame) and number; vertices with the axial
// coordinates of their three hexes; edges with their two vertices and two
// hexes; harbors with kind and two vertices; plus integer pixel positions
// and coastal flags for renderers.
#pragma once
#include <nlohmann/json.hpp>

#include "engine/board/layout.hpp"
#include "engine/board/topology.hpp"

namespace catan {

/// Full board description. Pure function of topology and layout.
nlohmann::json board_to_json(const Topology& topo, const Layout& layout);

/// Harbor kind name: "generic" or the resource name.
std::string harbor_kind_name(const Harbor& h);

}  // namespace catan
