// Production, Brigand Attack, Plague and Productive Year (card-games.md A.5, A.6, A.12, A.13.2).
#include "tests/engine/cardgame/cg_helpers.hpp"

using namespace cgt;

TEST_CASE("card game: production on both principalities, mills double, capped at 3, cities do not double") {
  State s = blank();
  // player 0 numbers: lumber 4, wool 3, brick 5, ore 2, grain 1, gold 6; player 1: lumber 5, wool 4, ...
  Events ev;
  produce(s, 3, ev);
  CHECK(stock(s, 0, wool) == 2);
  CHECK(stock(s, 1, ore) == 2);   // player 1's ore shows 3
  CHECK(stock(s, 0, ore) == 1);
  // Woolen Mill below settlement column 1 borders the wool region (column 0, below)
  place(s, 0, 1, 2, Type::woolen_mill);
  produce(s, 3, ev);              // 2 + 2 -> capped at 3 (gains only 1)
  CHECK(stock(s, 0, wool) == 3);
  stock(s, 0, wool) = 0;
  produce(s, 3, ev);              // doubled: 0 -> 2
  CHECK(stock(s, 0, wool) == 2);
  // a mill above does not double the regions below: Sawmill above column 1 doubles lumber (column 0 above)
  place(s, 0, 1, 0, Type::sawmill);
  produce(s, 4, ev);
  CHECK(stock(s, 0, lumber) == 3);
  // a city does not double production (seed 003)
  city(s, 0, 3);
  stock(s, 0, grain) = 0;
  produce(s, 1, ev);
  CHECK(stock(s, 0, grain) == 1);
}

TEST_CASE("card game: Brigand Attack counts only regions away from a Garrison, takes ore and wool everywhere") {
  State s = blank();
  s.current = 0;
  // Garrison below column 1 protects column 0 below (wool) and column 2 below (ore)
  place(s, 0, 1, 2, Type::garrison);
  stocks(s, 0, {3, 3, 3, 3, 2, 0});  // counted: lumber 3 + brick 3 + grain 2 + gold 0 = 8 > 7
  stocks(s, 1, {3, 3, 0, 1, 0, 0});  // 7: not more than 7
  Events ev;
  resolve_face(s, f_brigand, ev);
  CHECK(stock(s, 0, ore) == 0);    // protected regions lose too
  CHECK(stock(s, 0, wool) == 0);
  CHECK(stock(s, 0, lumber) == 3);
  CHECK(stock(s, 1, ore) == 1);
  CHECK(stock(s, 1, wool) == 3);
  // only 7 counted with the Garrison: nothing lost
  stocks(s, 0, {3, 3, 3, 3, 1, 0});
  resolve_face(s, f_brigand, ev);
  CHECK(stock(s, 0, ore) == 3);
  // ignored during each player's first two turns (2005)
  State t = blank();
  t.p[0].turns = 2;
  stocks(t, 0, {3, 3, 3, 3, 3, 3});
  resolve_face(t, f_brigand, ev);
  CHECK(stock(t, 0, ore) == 3);
  // option: gold and wool
  Options o;
  o.brigand_gold = true;
  State u = blank(o);
  stocks(u, 0, {3, 3, 3, 3, 3, 3});
  resolve_face(u, f_brigand, ev);
  CHECK(stock(u, 0, gold) == 0);
  CHECK(stock(u, 0, ore) == 3);
  CHECK(stock(u, 0, wool) == 0);
}

TEST_CASE("card game: Plague hits regions touching a city once; Bath House and Aqueduct protect") {
  State s = blank();
  city(s, 0, 1);
  city(s, 0, 3);
  stocks(s, 0, {2, 2, 2, 2, 2, 2});
  Events ev;
  resolve_event_card(s, take(s, Type::plague), ev);
  // every region touches a city; the middle ones touch two but lose only 1
  for (int r = 0; r < 6; ++r) CHECK(stock(s, 0, r) == 1);
  // Bath House on city 1: its 4 regions (columns 0 and 2, shared ones too) are safe; column 4 loses
  place(s, 0, 1, 1, Type::bath_house);
  stocks(s, 0, {2, 2, 2, 2, 2, 2});
  resolve_event_card(s, take(s, Type::plague), ev);
  CHECK(stock(s, 0, lumber) == 2);
  CHECK(stock(s, 0, ore) == 2);
  CHECK(stock(s, 0, grain) == 1);
  CHECK(stock(s, 0, gold) == 1);
  // Aqueduct: all regions of its owner safe
  State t = blank();
  city(t, 0, 3);
  place(t, 0, 3, 0, Type::aqueduct);
  stocks(t, 0, {2, 2, 2, 2, 2, 2});
  stocks(t, 1, {2, 2, 2, 2, 2, 2});
  resolve_event_card(t, take(t, Type::plague), ev);
  for (int r = 0; r < 6; ++r) CHECK(stock(t, 0, r) == 2);
  for (int r = 0; r < 6; ++r) CHECK(stock(t, 1, r) == 2);  // no city: untouched
}

TEST_CASE("card game: Productive Year gives 1 per neighbouring Garrison, capped at 3") {
  State s = blank();
  place(s, 0, 1, 0, Type::garrison);  // above column 1: lumber (col 0) and brick (col 2)
  place(s, 0, 3, 0, Type::garrison);  // above column 3: brick (col 2) and grain (col 4)
  stocks(s, 0, {1, 1, 0, 1, 1, 1});
  Events ev;
  resolve_event_card(s, take(s, Type::productive_year), ev);
  CHECK(stock(s, 0, lumber) == 2);
  CHECK(stock(s, 0, brick) == 2);  // two Garrisons
  CHECK(stock(s, 0, grain) == 2);
  CHECK(stock(s, 0, wool) == 1);
  CHECK(stock(s, 0, ore) == 1);
  stocks(s, 0, {3, 1, 2, 1, 1, 1});
  resolve_event_card(s, take(s, Type::productive_year), ev);
  CHECK(stock(s, 0, lumber) == 3);
  CHECK(stock(s, 0, brick) == 3);
}

TEST_CASE("card game: the roll resolves the event first, then production; supplied dice") {
  State s = blank();
  s.phase = Phase::roll;
  stocks(s, 0, {3, 3, 3, 3, 3, 0});  // 15 > 7: the Brigand Attack takes ore and wool first
  Action r = act(AT::roll, 0);
  r.ch_production = 3;  // wool of player 0
  r.ch_event = f_brigand;
  CHECK(run(s, r) == "");
  CHECK(stock(s, 0, ore) == 0);
  CHECK(stock(s, 0, wool) == 1);  // lost all, then produced 1
  CHECK(s.phase == Phase::action);
  CHECK(s.production == 3);
  // a second roll is refused
  CHECK(run(s, r) == "wrong_phase");
}

TEST_CASE("card game: Alchemist sets the production die before the roll") {
  State s = blank();
  s.phase = Phase::roll;
  const int id = to_hand(s, 0, Type::alchemist);
  Action a = act(AT::play_alchemist, 0);
  a.card = id;
  a.production = 6;
  CHECK(run(s, a) == "actions_locked");  // 2 VP each: the seed lock
  s.opt.lock = Options::Lock::none;
  CHECK(run(s, a) == "");
  Action r = act(AT::roll, 0);
  r.ch_production = 2;
  CHECK(run(s, r) == "bad_chance");
  r.ch_production = 0;
  r.ch_event = f_tournament;  // 0 against 0: nothing
  CHECK(run(s, r) == "");
  CHECK(s.production == 6);
  CHECK(stock(s, 0, gold) == 2);
}
