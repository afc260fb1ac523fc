#include "engine/board/board_json.hpp"

namespace catan {

std::string harbor_kind_name(const Harbor& h) {
  return h.generic ? std::string("generic") : std::string(resource_name(h.resource));
}

nlohmann::json board_to_json(const Topology& topo, const Layout& layout) {
  using nlohmann::json;
  auto ax = [&](int h) { return json::array({topo.hexes[h].pos.q, topo.hexes[h].pos.r}); };
  json hexes = json::array();
  for (int h = 0; h < topo.hex_count; ++h) {
    const auto& hi = topo.hexes[h];
    Pixel c = hex_center(hi.pos);
    Terrain t = layout.terrain_of(h);
    json j{{"id", h}, {"q", hi.pos.q}, {"r", hi.pos.r}, {"terrain", kTerrainNames[int(t)]},
           {"number", nullptr}, {"x", c.x}, {"y", c.y}};
    if (hi.land && layout.number[h] > 0) j["number"] = layout.number[h];
    if (auto res = terrain_resource(t)) j["resource"] = resource_name(*res);
    if (hi.land) {
      j["vertices"] = hi.vertices;
      j["edges"] = hi.edges;
    }
    hexes.push_back(std::move(j));
  }
  std::array<int, kMaxVertices> harbor_of{};
  harbor_of.fill(-1);
  for (int i = 0; i < layout.harbor_count; ++i)
    for (auto v : layout.harbors()[size_t(i)].vertices) harbor_of[size_t(v)] = i;
  json vertices = json::array();
  for (int v = 0; v < topo.vertex_count; ++v) {
    const auto& vi = topo.vertices[v];
    json hs = json::array(), hid = json::array(), nb = json::array(), ed = json::array();
    for (auto h : vi.hexes) { hs.push_back(ax(h)); hid.push_back(h); }
    for (int k = 0; k < vi.degree; ++k) { nb.push_back(vi.neighbors[k]); ed.push_back(vi.edges[k]); }
    json j{{"id", v}, {"hexes", hs}, {"hex_ids", hid}, {"x", vi.pixel.x}, {"y", vi.pixel.y},
           {"coastal", vi.coastal}, {"neighbors", nb}, {"edges", ed}, {"harbor", nullptr}};
    if (harbor_of[v] >= 0) j["harbor"] = harbor_of[v];
    vertices.push_back(std::move(j));
  }
  json edges = json::array();
  for (int e = 0; e < topo.edge_count; ++e) {
    const auto& ei = topo.edges[e];
    edges.push_back({{"id", e}, {"vertices", ei.vertices}, {"hexes", json::array({ax(ei.hexes[0]), ax(ei.hexes[1])})},
                     {"hex_ids", ei.hexes}, {"coastal", ei.coastal}});
  }
  json harbors = json::array();
  for (int i = 0; i < layout.harbor_count; ++i) {
    const auto& h = layout.harbors()[size_t(i)];
    harbors.push_back({{"id", i}, {"kind", harbor_kind_name(h)}, {"ratio", h.generic ? 3 : 2},
                       {"vertices", h.vertices}, {"edge", h.edge}, {"sea_hex", h.sea_hex},
                       {"q", topo.hexes[h.sea_hex].pos.q}, {"r", topo.hexes[h.sea_hex].pos.r}});
  }
  return json{{"layout", "pointy-top; pixel x = 2q + r in units of sqrt(3)/2 hex size, y = 3r in units of "
                         "hex size/2; corners at offsets (0,-2) (1,-1) (1,1) (0,2) (-1,1) (-1,-1)"},
              {"desert_hex", layout.desert_hex},
              {"hexes", hexes}, {"vertices", vertices}, {"edges", edges}, {"harbors", harbors}};
}

}  // namespace catan
