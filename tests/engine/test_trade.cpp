// §1.8 trading: domestic only with the active player after the roll, no
// gifts, no like-for-like; offers answered then confirmed/cancelled;
// maritime 4:1, 3:1, 2:1 by harbors; the bank cannot pay what it lacks.
#include "helpers.hpp"

using namespace th;

TEST_CASE("domestic trade: offer, answers, confirm with one acceptor") {
  Game g = blank(4);
  give(g, 0, ResourceCounts(0, 0, 2, 0, 0));
  give(g, 1, ResourceCounts(0, 0, 0, 0, 1));
  give(g, 2, ResourceCounts(0, 0, 0, 0, 2));
  json offer{{"type", "offer_trade"}, {"player", 0}, {"give", {{"wool", 2}}}, {"get", {{"ore", 1}}}};
  refused(g, offer, "wrong_phase");  // before the roll
  roll(g, 1, 1);
  refused(g, {{"type", "offer_trade"}, {"player", 1}, {"give", {{"ore", 1}}}, {"get", {{"wool", 1}}}}, "not_pending");
  refused(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"wool", 2}}}, {"get", json::object()}}, "bad_trade");
  refused(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"wool", 2}}}, {"get", {{"wool", 1}}}}, "bad_trade");
  refused(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"wool", 3}}}, {"get", {{"ore", 1}}}}, "cannot_afford");
  act(g, offer);
  CHECK(g.position().phase == Phase::trade_offer);
  std::array<int8_t, kMaxPlayers> pend{};
  CHECK(g.pending_players(pend) == 4);
  refused(g, {{"type", "respond_trade"}, {"player", 3}, {"accept", true}}, "cannot_afford");  // has no ore
  refused(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 1}}, "not_allowed");       // not accepted yet
  act(g, {{"type", "respond_trade"}, {"player", 1}, {"accept", true}});
  act(g, {{"type", "respond_trade"}, {"player", 2}, {"accept", true}});
  act(g, {{"type", "respond_trade"}, {"player", 3}, {"accept", false}});
  refused(g, {{"type", "respond_trade"}, {"player", 1}, {"accept", false}}, "not_pending");
  refused(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 3}}, "not_allowed");
  auto v = g.view(3);
  CHECK(v["trade_offer"]["answers"]["1"] == "accepted");
  CHECK(v["trade_offer"]["answers"]["3"] == "rejected");
  act(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 2}});
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 0, 0, 1));
  CHECK(g.position().players[2].hand == ResourceCounts(0, 0, 2, 0, 1));
  CHECK(g.position().players[1].hand == ResourceCounts(0, 0, 0, 0, 1));
}

TEST_CASE("domestic trade: cancel returns to the main phase unchanged") {
  Game g = blank(3);
  give(g, 0, ResourceCounts(1, 0, 0, 0, 0));
  roll(g, 1, 1);
  act(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"brick", 1}}}, {"get", {{"ore", 2}}}});
  refused(g, {{"type", "cancel_trade"}, {"player", 1}}, "not_pending");
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  act(g, {{"type", "cancel_trade"}, {"player", 0}});
  CHECK(g.position().phase == Phase::main);
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 0, 0, 0));
}

TEST_CASE("maritime trade: 4:1 without harbor, 3:1 generic, 2:1 special") {
  Game g = blank(4);
  give(g, 0, ResourceCounts(0, 0, 0, 4, 4));
  roll(g, 1, 1);
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 3}}}, {"get", {{"brick", 1}}}}, "bad_trade");
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 4}}}, {"get", {{"ore", 1}}}}, "bad_trade");
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 4}}}, {"get", {{"brick", 2}}}}, "bad_trade");
  act(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 4}}}, {"get", {{"brick", 1}}}});
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 0, 4, 0));
  // Settlement on the generic harbor of the beginner board (harbor 0): 3:1.
  const auto& hb = g.def().layout.harbors()[0];
  REQUIRE(hb.generic);
  put_building(g, 0, hb.vertices[0]);
  act(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"grain", 3}}}, {"get", {{"wool", 1}}}});
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 1, 1, 0));
  // The grain 2:1 harbor (harbor 1) gives 2:1 for grain only.
  const auto& gh = g.def().layout.harbors()[1];
  REQUIRE(!gh.generic);
  REQUIRE(gh.resource == Resource::grain);
  put_building(g, 0, gh.vertices[1]);
  give(g, 0, ResourceCounts(0, 0, 0, 1, 0));
  act(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"grain", 2}}}, {"get", {{"ore", 1}}}});
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 1, 0, 1));
  auto v = g.view(0);
  CHECK(v["you"]["maritime_rates"]["grain"] == 2);
  CHECK(v["you"]["maritime_rates"]["brick"] == 3);
}

TEST_CASE("maritime trade: the bank cannot pay what it lacks") {
  Game g = blank(4);
  give(g, 0, ResourceCounts(0, 0, 0, 0, 4));
  give(g, 1, ResourceCounts(19, 0, 0, 0, 0));
  roll(g, 1, 1);
  refused(g, {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"ore", 4}}}, {"get", {{"brick", 1}}}}, "not_allowed");
  ActionList list;
  g.legal_actions(0, list);
  for (const auto& a : list)
    if (a.type == ActionType::maritime_trade) CHECK(a.get[Resource::brick] == 0);
}
