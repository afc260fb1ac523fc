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

std::string internal_error(const char* what) { return dump_json(error_json(Error{"internal", "error.internal", {what}})); }

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
    if (!started_) return dump_json(json{{"error", error_json(Error{"no_game", "error.match.no_game"})}});
    return dump_json(game_.view(player));
  } catch (const std::exception& e) {
    return dump_json(json{{"error", error_json(Error{"internal", "error.internal", {e.what()}})}});
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
  auto refused = [](const Error& e) { return dump_json(json{{"ok", false}, {"error", error_json(e)}}); };
  try {
    if (!started_) return refused(Error{"no_game", "error.match.no_game"});
    json j;
    Error err;
    if (!parse_json(action_json, j, err)) return refused(err);
    Action a;
    if (!action_from_json(*game_.def().rules, *game_.def().topo, j, a, err)) return refused(err);
    if (!allow_chance && a.chance.supplied())
      return refused(Error{"chance_refused", "error.match.chance_refused"});
    if (auto r = game_.apply(a)) return refused(r);
    json events = json::array();
    for (const auto& e : game_.last_events()) events.push_back(event_to_json(*game_.def().rules, e, a.player));
    return dump_json(json{{"ok", true}, {"events", events}});
  } catch (const std::exception& e) {
    return refused(Error{"internal", "error.internal", {e.what()}});
  }
}

}  // namespace catan
