// Progress card effects (§3.14, §3.15, §4, seed 002): one test per card, each value derived by hand
// from the reference; targets, off-turn answers, refusals (state untouched) and "no effect" cards.
#include "engine/catan/playout.hpp"
#include "ck_helpers.hpp"

using namespace ckt;
using catan::ck::crane;
using catan::ck::engineer;
using catan::ck::medicine;
using catan::ck::smith;
using catan::ck::deserter;
using catan::ck::diplomat;
using catan::ck::intrigue;
using catan::ck::commercial_harbor;
using catan::ck::master_merchant;
using catan::ck::merchant_fleet;
using catan::ck::trade_monopoly;
using catan::ck::inventor;

namespace {

// Moves one card of `card` from its deck into `player`'s hand.
void hold(Game& g, int player, int card) {
  auto& s = S(g);
  REQUIRE(s.deck[size_t(card)] > 0);
  --s.deck[size_t(card)];
  --s.deck_left[size_t(card_track(card))];
  ++s.hand[size_t(player)][size_t(card)];
  ++s.hand_count[size_t(player)];
}

// A blank C&K game, player 0 after the roll (2, a ship: nothing produced).

json play(const char* card) { return {{"type", "play_progress"}, {"player", 0}, {"card", card}}; }
json with(json j, const char* k, json v) { j[k] = std::move(v); return j; }

ResourceCounts cards(std::initializer_list<std::pair<int, int>> kinds) {
  ResourceCounts r;
  for (auto [k, n] : kinds) r.n[size_t(k)] = int8_t(n);
  return r;
}
constexpr int kPaper = 5, kCloth = 6, kCoin = 7;

}  // namespace

TEST_CASE("ck card Alchemist: before the roll only; the chosen red die gates the progress draw") {
  for (int red : {3, 4}) {
    Game g = ck_blank();
    S(g).under[printer] = 1;  // keep the draw a hand card
    S(g).deck[printer] = 0;
    hold(g, 0, alchemist);
    S(g).level[0][science] = 2;  // level 2 draws on red 1..3
    refused(g, with(a0("play_alchemist"), "dice", 17), "bad_action");
    refused(g, play("alchemist"), "bad_action");
    auto ev = act(g, with(with(a0("play_alchemist"), "dice", red * 10 + 5), "chance", {{"dice", {1, 1, 6}}}));
    CHECK(g.position().dice[0] == red);
    CHECK(g.position().dice[1] == 5);
    CHECK(g.position().phase == Phase::main);
    CHECK(S(g).under[alchemist] == 1);
    CHECK(S(g).hand[0][alchemist] == 0);
    CHECK(S(g).hand_count[0] == (red == 3 ? 1 : 0));  // science gate: red 3 <= 3 draws, red 4 does not
    CHECK(count_events(ev, "progress_played") == 1);
    refused(g, a0("roll_dice"), "wrong_phase");
  }
  Game g = ck_main();
  hold(g, 0, alchemist);
  refused(g, with(a0("play_alchemist"), "dice", 34), "wrong_phase");  // after the roll
}

TEST_CASE("ck card Crane: the improvement costs 1 commodity less; level 1 is free; no city, no Crane") {
  Game g = ck_main();
  hold(g, 0, crane);
  hold(g, 0, crane);
  refused(g, with(a0("play_crane"), "track", "trade"), "not_allowed");  // no city yet
  put_building(g, 0, corner(4, 0), 2);
  act(g, with(a0("play_crane"), "track", "trade"));  // level 1 for 0 cloth
  CHECK(S(g).level[0][trade] == 1);
  refused(g, with(a0("play_crane"), "track", "trade"), "cannot_afford");  // level 2 needs 2 - 1 = 1 cloth
  give(g, 0, cards({{kCloth, 1}}));
  act(g, with(a0("play_crane"), "track", "trade"));
  CHECK(S(g).level[0][trade] == 2);
  CHECK(g.position().players[0].hand[kCloth] == 0);
  CHECK(S(g).hand_count[0] == 0);
}

TEST_CASE("ck card Engineer: a free city wall under your city, limits as usual") {
  Game g = ck_main();
  hold(g, 0, engineer);
  const int c = corner(4, 0), st = corner(10, 3);
  put_building(g, 0, c, 2);
  put_building(g, 0, st, 1);
  refused(g, with(a0("play_engineer"), "vertex", st), "not_allowed");
  act(g, with(a0("play_engineer"), "vertex", c));
  CHECK(((S(g).walls >> c) & 1) == 1);
  CHECK(g.position().players[0].hand.total() == 0);
  CHECK(S(g).hand_count[0] == 0);
}

