// Computer players in CATAN for Two (issue 6; rules catan-board.md §2.3, §2.5,
// §2.6, seed 001): hand-built positions on the beginner board where the right
// neutral piece / token action follows from the rules and the board, each
// checked over several decision seeds so that a random choice among the
// module's actions would fail; the typed view carries the tokens.
#include "engine/bots/arena.hpp"
#include "engine/bots/bots.hpp"
#include "engine/bots/two_player_bot.hpp"
#include "engine/catan/two_player/two_player.hpp"
#include "helpers.hpp"

using namespace th;
using namespace catan::bots;

namespace {

// CATAN for Two on the beginner board, setup skipped, seat 0 in its main
// phase after both rolls (two_player.hpp: TwoPlayerState::rolls = rolls resolved).
// Neutral colour 2 starts on vertex 23, colour 3 on vertex 30 (board data).
Game two_main() {
  Config c;
  c.game = "two-player";
  c.players = 2;
  c.board = "beginner";
  c.seed = 7;
  Game g;
  Error err;
  REQUIRE(Game::create(c, g, err));
  auto& p = g.position_for_test();
  p.setup_step = 4;
  p.phase = Phase::main;
  p.turn = 10;
  p.current = 0;
  p.rolled = true;
  p.module.as<TwoPlayerState>().rolls = 2;
  p.module.as<TwoPlayerState>().first_total = 5;
  return g;
}

// Beginner-board vertices used below (hexes around them, pips = dice ways):
//  39: forest 8, mountains 3, hills 5 (11 pips)   40: mountains 3, fields 4, fields 6 (10 pips)
//  41: fields 4, pasture 5, pasture 11 (9 pips)   13: pasture 2, hills 6, pasture 4 (9 pips)
//  12: mountains 10, fields 12, hills 6 (hex 4 = hills 6)   25: hills 10, forest 3, mountains 8

Action decide(const Game& g, int seat, Level level, uint64_t seed) {
  Rng rng = Rng::from_seed(seed);
  return choose_action(observe(g, seat), level, rng);
}

}  // namespace

TEST_CASE("bots two-player: typed view equals the view JSON, trade tokens and supply included") {
  Game g = two_main();
  auto& p = g.position_for_test();
  p.module.as<TwoPlayerState>().tokens = {3, 6};
  p.module.as<TwoPlayerState>().supply = 11;  // supply: 20 - 3 - 6
  for (int seat = 0; seat < 2; ++seat) {
    BotView a = observe(g, seat), b;
    Error err;
    REQUIRE(view_from_json(nlohmann::json::parse(g.view(seat).dump()), b, err));
    CHECK(a.same_as(b));
    const TwoPlayerState* two = two_player_state(b);  // the module's part of the typed view
    REQUIRE(two);
    CHECK(two->tokens[0] == 3);
    CHECK(two->tokens[1] == 6);
    CHECK(two->supply == 11);
    CHECK(is_two_player(b));
  }
}

TEST_CASE("bots two-player: a seeded game replays exactly, and the view JSON path plays the same game") {
  Config c;
  c.game = "two-player";
  c.players = 2;
  c.board = "random";
  c.seed = 17;
  ArenaOptions opt;
  opt.max_turns = 300;
  for (const auto& seats : {std::vector<Level>{Level::strong, Level::easy}, std::vector<Level>{Level::easy, Level::strong}}) {
    GameResult a = play_bot_game(c, seats, opt);
    REQUIRE(a.failure.empty());
    CHECK(a.winner >= 0);
    GameResult b = play_bot_game(c, seats, opt);
    CHECK(a.log == b.log);
    ArenaOptions json_opt = opt;
    json_opt.via_json = true;
    GameResult d = play_bot_game(c, seats, json_opt);
    REQUIRE(d.failure.empty());
    CHECK(d.log == a.log);
    int module_actions = 0;
    for (const auto& act : a.log) module_actions += int(act.type) >= kModuleActionFirst;
    CHECK(module_actions > 5);  // neutral builds and token actions were decided on both paths
  }
}

