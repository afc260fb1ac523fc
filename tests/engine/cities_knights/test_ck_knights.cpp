// Knights (§3.8): build, activate, promote (once per turn, mighty needs the Fortress), move,
// displace with relocation or loss, chase the robber; blocking roads, settlements and
// Longest Road (recomputed after every knight change, issue 16 "Known traps").
#include "ck_helpers.hpp"

using namespace ckt;

namespace {
// Next turn of player 0 (three other players end at once).
void round_trip(Game& g) {
  end_turn(g);
  for (int k = 0; k < 3; ++k) { roll3(g, 1, 1, 4); end_turn(g); }
  roll3(g, 1, 1, 4);  // trade gate, nobody has improvements: no barbarian advance
  REQUIRE(g.position().current == 0);
}
json kn(const char* type, int player, int v) { return {{"type", type}, {"player", player}, {"vertex", v}}; }
json kn_to(const char* type, int player, int v, int to) { return {{"type", type}, {"player", player}, {"vertex", v}, {"to", to}}; }
}  // namespace

TEST_CASE("ck: build a knight on an empty intersection touching your road; activate; no action the same turn") {
  Game g = ck_main();
  auto path = walk(corner(4, 0), 3);
  put_building(g, 0, path[0], 1);
  put_road(g, 0, edge(path[0], path[1]));
  put_road(g, 0, edge(path[1], path[2]));
  give(g, 0, {0, 0, 3, 2, 3});
  refused(g, kn("build_knight", 0, path[3]), "not_connected");
  refused(g, kn("build_knight", 0, path[0]), "occupied");
  act(g, kn("build_knight", 0, path[1]));
  CHECK(g.position().players[0].hand[Resource::wool] == 2);
  CHECK(knight::strength(S(g).knight[size_t(path[1])]) == 1);
  CHECK(!knight::active(S(g).knight[size_t(path[1])]));
  refused(g, kn_to("move_knight", 0, path[1], path[2]), "not_allowed");  // inactive
  act(g, kn("activate_knight", 0, path[1]));
  CHECK(g.position().players[0].hand[Resource::grain] == 1);
  refused(g, kn("activate_knight", 0, path[1]), "not_allowed");
  refused(g, kn_to("move_knight", 0, path[1], path[2]), "not_allowed");  // activated this turn
  round_trip(g);
  act(g, kn_to("move_knight", 0, path[1], path[2]));
  CHECK(S(g).knight[size_t(path[1])] == 0);
  CHECK(!knight::active(S(g).knight[size_t(path[2])]));  // acting makes it inactive
  // Two basic knights per player.
  act(g, kn("build_knight", 0, path[1]));
  give(g, 0, {0, 0, 1, 0, 1});
  put_road(g, 0, edge(path[2], path[3]));
  refused(g, kn("build_knight", 0, path[3]), "no_piece_left");
}

TEST_CASE("ck: promotion once per knight per turn; mighty only with the Fortress") {
  Game g = ck_main();
  auto path = walk(corner(4, 0), 2);
  put_building(g, 0, path[0], 1);
  put_road(g, 0, edge(path[0], path[1]));
  put_knight(g, 0, path[1], 1, true);
  give(g, 0, {0, 0, 4, 0, 4});
  act(g, kn("promote_knight", 0, path[1]));
  CHECK(knight::strength(S(g).knight[size_t(path[1])]) == 2);
  CHECK(knight::active(S(g).knight[size_t(path[1])]));  // keeps its state
  refused(g, kn("promote_knight", 0, path[1]), "not_allowed");  // second promotion this turn
  round_trip(g);
  refused(g, kn("promote_knight", 0, path[1]), "not_allowed");  // strong -> mighty needs the Fortress
  S(g).level[0][politics] = 3;
  act(g, kn("promote_knight", 0, path[1]));
  CHECK(knight::strength(S(g).knight[size_t(path[1])]) == 3);
}

