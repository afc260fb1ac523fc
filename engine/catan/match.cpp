// The string facade (docs/protocol.md). Never throws: JSON parse errors and
// every refusal come back as {"code","message"}.
#include "engine/catan/match.hpp"

namespace catan {
namespace {

using nlohmann::json;

std::string error_json(const std::string& code, const std::string& message) {
  return json{{"code", code}, {"message", message}}.dump();
}

bool parse(const std::string& text, json& out, std::string& error) {
  try {
    out = json::parse(text);
    return true;
  } catch (const std::exception& e) {
    error = error_json("bad_json", std::string("invalid JSON: ") + e.what());
    return false;
  }
}

}  // namespace

std::string Match::create(const std::string& config_json) {
  json j;
  std::string e;
  if (!parse(config_json, j, e)) return e;
  Config c;
  Error err;
  if (!config_from_json(j, c, err)) return error_json(err.code, err.message);
  Game g;
  if (!Game::create(c, g, err)) return error_json(err.code, err.message);
  game_ = std::move(g);
  started_ = true;
  return "";
}

std::string Match::load(const std::string& save_json) {
  json j;
  std::string e;
  if (!parse(save_json, j, e)) return e;
  Game g;
  Error err;
  if (!Game::from_json(j, g, err)) return error_json(err.code, err.message);
  game_ = std::move(g);
  started_ = true;
  return "";
}

std::string Match::save() const { return started_ ? game_.to_json().dump() : "null"; }

std::string Match::view(int player) const {
  if (!started_) return json{{"error", {{"code", "no_game"}, {"message", "no game started"}}}}.dump();
  return game_.view(player).dump();
}

std::string Match::pending() const {
  json a = json::array();
  if (started_) {
    std::array<int8_t, kMaxPlayers> p{};
    int n = game_.pending_players(p);
    for (int i = 0; i < n; ++i) a.push_back(p[i]);
  }
  return a.dump();
}

std::string Match::submit(const std::string& action_json, bool allow_chance) {
  auto fail = [](const std::string& code, const std::string& msg) {
    return json{{"ok", false}, {"error", {{"code", code}, {"message", msg}}}}.dump();
  };
  if (!started_) return fail("no_game", "no game started");
  json j;
  try {
    j = json::parse(action_json);
  } catch (const std::exception& e) {
    return fail("bad_json", std::string("invalid JSON: ") + e.what());
  }
  Action a;
  Error err;
  if (!action_from_json(j, a, err)) return fail(err.code, err.message);
  if (!allow_chance && a.chance.kind != Chance::none)
    return fail("chance_refused", "chance outcomes may not be supplied here");
  if (auto r = game_.apply(a)) return fail(r.code, r.message);
  json events = json::array();
  for (const auto& e : game_.last_events()) events.push_back(event_to_json(e, a.player));
  return json{{"ok", true}, {"events", events}}.dump();
}

}  // namespace catan
