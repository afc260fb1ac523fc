// A scenario built purely from JSON: a save (config + action log with
// scripted chance outcomes) is loaded, then checked against hand-derived
// values. This is the form outside tests and bug reports use.
#include "helpers.hpp"

using namespace th;

TEST_CASE("scenario from JSON: 3-player setup and a scripted 6 on the beginner board") {
  // Vertex ids come from the board JSON (sorted top->bottom, left->right);
  // here they are found by geometry: the top-right corner of hills 6 (0,-1)
  // touches hills, pasture 2 (1,-2) and pasture 4 (1,-1).
  const int hills_tr = corner(hex(0, -1), 1);
  const int fields6_top = corner(hex(-1, 2), 0);   // top corner of fields 6 (-1,2)
  const int a = corner(hex(0, -2), 0), b = corner(hex(2, 0), 2), c = corner(hex(-2, 2), 4), d = corner(hex(2, -2), 1);
  auto road = [](int v) { return int(Topology::standard().vertices[v].edges[0]); };
  json save{{"format", "catan-save"}, {"version", 1},
            {"config", {{"game", "base"}, {"players", 3}, {"board", "beginner"}, {"seed", 99}}},
            {"log", json::array({
                {{"type", "build_settlement"}, {"player", 0}, {"vertex", a}}, {{"type", "build_road"}, {"player", 0}, {"edge", road(a)}},
                {{"type", "build_settlement"}, {"player", 1}, {"vertex", b}}, {{"type", "build_road"}, {"player", 1}, {"edge", road(b)}},
                {{"type", "build_settlement"}, {"player", 2}, {"vertex", c}}, {{"type", "build_road"}, {"player", 2}, {"edge", road(c)}},
                {{"type", "build_settlement"}, {"player", 2}, {"vertex", hills_tr}}, {{"type", "build_road"}, {"player", 2}, {"edge", road(hills_tr)}},
                {{"type", "build_settlement"}, {"player", 1}, {"vertex", fields6_top}}, {{"type", "build_road"}, {"player", 1}, {"edge", road(fields6_top)}},
                {{"type", "build_settlement"}, {"player", 0}, {"vertex", d}}, {{"type", "build_road"}, {"player", 0}, {"edge", road(d)}},
                {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {4, 2}}}}},
            })}};
  Game g;
  Error err;
  REQUIRE_MESSAGE(Game::from_json(save, g, err), err.message());
  const auto& p = g.position();
  // The top corner of fields (-1,2) is shared with mountains 3 (-1,1) and fields 4 (0,1).
  const auto& hx = Topology::standard().vertices[fields6_top].hexes;
  CHECK(std::count(hx.begin(), hx.end(), hex(-1, 1)) == 1);
  CHECK(std::count(hx.begin(), hx.end(), hex(0, 1)) == 1);
  // Starting resources (second settlements only):
  //  player 2 at hills 6 top-right: brick + 2 wool; a 6 then pays brick again.
  //  player 1 at fields 6 top: grain (fields 6) + ore (mountains 3) + grain (fields 4); the 6 pays grain.
  //  player 0 at forest 9 (2,-2) top-right: forest + 2 sea hexes: lumber.
  CHECK(p.players[2].hand == ResourceCounts(2, 0, 2, 0, 0));
  CHECK(p.players[1].hand == ResourceCounts(0, 0, 0, 3, 1));
  CHECK(p.players[0].hand == ResourceCounts(0, 1, 0, 0, 0));
  CHECK(p.phase == Phase::main);
  CHECK(g.view(-1)["dice"] == json::array({4, 2}));
}
