// libFuzzer target: scenario JSON (docs/scenario.md) through the loader the command line and the
// page use (scenario_config + Game::create, as catan-cli new --scenario and the page's Open
// position… do). An accepted scenario must start a game that views, saves, loads again from its
// save (config with the scenario + empty log) and exports a scenario that is accepted again.
#include <cstdint>
#include <cstdlib>

#include "engine/catan/match.hpp"
#include "engine/catan/scenario.hpp"
#include "engine/core/json_text.hpp"
#include "fuzz_common.hpp"

using namespace catan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string in(reinterpret_cast<const char*>(data), size);
  nlohmann::json s;
  Error err;
  if (!parse_json(in, s, err)) {
    fuzz::require_clean(err.message(), "parse_json");
    return 0;
  }
  Config c;
  Game g;
  if (!scenario_config(s, -1, c, err) || !Game::create(c, g, err)) {
    fuzz::require_clean(dump_json(error_json(err)), "scenario refusal");
    if (err.code.empty()) std::abort();  // a refusal always names its code
    return 0;
  }
  fuzz::require_clean(dump_json(g.view(-1)), "Game::view");
  Match m;
  const std::string loaded = m.load(dump_json(g.to_json()));
  if (!loaded.empty()) std::abort();  // a started scenario game must load from its own save
  fuzz::require_clean(m.save(), "Match::save");
  nlohmann::json back;
  if (scenario_from_game(g, true, back, err)) {
    Config c2;
    Game g2;
    if (!scenario_config(back, -1, c2, err) || !Game::create(c2, g2, err)) std::abort();  // export must import
  }
  return 0;
}
