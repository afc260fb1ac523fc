// Rule-module hooks added for Cities & Knights (issue 13): a test-only module
// registered through board_game_entry overrides after_dice, produce,
// module_points and after_city, and keeps its own typed state; the base game
// (every default) is unchanged.
#include "engine/catan/board_game.hpp"
#include "engine/platform/registry.hpp"
#include "helpers.hpp"

using namespace th;

namespace {

// The test module's own state (Position::module): what its hooks saw.
struct HookState {
  int16_t dice_seen = 0;      // after_dice calls
  int16_t last_total = 0;     // total passed to produce
  int16_t cities = 0;         // after_city calls
  int16_t bonus_player = -1;  // player with 1 module point
};
static_assert(ModuleState::fits<HookState>);

class HookRules final : public RuleModule {
 public:
  std::string_view name() const override { return "hook-test"; }
  void init(const GameDef&, Position& p) const override { p.module.as<HookState>().bonus_player = 2; }
  void after_dice(Ctx& c, int, int) const override { ++c.pos.module.as<HookState>().dice_seen; }
  void produce(Ctx& c, int total) const override {
    c.pos.module.as<HookState>().last_total = int16_t(total);
    rules::produce(c, total);  // then the base production
  }
  int module_points(const GameDef&, const Position& p, int player) const override {
    return p.module.as<HookState>().bonus_player == player ? 1 : 0;
  }
  void after_city(Ctx& c, int player, int) const override {
    ++c.pos.module.as<HookState>().cities;
    c.pos.module.as<HookState>().bonus_player = int16_t(player);
  }
};

const HookRules kHookRules;

const bool registered = register_test_module("hook-test", "Hook test", kHookRules);

Game hook_blank() { return blank(4, {}, 8, "hook-test"); }

}  // namespace

TEST_CASE("module hooks: after_dice, produce, module_points and after_city reach the module") {
  REQUIRE(registered);
  Game g = hook_blank();
  const int hills = hex(0, -1);  // hills 6 on the beginner board
  put_building(g, 0, corner(hills, 0));
  const auto& st = g.position().module.as<HookState>();
  // Module points: player 2 holds the module's point from init (0 buildings + 1).
  CHECK(g.public_points(2) == 1);
  CHECK(g.view(-1)["players"][2]["public_points"] == 1);
  roll(g, 3, 3);
  CHECK(st.dice_seen == 1);
  CHECK(st.last_total == 6);
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 0, 0, 0));  // base production still ran
  // A city: after_city moves the module point to the builder (1 settlement -> city = 2, + 1).
  give(g, 0, kCityCost);
  act(g, {{"type", "build_city"}, {"player", 0}, {"vertex", corner(hills, 0)}});
  CHECK(st.cities == 1);
  CHECK(g.public_points(0) == 3);
  CHECK(g.public_points(2) == 0);
  // The module state is part of the save and survives the replay.
  CHECK(g.to_json()["state"]["players"][0]["points"] == 3);
}

TEST_CASE("module hooks: the base game's defaults change nothing") {
  Game g = blank(4);
  CHECK(g.position().module == ModuleState{});
  const int hills = hex(0, -1);
  put_building(g, 0, corner(hills, 0));
  roll(g, 3, 3);
  CHECK(g.position().players[0].hand == ResourceCounts(1, 0, 0, 0, 0));
  CHECK(g.position().module == ModuleState{});
  CHECK(g.public_points(0) == 1);
}
