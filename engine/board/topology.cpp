// Builds the standard topology from hex geometry, then sorts ids by pixel.
#include "engine/board/topology.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace catan {
namespace {

Topology build() {
  Topology t;
  // Hexes: land then sea, each sorted by pixel (row-major top to bottom).
  std::vector<Axial> land, sea;
  for (int r = -3; r <= 3; ++r)
    for (int q = -3; q <= 3; ++q) {
      Axial a{q, r};
      int ring = ring_of(a);
      if (ring <= 2) land.push_back(a);
      else if (ring == 3) sea.push_back(a);
    }
  auto by_pixel = [](Axial a, Axial b) { return pixel_before(hex_center(a), hex_center(b)); };
  std::sort(land.begin(), land.end(), by_pixel);
  std::sort(sea.begin(), sea.end(), by_pixel);
  if (land.size() != kLandHexes || sea.size() != kSeaHexes) throw std::logic_error("topology: hex count");
  for (int i = 0; i < kLandHexes; ++i) t.hexes[i] = {land[i], true, {}, {}};
  for (int i = 0; i < kSeaHexes; ++i) t.hexes[kLandHexes + i] = {sea[i], false, {}, {}};
  for (auto& h : t.hexes) { h.vertices.fill(-1); h.edges.fill(-1); }

  // Vertices: corners of land hexes, unique by pixel, sorted.
  std::vector<Pixel> vp;
  for (int h = 0; h < kLandHexes; ++h)
    for (auto off : kCornerOffsets) {
      Pixel c = hex_center(t.hexes[h].pos);
      Pixel p{c.x + off.x, c.y + off.y};
      if (std::find(vp.begin(), vp.end(), p) == vp.end()) vp.push_back(p);
    }
  std::sort(vp.begin(), vp.end(), pixel_before);
  if (vp.size() != kVertices) throw std::logic_error("topology: vertex count");
  for (int v = 0; v < kVertices; ++v) {
    auto& vi = t.vertices[v];
    vi.pixel = vp[v];
    vi.hexes.fill(-1); vi.neighbors.fill(-1); vi.edges.fill(-1);
  }
  // Vertex -> hexes: every hex (land or sea) having this vertex as a corner.
  for (int h = 0; h < kHexes; ++h)
    for (int c = 0; c < 6; ++c) {
      Pixel cc = hex_center(t.hexes[h].pos);
      Pixel p{cc.x + kCornerOffsets[c].x, cc.y + kCornerOffsets[c].y};
      auto it = std::find(vp.begin(), vp.end(), p);
      if (it == vp.end()) continue;
      int v = int(it - vp.begin());
      auto& vi = t.vertices[v];
      for (auto& slot : vi.hexes) if (slot < 0) { slot = int8_t(h); break; }
      if (t.hexes[h].land) t.hexes[h].vertices[c] = int8_t(v);
    }
  for (auto& vi : t.vertices) {
    std::sort(vi.hexes.begin(), vi.hexes.end());
    for (auto h : vi.hexes) {
      if (h < 0) throw std::logic_error("topology: vertex without 3 hexes");
      if (t.hexes[h].land) ++vi.land_count; else vi.coastal = true;
    }
  }
  // Edges: sides of land hexes, unique by vertex pair, sorted by midpoint.
  std::vector<std::pair<int, int>> ev;
  for (int h = 0; h < kLandHexes; ++h)
    for (int c = 0; c < 6; ++c) {
      int a = t.hexes[h].vertices[c], b = t.hexes[h].vertices[(c + 1) % 6];
      std::pair<int, int> e{std::min(a, b), std::max(a, b)};
      if (std::find(ev.begin(), ev.end(), e) == ev.end()) ev.push_back(e);
    }
  auto mid = [&](std::pair<int, int> e) {
    return Pixel{vp[e.first].x + vp[e.second].x, vp[e.first].y + vp[e.second].y};
  };
  std::sort(ev.begin(), ev.end(), [&](auto a, auto b) { return pixel_before(mid(a), mid(b)); });
  if (ev.size() != kEdges) throw std::logic_error("topology: edge count");
  for (int e = 0; e < kEdges; ++e) {
    auto& ei = t.edges[e];
    ei.vertices = {int8_t(ev[e].first), int8_t(ev[e].second)};
    // The two hexes shared by both end vertices.
    int n = 0;
    ei.hexes = {-1, -1};
    for (auto h1 : t.vertices[ev[e].first].hexes)
      for (auto h2 : t.vertices[ev[e].second].hexes)
        if (h1 == h2 && n < 2) ei.hexes[n++] = h1;
    if (n != 2) throw std::logic_error("topology: edge hexes");
    ei.coastal = !t.hexes[ei.hexes[0]].land || !t.hexes[ei.hexes[1]].land;
    for (int k = 0; k < 2; ++k) {
      auto& vi = t.vertices[ei.vertices[k]];
      vi.neighbors[vi.degree] = ei.vertices[1 - k];
      vi.edges[vi.degree] = int8_t(e);
      ++vi.degree;
    }
  }
  for (int h = 0; h < kLandHexes; ++h)
    for (int c = 0; c < 6; ++c)
      t.hexes[h].edges[c] = int8_t(t.edge_between(t.hexes[h].vertices[c], t.hexes[h].vertices[(c + 1) % 6]));
  return t;
}

}  // namespace

const Topology& Topology::standard() {
  static const Topology t = build();
  return t;
}

int Topology::hex_at(Axial a) const {
  for (int h = 0; h < kHexes; ++h) if (hexes[h].pos == a) return h;
  return -1;
}

int Topology::edge_between(int v1, int v2) const {
  if (v1 < 0 || v1 >= kVertices) return -1;
  const auto& vi = vertices[v1];
  for (int k = 0; k < vi.degree; ++k) if (vi.neighbors[k] == v2) return vi.edges[k];
  return -1;
}

}  // namespace catan
