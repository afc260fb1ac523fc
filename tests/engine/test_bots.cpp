// Computer players (issue 6): typed view == view JSON, bots see only their
// view, determinism, entry-point errors, and a few decisions whose right
// answer follows from the rules (a city is worth a VP; never rob yourself).
#include <doctest/doctest.h>
#include "scale.hpp"

#include "engine/bots/arena.hpp"
#include "engine/bots/bots.hpp"
#include "engine/bots/model.hpp"
#include "engine/catan/game.hpp"
#include "engine/catan/playout.hpp"

using namespace catan;
using namespace catan::bots;

namespace {

Config base_config(uint64_t seed, int players = 4, const char* board = "random") {
  Config c;
  c.game = "base";
  c.players = players;
  c.board = board;
  c.seed = seed;
  return c;
}

// Plays bot moves on `g` until `stop(g)` holds or the game ends; returns false on trouble.
template <class Stop>
bool advance(Game& g, Level level, uint64_t seed, Stop stop, int limit = 20000) {
  for (int i = 0; i < limit && !g.is_terminal(); ++i) {
    if (stop(g)) return true;
    std::array<int8_t, kMaxPlayers> pend{};
    int np = g.pending_players(pend);
    int who = pend[0];
    for (int k = 0; k < np; ++k) if (pend[k] != g.position().current) { who = pend[k]; break; }
    Rng rng = Rng::from_seed(decision_seed(seed, g.log().size(), who));
    if (g.apply(choose_action(observe(g, who), level, rng))) return false;
  }
  return stop(g);
}

// Another player's hidden cards changed, totals (all the view shows) kept.
void scramble_hidden(Game& g, int other) {
  auto& ps = g.position_for_test().players[other];
  ResourceCounts h = ps.hand;
  for (int r = 0; r < kResourceCount; ++r) ps.hand[r] = h[(r + 2) % kResourceCount];
  // Swap unplayed knights and monopolies (not VP cards: they change the owner's total only).
  auto& k = ps.dev[int(DevCard::knight)];
  auto& m = ps.dev[int(DevCard::monopoly)];
  auto& kn = ps.dev_new[int(DevCard::knight)];
  auto& mn = ps.dev_new[int(DevCard::monopoly)];
  std::swap(k, m);
  std::swap(kn, mn);
}

}  // namespace

TEST_CASE("bots: pips per number token (2/12 one pip ... 6/8 five)") {
  CHECK(pips(2) == 1);
  CHECK(pips(3) == 2);
  CHECK(pips(6) == 5);
  CHECK(pips(7) == 0);
  CHECK(pips(8) == 5);
  CHECK(pips(11) == 2);
  CHECK(pips(12) == 1);
  CHECK(pips(0) == 0);
}

TEST_CASE("bots: level names parse; decision seeds differ by seat and action count") {
  Level l;
  CHECK(parse_level("strong", l));
  CHECK(l == Level::strong);
  CHECK(parse_level("random", l));
  CHECK(l == Level::random);
  CHECK_FALSE(parse_level("hard", l));
  CHECK(decision_seed(7, 10, 0) == decision_seed(7, 10, 0));
  CHECK(decision_seed(7, 10, 0) != decision_seed(7, 10, 1));
  CHECK(decision_seed(7, 10, 0) != decision_seed(7, 11, 0));
  CHECK(decision_seed(7, 10, 0) != decision_seed(8, 10, 0));
}

TEST_CASE("bots: typed view from a game equals the view JSON parsed, and the model's trail equals the engine's") {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Game g;
    Error err;
    REQUIRE(Game::create(base_config(seed, seed == 3 ? 3 : 4), g, err));
    int step = 0;
    bool ok = advance(g, Level::random, seed, [&](const Game& gg) {
      if (++step % (5 * catan::testing::test_scale()) != 0) return false;
      for (int p = 0; p < gg.position().num_players; ++p) {
        BotView a = observe(gg, p), b;
        Error e;
        REQUIRE(view_from_json(nlohmann::json::parse(gg.view(p).dump()), b, e));
        if (!a.same_as(b)) { FAIL("typed view differs from JSON view, seat " << p << " step " << step); }
        CHECK(Model::from_view(a).longest_trail() == a.players[p].road_length);
      }
      return gg.position().turn >= 120;
    });
    CHECK(ok);
  }
}