TEST_CASE("ck card Medicine: settlement to city for 2 ore + 1 grain; a fallen city rebuilds with all 4 city pieces out") {
  Game g = ck_main();
  hold(g, 0, medicine);
  const int v = corner(4, 0);
  put_building(g, 0, v, 1);
  give(g, 0, {0, 0, 0, 1, 1});
  refused(g, with(a0("play_medicine"), "vertex", v), "cannot_afford");
  give(g, 0, {0, 0, 0, 0, 1});
  const int before = g.public_points(0);
  act(g, with(a0("play_medicine"), "vertex", v));
  CHECK(g.position().building_level[size_t(v)] == 2);
  CHECK(g.position().players[0].hand.total() == 0);
  CHECK(g.public_points(0) == before + 1);

  // A city pillaged with no settlement piece left lies on its side; with the other 4 city pieces...
  Game h = ck_main();
  auto& p = h.position_for_test();
  const int f = corner(4, 0);
  put_building(h, 0, f, 1);
  S(h).fallen |= uint64_t(1) << f;  // the fallen city keeps its piece: 3 more cities make 4 pieces out
  p.players[0].settlements_left = 0;
  put_building(h, 0, corner(10, 3), 2);
  put_building(h, 0, corner(14, 3), 2);
  put_building(h, 0, corner(16, 0), 2);
  CHECK(p.players[0].cities_left == 1);
  --p.players[0].cities_left;  // ...counted as used by the fallen one
  give(h, 0, {0, 0, 0, 2, 3});
  act(h, with(a0("build_city"), "vertex", f));  // rebuilt with its own piece
  CHECK(h.position().building_level[size_t(f)] == 2);
  CHECK(((S(h).fallen >> f) & 1) == 0);
  CHECK(h.position().players[0].cities_left == 0);
  CHECK(h.position().players[0].settlements_left == 0);  // no settlement piece appears
}

TEST_CASE("ck card Smith: 2 free promotions; each knight once a turn; mighty needs the Fortress") {
  Game g = ck_main();
  hold(g, 0, smith);
  hold(g, 0, smith);
  auto path = walk(corner(4, 0), 3);
  put_building(g, 0, path[0], 1);
  put_road(g, 0, edge(path[0], path[1]));
  put_road(g, 0, edge(path[1], path[2]));
  put_knight(g, 0, path[1], 1, true);
  put_knight(g, 0, path[2], 2, false);
  refused(g, with(with(a0("play_smith"), "vertex", path[1]), "second", path[2]), "not_allowed");  // strong -> mighty: no Fortress
  act(g, with(with(a0("play_smith"), "vertex", path[1]), "second", -1));
  CHECK(knight::strength(S(g).knight[size_t(path[1])]) == 2);
  CHECK(knight::active(S(g).knight[size_t(path[1])]));
  CHECK(g.position().players[0].hand.total() == 0);
  S(g).level[0][politics] = 3;
  give(g, 0, {0, 0, 1, 0, 1});
  refused(g, with(a0("promote_knight"), "vertex", path[1]), "not_allowed");  // already promoted this turn (trap)
  refused(g, with(with(a0("play_smith"), "vertex", path[1]), "second", path[2]), "not_allowed");
  act(g, with(with(a0("play_smith"), "vertex", path[2]), "second", -1));
  CHECK(knight::strength(S(g).knight[size_t(path[2])]) == 3);
}

TEST_CASE("ck card Road Building: 2 free roads, 1 with one piece left, not playable with none") {
  Game g = ck_main();
  hold(g, 0, road_building);
  hold(g, 0, road_building);
  auto path = walk(corner(4, 0), 3);
  put_building(g, 0, path[0], 1);
  act(g, play("road_building"));
  CHECK(g.position().phase == Phase::road_building);
  act(g, with(a0("build_road"), "edge", edge(path[0], path[1])));
  act(g, with(a0("build_road"), "edge", edge(path[1], path[2])));
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand.total() == 0);
  g.position_for_test().players[0].roads_left = 1;
  act(g, play("road_building"));
  act(g, with(a0("build_road"), "edge", edge(path[2], path[3])));
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].roads_left == 0);
  --S(g).under[road_building];  // a played copy back into the hand
  ++S(g).hand[0][road_building];
  ++S(g).hand_count[0];
  refused(g, play("road_building"), "not_allowed");
  CHECK(S(g).hand[0][road_building] == 1);  // kept, not consumed
}

