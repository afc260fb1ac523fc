// Module-declared action and event types, and card sets with commodities (issue 13
// item 2): a test-only module declares its own action type and event type in this
// file only (ids module_action(0) / module_event(0), names, fields, text) and uses
// commodities; the base codecs reach them through RuleModule::codec(). The base game
// knows neither the type names nor the commodity names, and its JSON is unchanged.
#include "engine/catan/board_game.hpp"
#include "engine/catan/card_json.hpp"
#include "engine/catan/module_codec.hpp"
#include "engine/catan/two_player/two_player.hpp"
#include "engine/platform/registry.hpp"
#include "helpers.hpp"

using namespace th;

namespace {

// The test module's own types.
constexpr ActionType kTakeCommodity = module_action(0);
constexpr EventType kCommodityTaken = module_event(0);
constexpr ActionType kImproveCity = module_action(1), kMoveKnight = module_action(2);
constexpr std::array<std::string_view, 3> kTracks{"cloth", "coin", "paper"};
constexpr std::array<ActionSpec, 3> kActions{{
    {"take_commodity", kFieldGet},
    {"improve_city", 0, "track", 0, 0, kTracks},        // a named field of the module's own
    {"move_knight", kFieldVertex, "to", 0, 53},  // a second vertex
}};
constexpr std::array<std::string_view, 1> kEvents{"commodity_taken"};

// Its text: a catalogue key and its arguments (a real module uses keys of its own text part;
// this test borrows the base game's "%s received %s").
void write_event(const Event& e, bool, nlohmann::json& j, const char*& key, nlohmann::json& args) {
  if (e.type != kCommodityTaken) return;
  j["resources"] = nonzero_counts_json(e.res);
  key = "event.produced";
  args = {arg_player(e.player), arg_cards(e.res)};
}

const ModuleCodec kCodec{kActions, kEvents, write_event};

// Main phase, current player: take exactly one commodity card (from nowhere: a test rule).
class CodecRules final : public RuleModule {
 public:
  std::string_view name() const override { return "codec-test"; }
  bool uses_commodities() const override { return true; }
  const ModuleCodec* codec() const override { return &kCodec; }
  void legal_extra(const GameDef& d, const Position& p, int player, ActionList& out) const override {
    Action a;
    a.type = kTakeCommodity;
    a.player = int8_t(player);
    for (int c = 0; c < kCommodityCount; ++c) {
      a.get = {};
      a.get[Commodity(c)] = 1;
      if (!check_extra(d, p, a)) out.push(a);
    }
  }
  Refusal check_extra(const GameDef&, const Position& p, const Action& a) const override {
    // Refusals return catalogue keys (a real module's own, from its text part; this test
    // module borrows the base game's).
    if (a.type != kTakeCommodity) return {"unknown_action", "refuse.action_type_does_not_exist_game"};
    if (p.phase != Phase::main || a.player != p.current) return {"wrong_phase", "refuse.trading_happens_after_roll"};
    if (a.get.total() != 1 || !a.get.any_commodity()) return {"bad_count", "refuse.negative_card_count"};
    return {};
  }
  void apply_extra(Ctx& c, const Action& a) const override {
    c.pos.players[a.player].hand += a.get;
    c.events.push({kCommodityTaken, a.player, -1, -1, -1, a.get});
  }
};

const CodecRules kCodecRules;

const bool codec_registered = register_test_module("codec-test", "Codec test", kCodecRules);

// A codec-test game after player 0's roll (3+3: hills 6 pays nobody on an empty board).
Game codec_main() {
  Game g = blank(4, {}, 8, "codec-test");
  roll(g, 3, 3);
  REQUIRE(g.position().phase == Phase::main);
  return g;
}

}  // namespace

