// Saves written by the version before the platform restructuring (tests/fixtures/)
// still load through the registry and the game goes on (issue 13 "What must be shown").
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "engine/catan/match.hpp"
#include "engine/platform/playout.hpp"
#include "engine/platform/registry.hpp"

using namespace catan;
using nlohmann::json;

namespace {

std::string read_fixture(const std::string& name) {
  std::ifstream in(std::string(CATAN_SOURCE_DIR) + "/tests/fixtures/" + name);
  REQUIRE_MESSAGE(in, name);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Loads `save`, checks it against its own log, plays `steps` random legal actions
// with the generic and the game's invariants, and checks the save round trip.
void load_and_continue(const std::string& save, const std::string& game, size_t log_length, int steps) {
  std::string err;
  auto m = load_match(save, err);
  REQUIRE_MESSAGE(m, err);
  CHECK(json::parse(m->save())["config"]["game"] == game);
  CHECK(m->version() == int(log_length));
  // Loading replayed the log and compared the saved state snapshot (a version-1 snapshot
  // mapped to the module's typed fields first); the save is now written as version 2.
  const json old = json::parse(save), now = json::parse(m->save());
  CHECK(old["version"] == 1);
  CHECK(now["version"] == 2);
  CHECK(now["config"] == old["config"]);
  CHECK(now["log"] == old["log"]);
  Rng rng = Rng::from_seed(5);
  for (int i = 0; i < steps && !m->terminal(); ++i) {
    const json pending = json::parse(m->pending());
    REQUIRE(!pending.empty());
    const int who = pending[rng.below(uint32_t(pending.size()))].get<int>();
    const json legal = json::parse(m->legal(who));
    const int pick = choose_random_json_action(legal, rng);
    REQUIRE(pick >= 0);
    const json r = json::parse(m->submit(legal[size_t(pick)].dump()));
    REQUIRE_MESSAGE(r["ok"] == true, r.dump());
    const std::string why = m->invariants();
    REQUIRE_MESSAGE(why == "", why);
  }
  CHECK(m->version() > int(log_length));
  CHECK(check_match_deep(*m) == "");
}

}  // namespace

TEST_CASE("fixtures: a base-game save of the previous version loads and continues") {
  const std::string save = read_fixture("save-base-4p-midgame.json");
  load_and_continue(save, "base", json::parse(save)["log"].size(), 300);
}

TEST_CASE("fixtures: a CATAN for Two save of the previous version loads and continues") {
  const std::string save = read_fixture("save-two-player-midgame.json");
  load_and_continue(save, "two-player", json::parse(save)["log"].size(), 300);
}

TEST_CASE("fixtures: a version-1 save whose state was tampered with is still refused") {
  json save = json::parse(read_fixture("save-two-player-midgame.json"));
  save["state"]["variant"][4] = int(save["state"]["variant"][4]) + 1;  // one more token in the supply
  std::string err;
  CHECK(load_match(save.dump(), err) == nullptr);
  CHECK(json::parse(err)["code"] == "state_mismatch");
  save = json::parse(read_fixture("save-base-4p-midgame.json"));
  save["state"]["players"][1]["tokens"] = 1;  // the base game has no tokens
  CHECK(load_match(save.dump(), err) == nullptr);
  CHECK(json::parse(err)["code"] == "state_mismatch");
}

TEST_CASE("fixtures: the page's stored session of the previous version holds a loadable match") {
  const json session = json::parse(read_fixture("browser-session-base.json"));
  CHECK(session["format"] == "catan-web-session");
  CHECK(session["version"] == 1);
  CHECK(session["setup"]["game"] == "base");
  load_and_continue(session["match"].dump(), "base", session["match"]["log"].size(), 100);
}
