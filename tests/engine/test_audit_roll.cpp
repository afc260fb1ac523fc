// Rules audit: production (§1.6), rolling a 7 / robber / steal (§1.7),
// options no_sevens_first_rounds, balanced_dice, friendly_robber, discard_limit.
#include <set>

#include "test_audit_util.hpp"

using namespace audit;

namespace {

// P0 settlement at 8 (hexes 0 mountains 10, 1 pasture 2, 4 hills 6),
// P1 city at 18 (hexes 4 hills 6, 5 pasture 4, 9 desert),
// P2 settlement at 45 (hexes 14 fields 4, 17 fields 6, 18 pasture 11).
Game production_game() {
  Game g = new_game(4);
  put_settlement(g, 0, 8);
  put_city(g, 1, 18);
  put_settlement(g, 2, 45);
  start_turn(g, 0, Phase::pre_roll);
  return g;
}

}  // namespace

TEST_CASE("audit production: settlement 1, city 2, every player, every hex of the number") {
  Game g = production_game();
  ok(g, roll(0, 3, 3));
  const auto& p = g.position();
  // 6: hex 4 hills -> P0 settlement 1 brick, P1 city 2 brick; hex 17 fields -> P2 1 grain.
  CHECK(p.players[0].hand == rc(1, 0, 0, 0, 0));
  CHECK(p.players[1].hand == rc(2, 0, 0, 0, 0));
  CHECK(p.players[2].hand == rc(0, 0, 0, 1, 0));
  CHECK(p.bank == rc(16, 19, 19, 18, 19));
  CHECK(p.phase == Phase::main);
}

TEST_CASE("audit production: the robber blocks only its hex") {
  Game g = production_game();
  g.position_for_test().robber_hex = 4;
  ok(g, roll(0, 2, 4));
  const auto& p = g.position();
  // Hex 4 (6) is blocked; hex 17 (the other 6) still produces for P2.
  CHECK(p.players[0].hand.total() == 0);
  CHECK(p.players[1].hand.total() == 0);
  CHECK(p.players[2].hand == rc(0, 0, 0, 1, 0));

  // Same building, another hex: P3 settlements at 12 (hexes 0 mtn 10, 3, 4) and
  // 14 (hexes 2, 5, 6 hills 10); robber on hex 0; a 10 gives P3 only the brick of hex 6.
  Game h = new_game(4);
  put_settlement(h, 3, 12);
  put_settlement(h, 3, 14);
  h.position_for_test().robber_hex = 0;
  start_turn(h, 0, Phase::pre_roll);
  ok(h, roll(0, 4, 6));
  CHECK(h.position().players[3].hand == rc(1, 0, 0, 0, 0));
}

TEST_CASE("audit production: bank shortage - nobody gets the resource if several are owed") {
  Game g = production_game();
  drain_bank(g, Resource::brick, 2, 3);  // bank holds 2 brick, P3 the other 17
  ok(g, roll(0, 3, 3));
  const auto& p = g.position();
  // Owed brick: P0 1 + P1 2 = 3 > 2 in the bank, two players -> nobody gets brick.
  CHECK(p.players[0].hand.total() == 0);
  CHECK(p.players[1].hand.total() == 0);
  CHECK(p.bank[Resource::brick] == 2);
  // Other resources are unaffected: P2 still takes the grain.
  CHECK(p.players[2].hand == rc(0, 0, 0, 1, 0));
}

TEST_CASE("audit production: bank shortage - a single recipient takes what is left") {
  Game g = new_game(4);
  put_city(g, 1, 18);
  start_turn(g, 0, Phase::pre_roll);
  drain_bank(g, Resource::brick, 1, 3);
  ok(g, roll(0, 1, 5));
  // P1's city is owed 2 brick, the bank has 1, P1 is the only one owed -> P1 takes 1.
  CHECK(g.position().players[1].hand == rc(1, 0, 0, 0, 0));
  CHECK(g.position().bank[Resource::brick] == 0);
}

