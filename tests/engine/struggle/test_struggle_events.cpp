// Struggle for Catan: city events, the destiny card, the expansions, the draw phase and
// victory. Right values by hand from shared/rules/struggle.md (sections per test).
#include "tests/engine/struggle/struggle_helpers.hpp"

using namespace sth;

TEST_CASE("struggle: Robbery: everyone over 7 discards down to exactly 7, then the destiny card flips (§3)") {
  State s = game(3);
  s.phase = Phase::build;
  set_hand(s, 0, H(3, 4, 2, 2, 4));  // 15 cards; the city costs 5 -> 10 left
  set_hand(s, 1, H(1, 2, 2, 1, 1));  // 7: keeps all
  set_hand(s, 2, H(1, 2, 2, 2, 1));  // 8: discards 1
  Action c = build(0, city, H(0, 0, 0, 2, 3));
  c.chance_event = robbery;
  ok(s, c);
  CHECK(s.phase == Phase::discard);
  CHECK(pending(s) == std::vector<int>{0, 2});
  CHECK(s.destiny == 1);  // not yet
  Action d = act(Act::discard, 1);
  d.give = B;
  CHECK(refused(s, d) == "not_discarding");
  CHECK(refused(s, act(Act::end_turn, 0)) == "wrong_phase");
  for (int i = 0; i < 3; ++i) { d.player = 0; d.give = B; ok(s, d); }
  d.player = 2;
  ok(s, d);
  CHECK(count(s.seat[0].hand) == 7);
  CHECK(count(s.seat[1].hand) == 7);
  CHECK(count(s.seat[2].hand) == 7);
  CHECK(s.destiny == -1);  // flipped after the discards
  CHECK(s.phase == Phase::build);
  CHECK(s.seat[0].city_events[robbery] == 1);
  CHECK(s.seat[0].vp == 2);  // the settlement became a city
}

TEST_CASE("struggle: Robbery with nobody over 7 flips at once; 2 players: no flip (§3)") {
  State s = game(3);
  s.phase = Phase::build;
  set_hand(s, 0, H(0, 0, 0, 2, 3));
  Action c = build(0, city, H(0, 0, 0, 2, 3));
  c.chance_event = robbery;
  ok(s, c);
  CHECK(s.phase == Phase::build);
  CHECK(s.destiny == -1);
  State t = game(2);
  t.phase = Phase::build;
  set_hand(t, 0, H(0, 0, 0, 2, 3));
  ok(t, c);
  CHECK(t.destiny == 1);
}

TEST_CASE("struggle: Market Day replaces the 5 market cards (§3)") {
  State s = game(2);
  s.phase = Phase::build;
  set_hand(s, 0, H(0, 0, 0, 2, 3));
  const auto old = s.market;
  Hand old_counts{};
  for (int m : old) ++old_counts[m];
  Action c = build(0, city, H(0, 0, 0, 2, 3));
  c.chance_event = market_day;
  c.chance_cards = {B, B, L, W, G};
  ok(s, c);
  CHECK(s.market == std::array<int, 5>{B, B, L, W, G});
  Hand expect_discard = old_counts;
  expect_discard[G] += 2;
  expect_discard[O] += 3;
  CHECK(s.discard == expect_discard);
  CHECK(s.seat[0].city_events[market_day] == 1);
  CHECK(s.event_pool[market_day] == 2);  // 3 Market Day in the 2-player set
}

TEST_CASE("struggle: settlement lets you flip the destiny card (3-4 players); 2 players: refused (§4)") {
  State s = game(3);
  s.phase = Phase::build;
  set_hand(s, 0, H(1, 1, 1, 1, 0));
  ok(s, build(0, settlement, H(1, 1, 1, 1, 0)));
  CHECK(s.phase == Phase::destiny);
  CHECK(refused(s, act(Act::end_turn, 0)) == "wrong_phase");
  ok(s, act(Act::flip_destiny, 0));
  CHECK(s.destiny == -1);
  CHECK(s.phase == Phase::build);
  CHECK(s.seat[0].vp == 2);
  State t = game(2);
  t.phase = Phase::build;
  set_hand(t, 0, H(1, 1, 1, 1, 0));
  ok(t, build(0, settlement, H(1, 1, 1, 1, 0)));
  CHECK(t.phase == Phase::build);
  CHECK(refused(t, act(Act::flip_destiny, 0)) == "no_destiny_two_players");
}