TEST_CASE("ck card Bishop: not before the first attack; then robber moved and 1 card from each player there") {
  Game g = ck_main();
  hold(g, 0, bishop);
  const int h = 4;
  put_building(g, 1, corner(h, 0), 1);
  put_building(g, 2, corner(h, 3), 2);
  put_building(g, 3, corner(10, 0), 1);
  give(g, 1, {1, 0, 0, 0, 0});
  give(g, 2, {0, 2, 0, 0, 0});
  give(g, 3, {0, 0, 3, 0, 0});
  refused(g, with(a0("play_bishop"), "hex", h), "not_allowed");
  S(g).attacks = 1;
  refused(g, with(a0("play_bishop"), "hex", g.position().robber_hex), "not_allowed");
  act(g, with(a0("play_bishop"), "hex", h));
  CHECK(g.position().robber_hex == h);
  CHECK(g.position().players[0].hand.total() == 2);
  CHECK(g.position().players[1].hand.total() == 0);
  CHECK(g.position().players[2].hand.total() == 1);
  CHECK(g.position().players[3].hand.total() == 3);
}

TEST_CASE("ck card Deserter: the victim picks the knight; you place one of that strength, same state, free") {
  Game g = ck_main();
  hold(g, 0, deserter);
  refused(g, with(a0("play_deserter"), "opponent", 1), "not_allowed");  // no knight of theirs yet
  auto mine = walk(corner(4, 0), 2);
  put_building(g, 0, mine[0], 1);
  put_road(g, 0, edge(mine[0], mine[1]));
  put_road(g, 0, edge(mine[1], mine[2]));
  auto theirs = walk(corner(14, 3), 2);
  put_building(g, 1, theirs[0], 1);
  put_road(g, 1, edge(theirs[0], theirs[1]));
  put_knight(g, 1, theirs[1], 3, true);
  put_knight(g, 1, theirs[2], 1, false);
  refused(g, with(a0("play_deserter"), "opponent", 0), "bad_id");
  act(g, with(a0("play_deserter"), "opponent", 1));
  CHECK(g.is_pending(1));
  CHECK(!g.is_pending(0));
  refused(g, {{"type", "desert_knight"}, {"player", 1}, {"vertex", mine[1]}}, "not_allowed");
  act(g, {{"type", "desert_knight"}, {"player", 1}, {"vertex", theirs[1]}});
  CHECK(S(g).knight[size_t(theirs[1])] == 0);
  CHECK(g.is_pending(0));
  refused(g, with(a0("place_deserter"), "vertex", theirs[1]), "not_connected");
  act(g, with(a0("place_deserter"), "vertex", mine[2]));
  const uint8_t k = S(g).knight[size_t(mine[2])];
  CHECK(knight::owner(k) == 0);
  CHECK(knight::strength(k) == 3);  // mighty without the Fortress
  CHECK(knight::active(k));
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand.total() == 0);
}

TEST_CASE("ck card Deserter: no mighty piece left places a weaker knight") {
  Game g = ck_main();
  hold(g, 0, deserter);
  auto mine = walk(corner(4, 0), 2);
  put_building(g, 0, mine[0], 1);
  put_road(g, 0, edge(mine[0], mine[1]));
  put_road(g, 0, edge(mine[1], mine[2]));
  put_knight(g, 0, corner(16, 0), 3, false);  // two mighty of player 0 already out
  put_knight(g, 0, corner(16, 3), 3, false);
  put_knight(g, 1, corner(14, 3), 3, false);
  act(g, with(a0("play_deserter"), "opponent", 1));
  act(g, {{"type", "desert_knight"}, {"player", 1}, {"vertex", corner(14, 3)}});
  act(g, with(a0("place_deserter"), "vertex", mine[1]));
  CHECK(knight::strength(S(g).knight[size_t(mine[1])]) == 2);
  CHECK(!knight::active(S(g).knight[size_t(mine[1])]));
}

