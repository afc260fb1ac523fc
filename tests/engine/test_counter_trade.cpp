// Counter-offers in domestic trade (§1.8; docs/protocol.md "Actions", counter_trade): a
// player asked answers with their own give/get instead of accepting or declining; the
// offering player may confirm with them, and then exactly the counter's cards change hands.
// Expected hands below are worked out by hand from the starting hands.
#include <random>

#include "engine/bots/bot_view.hpp"
#include "engine/bots/bots.hpp"
#include "engine/catan/player_view.hpp"
#include "helpers.hpp"

using namespace th;

namespace {

json counter(int player, json give, json get) {
  return {{"type", "counter_trade"}, {"player", player}, {"give", std::move(give)}, {"get", std::move(get)}};
}

// Player 0 after a roll of 2, offering 2 wool for 1 ore. Hands (brick, lumber, wool, grain, ore):
// 0: 1 brick, 2 wool; 1: 2 grain, 1 ore; 2: 2 ore; 3: nothing.
Game offered(int players = 4) {
  Game g = blank(players);
  give(g, 0, ResourceCounts(1, 0, 2, 0, 0));
  give(g, 1, ResourceCounts(0, 0, 0, 2, 1));
  if (players > 2) give(g, 2, ResourceCounts(0, 0, 0, 0, 2));
  roll(g, 1, 1);
  refused(g, counter(1, {{"grain", 1}}, {{"wool", 1}}), "not_pending");  // no offer open: not their turn to act
  act(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"wool", 2}}}, {"get", {{"ore", 1}}}});
  return g;
}

// Refused like refused(), and the whole position (counters included) is unchanged.
void refused_exactly(Game& g, const json& j, const std::string& code) {
  const Position before = g.position();
  refused(g, j, code);
  CHECK(g.position() == before);
}

}  // namespace

TEST_CASE("counter_trade: confirm moves exactly the counter's cards") {
  Game g = offered();
  // Player 1 counters: gives 1 grain, wants 1 wool and 1 brick (instead of giving 1 ore for 2 wool).
  json ev = act(g, counter(1, {{"grain", 1}}, {{"wool", 1}, {"brick", 1}}));
  REQUIRE(has_event(ev, "trade_countered"));
  CHECK(ev[0]["give"] == json{{"grain", 1}});
  CHECK(ev[0]["get"] == json{{"brick", 1}, {"wool", 1}});
  CHECK(ev[0]["key"] == "event.trade_countered");
  CHECK(ev[0]["text"] == "Player 1 counters: gives 1 grain for 1 brick, 1 wool");
  CHECK(g.position().players[1].trade_answer == 3);
  CHECK(!g.is_pending(1));  // a counter is an answer: player 1 no longer holds up the table
  CHECK(g.is_pending(2));
  // The offerer may confirm with player 1 (a legal action), on the counter's terms.
  ActionList legal;
  g.legal_actions(0, legal);
  bool listed = false;
  for (const auto& a : legal) listed |= a.type == ActionType::confirm_trade && a.target == 1;
  CHECK(listed);
  const ResourceCounts bank = g.position().bank;
  act(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 1}});
  // 0: 1 brick + 2 wool - 1 brick - 1 wool + 1 grain = 1 wool, 1 grain.
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 1, 1, 0));
  // 1: 2 grain + 1 ore - 1 grain + 1 brick + 1 wool = 1 brick, 1 wool, 1 grain, 1 ore.
  CHECK(g.position().players[1].hand == ResourceCounts(1, 0, 1, 1, 1));
  CHECK(g.position().players[2].hand == ResourceCounts(0, 0, 0, 0, 2));
  CHECK(g.position().phase == Phase::main);
  for (int pl = 0; pl < 4; ++pl) {
    CHECK(g.position().players[pl].trade_answer == 0);
    CHECK(g.position().counter_give[pl] == ResourceCounts());
    CHECK(g.position().counter_get[pl] == ResourceCounts());
  }
  // The bank is untouched by a domestic trade.
  CHECK(g.position().bank == bank);
}

