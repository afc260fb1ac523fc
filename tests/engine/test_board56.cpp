// The 5–6 player board as data (rulebook §1.14): the 30-hex layout's pieces, the
// number-token spiral, the 11 frame harbors, and its board JSON both ways. The right
// values are counted by hand from the reference's tables.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "engine/board/board_json.hpp"
#include "engine/board/layout.hpp"
#include "engine/board/topology.hpp"
#include "engine/catan/player_view.hpp"
#include "engine/catan/position.hpp"
#include "engine/catan/scenario.hpp"

using namespace catan;

namespace {

// Land hex id of row `row` (1..7), position `pos` (1-based, left to right) on the
// 3-4-5-6-5-4-3 island: ids run row by row.
int id56(int row, int pos) {
  constexpr int starts[] = {0, 0, 3, 7, 12, 18, 23, 27};
  return starts[row] + pos - 1;
}

bool adjacent(const Topology& t, int a, int b) {
  for (Axial d : kHexDirections)
    if (t.hexes[size_t(a)].pos + d == t.hexes[size_t(b)].pos) return true;
  return false;
}

// The old (pre-board-as-data) spiral of the 19-hex island, kept here as the reference:
// ring 2 from the corner in direction `corner`, walking direction corner+2, then ring 1, then the centre.
std::vector<int> old_standard_spiral(const Topology& topo, int corner) {
  std::vector<int> order;
  for (int radius = 2; radius >= 1; --radius) {
    Axial pos = kHexDirections[size_t(corner)] * radius;
    for (int side = 0; side < 6; ++side) {
      Axial d = kHexDirections[size_t((corner + 2 + side) % 6)];
      for (int step = 0; step < radius; ++step) { order.push_back(topo.hex_at(pos)); pos = pos + d; }
    }
  }
  order.push_back(topo.hex_at({0, 0}));
  return order;
}

}  // namespace

TEST_CASE("board sizes: capacity is the 5-6 board, positions and views hold it") {
  const Topology& t = Topology::five_six();
  CHECK(t.land_count == kMaxLandHexes);
  CHECK(t.hex_count == kMaxHexes);
  CHECK(t.vertex_count == kMaxVertices);
  CHECK(t.edge_count == kMaxEdges);
  Position p;
  CHECK(p.building_owner.size() == 80);
  CHECK(p.road_owner.size() == 109);
  PlayerView v;
  CHECK(v.building_level.size() == 80);
  CHECK(v.layout.terrain.size() == 30);
  CHECK(v.layout.harbor_slots.size() == 11);
}

TEST_CASE("token spiral: the standard board's order is unchanged for every corner") {
  const Topology& t = Topology::standard();
  for (int corner = 0; corner < 6; ++corner) {
    std::array<int8_t, kMaxLandHexes> got{};
    token_spiral(t, corner, got);
    std::vector<int> v(got.begin(), got.begin() + 19);
    CHECK(v == old_standard_spiral(t, corner));
  }
}

TEST_CASE("token spiral: 5-6 board from the west corner, counter-clockwise, ring by ring (§1.14)") {
  // Worked out by hand on the 3-4-5-6-5-4-3 rows: the west corner is row 4's first hex;
  // counter-clockwise on screen goes down the south-west side first.
  const Topology& t = Topology::five_six();
  std::array<int8_t, kMaxLandHexes> got{};
  token_spiral(t, 3, got);
  const std::vector<int> want{
      // outer ring (16)
      id56(4, 1), id56(5, 1), id56(6, 1), id56(7, 1), id56(7, 2), id56(7, 3), id56(6, 4), id56(5, 5),
      id56(4, 6), id56(3, 5), id56(2, 4), id56(1, 3), id56(1, 2), id56(1, 1), id56(2, 1), id56(3, 1),
      // middle ring (10), starting beside the outer ring's start
      id56(4, 2), id56(5, 2), id56(6, 2), id56(6, 3), id56(5, 4), id56(4, 5), id56(3, 4), id56(2, 3),
      id56(2, 2), id56(3, 2),
      // inner 4
      id56(4, 3), id56(5, 3), id56(4, 4), id56(3, 3)};
  CHECK(std::vector<int>(got.begin(), got.end()) == want);
}