TEST_CASE("bots: a decision depends only on the view (others' hidden cards do not matter)") {
  int compared = 0, changed = 0;
  for (uint64_t seed = 11; seed <= 14; ++seed) {
    Game g;
    Error err;
    REQUIRE(Game::create(base_config(seed), g, err));
    int step = 0;
    advance(g, Level::easy, seed, [&](const Game& gg) {
      if (++step % 3 != 0) return false;
      std::array<int8_t, kMaxPlayers> pend{};
      int np = gg.pending_players(pend);
      for (int i = 0; i < np; ++i) {
        int me = pend[i];
        for (int other = 0; other < gg.position().num_players; ++other) {
          if (other == me) continue;
          Game alt = gg;
          scramble_hidden(alt, other);
          changed += !(alt.position() == gg.position());
          BotView va = observe(gg, me), vb = observe(alt, me);
          REQUIRE(va.same_as(vb));
          for (Level level : {Level::easy, Level::strong}) {
            Rng r1 = Rng::from_seed(99), r2 = Rng::from_seed(99);
            CHECK(choose_action(va, level, r1) == choose_action(vb, level, r2));
          }
          ++compared;
        }
      }
      return gg.position().turn >= 60;
    });
  }
  CHECK(compared > 300);
  CHECK(changed > compared / 2);  // the hidden state really differed in most comparisons
}

TEST_CASE("bots: same seed gives the same game; the JSON path plays the same game as the typed path") {
  ArenaOptions opt;
  opt.max_turns = 300;
  std::vector<Level> seats{Level::strong, Level::easy, Level::random, Level::strong};
  GameResult a = play_bot_game(base_config(5), seats, opt);
  GameResult b = play_bot_game(base_config(5), seats, opt);
  REQUIRE(a.failure.empty());
  CHECK(a.log == b.log);
  CHECK(a.winner == b.winner);
  GameResult c = play_bot_game(base_config(6), seats, opt);
  CHECK_FALSE(a.log == c.log);
  opt.via_json = true;
  GameResult d = play_bot_game(base_config(5), seats, opt);
  REQUIRE(d.failure.empty());
  CHECK(d.log == a.log);
}

TEST_CASE("bots: JSON entry returns a legal action; refuses spectators, malformed views and idle seats") {
  Game g;
  Error err;
  REQUIRE(Game::create(base_config(3), g, err));
  nlohmann::json out;
  REQUIRE(choose_action_json(g.view(0), Level::strong, 1, out, err));
  Action a;
  REQUIRE(action_from_json(*g.def().rules, out, a, err));
  CHECK(a.type == ActionType::build_settlement);
  CHECK_FALSE(g.check(a));
  CHECK_FALSE(choose_action_json(g.view(-1), Level::easy, 1, out, err));
  CHECK(err.code == "bad_view");
  CHECK_FALSE(choose_action_json(nlohmann::json{{"game", "base"}}, Level::easy, 1, out, err));
  CHECK(err.code == "bad_view");
  auto bad = g.view(0);
  bad["robber_hex"] = 40;
  CHECK_FALSE(choose_action_json(bad, Level::easy, 1, out, err));
  CHECK(err.code == "bad_view");
  CHECK_FALSE(choose_action_json(g.view(1), Level::easy, 1, out, err));  // seat 1 is not pending in setup
  CHECK(err.code == "not_pending");
}