TEST_CASE("counter_trade: refusals leave the state untouched") {
  Game g = offered();
  refused_exactly(g, counter(0, {{"wool", 1}}, {{"ore", 1}}), "not_pending");           // the offerer
  refused_exactly(g, counter(3, {{"ore", 1}}, {{"wool", 1}}), "cannot_afford");         // holds no ore
  refused_exactly(g, counter(1, {{"ore", 2}}, {{"wool", 1}}), "cannot_afford");         // holds 1 ore
  refused_exactly(g, counter(1, {{"ore", 1}}, {{"ore", 1}}), "bad_trade");              // like for like
  refused_exactly(g, counter(1, {{"ore", 1}}, json::object()), "bad_trade");           // a gift
  refused_exactly(g, counter(1, json::object(), {{"wool", 1}}), "bad_trade");          // asks for a gift
  refused_exactly(g, counter(1, {{"ore", 1}}, {{"wool", 2}}), "bad_trade");             // the offer itself
  refused_exactly(g, counter(1, {{"ore", 1}}, {{"wool", 1}, {"knight", 1}}), "bad_action");  // not a resource
  refused_exactly(g, {{"type", "counter_trade"}, {"player", 1}, {"give", {{"ore", 1}}}}, "bad_action");  // no get
  // A player who declined has answered: no counter after that.
  act(g, {{"type", "respond_trade"}, {"player", 2}, {"accept", false}});
  refused_exactly(g, counter(2, {{"ore", 1}}, {{"wool", 1}}), "not_pending");
  // A player who accepted neither.
  act(g, {{"type", "respond_trade"}, {"player", 1}, {"accept", true}});
  refused_exactly(g, counter(1, {{"ore", 1}}, {{"wool", 1}}), "not_pending");
  // After the offer is withdrawn there is nothing to counter.
  act(g, {{"type", "cancel_trade"}, {"player", 0}});
  refused_exactly(g, counter(3, {{"ore", 1}}, {{"wool", 1}}), "not_pending");
  refused_exactly(g, counter(1, {{"ore", 1}}, {{"wool", 1}}), "not_pending");
  refused_exactly(g, counter(0, {{"ore", 1}}, {{"wool", 1}}), "wrong_phase");  // the active player: no offer to counter
}

TEST_CASE("counter_trade: confirm checks both hands at confirm time") {
  Game g = offered();
  // Player 1 asks for 1 ore, which player 0 does not hold: the counter stands, confirming is refused.
  act(g, counter(1, {{"grain", 2}}, {{"ore", 1}}));
  refused_exactly(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 1}}, "cannot_afford");
  ActionList legal;
  g.legal_actions(0, legal);
  for (const auto& a : legal) CHECK(!(a.type == ActionType::confirm_trade && a.target == 1));
  // A newer counter from the same player replaces the older one.
  act(g, counter(1, {{"grain", 2}}, {{"brick", 1}}));
  CHECK(g.position().counter_give[1] == ResourceCounts(0, 0, 0, 2, 0));
  CHECK(g.position().counter_get[1] == ResourceCounts(1, 0, 0, 0, 0));
  // The countering player's own cards are checked again at confirm time (a test-only edit:
  // no action moves cards while an offer is open).
  Game lost = g;
  lost.position_for_test().players[1].hand = ResourceCounts(0, 0, 0, 1, 1);
  refused_exactly(lost, {{"type", "confirm_trade"}, {"player", 0}, {"with", 1}}, "cannot_afford");
  // Confirming with player 3 (no answer) is still refused.
  refused_exactly(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 3}}, "not_allowed");
  act(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 1}});
  // 0: 1 brick + 2 wool - 1 brick + 2 grain; 1: 2 grain + 1 ore - 2 grain + 1 brick.
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 2, 2, 0));
  CHECK(g.position().players[1].hand == ResourceCounts(1, 0, 0, 0, 1));
}

TEST_CASE("counter_trade: a new offer clears the counters; views show them") {
  Game g = offered();
  act(g, counter(1, {{"grain", 1}}, {{"wool", 1}}));
  // JSON view (any seat sees counters: offers are public).
  json v = g.view(2);
  CHECK(v["players"][1]["trade_answer"] == "countered");
  CHECK(v["players"][1]["counter"] == json{{"give", {{"grain", 1}}}, {"get", {{"wool", 1}}}});
  CHECK(v["trade_offer"]["answers"]["1"] == "countered");
  CHECK(!v["players"][2].contains("counter"));
  // Typed view, and the JSON view read back equals it.
  PlayerView t = g.player_view(2);
  CHECK(t.players[1].trade_answer == 3);
  CHECK(t.players[1].counter_give == ResourceCounts(0, 0, 0, 1, 0));
  CHECK(t.players[1].counter_get == ResourceCounts(0, 0, 1, 0, 0));
  PlayerView back;
  Error err;
  REQUIRE_MESSAGE(player_view_from_json(v, back, err), err.message());
  CHECK(back.players[1].trade_answer == 3);
  CHECK(back.players[1].counter_give == t.players[1].counter_give);
  CHECK(back.players[1].counter_get == t.players[1].counter_get);
  // The save's state names the counter too.
  CHECK(g.snapshot()["players"][1]["counter"]["give"]["grain"] == 1);
  act(g, {{"type", "cancel_trade"}, {"player", 0}});
  act(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"brick", 1}}}, {"get", {{"grain", 1}}}});
  CHECK(g.position().players[1].trade_answer == 0);
  CHECK(g.position().counter_give[1] == ResourceCounts());
  CHECK(g.view(2)["players"][1]["trade_answer"].is_null());
  CHECK(!g.view(2)["players"][1].contains("counter"));
}

