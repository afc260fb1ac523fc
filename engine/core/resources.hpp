// Card vocabulary shared by every CATAN game: the five resources, the three
// commodities of Cities & Knights, and a small fixed-size multiset of these
// cards (no heap, trivially copyable).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace catan {

/// The five resources, in the official order (rulebook §1.1).
enum class Resource : uint8_t { brick = 0, lumber, wool, grain, ore };
inline constexpr int kResourceCount = 5;

/// Official lower-case names, indexed by Resource.
inline constexpr std::array<std::string_view, kResourceCount> kResourceNames{
    "brick", "lumber", "wool", "grain", "ore"};

/// Name of a resource ("brick" ...).
inline std::string_view resource_name(Resource r) { return kResourceNames[static_cast<int>(r)]; }

/// Parses an official resource name; nullopt for anything else.
inline std::optional<Resource> parse_resource(std::string_view s) {
  for (int i = 0; i < kResourceCount; ++i)
    if (kResourceNames[i] == s) return static_cast<Resource>(i);
  return std::nullopt;
}

/// The three commodities of Cities & Knights (paper, cloth, coin). In a card
/// set they follow the resources: slot kResourceCount + commodity index.
enum class Commodity : uint8_t { paper = 0, cloth, coin };
inline constexpr int kCommodityCount = 3;
/// Card kinds a ResourceCounts holds: the 5 resources, then the 3 commodities.
inline constexpr int kCardKinds = kResourceCount + kCommodityCount;
/// Official lower-case names of the card kinds, indexed by slot (resources, then commodities).
inline constexpr std::array<std::string_view, kCardKinds> kCardKindNames{
    "brick", "lumber", "wool", "grain", "ore", "paper", "cloth", "coin"};
/// Slot of a commodity in a card set.
constexpr int commodity_slot(Commodity c) { return kResourceCount + static_cast<int>(c); }

/// Parses a card kind's official name: a resource, or with `commodities` also a
/// commodity. Returns the slot (0..kCardKinds-1); nullopt for anything else.
inline std::optional<int> parse_card_kind(std::string_view s, bool commodities) {
  const int kinds = commodities ? kCardKinds : kResourceCount;
  for (int i = 0; i < kinds; ++i)
    if (kCardKindNames[i] == s) return i;
  return std::nullopt;
}

/// A multiset of resource and commodity cards: count per slot (resources
/// 0..4, commodities 5..7; games without commodities keep those at 0). Counts
/// may be negative only as intermediate deltas; stored hands and costs are
/// never negative. One byte per slot (8 bytes in all, less than the 5 int16_t
/// of the resource-only set): no game has more than 19 cards of a resource or
/// 12 of a commodity, so every count and delta fits int8_t.
struct ResourceCounts {
  std::array<int8_t, kCardKinds> n{};

  constexpr ResourceCounts() = default;
  constexpr ResourceCounts(int b, int l, int w, int g, int o)
      : n{int8_t(b), int8_t(l), int8_t(w), int8_t(g), int8_t(o)} {}

  /// Count of one resource / one commodity / one slot.
  constexpr int8_t& operator[](Resource r) { return n[static_cast<int>(r)]; }
  constexpr int operator[](Resource r) const { return n[static_cast<int>(r)]; }
  constexpr int8_t& operator[](Commodity c) { return n[commodity_slot(c)]; }
  constexpr int operator[](Commodity c) const { return n[commodity_slot(c)]; }
  constexpr int8_t& operator[](int i) { return n[i]; }
  constexpr int operator[](int i) const { return n[i]; }

  /// Number of cards in total.
  constexpr int total() const { int t = 0; for (auto v : n) t += v; return t; }
  /// True if every count is >= the other's (this hand can pay `cost`).
  constexpr bool covers(const ResourceCounts& cost) const {
    for (int i = 0; i < kCardKinds; ++i) if (n[i] < cost.n[i]) return false;
    return true;
  }
  /// True if any count is negative.
  constexpr bool any_negative() const { for (auto v : n) if (v < 0) return true; return false; }
  /// True if all counts are zero.
  constexpr bool empty() const { for (auto v : n) if (v != 0) return false; return true; }
  /// Number of distinct resources with a positive count.
  constexpr int kinds() const { int k = 0; for (auto v : n) k += v > 0; return k; }
  constexpr ResourceCounts& operator+=(const ResourceCounts& o) { for (int i = 0; i < kCardKinds; ++i) n[i] = int8_t(n[i] + o.n[i]); return *this; }
  constexpr ResourceCounts& operator-=(const ResourceCounts& o) { for (int i = 0; i < kCardKinds; ++i) n[i] = int8_t(n[i] - o.n[i]); return *this; }
  friend constexpr ResourceCounts operator+(ResourceCounts a, const ResourceCounts& b) { return a += b; }
  friend constexpr ResourceCounts operator-(ResourceCounts a, const ResourceCounts& b) { return a -= b; }
  friend constexpr bool operator==(const ResourceCounts&, const ResourceCounts&) = default;

  /// One card of a single resource, `count` times.
  static constexpr ResourceCounts of(Resource r, int count = 1) { ResourceCounts c; c[r] = int8_t(count); return c; }
  /// True if any commodity count is non-zero.
  constexpr bool any_commodity() const { return n[5] != 0 || n[6] != 0 || n[7] != 0; }
};

}  // namespace catan
