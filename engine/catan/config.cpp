// Config JSON (docs/protocol.md "Config").
#include "engine/catan/config.hpp"

#include "engine/core/text.hpp"
#include "engine/platform/registry.hpp"

namespace catan {

nlohmann::json config_to_json(const Config& c) {
  nlohmann::json j{{"game", c.game}, {"players", c.players}, {"board", c.board}, {"seed", c.seed},
                   {"options", options_to_json(c.options)}};
  if (c.board_shape != "standard") j["board_shape"] = c.board_shape;
  if (!c.scenario.is_null()) j["scenario"] = c.scenario;
  return j;
}

nlohmann::json options_to_json(const Options& o) {
  nlohmann::json j{{"vp_target", o.vp_target}, {"discard_limit", o.discard_limit}, {"friendly_robber", o.friendly_robber},
                   {"no_sevens_first_rounds", o.no_sevens_first_rounds}, {"balanced_dice", o.balanced_dice}};
  if (o.commodity_shortage_resource) j["commodity_shortage_resource"] = true;
  return j;
}

namespace {

// A "bad_config" refusal: catalogue key `key` (engine/text/en.cpp "error.*") with `args`.
bool bad_config(Error& err, const char* key, std::vector<std::string> args = {}) {
  return refuse(err, "bad_config", key, std::move(args));
}

bool get_int(const nlohmann::json& o, const char* key, int lo, int hi, int& out, Error& err) {
  if (!o.contains(key)) return true;
  const auto& v = o[key];
  if (!v.is_number_integer()) return bad_config(err, "error.field.integer", {key});
  auto x = v.get<int64_t>();
  if (x < lo || x > hi) return bad_config(err, "error.field.range", {key, std::to_string(lo), std::to_string(hi)});
  out = int(x);
  return true;
}

bool get_bool(const nlohmann::json& o, const char* key, bool& out, Error& err) {
  if (!o.contains(key)) return true;
  if (!o[key].is_boolean()) return bad_config(err, "error.field.boolean", {key});
  out = o[key].get<bool>();
  return true;
}

}  // namespace

bool config_from_json(const nlohmann::json& j, Config& out, Error& err) {
  if (!j.is_object()) return bad_config(err, "error.config.not_object");
  static const char* known[] = {"game", "players", "board", "board_shape", "seed", "options", "scenario"};
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool ok = false;
    for (auto k : known) ok |= it.key() == k;
    if (!ok) return bad_config(err, "error.config.unknown_field", {quote_text(it.key())});
  }
  Config c;
  if (j.contains("game")) {
    if (!j["game"].is_string()) return bad_config(err, "error.field.string", {"game"});
    c.game = j["game"].get<std::string>();
  }
  if (!get_int(j, "players", 1, 6, c.players, err)) return false;
  if (j.contains("board")) {
    if (!j["board"].is_string()) return bad_config(err, "error.config.board");
    c.board = j["board"].get<std::string>();
    if (c.board != "beginner" && c.board != "random" && c.board != "scenario")
      return bad_config(err, "error.config.board");
  }
  if (j.contains("board_shape")) {
    if (!j["board_shape"].is_string()) return bad_config(err, "error.config.board_shape");
    c.board_shape = j["board_shape"].get<std::string>();
    if (c.board_shape != "standard" && c.board_shape != "five_six") return bad_config(err, "error.config.board_shape");
    if (c.board_shape == "five_six" && !j.contains("board")) c.board = "random";  // it has no beginner layout
  }
  // A game started from a scenario (docs/scenario.md): its board is the scenario's.
  if (j.contains("scenario") && !j["scenario"].is_null()) {
    if (!j["scenario"].is_object()) return bad_config(err, "error.config.scenario_object");
    if (j.contains("board") && c.board != "scenario") return bad_config(err, "error.config.scenario_board");
    c.board = "scenario";
    c.scenario = j["scenario"];
  } else if (c.board == "scenario") {
    return bad_config(err, "error.config.scenario_missing");
  }
  if (j.contains("seed")) {
    const auto& s = j["seed"];
    if (!s.is_number_integer()) return bad_config(err, "error.config.seed");
    if (s.is_number_unsigned()) c.seed = s.get<uint64_t>();
    else {
      auto v = s.get<int64_t>();
      if (v < 0) return bad_config(err, "error.config.seed");
      c.seed = uint64_t(v);
    }
    if (c.seed > (uint64_t(1) << 53) - 1) return bad_config(err, "error.config.seed_max");
  }
  if (j.contains("options")) {
    const auto& o = j["options"];
    if (!o.is_object()) return bad_config(err, "error.field.object", {"options"});
    static const char* known_o[] = {"vp_target", "discard_limit", "friendly_robber", "no_sevens_first_rounds",
                                    "balanced_dice", "commodity_shortage_resource"};
    for (auto it = o.begin(); it != o.end(); ++it) {
      bool ok = false;
      for (auto k : known_o) ok |= it.key() == k;
      if (!ok) return bad_config(err, "error.config.unknown_option", {quote_text(it.key())});
    }
    if (!get_int(o, "vp_target", 3, 20, c.options.vp_target, err)) return false;
    if (!get_int(o, "discard_limit", 2, 20, c.options.discard_limit, err)) return false;
    if (!get_bool(o, "friendly_robber", c.options.friendly_robber, err)) return false;
    if (!get_bool(o, "no_sevens_first_rounds", c.options.no_sevens_first_rounds, err)) return false;
    if (!get_bool(o, "balanced_dice", c.options.balanced_dice, err)) return false;
    if (!get_bool(o, "commodity_shortage_resource", c.options.commodity_shortage_resource, err)) return false;
  }
  // A game whose registry entry names another points target (Cities & Knights: 13) uses it
  // when the config does not say.
  if (!j.contains("options") || !j["options"].contains("vp_target"))
    if (const GameEntry* g = find_game(c.game))
      if (const OptionSpec* o = g->info.option("vp_target")) c.options.vp_target = o->default_int;
  out = c;
  return true;
}

}  // namespace catan