TEST_CASE("ck card Diplomat: only an open road; an opponent's piece does not open a chain; Longest Road recomputed") {
  Game g = ck_main();
  hold(g, 0, diplomat);
  hold(g, 0, diplomat);
  auto path = walk(corner(4, 0), 6);
  put_building(g, 1, path[0], 1);
  for (int i = 0; i < 5; ++i) put_road(g, 1, edge(path[size_t(i)], path[size_t(i + 1)]));
  CHECK(g.position().longest_road_owner == 1);
  // The middle road has its owner's roads at both ends: closed.
  refused(g, with(a0("play_diplomat"), "edge", edge(path[2], path[3])), "not_allowed");
  // An opponent's knight on the chain does not open the road next to it.
  put_knight(g, 0, path[3], 1, false);
  refused(g, with(a0("play_diplomat"), "edge", edge(path[2], path[3])), "not_allowed");
  S(g).knight[size_t(path[3])] = 0;
  refresh_roads(g);
  auto ev = act(g, with(a0("play_diplomat"), "edge", edge(path[4], path[5])));  // the far end is open
  CHECK(g.position().road_owner[size_t(edge(path[4], path[5]))] == -1);
  CHECK(g.position().longest_road_owner == -1);  // 4 roads left: nobody holds it
  CHECK(has_event(ev, "road_removed"));
  // Your own open road may be rebuilt free elsewhere, not on the same path.
  auto mine = walk(corner(14, 3), 2);
  put_building(g, 0, mine[0], 1);
  put_road(g, 0, edge(mine[0], mine[1]));
  put_road(g, 0, edge(mine[1], mine[2]));
  act(g, with(a0("play_diplomat"), "edge", edge(mine[1], mine[2])));
  CHECK(g.position().phase == Phase::road_building);
  refused(g, with(a0("build_road"), "edge", edge(mine[1], mine[2])), "not_allowed");
  int other = -1;
  for (int e = 0; e < Topology::standard().edge_count && other < 0; ++e)
    if (e != edge(mine[1], mine[2]) && !catan::rules::road_spot(g.def(), g.position(), 0, e)) other = e;
  REQUIRE(other >= 0);
  act(g, with(a0("build_road"), "edge", other));
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand.total() == 0);
}

TEST_CASE("ck card Diplomat: the free rebuild may be declined") {
  Game g = ck_main();
  hold(g, 0, diplomat);
  auto mine = walk(corner(14, 3), 2);
  put_building(g, 0, mine[0], 1);
  put_road(g, 0, edge(mine[0], mine[1]));
  const int left = g.position().players[0].roads_left;
  act(g, with(a0("play_diplomat"), "edge", edge(mine[0], mine[1])));
  act(g, a0("diplomat_skip"));
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].roads_left == left + 1);
}

TEST_CASE("ck card Intrigue: displaces an opponent's knight on your road; its owner relocates it") {
  Game g = ck_main();
  hold(g, 0, intrigue);
  auto mine = walk(corner(4, 0), 1);
  put_building(g, 0, mine[0], 1);
  put_road(g, 0, edge(mine[0], mine[1]));
  auto theirs = walk(mine[1], 2, {mine[0]});
  put_road(g, 1, edge(theirs[0], theirs[1]));
  put_road(g, 1, edge(theirs[1], theirs[2]));
  put_knight(g, 1, mine[1], 3, true);  // even a mighty knight: no knight of yours needed
  refused(g, with(a0("play_intrigue"), "vertex", theirs[2]), "not_allowed");
  act(g, with(a0("play_intrigue"), "vertex", mine[1]));
  CHECK(S(g).knight[size_t(mine[1])] == 0);
  CHECK(g.is_pending(1));
  act(g, {{"type", "relocate_knight"}, {"player", 1}, {"vertex", theirs[2]}});
  CHECK(knight::strength(S(g).knight[size_t(theirs[2])]) == 3);
  CHECK(knight::active(S(g).knight[size_t(theirs[2])]));
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("ck card Saboteur: players with equal or more VP discard half their cards (seed 002)") {
  Game g = ck_main();
  hold(g, 0, saboteur);
  put_building(g, 0, corner(4, 0), 1);   // 1 VP
  put_building(g, 1, corner(10, 0), 1);  // 1 VP: equal, hit
  put_building(g, 2, corner(14, 0), 2);  // 2 VP: hit
  give(g, 1, {2, 2, 3, 0, 0});           // 7 -> discards 3
  give(g, 2, cards({{kCoin, 2}, {0, 3}}));  // 5 -> discards 2
  give(g, 3, {4, 4, 0, 0, 0});           // 0 VP: safe
  act(g, play("saboteur"));
  CHECK(g.is_pending(1));
  CHECK(g.is_pending(2));
  CHECK(!g.is_pending(3));
  refused(g, {{"type", "sabotage_discard"}, {"player", 1}, {"resources", {{"brick", 4}}}}, "bad_action");
  act(g, {{"type", "sabotage_discard"}, {"player", 1}, {"resources", {{"wool", 3}}}});
  act(g, {{"type", "sabotage_discard"}, {"player", 2}, {"resources", {{"coin", 1}}}});
  CHECK(g.is_pending(2));
  act(g, {{"type", "sabotage_discard"}, {"player", 2}, {"resources", {{"brick", 1}}}});
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[1].hand.total() == 4);
  CHECK(g.position().players[2].hand.total() == 3);
  CHECK(g.position().players[3].hand.total() == 8);
}