TEST_CASE("audit production: bank holding exactly the owed amount pays everybody") {
  Game g = production_game();
  drain_bank(g, Resource::brick, 3, 3);
  ok(g, roll(0, 3, 3));
  CHECK(g.position().players[0].hand == rc(1, 0, 0, 0, 0));
  CHECK(g.position().players[1].hand == rc(2, 0, 0, 0, 0));
  CHECK(g.position().bank[Resource::brick] == 0);
}

TEST_CASE("audit 7: only players with more than 7 cards discard floor(n/2), of their choice") {
  Game g = production_game();
  set_hand(g, 0, rc(2, 2, 2, 2, 1));  // 9 -> discards 4 (active player too)
  set_hand(g, 1, rc(0, 0, 4, 4, 0));  // 8 -> discards 4
  set_hand(g, 2, rc(1, 1, 1, 1, 3));  // 7 -> keeps all
  ok(g, roll(0, 3, 4));
  const auto& p = g.position();
  CHECK(p.phase == Phase::discard);
  CHECK(p.players[0].discard_due == 4);
  CHECK(p.players[1].discard_due == 4);
  CHECK(p.players[2].discard_due == 0);
  CHECK(p.players[3].discard_due == 0);
  CHECK(g.is_pending(0));
  CHECK(g.is_pending(1));
  CHECK_FALSE(g.is_pending(2));
  Action d = act(ActionType::discard, 2);
  d.give = rc(1, 0, 0, 0, 0);
  refused(g, d, "not_pending");
  d.player = 0;
  d.give = rc(2, 2, 1, 0, 0);  // 5 > 4
  refused(g, d, "bad_count");
  d.give = rc(0, 0, 0, 0, 2);  // holds only 1 ore
  refused(g, d, "cannot_afford");
  refused(g, robber(0, 4, 1), "wrong_phase");  // no robber move before discards
  d.give = rc(2, 0, 0, 0, 0);
  ok(g, d);
  CHECK(g.position().players[0].discard_due == 2);
  d.give = rc(0, 2, 0, 0, 0);
  ok(g, d);
  CHECK_FALSE(g.is_pending(0));
  Action d1 = act(ActionType::discard, 1);
  d1.give = rc(0, 0, 4, 0, 0);
  ok(g, d1);
  CHECK(g.position().phase == Phase::move_robber);
  CHECK(g.position().players[0].hand == rc(0, 0, 2, 2, 1));
  CHECK(g.position().players[1].hand == rc(0, 0, 0, 4, 0));
  // Discarded cards went back to the bank.
  CHECK(g.position().bank[Resource::brick] == 19 - 1);  // P2 still holds 1 brick
}

TEST_CASE("audit 7: discard_limit option 9 - players with 10+ discard, 9 do not") {
  Options o;
  o.discard_limit = 9;
  Game g = new_game(4, o);
  start_turn(g, 0, Phase::pre_roll);
  set_hand(g, 0, rc(2, 2, 2, 2, 2));  // 10 > 9 -> discards 5
  set_hand(g, 1, rc(1, 2, 2, 2, 2));  // 9 -> none
  ok(g, roll(0, 6, 1));
  CHECK(g.position().players[0].discard_due == 5);
  CHECK(g.position().players[1].discard_due == 0);
}

