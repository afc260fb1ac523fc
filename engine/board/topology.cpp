// Builds a topology from a board shape (land rows, then the sea frame around them),
// then sorts ids by pixel.
#include "engine/board/topology.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace catan {
namespace {

// Land hexes of a shape: row i (of n) at axial r = i - n/2, its hexes side by side,
// each row centred on the same vertical line (pixel x = 2q + r, hexes 2 units apart).
std::vector<Axial> land_of(const BoardShape& shape) {
  const int n = shape.row_count();
  std::vector<Axial> land;
  for (int i = 0; i < n; ++i) {
    const int r = i - n / 2, len = shape.rows[size_t(i)];
    // Centres x0, x0 + 2, ... around x = 0; x must have the parity of r (x = 2q + r), so a
    // row whose parity differs sits half a hex right (the same for every row of a shape).
    int x0 = -(len - 1);
    if (((x0 - r) % 2 + 2) % 2 != 0) ++x0;
    for (int k = 0; k < len; ++k) land.push_back({(x0 + 2 * k - r) / 2, r});
  }
  return land;
}

}  // namespace

Topology Topology::build(const BoardShape& shape) {
  Topology t;
  // Hexes: land, then the frame (every hex next to land that is not land); each sorted by pixel.
  std::vector<Axial> land = land_of(shape), sea;
  auto is_land = [&](Axial a) { return std::find(land.begin(), land.end(), a) != land.end(); };
  for (Axial a : land)
    for (Axial d : kHexDirections) {
      Axial b = a + d;
      if (!is_land(b) && std::find(sea.begin(), sea.end(), b) == sea.end()) sea.push_back(b);
    }
  auto by_pixel = [](Axial a, Axial b) { return pixel_before(hex_center(a), hex_center(b)); };
  std::sort(land.begin(), land.end(), by_pixel);
  std::sort(sea.begin(), sea.end(), by_pixel);
  if (land.size() > size_t(kMaxLandHexes) || land.size() + sea.size() > size_t(kMaxHexes))
    throw std::logic_error("topology: more hexes than kMaxHexes");
  t.land_count = int(land.size());
  t.hex_count = int(land.size() + sea.size());
  for (int i = 0; i < t.land_count; ++i) t.hexes[size_t(i)] = {land[size_t(i)], true, {}, {}};
  for (int i = 0; i < int(sea.size()); ++i) t.hexes[size_t(t.land_count + i)] = {sea[size_t(i)], false, {}, {}};
  for (auto& h : t.hexes) { h.vertices.fill(-1); h.edges.fill(-1); }

  // Vertices: corners of land hexes, unique by pixel, sorted.
  auto corner = [&](int h, int c) {
    Pixel ctr = hex_center(t.hexes[size_t(h)].pos);
    return Pixel{ctr.x + kCornerOffsets[size_t(c)].x, ctr.y + kCornerOffsets[size_t(c)].y};
  };
  std::vector<Pixel> vp;
  for (int h = 0; h < t.land_count; ++h)
    for (int c = 0; c < 6; ++c)
      if (std::find(vp.begin(), vp.end(), corner(h, c)) == vp.end()) vp.push_back(corner(h, c));
  std::sort(vp.begin(), vp.end(), pixel_before);
  if (vp.size() > size_t(kMaxVertices)) throw std::logic_error("topology: more vertices than kMaxVertices");
  t.vertex_count = int(vp.size());
  for (int v = 0; v < t.vertex_count; ++v) {
    auto& vi = t.vertices[size_t(v)];
    vi.pixel = vp[size_t(v)];
    vi.hexes.fill(-1); vi.neighbors.fill(-1); vi.edges.fill(-1);
  }
  // Vertex -> hexes: every hex (land or sea) having this vertex as a corner.
  for (int h = 0; h < t.hex_count; ++h)
    for (int c = 0; c < 6; ++c) {
      auto it = std::find(vp.begin(), vp.end(), corner(h, c));
      if (it == vp.end()) continue;
      const int v = int(it - vp.begin());
      auto& vi = t.vertices[size_t(v)];
      for (auto& slot : vi.hexes) if (slot < 0) { slot = int8_t(h); break; }
      if (t.hexes[size_t(h)].land) t.hexes[size_t(h)].vertices[size_t(c)] = int8_t(v);
    }
  for (int v = 0; v < t.vertex_count; ++v) {
    auto& vi = t.vertices[size_t(v)];
    std::sort(vi.hexes.begin(), vi.hexes.end());
    for (auto h : vi.hexes) {
      if (h < 0) throw std::logic_error("topology: vertex without 3 hexes");
      if (t.hexes[size_t(h)].land) ++vi.land_count; else vi.coastal = true;
    }
  }
  // Edges: sides of land hexes, unique by vertex pair, sorted by midpoint.
  std::vector<std::pair<int, int>> ev;
  for (int h = 0; h < t.land_count; ++h)
    for (int c = 0; c < 6; ++c) {
      int a = t.hexes[size_t(h)].vertices[size_t(c)], b = t.hexes[size_t(h)].vertices[size_t((c + 1) % 6)];
      std::pair<int, int> e{std::min(a, b), std::max(a, b)};
      if (std::find(ev.begin(), ev.end(), e) == ev.end()) ev.push_back(e);
    }
  auto mid = [&](std::pair<int, int> e) {
    return Pixel{vp[size_t(e.first)].x + vp[size_t(e.second)].x, vp[size_t(e.first)].y + vp[size_t(e.second)].y};
  };
  std::sort(ev.begin(), ev.end(), [&](auto a, auto b) { return pixel_before(mid(a), mid(b)); });
  if (ev.size() > size_t(kMaxEdges)) throw std::logic_error("topology: more edges than kMaxEdges");
  t.edge_count = int(ev.size());
  for (int e = 0; e < t.edge_count; ++e) {
    auto& ei = t.edges[size_t(e)];
    ei.vertices = {int8_t(ev[size_t(e)].first), int8_t(ev[size_t(e)].second)};
    // The two hexes shared by both end vertices.
    int n = 0;
    ei.hexes = {-1, -1};
    for (auto h1 : t.vertices[size_t(ev[size_t(e)].first)].hexes)
      for (auto h2 : t.vertices[size_t(ev[size_t(e)].second)].hexes)
        if (h1 == h2 && n < 2) ei.hexes[size_t(n++)] = h1;
    if (n != 2) throw std::logic_error("topology: edge hexes");
    ei.coastal = !t.hexes[size_t(ei.hexes[0])].land || !t.hexes[size_t(ei.hexes[1])].land;
    for (int k = 0; k < 2; ++k) {
      auto& vi = t.vertices[size_t(ei.vertices[size_t(k)])];
      vi.neighbors[size_t(vi.degree)] = ei.vertices[size_t(1 - k)];
      vi.edges[size_t(vi.degree)] = int8_t(e);
      ++vi.degree;
    }
  }
  for (int h = 0; h < t.land_count; ++h)
    for (int c = 0; c < 6; ++c)
      t.hexes[size_t(h)].edges[size_t(c)] = int8_t(
          t.edge_between(t.hexes[size_t(h)].vertices[size_t(c)], t.hexes[size_t(h)].vertices[size_t((c + 1) % 6)]));
  return t;
}

const Topology& Topology::standard() {
  static const Topology t = build(kStandardShape);
  return t;
}

const Topology& Topology::five_six() {
  static const Topology t = [] {
    Topology s = build(kFiveSixShape);
    // The capacity constants are this board's counts (no storage wasted, none missing).
    if (s.land_count != kMaxLandHexes || s.hex_count != kMaxHexes || s.vertex_count != kMaxVertices ||
        s.edge_count != kMaxEdges)
      throw std::logic_error("topology: the 5-6 board's counts differ from kMaxLandHexes/kMaxHexes/kMaxVertices/kMaxEdges");
    return s;
  }();
  return t;
}

int Topology::hex_at(Axial a) const {
  for (int h = 0; h < hex_count; ++h) if (hexes[size_t(h)].pos == a) return h;
  return -1;
}

int Topology::edge_between(int v1, int v2) const {
  if (v1 < 0 || v1 >= vertex_count) return -1;
  const auto& vi = vertices[size_t(v1)];
  for (int k = 0; k < vi.degree; ++k) if (vi.neighbors[size_t(k)] == v2) return vi.edges[size_t(k)];
  return -1;
}

}  // namespace catan