TEST_CASE("ck card Wedding: each player with more VP gives 2 cards of their choice (1 if they hold 1)") {
  Game g = ck_main();
  hold(g, 0, wedding);
  hold(g, 0, wedding);
  put_building(g, 1, corner(10, 0), 1);
  put_building(g, 2, corner(14, 0), 1);
  put_building(g, 3, corner(16, 0), 1);
  give(g, 1, {0, 0, 2, 0, 0});
  give(g, 2, {0, 0, 0, 0, 1});
  act(g, play("wedding"));
  CHECK(g.is_pending(1));
  CHECK(g.is_pending(2));
  CHECK(!g.is_pending(3));  // more VP but no card
  act(g, {{"type", "wedding_gift"}, {"player", 1}, {"resources", {{"wool", 2}}}});
  act(g, {{"type", "wedding_gift"}, {"player", 2}, {"resources", {{"ore", 1}}}});
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand == ResourceCounts{0, 0, 2, 0, 1});
  // Nobody with more VP holds a card: no effect, refused and kept.
  refused(g, play("wedding"), "not_allowed");
  CHECK(S(g).hand[0][wedding] == 1);
}

TEST_CASE("ck card Spy: look at an opponent's progress cards (the view shows them) and take one") {
  Game g = ck_main();
  hold(g, 0, spy);
  refused(g, with(a0("play_spy"), "opponent", 1), "not_allowed");  // no card to take
  hold(g, 1, warlord);
  act(g, with(a0("play_spy"), "opponent", 1));
  CHECK(catan::cities_knights_state(g.player_view(0))->hand[1][warlord] == 1);
  CHECK(catan::cities_knights_state(g.player_view(2))->hand[1][warlord] == 0);
  refused(g, {{"type", "spy_take"}, {"player", 0}, {"card", "bishop"}}, "not_allowed");
  act(g, {{"type", "spy_take"}, {"player", 0}, {"card", "warlord"}});
  CHECK(S(g).hand[0][warlord] == 1);
  CHECK(S(g).hand_count[1] == 0);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("ck card Commercial Harbor: 1 resource for 1 commodity of their choice, once per opponent, void without commodity") {
  Game g = ck_main();
  hold(g, 0, commercial_harbor);
  hold(g, 0, commercial_harbor);
  refused(g, play("commercial_harbor"), "not_allowed");  // no resource to offer
  give(g, 0, {2, 0, 0, 0, 0});
  give(g, 1, cards({{kCoin, 1}}));
  refused(g, {{"type", "harbor_offer"}, {"player", 0}, {"opponent", 1}, {"resource", "brick"}}, "wrong_phase");
  act(g, play("commercial_harbor"));
  act(g, {{"type", "harbor_offer"}, {"player", 0}, {"opponent", 1}, {"resource", "brick"}});
  CHECK(g.is_pending(1));
  refused(g, {{"type", "harbor_answer"}, {"player", 1}, {"commodity", "paper"}}, "cannot_afford");
  act(g, {{"type", "harbor_answer"}, {"player", 1}, {"commodity", "coin"}});
  CHECK(g.position().players[0].hand[kCoin] == 1);
  CHECK(g.position().players[1].hand[Resource::brick] == 1);
  refused(g, {{"type", "harbor_offer"}, {"player", 0}, {"opponent", 1}, {"resource", "brick"}}, "not_allowed");
  auto ev = act(g, {{"type", "harbor_offer"}, {"player", 0}, {"opponent", 2}, {"resource", "brick"}});
  CHECK(has_event(ev, "harbor_void"));
  CHECK(g.position().players[0].hand[Resource::brick] == 1);  // kept
  refused(g, play("commercial_harbor"), "not_allowed");  // a second copy adds nothing this turn
}

TEST_CASE("ck card Master Merchant: from a player with more VP, after looking, take 2 cards") {
  Game g = ck_main();
  hold(g, 0, master_merchant);
  put_building(g, 1, corner(10, 0), 1);
  give(g, 1, cards({{kPaper, 1}, {4, 2}}));
  give(g, 2, {3, 0, 0, 0, 0});
  refused(g, with(a0("play_master_merchant"), "opponent", 2), "not_allowed");  // equal VP
  act(g, with(a0("play_master_merchant"), "opponent", 1));
  CHECK(catan::cities_knights_state(g.player_view(0))->reveal[kPaper] == 1);
  CHECK(catan::cities_knights_state(g.player_view(2))->reveal.total() == 0);
  refused(g, {{"type", "master_take"}, {"player", 0}, {"resources", {{"ore", 1}}}}, "bad_action");
  act(g, {{"type", "master_take"}, {"player", 0}, {"resources", {{"ore", 1}, {"paper", 1}}}});
  CHECK(g.position().players[0].hand.total() == 2);
  CHECK(g.position().players[1].hand == cards({{4, 1}}));
}

TEST_CASE("ck card Merchant: +1 VP and 2:1 for its hex's resource; the next Merchant takes it over") {
  Game g = ck_main();
  hold(g, 0, merchant);
  hold(g, 1, merchant);
  int h = 0;
  while (!terrain_resource(g.def().layout.terrain[size_t(h)])) ++h;
  const int r = int(*terrain_resource(g.def().layout.terrain[size_t(h)]));
  put_building(g, 0, corner(h, 0), 1);
  refused(g, with(a0("play_merchant"), "hex", 18 == h ? 17 : 18), "not_allowed");
  const int before = g.public_points(0);
  act(g, with(a0("play_merchant"), "hex", h));
  CHECK(g.public_points(0) == before + 1);
  CHECK(g.player_view(0).maritime_rate[size_t(r)] == 2);
  ResourceCounts give2;
  give2.n[size_t(r)] = 2;
  give(g, 0, give2);
  act(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{std::string(catan::kCardKindNames[size_t(r)]), 2}}},
          {"get", {{r == 0 ? "lumber" : "brick", 1}}}});
  CHECK(g.position().players[0].hand.total() == 1);
  end_turn(g);
  roll3(g, 1, 1, 1);
  put_building(g, 1, corner(h, 3), 1);
  act(g, {{"type", "play_merchant"}, {"player", 1}, {"hex", h}});
  CHECK(S(g).merchant_owner == 1);
  CHECK(g.public_points(0) == before);
}

