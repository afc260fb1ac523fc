// The string facade (docs/protocol.md). Never throws: JSON parse errors and
// every refusal come back as {"code","message"}; text is read with parse_json and
// written with dump_json (engine/core/json_text.hpp), so invalid UTF-8, lone surrogates,
// deep nesting, huge numbers or huge strings are refused, never fatal. A last guard turns
// anything unforeseen (e.g. out of memory) into code "internal", the state untouched.
#include "engine/catan/match.hpp"

#include "engine/core/json_text.hpp"

namespace catan {
namespace {

using nlohmann::json;

std::string error_text(const std::string& code, const std::string& message) {
  return dump_json(error_json({code, message}));
}

std::string internal_error(const char* what) {
  return error_text("internal", std::string("the engine failed: ") + what);
}

}  // namespace

std::string Match::create(const std::string& config_json) {
  try {
    json j;
    Error err;
    if (!parse_json(config_json, j, err)) return dump_json(error_json(err));
    Config c;
    if (!config_from_json(j, c, err)) return dump_json(error_json(err));
    Game g;
    if (!Game::create(c, g, err)) return dump_json(error_json(err));
    game_ = std::move(g);
    started_ = true;
    return "";
  } catch (const std::exception& e) {
    return internal_error(e.what());
  }
}

std::string Match::load(const std::string& save_json) {
  try {
    json j;
    Error err;
    if (!parse_json(save_json, j, err)) return dump_json(error_json(err));
    Game g;
    if (!Game::from_json(j, g, err)) return dump_json(error_json(err));
    game_ = std::move(g);
    started_ = true;
    return "";
  } catch (const std::exception& e) {
    return internal_error(e.what());
  }
}

std::string Match::save() const {
  try {
    return started_ ? dump_json(game_.to_json()) : "null";
  } catch (const std::exception& e) {
    return "null";
  }
}

std::string Match::view(int player) const {
  try {
    if (!started_) return dump_json(json{{"error", error_json({"no_game", "no game started"})}});
    return dump_json(game_.view(player));
  } catch (const std::exception& e) {
    return dump_json(json{{"error", error_json({"internal", std::string("the engine failed: ") + e.what()})}});
  }
}

std::string Match::pending() const {
  try {
    json a = json::array();
    if (started_) {
      std::array<int8_t, kMaxPlayers> p{};
      int n = game_.pending_players(p);
      for (int i = 0; i < n; ++i) a.push_back(p[i]);
    }
    return a.dump();
  } catch (const std::exception&) {
    return "[]";
  }
}

std::string Match::submit(const std::string& action_json, bool allow_chance) {
  auto fail = [](const std::string& code, const std::string& msg) {
    return dump_json(json{{"ok", false}, {"error", error_json({code, msg})}});
  };
  auto refused = [](const Error& e) { return dump_json(json{{"ok", false}, {"error", error_json(e)}}); };
  try {
    if (!started_) return fail("no_game", "no game started");
    json j;
    Error err;
    if (!parse_json(action_json, j, err)) return fail(err.code, err.message);
    Action a;
    if (!action_from_json(*game_.def().rules, j, a, err)) return fail(err.code, err.message);
    if (!allow_chance && a.chance.kind != Chance::none)
      return fail("chance_refused", "chance outcomes may not be supplied here");
    if (auto r = game_.apply(a)) return refused(to_error(r));
    json events = json::array();
    for (const auto& e : game_.last_events()) events.push_back(event_to_json(*game_.def().rules, e, a.player));
    return dump_json(json{{"ok", true}, {"events", events}});
  } catch (const std::exception& e) {
    return fail("internal", std::string("the engine failed: ") + e.what());
  }
}

}  // namespace catan