TEST_CASE("module codec: a module's own action and event type, named and parsed through the module") {
  REQUIRE(codec_registered);
  Game g = codec_main();
  const RuleModule& rules = *g.def().rules;
  // Listed, written with the module's name and the shared field vocabulary.
  ActionList list;
  g.legal_actions(0, list);
  int listed = 0;
  for (const auto& a : list) listed += a.type == kTakeCommodity;
  CHECK(listed == 3);  // paper, cloth, coin
  Action a;
  a.type = kTakeCommodity;
  a.player = 0;
  a.get[Commodity::cloth] = 1;
  const nlohmann::json j = action_to_json(rules, a);
  CHECK(j == nlohmann::json{{"type", "take_commodity"}, {"player", 0}, {"get", {{"cloth", 1}}}});
  CHECK(action_name(rules, kTakeCommodity) == "take_commodity");
  Action back;
  Error err;
  REQUIRE(action_from_json(rules, j, back, err));
  CHECK(back == a);
  // The base codec's refusals hold for module types too.
  CHECK_FALSE(action_from_json(rules, {{"type", "take_commodity"}, {"player", 0}}, back, err));
  CHECK(err.code == "bad_action");
  CHECK_FALSE(action_from_json(rules, {{"type", "take_commodity"}, {"player", 0}, {"get", {}}, {"edge", 3}}, back, err));
  CHECK(err.code == "bad_action");
  // Applied: the module's event, with its own fields and text.
  const json ev = act(g, j);
  REQUIRE(ev.size() == 1);
  CHECK(ev[0] == json{{"type", "commodity_taken"}, {"player", 0}, {"resources", {{"cloth", 1}}},
                      {"text", "Player 0 received 1 cloth"}, {"key", "event.produced"},
                      {"args", json::parse(R"([{"player":0},{"cards":{"cloth":1}}])")}});
  CHECK(g.position().players[0].hand[Commodity::cloth] == 1);
  refused(g, {{"type", "take_commodity"}, {"player", 0}, {"get", {{"cloth", 1}, {"coin", 1}}}}, "bad_count");
}

TEST_CASE("module codec: a module type's own field, named or numbered, kept in Action::extra") {
  const RuleModule& rules = kCodecRules;
  Action a;
  Error err;
  const json improve{{"type", "improve_city"}, {"player", 2}, {"track", "coin"}};
  REQUIRE(action_from_json(rules, improve, a, err));
  CHECK(a.type == kImproveCity);
  CHECK(a.extra == 1);  // index of "coin" in the module's list
  CHECK(action_to_json(rules, a) == improve);
  const json move{{"type", "move_knight"}, {"player", 1}, {"vertex", 4}, {"to", 12}};
  REQUIRE(action_from_json(rules, move, a, err));
  CHECK(a.type == kMoveKnight);
  CHECK(a.target == 4);
  CHECK(a.extra == 12);
  CHECK(action_to_json(rules, a) == move);
  // Refusals: the field is required, checked against its names or range, and only for its type.
  CHECK_FALSE(action_from_json(rules, {{"type", "improve_city"}, {"player", 2}}, a, err));
  CHECK(err.message() == "missing field \"track\"");
  CHECK_FALSE(action_from_json(rules, {{"type", "improve_city"}, {"player", 2}, {"track", "ore"}}, a, err));
  CHECK(err.code == "bad_action");
  CHECK_FALSE(action_from_json(rules, {{"type", "move_knight"}, {"player", 1}, {"vertex", 4}, {"to", 54}}, a, err));
  CHECK(err.message() == "to out of range 0..53");
  CHECK_FALSE(action_from_json(rules, {{"type", "take_commodity"}, {"player", 1}, {"get", {}}, {"to", 3}}, a, err));
  CHECK(err.message() == "field \"to\" does not belong to take_commodity");
}