TEST_CASE("ck card Merchant Fleet: one kind 2:1 with the bank for the rest of the turn") {
  Game g = ck_main();
  hold(g, 0, merchant_fleet);
  give(g, 0, cards({{kCloth, 4}}));
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"cloth", 2}}}, {"get", {{"ore", 1}}}}, "bad_trade");
  act(g, with(a0("play_merchant_fleet"), "kind", "cloth"));
  act(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"cloth", 2}}}, {"get", {{"ore", 1}}}});
  CHECK(g.position().players[0].hand[kCloth] == 2);
  CHECK(g.position().players[0].hand[Resource::ore] == 1);
  end_turn(g);
  CHECK(S(g).fleet_kind == -1);
}

TEST_CASE("ck card Resource Monopoly and Trade Monopoly: 2 of a resource / 1 of a commodity from each opponent") {
  Game g = ck_main();
  hold(g, 0, resource_monopoly);
  hold(g, 0, trade_monopoly);
  give(g, 1, {0, 0, 3, 0, 0});
  give(g, 2, {0, 0, 1, 0, 0});
  give(g, 1, cards({{kCoin, 2}}));
  give(g, 3, cards({{kCoin, 1}}));
  act(g, with(a0("play_resource_monopoly"), "resource", "wool"));
  CHECK(g.position().players[0].hand[Resource::wool] == 3);
  CHECK(g.position().players[1].hand[Resource::wool] == 1);
  CHECK(g.position().players[2].hand[Resource::wool] == 0);
  act(g, with(a0("play_trade_monopoly"), "commodity", "coin"));
  CHECK(g.position().players[0].hand[kCoin] == 2);
  CHECK(g.position().players[1].hand[kCoin] == 1);
  CHECK(g.position().players[3].hand[kCoin] == 0);
}