TEST_CASE("bots: strong and easy build a city when they hold its cost (a city is +1 VP, §1.9)") {
  Game g;
  Error err;
  REQUIRE(Game::create(base_config(21), g, err));
  REQUIRE(advance(g, Level::easy, 21, [](const Game& gg) { return gg.position().phase == Phase::main; }));
  const int me = g.position().current;
  auto& pos = g.position_for_test();
  pos.bank += pos.players[me].hand;
  pos.players[me].hand = {};
  pos.players[me].hand = kCityCost;  // exactly 2 grain + 3 ore
  pos.bank -= kCityCost;
  for (Level level : {Level::easy, Level::strong}) {
    Rng rng = Rng::from_seed(4);
    Action a = choose_action(observe(g, me), level, rng);
    CHECK(a.type == ActionType::build_city);
    CHECK(g.position().building_owner[a.target] == me);
  }
}

TEST_CASE("bots: the robber goes next to an opponent, never onto a hex only the mover touches") {
  for (uint64_t seed = 30; seed < 36; ++seed) {
    Game g;
    Error err;
    REQUIRE(Game::create(base_config(seed), g, err));
    REQUIRE(advance(g, Level::easy, seed, [](const Game& gg) { return gg.position().phase == Phase::pre_roll; }));
    // Force a knight-less robber move for the active player.
    auto& pos = g.position_for_test();
    pos.phase = Phase::move_robber;
    pos.robber_return = Phase::main;
    const int me = pos.current;
    Rng rng = Rng::from_seed(seed);
    Action a = choose_action(observe(g, me), Level::strong, rng);
    REQUIRE(a.type == ActionType::move_robber);
    bool opponent = false;
    for (auto x : g.def().topo->hexes[a.target].vertices) {
      CHECK(pos.building_owner[x] != me);
      opponent |= pos.building_owner[x] >= 0;
    }
    CHECK(opponent);
    CHECK_FALSE(g.check(a));
  }
}

TEST_CASE("bots: the offerer waits while answers are missing") {
  BotView v;
  v.viewer = 0;
  v.current = 0;
  v.num_players = 3;
  v.phase = Phase::trade_offer;
  for (int p = 0; p < 3; ++p) v.players[p].seated = true;
  v.players[1].trade_answer = 1;
  CHECK(waits_for_answers(v));
  v.players[2].trade_answer = 2;
  CHECK_FALSE(waits_for_answers(v));
  v.viewer = 1;
  v.players[2].trade_answer = 0;
  CHECK_FALSE(waits_for_answers(v));
}

TEST_CASE("bots: an offer limit caps the strong bot's domestic offers per turn (tables with people)") {
  // Without a limit the strong bot makes several offers in some turns; with offer_limit 2
  // it never makes a third in one turn, and with 0 it makes none.
  for (int limit : {-1, 2, 0}) {
    int most_in_a_turn = 0, total = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Game g;
      Error err;
      REQUIRE(Game::create(base_config(seed), g, err));
      int turn = -1, this_turn = 0;
      for (int i = 0; i < 20000 && !g.is_terminal(); ++i) {
        std::array<int8_t, kMaxPlayers> pend{};
        int np = g.pending_players(pend);
        int who = pend[0];
        for (int k = 0; k < np; ++k) if (pend[k] != g.position().current) { who = pend[k]; break; }
        BotView v = observe(g, who);
        v.offer_limit = limit;
        Rng rng = Rng::from_seed(decision_seed(seed, g.log().size(), who));
        const Action a = choose_action(v, who == 0 ? Level::strong : Level::easy, rng);
        if (g.position().turn != turn) { turn = g.position().turn; this_turn = 0; }
        if (a.type == ActionType::offer_trade) { ++this_turn; ++total; most_in_a_turn = std::max(most_in_a_turn, this_turn); }
        REQUIRE_FALSE(g.apply(a));
      }
    }
    if (limit < 0) CHECK(most_in_a_turn > 2);
    else CHECK(most_in_a_turn <= limit);
    if (limit == 0) CHECK(total == 0);
    if (limit == 2) CHECK(total > 0);
  }
}
