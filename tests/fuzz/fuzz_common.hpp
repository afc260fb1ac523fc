// Shared by the libFuzzer targets of tests/fuzz and the corpus generator: the mid-game
// positions listed in tests/fuzz/states.json (data-driven: every registered game must be
// listed), reached by seeded random play-outs, and a check that an answer is a clean refusal.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/catan/game.hpp"
#include "engine/catan/match.hpp"

namespace catan::fuzz {

/// One position to fuzz against: the game, the config it came from, and its save text.
struct State {
  std::string name;         ///< e.g. "base-4-random-60"
  std::string config_json;  ///< the config (compact JSON)
  Game game;                ///< the position itself
};

/// Plays `moves` random legal actions from `config` (seeded by the config's seed), stopping
/// early at the game's end.
Game play_out(const Config& config, int moves);

/// Every position of tests/fuzz/states.json (read from CATAN_SOURCE_DIR). Aborts with a
/// message if the file is unreadable or a registered game has no entry.
const std::vector<State>& states();

/// Aborts (a finding for libFuzzer) if `answer` is a JSON refusal with code "internal"
/// (an exception caught by a last guard) or is not valid UTF-8.
void require_clean(const std::string& answer, const char* where);

}  // namespace catan::fuzz

#include <map>

#include "imgui_frontend/control/table.hpp"
#include "web/local_table.hpp"

namespace catan::fuzz {

/// A front-end Host over an in-memory key/value store and the engine's LocalTable (what the
/// page provides, minus the browser).
struct MemoryHost {
  std::map<std::string, std::string> store;
  ui::Host host{
      [](const std::string& config, std::string& err) -> std::unique_ptr<ui::Table> { return web::LocalTable::Create(config, err); },
      [](const std::string& save, std::string& err) -> std::unique_ptr<ui::Table> { return web::LocalTable::Load(save, err); },
      [this](const std::string& k) { auto it = store.find(k); return it == store.end() ? std::string() : it->second; },
      [this](const std::string& k, const std::string& v) { store[k] = v; },
      [this](const std::string& k) { store.erase(k); }};
  MemoryHost() = default;
  MemoryHost(const MemoryHost&) = delete;
  MemoryHost& operator=(const MemoryHost&) = delete;
};

}  // namespace catan::fuzz
