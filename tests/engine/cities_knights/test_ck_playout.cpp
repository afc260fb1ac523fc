// Checked random play-outs of Cities & Knights (issue 16): every step's invariants (cards and
// commodities conserved, piece limits incl. knights and walls, VP recomputed = incremental,
// progress cards conserved and within the hand limits, no robber before the first attack),
// saves replayed and views leaking nothing on sampled steps.
#include "engine/catan/playout.hpp"
#include "ck_helpers.hpp"
#include "../scale.hpp"

using namespace ckt;

TEST_CASE("ck: checked random play-outs, 4 and 3 players, shortage option on and off") {
  for (int players : {4, 3}) {
    for (bool option : {false, true}) {
      Config c;
      c.game = "cities-knights";
      c.players = players;
      c.board = option ? "random" : "beginner";
      c.seed = 100 + uint64_t(players) * 10 + option;
      c.options.vp_target = 13;
      c.options.commodity_shortage_resource = option;
      const int games = catan::testing::scaled(60);  // 6 under the sanitizers (scripts/test)
      auto st = play_random_games(c, games, true, 400);
      INFO(st.failure);
      CHECK(st.failure.empty());
      CHECK(st.games == games);
      const int may_stall = games >= 12 ? games / 12 : 1;  // a random game may hit the turn bound
      CHECK(st.finished >= games - may_stall);              // 55 of 60
    }
  }
}