// The beginner board (§1.2) by land hex id: 0 mountains 10, 1 pasture 2, 2 forest 9, 3 fields 12,
// 4 hills 6, 5 pasture 4, 6 hills 10, 7 fields 9, 8 forest 11, 9 desert, 10 forest 3,
// 11 mountains 8, 12 forest 8, 13 mountains 3, 14 fields 4, 15 pasture 5, 16 hills 5, 17 fields 6,
// 18 pasture 11.
json swap_tokens(int h1, int h2) { return with(with(a0("play_inventor"), "hex", h1), "second", h2); }

TEST_CASE("ck card Inventor: swaps two tokens of 3, 4, 5, 9, 10, 11; never 2, 12, 6, 8; the robber's hex allowed (§3.14)") {
  Game g = ck_main();
  hold(g, 0, inventor);
  refused(g, play("inventor"), "bad_action");          // played with its targets
  refused(g, swap_tokens(0, 1), "not_allowed");            // 10 <-> 2
  refused(g, swap_tokens(3, 2), "not_allowed");            // 12
  refused(g, swap_tokens(0, 4), "not_allowed");            // 6
  refused(g, swap_tokens(11, 2), "not_allowed");           // 8
  refused(g, swap_tokens(9, 2), "not_allowed");            // the desert has no token
  refused(g, swap_tokens(0, 6), "not_allowed");            // 10 <-> 10 changes nothing
  refused(g, swap_tokens(2, 2), "bad_id");
  refused(g, swap_tokens(19, 2), "bad_id");                // a sea hex
  refused(g, with(swap_tokens(0, 2), "player", 1), "not_pending");  // not their turn
  g.position_for_test().robber_hex = 13;                // the robber's hex (3) may be involved
  S(g).attacks = 1;                                     // (the robber moves only after the first attack)
  auto ev = act(g, swap_tokens(13, 0));
  CHECK(count_events(ev, "numbers_swapped") == 1);
  CHECK(count_events(ev, "progress_played") == 1);
  CHECK(S(g).hand[0][inventor] == 0);
  CHECK(S(g).under[inventor] == 1);
  CHECK(catan::ck::hex_number(g.def(), S(g), 13) == 10);
  CHECK(catan::ck::hex_number(g.def(), S(g), 0) == 3);
  CHECK(catan::ck::hex_number(g.def(), S(g), 2) == 9);   // others unchanged
  CHECK(g.def().layout.number[0] == 10);                 // the board definition stays as dealt
  refused(g, swap_tokens(0, 2), "not_allowed");             // the card is spent
  // The view's board shows the swapped tokens to every seat and in its JSON.
  for (int seat : {0, 2, -1}) {
    auto v = g.player_view(seat);
    CHECK(v.layout.number[13] == 10);
    CHECK(v.layout.number[0] == 3);
    CHECK(v.layout.number[4] == 6);
  }
  auto vj = g.view(1);
  int seen = 0;
  for (const auto& h : vj["board"]["hexes"])
    if (h.contains("id") && h["id"] == 0) { CHECK(h["number"] == 3); ++seen; }
  CHECK(seen == 1);
  // A moved token can move again (3 on hex 0 back with a 9): tokens stay a permutation.
  hold(g, 0, inventor);
  act(g, swap_tokens(0, 2));
  CHECK(catan::ck::hex_number(g.def(), S(g), 0) == 9);
  CHECK(catan::ck::hex_number(g.def(), S(g), 2) == 3);
  CHECK(catan::check_invariants(g).empty());
}

