// The view JSON (docs/protocol.md "View") to and from the typed PlayerView: the one
// producer (Game::view, peers' wire) and the one parser (peer guests, bots fed JSON).
#include <string>

#include "engine/board/board_json.hpp"
#include "engine/catan/card_json.hpp"
#include "engine/catan/json_read.hpp"
#include "engine/catan/module_codec.hpp"
#include "engine/catan/player_view.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/core/text.hpp"
#include "engine/platform/registry.hpp"

namespace catan {
namespace {

using nlohmann::json;
using namespace json_read;

json nullable(int v) { return v < 0 ? json(nullptr) : json(v); }

json answer_json(int a) {
  return a == 1 ? json("accepted") : a == 2 ? json("rejected") : a == 3 ? json("countered") : json(nullptr);
}

}  // namespace

bool board_from_json(const json& board, const Topology*& topo_out, Layout& l, Error& err) {
  if (!board.is_object() || !board.contains("hexes") || !board["hexes"].is_array()) return fail_field(err, "board hexes");
  // The board is known by its size: the standard island or the 5–6 player island.
  const Topology* boards[] = {&Topology::standard(), &Topology::five_six()};
  const Topology* found = nullptr;
  for (const Topology* t : boards) if (board["hexes"].size() == size_t(t->hex_count)) found = t;
  if (!found) return fail_field(err, "board hexes");
  const Topology& topo = *found;
  topo_out = found;
  l = {};
  l.land_count = int8_t(topo.land_count);
  for (int h = 0; h < topo.hex_count; ++h) {
    const json& hx = board["hexes"][size_t(h)];
    std::string name;
    if (!string_field(hx, "terrain", name, err)) return false;
    auto t = parse_terrain(name);
    if (!t || (*t == Terrain::sea) == topo.hexes[h].land) return fail_field(err, "hex terrain");
    if (h >= topo.land_count) continue;
    l.terrain[h] = *t;
    int n = 0;
    if (!nullable_int_field(hx, "number", 2, 12, n, err)) return false;
    l.number[h] = int8_t(n < 0 ? 0 : n);
  }
  int desert = 0;
  if (!int_field(board, "desert_hex", -1, topo.land_count - 1, desert, err)) return false;
  l.desert_hex = int8_t(desert);
  if (!board.contains("harbors") || !board["harbors"].is_array() || board["harbors"].size() != size_t(board_set(topo).harbor_count))
    return fail_field(err, "board harbors");
  l.harbor_count = int8_t(board["harbors"].size());
  for (int i = 0; i < l.harbor_count; ++i) {
    const json& hj = board["harbors"][size_t(i)];
    Harbor& h = l.harbor_slots[size_t(i)];
    std::string kind;
    if (!string_field(hj, "kind", kind, err)) return false;
    if (kind == "generic") {
      h.generic = true;
    } else {
      auto r = parse_resource(kind);
      if (!r) return fail(err, "error.view.unknown_harbor");
      h.generic = false;
      h.resource = *r;
    }
    int sea = 0, edge = 0;
    if (!int_field(hj, "sea_hex", topo.land_count, topo.hex_count - 1, sea, err) ||
        !int_field(hj, "edge", 0, topo.edge_count - 1, edge, err))
      return false;
    h.sea_hex = int8_t(sea);
    h.edge = int8_t(edge);
    if (!hj.contains("vertices") || !hj["vertices"].is_array() || hj["vertices"].size() != 2)
      return fail_field(err, "harbor vertices");
    for (int k = 0; k < 2; ++k) {
      int x = 0;
      if (!int_value(hj["vertices"][size_t(k)], 0, topo.vertex_count - 1, "harbor vertex", x, err)) return false;
      h.vertices[size_t(k)] = int8_t(x);
    }
  }
  return true;
}

json player_view_to_json(const PlayerView& v) {
  json j;
  j["game"] = v.game;
  j["viewer"] = v.viewer;
  j["phase"] = kPhaseNames[int(v.phase)];
  j["current_player"] = v.current;
  j["pending_players"] = json::array();
  for (int i = 0; i < v.pending_count; ++i) j["pending_players"].push_back(v.pending[size_t(i)]);
  j["turn"] = v.turn;
  j["dice"] = v.dice[0] ? json::array({v.dice[0], v.dice[1]}) : json(nullptr);
  j["rolled"] = v.rolled;
  j["winner"] = nullable(v.winner);
  j["vp_target"] = v.options.vp_target;
  j["options"] = options_to_json(v.options);
  j["board"] = board_to_json(*v.topo, v.layout);
  j["robber_hex"] = v.robber_hex;
  json roads = json::array(), settlements = json::array(), cities = json::array();
  for (int e = 0; e < v.topo->edge_count; ++e)
    if (v.road_owner[e] >= 0) roads.push_back({{"edge", e}, {"player", v.road_owner[e]}});
  for (int x = 0; x < v.topo->vertex_count; ++x) {
    if (v.building_owner[x] < 0) continue;
    json b{{"vertex", x}, {"player", v.building_owner[x]}};
    (v.building_level[x] == 2 ? cities : settlements).push_back(b);
  }
  j["pieces"] = {{"roads", roads}, {"settlements", settlements}, {"cities", cities}};
  json players = json::array();
  for (int pl = 0; pl < v.num_players; ++pl) {
    const SeatView& s = v.players[pl];
    json pj{{"id", pl}, {"seated", s.seated}, {"resource_count", s.resource_count},
            {"development_card_count", s.development_card_count}, {"knights_played", s.knights_played},
            {"roads_left", s.roads_left}, {"settlements_left", s.settlements_left},
            {"cities_left", s.cities_left}, {"road_length", s.road_length},
            {"longest_road", v.longest_road_owner == pl}, {"largest_army", v.largest_army_owner == pl},
            {"public_points", s.public_points}, {"discard_due", s.discard_due},
            {"trade_answer", answer_json(s.trade_answer)}};
    if (s.trade_answer == 3)  // the counter-offer, from this seat's side
      pj["counter"] = {{"give", nonzero_counts_json(s.counter_give)}, {"get", nonzero_counts_json(s.counter_get)}};
    if (s.points >= 0) pj["points"] = s.points;
    players.push_back(std::move(pj));
  }
  j["players"] = std::move(players);
  if (v.viewer >= 0) {
    json harbors = json::array();
    if (v.harbors & 32u) harbors.push_back("generic");
    for (int r = 0; r < kResourceCount; ++r) if (v.harbors & (1u << r)) harbors.push_back(kResourceNames[r]);
    json rates = json::object(), options = json::object();
    for (int r = 0; r < kResourceCount; ++r) {
      rates[std::string(kResourceNames[r])] = v.maritime_rate[r];
      json held = json::array();
      for (int rate = 2; rate <= 4; ++rate) if (v.rate_options(r) & (1 << rate)) held.push_back(rate);
      options[std::string(kResourceNames[r])] = std::move(held);
    }
    j["you"] = {{"hand", resource_counts_json(v.hand, v.rules->uses_commodities())}, {"development_cards", dev_cards_json(v.dev)},
                {"playable_development_cards", dev_cards_json(v.playable)}, {"points", v.points},
                {"harbors", harbors}, {"maritime_rates", rates}, {"maritime_rate_options", options}};
  }
  j["bank"] = resource_counts_json(v.bank, v.rules->uses_commodities());
  j["development_deck_count"] = v.development_deck_count;
  j["development_card_played_this_turn"] = v.dev_played;
  j["free_roads"] = v.free_roads;
  if (v.offer_open) {
    json answers = json::object();
    for (int pl = 0; pl < v.num_players; ++pl) {
      if (pl == v.offer_from || !v.players[pl].seated) continue;
      answers[std::to_string(pl)] = answer_json(v.players[pl].trade_answer);
    }
    j["trade_offer"] = {{"from", v.offer_from}, {"give", nonzero_counts_json(v.offer_give)},
                        {"get", nonzero_counts_json(v.offer_get)}, {"answers", answers}};
  } else {
    j["trade_offer"] = nullptr;
  }
  j["awards"] = {{"longest_road", nullable(v.longest_road_owner)}, {"largest_army", nullable(v.largest_army_owner)}};
  json legal = json::array();
  for (const auto& a : v.legal) legal.push_back(action_to_json(*v.rules, a));
  j["legal_actions"] = std::move(legal);
  json events = json::array();
  for (int i = 0; i < v.event_count; ++i) events.push_back(event_to_json(*v.rules, v.events[size_t(i)], v.viewer));
  j["events"] = std::move(events);
  if (v.rules) v.rules->view_json(v, j);
  return j;
}

// ---- parsing -----------------------------------------------------------------------

namespace {

bool cards_from(const json& j, std::array<int8_t, kDevCardKinds>& c, Error& err) {
  for (int k = 0; k < kDevCardKinds; ++k) {
    int n = 0;
    if (!int_field(j, std::string(kDevCardNames[k]).c_str(), 0, 25, n, err)) return false;
    c[k] = int8_t(n);
  }
  return true;
}

bool answer_from(const json& j, int& out, Error& err) {
  if (j.is_null()) out = 0;
  else if (j == "accepted") out = 1;
  else if (j == "rejected") out = 2;
  else if (j == "countered") out = 3;
  else return fail(err, "error.view.trade_answer");
  return true;
}

bool resource_field(const json& j, const char* key, int16_t& out, Error& err) {
  std::string s;
  if (!string_field(j, key, s, err)) return false;
  auto r = parse_card_kind(s, true);  // commodities occur in Cities & Knights only
  if (!r) return fail(err, "error.view.unknown_resource", {quote_text(s, 40)});
  out = int16_t(*r);
  return true;
}

bool card_field(const json& j, const char* key, int16_t& out, Error& err) {
  std::string s;
  if (!string_field(j, key, s, err)) return false;
  auto k = parse_dev_card(s);
  if (!k) return fail(err, "error.view.unknown_card", {quote_text(s, 40)});
  out = int16_t(*k);
  return true;
}

bool dice_from(const json& j, Event& e, Error& err) {
  if (!j.contains("dice") || !j["dice"].is_array() || j["dice"].size() != 2) return fail(err, "error.view.dice");
  int d1 = 0, d2 = 0;
  if (!int_value(j["dice"][0], 1, 6, "die", d1, err) || !int_value(j["dice"][1], 1, 6, "die", d2, err)) return false;
  e.a = int16_t(d1);
  e.b = int16_t(d2);
  return true;
}

bool parse_board(const json& board, PlayerView& v, Error& err) {
  if (!board_from_json(board, v.topo, v.layout, err)) return false;
  v.harbor_mask = {};
  for (const Harbor& h : v.layout.harbors())
    for (auto x : h.vertices) v.harbor_mask[size_t(x)] |= h.generic ? uint8_t(32u) : uint8_t(1u << int(h.resource));
  return true;
}

bool parse_players(const json& j, PlayerView& v, Error& err) {
  if (!j.contains("players") || !j["players"].is_array() || j["players"].size() < 2 ||
      j["players"].size() > size_t(kMaxPlayers))
    return fail(err, "error.view.player_count");
  v.num_players = int(j["players"].size());
  for (int i = 0; i < v.num_players; ++i) {
    const json& p = j["players"][size_t(i)];
    SeatView& s = v.players[size_t(i)];
    int id = 0;
    if (!int_field(p, "id", i, i, id, err) || !bool_field(p, "seated", s.seated, err) ||
        !int_field(p, "resource_count", 0, 95, s.resource_count, err) ||
        !int_field(p, "development_card_count", 0, 25, s.development_card_count, err) ||
        !int_field(p, "knights_played", 0, 14, s.knights_played, err) ||
        !int_field(p, "roads_left", 0, kRoadPieces, s.roads_left, err) ||
        !int_field(p, "settlements_left", 0, kSettlementPieces, s.settlements_left, err) ||
        !int_field(p, "cities_left", 0, kCityPieces, s.cities_left, err) ||
        !int_field(p, "road_length", 0, kRoadPieces, s.road_length, err) ||
        !int_field(p, "public_points", 0, 30, s.public_points, err) ||
        !int_field(p, "discard_due", 0, 95, s.discard_due, err))
      return false;
    if (!p.contains("trade_answer") || !answer_from(p["trade_answer"], s.trade_answer, err)) return fail_field(err, "trade_answer");
    s.counter_give = {};
    s.counter_get = {};
    if (s.trade_answer == 3) {
      if (!p.contains("counter") || !p["counter"].is_object()) return fail(err, "error.view.missing", {"counter"});
      if (!counts_field(p["counter"], "give", s.counter_give, err) || !counts_field(p["counter"], "get", s.counter_get, err))
        return false;
    }
    s.points = -1;
    if (p.contains("points") && !int_field(p, "points", 0, 30, s.points, err)) return false;
  }
  return true;
}

bool parse_you(const json& y, PlayerView& v, Error& err) {
  if (!y.is_object()) return fail(err, "error.view.you");
  if (!counts_field(y, "hand", v.hand, err)) return false;
  if (!y.contains("development_cards") || !cards_from(y["development_cards"], v.dev, err)) return fail_field(err, "development_cards");
  if (!y.contains("playable_development_cards") || !cards_from(y["playable_development_cards"], v.playable, err))
    return fail_field(err, "playable_development_cards");
  if (!int_field(y, "points", 0, 30, v.points, err)) return false;
  v.harbors = 0;
  if (!y.contains("harbors") || !y["harbors"].is_array()) return fail_field(err, "harbors");
  for (const auto& h : y["harbors"]) {
    if (h == "generic") { v.harbors |= 32u; continue; }
    auto r = h.is_string() ? parse_resource(h.get<std::string>()) : std::nullopt;
    if (!r) return fail(err, "error.view.unknown_harbor");
    v.harbors |= 1u << int(*r);
  }
  if (!y.contains("maritime_rates")) return fail(err, "error.view.missing", {"maritime_rates"});
  for (int r = 0; r < kResourceCount; ++r) {
    int rate = 0;
    if (!int_field(y["maritime_rates"], std::string(kResourceNames[r]).c_str(), 2, 4, rate, err)) return false;
    v.maritime_rate[size_t(r)] = int8_t(rate);
  }
  return true;
}

}  // namespace

bool event_from_json(const RuleModule& rules, const json& j, Event& e, Error& err) {
  e = Event{};
  std::string type;
  if (!string_field(j, "type", type, err)) return false;
  int t = -1;
  for (int i = 0; i < int(kEventNames.size()); ++i) if (kEventNames[size_t(i)] == type) t = i;
  const ModuleCodec* codec = rules.codec();
  int m = -1;
  if (t < 0 && codec)
    for (size_t i = 0; i < codec->events.size(); ++i) if (codec->events[i] == type) m = int(i);
  if (t < 0 && m < 0) return fail(err, "error.view.unknown_event", {quote_text(type, 40)});
  e.type = m >= 0 ? module_event(m) : EventType(t);
  if (!player_field(j, "player", e.player, err)) return false;
  if (m >= 0) return !codec->read_event || codec->read_event(j, e, err);  // the module's own fields
  switch (e.type) {
    case EventType::dice_rolled:
    case EventType::seven_rerolled:
      return dice_from(j, e, err);
    case EventType::produced:
    case EventType::starting_resources:
    case EventType::discarded:
    case EventType::year_of_plenty_taken:
      return counts_field(j, "resources", e.res, err);
    case EventType::production_shortage:
      return resource_field(j, "resource", e.a, err) && small_field(j, "missing", 0, 95, e.b, err);
    case EventType::discard_required:
      return small_field(j, "count", 0, 95, e.b, err);
    case EventType::robber_moved:
      return small_field(j, "hex", 0, kMaxHexes - 1, e.a, err);
    case EventType::stolen:
      e.secret = true;
      e.b = 1;
      if (!player_field(j, "victim", e.other, err)) return false;
      return !j.contains("resource") || resource_field(j, "resource", e.a, err);
    case EventType::road_built:
      return small_field(j, "edge", 0, kMaxEdges - 1, e.a, err);
    case EventType::settlement_built:
    case EventType::city_built:
      return small_field(j, "vertex", 0, kMaxVertices - 1, e.a, err);
    case EventType::development_card_bought:
      e.secret = true;
      return !j.contains("card") || card_field(j, "card", e.a, err);
    case EventType::development_card_played:
      return card_field(j, "card", e.a, err);
    case EventType::monopoly_taken:
      return resource_field(j, "resource", e.a, err) && small_field(j, "count", 0, 95, e.b, err);
    case EventType::maritime_traded:
    case EventType::trade_offered:
    case EventType::trade_countered:
      return counts_field(j, "give", e.res, err) && counts_field(j, "get", e.res2, err);
    case EventType::trade_answered: {
      bool accept = false;
      if (!bool_field(j, "accept", accept, err)) return false;
      e.a = accept ? 1 : 0;
      return true;
    }
    case EventType::trade_completed:
      return player_field(j, "with", e.other, err) && counts_field(j, "give", e.res, err) &&
             counts_field(j, "get", e.res2, err);
    case EventType::longest_road_changed:
      return player_field(j, "previous", e.other, err) && small_field(j, "length", 0, kRoadPieces, e.a, err);
    case EventType::largest_army_changed:
      return player_field(j, "previous", e.other, err) && small_field(j, "knights", 0, 14, e.a, err);
    case EventType::turn_ended:
      return player_field(j, "next", e.other, err);
    case EventType::game_won:
      return small_field(j, "points", 0, 30, e.a, err);
    default:
      return true;  // nothing_to_steal, trade_cancelled: no fields
  }
}

bool player_view_from_json(const json& j, PlayerView& v, Error& err) {
  v = PlayerView{};
  if (!j.is_object()) return fail(err, "error.view.not_object");
  if (!string_field(j, "game", v.game, err)) return false;
  const GameEntry* entry = find_game(v.game);
  if (!entry || !entry->board_rules) return fail(err, "error.view.unknown_game", {quote_text(v.game, 40)});
  v.rules = entry->board_rules;
  v.topo = &Topology::standard();
  if (!int_field(j, "viewer", -1, kMaxPlayers - 1, v.viewer, err)) return false;
  std::string phase;
  if (!string_field(j, "phase", phase, err)) return false;
  int ph = -1;
  for (int i = 0; i < int(kPhaseNames.size()); ++i) if (kPhaseNames[size_t(i)] == phase) ph = i;
  if (ph < 0) return fail(err, "error.view.unknown_phase", {quote_text(phase, 40)});
  v.phase = Phase(ph);
  if (!int_field(j, "current_player", 0, kMaxPlayers - 1, v.current, err)) return false;
  if (!j.contains("pending_players") || !j["pending_players"].is_array() || j["pending_players"].size() > size_t(kMaxPlayers))
    return fail_field(err, "pending_players");
  for (const auto& p : j["pending_players"]) {
    int s = 0;
    if (!int_value(p, 0, kMaxPlayers - 1, "pending player", s, err)) return false;
    v.pending[size_t(v.pending_count++)] = int8_t(s);
  }
  if (!int_field(j, "turn", 0, 32767, v.turn, err) || !bool_field(j, "rolled", v.rolled, err) ||
      !nullable_int_field(j, "winner", 0, kMaxPlayers - 1, v.winner, err))
    return false;
  if (!j.contains("dice")) return fail(err, "error.view.missing", {"dice"});
  if (!j["dice"].is_null()) {
    Event dice;
    if (!dice_from(j, dice, err)) return false;
    v.dice = {int8_t(dice.a), int8_t(dice.b)};
  }
  const json& o = j.contains("options") ? j["options"] : json();
  if (!int_field(o, "vp_target", 3, 20, v.options.vp_target, err) ||
      !int_field(o, "discard_limit", 2, 20, v.options.discard_limit, err) ||
      !bool_field(o, "friendly_robber", v.options.friendly_robber, err) ||
      !bool_field(o, "no_sevens_first_rounds", v.options.no_sevens_first_rounds, err) ||
      !bool_field(o, "balanced_dice", v.options.balanced_dice, err))
    return false;
  if (o.contains("commodity_shortage_resource") &&
      !bool_field(o, "commodity_shortage_resource", v.options.commodity_shortage_resource, err))
    return false;
  if (!j.contains("board") || !parse_board(j["board"], v, err)) return err.code.empty() ? fail(err, "error.view.missing", {"board"}) : false;
  if (!int_field(j, "robber_hex", 0, v.topo->land_count - 1, v.robber_hex, err)) return false;

  v.building_owner.fill(-1);
  v.road_owner.fill(-1);
  const json& pieces = j.contains("pieces") ? j["pieces"] : json();
  if (!pieces.is_object()) return fail(err, "error.view.missing", {"pieces"});
  for (const char* kind : {"roads", "settlements", "cities"}) {
    if (!pieces.contains(kind) || !pieces[kind].is_array()) return fail_field(err, std::string("pieces: ") + kind);
    const bool road = kind[0] == 'r';
    for (const auto& piece : pieces[kind]) {
      int at = 0, who = 0;
      if (!int_field(piece, road ? "edge" : "vertex", 0, road ? v.topo->edge_count - 1 : v.topo->vertex_count - 1, at, err) ||
          !int_field(piece, "player", 0, kMaxPlayers - 1, who, err))
        return false;
      if (road) { v.road_owner[size_t(at)] = int8_t(who); continue; }
      v.building_owner[size_t(at)] = int8_t(who);
      v.building_level[size_t(at)] = kind[0] == 'c' ? 2 : 1;
    }
  }
  if (!parse_players(j, v, err)) return false;
  const json& awards = j.contains("awards") ? j["awards"] : json();
  if (!nullable_int_field(awards, "longest_road", 0, kMaxPlayers - 1, v.longest_road_owner, err) ||
      !nullable_int_field(awards, "largest_army", 0, kMaxPlayers - 1, v.largest_army_owner, err))
    return false;
  if (v.viewer >= 0 && (!j.contains("you") || !parse_you(j["you"], v, err)))
    return err.code.empty() ? fail(err, "error.view.missing", {"you"}) : false;
  if (!counts_field(j, "bank", v.bank, err) ||
      !int_field(j, "development_deck_count", 0, 25, v.development_deck_count, err) ||
      !bool_field(j, "development_card_played_this_turn", v.dev_played, err) ||
      !int_field(j, "free_roads", 0, 2, v.free_roads, err))
    return false;
  if (!j.contains("trade_offer")) return fail(err, "error.view.missing", {"trade_offer"});
  const json& offer = j["trade_offer"];
  if (!offer.is_null()) {
    v.offer_open = true;
    if (!int_field(offer, "from", 0, kMaxPlayers - 1, v.offer_from, err) ||
        !counts_field(offer, "give", v.offer_give, err) || !counts_field(offer, "get", v.offer_get, err))
      return false;
  }
  if (!j.contains("legal_actions") || !j["legal_actions"].is_array() ||
      j["legal_actions"].size() > size_t(ActionList::kCapacity))
    return fail_field(err, "legal_actions");
  for (const auto& a : j["legal_actions"]) {
    Action act;
    Error aerr;
    if (!action_from_json(*v.rules, *v.topo, a, act, aerr)) return fail(err, "error.view.legal_action", {aerr.message()});
    v.legal.push(act);
  }
  if (!j.contains("events") || !j["events"].is_array() || j["events"].size() > size_t(kViewEvents))
    return fail_field(err, "events");
  for (const auto& e : j["events"])
    if (!event_from_json(*v.rules, e, v.events[size_t(v.event_count++)], err)) return false;
  return v.rules->view_from_json(j, v, err);
}

}  // namespace catan
