// Progress cards (§3.7, §3.14, seed 002): 54 cards in three decks, hand limit 4 (5 on your
// own turn), VP cards revealed, cards without an effect yet refused and never consumed;
// no development cards; victory at 13 on your own turn; bad input refused, state untouched.
#include "ck_helpers.hpp"

using namespace ckt;

TEST_CASE("ck: the decks hold 54 cards, 18 per colour, with the reference's counts") {
  Game g = ck_blank();
  int total = 0;
  std::array<int, 3> per{};
  for (int k = 0; k < kProgressKinds; ++k) { total += S(g).deck[size_t(k)]; per[size_t(card_track(k))] += S(g).deck[size_t(k)]; }
  CHECK(total == 54);
  CHECK(per == std::array<int, 3>{18, 18, 18});
  CHECK(S(g).deck[merchant] == 6);
  CHECK(S(g).deck[resource_monopoly] == 4);
  CHECK(S(g).deck[spy] == 3);
  CHECK(S(g).deck[road_building] == 2);
  CHECK(S(g).deck[printer] == 1);
  CHECK(S(g).deck[constitution] == 1);
  CHECK(S(g).deck_left == std::array<int8_t, 3>{18, 18, 18});
}

TEST_CASE("ck: a 5th card drawn off-turn is discarded at once; on your own turn 5 are kept until the turn ends") {
  Game g = ck_blank();
  // Only non-VP cards can be drawn from blue: the Constitution waits under the deck.
  S(g).deck[constitution] = 0;
  S(g).under[constitution] = 1;
  S(g).deck[spy] = 0;
  S(g).hand[1][spy] = 3;
  S(g).deck[warlord] = 1;
  S(g).hand[1][warlord] = 1;
  S(g).hand_count[1] = 4;
  S(g).deck_left[politics] = 14;
  S(g).level[1][politics] = 5;
  S(g).level[0][politics] = 5;
  S(g).deck[bishop] = 0;
  S(g).hand[0][bishop] = 2;
  S(g).deck[wedding] = 0;
  S(g).hand[0][wedding] = 2;
  S(g).hand_count[0] = 4;
  S(g).deck_left[politics] = 10;
  roll3(g, 1, 1, 5);  // blue gate: players 0 and 1 draw
  CHECK(S(g).hand_count[0] == 5);  // own turn: kept
  CHECK(S(g).hand_count[1] == 5);
  CHECK(g.position().phase == Phase::variant);
  CHECK(g.is_pending(1));
  CHECK(!g.is_pending(0));
  act(g, {{"type", "discard_progress"}, {"player", 1}, {"card", "spy"}});
  CHECK(S(g).hand_count[1] == 4);
  CHECK(S(g).under[spy] == 1);
  CHECK(g.position().phase == Phase::main);
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "not_allowed");
  refused(g, {{"type", "discard_progress"}, {"player", 0}, {"card", "spy"}}, "not_allowed");
  act(g, {{"type", "discard_progress"}, {"player", 0}, {"card", "bishop"}});
  refused(g, {{"type", "discard_progress"}, {"player", 0}, {"card", "wedding"}}, "wrong_phase");
  end_turn(g);
}

TEST_CASE("ck: Printer and Constitution are revealed at once for 1 VP and stay out of the hand") {
  Game g = ck_blank();
  for (int k = track_first(science); k < track_end(science); ++k) {
    if (k == printer) continue;
    S(g).under[size_t(k)] = S(g).deck[size_t(k)];
    S(g).deck[size_t(k)] = 0;
  }
  S(g).level[2][science] = 1;
  const int before = g.total_points(2);
  auto ev = roll3(g, 1, 1, 6);
  CHECK(has_event(ev, "progress_revealed"));
  CHECK(S(g).vp_cards[2] == 1);
  CHECK(S(g).hand_count[2] == 0);
  CHECK(g.public_points(2) == before + 1);
}

TEST_CASE("ck: progress cards only on your turn after the roll (Alchemist before it), each with its own action when it has targets") {
  Game g = ck_blank();
  S(g).deck[saboteur] = 1;
  S(g).hand[0][saboteur] = 1;
  S(g).deck[alchemist] = 1;
  S(g).hand[0][alchemist] = 1;
  S(g).hand_count[0] = 2;
  S(g).deck_left[politics] = 17;
  S(g).deck_left[science] = 17;
  refused(g, {{"type", "play_progress"}, {"player", 0}, {"card", "saboteur"}}, "wrong_phase");  // before the roll
  refused(g, {{"type", "play_progress"}, {"player", 0}, {"card", "alchemist"}}, "bad_action");  // play_alchemist
  roll3(g, 1, 1, 4);
  refused(g, {{"type", "play_alchemist"}, {"player", 0}, {"dice", 34}}, "wrong_phase");  // after the roll
  refused(g, {{"type", "play_progress"}, {"player", 0}, {"card", "saboteur"}}, "not_allowed");  // nobody to hit: no effect
  refused(g, {{"type", "play_progress"}, {"player", 0}, {"card", "spy"}}, "not_allowed");  // not held
  CHECK(S(g).hand[0][saboteur] == 1);
}

namespace {
// Player 0 holds one `card` (taken from its deck) in the main phase.
Game holding(int card) {
  Game g = ck_blank();
  roll3(g, 1, 1, 4);
  S(g).deck[size_t(card)] -= 1;
  S(g).hand[0][size_t(card)] = 1;
  S(g).hand_count[0] = 1;
  S(g).deck_left[size_t(card_track(card))] -= 1;
  return g;
}
}  // namespace