TEST_CASE("5-6 layout: 30 hexes, 28 number tokens, 11 harbors, as §1.14 counts them") {
  const Topology& t = Topology::five_six();
  // Letter tokens A..Y, Za, Zb, Zc (§1.14).
  const std::vector<int> letters{2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6};
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng = Rng::from_seed(seed);
    const Layout l = random_layout(t, rng);
    REQUIRE(l.land_count == 30);
    // Terrain: 6 forest, 6 pasture, 6 fields, 5 hills, 5 mountains, 2 deserts.
    std::map<Terrain, int> terr;
    for (int h = 0; h < 30; ++h) ++terr[l.terrain[size_t(h)]];
    CHECK(terr[Terrain::forest] == 6);
    CHECK(terr[Terrain::pasture] == 6);
    CHECK(terr[Terrain::fields] == 6);
    CHECK(terr[Terrain::hills] == 5);
    CHECK(terr[Terrain::mountains] == 5);
    CHECK(terr[Terrain::desert] == 2);
    // Numbers: the letters' multiset plus 0 on both deserts; deserts carry none.
    std::multiset<int> nums(l.number.begin(), l.number.begin() + 30);
    std::multiset<int> want(letters.begin(), letters.end());
    want.insert(0);
    want.insert(0);
    CHECK(nums == want);
    CHECK(nums.count(2) == 2);
    CHECK(nums.count(6) == 3);
    CHECK(nums.count(8) == 3);
    CHECK(nums.count(12) == 2);
    CHECK(l.terrain[size_t(l.desert_hex)] == Terrain::desert);
    for (int h = 0; h < 30; ++h) CHECK((l.number[size_t(h)] == 0) == (l.terrain[size_t(h)] == Terrain::desert));
    // The numbers follow the letters along the spiral from one of the six corners, skipping deserts.
    int corners_matching = 0;
    for (int corner = 0; corner < 6; ++corner) {
      std::array<int8_t, kMaxLandHexes> order{};
      token_spiral(t, corner, order);
      std::vector<int> seq;
      for (int i = 0; i < 30; ++i)
        if (l.terrain[size_t(order[size_t(i)])] != Terrain::desert) seq.push_back(l.number[size_t(order[size_t(i)])]);
      corners_matching += seq == letters;
    }
    CHECK(corners_matching >= 1);
    // Harbors: 11 = 5 generic 3:1, two 2:1 wool, one 2:1 each of brick, lumber, grain, ore.
    REQUIRE(l.harbor_count == 11);
    int generic = 0;
    std::map<Resource, int> special;
    std::set<int> vertices, seas;
    for (const Harbor& h : l.harbors()) {
      if (h.generic) ++generic; else ++special[h.resource];
      CHECK(h.sea_hex >= t.land_count);
      CHECK(h.sea_hex < t.hex_count);
      CHECK(t.edges[size_t(h.edge)].coastal);
      const auto& eh = t.edges[size_t(h.edge)].hexes;
      CHECK((eh[0] == h.sea_hex || eh[1] == h.sea_hex));
      CHECK(h.vertices == t.edges[size_t(h.edge)].vertices);
      for (auto x : h.vertices) { CHECK(t.vertices[size_t(x)].coastal); vertices.insert(x); }
      seas.insert(h.sea_hex);
    }
    CHECK(generic == 5);
    CHECK(special[Resource::wool] == 2);
    CHECK(special[Resource::brick] == 1);
    CHECK(special[Resource::lumber] == 1);
    CHECK(special[Resource::grain] == 1);
    CHECK(special[Resource::ore] == 1);
    CHECK(vertices.size() == 22);  // no intersection serves two harbors
    CHECK(seas.size() == 11);
    // One harbor on every other frame hex: no two harbor sea hexes touch.
    for (int a : seas)
      for (int b : seas) CHECK((a == b || !adjacent(t, a, b)));
  }
}

TEST_CASE("harbor spots: the standard frame's 9 paths as in docs/scenario.md, the 5-6 frame's 11") {
  std::array<Harbor, kMaxHarbors> spots{};
  REQUIRE(harbor_spots(Topology::standard(), spots) == 9);
  std::vector<int> edges;
  for (int i = 0; i < 9; ++i) edges.push_back(spots[size_t(i)].edge);
  CHECK(edges == std::vector<int>{0, 3, 9, 38, 61, 69, 66, 39, 18});
  const Topology& t = Topology::five_six();
  REQUIRE(harbor_spots(t, spots) == 11);
  // Frame order starts at the top-left frame hex (the first sea id), clockwise: the
  // second harbor is two frame hexes to its right on the top row.
  CHECK(spots[0].sea_hex == t.land_count);
  CHECK(t.hexes[size_t(spots[1].sea_hex)].pos.r == t.hexes[size_t(spots[0].sea_hex)].pos.r);
  CHECK(t.hexes[size_t(spots[1].sea_hex)].pos.q == t.hexes[size_t(spots[0].sea_hex)].pos.q + 2);
}

