// JSON of Struggle for Catan (codec.hpp, docs/struggle.md).
#include "engine/struggle/codec.hpp"

#include <bit>
#include <string>

#include "engine/core/resources.hpp"
#include "engine/text/catalogue.hpp"

namespace catan::struggle {
namespace {

using nlohmann::json;

constexpr const char* kActNames[] = {"trade_market", "trade_pile", "trade_player", "library_open", "library_pick",
                                     "give_back", "end_trade", "guild", "build", "flip_destiny", "keep_destiny",
                                     "discard", "end_turn"};
constexpr const char* kBuildNames[] = {"road", "knight", "settlement", "city", "expansion"};
constexpr const char* kExpNames[] = {"library", "university", "town_hall", "city_wall", "church", "merchant_guild"};
constexpr const char* kEventNames[] = {"robbery", "market_day"};
constexpr const char* kPhaseNames[] = {"trade", "build", "destiny", "discard", "over"};

int index_of(const json& v, const char* const* names, int n) {
  if (!v.is_string()) return -1;
  const std::string& s = v.get_ref<const std::string&>();
  for (int i = 0; i < n; ++i)
    if (s == names[i]) return i;
  return -1;
}
std::string res(int r) { return std::string(kResourceNames[r]); }
json hand_json(const Hand& h) {
  json o = json::object();
  for (int r = 0; r < kRes; ++r) o[res(r)] = h[r];
  return o;
}
Error bad(const std::string& message) { return Error{"bad_action", "error.text", {message}}; }

/// Fields each action type may carry, besides "type" and "player".
const char* fields_of(Act t) {
  switch (t) {
    case Act::trade_market: return " give get ";
    case Act::trade_pile: return " give chance ";
    case Act::trade_player: return " victim chance ";
    case Act::library_open: return " victim ";
    case Act::library_pick: return " get ";
    case Act::give_back: return " give ";
    case Act::guild: return " victim chance ";
    case Act::build: return " card expansion pay university chance ";
    case Act::discard: return " give ";
    case Act::end_turn: return " chance ";
    default: return " ";
  }
}

}  // namespace

int res_of(const json& v) {
  if (!v.is_string()) return -1;
  for (int r = 0; r < kRes; ++r)
    if (v.get_ref<const std::string&>() == kResourceNames[r]) return r;
  return -1;
}

const char* act_name(Act t) { return kActNames[int(t)]; }

Error config_from_json(const json& c, Options& o, uint64_t& seed, json& canonical) {
  if (!c.is_object()) return Error{"bad_config", "error.text", {"the config must be a JSON object"}};
  if (!c.contains("game") || c["game"] != "struggle") return Error{"unknown_game", "error.text", {"not a struggle config"}};
  for (auto it = c.begin(); it != c.end(); ++it)
    if (it.key() != "game" && it.key() != "players" && it.key() != "seed" && it.key() != "options")
      return Error{"bad_config", "error.text", {"unknown config field \"" + it.key() + "\""}};
  if (!c.contains("seed") || !c["seed"].is_number_integer() || c["seed"] < 0) return Error{"bad_config", "error.text", {"seed must be a non-negative integer"}};
  seed = c["seed"].get<uint64_t>();
  o = Options{};
  if (c.contains("players")) {
    if (!c["players"].is_number_integer() || c["players"] < 2 || c["players"] > 4)
      return Error{"bad_config", "error.text", {"players must be 2, 3 or 4"}};
    o.players = c["players"].get<int>();
  }
  std::string start = "seat0", destiny = "clockwise";
  if (c.contains("options")) {
    const json& op = c["options"];
    if (!op.is_object()) return Error{"bad_config", "error.text", {"options must be an object"}};
    for (auto it = op.begin(); it != op.end(); ++it) {
      const json& v = it.value();
      if (it.key() == "vp_target") {
        if (!v.is_number_integer() || v < 5 || v > 20) return Error{"bad_config", "error.text", {"vp_target must be in 5..20"}};
        o.vp_target = v.get<int>();
      } else if (it.key() == "turn_limit") {
        if (!v.is_number_integer() || v < 50 || v > 5000) return Error{"bad_config", "error.text", {"turn_limit must be in 50..5000"}};
        o.turn_limit = v.get<int>();
      } else if (it.key() == "start_player") {
        if (v != "seat0" && v != "random") return Error{"bad_config", "error.text", {"start_player must be \"seat0\" or \"random\""}};
        start = v.get<std::string>();
      } else if (it.key() == "destiny_start") {
        if (v != "clockwise" && v != "random") return Error{"bad_config", "error.text", {"destiny_start must be \"clockwise\" or \"random\""}};
        destiny = v.get<std::string>();
      } else {
        return Error{"bad_config", "error.text", {"unknown option \"" + it.key() + "\""}};
      }
    }
  }
  o.random_start = start == "random";
  o.random_destiny = destiny == "random";
  canonical = {{"game", "struggle"}, {"players", o.players}, {"seed", seed},
               {"options", {{"vp_target", o.vp_target}, {"turn_limit", o.turn_limit}, {"start_player", start}, {"destiny_start", destiny}}}};
  return {};
}

json action_to_json(const Action& a) {
  json j{{"type", act_name(a.type)}, {"player", a.player}};
  switch (a.type) {
    case Act::trade_market: j["give"] = res(a.give); j["get"] = res(a.get); break;
    case Act::trade_pile: case Act::give_back: case Act::discard: j["give"] = res(a.give); break;
    case Act::library_pick: j["get"] = res(a.get); break;
    case Act::trade_player: case Act::library_open: case Act::guild: j["victim"] = a.victim; break;
    case Act::build:
      j["card"] = kBuildNames[a.build];
      if (a.build == expansion) j["expansion"] = kExpNames[a.expansion];
      j["pay"] = hand_json(a.pay);
      if (a.university) j["university"] = true;
      break;
    default: break;
  }
  json chance = json::object();
  if (a.chance_card >= 0) chance["card"] = res(a.chance_card);
  if (a.chance_event >= 0) chance["event"] = kEventNames[a.chance_event];
  if (!a.chance_cards.empty()) {
    json l = json::array();
    for (int c : a.chance_cards) l.push_back(res(c));
    chance[a.type == Act::end_turn ? "cards" : "market"] = l;
  }
  if (!chance.empty()) j["chance"] = chance;
  return j;
}

Error action_from_json(const json& j, Action& out) {
  if (!j.is_object()) return bad("an action is a JSON object {\"type\",\"player\",...}");
  if (!j.contains("type") || !j["type"].is_string()) return bad("the action needs a \"type\" string");
  const int t = index_of(j["type"], kActNames, int(Act::kCount));
  if (t < 0) return Error{"unknown_action", "error.text", {"unknown action type \"" + j["type"].get<std::string>() + "\""}};
  if (!j.contains("player") || !j["player"].is_number_integer()) return bad("the action needs a \"player\" number");
  Action a;
  a.type = Act(t);
  const long long p = j["player"].get<long long>();
  if (p < 0 || p >= kMaxPlayers) return Error{"bad_player", "error.text", {"player must be a seat number"}};
  a.player = int(p);
  const std::string allowed = fields_of(a.type);
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it.key() == "type" || it.key() == "player") continue;
    if (allowed.find(" " + it.key() + " ") == std::string::npos)
      return bad("field \"" + it.key() + "\" does not belong to " + kActNames[t]);
  }
  auto need_res = [&](const char* f, int& dst) -> Error {
    if (!j.contains(f)) return bad(std::string("the action needs \"") + f + "\"");
    dst = res_of(j[f]);
    if (dst < 0) return Error{"bad_resource", "error.text", {std::string("\"") + f + "\" must be brick, lumber, wool, grain or ore"}};
    return {};
  };
  if (allowed.find(" give ") != std::string::npos)
    if (Error e = need_res("give", a.give); !e.ok()) return e;
  if (allowed.find(" get ") != std::string::npos)
    if (Error e = need_res("get", a.get); !e.ok()) return e;
  if (allowed.find(" victim ") != std::string::npos) {
    if (!j.contains("victim") || !j["victim"].is_number_integer()) return bad("the action needs a \"victim\" seat number");
    const long long v = j["victim"].get<long long>();
    if (v < 0 || v >= kMaxPlayers) return Error{"bad_victim", "error.text", {"victim must be a seat number"}};
    a.victim = int(v);
  }
  if (a.type == Act::build) {
    a.build = index_of(j.value("card", json()), kBuildNames, kBuildKinds);
    if (a.build < 0) return Error{"bad_build", "error.text", {"\"card\" must be road, knight, settlement, city or expansion"}};
    if (a.build == expansion) {
      a.expansion = index_of(j.value("expansion", json()), kExpNames, kExpansionKinds);
      if (a.expansion < 0) return Error{"bad_expansion", "error.text", {"\"expansion\" must name a city expansion"}};
    } else if (j.contains("expansion")) {
      return bad("\"expansion\" belongs to a city expansion only");
    }
    if (!j.contains("pay") || !j["pay"].is_object()) return Error{"bad_payment", "error.text", {"the build needs \"pay\": {resource: count}"}};
    for (auto it = j["pay"].begin(); it != j["pay"].end(); ++it) {
      const int r = res_of(json(it.key()));
      if (r < 0) return Error{"bad_resource", "error.text", {"unknown resource \"" + it.key() + "\" in pay"}};
      if (!it.value().is_number_integer() || it.value() < 0 || it.value() > 67)
        return Error{"bad_payment", "error.text", {"pay counts must be 0..67"}};
      a.pay[r] = it.value().get<int>();
    }
    if (j.contains("university")) {
      if (!j["university"].is_boolean()) return bad("\"university\" must be true or false");
      a.university = j["university"].get<bool>();
    }
  }
  if (j.contains("chance")) {
    const json& c = j["chance"];
    if (!c.is_object()) return Error{"bad_chance", "error.text", {"chance must be an object"}};
    for (auto it = c.begin(); it != c.end(); ++it) {
      const std::string& k = it.key();
      const bool card_ok = k == "card" && (a.type == Act::trade_pile || a.type == Act::trade_player || a.type == Act::guild);
      const bool event_ok = k == "event" && a.type == Act::build;
      const bool list_ok = (k == "cards" && a.type == Act::end_turn) || (k == "market" && a.type == Act::build);
      if (card_ok) {
        a.chance_card = res_of(it.value());
        if (a.chance_card < 0) return Error{"bad_chance", "error.text", {"chance card must be a resource"}};
      } else if (event_ok) {
        a.chance_event = index_of(it.value(), kEventNames, kEventKinds);
        if (a.chance_event < 0) return Error{"bad_chance", "error.text", {"chance event must be robbery or market_day"}};
      } else if (list_ok) {
        if (!it.value().is_array() || it.value().size() > 8) return Error{"bad_chance", "error.text", {"chance cards must be a short list of resources"}};
        for (const json& x : it.value()) {
          const int r = res_of(x);
          if (r < 0) return Error{"bad_chance", "error.text", {"chance cards must be resources"}};
          a.chance_cards.push_back(r);
        }
      } else {
        return Error{"bad_chance", "error.text", {"chance field \"" + k + "\" does not belong to " + kActNames[t]}};
      }
    }
  }
  out = a;
  return {};
}