TEST_CASE("ck: Warlord activates all your knights free; with none inactive it cannot be played") {
  Game g = holding(warlord);
  refused(g, {{"type", "play_progress"}, {"player", 0}, {"card", "warlord"}}, "not_allowed");  // no effect
  put_knight(g, 0, corner(0, 0), 1, false);
  put_knight(g, 0, corner(2, 3), 2, true);
  put_knight(g, 1, corner(13, 3), 1, false);
  act(g, {{"type", "play_progress"}, {"player", 0}, {"card", "warlord"}});
  CHECK(knight::active(S(g).knight[size_t(corner(0, 0))]));
  CHECK(!knight::active(S(g).knight[size_t(corner(13, 3))]));
  CHECK(S(g).hand_count[0] == 0);
  CHECK(S(g).under[warlord] == 1);  // under its deck
  CHECK(S(g).deck_left[politics] == 18);
}

TEST_CASE("ck: Irrigation gives 2 grain per fields hex next to your buildings, each hex once; Mining 2 ore per mountains hex") {
  Game g = holding(irrigation);
  refused(g, {{"type", "play_progress"}, {"player", 0}, {"card", "irrigation"}}, "not_allowed");  // no fields hex: no effect
  // Land hex 3 (fields 12) and 7 (fields 9) on the beginner board; two buildings on hex 3 count once.
  REQUIRE(g.def().layout.terrain[3] == Terrain::fields);
  REQUIRE(g.def().layout.terrain[7] == Terrain::fields);
  put_building(g, 0, corner(3, 0), 2);
  put_building(g, 0, corner(3, 3), 1);
  int fields = 0;
  for (int h = 0; h < ck::kLandHexes; ++h) {
    if (g.def().layout.terrain[h] != Terrain::fields) continue;
    for (auto v : Topology::standard().hexes[h].vertices)
      if (g.position().building_owner[v] == 0) { ++fields; break; }
  }
  REQUIRE(fields >= 1);
  act(g, {{"type", "play_progress"}, {"player", 0}, {"card", "irrigation"}});
  CHECK(g.position().players[0].hand[Resource::grain] == 2 * fields);

  Game m = holding(mining);
  put_building(m, 0, corner(0, 0), 1);  // land hex 0: mountains
  REQUIRE(m.def().layout.terrain[0] == Terrain::mountains);
  act(m, {{"type", "play_progress"}, {"player", 0}, {"card", "mining"}});
  int mountains = 0;
  for (int h = 0; h < ck::kLandHexes; ++h) {
    if (m.def().layout.terrain[h] != Terrain::mountains) continue;
    for (auto v : Topology::standard().hexes[h].vertices)
      if (m.position().building_owner[v] == 0) { ++mountains; break; }
  }
  CHECK(m.position().players[0].hand[Resource::ore] == 2 * mountains);
}

TEST_CASE("ck: no development cards; bad C&K input refused with the state untouched") {
  Game g = ck_blank();
  roll3(g, 1, 1, 4);
  give(g, 0, {0, 0, 1, 1, 1});
  refused(g, {{"type", "buy_development_card"}, {"player", 0}}, "not_allowed");
  refused(g, {{"type", "build_improvement"}, {"player", 0}, {"track", 3}}, "bad_action");
  refused(g, {{"type", "build_improvement"}, {"player", 0}}, "bad_action");
  refused(g, {{"type", "move_knight"}, {"player", 0}, {"vertex", 1}, {"to", 99}}, "bad_action");
  refused(g, {{"type", "discard_progress"}, {"player", 0}, {"card", "joker"}}, "bad_action");
  refused(g, {{"type", "lose_city"}, {"player", 0}, {"vertex", 1}}, "wrong_phase");
  refused(g, {{"type", "relocate_knight"}, {"player", 0}, {"vertex", 1}}, "wrong_phase");
  refused(g, {{"type", "activate_knight"}, {"player", 0}, {"vertex", 1}}, "not_allowed");
  refused(g, {{"type", "place_metropolis"}, {"player", 0}, {"vertex", 1}}, "wrong_phase");
  refused(g, {{"type", "aqueduct_take"}, {"player", 0}, {"resource", "ore"}}, "wrong_phase");
  refused(g, {{"type", "build_knight"}, {"player", 1}, {"vertex", 1}}, "not_pending");
  // The event die is a third dice value only in this game.
  Game b = blank();
  refused(b, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {1, 2, 3}}}}}, "bad_action");
  Game c = ck_blank();
  refused(c, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {1, 2, 7}}}}}, "bad_action");
}

TEST_CASE("ck: 13 VP wins on your own turn only") {
  Game g = ck_blank();
  // Player 1: 4 cities (8) + 2 Defender + Printer + Constitution + merchant = 13, off-turn.
  for (int v : {corner(0, 0), corner(2, 3), corner(13, 3), corner(16, 3)}) put_building(g, 1, v, 2);
  S(g).defender[1] = 2;
  S(g).vp_cards[1] = 2;
  S(g).deck[printer] = 0;
  S(g).deck[constitution] = 0;
  S(g).deck_left[science] = 17;
  S(g).deck_left[politics] = 17;
  S(g).merchant_owner = 1;
  S(g).merchant_hex = 0;
  CHECK(g.total_points(1) == 13);
  roll3(g, 1, 1, 4);
  CHECK(!g.is_terminal());
  end_turn(g);  // player 1's own turn begins with 13 VP: they win then (§3.13, seed 002)
  CHECK(g.is_terminal());
  CHECK(g.winner() == 1);
}
