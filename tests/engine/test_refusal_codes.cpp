// docs/protocol.md "Refusal codes": one row per kind of broken rule, one code
// per row. Each row below arranges a position that breaks exactly that rule and
// checks the code (and that the state is untouched). The last case reads the
// tables in docs/protocol.md and checks they name exactly the codes tested here.
#include <fstream>
#include <functional>
#include <regex>
#include <set>
#include <sstream>

#include "engine/catan/match.hpp"
#include "helpers.hpp"

using namespace th;

namespace {

// Player 0 after the roll (a 2: nothing produced near the centre) with a
// settlement on the top corner of the centre hex and roads to two intersections
// further: path[0] settlement, path[1] next to it, path[2] two away.
struct Arranged {
  Game g;
  std::vector<int> path;
};

Arranged arranged(ResourceCounts hand = {}) {
  Arranged a{blank(4), {}};
  a.path = walk(corner(hex(0, 0), 0), 3);
  put_building(a.g, 0, a.path[0]);
  put_road(a.g, 0, edge(a.path[0], a.path[1]));
  put_road(a.g, 0, edge(a.path[1], a.path[2]));
  give(a.g, 0, hand);
  roll(a.g, 1, 1);
  return a;
}

json j_act(const std::string& type, int player, json extra = json::object()) {
  json j{{"type", type}, {"player", player}};
  for (auto it = extra.begin(); it != extra.end(); ++it) j[it.key()] = it.value();
  return j;
}

std::string match_error(const std::string& reply) {
  auto j = json::parse(reply);
  return j.contains("error") ? j["error"]["code"].get<std::string>() : "";
}

struct Row {
  const char* code;
  std::function<void()> check;
};

const std::vector<Row>& rows() {
  static const std::vector<Row> r{
      {"bad_json", [] {
         Match m;
         REQUIRE(m.create(R"({"game":"base","players":3})") == "");
         CHECK(match_error(m.submit(R"({"type":)")) == "bad_json");
       }},
      {"unknown_action", [] {
         Game g = blank(4);
         refused(g, j_act("fly", 0), "unknown_action");
         refused(g, j_act("robber_to_desert", 0), "unknown_action");  // a CATAN for Two action in the base game
       }},
      {"bad_action", [] {
         auto a = arranged(kRoadCost);
         refused(a.g, j_act("build_road", 0), "bad_action");                        // no edge
         refused(a.g, j_act("build_road", 0, {{"edge", 99}}), "bad_action");       // outside 0..71
         refused(a.g, j_act("build_road", 0, {{"edge", 3}, {"hex", 1}}), "bad_action");  // field of another type
       }},
      {"bad_id", [] {
         Game g = blank(3);
         refused(g, j_act("end_turn", 3), "bad_id");  // no seat 3 in a 3-player game
       }},
      {"game_over", [] {
         Game g = blank(4);
         g.position_for_test().phase = Phase::game_over;
         g.position_for_test().winner = 0;
         refused(g, j_act("end_turn", 0), "game_over");
       }},
      {"not_pending", [] {
         auto a = arranged();
         refused(a.g, j_act("end_turn", 1), "not_pending");
         give(a.g, 0, ResourceCounts(0, 0, 1, 0, 0));
         give(a.g, 1, ResourceCounts(0, 0, 0, 1, 0));
         act(a.g, j_act("offer_trade", 0, {{"give", {{"wool", 1}}}, {"get", {{"grain", 1}}}}));
         refused(a.g, j_act("respond_trade", 0, {{"accept", true}}), "not_pending");  // your own offer
         refused(a.g, j_act("cancel_trade", 1), "not_pending");                       // someone else's offer
       }},
      {"wrong_phase", [] {
         Game g = blank(4);
         give(g, 0, kRoadCost);
         refused(g, j_act("build_road", 0, {{"edge", 0}}), "wrong_phase");  // before the roll
         refused(g, j_act("end_turn", 0), "wrong_phase");
       }},
      {"occupied", [] {
         auto a = arranged(kSettlementCost);
         refused(a.g, j_act("build_settlement", 0, {{"vertex", a.path[0]}}), "occupied");
       }},
      {"distance_rule", [] {
         auto a = arranged(kSettlementCost);
         refused(a.g, j_act("build_settlement", 0, {{"vertex", a.path[1]}}), "distance_rule");
       }},
      {"not_connected", [] {
         auto a = arranged(kSettlementCost);
         refused(a.g, j_act("build_settlement", 0, {{"vertex", corner(hex(0, 2), 3)}}), "not_connected");
       }},
      {"no_piece_left", [] {
         auto a = arranged(kSettlementCost);
         a.g.position_for_test().players[0].settlements_left = 0;
         refused(a.g, j_act("build_settlement", 0, {{"vertex", a.path[2]}}), "no_piece_left");
       }},
      {"cannot_afford", [] {
         auto a = arranged();
         refused(a.g, j_act("build_road", 0, {{"edge", edge(a.path[2], a.path[3])}}), "cannot_afford");
       }},
      {"bad_count", [] {
         Game g = blank(4);
         give(g, 0, ResourceCounts(2, 2, 2, 2, 0));  // 8 cards: 4 due after a 7
         roll(g, 3, 4);
         REQUIRE(g.position().players[0].discard_due == 4);
         refused(g, j_act("discard", 0, {{"resources", {{"brick", 2}, {"lumber", 2}, {"wool", 1}}}}), "bad_count");
       }},
      {"bad_trade", [] {
         auto a = arranged(ResourceCounts(0, 0, 0, 0, 5));
         refused(a.g, j_act("maritime_trade", 0, {{"give", {{"ore", 5}}}, {"get", {{"brick", 1}}}}), "bad_trade");
       }},
      {"not_allowed", [] {
         auto a = arranged(kCityCost);
         refused(a.g, j_act("build_city", 0, {{"vertex", a.path[2]}}), "not_allowed");  // no settlement there
       }},
      {"bad_chance", [] {
         Options o;
         o.no_sevens_first_rounds = true;
         Game g = blank(4, o, 0);
         refused(g, j_act("roll_dice", 0, {{"chance", {{"dice", {3, 4}}}}}), "bad_chance");
       }},
      {"chance_refused", [] {
         Match m;
         REQUIRE(m.create(R"({"game":"base","players":3})") == "");
         CHECK(match_error(m.submit(R"({"type":"roll_dice","player":0,"chance":{"dice":[1,2]}})", false)) ==
               "chance_refused");
       }},
      // Configs, saves and the facade.
      {"bad_config", [] {
         Match m;
         CHECK(match_error("{\"error\":" + m.create(R"({"game":"base","players":9})") + "}") == "bad_config");
       }},
      {"unknown_game", [] {
         Match m;
         CHECK(match_error("{\"error\":" + m.create(R"({"game":"chess","players":2})") + "}") == "unknown_game");
       }},
      {"bad_save", [] {
         Match m;
         CHECK(match_error("{\"error\":" + m.load(R"({"format":"other"})") + "}") == "bad_save");
       }},
      {"illegal_action", [] {
         Match m;
         const std::string save =
             R"({"format":"catan-save","version":1,"config":{"game":"base","players":3},"log":[{"type":"end_turn","player":0}]})";
         CHECK(match_error("{\"error\":" + m.load(save) + "}") == "illegal_action");
       }},
      {"state_mismatch", [] {
         Game g = new_game(3);
         json s = g.to_json();
         s["state"]["turn"] = 5;
         Game out;
         Error err;
         CHECK(!Game::from_json(s, out, err));
         CHECK(err.code == "state_mismatch");
       }},
      {"no_game", [] {
         Match m;
         CHECK(match_error(m.submit(R"({"type":"end_turn","player":0})")) == "no_game");
       }},
  };
  return r;
}

}  // namespace

TEST_CASE("refusal codes: each row of the table in docs/protocol.md") {
  for (const auto& row : rows()) {
    INFO("row: ", row.code);
    row.check();
  }
}

TEST_CASE("refusal codes: docs/protocol.md tables name exactly the codes tested") {
  std::ifstream in(std::string(CATAN_SOURCE_DIR) + "/docs/protocol.md");
  REQUIRE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string doc = ss.str();
  const auto from = doc.find("### Refusal codes");
  const auto to = doc.find("## Save", from);
  REQUIRE(from != std::string::npos);
  REQUIRE(to != std::string::npos);
  std::set<std::string> documented, tested;
  // A table row's code is the backticked word in its code column ("| `code` |").
  const std::string part = doc.substr(from, to - from);
  std::regex cell(R"(\| `([a-z_]+)` \|)");
  for (auto it = std::sregex_iterator(part.begin(), part.end(), cell); it != std::sregex_iterator(); ++it)
    documented.insert((*it)[1]);
  std::regex last(R"(\| `([a-z_]+)` \|?\s*$)");
  std::istringstream lines(part);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, last)) documented.insert(m[1]);
  }
  for (const auto& row : rows()) tested.insert(row.code);
  CHECK(documented == tested);
}
