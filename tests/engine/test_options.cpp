// Game options: no 7s in the first two rounds, balanced dice (36-card deck).
#include <map>

#include "helpers.hpp"

using namespace th;

namespace {
// Rolls once without a supplied outcome, then resets to pre_roll; returns the dice.
std::pair<int, int> free_roll(Game& g) {
  act(g, {{"type", "roll_dice"}, {"player", 0}});
  auto d = g.position().dice;
  auto& p = g.position_for_test();
  p.phase = Phase::pre_roll;
  p.rolled = false;
  // Give produced cards back so hands stay empty (no discards later).
  for (int pl = 0; pl < p.num_players; ++pl) { p.bank += p.players[pl].hand; p.players[pl].hand = {}; }
  return {d[0], d[1]};
}
}  // namespace

TEST_CASE("no 7s in the first two rounds: re-rolled, and a supplied 7 is refused") {
  Options o;
  o.no_sevens_first_rounds = true;
  Game g = blank(4, o, 0);
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {3, 4}}}}}, "bad_chance");
  for (int i = 0; i < 200; ++i) {
    auto [a, b] = free_roll(g);
    CHECK(a + b != 7);
  }
  g.position_for_test().turn = 8;  // third round: 7s count again
  roll(g, 3, 4);
  CHECK(g.position().phase == Phase::move_robber);
}

TEST_CASE("without the option a 7 can be rolled in round one") {
  Game g = blank(4, {}, 0);
  roll(g, 3, 4);
  CHECK(g.position().phase == Phase::move_robber);
}

TEST_CASE("balanced dice: every 36 rolls hold each two-dice outcome once") {
  Options o;
  o.balanced_dice = true;
  Game g = blank(4, o);
  for (int round = 0; round < 3; ++round) {
    std::map<std::pair<int, int>, int> seen;
    for (int i = 0; i < 36; ++i) ++seen[free_roll(g)];
    CHECK(seen.size() == 36);
  }
  // A supplied outcome must still be in the deck.
  auto first = free_roll(g);
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {first.first, first.second}}}}}, "bad_chance");
}
