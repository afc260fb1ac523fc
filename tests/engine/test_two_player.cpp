// CATAN for Two (catan-board.md §2, seed 001 decisions): neutral colours,
// double roll, neutral builds and their fallbacks, trade tokens.
#include "engine/catan/playout.hpp"
#include "engine/catan/two_player/two_player.hpp"
#include "helpers.hpp"

using namespace th;

namespace {
// Trade tokens of a seat (the module's typed state).
int tokens(const Game& g, int seat) { return two_player_state(g.def(), g.position())->tokens[size_t(seat)]; }
Game two(const std::string& board = "beginner", uint64_t seed = 7) {
  Config c;
  c.game = "two-player";
  c.players = 2;
  c.board = board;
  c.seed = seed;
  Game g;
  Error err;
  REQUIRE_MESSAGE(Game::create(c, g, err), err.message());
  return g;
}
// Skips setup: player 0 to roll.
Game two_blank() {
  Game g = two();
  auto& p = g.position_for_test();
  p.setup_step = 4;
  p.phase = Phase::pre_roll;
  p.turn = 4;
  return g;
}
const int kN0 = corner(hex(0, -1), 3), kN1 = corner(hex(0, 1), 0);
}  // namespace

TEST_CASE("two-player: neutral start settlements, 5 tokens each, 3+ players refused") {
  Game g = two();
  CHECK(g.position().building_owner[kN0] == 2);
  CHECK(g.position().building_owner[kN1] == 3);
  CHECK(tokens(g, 0) == 5);
  CHECK(tokens(g, 1) == 5);
  CHECK(g.view(0)["token_supply"] == 10);
  Config c;
  c.game = "two-player";
  c.players = 3;
  Game bad;
  Error err;
  CHECK(!Game::create(c, bad, err));
  CHECK(err.code == "bad_config");
  // The distance rule holds against neutral settlements in setup.
  int next = Topology::standard().vertices[kN0].neighbors[0];
  refused(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", next}}, "distance_rule");
}

TEST_CASE("two-player: setup settlement on the coast gains 1 token, inland none") {
  Game g = two();
  int coast = corner(hex(0, -2), 0);  // top of mountains (0,-2): coastal, far from the desert
  act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", coast}});
  CHECK(tokens(g, 0) == 6);
  CHECK(g.view(1)["token_supply"] == 9);
}

TEST_CASE("two-player: desert +2, coast +1, both +3 (random board with a coastal desert)") {
  for (uint64_t seed = 1; seed < 200; ++seed) {
    Game g = two("random", seed);
    int desert = g.def().layout.desert_hex;
    int both = -1, inland = -1;
    for (int v = 0; v < Topology::standard().vertex_count; ++v) {
      const auto& vi = Topology::standard().vertices[v];
      bool at_desert = std::count(vi.hexes.begin(), vi.hexes.end(), desert) > 0;
      if (!at_desert || g.position().building_owner[v] >= 0) continue;
      bool free_nb = true;
      for (int k = 0; k < vi.degree; ++k) free_nb &= g.position().building_owner[vi.neighbors[k]] < 0;
      if (!free_nb) continue;
      if (vi.coastal && both < 0) both = v;
      if (!vi.coastal && inland < 0) inland = v;
    }
    if (both < 0 || inland < 0) continue;
    act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", both}});
    CHECK(tokens(g, 0) == 8);
    act(g, {{"type", "build_road"}, {"player", 0}, {"edge", Topology::standard().vertices[both].edges[0]}});
    if (!g.check(Action{ActionType::build_settlement, 1, int16_t(inland)})) {
      act(g, {{"type", "build_settlement"}, {"player", 1}, {"vertex", inland}});
      CHECK(tokens(g, 1) == 7);
    }
    return;
  }
  FAIL("no random board with a coastal desert found");
}

TEST_CASE("two-player: two rolls, the second must differ, each resolved fully") {
  Game g = two_blank();
  put_building(g, 0, corner(hex(0, -1), 0));  // hills 6 (top corner also on pasture 2, mountains 10)
  roll(g, 3, 3);
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 0, 0, 0));
  CHECK(g.position().phase == Phase::pre_roll);
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {2, 4}}}}}, "bad_chance");  // 6 again
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  roll(g, 1, 1);  // 2: pasture 2
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 1, 0, 0));
  CHECK(g.position().phase == Phase::main);
  // Sampled second rolls never repeat the first total.
  for (uint64_t s = 1; s <= 60; ++s) {
    Game h = two_blank();
    h.position_for_test().rng = Rng::from_seed(s);
    roll(h, 2, 2);
    act(h, {{"type", "roll_dice"}, {"player", 0}});
    CHECK(h.position().dice[0] + h.position().dice[1] != 4);
  }
}

