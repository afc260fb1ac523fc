// Helpers for tests that start from scenarios (docs/scenario.md).
#pragma once
#include <fstream>

#include "engine/catan/scenario.hpp"
#include "helpers.hpp"

namespace th {

/// A scenario file under tests/scenarios/.
inline json scenario_file(const std::string& name) {
  std::ifstream in(std::string(CATAN_SOURCE_DIR) + "/tests/scenarios/" + name);
  REQUIRE_MESSAGE(in, name);
  json j;
  in >> j;
  return j;
}

/// Starts a game from scenario JSON; false + err if refused.
inline bool from_scenario(const json& s, Game& out, Error& err, long long seed = -1) {
  Config c;
  return scenario_config(s, seed, c, err) && Game::create(c, out, err);
}

/// Starts a game from scenario JSON, REQUIRE success.
inline Game scenario_game(const json& s) {
  Game g;
  Error err;
  const bool ok = from_scenario(s, g, err);
  const std::string why = std::string(err.code) + ": " + err.message();
  REQUIRE_MESSAGE(ok, why);
  return g;
}

}  // namespace th