TEST_CASE("module codec: commodities appear in the JSON of games that use them only") {
  Game g = codec_main();
  act(g, {{"type", "take_commodity"}, {"player", 0}, {"get", {{"paper", 1}}}});
  // This game's views and saves list every card kind, commodities included.
  const json hand = g.view(0)["you"]["hand"];
  CHECK(hand == json{{"brick", 0}, {"lumber", 0}, {"wool", 0}, {"grain", 0}, {"ore", 0},
                     {"paper", 1}, {"cloth", 0}, {"coin", 0}});
  CHECK(g.to_json()["state"]["players"][0]["hand"]["paper"] == 1);
  CHECK(g.view(0)["bank"].contains("coin"));
  // A base game: five resources, no commodity key, and commodity names are refused.
  Game b = blank(4);
  CHECK(b.view(0)["you"]["hand"].size() == 5);
  CHECK(b.view(0)["bank"].size() == 5);
  CHECK(b.to_json()["state"]["bank"].size() == 5);
  Action a;
  Error err;
  CHECK_FALSE(action_from_json(*b.def().rules,
                               {{"type", "maritime_trade"}, {"player", 0}, {"give", {{"paper", 4}}}, {"get", {{"ore", 1}}}},
                               a, err));
  CHECK(err.code == "bad_action");
  CHECK(err.message() == "give: unknown resource \"paper\"");
  // ... and so is the module's type name.
  CHECK_FALSE(action_from_json(*b.def().rules, {{"type", "take_commodity"}, {"player", 0}, {"get", {}}}, a, err));
  CHECK(err.code == "unknown_action");
}

TEST_CASE("module codec: card sets hold the three commodities beside the five resources") {
  CHECK(kCardKinds == 8);
  CHECK(kCardKindNames[commodity_slot(Commodity::paper)] == "paper");
  CHECK(kCardKindNames[commodity_slot(Commodity::cloth)] == "cloth");
  CHECK(kCardKindNames[commodity_slot(Commodity::coin)] == "coin");
  ResourceCounts hand(1, 0, 0, 2, 0);
  hand[Commodity::coin] = 2;
  CHECK(hand.total() == 5);
  CHECK(hand.kinds() == 3);
  ResourceCounts cost = ResourceCounts::of(Resource::grain);
  cost[Commodity::coin] = 3;
  CHECK_FALSE(hand.covers(cost));  // 2 coins < 3
  cost[Commodity::coin] = 2;
  CHECK(hand.covers(cost));
  CHECK((hand - cost) == ResourceCounts(1, 0, 0, 1, 0));
  CHECK(parse_card_kind("coin", true) == commodity_slot(Commodity::coin));
  CHECK_FALSE(parse_card_kind("coin", false).has_value());
  CHECK(nonzero_counts_json(hand) == json{{"brick", 1}, {"grain", 2}, {"coin", 2}});
  CHECK(counts_text(hand) == "1 brick, 2 grain, 2 coin");
  CHECK(resource_counts_json(hand).size() == 5);
  CHECK(resource_counts_json(hand, true).size() == 8);
}

TEST_CASE("module codec: CATAN for Two's types live in its module, ids in the module range") {
  const RuleModule& two = two_player_rules();
  CHECK(int(two_player::act::build_neutral_road) == kModuleActionFirst);
  CHECK(action_name(two, two_player::act::exchange_knight) == "exchange_knight");
  CHECK(action_name(base_rules(), two_player::act::exchange_knight).empty());
  // The same JSON text means the module's type in CATAN for Two and nothing in the base game.
  const json j{{"type", "robber_to_desert"}, {"player", 1}};
  Action a;
  Error err;
  REQUIRE(action_from_json(two, j, a, err));
  CHECK(a.type == two_player::act::robber_to_desert);
  CHECK(action_to_json(two, a) == j);
  CHECK_FALSE(action_from_json(base_rules(), j, a, err));
  CHECK(err.code == "unknown_action");
  // A module event written by the module: tokens gained.
  const Event e{two_player::ev::tokens_changed, 1, -1, 2, 7};
  CHECK(event_to_json(two, e, -1) ==
        json{{"type", "tokens_changed"}, {"player", 1}, {"change", 2}, {"tokens", 7}, {"text", "Player 1 gains 2 trade tokens"},
             {"key", "two_player.event.tokens_gained"}, {"args", json::parse(R"([{"player":1},2])")}});
}