TEST_CASE("two-player: a 7 on the first roll runs the whole robber procedure before the second") {
  Game g = two_blank();
  give(g, 1, ResourceCounts(0, 0, 8, 0, 0));
  roll(g, 3, 4);
  CHECK(g.position().phase == Phase::discard);
  act(g, {{"type", "discard"}, {"player", 1}, {"resources", {{"wool", 4}}}});
  act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", 4}});
  CHECK(g.position().phase == Phase::pre_roll);
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {5, 2}}}}}, "bad_chance");
  roll(g, 5, 3);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("two-player: each road or settlement owes a neutral piece; fallbacks") {
  Game g = two_blank();
  int v0 = corner(hex(0, -2), 0);
  put_building(g, 0, v0);
  auto path = walk(v0, 3);
  roll(g, 1, 1);
  roll(g, 1, 2);
  give(g, 0, ResourceCounts(3, 3, 1, 1, 0));
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[0], path[1])}});
  CHECK(g.view(0)["neutral_duty"] == "road");
  refused(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[1], path[2])}}, "wrong_phase");
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  int n_edge = Topology::standard().vertices[kN0].edges[0];
  refused(g, {{"type", "build_neutral_settlement"}, {"player", 0}, {"vertex", 0}, {"for", 2}}, "wrong_phase");
  refused(g, {{"type", "build_neutral_road"}, {"player", 0}, {"edge", n_edge}, {"for", 1}}, "bad_id");
  refused(g, {{"type", "build_neutral_road"}, {"player", 0}, {"edge", edge(path[1], path[2])}, {"for", 2}}, "not_connected");
  act(g, {{"type", "build_neutral_road"}, {"player", 0}, {"edge", n_edge}, {"for", 2}});
  CHECK(g.position().road_owner[n_edge] == 2);
  CHECK(g.view(0)["neutral_duty"].is_null());
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(path[1], path[2])}});
  // A settlement owes a neutral settlement; the neutrals have no legal spot
  // (a neutral settlement needs a neutral road two steps out), so a road is owed.
  act(g, {{"type", "build_neutral_road"}, {"player", 0}, {"edge", Topology::standard().vertices[kN1].edges[0]}, {"for", 3}});
  act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", path[2]}});
  CHECK(g.view(0)["neutral_duty"] == "road");
  CHECK(g.position().players[0].hand.total() == 0);
}

TEST_CASE("two-player: a neutral settlement is owed when one is possible") {
  Game g = two_blank();
  std::vector<int> desert_corners;
  for (int c = 0; c < 6; ++c) if (corner(hex(0, 0), c) != kN0) desert_corners.push_back(corner(hex(0, 0), c));
  auto np = walk(kN0, 2, desert_corners);
  put_road(g, 2, edge(np[0], np[1]));
  put_road(g, 2, edge(np[1], np[2]));
  int v0 = corner(hex(0, 2), 3);
  put_building(g, 0, v0);
  auto path = walk(v0, 2);
  put_road(g, 0, edge(path[0], path[1]));
  put_road(g, 0, edge(path[1], path[2]));
  roll(g, 1, 1);
  roll(g, 1, 2);
  give(g, 0, ResourceCounts(1, 1, 1, 1, 0));
  act(g, {{"type", "build_settlement"}, {"player", 0}, {"vertex", path[2]}});
  CHECK(g.view(0)["neutral_duty"] == "settlement");
  act(g, {{"type", "build_neutral_settlement"}, {"player", 0}, {"vertex", np[2]}, {"for", 2}});
  CHECK(g.position().building_owner[np[2]] == 2);
  CHECK(g.position().players[2].hand.total() == 0);
}