TEST_CASE("board JSON of the 5-6 board round-trips; the standard one still does") {
  for (const Topology* topo : {&Topology::five_six(), &Topology::standard()}) {
    Rng rng = Rng::from_seed(7);
    const Layout l = random_layout(*topo, rng);
    const nlohmann::json j = board_to_json(*topo, l);
    CHECK(j["hexes"].size() == size_t(topo->hex_count));
    CHECK(j["vertices"].size() == size_t(topo->vertex_count));
    CHECK(j["edges"].size() == size_t(topo->edge_count));
    CHECK(j["harbors"].size() == size_t(l.harbor_count));
    const Topology* back_topo = nullptr;
    Layout back;
    Error err;
    REQUIRE_MESSAGE(board_from_json(j, back_topo, back, err), err.message());
    CHECK(back_topo == topo);
    CHECK(back == l);
    CHECK(board_to_json(*back_topo, back) == j);
    // The scenario codec's board form ({"hexes":[terrain, number], "harbors":[edge, kind]}) too.
    nlohmann::json hexes = nlohmann::json::array(), harbors = nlohmann::json::array();
    for (int h = 0; h < topo->land_count; ++h)
      hexes.push_back({{"terrain", kTerrainNames[size_t(l.terrain[size_t(h)])]},
                       {"number", l.number[size_t(h)] ? nlohmann::json(l.number[size_t(h)]) : nlohmann::json(nullptr)}});
    for (const Harbor& h : l.harbors()) harbors.push_back({{"edge", h.edge}, {"kind", harbor_kind_name(h)}});
    Layout from_scenario;
    REQUIRE_MESSAGE(scenario_layout(*topo, {{"hexes", hexes}, {"harbors", harbors}}, from_scenario, err), err.message());
    CHECK(from_scenario == l);
  }
}

TEST_CASE("board JSON: a 5-6 board with a wrong piece set is refused") {
  const Topology& t = Topology::five_six();
  Rng rng = Rng::from_seed(3);
  const Layout l = random_layout(t, rng);
  nlohmann::json hexes = nlohmann::json::array(), harbors = nlohmann::json::array();
  for (int h = 0; h < 30; ++h)
    hexes.push_back({{"terrain", kTerrainNames[size_t(l.terrain[size_t(h)])]},
                     {"number", l.number[size_t(h)] ? nlohmann::json(l.number[size_t(h)]) : nlohmann::json(nullptr)}});
  for (const Harbor& h : l.harbors()) harbors.push_back({{"edge", h.edge}, {"kind", harbor_kind_name(h)}});
  Layout out;
  Error err;
  // 19 hexes on the 30-hex board.
  nlohmann::json short_hexes(hexes.begin(), hexes.begin() + 19);
  CHECK_FALSE(scenario_layout(t, {{"hexes", short_hexes}, {"harbors", harbors}}, out, err));
  CHECK(err.message() == "board.hexes must list the 30 land hexes in id order");
  // A wool harbor made generic: 6 generic and 1 wool.
  nlohmann::json wrong = harbors;
  for (auto& h : wrong)
    if (h["kind"] == "wool") { h["kind"] = "generic"; break; }
  CHECK_FALSE(scenario_layout(t, {{"hexes", hexes}, {"harbors", wrong}}, out, err));
  CHECK(err.code == "bad_scenario");
  // Only 9 harbors.
  nlohmann::json nine(harbors.begin(), harbors.begin() + 9);
  CHECK_FALSE(scenario_layout(t, {{"hexes", hexes}, {"harbors", nine}}, out, err));
  CHECK(err.message() == "board.harbors must list the 11 harbors");
}

TEST_CASE("token spiral: the letter order never puts a 6 and an 8 side by side, on either board") {
  // The letter sequences are laid so that the red numbers (6, 8) never touch, wherever the
  // deserts lie (§1.3: the fully random alternative must ensure the same). Checked for
  // every start corner and every desert placement: 6 x 19 standard, 6 x C(30,2) five-six.
  struct Case { const Topology* topo; int deserts; };
  for (Case c : {Case{&Topology::standard(), 1}, Case{&Topology::five_six(), 2}}) {
    const Topology& t = *c.topo;
    const BoardSet& set = board_set(t);
    const int n = t.land_count;
    int placements = 0, touching = 0;
    for (int corner = 0; corner < 6; ++corner) {
      std::array<int8_t, kMaxLandHexes> order{};
      token_spiral(t, corner, order);
      for (int d1 = 0; d1 < n; ++d1)
        for (int d2 = c.deserts == 2 ? d1 + 1 : d1; d2 < (c.deserts == 2 ? n : d1 + 1); ++d2) {
          std::array<int, kMaxLandHexes> num{};
          int k = 0;
          for (int i = 0; i < n; ++i) {
            const int h = order[size_t(i)];
            num[size_t(h)] = h == d1 || h == d2 ? 0 : set.letters[size_t(k++)];
          }
          bool red_touch = false;
          for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b)
              if ((num[size_t(a)] == 6 || num[size_t(a)] == 8) && (num[size_t(b)] == 6 || num[size_t(b)] == 8) &&
                  adjacent(t, a, b))
                red_touch = true;
          touching += red_touch;
          ++placements;
        }
    }
    CHECK(placements == (c.deserts == 2 ? 6 * 435 : 6 * 19));
    CHECK(touching == 0);
  }
}
