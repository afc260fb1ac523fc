// A bot's model of its own position for one-ply lookahead: the parts of a
// BotView its own actions change (hand, pieces on the board, development
// cards, knights), plus board helpers shared by the levels (pips, free
// intersections, road distance over the board, longest trail).
#pragma once
#include <array>
#include <cstdint>

#include "engine/bots/bot_view.hpp"

namespace catan::bots {

/// Dice pips of a number token: 2/12 -> 1 ... 6/8 -> 5; 0 for none.
constexpr int pips(int number) { return number < 2 || number > 12 || number == 7 ? 0 : 6 - (number > 7 ? number - 7 : 7 - number); }

/// Resource produced by land hex `h` of the view, or -1 (desert).
int hex_resource(const BotView& v, int h);

/// Pips per resource that a building on `vertex` would collect (one
/// settlement; robber ignored when `robber` < 0, else that hex is skipped).
std::array<int, kResourceCount> vertex_pips(const BotView& v, int vertex, int robber = -1);

/// The mutable part of the viewer's position that its own actions change.
struct Model {
  const BotView* view = nullptr;
  int me = -1;
  ResourceCounts hand;
  std::array<int8_t, kMaxVertices> owner{};
  std::array<int8_t, kMaxVertices> level{};
  std::array<int8_t, kMaxEdges> road{};
  int settlements_left = 0, cities_left = 0, roads_left = 0;
  int building_points = 0;       ///< settlements + 2 x cities
  int vp_cards = 0;              ///< own VP cards
  int knights = 0;               ///< knights played
  std::array<int8_t, kDevCardKinds> dev{};  ///< unplayed cards held (VP cards included)
  int dev_bought = 0;            ///< cards bought in the lookahead (unknown kind)
  int robber = -1;

  /// The viewer's current position.
  static Model from_view(const BotView& v);
  /// True if `x` is empty and no neighbour holds a building (distance rule).
  bool spot_free(int x) const;
  /// Roads still needed to reach each vertex from the viewer's network
  /// (0 = already touching it; 99 = unreachable within 4 roads). Opponents'
  /// buildings and roads block.
  void road_distance(std::array<int8_t, kMaxVertices>& dist) const;
  /// Longest trail of the viewer's roads (§1.11), opponents' buildings cut it
  /// (the engine's catan::longest_trail).
  int longest_trail() const;
  /// Places pieces / pays as the engine would (no legality checks).
  void build_road(int e);
  void build_settlement(int x);
  void build_city(int x);
};

}  // namespace catan::bots