TEST_CASE("bots two-player: the owed neutral settlement takes the opponent's best intersection, not the bot's") {
  // Seat 0: settlement 39, roads 39-44-40, so 40 (10 pips) is its next spot.
  // Seat 1: settlement 50, roads 50-46-41, so 41 (9 pips) is its next spot.
  // Neutral 3 (from 30) has roads 30-36-41 and 30-35-40; neutral 2 (from 23) roads 23-18-13.
  // Legal neutral settlements: 40 and 41 for colour 3, 13 for colour 2 (checked below).
  // Right choice: 41 — it takes the opponent's spot (and 45 beside it) and keeps 40 for seat 0;
  // 40 would block seat 0 itself, 13 blocks nobody.
  Game g = two_main();
  put_building(g, 0, 39);
  put_road(g, 0, edge(39, 44));
  put_road(g, 0, edge(44, 40));
  put_building(g, 1, 50);
  put_road(g, 1, edge(50, 46));
  put_road(g, 1, edge(46, 41));
  put_road(g, 3, edge(30, 36));
  put_road(g, 3, edge(36, 41));
  put_road(g, 3, edge(30, 35));
  put_road(g, 3, edge(35, 40));
  put_road(g, 2, edge(23, 18));
  put_road(g, 2, edge(18, 13));
  g.position_for_test().module.as<TwoPlayerState>().duty = 2;  // a neutral settlement is owed
  BotView v = observe(g, 0);
  std::vector<std::pair<int, int>> spots;
  for (const auto& a : v.legal) {
    REQUIRE(a.type == two_player::act::build_neutral_settlement);
    spots.push_back({a.victim, a.target});
  }
  std::sort(spots.begin(), spots.end());
  CHECK(spots == std::vector<std::pair<int, int>>{{2, 13}, {3, 40}, {3, 41}});
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Action a = decide(g, 0, level, seed);
      CHECK(a.type == two_player::act::build_neutral_settlement);
      CHECK(a.target == 41);
      CHECK(a.victim == 3);
    }
}

TEST_CASE("bots two-player: forced trade when the bot misses the ore the opponent produces; the return keeps the city") {
  // Seat 0: settlement 39, hand 2 ore 2 grain 2 brick: one ore short of a city (§1.9), nothing
  // buildable, no 4:1 trade. Seat 1: settlement 25 (mountains 8 — ore is its best resource),
  // 6 cards. Both hold 5 tokens, equal VP: a forced trade costs 1 token (§2.5).
  Game g = two_main();
  put_building(g, 0, 39);
  put_building(g, 1, 25);
  give(g, 0, ResourceCounts(2, 0, 0, 2, 2));
  give(g, 1, ResourceCounts(2, 1, 0, 0, 3));
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) CHECK(decide(g, 0, level, seed).type == two_player::act::forced_trade);

  // After the trade (outcome fixed: 1 ore, 1 brick) the hand is 3 brick 3 ore 2 grain: the
  // city's 3 ore + 2 grain must stay; both levels give back 2 brick.
  act(g, {{"type", "forced_trade"}, {"player", 0}, {"chance", {{"resources", {"ore", "brick"}}}}});
  REQUIRE(g.position().players[0].hand == ResourceCounts(3, 0, 0, 2, 3));
  REQUIRE(g.position().phase == Phase::variant);
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Action a = decide(g, 0, level, seed);
      CHECK(a.type == two_player::act::forced_trade_return);
      CHECK(a.give == ResourceCounts(2, 0, 0, 0, 0));
    }
}

TEST_CASE("bots two-player: strong gives back a spare card the opponent already produces") {
  // Hand after a forced trade: 1 brick 1 lumber 1 wool 2 grain 3 ore with a settlement (city
  // goal) and every other goal closed (no settlement or road piece left, development deck
  // empty), so brick, lumber and wool are equally spare for the bot. The opponent's only
  // settlement (vertex 20: hills 10, mountains 8) produces brick and ore, so brick helps it
  // least: the strong bot gives brick plus lumber or wool, never the city's grain or ore.
  Game g = two_main();
  put_building(g, 0, 39);
  put_building(g, 1, 20);
  give(g, 0, ResourceCounts(1, 1, 1, 2, 3));
  auto& p = g.position_for_test();
  p.players[0].settlements_left = 0;
  p.players[0].roads_left = 0;
  p.dev_deck = {};
  p.phase = Phase::variant;
  p.module.as<TwoPlayerState>().return_due = 1;  // forced-trade return due
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Action a = decide(g, 0, Level::strong, seed);
    REQUIRE(a.type == two_player::act::forced_trade_return);
    CHECK(a.give[Resource::brick] == 1);
    CHECK(a.give[Resource::ore] == 0);
    CHECK(a.give[Resource::grain] == 0);
  }
}

