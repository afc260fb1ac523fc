// Computer players at a Cities & Knights table (issue 16 "Computer players", issue 17): the C&K
// decisions of the easy and strong levels (engine/bots/ck_bot.cpp) on positions arranged by
// hand, and whole bot games that finish with every invariant checked after every action.
#include "engine/bots/arena.hpp"
#include "engine/bots/bots.hpp"
#include "ck_helpers.hpp"

using namespace ckt;
using catan::bots::Level;

namespace {

Action decide(const Game& g, int player, Level level, uint64_t seed = 1) {
  auto v = catan::bots::observe(g, player);
  auto rng = catan::Rng::from_seed(seed);
  return catan::bots::choose_action(v, level, rng);
}

}  // namespace

TEST_CASE("ck bots: the barbarians' victims give up their least productive city (§3.9)") {
  for (Level level : {Level::easy, Level::strong}) {
    Game g = ck_blank();
    const int poor = corner(0, 0);  // mountains 10 only: 3 pips
    const int rich = corner(4, 3);  // the hills 6 (5 pips) and its neighbours
    put_building(g, 0, poor, 2);
    put_building(g, 0, rich, 2);
    auto& p = g.position_for_test();
    p.phase = Phase::variant;
    S(g).held = 1;
    S(g).lose_city_mask = 1;
    const Action a = decide(g, 0, level);
    CHECK(a.type == catan::ck::act::lose_city);
    CHECK(a.target == poor);
  }
}

TEST_CASE("ck bots: knights activated when the ship is near; commodities go to city improvements") {
  for (Level level : {Level::easy, Level::strong}) {
    Game g = ck_blank();
    roll3(g, 1, 1, 1);  // 2, a ship: nothing produced, player 0 in the main phase
    put_building(g, 0, corner(0, 0), 2);
    put_knight(g, 0, corner(2, 0), 1, false);
    S(g).barbarian = 5;  // two more ships attack
    give(g, 0, ResourceCounts{0, 0, 0, 1, 0});  // 1 grain: the activation, nothing else to build
    Action a = decide(g, 0, level);
    CHECK(a.type == catan::ck::act::activate_knight);
    CHECK(a.target == corner(2, 0));
    act(g, {{"type", "activate_knight"}, {"player", 0}, {"vertex", corner(2, 0)}});
    give_commodity(g, 0, Commodity::cloth, 1);  // trade level 1 costs 1 cloth
    a = decide(g, 0, level);
    CHECK(a.type == catan::ck::act::build_improvement);
    CHECK(a.extra == catan::ck::trade);
  }
}

TEST_CASE("ck bots: easy and strong tables finish C&K games, invariants checked after every action") {
  catan::bots::ArenaOptions opt;
  opt.check_invariants = true;
  for (auto seats : {std::vector<Level>{Level::strong, Level::easy, Level::easy, Level::easy},
                     std::vector<Level>{Level::easy, Level::random, Level::random, Level::random},
                     std::vector<Level>{Level::strong, Level::strong, Level::easy}}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      Config c;
      c.game = "cities-knights";
      c.players = int(seats.size());
      c.board = "random";
      c.seed = seed;
      c.options.vp_target = 13;
      auto r = catan::bots::play_bot_game(c, seats, opt);
      INFO("seed " << seed << " players " << seats.size() << ": " << r.failure);
      CHECK(r.failure.empty());
      CHECK(r.winner >= 0);
    }
  }
}

TEST_CASE("ck bots: strong beats three easy players at 13 VP (the issue's 70% bar, measured in README)") {
  // 200 games, the strong seat rotated over the four seats, random boards, seeds 1..200: strong
  // wins 73% over 4,000 such games (README, bench-bots --seed 1); 130 of 200 (65%) leaves chance
  // its room while a strong level that only shared easy's C&K priorities (61.5% before session
  // 14) would fall under it about two times in three.
  catan::bots::ArenaOptions opt;
  int wins = 0, finished = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const int subject = int(seed % 4);
    std::vector<Level> seats(4, Level::easy);
    seats[size_t(subject)] = Level::strong;
    Config c;
    c.game = "cities-knights";
    c.players = 4;
    c.board = "random";
    c.seed = seed;
    c.options.vp_target = 13;
    auto r = catan::bots::play_bot_game(c, seats, opt);
    REQUIRE_MESSAGE(r.failure.empty(), r.failure);
    finished += r.winner >= 0;
    wins += r.winner == subject;
  }
  MESSAGE("strong won " << wins << " of 200 C&K games against three easy players");
  CHECK(finished == 200);
  CHECK(wins >= 130);
}
