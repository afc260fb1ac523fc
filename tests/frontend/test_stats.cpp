// The victory screen's statistics (imgui_frontend/control/game_stats.hpp): a replay of the
// saved game counts what the game's events said while it was played.
#include <doctest/doctest.h>

#include <array>
#include <string>

#include <nlohmann/json.hpp>

#include "imgui_frontend/control/game_stats.hpp"
#include "memory_host.hpp"

using nlohmann::json;

namespace {

// Plays `actions` legal moves of a 4-player beginner game (seed 3), always the first legal
// action of the first pending seat except that a 4:1 maritime trade is preferred when legal,
// counting the dice totals and maritime cards from the events each move returned.
struct Played {
  std::array<int, 13> dice{};
  int roll_actions = 0;
  std::array<int, 4> bank_given{}, bank_got{};
};

Played Play(catan::ui::Table& t, int actions) {
  Played out;
  for (int i = 0; i < actions; ++i) {
    const auto pending = t.pending();
    if (pending.empty()) break;
    const json v = json::parse(t.view(pending.front()));
    const json& legal = v["legal_actions"];
    if (legal.empty()) break;
    json pick = legal[0];
    for (const auto& a : legal)
      if (a["type"] == "maritime_trade") { pick = a; break; }
    // A road-heavy first choice never ends a turn: end it when ending is legal and nothing else
    // is a roll (keeps the game moving through many rolls).
    for (const auto& a : legal)
      if (a["type"] == "end_turn" && pick["type"] != "maritime_trade") pick = a;
    if (pick["type"] == "roll_dice") ++out.roll_actions;
    const json r = json::parse(t.submit(pick.dump()));
    REQUIRE(r["ok"] == true);
    for (const auto& e : r["events"]) {
      if (e["type"] == "dice_rolled") ++out.dice[e["total"].get<size_t>()];
      if (e["type"] == "maritime_traded") {
        const int p = e["player"].get<int>();
        for (const auto& [k, n] : e["give"].items()) out.bank_given[size_t(p)] += n.get<int>();
        for (const auto& [k, n] : e["get"].items()) out.bank_got[size_t(p)] += n.get<int>();
      }
    }
  }
  return out;
}

}  // namespace

TEST_CASE("game stats: a replay of the save counts every roll and bank trade of the game") {
  test_support::MemoryHost mh;
  std::string err;
  auto table = mh.host.create(R"({"game":"base","players":4,"board":"beginner","seed":3})", err);
  REQUIRE(table);
  const Played played = Play(*table, 900);
  REQUIRE(played.roll_actions > 40);  // more rolls than a view's 40 recent events hold
  const catan::ui::GameStats st = catan::ui::StatsFromSave(mh.host, table->save());
  REQUIRE(st.ok);
  // One dice_rolled per roll_dice action (no re-roll option set), each counted at its total.
  CHECK(st.rolls == played.roll_actions);
  for (int t = 2; t <= 12; ++t) CHECK(st.dice[size_t(t)] == played.dice[size_t(t)]);
  int total = 0;
  for (int t = 0; t < 13; ++t) total += st.dice[size_t(t)];
  CHECK(total == st.rolls);
  CHECK(st.dice[0] == 0);
  CHECK(st.dice[1] == 0);
  // Bank trades: a 4:1 trade gives 4 and gets 1 (no harbor rates are used by the first legal pick
  // necessarily, so compare with the events' own counts, and given >= 2 x got as every rate is 2..4).
  for (size_t p = 0; p < 4; ++p) {
    CHECK(st.players[p].bank_given == played.bank_given[p]);
    CHECK(st.players[p].bank_got == played.bank_got[p]);
    CHECK(st.players[p].bank_given >= 2 * st.players[p].bank_got);
  }
}

TEST_CASE("game stats: starting resources are counted as gained") {
  // After setup each player holds exactly the starting resources of their second settlement,
  // and nothing else has happened: the cards gained equal the hand.
  test_support::MemoryHost mh;
  std::string err;
  auto table = mh.host.create(R"({"game":"base","players":3,"board":"beginner","seed":9})", err);
  REQUIRE(table);
  for (int i = 0; i < 12; ++i) {  // 3 players x 2 rounds x (settlement + road)
    const auto pending = table->pending();
    const json v = json::parse(table->view(pending.front()));
    REQUIRE(json::parse(table->submit(v["legal_actions"][0].dump()))["ok"] == true);
  }
  const catan::ui::GameStats st = catan::ui::StatsFromSave(mh.host, table->save());
  REQUIRE(st.ok);
  CHECK(st.rolls == 0);
  for (int p = 0; p < 3; ++p) {
    const json v = json::parse(table->view(p));
    int held = 0;
    for (const auto& [k, n] : v["you"]["hand"].items()) held += n.get<int>();
    CHECK(st.players[size_t(p)].gained_total == held);
    CHECK(held > 0);
  }
}

TEST_CASE("game stats: a save that does not replay gives no statistics") {
  test_support::MemoryHost mh;
  CHECK_FALSE(catan::ui::StatsFromSave(mh.host, "not json").ok);
  CHECK_FALSE(catan::ui::StatsFromSave(mh.host, R"({"config":{"game":"base","players":3,"board":"beginner","seed":1},"log":[{"type":"end_turn","player":0}]})").ok);
}
