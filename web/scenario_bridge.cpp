#include "web/scenario_bridge.hpp"

#include <emscripten.h>
#include <emscripten/bind.h>

#include <string>

#include <nlohmann/json.hpp>

#include "engine/catan/game.hpp"
#include "engine/core/json_text.hpp"
#include "engine/catan/scenario.hpp"
#include "imgui_frontend/control/redraw.hpp"

namespace {

using nlohmann::json;
catan::ui::AppState* g_scenario_app = nullptr;

// Opens the shell's file chooser (shell/catan.js; a click on the canvas a frame ago is the
// user gesture browsers ask for).
EM_JS(void, open_file_chooser, (), { if (Module.openScenarioPicker) Module.openScenarioPicker(); });

// JS: starts a hot-seat game (every seat Human) from the text of a scenario file. Returns ""
// or the readable reason it cannot (also shown on the title screen).
std::string OpenScenario(const std::string& text) {
  if (!g_scenario_app) return "The page is not ready.";
  std::string why;
  const json s = json::parse(text, nullptr, false);
  catan::Config config;
  catan::Error err;
  catan::Game check;
  if (s.is_discarded()) {
    why = "That file is not a CATAN position: it is not JSON.";
  } else if (!catan::scenario_config(s, -1, config, err) || !catan::Game::create(config, check, err)) {
    why = "That position cannot be opened (" + std::string(err.code) + "): " + err.message();
  } else {
    catan::ui::GameSetup setup = catan::ui::DefaultSetup(config.game);
    setup.players = config.players;
    setup.seed = config.seed;
    setup.options["vp_target"] = config.options.vp_target;
    // The board is the scenario's (kept in the engine's save with the scenario); the
    // setup keeps only what the page needs beside it.
    setup.options.erase("board");
    if (!catan::ui::StartConfigured(*g_scenario_app, setup, catan::dump_json(catan::config_to_json(config)))) why = g_scenario_app->status;
  }
  if (!why.empty()) {
    g_scenario_app->status = why;
    if (!g_scenario_app->session) g_scenario_app->screen = catan::ui::Screen::Title;
  }
  catan::ui::RequestRedraw();  // the app draws only on change; this one came from outside SDL input
  return why;
}

}  // namespace

namespace catan::web {

void InstallScenarioHooks(ui::AppState* app) {
  g_scenario_app = app;
  const bool page_can = EM_ASM_INT({ return Module.openScenarioPicker ? 1 : 0; });
  if (page_can) app->pick_position = [] { open_file_chooser(); };
}

}  // namespace catan::web

EMSCRIPTEN_BINDINGS(catan_scenario) { emscripten::function("openScenario", &OpenScenario); }