json event_to_json(const Event& e, int viewer) {
  const bool reveal = !e.secret || (viewer >= 0 && (viewer == e.player || viewer == e.other));
  json j{{"type", e.type}, {"player", e.player}};
  if (e.other >= 0) j["other"] = e.other;
  if (e.card >= 0 && reveal) j["card"] = res(e.card);
  if (e.type == "built") j["card_type"] = kBuildNames[e.value];
  if (e.type == "built_expansion") j["expansion"] = kExpNames[e.value];
  if (e.type == "traded_market" || e.type == "traded_pile") j["gave"] = res(e.value);
  if (e.type == "took_road" || e.type == "took_knight") j["side"] = e.value % 2 ? "A" : "B";
  if (e.type == "destiny_flipped" || e.type == "destiny_kept") j["destiny"] = e.value > 0 ? "clockwise" : "counterclockwise";
  if (e.type == "drew") j["count"] = e.value;
  if (e.type == "won") j["vp"] = e.value;
  if (e.type == "turn_limit") j["turn_limit"] = e.value;
  j["text"] = event_line(e, reveal);
  return j;
}

json view_to_json(const State& s, int viewer, const std::vector<Event>& recent) {
  json seats = json::array();
  for (int p = 0; p < s.players; ++p) {
    const Seat& st = s.seat[p];
    json sides = json::array(), ksides = json::array(), exps = json::array();
    for (int i = 0; i < st.roads; ++i) sides.push_back(i % 2 ? "B" : "A");
    for (int i = 0; i < st.knights; ++i) ksides.push_back(i % 2 ? "B" : "A");
    for (int k = 0; k < kExpansionKinds; ++k)
      if (st.expansions & (1u << k)) exps.push_back(kExpNames[k]);
    json o{{"seat", p}, {"hand_count", count(st.hand)}, {"roads", sides}, {"knights", ksides},
           {"settlements", st.settlements}, {"cities", st.cities},
           {"city_events", {{"robbery", st.city_events[robbery]}, {"market_day", st.city_events[market_day]}}},
           {"expansions", exps}, {"vp", st.vp},
           {"trades", st.roads == 0 ? 1 : a_sides(st.roads)}, {"draws", 2 + a_sides(st.knights)}};
    if (p == viewer || s.phase == Phase::over) o["hand"] = hand_json(st.hand);
    seats.push_back(o);
  }
  json market = json::array();
  for (int m : s.market) market.push_back(m >= 0 ? json(res(m)) : json(nullptr));
  json exp_stack = json::object();
  for (int k = 0; k < kExpansionKinds; ++k) exp_stack[kExpNames[k]] = s.expansion_stack[k];
  json pend = json::array();
  for (int p : pending(s)) pend.push_back(p);
  json turn{{"trades_used", s.turn.trades_used}, {"owe_to", s.turn.owe_to}, {"library_open", s.turn.library_open},
            {"library_used", s.turn.library_used}, {"guild_used", s.turn.guild_used},
            {"university_used", s.turn.university_used}};
  json built = json::array();
  for (int b = 0; b < kBuildKinds; ++b)
    if (s.turn.built & (1u << b)) built.push_back(kBuildNames[b]);
  turn["built"] = built;
  if (s.turn.library_open >= 0 && viewer == s.current) turn["library_hand"] = hand_json(s.seat[s.turn.library_open].hand);
  json ev = json::array();
  for (const Event& e : recent) ev.push_back(event_to_json(e, viewer));
  json legal = json::array();
  if (viewer >= 0)
    for (const Action& a : legal_actions(s, viewer)) legal.push_back(action_to_json(a));
  return json{{"game", "struggle"}, {"viewer", viewer}, {"players", s.players}, {"vp_target", s.vp_target}, {"turn_limit", s.turn_limit},
              {"phase", kPhaseNames[int(s.phase)]}, {"current", s.current}, {"turn_number", s.turn_number},
              {"pending", pend}, {"destiny", s.destiny > 0 ? "clockwise" : "counterclockwise"},
              {"market", market}, {"draw_pile", count(s.draw_pile)}, {"discard_pile", hand_json(s.discard)},
              {"stacks", {{"road", s.road_stack}, {"knight", s.knight_stack}, {"settlement", s.settlement_stack},
                          {"expansions", exp_stack}}},
              {"seats", seats}, {"turn", turn},
              {"winner", s.winner >= 0 ? json(s.winner) : json(nullptr)}, {"events", ev}, {"legal_actions", legal}};
}

}  // namespace catan::struggle