TEST_CASE("audit 7: robber must move, victim rules, steal from an adjacent player with cards") {
  // Hex 4 corners {8,13,18,23,17,12}: P0 (mover) at 8, P1 at 18 with cards, P2 at 17 without.
  Game g = new_game(4);
  put_settlement(g, 0, 8);
  put_settlement(g, 1, 18);
  put_settlement(g, 2, 17);
  start_turn(g, 0, Phase::pre_roll);
  set_hand(g, 1, rc(0, 0, 2, 0, 0));
  set_hand(g, 0, rc(0, 0, 0, 0, 1));
  ok(g, roll(0, 5, 2));
  CHECK(g.position().phase == Phase::move_robber);
  refused(g, robber(0, 9), "not_allowed");           // robber is on the desert (hex 9): must move
  refused(g, robber(0, 4), "not_allowed");            // P1 adjacent with cards: a victim is required
  refused(g, robber(0, 4, 2), "not_allowed");        // P2 holds no cards
  refused(g, robber(0, 4, 0), "not_allowed");        // not yourself
  refused(g, robber(0, 4, 3), "not_allowed");        // P3 has no building there
  refused(g, robber(0, 19), "bad_id");               // sea hex
  refused(g, robber(1, 4, 0), "not_pending");        // only the roller moves it
  Action bad = robber(0, 4, 1);
  bad.chance = {Chance::resource, int8_t(Resource::ore), 0};  // P1 holds no ore
  refused(g, bad, "bad_chance");
  refused(g, robber(0, 0, 1), "not_allowed");        // P1 not on hex 0
  // Legal list for hex 4: only victim 1.
  ActionList l;
  g.legal_actions(0, l);
  int hex4 = 0;
  for (const auto& a : l) if (a.type == ActionType::move_robber && a.target == 4) { ++hex4; CHECK(a.victim == 1); }
  CHECK(hex4 == 1);
  for (const auto& a : l) CHECK(a.target != 9);
  Action good = robber(0, 4, 1);
  good.chance = {Chance::resource, int8_t(Resource::wool), 0};
  ok(g, good);
  CHECK(g.position().robber_hex == 4);
  CHECK(g.position().players[1].hand == rc(0, 0, 1, 0, 0));
  CHECK(g.position().players[0].hand == rc(0, 0, 1, 0, 1));
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("audit 7: no victim when nobody adjacent holds cards; a random steal takes a card the victim has") {
  Game g = new_game(4);
  put_settlement(g, 1, 18);  // hex 4
  put_settlement(g, 2, 40);  // hex 13 corners {29,35,40,44,39,34}
  start_turn(g, 0, Phase::move_robber);
  g.position_for_test().robber_by_roll = true;
  refused(g, robber(0, 4, 1), "not_allowed");  // P1 has no cards: naming them is refused
  Game h = g;
  ok(h, robber(0, 4));
  CHECK(h.position().robber_hex == 4);
  // Random steal: P2 holds exactly 1 ore -> the stolen card must be that ore.
  set_hand(g, 2, rc(0, 0, 0, 0, 1));
  ok(g, robber(0, 13, 2));
  CHECK(g.position().players[2].hand.total() == 0);
  CHECK(g.position().players[0].hand == rc(0, 0, 0, 0, 1));
}

TEST_CASE("audit 7: a knight moves the robber but never triggers discards") {
  Game g = new_game(4);
  put_settlement(g, 1, 18);
  start_turn(g, 0, Phase::main);
  put_dev(g, 0, DevCard::knight);
  set_hand(g, 1, rc(2, 2, 2, 2, 2));  // 10 cards
  ok(g, act(ActionType::play_knight, 0));
  CHECK(g.position().phase == Phase::move_robber);
  CHECK(g.position().players[1].discard_due == 0);
  CHECK_FALSE(g.is_pending(1));
  Action a = robber(0, 4, 1);
  a.chance = {Chance::resource, int8_t(Resource::ore), 0};
  ok(g, a);
  CHECK(g.position().players[1].hand.total() == 9);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("audit option friendly_robber: no robber next to another player with 2 VP") {
  Options o;
  o.friendly_robber = true;
  Game g = new_game(4, o);
  put_city(g, 1, 18);        // P1: 2 VP, on hex 4
  put_settlement(g, 2, 40);  // P2: 3 VP, on hex 13
  put_settlement(g, 2, 0);
  put_settlement(g, 2, 2);
  set_hand(g, 1, rc(1, 0, 0, 0, 0));
  set_hand(g, 2, rc(1, 0, 0, 0, 0));
  start_turn(g, 0, Phase::move_robber);
  g.position_for_test().robber_by_roll = true;
  refused(g, robber(0, 4, 1), "not_allowed");
  ok(g, robber(0, 13, 2));
}

TEST_CASE("audit option no_sevens_first_rounds: 7s re-rolled in turns 0..2n-1 only") {
  Options o;
  o.no_sevens_first_rounds = true;
  Game g = new_game(4, o);
  start_turn(g, 0, Phase::pre_roll);
  g.position_for_test().turn = 7;  // last turn of round 2 with 4 players
  refused(g, roll(0, 3, 4), "bad_chance");
  for (uint64_t s = 0; s < 300; ++s) {
    Game h = g;
    h.position_for_test().rng = Rng::from_seed(s);
    ok(h, act(ActionType::roll_dice, 0));
    CHECK(h.position().dice[0] + h.position().dice[1] != 7);
  }
  g.position_for_test().turn = 8;  // round 3: 7s count again
  int sevens = 0;
  for (uint64_t s = 0; s < 300; ++s) {
    Game h = g;
    h.position_for_test().rng = Rng::from_seed(s);
    ok(h, act(ActionType::roll_dice, 0));
    sevens += h.position().dice[0] + h.position().dice[1] == 7;
  }
  CHECK(sevens > 20);  // expected 50 of 300
  ok(g, roll(0, 3, 4));
}

TEST_CASE("audit option balanced_dice: 36 rolls give each two-dice outcome exactly once") {
  Options o;
  o.balanced_dice = true;
  Game g = new_game(4, o);
  std::set<int> seen;
  for (int i = 0; i < 36; ++i) {
    start_turn(g, 0, Phase::pre_roll);
    ok(g, act(ActionType::roll_dice, 0));
    seen.insert(g.position().dice[0] * 10 + g.position().dice[1]);
  }
  CHECK(seen.size() == 36);
  // Deck empty now: a 37th roll starts a new deck.
  start_turn(g, 0, Phase::pre_roll);
  ok(g, act(ActionType::roll_dice, 0));
  // A supplied outcome already drawn from the current deck is impossible.
  int d1 = g.position().dice[0], d2 = g.position().dice[1];
  start_turn(g, 0, Phase::pre_roll);
  refused(g, roll(0, d1, d2), "bad_chance");
}

TEST_CASE("audit option friendly_robber: every hex protected -> the robber still has a legal move (desert)") {
  // Vertices 8, 14, 22, 31, 39, 45 exactly cover the 18 non-desert land hexes
  // (computed from the board JSON). P1, P2, P3 each own two of them: 2 VP each,
  // so every hex but the desert touches a protected player (§1.7 variant).
  Options o;
  o.friendly_robber = true;
  Game g = new_game(4, o);
  put_settlement(g, 1, 8);
  put_settlement(g, 1, 14);
  put_settlement(g, 2, 22);
  put_settlement(g, 2, 31);
  put_settlement(g, 3, 39);
  put_settlement(g, 3, 45);
  start_turn(g, 0, Phase::move_robber);
  g.position_for_test().robber_by_roll = true;
  g.position_for_test().robber_hex = 4;  // robber not on the desert: it goes to the desert
  refused(g, robber(0, 0), "not_allowed");
  ActionList l;
  g.legal_actions(0, l);
  REQUIRE(l.size == 1);
  CHECK(l[0].target == 9);
  ok(g, robber(0, 9));
  CHECK(g.position().robber_hex == 9);
  // Robber already on the desert: the game must not deadlock (some legal move exists).
  start_turn(g, 0, Phase::move_robber);
  g.position_for_test().robber_by_roll = true;
  g.legal_actions(0, l);
  CHECK(l.size >= 1);
}