TEST_CASE("two-player: token price 1 at fewer or equal VP, 2 at more") {
  Game g = two_blank();
  put_building(g, 1, corner(hex(2, 0), 2));
  roll(g, 1, 1);
  roll(g, 1, 2);
  g.position_for_test().robber_hex = 4;
  act(g, {{"type", "robber_to_desert"}, {"player", 0}});  // 0 VP < 1 VP: 1 token
  CHECK(tokens(g, 0) == 4);
  CHECK(g.position().robber_hex == g.def().layout.desert_hex);
  refused(g, {{"type", "robber_to_desert"}, {"player", 0}}, "not_allowed");
  put_building(g, 0, corner(hex(0, -2), 0));
  g.position_for_test().robber_hex = 4;
  act(g, {{"type", "robber_to_desert"}, {"player", 0}});  // 1 VP = 1 VP: 1 token
  CHECK(tokens(g, 0) == 3);
  put_building(g, 0, corner(hex(-2, 2), 3));
  g.position_for_test().robber_hex = 4;
  act(g, {{"type", "robber_to_desert"}, {"player", 0}});  // 2 VP > 1 VP: 2 tokens
  CHECK(tokens(g, 0) == 1);
  g.position_for_test().robber_hex = 4;
  refused(g, {{"type", "robber_to_desert"}, {"player", 0}}, "cannot_afford");
}

TEST_CASE("two-player: forced trade against a 1-card hand takes it and still gives 2") {
  Game g = two_blank();
  give(g, 0, ResourceCounts(0, 0, 2, 0, 0));
  give(g, 1, ResourceCounts(0, 0, 0, 0, 1));
  roll(g, 1, 1);
  roll(g, 1, 2);
  refused(g, {{"type", "forced_trade"}, {"player", 0}, {"chance", {{"resources", {"wool"}}}}}, "bad_chance");
  act(g, {{"type", "forced_trade"}, {"player", 0}});
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 2, 0, 1));
  CHECK(tokens(g, 0) == 4);
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  refused(g, {{"type", "forced_trade_return"}, {"player", 0}, {"give", {{"wool", 1}}}}, "bad_count");
  act(g, {{"type", "forced_trade_return"}, {"player", 0}, {"give", {{"wool", 1}, {"ore", 1}}}});
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 1, 0, 0));
  CHECK(g.position().players[1].hand == ResourceCounts(0, 0, 1, 0, 1));
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("two-player: exchanging a knight for 2 tokens re-checks Largest Army") {
  Game g = two_blank();
  auto& p = g.position_for_test();
  p.players[0].knights_played = 3; p.players[0].dev_used[0] = 3;
  p.players[1].knights_played = 2; p.players[1].dev_used[0] = 2;
  p.dev_deck[0] -= 5;
  p.largest_army_owner = 0;
  act(g, {{"type", "exchange_knight"}, {"player", 0}});
  CHECK(g.position().players[0].knights_played == 2);
  CHECK(tokens(g, 0) == 7);
  CHECK(g.position().largest_army_owner == -1);  // holder has only 2: set aside, nobody has 3
  refused(g, {{"type", "exchange_knight"}, {"player", 0}}, "not_allowed");  // once per turn
  // Holder 4 vs 3: after the exchange 3 vs 3, not strictly more -> set aside.
  Game h = two_blank();
  auto& q = h.position_for_test();
  q.players[0].knights_played = 4; q.players[0].dev_used[0] = 4;
  q.players[1].knights_played = 3; q.players[1].dev_used[0] = 3;
  q.dev_deck[0] -= 7;
  q.largest_army_owner = 0;
  act(h, {{"type", "exchange_knight"}, {"player", 0}});
  CHECK(h.position().largest_army_owner == -1);
  // Holder 3 vs 4 (after an exchange by the other way round): the opponent with most takes it.
  Game k = two_blank();
  auto& r = k.position_for_test();
  r.players[0].knights_played = 3; r.players[0].dev_used[0] = 3;
  r.players[1].knights_played = 3; r.players[1].dev_used[0] = 3;
  r.dev_deck[0] -= 6;
  r.largest_army_owner = 0;
  act(k, {{"type", "exchange_knight"}, {"player", 0}});
  CHECK(k.position().largest_army_owner == 1);
}

