// The registry's storage and the game-agnostic entry points (registry.hpp).
#include "engine/platform/registry.hpp"

namespace catan {
namespace {

using nlohmann::json;

std::vector<GameEntry>& storage() {
  static std::vector<GameEntry> games = [] {
    std::vector<GameEntry> g;
    add_builtin_games(g);
    return g;
  }();
  return games;
}

std::string error_json(const std::string& code, const std::string& message) {
  return json{{"code", code}, {"message", message}}.dump();
}

// The game named at `j[path...]`, or nullptr with error_json filled.
const GameEntry* game_of(const json& j, std::string& error) {
  if (!j.is_object() || !j.contains("game") || !j["game"].is_string()) {
    error = error_json("bad_config", "the config must name its game (\"game\": a string)");
    return nullptr;
  }
  const std::string name = j["game"].get<std::string>();
  const GameEntry* e = find_game(name);
  if (!e) error = error_json("unknown_game", "unknown game \"" + name + "\"");
  return e;
}

}  // namespace

const OptionSpec* GameInfo::option(std::string_view key) const {
  for (const auto& o : options)
    if (o.key == key) return &o;
  return nullptr;
}

const std::vector<GameEntry>& registered_games() { return storage(); }

const GameEntry* find_game(std::string_view name) {
  for (const auto& g : storage())
    if (g.info.name == name) return &g;
  return nullptr;
}

bool register_game(GameEntry entry) {
  if (entry.info.name.empty() || !entry.make || find_game(entry.info.name)) return false;
  storage().push_back(std::move(entry));
  return true;
}

std::unique_ptr<GameMatch> new_match(const std::string& config_json, std::string& error_json_out) {
  const json j = json::parse(config_json, nullptr, false);
  if (j.is_discarded()) { error_json_out = error_json("bad_json", "invalid JSON"); return nullptr; }
  const GameEntry* e = game_of(j, error_json_out);
  if (!e) return nullptr;
  auto m = e->make();
  std::string err = m->create(config_json);
  if (!err.empty()) { error_json_out = err; return nullptr; }
  return m;
}

std::unique_ptr<GameMatch> load_match(const std::string& save_json, std::string& error_json_out) {
  const json j = json::parse(save_json, nullptr, false);
  if (j.is_discarded()) { error_json_out = error_json("bad_json", "invalid JSON"); return nullptr; }
  if (!j.is_object() || !j.contains("config")) {
    error_json_out = error_json("bad_save", "a save must be an object with a \"config\"");
    return nullptr;
  }
  const GameEntry* e = game_of(j["config"], error_json_out);
  if (!e) return nullptr;
  auto m = e->make();
  std::string err = m->load(save_json);
  if (!err.empty()) { error_json_out = err; return nullptr; }
  return m;
}

json default_options(const GameInfo& info) {
  json out = json::object();
  for (const auto& o : info.options) {
    switch (o.kind) {
      case OptionSpec::Kind::integer: out[o.key] = o.default_int; break;
      case OptionSpec::Kind::boolean: out[o.key] = o.default_bool; break;
      case OptionSpec::Kind::choice: out[o.key] = o.default_choice; break;
    }
  }
  return out;
}

json default_config(const GameInfo& info, uint64_t seed) {
  json c{{"game", info.name}, {"players", info.default_seats}, {"seed", seed}};
  json opts = json::object();
  const json values = default_options(info);
  for (const auto& o : info.options) (o.top_level ? c : opts)[o.key] = values[o.key];
  if (!opts.empty()) c["options"] = opts;
  return c;
}

json game_info_json(const GameInfo& info) {
  json opts = json::array();
  for (const auto& o : info.options) {
    json x{{"key", o.key}, {"top_level", o.top_level}, {"label_key", o.label_key}, {"label", o.label},
           {"advanced", o.advanced}};
    switch (o.kind) {
      case OptionSpec::Kind::integer:
        x["kind"] = "integer"; x["min"] = o.min; x["max"] = o.max; x["default"] = o.default_int;
        break;
      case OptionSpec::Kind::boolean:
        x["kind"] = "boolean"; x["default"] = o.default_bool;
        break;
      case OptionSpec::Kind::choice:
        x["kind"] = "choice"; x["choices"] = o.choices; x["choice_labels"] = o.choice_labels;
        x["default"] = o.default_choice;
        break;
    }
    opts.push_back(x);
  }
  return {{"name", info.name}, {"display_key", info.display_key}, {"display_name", info.display_name},
          {"blurb", info.blurb}, {"min_seats", info.min_seats}, {"max_seats", info.max_seats},
          {"default_seats", info.default_seats}, {"neutral_colours", info.neutral_colours}, {"options", opts}};
}

}  // namespace catan
