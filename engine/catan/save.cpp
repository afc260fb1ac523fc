// Saves (docs/protocol.md "Save"): config + action log + format version, plus
// an omniscient snapshot. Loading replays the log through apply, so an
// impossible state cannot load; a snapshot that differs is refused.
#include <cstdio>
#include <vector>

#include "engine/board/board_json.hpp"
#include "engine/catan/card_json.hpp"
#include "engine/catan/game.hpp"
#include "engine/catan/rules_internal.hpp"

namespace catan {
namespace {

using nlohmann::json;

json counts(const ResourceCounts& c, bool commodities) { return resource_counts_json(c, commodities); }

std::string hex64(uint64_t x) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(x));
  return buf;
}

}  // namespace

json Game::snapshot() const {
  const auto& d = *def_;
  const auto& p = pos_;
  const bool cm = d.rules->uses_commodities();  // commodity counts only in games that have them
  json s;
  s["phase"] = kPhaseNames[int(p.phase)];
  s["current_player"] = p.current;
  s["winner"] = p.winner;
  s["turn"] = p.turn;
  s["setup_step"] = p.setup_step;
  s["setup_vertex"] = p.setup_vertex;
  s["board"] = board_to_json(*d.topo, d.layout);
  // Only the board's own ids (the arrays are sized for the largest board).
  auto first = [](const auto& a, int n) { return json(std::vector<int>(a.begin(), a.begin() + n)); };
  s["building_owner"] = first(p.building_owner, d.topo->vertex_count);
  s["building_level"] = first(p.building_level, d.topo->vertex_count);
  s["road_owner"] = first(p.road_owner, d.topo->edge_count);
  s["robber_hex"] = p.robber_hex;
  s["bank"] = counts(p.bank, cm);
  s["development_deck"] = p.dev_deck;
  s["longest_road_owner"] = p.longest_road_owner;
  s["largest_army_owner"] = p.largest_army_owner;
  s["development_card_played"] = p.dev_played;
  s["rolled"] = p.rolled;
  s["dice"] = p.dice;
  s["return_phase"] = kPhaseNames[int(p.robber_return)];
  s["robber_by_roll"] = p.robber_by_roll;
  s["free_roads"] = p.free_roads;
  s["offer_give"] = counts(p.offer_give, cm);
  s["offer_get"] = counts(p.offer_get, cm);
  s["dice_deck"] = hex64(p.dice_deck);
  s["rng"] = {hex64(p.rng.s[0]), hex64(p.rng.s[1]), hex64(p.rng.s[2]), hex64(p.rng.s[3])};
  json players = json::array();
  for (int pl = 0; pl < p.num_players; ++pl) {
    const auto& ps = p.players[pl];
    players.push_back({{"hand", counts(ps.hand, cm)}, {"development_cards", ps.dev}, {"bought_this_turn", ps.dev_new},
                       {"development_cards_used", ps.dev_used},
                       {"knights_played", ps.knights_played}, {"roads_left", ps.roads_left},
                       {"settlements_left", ps.settlements_left}, {"cities_left", ps.cities_left},
                       {"road_length", ps.road_length}, {"discard_due", ps.discard_due},
                       {"trade_answer", ps.trade_answer},
                       {"points", rules::total_points(d, p, pl)}});
  }
  s["players"] = std::move(players);
  d.rules->snapshot_json(d, p, s);
  return s;
}

json Game::to_json() const {
  json log = json::array();
  for (const auto& a : log_) log.push_back(action_to_json(*def_->rules, a));
  return {{"format", "catan-save"}, {"version", kSaveVersion}, {"config", config_to_json(def_->config)},
          {"log", std::move(log)}, {"state", snapshot()}};
}

bool Game::from_json(const json& j, Game& out, Error& err) {
  if (!j.is_object()) { err = {"bad_save", "a save must be a JSON object"}; return false; }
  if (!j.contains("format") || j["format"] != "catan-save") {
    err = {"bad_save", "not a catan-save (missing \"format\":\"catan-save\")"};
    return false;
  }
  const int version = j.contains("version") && j["version"].is_number_integer() ? int(j["version"].get<int64_t>()) : 0;
  if (version != kSaveVersion && version != 1) {
    err = {"bad_save", "unsupported save version (this engine reads versions 1.." + std::to_string(kSaveVersion) + ")"};
    return false;
  }
  if (!j.contains("config")) { err = {"bad_save", "the save has no config"}; return false; }
  Config config;
  if (!config_from_json(j["config"], config, err)) return false;
  Game g;
  if (!create(config, g, err)) return false;
  if (j.contains("log")) {
    const auto& log = j["log"];
    if (!log.is_array()) { err = {"bad_save", "log must be an array of actions"}; return false; }
    for (size_t i = 0; i < log.size(); ++i) {
      Action a;
      Error e;
      if (!action_from_json(*g.def().rules, log[i], a, e)) {
        err = {e.code, "log[" + std::to_string(i) + "]: " + e.message};
        return false;
      }
      if (auto r = g.apply(a)) {
        err = {"illegal_action", "log[" + std::to_string(i) + "] refused (" + r.code + "): " + text::format_en(r.key)};
        return false;
      }
    }
  }
  if (j.contains("state") && !j["state"].is_null()) {
    json state = j["state"];
    // Version 1 kept module values in untyped slots ("variant", players' "tokens"):
    // the module maps them to its own fields first (RuleModule::upgrade_v1_state).
    bool same = state.is_object() && (version != 1 || g.def().rules->upgrade_v1_state(state)) && state == g.snapshot();
    if (!same) {
      err = {"state_mismatch", "the saved state differs from the state its log produces"};
      return false;
    }
  }
  out = std::move(g);
  return true;
}

}  // namespace catan