TEST_CASE("ck: a knight blocks settlements and opponents' roads, and breaks Longest Road at once") {
  Game g = ck_main();
  // Player 1: a 6-road trail holding Longest Road.
  auto t = walk(corner(7, 3), 6);
  put_building(g, 1, t[0], 1);
  for (int i = 0; i < 6; ++i) put_road(g, 1, edge(t[size_t(i)], t[size_t(i) + 1]));
  REQUIRE(g.position().players[1].road_length == 6);
  REQUIRE(g.position().longest_road_owner == 1);
  // Player 0 reaches t[3] with one road from a settlement next to it.
  int side = -1;
  for (int k = 0; k < Topology::standard().vertices[t[3]].degree; ++k) {
    int nb = Topology::standard().vertices[t[3]].neighbors[k];
    if (nb != t[2] && nb != t[4]) side = nb;
  }
  REQUIRE(side >= 0);
  put_building(g, 0, side, 1);
  put_road(g, 0, edge(side, t[3]));
  give(g, 0, {0, 0, 1, 0, 1});
  act(g, kn("build_knight", 0, t[3]));
  CHECK(g.position().players[1].road_length == 3);  // 3 + 3, cut at the knight
  CHECK(g.position().longest_road_owner == -1);
  // Player 1 cannot build a road on through the knight's intersection, nor a settlement there.
  give(g, 0, {1, 1, 1, 1, 0});
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", t[3]}}, "occupied");
}

TEST_CASE("ck: displacing a weaker knight - the owner relocates it, or loses it with nowhere to go") {
  Game g = ck_main();
  auto a = walk(corner(4, 0), 3);
  put_building(g, 0, a[0], 1);
  put_road(g, 0, edge(a[0], a[1]));
  put_road(g, 0, edge(a[1], a[2]));
  put_knight(g, 0, a[1], 2, true);
  put_knight(g, 1, a[2], 1, true);
  // Player 1's knight has a road on to a[3] (an empty intersection) to be relocated to.
  put_road(g, 1, edge(a[2], a[3]));
  refused(g, kn_to("displace_knight", 0, a[1], a[3]), "not_allowed");
  act(g, kn_to("displace_knight", 0, a[1], a[2]));
  CHECK(knight::owner(S(g).knight[size_t(a[2])]) == 0);
  CHECK(g.position().phase == Phase::variant);
  CHECK(g.is_pending(1));
  CHECK(!g.is_pending(0));
  act(g, kn("relocate_knight", 1, a[3]));
  CHECK(knight::owner(S(g).knight[size_t(a[3])]) == 1);
  CHECK(knight::active(S(g).knight[size_t(a[3])]));  // keeps its state
  CHECK(g.position().phase == Phase::main);

  Game h = ck_main();
  put_building(h, 0, a[0], 1);
  put_road(h, 0, edge(a[0], a[1]));
  put_road(h, 0, edge(a[1], a[2]));
  put_knight(h, 0, a[1], 3, true);
  put_knight(h, 1, a[2], 2, false);
  auto ev = act(h, kn_to("displace_knight", 0, a[1], a[2]));
  CHECK(has_event(ev, "knight_removed"));
  CHECK(h.position().phase == Phase::main);
  CHECK(knights_on_board(h.position(), 1, 2) == 0);
}

TEST_CASE("ck: chasing the robber only after the first attack, from the robber's hex") {
  Game g = ck_main();
  const int desert = g.def().layout.desert_hex;
  const int v = corner(desert, 0), w = corner(desert, 1);
  put_building(g, 0, w, 1);
  put_road(g, 0, edge(v, w));
  put_knight(g, 0, v, 1, true);
  refused(g, kn("chase_robber", 0, v), "not_allowed");
  S(g).attacks = 1;
  act(g, kn("chase_robber", 0, v));
  CHECK(g.position().phase == Phase::move_robber);
  act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", 0}});
  CHECK(g.position().robber_hex == 0);
  CHECK(g.position().phase == Phase::main);
  CHECK(!knight::active(S(g).knight[size_t(v)]));
}

TEST_CASE("ck: an opponent's knight stops a road from being extended through its intersection") {
  Game g = ck_main();
  end_turn(g);
  roll3(g, 1, 1, 4);  // player 1's turn
  auto b = walk(corner(4, 0), 2);
  put_building(g, 1, b[0], 1);
  put_road(g, 1, edge(b[0], b[1]));
  give(g, 1, {2, 2, 0, 0, 0});
  put_knight(g, 0, b[1], 1, false);
  refused(g, {{"type", "build_road"}, {"player", 1}, {"edge", edge(b[1], b[2])}}, "not_connected");
  S(g).knight[size_t(b[1])] = 0;
  act(g, {{"type", "build_road"}, {"player", 1}, {"edge", edge(b[1], b[2])}});
}
