// Scenario reading and writing for the base game (docs/scenario.md). A rule
// module's own fields go through its ScenarioCodec; the position checks are in
// scenario_check.cpp. Strict: unknown fields, wrong types and ids out of range
// are refused with "bad_scenario".
#include "engine/catan/scenario.hpp"

#include <algorithm>

#include "engine/board/board_json.hpp"
#include "engine/catan/card_json.hpp"
#include "engine/catan/game.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/rules_internal.hpp"
#include "engine/catan/scenario_internal.hpp"

namespace catan {

using nlohmann::json;

namespace scenario_detail {

bool bad(Error& err, const char* key, std::vector<std::string> args) {
  return refuse(err, "bad_scenario", key, std::move(args));
}

bool only_keys(const json& o, const std::vector<std::string>& keys, const std::string& where, Error& err) {
  for (auto it = o.begin(); it != o.end(); ++it)
    if (std::find(keys.begin(), keys.end(), it.key()) == keys.end())
      return bad(err, "error.scenario.unknown_field", {std::string(it.key()), std::string(where)});
  return true;
}

bool int_in(const json& v, int lo, int hi, const std::string& what, int& out, Error& err) {
  if (!v.is_number_integer()) return bad(err, "error.scenario.integer", {std::string(what)});
  const auto x = v.get<int64_t>();
  if (x < lo || x > hi) return bad(err, "error.scenario.range", {std::string(what), std::to_string(lo), std::to_string(hi)});
  out = int(x);
  return true;
}

bool read_counts(const json& j, const std::string& what, ResourceCounts& out, Error& err) {
  if (!j.is_object()) return bad(err, "error.scenario.object_resource_counts", {std::string(what)});
  ResourceCounts c;
  for (auto it = j.begin(); it != j.end(); ++it) {
    auto r = parse_resource(it.key());
    if (!r) return bad(err, "error.scenario.unknown_resource", {std::string(what), std::string(it.key())});
    int n = 0;
    if (!int_in(it.value(), 0, kBankPerResource, what + "." + it.key(), n, err)) return false;
    c[*r] = int16_t(n);
  }
  out = c;
  return true;
}

bool read_cards(const json& j, const std::string& what, std::array<int8_t, kDevCardKinds>& out, Error& err) {
  if (!j.is_object()) return bad(err, "error.scenario.object_development_card_counts", {std::string(what)});
  std::array<int8_t, kDevCardKinds> c{};
  for (auto it = j.begin(); it != j.end(); ++it) {
    auto k = parse_dev_card(it.key());
    if (!k) return bad(err, "error.scenario.unknown_development_card", {std::string(what), std::string(it.key())});
    int n = 0;
    if (!int_in(it.value(), 0, kDevDeck[int(*k)], what + "." + it.key(), n, err)) return false;
    c[int(*k)] = int8_t(n);
  }
  out = c;
  return true;
}

json counts_json(const ResourceCounts& c) { return resource_counts_json(c); }
json cards_json(const std::array<int8_t, kDevCardKinds>& c) { return dev_cards_json(c); }

}  // namespace scenario_detail

using namespace scenario_detail;

namespace {

const std::vector<std::string> kTopKeys{"format", "version", "description", "game", "board", "robber_hex", "phase",
                                        "current_player", "turn", "dice", "development_card_played",
                                        "pieces", "players", "bank", "development_deck", "awards"};
const std::vector<std::string> kPlayerKeys{"hand", "development_cards", "new_development_cards",
                                           "played_development_cards"};

// The pieces of `set` as a sentence ("3 hills, 4 forest, ... and 1 desert").
std::string terrain_sentence(const BoardSet& set) {
  std::string out;
  for (Terrain t : {Terrain::hills, Terrain::forest, Terrain::pasture, Terrain::fields, Terrain::mountains, Terrain::desert}) {
    if (!out.empty()) out += t == Terrain::desert ? " and " : ", ";
    out += std::to_string(set.terrain[size_t(t)]) + " " + std::string(kTerrainNames[size_t(t)]);
  }
  return out;
}

bool read_layout_object(const Topology& topo, const json& b, Layout& l, Error& err) {
  const BoardSet& set = board_set(topo);
  const int lands = topo.land_count;
  if (!only_keys(b, {"hexes", "harbors"}, "board", err)) return false;
  if (!b.contains("hexes") || !b["hexes"].is_array() || b["hexes"].size() != size_t(lands))
    return bad(err, "error.scenario.board_hexes_list_land", {std::to_string(lands)});
  std::array<int, 7> terrain_count{};
  std::array<int, 13> number_count{};
  l.land_count = int8_t(lands);
  l.desert_hex = -1;
  for (int h = 0; h < lands; ++h) {
    const json& x = b["hexes"][size_t(h)];
    const std::string where = "board.hexes[" + std::to_string(h) + "]";
    if (!x.is_object()) return bad(err, "error.scenario.object", {std::string(where)});
    if (!only_keys(x, {"id", "terrain", "number"}, where, err)) return false;
    int id = h;
    if (x.contains("id") && (!int_in(x["id"], 0, lands - 1, where + ".id", id, err) || id != h))
      return id == h ? false : bad(err, "error.scenario.id_hexes_are_listed", {std::string(where), std::to_string(h)});
    if (!x.contains("terrain") || !x["terrain"].is_string()) return bad(err, "error.scenario.terrain_terrain_name", {std::string(where)});
    auto t = parse_terrain(x["terrain"].get<std::string>());
    if (!t || *t == Terrain::sea) return bad(err, "error.scenario.terrain_no_land_terrain", {std::string(where), std::string(x["terrain"].get<std::string>())});
    l.terrain[size_t(h)] = *t;
    ++terrain_count[size_t(*t)];
    int n = 0;
    if (x.contains("number") && !x["number"].is_null() && !int_in(x["number"], 0, 12, where + ".number", n, err)) return false;
    if (*t == Terrain::desert) {
      if (n != 0) return bad(err, "error.scenario.desert_has_no_number", {std::string(where)});
      if (l.desert_hex < 0) l.desert_hex = int8_t(h);
    } else if (n < 2 || n == 7) {
      return bad(err, "error.scenario.number_2_6_8", {std::string(where)});
    }
    l.number[size_t(h)] = int8_t(n);
    if (n > 0) ++number_count[size_t(n)];
  }
  // §1.1 / §1.14: the board's terrain hexes and number tokens.
  for (int t = 0; t < 7; ++t)
    if (terrain_count[size_t(t)] != set.terrain[size_t(t)]) return bad(err, "error.scenario.board_terrains", {std::string(terrain_sentence(set))});
  for (int n = 2; n <= 12; ++n)
    if (number_count[size_t(n)] != set.numbers[size_t(n)])
      return lands == 19 ? bad(err, "error.scenario.board_numbers")
                         : bad(err, "error.scenario.board_numbers_set", {std::to_string(set.letter_count)});
  std::array<Harbor, kMaxHarbors> spots{};
  const int harbor_count = harbor_spots(topo, spots);
  if (!b.contains("harbors") || !b["harbors"].is_array() || b["harbors"].size() != size_t(harbor_count))
    return bad(err, "error.scenario.board_harbors_list_harbors", {std::to_string(harbor_count)});
  l.harbor_count = int8_t(harbor_count);
  std::array<bool, kMaxHarbors> seen{};
  std::array<int, 6> kinds{};
  for (int i = 0; i < harbor_count; ++i) {
    const json& x = b["harbors"][size_t(i)];
    const std::string where = "board.harbors[" + std::to_string(i) + "]";
    if (!x.is_object()) return bad(err, "error.scenario.object", {std::string(where)});
    if (!only_keys(x, {"edge", "kind"}, where, err)) return false;
    int e = 0;
    if (!x.contains("edge") || !int_in(x["edge"], 0, topo.edge_count - 1, where + ".edge", e, err))
      return x.contains("edge") ? false : bad(err, "error.scenario.needs_edge", {std::string(where)});
    int spot = -1;
    for (int k = 0; k < harbor_count; ++k) if (spots[size_t(k)].edge == e) spot = k;
    if (spot < 0) return bad(err, "error.scenario.edge_no_harbor_path", {std::string(where), std::to_string(e)});
    if (seen[size_t(spot)]) return bad(err, "error.scenario.edge_listed_twice", {std::string(where), std::to_string(e)});
    seen[size_t(spot)] = true;
    if (!x.contains("kind") || !x["kind"].is_string()) return bad(err, "error.scenario.kind_generic_resource", {std::string(where)});
    const std::string kind = x["kind"].get<std::string>();
    Harbor h = spots[size_t(spot)];
    if (kind == "generic") {
      h.generic = true;
      ++kinds[5];
    } else if (auto r = parse_resource(kind)) {
      h.generic = false;
      h.resource = *r;
      ++kinds[size_t(*r)];
    } else {
      return bad(err, "error.scenario.kind_neither_generic_nor", {std::string(where), std::string(kind)});
    }
    l.harbor_slots[size_t(spot)] = h;
  }
  for (int k = 0; k < 6; ++k)
    if (kinds[size_t(k)] != set.harbors[size_t(k)])
      return lands == 19 ? bad(err, "error.scenario.board_harbor_kinds")
                         : bad(err, "error.scenario.board_harbor_kinds56", {std::to_string(set.harbors[5])});
  return true;
}

}  // namespace

bool scenario_layout(const Topology& topo, const json& board, Layout& out, Error& err) {
  if (board.is_string() && board.get<std::string>() == "beginner") {
    out = beginner_layout(topo);
    return true;
  }
  if (!board.is_object())
    return bad(err, "error.scenario.board_beginner_object_hexes");
  Layout l;
  if (!read_layout_object(topo, board, l, err)) return false;
  out = l;
  return true;
}

bool scenario_config(const json& s, long long seed_override, Config& out, Error& err) {
  if (!s.is_object()) return bad(err, "error.scenario.scenario_json_object");
  Config c;
  if (s.contains("game")) {
    if (!s["game"].is_string()) return bad(err, "error.scenario.game_string");
    c.game = s["game"].get<std::string>();
  }
  if (!s.contains("players") || !s["players"].is_array())
    return bad(err, "error.scenario.players_list_each_seated");
  c.players = int(s["players"].size());
  json cj{{"game", c.game}, {"players", c.players}};
  if (s.contains("options")) cj["options"] = s["options"];
  if (s.contains("seed")) cj["seed"] = s["seed"];
  if (!config_from_json(cj, c, err)) return false;
  if (seed_override >= 0) c.seed = uint64_t(seed_override);
  c.board = "scenario";
  c.scenario = s;
  c.scenario.erase("seed");
  c.scenario.erase("options");
  out = c;
  return true;
}

bool scenario_position(const GameDef& d, Position& p, Error& err) {
  const json& s = d.config.scenario;
  if (!s.is_object()) return bad(err, "error.scenario.scenario_json_object");
  const ScenarioCodec* mod = d.rules->scenario_codec();
  std::vector<std::string> top = kTopKeys, per_player = kPlayerKeys;
  if (mod) {
    top.insert(top.end(), mod->top_keys.begin(), mod->top_keys.end());
    per_player.insert(per_player.end(), mod->player_keys.begin(), mod->player_keys.end());
  }
  if (s.contains("seed") || s.contains("options"))
    return bad(err, "error.scenario.inside_config_scenario_has");
  if (!only_keys(s, top, "the scenario", err)) return false;
  if (!s.contains("format") || s["format"] != "catan-scenario")
    return bad(err, "error.scenario.not_scenario_missing_format");
  if (!s.contains("version") || s["version"] != kScenarioVersion)
    return bad(err, "error.scenario.unsupported_scenario_version_this", {std::to_string(kScenarioVersion)});
  if (s.contains("description") && !s["description"].is_string()) return bad(err, "error.scenario.description_string");
  if (s.contains("game") && s["game"] != d.config.game)
    return bad(err, "error.scenario.scenario_game_not", {std::string(s["game"].dump()), std::string(d.config.game)});
  const int seated = d.seated, colours = d.colours;

  // Phase, turn, dice. Only the start of a turn or its main phase can be written
  // down; any other moment is reached by applying actions from one of them.
  if (!s.contains("phase") || !s["phase"].is_string()) return bad(err, "error.scenario.phase_pre_roll_main");
  const std::string phase = s["phase"].get<std::string>();
  if (phase == "pre_roll") p.phase = Phase::pre_roll;
  else if (phase == "main") p.phase = Phase::main;
  else return bad(err, "error.scenario.phase_cannot_start_scenario", {std::string(phase)});
  int cur = 0;
  if (!s.contains("current_player")) return bad(err, "error.scenario.current_player_required");
  if (!int_in(s["current_player"], 0, seated - 1, "current_player", cur, err)) return false;
  p.current = int8_t(cur);
  int turn = 0;
  if (s.contains("turn") && !int_in(s["turn"], 0, 30000, "turn", turn, err)) return false;
  p.turn = int16_t(turn);
  p.setup_step = int8_t(2 * seated);
  p.setup_vertex = -1;
  p.rolled = p.phase == Phase::main;
  p.dice = {0, 0};
  if (s.contains("dice") && !s["dice"].is_null()) {
    const json& dj = s["dice"];
    if (!dj.is_array() || dj.size() != 2) return bad(err, "error.scenario.dice_b");
    int a = 0, b = 0;
    if (!int_in(dj[0], 1, 6, "dice[0]", a, err) || !int_in(dj[1], 1, 6, "dice[1]", b, err)) return false;
    p.dice = {int8_t(a), int8_t(b)};
  }
  if (s.contains("development_card_played")) {
    if (!s["development_card_played"].is_boolean()) return bad(err, "error.scenario.development_card_played_true");
    p.dev_played = s["development_card_played"].get<bool>();
  }
  if (s.contains("robber_hex")) {
    int h = 0;
    if (!int_in(s["robber_hex"], 0, d.topo->land_count - 1, "robber_hex (a land hex)", h, err)) return false;
    p.robber_hex = int8_t(h);
  }

  // Pieces.
  if (!s.contains("pieces") || !s["pieces"].is_object()) return bad(err, "error.scenario.pieces_object_roads_settlements");
  const json& pc = s["pieces"];
  if (!only_keys(pc, {"roads", "settlements", "cities"}, "pieces", err)) return false;
  std::array<int, kMaxPlayers> roads{}, settlements{}, cities{};
  for (const char* kind : {"roads", "settlements", "cities"}) {
    if (!pc.contains(kind)) continue;
    const bool road = std::string(kind) == "roads";
    const char* id_key = road ? "edge" : "vertex";
    const json& list = pc[kind];
    if (!list.is_array()) return bad(err, "error.scenario.pieces_array", {std::string(kind)});
    for (size_t i = 0; i < list.size(); ++i) {
      const std::string where = std::string("pieces.") + kind + "[" + std::to_string(i) + "]";
      const json& x = list[i];
      if (!x.is_object()) return bad(err, "error.scenario.object", {std::string(where)});
      if (!only_keys(x, {id_key, "player"}, where, err)) return false;
      int id = 0, pl = 0;
      if (!x.contains(id_key) || !x.contains("player")) return bad(err, "error.scenario.needs_player", {std::string(where), std::string(id_key)});
      if (!int_in(x[id_key], 0, road ? d.topo->edge_count - 1 : d.topo->vertex_count - 1, where + "." + id_key, id, err)) return false;
      if (!int_in(x["player"], 0, colours - 1, where + ".player", pl, err)) return false;
      if (road) {
        if (p.road_owner[id] >= 0) { refuse(err, "occupied", "error.scenario.path_holds_two_roads", {std::to_string(id)}); return false; }
        p.road_owner[id] = int8_t(pl);
        ++roads[pl];
      } else {
        if (p.building_owner[id] >= 0) {
          refuse(err, "occupied", "error.scenario.intersection_holds_two_buildings", {std::to_string(id)});
          return false;
        }
        p.building_owner[id] = int8_t(pl);
        const bool city = std::string(kind) == "cities";
        p.building_level[id] = int8_t(city ? 2 : 1);
        ++(city ? cities : settlements)[pl];
      }
    }
  }
  for (int pl = 0; pl < colours; ++pl) {
    auto& ps = p.players[pl];
    if (roads[pl] > kRoadPieces || settlements[pl] > kSettlementPieces || cities[pl] > kCityPieces) {
      refuse(err, "no_piece_left", "error.scenario.player_has_roads_settlements", {std::to_string(pl), std::to_string(roads[pl]), std::to_string(settlements[pl]), std::to_string(cities[pl])});
      return false;
    }
    ps.roads_left = int8_t(kRoadPieces - roads[pl]);
    ps.settlements_left = int8_t(kSettlementPieces - settlements[pl]);
    ps.cities_left = int8_t(kCityPieces - cities[pl]);
  }

  // Players: hands and development cards.
  if (!s.contains("players") || !s["players"].is_array() || int(s["players"].size()) != seated)
    return bad(err, "error.scenario.players_have_one_entry", {std::to_string(seated)});
  ResourceCounts in_hands;
  std::array<int, kDevCardKinds> held{}, played{};
  for (int pl = 0; pl < seated; ++pl) {
    const json& x = s["players"][pl];
    const std::string where = "players[" + std::to_string(pl) + "]";
    if (!x.is_object()) return bad(err, "error.scenario.object", {std::string(where)});
    if (!only_keys(x, per_player, where, err)) return false;
    auto& ps = p.players[pl];
    if (x.contains("hand") && !read_counts(x["hand"], where + ".hand", ps.hand, err)) return false;
    if (x.contains("development_cards") && !read_cards(x["development_cards"], where + ".development_cards", ps.dev, err))
      return false;
    if (x.contains("new_development_cards") &&
        !read_cards(x["new_development_cards"], where + ".new_development_cards", ps.dev_new, err))
      return false;
    if (x.contains("played_development_cards") &&
        !read_cards(x["played_development_cards"], where + ".played_development_cards", ps.dev_used, err))
      return false;
    for (int k = 0; k < kDevCardKinds; ++k) {
      if (ps.dev_new[k] > ps.dev[k])
        return bad(err, "error.scenario.new_development_cards_among", {std::string(where)});
      if (ps.dev_new[k] > 0 && pl != cur)
        return bad(err, "error.scenario.only_current_player_can", {std::string(where)});
      held[k] += ps.dev[k];
      played[k] += ps.dev_used[k];
    }
    if (ps.dev_used[int(DevCard::victory_point)] != 0)
      return bad(err, "error.scenario.victory_point_cards_are", {std::string(where)});
    ps.knights_played = ps.dev_used[int(DevCard::knight)];
    in_hands += ps.hand;
  }

  // Bank and deck: derived (19 of each resource, the 25-card deck) and, when
  // given, checked against the derived value.
  for (int r = 0; r < kResourceCount; ++r) {
    const int left = kBankPerResource - in_hands[r];
    if (left < 0) {
      refuse(err, "not_conserved", "error.scenario.hands_hold_game_has", {std::to_string(in_hands[r]), std::string(kResourceNames[r])});
      return false;
    }
    p.bank[r] = int16_t(left);
  }
  if (s.contains("bank")) {
    ResourceCounts b;
    if (!read_counts(s["bank"], "bank", b, err)) return false;
    for (int r = 0; r < kResourceCount; ++r)
      if (b[r] != p.bank[r]) {
        refuse(err, "not_conserved", "error.scenario.bank_but_hands_bank", {std::string(kResourceNames[r]), std::to_string(b[r]), std::to_string(p.bank[r])});
        return false;
      }
  }
  for (int k = 0; k < kDevCardKinds; ++k) {
    const int left = kDevDeck[k] - held[k] - played[k];
    if (left < 0) {
      refuse(err, "not_conserved", "error.scenario.cards_are_held_played", {std::to_string(held[k] + played[k]), std::string(kDevCardNames[k]), std::to_string(kDevDeck[k])});
      return false;
    }
    p.dev_deck[k] = int8_t(left);
  }
  if (s.contains("development_deck")) {
    std::array<int8_t, kDevCardKinds> dk{};
    if (!read_cards(s["development_deck"], "development_deck", dk, err)) return false;
    for (int k = 0; k < kDevCardKinds; ++k)
      if (dk[k] != p.dev_deck[k]) {
        refuse(err, "not_conserved", "error.scenario.development_deck_but_deck", {std::string(kDevCardNames[k]), std::to_string(dk[k]), std::to_string(kDevDeck[k]), std::to_string(p.dev_deck[k])});
        return false;
      }
  }

  // Awards.
  p.longest_road_owner = p.largest_army_owner = -1;
  if (s.contains("awards")) {
    const json& aw = s["awards"];
    if (!aw.is_object()) return bad(err, "error.scenario.awards_longest_road_p");
    if (!only_keys(aw, {"longest_road", "largest_army"}, "awards", err)) return false;
    int who = 0;
    if (aw.contains("longest_road") && !aw["longest_road"].is_null()) {
      if (!int_in(aw["longest_road"], 0, colours - 1, "awards.longest_road", who, err)) return false;
      p.longest_road_owner = int8_t(who);
    }
    if (aw.contains("largest_army") && !aw["largest_army"].is_null()) {
      if (!int_in(aw["largest_army"], 0, seated - 1, "awards.largest_army", who, err)) return false;
      p.largest_army_owner = int8_t(who);
    }
  }

  if (mod && mod->read && !mod->read(d, s, p, err)) return false;
  for (int pl = 0; pl < colours; ++pl) p.players[pl].road_length = int8_t(rules::longest_road(d, p, pl));
  return scenario_check(d, p, err);
}

bool scenario_from_game(const Game& g, bool with_config, json& out, Error& err) {
  const GameDef& d = g.def();
  const Position& p = g.position();
  if (p.phase != Phase::pre_roll && p.phase != Phase::main) {
    refuse(err, "not_exportable", "error.scenario.scenario_starts_at_start", {std::string(kPhaseNames[int(p.phase)])});
    return false;
  }
  json s{{"format", "catan-scenario"}, {"version", kScenarioVersion}, {"game", d.config.game}};
  if (d.config.scenario.is_object() && d.config.scenario.contains("description"))
    s["description"] = d.config.scenario["description"];
  if (with_config) {
    s["seed"] = d.config.seed;
    s["options"] = options_to_json(d.config.options);
  }
  json hexes = json::array(), harbors = json::array();
  for (int h = 0; h < d.topo->land_count; ++h)
    hexes.push_back({{"id", h}, {"terrain", kTerrainNames[int(d.layout.terrain[h])]},
                     {"number", d.layout.number[h] ? json(d.layout.number[h]) : json(nullptr)}});
  for (const auto& hb : d.layout.harbors()) harbors.push_back({{"edge", hb.edge}, {"kind", harbor_kind_name(hb)}});
  s["board"] = {{"hexes", hexes}, {"harbors", harbors}};
  s["robber_hex"] = p.robber_hex;
  s["phase"] = kPhaseNames[int(p.phase)];
  s["current_player"] = p.current;
  s["turn"] = p.turn;
  s["dice"] = p.dice[0] ? json::array({p.dice[0], p.dice[1]}) : json(nullptr);
  s["development_card_played"] = p.dev_played;
  json roads = json::array(), settlements = json::array(), cities = json::array();
  for (int e = 0; e < d.topo->edge_count; ++e)
    if (p.road_owner[e] >= 0) roads.push_back({{"edge", e}, {"player", p.road_owner[e]}});
  for (int v = 0; v < d.topo->vertex_count; ++v)
    if (p.building_owner[v] >= 0)
      (p.building_level[v] == 2 ? cities : settlements).push_back({{"vertex", v}, {"player", p.building_owner[v]}});
  s["pieces"] = {{"roads", roads}, {"settlements", settlements}, {"cities", cities}};
  json players = json::array();
  for (int pl = 0; pl < d.seated; ++pl) {
    const auto& ps = p.players[pl];
    players.push_back({{"hand", counts_json(ps.hand)}, {"development_cards", cards_json(ps.dev)},
                       {"new_development_cards", cards_json(ps.dev_new)},
                       {"played_development_cards", cards_json(ps.dev_used)}});
  }
  s["players"] = std::move(players);
  s["bank"] = counts_json(p.bank);
  s["development_deck"] = cards_json(p.dev_deck);
  auto holder = [](int who) { return who >= 0 ? json(who) : json(nullptr); };
  s["awards"] = {{"longest_road", holder(p.longest_road_owner)}, {"largest_army", holder(p.largest_army_owner)}};
  if (const ScenarioCodec* mod = d.rules->scenario_codec(); mod && mod->write && !mod->write(d, p, s, err)) return false;
  out = std::move(s);
  return true;
}

}  // namespace catan
