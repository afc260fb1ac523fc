// Board layouts (rulebook §1.2 beginner board, §1.3 variable setup, §1.14 the 5–6
// player board): terrain and number token per land hex, the harbors, the robber's
// start hex. Sized for the largest board; the board's own counts say what is used.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
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
/// Harbors of the largest board (the 5–6 player frame, §1.14); the standard board has 9.
inline constexpr int kMaxHarbors = 11;

/// The pieces one board is laid out with (§1.1 standard island, §1.14 5–6 extension):
/// what every layout of that board holds, and the number tokens' letter order.
struct BoardSet {
  std::array<int8_t, 7> terrain{};   ///< hexes per Terrain (sea 0)
  std::array<int8_t, 13> numbers{};  ///< number tokens per value 2..12
  std::array<int8_t, 6> harbors{};   ///< harbors per kind: index r = 2:1 for resource r, 5 = generic 3:1
  std::array<int8_t, 28> letters{};  ///< number of each letter token A, B, ... in letter order
  int letter_count = 0;              ///< tokens (18 or 28)
  int harbor_count = 0;              ///< harbors on the frame (9 or 11)
};
/// The set of a board, chosen by its land hex count (19 standard, 30 five-six);
/// std::logic_error for a topology that is neither.
const BoardSet& board_set(const Topology& topo);

/// Terrain, numbers and harbors of one board. Land hex ids follow Topology; only the
/// first `land_count` / `harbor_count` entries are used (storage fits the largest board).
struct Layout {
  int8_t land_count = 0;                           ///< the board's land hexes (Topology::land_count)
  int8_t harbor_count = 0;                         ///< harbors in use (9 standard, 11 five-six)
  std::array<Terrain, kMaxLandHexes> terrain{};
  std::array<int8_t, kMaxLandHexes> number{};      ///< 2..12 without 7; 0 on a desert
  std::array<Harbor, kMaxHarbors> harbor_slots{};  ///< the harbors; read them through harbors()
  int8_t desert_hex = -1;                          ///< where the robber starts (the first desert by id)

  /// Terrain of any hex id (sea for ids >= land_count).
  Terrain terrain_of(int hex) const { return hex < land_count ? terrain[size_t(hex)] : Terrain::sea; }
  /// The harbors in use (harbor_count of them, frame order).
  std::span<const Harbor> harbors() const { return {harbor_slots.data(), size_t(harbor_count)}; }
  std::span<Harbor> harbors() { return {harbor_slots.data(), size_t(harbor_count)}; }
  friend bool operator==(const Layout&, const Layout&) = default;
};

/// The harbor spots of a board's frame, in frame order (clockwise from the top-left
/// frame hex), kind unset (generic): the standard board's 9 spots of §1.2; on the 5–6
/// frame 11 spots, one on every other frame hex, each serving the path to the land hex
/// it touches first going clockwise (UNCONFIRMED: the printed frame is not in the
/// references). Writes `out` and returns the count.
int harbor_spots(const Topology& topo, std::array<Harbor, kMaxHarbors>& out);

/// The land hex ids in number-token order (§1.3, §1.14): counter-clockwise around the
/// outer ring from corner `corner` (0..5, the corner in direction kHexDirections[corner]),
/// then inward ring by ring, each ring starting at its hex nearest the previous ring's
/// start. Writes topo.land_count ids.
void token_spiral(const Topology& topo, int corner, std::array<int8_t, kMaxLandHexes>& out);

/// The beginner board of §1.2 (terrain, numbers, harbors as tabled there;
/// harbor edges: each harbor faces the first land hex the table lists, an
/// UNCONFIRMED documented choice). Standard topology only (§1.14: no 5–6 beginner map).
Layout beginner_layout(const Topology& topo);

/// A variable board (§1.3, §1.14) of the topology's size: terrains shuffled, number
/// tokens laid by the official letter spiral (A.. counter-clockwise from a random
/// corner, skipping the deserts), harbor kinds shuffled over the frame's harbor spots.
Layout random_layout(const Topology& topo, Rng& rng);

}  // namespace catan
