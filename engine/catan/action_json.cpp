// Action <-> JSON (docs/protocol.md "Actions"). Strict: unknown fields,
// wrong types, negative or missing values are refused with "bad_action".
#include <string>

#include "engine/catan/action.hpp"
#include "engine/catan/types.hpp"
#include "engine/core/text.hpp"

namespace catan {
namespace {

using nlohmann::json;

enum Field : unsigned {
  F_EDGE = 1, F_VERTEX = 2, F_HEX = 4, F_VICTIM = 8, F_RESOURCE = 16, F_ACCEPT = 32, F_GIVE = 64,
  F_GET = 128, F_RESOURCES_GIVE = 256, F_RESOURCES_GET = 512, F_WITH = 1024, F_FOR = 2048, F_CHANCE = 4096,
};

// Fields each type uses (required ones: all but F_VICTIM and F_CHANCE).
unsigned fields_of(ActionType t) {
  switch (t) {
    case ActionType::roll_dice: return F_CHANCE;
    case ActionType::discard: return F_RESOURCES_GIVE;
    case ActionType::move_robber: return F_HEX | F_VICTIM | F_CHANCE;
    case ActionType::build_road: return F_EDGE;
    case ActionType::build_settlement:
    case ActionType::build_city: return F_VERTEX;
    case ActionType::buy_development_card: return F_CHANCE;
    case ActionType::play_year_of_plenty: return F_RESOURCES_GET;
    case ActionType::play_monopoly: return F_RESOURCE;
    case ActionType::maritime_trade:
    case ActionType::offer_trade: return F_GIVE | F_GET;
    case ActionType::respond_trade: return F_ACCEPT;
    case ActionType::confirm_trade: return F_WITH;
    case ActionType::build_neutral_road: return F_EDGE | F_FOR;
    case ActionType::build_neutral_settlement: return F_VERTEX | F_FOR;
    case ActionType::forced_trade: return F_CHANCE;
    case ActionType::forced_trade_return: return F_GIVE;
    default: return 0;
  }
}

json counts_to_json(const ResourceCounts& c) {
  json j = json::object();
  for (int r = 0; r < kResourceCount; ++r) if (c[r] != 0) j[std::string(kResourceNames[r])] = c[r];
  return j;
}

bool bad(Error& err, const std::string& msg) {
  err = {"bad_action", msg};
  return false;
}

bool counts_from_json(const json& j, const char* key, ResourceCounts& out, Error& err) {
  if (!j.is_object()) return bad(err, std::string(key) + " must be an object of resource counts");
  ResourceCounts c;
  for (auto it = j.begin(); it != j.end(); ++it) {
    auto r = parse_resource(it.key());
    if (!r) return bad(err, std::string(key) + ": unknown resource \"" + quote_text(it.key()) + "\"");
    if (!it.value().is_number_integer()) return bad(err, std::string(key) + ": counts must be integers");
    auto v = it.value().get<int64_t>();
    if (v < 0) return bad(err, std::string(key) + ": negative count");
    if (v > 95) return bad(err, std::string(key) + ": count too large");
    c[*r] = int16_t(v);
  }
  out = c;
  return true;
}

bool int_field(const json& j, const char* key, int lo, int hi, int& out, Error& err) {
  if (!j.contains(key)) return bad(err, std::string("missing field \"") + key + "\"");
  const auto& v = j[key];
  if (!v.is_number_integer()) return bad(err, std::string(key) + " must be an integer");
  auto x = v.get<int64_t>();
  if (x < lo || x > hi) return bad(err, std::string(key) + " out of range " + std::to_string(lo) + ".." + std::to_string(hi));
  out = int(x);
  return true;
}

}  // namespace

json action_to_json(const Action& a) {
  json j{{"type", action_name(a.type)}, {"player", a.player}};
  unsigned f = fields_of(a.type);
  if (f & F_EDGE) j["edge"] = a.target;
  if (f & F_VERTEX) j["vertex"] = a.target;
  if (f & F_HEX) j["hex"] = a.target;
  if ((f & F_VICTIM) && a.victim >= 0) j["victim"] = a.victim;
  if (f & F_RESOURCE) j["resource"] = a.resource >= 0 ? json(kResourceNames[a.resource]) : json(nullptr);
  if (f & F_ACCEPT) j["accept"] = a.accept;
  if (f & F_GIVE) j["give"] = counts_to_json(a.give);
  if (f & F_GET) j["get"] = counts_to_json(a.get);
  if (f & F_RESOURCES_GIVE) j["resources"] = counts_to_json(a.give);
  if (f & F_RESOURCES_GET) j["resources"] = counts_to_json(a.get);
  if (f & F_WITH) j["with"] = a.target;
  if (f & F_FOR) j["for"] = a.victim;
  switch (a.chance.kind) {
    case Chance::dice: j["chance"] = {{"dice", {a.chance.a, a.chance.b}}}; break;
    case Chance::resource: j["chance"] = {{"resource", kResourceNames[a.chance.a]}}; break;
    case Chance::card: j["chance"] = {{"card", kDevCardNames[a.chance.a]}}; break;
    case Chance::resources2: {
      json l = json::array();
      if (a.chance.a >= 0) l.push_back(kResourceNames[a.chance.a]);
      if (a.chance.b >= 0) l.push_back(kResourceNames[a.chance.b]);
      j["chance"] = {{"resources", l}};
      break;
    }
    default: break;
  }
  return j;
}

bool action_from_json(const json& j, Action& out, Error& err) {
  if (!j.is_object()) return bad(err, "an action must be a JSON object");
  if (!j.contains("type") || !j["type"].is_string()) return bad(err, "missing string field \"type\"");
  const std::string type = j["type"].get<std::string>();
  int t = -1;
  for (int i = 0; i < kActionTypes; ++i) if (kActionNames[i] == type) t = i;
  if (t < 0) { err = {"unknown_action", "unknown action type \"" + quote_text(type) + "\""}; return false; }
  Action a;
  a.type = ActionType(t);
  int player = 0;
  if (!int_field(j, "player", 0, 5, player, err)) return false;
  a.player = int8_t(player);
  const unsigned f = fields_of(a.type);
  // Unknown fields are refused so that typos never pass silently.
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& k = it.key();
    bool ok = k == "type" || k == "player" || ((f & F_EDGE) && k == "edge") || ((f & F_VERTEX) && k == "vertex") ||
              ((f & F_HEX) && k == "hex") || ((f & F_VICTIM) && k == "victim") ||
              ((f & F_RESOURCE) && k == "resource") || ((f & F_ACCEPT) && k == "accept") ||
              ((f & F_GIVE) && k == "give") || ((f & F_GET) && k == "get") ||
              ((f & (F_RESOURCES_GIVE | F_RESOURCES_GET)) && k == "resources") || ((f & F_WITH) && k == "with") ||
              ((f & F_FOR) && k == "for") || ((f & F_CHANCE) && k == "chance");
    if (!ok) return bad(err, "field \"" + quote_text(k) + "\" does not belong to " + type);
  }
  int v = 0;
  if (f & F_EDGE) { if (!int_field(j, "edge", 0, 71, v, err)) return false; a.target = int16_t(v); }
  if (f & F_VERTEX) { if (!int_field(j, "vertex", 0, 53, v, err)) return false; a.target = int16_t(v); }
  if (f & F_HEX) { if (!int_field(j, "hex", 0, 36, v, err)) return false; a.target = int16_t(v); }
  if (f & F_WITH) { if (!int_field(j, "with", 0, 5, v, err)) return false; a.target = int16_t(v); }
  if (f & F_FOR) { if (!int_field(j, "for", 0, 5, v, err)) return false; a.victim = int8_t(v); }
  if ((f & F_VICTIM) && j.contains("victim") && !j["victim"].is_null()) {
    if (!int_field(j, "victim", 0, 5, v, err)) return false;
    a.victim = int8_t(v);
  }
  if (f & F_RESOURCE) {
    if (!j.contains("resource") || !j["resource"].is_string()) return bad(err, "missing resource name \"resource\"");
    auto r = parse_resource(j["resource"].get<std::string>());
    if (!r) return bad(err, "unknown resource \"" + quote_text(j["resource"].get<std::string>()) + "\"");
    a.resource = int8_t(*r);
  }
  if (f & F_ACCEPT) {
    if (!j.contains("accept") || !j["accept"].is_boolean()) return bad(err, "missing boolean field \"accept\"");
    a.accept = j["accept"].get<bool>();
  }
  auto need = [&](const char* key, ResourceCounts& c) {
    if (!j.contains(key)) return bad(err, std::string("missing field \"") + key + "\"");
    return counts_from_json(j[key], key, c, err);
  };
  if ((f & F_GIVE) && !need("give", a.give)) return false;
  if ((f & F_GET) && !need("get", a.get)) return false;
  if ((f & F_RESOURCES_GIVE) && !need("resources", a.give)) return false;
  if ((f & F_RESOURCES_GET) && !need("resources", a.get)) return false;
  if ((f & F_CHANCE) && j.contains("chance")) {
    const auto& c = j["chance"];
    if (!c.is_object() || c.size() != 1) return bad(err, "chance must be an object with one outcome");
    if (c.contains("dice")) {
      const auto& d = c["dice"];
      if (!d.is_array() || d.size() != 2 || !d[0].is_number_integer() || !d[1].is_number_integer())
        return bad(err, "chance.dice must be [a,b]");
      auto d1 = d[0].get<int64_t>(), d2 = d[1].get<int64_t>();
      if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) return bad(err, "chance.dice values must be 1..6");
      a.chance = {Chance::dice, int8_t(d1), int8_t(d2)};
    } else if (c.contains("resource")) {
      auto r = c["resource"].is_string() ? parse_resource(c["resource"].get<std::string>()) : std::nullopt;
      if (!r) return bad(err, "chance.resource must be a resource name");
      a.chance = {Chance::resource, int8_t(*r), 0};
    } else if (c.contains("card")) {
      auto k = c["card"].is_string() ? parse_dev_card(c["card"].get<std::string>()) : std::nullopt;
      if (!k) return bad(err, "chance.card must be a development card name");
      a.chance = {Chance::card, int8_t(*k), 0};
    } else if (c.contains("resources")) {
      const auto& l = c["resources"];
      if (!l.is_array() || l.size() > 2) return bad(err, "chance.resources must be a list of up to 2 names");
      Chance ch{Chance::resources2, -1, -1};
      for (size_t i = 0; i < l.size(); ++i) {
        auto r = l[i].is_string() ? parse_resource(l[i].get<std::string>()) : std::nullopt;
        if (!r) return bad(err, "chance.resources must hold resource names");
        (i == 0 ? ch.a : ch.b) = int8_t(*r);
      }
      a.chance = ch;
    } else {
      return bad(err, "unknown chance outcome");
    }
  }
  out = a;
  return true;
}

}  // namespace catan
