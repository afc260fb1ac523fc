// §1.6 production: 1 per settlement, 2 per city, robber blocks only its hex,
// bank shortage per resource with the single-recipient exception.
#include "helpers.hpp"

using namespace th;

namespace {
// Hills 6 at (0,-1) and fields 6 at (-1,2) both carry a 6 on the beginner board.
struct Six {
  Game g = blank(4);
  int hills = hex(0, -1), fields = hex(-1, 2);
  Six() {
    put_building(g, 0, corner(hills, 0));        // settlement on hills 6
    put_building(g, 1, corner(hills, 3), 2);     // city on hills 6 (opposite corner)
    put_building(g, 0, corner(fields, 0));       // settlement on fields 6
  }
};
}  // namespace

TEST_CASE("production: settlement 1, city 2, every player") {
  Six s;
  auto ev = roll(s.g, 3, 3);
  CHECK(has_event(ev, "produced"));
  CHECK(s.g.position().players[0].hand == ResourceCounts(1, 0, 0, 1, 0));
  CHECK(s.g.position().players[1].hand == ResourceCounts(2, 0, 0, 0, 0));
  CHECK(s.g.position().bank == ResourceCounts(16, 19, 19, 18, 19));
  CHECK(s.g.position().phase == Phase::main);
}

TEST_CASE("production: the robber blocks only its own hex") {
  Six s;
  s.g.position_for_test().robber_hex = int8_t(s.hills);
  roll(s.g, 2, 4);
  CHECK(s.g.position().players[0].hand == ResourceCounts(0, 0, 0, 1, 0));  // fields still produce
  CHECK(s.g.position().players[1].hand.total() == 0);
}

TEST_CASE("production: bank shortage gives nobody that resource, other resources unaffected") {
  Six s;
  give(s.g, 2, ResourceCounts(17, 0, 0, 0, 0));  // bank keeps 2 brick; 3 are owed to two players
  auto ev = roll(s.g, 3, 3);
  CHECK(has_event(ev, "production_shortage"));
  CHECK(s.g.position().players[0].hand == ResourceCounts(0, 0, 0, 1, 0));
  CHECK(s.g.position().players[1].hand.total() == 0);
  CHECK(s.g.position().bank[Resource::brick] == 2);
}

TEST_CASE("production: a single recipient takes what the bank has left") {
  Game g = blank(4);
  put_building(g, 1, corner(hex(0, -1), 3), 2);  // only player 1 (city: owed 2 brick)
  give(g, 2, ResourceCounts(18, 0, 0, 0, 0));     // bank keeps 1 brick
  roll(g, 1, 5);
  CHECK(g.position().players[1].hand == ResourceCounts(1, 0, 0, 0, 0));
  CHECK(g.position().bank[Resource::brick] == 0);
}

TEST_CASE("production: a 2 hits only pasture 2 at (1,-2), next to player 0's hills settlement") {
  Six s;
  // The top corner of hills (0,-1) also touches mountains (0,-2) and pasture 2 (1,-2).
  roll(s.g, 1, 1);
  CHECK(s.g.position().players[0].hand == ResourceCounts(0, 0, 1, 0, 0));
  for (int p = 1; p < 4; ++p) CHECK(s.g.position().players[p].hand.total() == 0);
}
