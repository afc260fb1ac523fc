// Rules audit: setup phase (catan-board.md §1.4, §4 case 8).
#include "test_audit_util.hpp"

using namespace audit;

namespace {

// Settlement + road per setup step (4 players, snake order 0 1 2 3 3 2 1 0).
// Spots are pairwise at distance >= 2; each road is an edge of its settlement.
struct Step { int seat, vertex, edge; };
constexpr Step kSteps[8] = {{0, 0, 0}, {1, 2, 4}, {2, 16, 18}, {3, 26, 32},
                            {3, 47, 62}, {2, 50, 65}, {1, 35, 43}, {0, 12, 11}};

}  // namespace

TEST_CASE("audit setup: snake order 0,1,2,3,3,2,1,0, then seat 0 rolls") {
  Game g = new_game(4);
  for (const auto& s : kSteps) {
    // Only the seat whose step it is may act (§1.4 steps 2-3).
    CHECK(g.position().current == s.seat);
    CHECK(g.is_pending(s.seat));
    for (int o = 0; o < 4; ++o) if (o != s.seat) CHECK_FALSE(g.is_pending(o));
    ok(g, act(ActionType::build_settlement, s.seat, s.vertex));
    ok(g, act(ActionType::build_road, s.seat, s.edge));
  }
  CHECK(g.position().phase == Phase::pre_roll);
  CHECK(g.position().current == 0);  // the starting player takes the first turn (§1.4 step 5)
}

TEST_CASE("audit setup: starting resources from the second settlement only, desert and sea give nothing") {
  Game g = new_game(4);
  for (int i = 0; i < 4; ++i) {
    ok(g, act(ActionType::build_settlement, kSteps[i].seat, kSteps[i].vertex));
    // First-round settlement: no cards (§1.4 step 4).
    CHECK(g.position().players[kSteps[i].seat].hand.total() == 0);
    ok(g, act(ActionType::build_road, kSteps[i].seat, kSteps[i].edge));
  }
  for (int i = 4; i < 8; ++i) {
    ok(g, act(ActionType::build_settlement, kSteps[i].seat, kSteps[i].vertex));
    ok(g, act(ActionType::build_road, kSteps[i].seat, kSteps[i].edge));
  }
  const auto& p = g.position();
  // Seat 0, vertex 12: hexes 0 mountains, 3 fields, 4 hills -> 1 ore, 1 grain, 1 brick.
  CHECK(p.players[0].hand == rc(1, 0, 0, 1, 1));
  // Seat 1, vertex 35: hexes 9 desert, 13 mountains, 14 fields -> ore + grain, nothing for the desert.
  CHECK(p.players[1].hand == rc(0, 0, 0, 1, 1));
  // Seat 2, vertex 50: land hex 18 pasture + two sea hexes -> 1 wool.
  CHECK(p.players[2].hand == rc(0, 0, 1, 0, 0));
  // Seat 3, vertex 47: land hex 16 hills + two sea hexes -> 1 brick.
  CHECK(p.players[3].hand == rc(1, 0, 0, 0, 0));
  // Cards came from the bank: 19 - taken.
  CHECK(p.bank == rc(17, 19, 18, 17, 17));
}

TEST_CASE("audit setup: distance rule, occupied, setup road must touch the settlement just placed") {
  Game g = new_game(4);
  ok(g, act(ActionType::build_settlement, 0, 0));
  // Road on an edge not touching vertex 0 (edge 2 joins 1 and 4) is refused.
  refused(g, act(ActionType::build_road, 0, 2), "not_connected");
  // Settlement again during setup_road: wrong phase.
  refused(g, act(ActionType::build_settlement, 0, 20), "wrong_phase");
  ok(g, act(ActionType::build_road, 0, 1));  // edge 1 joins 0 and 4
  // Seat 1: vertex 4 is a neighbour of 0 (distance rule); 0 is occupied.
  refused(g, act(ActionType::build_settlement, 1, 4), "distance_rule");
  refused(g, act(ActionType::build_settlement, 1, 0), "occupied");
  // Vertex 3 is a neighbour too, even though seat 0's road does not reach it.
  refused(g, act(ActionType::build_settlement, 1, 3), "distance_rule");
  // The legal list agrees: no neighbour of 0 is offered.
  CHECK_FALSE(has_legal(g, 1, act(ActionType::build_settlement, 1, 4)));
  CHECK(has_legal(g, 1, act(ActionType::build_settlement, 1, 2)));
  // Setup road of the second round must touch the second settlement, not the first.
  ok(g, act(ActionType::build_settlement, 1, 2));
  ok(g, act(ActionType::build_road, 1, 4));
  ok(g, act(ActionType::build_settlement, 2, 16));
  ok(g, act(ActionType::build_road, 2, 18));
  ok(g, act(ActionType::build_settlement, 3, 26));
  ok(g, act(ActionType::build_road, 3, 32));
  ok(g, act(ActionType::build_settlement, 3, 47));
  // Edge 32 is taken; edge 38 touches seat 3's first settlement (26), not 47.
  refused(g, act(ActionType::build_road, 3, 38), "not_connected");
  ok(g, act(ActionType::build_road, 3, 62));
}

TEST_CASE("audit setup: out-of-turn and wrong-type actions are refused with the state untouched") {
  Game g = new_game(4);
  refused(g, act(ActionType::build_settlement, 1, 20), "not_pending");
  refused(g, roll(0, 3, 4), "wrong_phase");
  refused(g, act(ActionType::build_city, 0, 0), "wrong_phase");
  refused(g, act(ActionType::end_turn, 0), "wrong_phase");
  refused(g, act(ActionType::buy_development_card, 0), "wrong_phase");
  refused(g, act(ActionType::play_knight, 0), "wrong_phase");
  refused(g, act(ActionType::build_road, 0, 0), "wrong_phase");
  refused(g, act(ActionType::build_settlement, 0, 54), "bad_id");
  refused(g, act(ActionType::build_settlement, 0, -1), "bad_id");
  refused(g, act(ActionType::build_settlement, 4, 20), "bad_id");  // no seat 4 in a 4-player game
  Action m = act(ActionType::maritime_trade, 0);
  m.give = rc(4, 0, 0, 0, 0);
  m.get = rc(0, 1, 0, 0, 0);
  refused(g, m, "wrong_phase");
}

TEST_CASE("audit setup: 3 players snake 0,1,2,2,1,0") {
  Game g = new_game(3);
  const Step steps[6] = {{0, 0, 0}, {1, 2, 4}, {2, 16, 18}, {2, 26, 32}, {1, 47, 62}, {0, 50, 65}};
  for (const auto& s : steps) {
    CHECK(g.position().current == s.seat);
    ok(g, act(ActionType::build_settlement, s.seat, s.vertex));
    ok(g, act(ActionType::build_road, s.seat, s.edge));
  }
  CHECK(g.position().phase == Phase::pre_roll);
  CHECK(g.position().current == 0);
}
