// Action JSON (docs/card-game.md "Actions"): {"type","player",...} with the
// fields each type takes; anything else is refused with a named field.
#include <set>

#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

// Fields each action type takes besides "type" and "player".
const std::set<std::string>& fields_of(AT t) {
  static const std::set<std::string> none{}, stack{"stack"}, card{"card"}, res{"resource"};
  static const std::set<std::string> swap{"regions"}, alch{"card", "production"}, roll{"chance"};
  static const std::set<std::string> end{"end"}, scout{"card", "end"}, column{"column"};
  static const std::set<std::string> exp{"card", "column", "site"}, site{"column", "site"};
  static const std::set<std::string> trade{"give", "get"}, offer{"give", "get", "give_count", "get_count"};
  static const std::set<std::string> play{"card", "take_resources", "give_resources", "get_resources"};
  static const std::set<std::string> search{"stack", "pay"}, card_stack{"card", "stack"};
  static const std::set<std::string> swap_card{"card", "take"}, answer{"card", "chance"}, no_answer{"chance"};
  switch (t) {
    case AT::swap_regions: return swap;
    case AT::choose_stack: case AT::draw: return stack;
    case AT::take_card: return card;
    case AT::play_alchemist: return alch;
    case AT::roll: return roll;
    case AT::build_road: case AT::build_settlement: return end;
    case AT::play_scout: return scout;
    case AT::build_city: return column;
    case AT::build_expansion: return exp;
    case AT::demolish: case AT::pick_card: return site;
    case AT::trade: return trade;
    case AT::offer: return offer;
    case AT::play_action: return play;
    case AT::search: return search;
    case AT::exchange: case AT::put_under: return card_stack;
    case AT::choose_resource: return res;
    case AT::swap_card: return swap_card;
    case AT::answer: return answer;
    case AT::no_answer: return no_answer;
    default: return none;
  }
}

// Types whose player may choose the regions that pay ("from") or receive ("to").
bool takes_regions(AT t) {
  switch (t) {
    case AT::build_road: case AT::build_settlement: case AT::play_scout: case AT::build_city:
    case AT::build_expansion: case AT::trade: case AT::accept: case AT::search: case AT::play_action:
    case AT::choose_resource: return true;
    default: return false;
  }
}

bool get_regions(const json& j, const char* k, std::vector<int>& out, Error& e) {
  if (!j.contains(k)) return true;
  if (!j[k].is_array() || j[k].size() > 12) {
    e = Error{"bad_field", "error.text", {std::string("\"") + k + "\" must be a list of at most 12 region card ids"}};
    return false;
  }
  for (const auto& x : j[k]) {
    if (!x.is_number_integer() || x.get<long long>() < 0 || x.get<long long>() >= kCards ||
        card(x.get<int>()).type != Type::region) {
      e = Error{"bad_field", "error.text", {std::string("\"") + k + "\" must list region card ids"}};
      return false;
    }
    out.push_back(x.get<int>());
  }
  return true;
}

bool get_int(const json& j, const char* k, int lo, int hi, int& out, Error& e) {
  if (!j.contains(k)) return true;
  if (!j[k].is_number_integer() || j[k].get<long long>() < lo || j[k].get<long long>() > hi) {
    e = Error{"bad_field", "error.text", {std::string("\"") + k + "\" must be an integer in " + std::to_string(lo) + ".." + std::to_string(hi)}};
    return false;
  }
  out = j[k].get<int>();
  return true;
}

bool get_res(const json& j, const char* k, int& out, Error& e) {
  if (!j.contains(k)) return true;
  if (!j[k].is_string() || res_from_name(j[k].get<std::string>()) < 0) {
    e = Error{"bad_field", "error.text", {std::string("\"") + k + "\" must be a resource (lumber, wool, brick, ore, grain, gold)"}};
    return false;
  }
  out = res_from_name(j[k].get<std::string>());
  return true;
}

bool get_res_list(const json& j, const char* k, std::vector<int>& out, Error& e) {
  if (!j.contains(k)) return true;
  if (!j[k].is_array() || j[k].size() > 3) {
    e = Error{"bad_field", "error.text", {std::string("\"") + k + "\" must be a list of at most 3 resources"}};
    return false;
  }
  for (const auto& x : j[k]) {
    if (!x.is_string() || res_from_name(x.get<std::string>()) < 0) {
      e = Error{"bad_field", "error.text", {std::string("\"") + k + "\" must list resources"}};
      return false;
    }
    out.push_back(res_from_name(x.get<std::string>()));
  }
  return true;
}

json res_list(const std::vector<int>& v) {
  json a = json::array();
  for (int r : v) a.push_back(kResNames[r]);
  return a;
}

}  // namespace

json action_to_json(const Action& a) {
  json j{{"type", kActionNames[int(a.type)]}, {"player", a.player}};
  const auto& f = fields_of(a.type);
  if (f.count("card") && a.card >= 0) j["card"] = a.card;
  if (f.count("take") && a.take >= 0) j["take"] = a.take;
  if (f.count("stack")) j["stack"] = a.stack;
  if (f.count("column")) j["column"] = a.column;
  if (f.count("site")) j["site"] = a.site;
  if (f.count("end")) j["end"] = a.end == 0 ? "left" : "right";
  if (f.count("resource")) j["resource"] = kResNames[a.res];
  if (f.count("production")) j["production"] = a.production;
  if (f.count("regions")) j["regions"] = {a.a, a.b};
  if (f.count("give")) { j["give"] = kResNames[a.give]; j["get"] = kResNames[a.get]; }
  if (f.count("give_count")) { j["give_count"] = a.give_count; j["get_count"] = a.get_count; }
  if (f.count("pay")) j["pay"] = res_list(a.pay);
  if (!a.take_res.empty()) j["take_resources"] = res_list(a.take_res);
  if (!a.give_res.empty()) { j["give_resources"] = res_list(a.give_res); j["get_resources"] = res_list(a.get_res); }
  if (!a.from.empty()) j["from"] = a.from;
  if (!a.to.empty()) j["to"] = a.to;
  if (a.has_chance()) {
    json c = json::object();
    if (a.ch_production) c["production"] = a.ch_production;
    if (a.ch_event >= 0) c["event"] = kFaceNames[a.ch_event];
    if (a.ch_duel) c["duel"] = a.ch_duel;
    j["chance"] = c;
  }
  return j;
}