TEST_CASE("counter_trade: CATAN for Two allows domestic trade, so counters too") {
  // Catan for Two §2.4: the two real players may trade normally; neutral colours never answer.
  Game g = blank(2, {}, 8, "two-player");
  give(g, 0, ResourceCounts(1, 0, 0, 0, 0));
  give(g, 1, ResourceCounts(0, 0, 0, 2, 0));
  for (int i = 0; i < 2 && g.position().phase == Phase::pre_roll; ++i) roll(g, 1, 1 + i);  // 2, then 3
  REQUIRE(g.position().phase == Phase::main);
  act(g, {{"type", "offer_trade"}, {"player", 0}, {"give", {{"brick", 1}}}, {"get", {{"grain", 1}}}});
  refused_exactly(g, counter(2, {{"grain", 1}}, {{"brick", 1}}), "bad_id");  // a neutral colour
  act(g, counter(1, {{"grain", 2}}, {{"brick", 1}}));
  act(g, {{"type", "confirm_trade"}, {"player", 0}, {"with", 1}});
  CHECK(g.position().players[0].hand == ResourceCounts(0, 0, 0, 2, 0));
  CHECK(g.position().players[1].hand == ResourceCounts(1, 0, 0, 0, 0));
}

TEST_CASE("counter_trade: JSON form round-trips and a replayed log equals the live game") {
  Action a;
  Error err;
  const json j = counter(2, {{"ore", 1}}, {{"wool", 2}});
  REQUIRE(action_from_json(base_rules(), j, a, err));
  CHECK(a.type == ActionType::counter_trade);
  CHECK(action_to_json(base_rules(), a) == j);
  // A whole game with counters in its log: random legal play, and once per turn where
  // possible an offer (1 card for 2), a counter (1 card for 1), sometimes a second
  // counter replacing it, then confirm (or cancel every third time).
  Game g = new_game(4, "beginner", 11);
  std::mt19937 rng(3);
  int done = 0, replaced = 0, cancelled = 0, last_turn = -1;
  for (int step = 0; step < 6000 && !g.is_terminal() && done < 12; ++step) {
    const Position& p = g.position();
    const int cur = p.current;
    if (p.phase == Phase::main && p.turn != last_turn) {
      last_turn = p.turn;
      for (int o = 0; o < p.num_players; ++o) {
        if (o == cur) continue;
        int give_k = -1;
        for (int r = 0; r < kResourceCount; ++r) if (p.players[cur].hand[r] > 0 && give_k < 0) give_k = r;
        std::vector<int> theirs;  // kinds player o holds, other than the one offered
        for (int r = 0; r < kResourceCount; ++r) if (r != give_k && p.players[o].hand[r] > 0) theirs.push_back(r);
        if (give_k < 0 || theirs.empty()) continue;
        const int get_k = theirs[0], alt = theirs.size() > 1 ? theirs[1] : -1;
        const std::string gn(kResourceNames[give_k]), tn(kResourceNames[get_k]);
        act(g, {{"type", "offer_trade"}, {"player", cur}, {"give", {{gn, 1}}}, {"get", {{tn, 2}}}});
        if (alt >= 0 && done % 2 == 0) {  // a first counter, replaced by the second
          act(g, counter(o, {{std::string(kResourceNames[alt]), 1}}, {{gn, 1}}));
          ++replaced;
        }
        act(g, counter(o, {{tn, 1}}, {{gn, 1}}));
        if (done % 3 == 2) {
          act(g, {{"type", "cancel_trade"}, {"player", cur}});
          ++cancelled;
        } else {
          act(g, {{"type", "confirm_trade"}, {"player", cur}, {"with", o}});
        }
        ++done;
        break;
      }
    }
    std::array<int8_t, kMaxPlayers> pend{};
    if (g.pending_players(pend) == 0) break;
    ActionList legal;
    g.legal_actions(pend[0], legal);
    std::vector<Action> pick;
    for (const auto& x : legal) if (x.type != ActionType::offer_trade) pick.push_back(x);
    REQUIRE(!pick.empty());
    REQUIRE(!g.apply(pick[rng() % pick.size()]));
  }
  CHECK(done >= 6);
  CHECK(replaced >= 1);
  CHECK(cancelled >= 1);
  int counters = 0;
  for (const auto& x : g.log()) counters += x.type == ActionType::counter_trade;
  CHECK(counters == done + replaced);
  json save = g.to_json();
  Game back;
  REQUIRE_MESSAGE(Game::from_json(save, back, err), err.message());
  CHECK(back.position() == g.position());
  CHECK(back.log() == g.log());
  CHECK(back.to_json() == save);
  // Also mid-offer, with a counter standing (the save then records it).
  Game mid = new_game(4, "beginner", 11);
  for (size_t i = 0; i < g.log().size(); ++i) {
    REQUIRE(!mid.apply(g.log()[i]));
    if (g.log()[i].type != ActionType::counter_trade) continue;
    json s = mid.to_json();
    REQUIRE(s["state"]["players"][size_t(g.log()[i].player)].contains("counter"));
    Game b;
    REQUIRE_MESSAGE(Game::from_json(s, b, err), err.message());
    CHECK(b.position() == mid.position());
  }
}