TEST_CASE("ck card Inventor: production follows the swapped tokens") {
  Game g = ck_main();
  auto only_hex = [](int v) {
    int n = 0;
    for (auto x : Topology::standard().vertices[size_t(v)].hexes) n += x >= 0 && x < catan::ck::kLandHexes;
    return n;
  };
  const int v0 = corner(0, 0), v2 = corner(2, 0);  // top corners of the top row: one land hex each
  REQUIRE(only_hex(v0) == 1);
  REQUIRE(only_hex(v2) == 1);
  put_building(g, 0, v0, 2);  // city on mountains (10)
  put_building(g, 1, v2, 1);  // settlement on forest (9)
  hold(g, 0, inventor);
  act(g, swap_tokens(0, 2));     // mountains now 9, forest now 10
  end_turn(g);
  roll3(g, 4, 6, 1);          // player 1 rolls 10 (ship): the forest (now 10) produces, the mountains not
  CHECK(g.position().players[1].hand[Resource::lumber] == 1);
  CHECK(g.position().players[1].hand.total() == 1);
  CHECK(g.position().players[0].hand.total() == 0);
  end_turn(g);
  roll3(g, 4, 5, 1);          // player 2 rolls 9: the mountains (now 9) give the city ore + coin
  CHECK(g.position().players[0].hand[Resource::ore] == 1);
  CHECK(g.position().players[0].hand[kCoin] == 1);
  CHECK(g.position().players[0].hand.total() == 2);
  CHECK(g.position().players[1].hand.total() == 1);  // nothing more from the forest
}

TEST_CASE("ck card Inventor: a save with a swap replays to the same state; old saves without tokens load") {
  // Random legal play until an Inventor is played, then save -> load.
  bool swapped = false;
  for (uint64_t seed = 1; seed <= 200 && !swapped; ++seed) {
    Game g = new_game(4, "beginner", seed, {}, "cities-knights");
    auto rng = catan::Rng::from_seed(seed);
    ActionList list;
    for (int step = 0; step < 6000 && !g.is_terminal() && !swapped; ++step) {
      std::array<int8_t, catan::kMaxPlayers> who{};
      const int n = g.pending_players(who);
      REQUIRE(n > 0);
      g.legal_actions(who[0], list);
      REQUIRE(list.size > 0);
      const Action a = list[catan::choose_random_action(list, rng)];
      REQUIRE(!g.apply(a));
      swapped = a.type == catan::ck::act::play_inventor;
    }
    if (!swapped) continue;
    REQUIRE(catan::ck::tokens_moved(S(g)));
    Game back;
    Error err;
    REQUIRE(Game::from_json(g.to_json(), back, err));
    CHECK(back.snapshot() == g.snapshot());
    CHECK(back.view(0) == g.view(0));
    CHECK(S(back).tokens == S(g).tokens);
    CHECK(g.snapshot()["module"]["number_tokens"].size() == 19);
  }
  CHECK(swapped);
}

TEST_CASE("ck card Deserter: the knight placed on an opponent's road breaks their Longest Road at once (§4 trap)") {
  Game g = ck_main();
  hold(g, 0, deserter);
  auto path = walk(corner(4, 0), 5);
  put_building(g, 1, path[0], 1);
  for (int i = 0; i < 5; ++i) put_road(g, 1, edge(path[size_t(i)], path[size_t(i + 1)]));
  REQUIRE(g.position().longest_road_owner == 1);
  int side = -1, mid = -1;  // an inner intersection of the chain with a third path off it
  for (int i = 1; i <= 4 && side < 0; ++i) {
    const auto& vi = Topology::standard().vertices[size_t(path[size_t(i)])];
    for (int k = 0; k < vi.degree; ++k)
      if (vi.neighbors[size_t(k)] != path[size_t(i - 1)] && vi.neighbors[size_t(k)] != path[size_t(i + 1)]) {
        side = vi.neighbors[size_t(k)];
        mid = path[size_t(i)];
      }
  }
  REQUIRE(side >= 0);
  put_road(g, 0, edge(side, mid));
  put_knight(g, 1, corner(16, 3), 1, false);
  act(g, with(a0("play_deserter"), "opponent", 1));
  act(g, {{"type", "desert_knight"}, {"player", 1}, {"vertex", corner(16, 3)}});
  act(g, with(a0("place_deserter"), "vertex", mid));
  CHECK(g.position().longest_road_owner == -1);  // the chain of 5 cut in two: nobody has 5
}

TEST_CASE("ck card Road Building: not playable when opponents' knights block every spot") {
  Game g = ck_main();
  hold(g, 0, road_building);
  auto path = walk(corner(4, 0), 1);
  put_road(g, 0, edge(path[0], path[1]));
  put_knight(g, 1, path[0], 1, false);
  put_knight(g, 1, path[1], 1, false);
  refused(g, play("road_building"), "not_allowed");
  S(g).knight[size_t(path[1])] = 0;
  act(g, play("road_building"));
  CHECK(g.position().phase == Phase::road_building);
}