TEST_CASE("two-player: Road Building ends when the neutral road took the last spot") {
  // Player 0 has one road x-n1 next to neutral 2's settlement A = kN0. Player 1's
  // roads close every path except n1-y (leading to a closed y) and n1-A.
  const auto& t = Topology::standard();
  Game g = two_blank();
  const int A = kN0;
  int n1 = -1;
  for (int k = 0; k < t.vertices[A].degree; ++k)
    if (t.vertices[t.vertices[A].neighbors[k]].degree == 3) { n1 = t.vertices[A].neighbors[k]; break; }
  REQUIRE(n1 >= 0);
  std::vector<int> others;
  for (int k = 0; k < 3; ++k) if (t.vertices[n1].neighbors[k] != A) others.push_back(t.vertices[n1].neighbors[k]);
  const int x = others[0], y = others[1];
  put_road(g, 0, edge(x, n1));
  for (int w : {x, y})
    for (int k = 0; k < t.vertices[w].degree; ++k)
      if (t.vertices[w].neighbors[k] != n1) put_road(g, 1, t.vertices[w].edges[k]);
  give_card(g, 0, DevCard::road_building);
  roll(g, 1, 1);
  roll(g, 1, 2);
  act(g, {{"type", "play_road_building"}, {"player", 0}});
  ActionList list;
  g.legal_actions(0, list);
  REQUIRE(list.size == 2);  // n1-y and n1-A
  act(g, {{"type", "build_road"}, {"player", 0}, {"edge", edge(n1, y)}});
  CHECK(g.position().phase == Phase::road_building);  // n1-A is still open for the second road
  // The owed neutral road takes n1-A: no spot is left, so Road Building ends.
  act(g, {{"type", "build_neutral_road"}, {"player", 0}, {"edge", edge(n1, A)}, {"for", 2}});
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().free_roads == 0);
  g.legal_actions(0, list);
  CHECK(list.size > 0);
}

TEST_CASE("two-player: a neutral colour can hold Longest Road") {
  Game g = two_blank();
  auto np = walk(kN0, 5);
  for (int i = 0; i < 5; ++i) put_road(g, 2, edge(np[i], np[i + 1]));
  CHECK(g.position().longest_road_owner == 2);
}

TEST_CASE("playout: two-player games, invariants and token conservation") {
  Config c;
  c.game = "two-player";
  c.players = 2;
  c.board = "random";
  c.seed = 300;
  auto st = play_random_games(c, 600, true, 3000);
  INFO(st.failure);
  CHECK(st.failure.empty());
  CHECK(st.finished >= 590);
}

TEST_CASE("two-player: neutral start settlements stand on vertices 23 and 30 on every board (documented ids)") {
  // docs/protocol.md: colour 2 on the top-left corner of the centre hex, colour 3 on its bottom-right corner.
  CHECK(kN0 == 23);
  CHECK(kN1 == 30);
  CHECK(corner(hex(0, 0), 5) == 23);
  CHECK(corner(hex(0, 0), 2) == 30);
  for (const char* board : {"beginner", "random"})
    for (uint64_t seed : {1u, 2u, 3u}) {
      const Game g = two(board, seed);
      int n = 0;
      for (int v = 0; v < Topology::standard().vertex_count; ++v) n += g.position().building_owner[v] >= 0;
      CHECK(n == 2);
      CHECK(g.position().building_owner[23] == 2);
      CHECK(g.position().building_owner[30] == 3);
    }
}