TEST_CASE("counter_trade bots: easy confirms a counter giving a card it asked for at no more cards") {
  // Easy offered 2 wool for 1 ore. Seat 1 counters 1 ore for 1 wool (gives the ore asked, costs
  // 1 card <= 2): confirmed. Seat 2's counter, 1 brick for 1 wool, gives nothing asked: never.
  bots::BotView v;
  v.viewer = 0;
  v.current = 0;
  v.num_players = 3;
  v.phase = Phase::trade_offer;
  v.offer_open = true;
  v.offer_from = 0;
  v.hand = ResourceCounts(0, 0, 2, 0, 0);
  v.offer_give = ResourceCounts(0, 0, 2, 0, 0);
  v.offer_get = ResourceCounts(0, 0, 0, 0, 1);
  for (int p = 0; p < 3; ++p) v.players[p].seated = true;
  v.players[1].trade_answer = v.players[2].trade_answer = 3;
  v.players[1].counter_give = ResourceCounts(0, 0, 0, 0, 1);
  v.players[1].counter_get = ResourceCounts(0, 0, 1, 0, 0);
  v.players[2].counter_give = ResourceCounts(1, 0, 0, 0, 0);
  v.players[2].counter_get = ResourceCounts(0, 0, 1, 0, 0);
  Action a;
  a.player = 0;
  a.type = ActionType::cancel_trade;
  v.legal.push(a);
  a.type = ActionType::confirm_trade;
  a.target = 2;
  v.legal.push(a);
  a.target = 1;
  v.legal.push(a);
  Rng rng = Rng::from_seed(1);
  Action c = bots::choose_action(v, bots::Level::easy, rng);
  CHECK(c.type == ActionType::confirm_trade);
  CHECK(c.target == 1);
  // Seat 1 asking 3 wool (more cards than the 2 offered): easy withdraws instead.
  v.players[1].counter_get = ResourceCounts(0, 0, 3, 0, 0);
  c = bots::choose_action(v, bots::Level::easy, rng);
  CHECK(c.type == ActionType::cancel_trade);
}

TEST_CASE("counter_trade bots: strong bots' counters are legal and fair, and some are confirmed") {
  // Four strong bots play whole games; every counter_trade a bot returns is accepted by the engine,
  // never the offer itself, and gives at least one card it holds.
  int counters = 0, confirmed = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Game g = new_game(4, "beginner", seed);
    for (int i = 0; i < 20000 && !g.is_terminal(); ++i) {
      std::array<int8_t, kMaxPlayers> pend{};
      const int n = g.pending_players(pend);
      REQUIRE(n > 0);
      int who = pend[0];
      // As the page and the arena do: the offerer decides after the others have answered.
      for (int k = 0; k < n; ++k) if (pend[k] != g.position().current) { who = pend[k]; break; }
      Rng rng = Rng::from_seed(seed * 1000003 + uint64_t(i));
      const Action a = bots::choose_action(bots::observe(g, who), bots::Level::strong, rng);
      if (a.type == ActionType::counter_trade) {
        ++counters;
        CHECK(!(a.give == g.position().offer_get && a.get == g.position().offer_give));
        CHECK(g.position().players[who].hand.covers(a.give));
      }
      if (a.type == ActionType::confirm_trade && g.position().players[a.target].trade_answer == 3) ++confirmed;
      const Refusal r = g.apply(a);
      REQUIRE_MESSAGE(!r, action_to_json(*g.def().rules, a).dump());
    }
  }
  CHECK(counters > 10);
  CHECK(confirmed > 0);
  MESSAGE("strong counters: " << counters << ", confirmed by the offerer: " << confirmed);
}