TEST_CASE("struggle: Merchant Guild draws blind from a player with equal or more VP, once a turn (§2)") {
  State s = game(3);
  give_expansion(s, 0, merchant_guild);  // seat 0: a city with the guild = 3 VP
  CHECK(s.seat[0].vp == 3);
  set_hand(s, 1, H(0, 0, 0, 0, 2));
  set_hand(s, 2, H(0, 0, 2, 0, 0));
  set_rows(s, 1, 4, 0);  // 1 + 2 B-side roads = 3 VP: equal
  CHECK(s.seat[1].vp == 3);
  CHECK(s.seat[2].vp == 1);
  Action g = act(Act::guild, 0);
  g.victim = 2;
  CHECK(refused(s, g) == "guild_fewer_vp");
  g.victim = 1;
  g.chance_card = O;
  ok(s, g);
  CHECK(s.seat[0].hand[O] >= 1);
  CHECK(s.seat[1].hand[O] == 1);
  CHECK(refused(s, g) == "guild_used");
  State t = game(3);
  Action h = act(Act::guild, 0);
  h.victim = 1;
  CHECK(refused(t, h) == "no_guild");
}

TEST_CASE("struggle: University waives one missing resource once a turn (§2)") {
  State s = game(2);
  give_expansion(s, 0, university);
  s.settlement_stack -= 1; s.seat[0].settlements += 1; s.seat[0].vp = recompute_vp(s.seat[0]);
  s.phase = Phase::build;
  set_hand(s, 0, H(1, 0, 1, 1, 3));
  Action c = build(0, city, H(0, 0, 0, 1, 3));  // one grain short
  CHECK(refused(s, c) == "bad_payment");
  c.university = true;
  ok(s, c);
  CHECK(s.turn.university_used);
  Action r = build(0, road, H(1, 0, 0, 0, 0));
  r.university = true;
  CHECK(refused(s, r) == "no_university");
  State t = game(2);
  t.phase = Phase::build;
  set_hand(t, 0, H(1, 0, 0, 0, 0));
  Action u = build(0, road, H(1, 0, 0, 0, 0));
  u.university = true;
  CHECK(refused(t, u) == "no_university");
}

TEST_CASE("struggle: Town Hall costs 3 wool + 3 ore and brings the city to 4 VP (§1, §2)") {
  State s = game(2);
  give_expansion(s, 0, church);
  s.settlement_stack -= 1; s.seat[0].cities += 1; s.event_pool[robbery] -= 1; s.seat[0].city_events[robbery] += 1;
  s.seat[0].vp = recompute_vp(s.seat[0]);
  const int vp = s.seat[0].vp;
  s.phase = Phase::build;
  set_hand(s, 0, H(0, 0, 3, 0, 3));
  CHECK(refused(s, build(0, expansion, H(0, 0, 3, 0, 1), town_hall)) == "bad_payment");
  ok(s, build(0, expansion, H(0, 0, 3, 0, 3), town_hall));
  CHECK(s.seat[0].vp == vp + 2);
  CHECK(count(s.seat[0].hand) == 0);
}

TEST_CASE("struggle: an expansion needs a city without one; one of each kind per player (§2)") {
  State s = game(4);
  s.phase = Phase::build;
  set_hand(s, 0, H(0, 0, 6, 0, 2));
  CHECK(refused(s, build(0, expansion, H(0, 0, 3, 0, 1), library)) == "no_free_city");
  give_expansion(s, 0, city_wall);
  CHECK(refused(s, build(0, expansion, H(0, 0, 3, 0, 1), library)) == "no_free_city");
  s.settlement_stack -= 1; s.seat[0].cities += 1; s.event_pool[robbery] -= 1; s.seat[0].city_events[robbery] += 1;
  s.seat[0].vp = recompute_vp(s.seat[0]);
  CHECK(refused(s, build(0, expansion, H(0, 0, 3, 0, 1), city_wall)) == "has_expansion");
  ok(s, build(0, expansion, H(0, 0, 3, 0, 1), library));
  CHECK(s.seat[0].expansions == ((1u << city_wall) | (1u << library)));
}