bool action_from_json(const json& j, Action& a, Error& e) {
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string() || !j.contains("player") ||
      !j["player"].is_number_integer()) {
    e = Error{"bad_action", "error.text", {"an action is an object {\"type\": string, \"player\": 0|1, ...}"}};
    return false;
  }
  const std::string type = j["type"].get<std::string>();
  int t = -1;
  for (int i = 0; i < int(AT::count); ++i)
    if (type == kActionNames[i]) t = i;
  if (t < 0) { e = Error{"unknown_action", "error.text", {"unknown action type \"" + type + "\""}}; return false; }
  a = Action{};
  a.type = AT(t);
  const long long pl = j["player"].get<long long>();
  if (pl < 0 || pl > 1) { e = Error{"bad_player", "error.text", {"player must be 0 or 1"}}; return false; }
  a.player = int(pl);
  const auto& f = fields_of(a.type);
  for (auto it = j.begin(); it != j.end(); ++it)
    if (it.key() != "type" && it.key() != "player" && !f.count(it.key()) &&
        !(takes_regions(a.type) && (it.key() == "from" || it.key() == "to"))) {
      e = Error{"bad_field", "error.text", {"field \"" + it.key() + "\" does not belong to " + type}};
      return false;
    }
  for (const char* k : {"card", "take"})
    if (f.count(k) && !j.contains(k)) { e = Error{"missing_field", "error.text", {std::string("\"") + k + "\" is required"}}; return false; }
  if (!get_int(j, "card", 0, kCards - 1, a.card, e) || !get_int(j, "take", 0, kCards - 1, a.take, e) ||
      !get_int(j, "stack", 0, 4, a.stack, e) || !get_int(j, "column", 0, 99, a.column, e) ||
      !get_int(j, "site", 0, 3, a.site, e) || !get_int(j, "production", 1, 6, a.production, e) ||
      !get_int(j, "give_count", 1, 6, a.give_count, e) || !get_int(j, "get_count", 1, 6, a.get_count, e) ||
      !get_res(j, "resource", a.res, e) || !get_res(j, "give", a.give, e) || !get_res(j, "get", a.get, e) ||
      !get_res_list(j, "pay", a.pay, e) || !get_res_list(j, "take_resources", a.take_res, e) ||
      !get_res_list(j, "give_resources", a.give_res, e) || !get_res_list(j, "get_resources", a.get_res, e) ||
      !get_regions(j, "from", a.from, e) || !get_regions(j, "to", a.to, e))
    return false;
  for (const char* k : {"stack", "column", "site", "resource", "production", "give", "get", "end", "regions"})
    if (f.count(k) && !j.contains(k) && !(std::string(k) == "stack" && false)) {
      e = Error{"missing_field", "error.text", {std::string("\"") + k + "\" is required"}};
      return false;
    }
  if (a.type == AT::offer && (!j.contains("give_count") || !j.contains("get_count"))) {
    e = Error{"missing_field", "error.text", {"\"give_count\" and \"get_count\" are required"}};
    return false;
  }
  if (a.type == AT::search && !j.contains("pay")) { e = Error{"missing_field", "error.text", {"\"pay\" is required"}}; return false; }
  if (j.contains("end")) {
    if (j["end"] == "left") a.end = 0;
    else if (j["end"] == "right") a.end = 1;
    else { e = Error{"bad_field", "error.text", {"\"end\" must be \"left\" or \"right\""}}; return false; }
  }
  if (j.contains("regions")) {
    const json& r = j["regions"];
    if (!r.is_array() || r.size() != 2 || !r[0].is_number_integer() || !r[1].is_number_integer() || r[0] < 0 ||
        r[0] > 5 || r[1] < 0 || r[1] > 5) {
      e = Error{"bad_field", "error.text", {"\"regions\" must be two starting positions 0..5"}};
      return false;
    }
    a.a = r[0].get<int>();
    a.b = r[1].get<int>();
  }
  if (j.contains("chance")) {
    const json& c = j["chance"];
    if (!c.is_object()) { e = Error{"bad_field", "error.text", {"\"chance\" must be an object"}}; return false; }
    for (auto it = c.begin(); it != c.end(); ++it) {
      const std::string k = it.key();
      if (k == "production" || k == "duel") {
        if (!it->is_number_integer() || *it < 1 || *it > 6) { e = Error{"bad_chance", "error.text", {"chance." + k + " must be 1..6"}}; return false; }
        (k == "production" ? a.ch_production : a.ch_duel) = it->get<int>();
      } else if (k == "event") {
        int f = -1;
        for (int i = 0; i < 5; ++i)
          if (it->is_string() && it->get<std::string>() == kFaceNames[i]) f = i;
        if (f < 0) { e = Error{"bad_chance", "error.text", {"chance.event must be brigand, trade, tournament, plenty or event"}}; return false; }
        a.ch_event = f;
      } else {
        e = Error{"bad_chance", "error.text", {"unknown chance field \"" + k + "\""}};
        return false;
      }
    }
  }
  return true;
}

}  // namespace catan::cardgame
