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
    if (ps.trade_answer == 3)  // a counter-offer (saved only when there is one: older saves stay equal)
      players.back()["counter"] = {{"give", counts(p.counter_give[pl], cm)}, {"get", counts(p.counter_get[pl], cm)}};
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
  if (!j.is_object()) return refuse(err, "bad_save", "error.save.not_object");
  if (!j.contains("format") || j["format"] != "catan-save") return refuse(err, "bad_save", "error.save.format");
  const int version = j.contains("version") && j["version"].is_number_integer() ? int(j["version"].get<int64_t>()) : 0;
  if (version != kSaveVersion && version != 1) return refuse(err, "bad_save", "error.save.version", {std::to_string(kSaveVersion)});
  if (!j.contains("config")) return refuse(err, "bad_save", "error.save.no_config");
  Config config;
  if (!config_from_json(j["config"], config, err)) return false;
  Game g;
  if (!create(config, g, err)) return false;
  if (j.contains("log")) {
    const auto& log = j["log"];
    if (!log.is_array()) return refuse(err, "bad_save", "error.save.log");
    for (size_t i = 0; i < log.size(); ++i) {
      Action a;
      Error e;
      if (!action_from_json(*g.def().rules, *g.def().topo, log[i], a, e)) return refuse(err, e.code, "error.save.log_entry", {std::to_string(i), e.message()});
      if (auto r = g.apply(a)) return refuse(err, "illegal_action", "error.save.log_refused", {std::to_string(i), std::string(r.code), r.message()});
    }
  }
  if (j.contains("state") && !j["state"].is_null()) {
    json state = j["state"];
    // Version 1 kept module values in untyped slots ("variant", players' "tokens"):
    // the module maps them to its own fields first (RuleModule::upgrade_v1_state).
    bool same = state.is_object() && (version != 1 || g.def().rules->upgrade_v1_state(state)) && state == g.snapshot();
    if (!same) return refuse(err, "state_mismatch", "error.save.state_mismatch");
  }
  out = std::move(g);
  return true;
}

}  // namespace catan