TEST_CASE("struggle: Library: open a hand, pick face up, give one back; counts as a trade (§2)") {
  State s = game(2);
  give_expansion(s, 0, library);
  set_hand(s, 0, H(0, 0, 0, 0, 1));
  set_hand(s, 1, H(0, 0, 3, 1, 0));
  Action o = act(Act::library_open, 0);
  o.victim = 1;
  ok(s, o);
  CHECK(s.turn.trades_used == 1);
  CHECK(refused(s, act(Act::end_trade, 0)) == "library_pick_first");
  Action p = act(Act::library_pick, 0);
  p.get = B;
  CHECK(refused(s, p) == "not_in_hand");
  p.get = G;
  ok(s, p);
  CHECK(s.seat[1].hand == H(0, 0, 3, 0, 0));
  CHECK(s.turn.owe_to == 1);
  Action g = act(Act::give_back, 0);
  g.give = O;
  ok(s, g);
  CHECK(s.seat[1].hand == H(0, 0, 3, 0, 1));
  CHECK(s.seat[0].hand == H(0, 0, 0, 1, 0));
  CHECK(refused(s, o) == "library_used");
}

TEST_CASE("struggle: draw 2 + 1 per A-side knight; the discard pile refills an empty draw pile (§6 Draw, §1)") {
  State s = game(4);
  s.phase = Phase::build;
  set_rows(s, 0, 1, 3);  // knights A, B, A: 2 extra cards
  set_hand(s, 0, H(0, 0, 0, 0, 0));
  ok(s, act(Act::end_turn, 0));
  CHECK(count(s.seat[0].hand) == 4);
  CHECK(s.current == 1);
  CHECK(s.phase == Phase::trade);
  // Empty the draw pile into the discard pile: the next draw reshuffles it.
  State t = game(2);
  t.phase = Phase::build;
  t.discard = t.draw_pile;
  t.draw_pile = Hand{};
  Action e = act(Act::end_turn, 0);
  e.chance_cards = {O, O};
  const int before = count(t.discard);
  ok(t, e);
  CHECK(count(t.draw_pile) == before - 2);
  CHECK(count(t.discard) == 0);
}

TEST_CASE("struggle: 10 VP during your own turn wins at once (§7)") {
  State s = game(2);
  s.phase = Phase::build;
  set_rows(s, 0, 4, 2);  // 1 + 2 (roads B) + 1 (knight B) = 4 VP
  give_expansion(s, 0, town_hall);  // city with Town Hall: 4 -> 4 - 1 + 4 = 7
  s.seat[0].vp = recompute_vp(s.seat[0]);
  CHECK(s.seat[0].vp == 7);
  s.settlement_stack -= 2; s.seat[0].settlements += 2; s.seat[0].vp = recompute_vp(s.seat[0]);
  CHECK(s.seat[0].vp == 9);
  set_hand(s, 0, H(1, 1, 1, 1, 0));
  const auto ev = ok(s, build(0, settlement, H(1, 1, 1, 1, 0)));
  CHECK(s.phase == Phase::over);
  CHECK(s.winner == 0);
  CHECK(ev.back().type == "won");
  CHECK(refused(s, act(Act::end_turn, 0)) == "game_over");
}

TEST_CASE("struggle: the turn limit ends a locked game; the most VP wins, a tie has no winner") {
  Options o;
  o.players = 2;
  o.turn_limit = 50;
  State s = new_game(o, 3);
  s.phase = Phase::build;
  s.turn_number = 50;
  set_rows(s, 1, 2, 0);  // seat 1: 2 VP, seat 0: 1 VP
  ok(s, act(Act::end_turn, 0));
  CHECK(s.phase == Phase::over);
  CHECK(s.winner == 1);
  State t = new_game(o, 3);
  t.phase = Phase::build;
  t.turn_number = 50;
  const auto ev = ok(t, act(Act::end_turn, 0));
  CHECK(t.phase == Phase::over);
  CHECK(t.winner == -1);
  CHECK(ev.back().type == "turn_limit");
}
