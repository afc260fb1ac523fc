// Board layouts (rulebook §1.2 beginner board, §1.3 variable setup): terrain
// and number token per land hex, the 9 harbors, the robber's start hex.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/board/topology.hpp"
#include "engine/core/resources.hpp"
#include "engine/core/rng.hpp"

namespace catan {

/// Terrain of a hex. `sea` is the frame ring (never produces).
enum class Terrain : uint8_t { hills, forest, pasture, fields, mountains, desert, sea };
inline constexpr std::array<std::string_view, 7> kTerrainNames{"hills", "forest", "pasture", "fields",
                                                               "mountains", "desert", "sea"};
/// The resource a terrain produces, or nullopt (desert, sea). §1.1.
std::optional<Resource> terrain_resource(Terrain t);
/// Parses a terrain name; nullopt if unknown.
std::optional<Terrain> parse_terrain(std::string_view s);

/// A harbor (§1.8): `generic` 3:1, or 2:1 for `resource`.
struct Harbor {
  bool generic = true;
  Resource resource = Resource::brick;  ///< meaningful only if !generic
  int8_t sea_hex = -1;                  ///< hex id of the sea hex holding it
  int8_t edge = -1;                     ///< the coastal edge it serves
  std::array<int8_t, 2> vertices{};     ///< the 2 intersections it serves
  friend bool operator==(const Harbor&, const Harbor&) = default;
};
inline constexpr int kHarbors = 9;

/// Terrain, numbers and harbors of one board. Land hex ids follow Topology.
struct Layout {
  std::array<Terrain, kLandHexes> terrain{};
  std::array<int8_t, kLandHexes> number{};  ///< 2..12 without 7; 0 on the desert
  std::array<Harbor, kHarbors> harbors{};
  int8_t desert_hex = -1;                   ///< where the robber starts

  /// Terrain of any hex id (sea for ids >= kLandHexes).
  Terrain terrain_of(int hex) const { return hex < kLandHexes ? terrain[hex] : Terrain::sea; }
  friend bool operator==(const Layout&, const Layout&) = default;
};

/// The beginner board of §1.2 (terrain, numbers, harbors as tabled there;
/// harbor edges: each harbor faces the first land hex the table lists, an
/// UNCONFIRMED documented choice).
Layout beginner_layout(const Topology& topo);

/// A variable board (§1.3): terrains shuffled, number tokens laid by the
/// official letter spiral (A..R counter-clockwise from a random corner,
/// skipping the desert), harbor kinds shuffled over the 9 frame harbor spots.
Layout random_layout(const Topology& topo, Rng& rng);

}  // namespace catan