TEST_CASE("bots two-player: robber to the desert off the bot's own city hex, not off the opponent's") {
  // Seat 0 has a city on 12 (touching hills 6, hex 4); seat 1 a settlement on 25. Empty hands: the
  // base policy would end the turn. Robber on hex 4 blocks 2 x 5 pips of seat 0 each roll.
  Game g = two_main();
  put_building(g, 0, 12, 2);
  put_building(g, 1, 25);
  g.position_for_test().robber_hex = hex(0, -1);
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) CHECK(decide(g, 0, level, seed).type == two_player::act::robber_to_desert);
  // On the opponent's mountains 8 (hex 11) the robber helps seat 0: it stays.
  g.position_for_test().robber_hex = hex(2, 0);
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) CHECK(decide(g, 0, level, seed).type == ActionType::end_turn);
}

TEST_CASE("bots two-player: a knight is exchanged for tokens only while Largest Army stays (§2.6)") {
  auto position = [](int mine, int theirs) {
    Game g = two_main();
    put_building(g, 0, 39);
    put_building(g, 1, 25);
    auto& p = g.position_for_test();
    p.players[0].knights_played = int8_t(mine);
    p.players[0].dev_used[0] = int8_t(mine);
    p.players[1].knights_played = int8_t(theirs);
    p.players[1].dev_used[0] = int8_t(theirs);
    p.dev_deck[0] = int8_t(p.dev_deck[0] - mine - theirs);
    p.largest_army_owner = 0;
    return g;
  };
  // 5 knights against 2: after the exchange 4 > 2, Largest Army stays (margin 2 for strong).
  Game keep = position(5, 2);
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) CHECK(decide(keep, 0, level, seed).type == two_player::act::exchange_knight);
  // 3 against 2: after it 2 knights, the award would be set aside — no exchange.
  Game lose = position(3, 2);
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) CHECK(decide(lose, 0, level, seed).type == ActionType::end_turn);
  // An empty supply pays nothing: no exchange either.
  Game empty = position(5, 2);
  auto& p = empty.position_for_test();
  auto& two = p.module.as<TwoPlayerState>();
  two.tokens[1] = int16_t(two.tokens[1] + two.supply);
  two.supply = 0;
  for (Level level : {Level::easy, Level::strong})
    for (uint64_t seed = 1; seed <= 6; ++seed) CHECK(decide(empty, 0, level, seed).type == ActionType::end_turn);
}

TEST_CASE("bots two-player: strong's owed neutral road takes Longest Road from the opponent (§2.3, §1.11)") {
  // Seat 1 holds Longest Road with 5 roads (43-47-51-48-52-49); neutral 2 has 5 roads too
  // (23-17-12-7-3-0), a tie that leaves the award with seat 1. A sixth neutral road at either end
  // (0-4, 23-18 or 23-29) makes the neutral trail 6 and takes the award from seat 1; the other
  // legal neutral roads (branches 17-22, 12-8, 7-11; colour 3's 30-24, 30-35, 30-36) do not.
  Game g = two_main();
  put_building(g, 1, 43);
  const int opp_path[] = {43, 47, 51, 48, 52, 49};
  for (int i = 0; i < 5; ++i) put_road(g, 1, edge(opp_path[i], opp_path[i + 1]));
  REQUIRE(g.position().longest_road_owner == 1);
  const int neutral_path[] = {23, 17, 12, 7, 3, 0};
  for (int i = 0; i < 5; ++i) put_road(g, 2, edge(neutral_path[i], neutral_path[i + 1]));
  REQUIRE(g.position().longest_road_owner == 1);
  put_building(g, 0, 25);
  put_road(g, 0, edge(25, 19));
  g.position_for_test().module.as<TwoPlayerState>().duty = 1;  // a neutral road is owed
  REQUIRE(observe(g, 0).legal.size == 9);
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Action a = decide(g, 0, Level::strong, seed);
    REQUIRE(a.type == two_player::act::build_neutral_road);
    Game after = g;
    REQUIRE_FALSE(after.apply(a));
    CHECK(after.position().longest_road_owner == 2);
  }
}
