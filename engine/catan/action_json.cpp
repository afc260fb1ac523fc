// Action <-> JSON (docs/protocol.md "Actions"). Strict: unknown fields,
// wrong types, negative or missing values are refused with "bad_action".
#include <string>

#include "engine/catan/action.hpp"
#include "engine/catan/module_codec.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/types.hpp"
#include "engine/core/text.hpp"

namespace catan {
namespace {

using nlohmann::json;

// Fields each base type uses (required ones: all but kFieldVictim and kFieldChance).
unsigned base_fields(ActionType t) {
  switch (t) {
    case ActionType::roll_dice: return kFieldChance;
    case ActionType::discard: return kFieldResourcesGive;
    case ActionType::move_robber: return kFieldHex | kFieldVictim | kFieldChance;
    case ActionType::build_road: return kFieldEdge;
    case ActionType::build_settlement:
    case ActionType::build_city: return kFieldVertex;
    case ActionType::buy_development_card: return kFieldChance;
    case ActionType::play_year_of_plenty: return kFieldResourcesGet;
    case ActionType::play_monopoly: return kFieldResource;
    case ActionType::maritime_trade:
    case ActionType::offer_trade:
    case ActionType::counter_trade: return kFieldGive | kFieldGet;
    case ActionType::respond_trade: return kFieldAccept;
    case ActionType::confirm_trade: return kFieldWith;
    default: return 0;
  }
}

// The module's spec of a module type id, or nullptr.
const ActionSpec* module_spec(const RuleModule& rules, ActionType t) {
  const int i = int(t) - kModuleActionFirst;
  if (i < 0) return nullptr;
  const ModuleCodec* c = rules.codec();
  return c && i < int(c->actions.size()) ? &c->actions[size_t(i)] : nullptr;
}

unsigned fields_of(const RuleModule& rules, ActionType t) {
  if (int(t) < kBaseActionTypes) return base_fields(t);
  const ActionSpec* s = module_spec(rules, t);
  return s ? s->fields : 0;
}

// The type id named `name` in a game played with `rules`, or -1.
int type_named(const RuleModule& rules, std::string_view name) {
  for (int i = 0; i < kBaseActionTypes; ++i) if (kActionNames[size_t(i)] == name) return i;
  if (const ModuleCodec* c = rules.codec())
    for (size_t i = 0; i < c->actions.size() && int(i) < kModuleActionMax; ++i)
      if (c->actions[i].name == name) return kModuleActionFirst + int(i);
  return -1;
}

// A "bad_action" refusal: catalogue key `key` (engine/text/en.cpp "error.action.*") with `args`.
bool bad_action(Error& err, const char* key, std::vector<std::string> args = {}) {
  return refuse(err, "bad_action", key, std::move(args));
}

// Card counts of an action: resources, and commodities in a game that uses them.
bool counts_from_json(const json& j, const char* key, bool commodities, ResourceCounts& out, Error& err) {
  if (!j.is_object()) return bad_action(err, "error.action.counts_object", {key});
  ResourceCounts c;
  for (auto it = j.begin(); it != j.end(); ++it) {
    auto r = parse_card_kind(it.key(), commodities);
    if (!r) return bad_action(err, "error.action.counts_unknown", {key, quote_text(it.key())});
    if (!it.value().is_number_integer()) return bad_action(err, "error.action.counts_integer", {key});
    auto v = it.value().get<int64_t>();
    if (v < 0) return bad_action(err, "error.action.counts_negative", {key});
    if (v > 95) return bad_action(err, "error.action.counts_large", {key});
    c[*r] = int16_t(v);
  }
  out = c;
  return true;
}

bool action_int_field(const json& j, const char* key, int lo, int hi, int& out, Error& err) {
  if (!j.contains(key)) return bad_action(err, "error.field.missing", {key});
  const auto& v = j[key];
  if (!v.is_number_integer()) return bad_action(err, "error.field.integer", {key});
  auto x = v.get<int64_t>();
  if (x < lo || x > hi) return bad_action(err, "error.field.out_of_range", {key, std::to_string(lo), std::to_string(hi)});
  out = int(x);
  return true;
}

// The per-seat outcomes of a chance as their JSON list (a name or null per seat, up to the last supplied one).
json seat_chance_json(const RuleModule& rules, const Chance& c) {
  const ModuleCodec* mc = rules.codec();
  const bool drawn = c.seat_kind() == Chance::drawn;
  int last = -1;
  for (int s = 0; s < Chance::kChanceSeats; ++s) if (c.seat(s) >= 0) last = s;
  json l = json::array();
  for (int s = 0; s <= last; ++s) {
    const int x = c.seat(s);
    if (x < 0) l.push_back(nullptr);
    else if (drawn) l.push_back(mc && size_t(x) < mc->drawn_cards.size() ? json(mc->drawn_cards[size_t(x)]) : json(x));
    else l.push_back(x < kCardKinds ? json(kCardKindNames[size_t(x)]) : json(x));
  }
  return l;
}

// Reads "drawn" / "stolen": a list with one name or null per seat (at most kChanceSeats), at least one name.
bool seat_chance_from_json(const RuleModule& rules, const json& l, Chance::SeatKind kind, Chance& out, Error& err) {
  const char* key = kind == Chance::drawn ? "drawn" : "stolen";
  if (!l.is_array() || l.empty() || l.size() > size_t(Chance::kChanceSeats)) return bad_action(err, "error.chance.seat_list", {key});
  bool any = false;
  for (size_t s = 0; s < l.size(); ++s) {
    if (l[s].is_null()) continue;
    int found = -1;
    if (l[s].is_string()) {
      const std::string name = l[s].get<std::string>();
      if (kind == Chance::drawn) {
        const auto& names = rules.codec()->drawn_cards;
        for (size_t i = 0; i < names.size() && int(i) <= Chance::kSeatValueMax; ++i) if (names[i] == name) found = int(i);
      } else if (auto r = parse_card_kind(name, rules.uses_commodities())) {
        found = int(*r);
      }
    }
    if (found < 0) return bad_action(err, kind == Chance::drawn ? "error.chance.drawn_name" : "error.chance.stolen_name");
    out.set_seat(kind, int(s), found);
    any = true;
  }
  if (!any) return bad_action(err, "error.chance.seat_list", {key});
  return true;
}

}  // namespace

std::string_view action_name(const RuleModule& rules, ActionType t) {
  if (int(t) < kBaseActionTypes) return kActionNames[size_t(t)];
  const ActionSpec* s = module_spec(rules, t);
  return s ? s->name : std::string_view();
}

json action_to_json(const RuleModule& rules, const Action& a) {
  json j{{"type", action_name(rules, a.type)}, {"player", a.player}};
  unsigned f = fields_of(rules, a.type);
  if (const ActionSpec* s = int(a.type) >= kModuleActionFirst ? module_spec(rules, a.type) : nullptr;
      s && !s->extra_field.empty()) {
    const bool named = !s->extra_names.empty() && a.extra >= 0 && size_t(a.extra) < s->extra_names.size();
    j[std::string(s->extra_field)] = named ? json(s->extra_names[size_t(a.extra)]) : json(a.extra);
  }
  if (f & kFieldEdge) j["edge"] = a.target;
  if (f & kFieldVertex) j["vertex"] = a.target;
  if (f & kFieldHex) j["hex"] = a.target;
  if ((f & kFieldVictim) && a.victim >= 0) j["victim"] = a.victim;
  if (f & kFieldResource) j["resource"] = a.resource >= 0 ? json(kResourceNames[a.resource]) : json(nullptr);
  if (f & kFieldAccept) j["accept"] = a.accept;
  if (f & kFieldGive) j["give"] = nonzero_counts_json(a.give);
  if (f & kFieldGet) j["get"] = nonzero_counts_json(a.get);
  if (f & kFieldResourcesGive) j["resources"] = nonzero_counts_json(a.give);
  if (f & kFieldResourcesGet) j["resources"] = nonzero_counts_json(a.get);
  if (f & kFieldWith) j["with"] = a.target;
  if (f & kFieldFor) j["for"] = a.victim;
  json ch = json::object();
  switch (a.chance.kind) {
    case Chance::dice:
      ch["dice"] = a.chance.c ? json{a.chance.a, a.chance.b, a.chance.c} : json{a.chance.a, a.chance.b};
      break;
    case Chance::resource: ch["resource"] = kCardKindNames[a.chance.a]; break;
    case Chance::card: ch["card"] = kDevCardNames[a.chance.a]; break;
    case Chance::resources2: {
      json l = json::array();
      if (a.chance.a >= 0) l.push_back(kResourceNames[a.chance.a]);
      if (a.chance.b >= 0) l.push_back(kResourceNames[a.chance.b]);
      ch["resources"] = l;
      break;
    }
    default: break;
  }
  if (a.chance.seat_kind() != Chance::no_seats) ch[a.chance.seat_kind() == Chance::drawn ? "drawn" : "stolen"] = seat_chance_json(rules, a.chance);
  if (!ch.empty()) j["chance"] = std::move(ch);
  return j;
}

bool action_from_json(const RuleModule& rules, const json& j, Action& out, Error& err) {
  return action_from_json(rules, Topology::standard(), j, out, err);
}

bool action_from_json(const RuleModule& rules, const Topology& topo, const json& j, Action& out, Error& err) {
  if (!j.is_object()) return bad_action(err, "error.action.not_object");
  if (!j.contains("type") || !j["type"].is_string()) return bad_action(err, "error.action.no_type");
  const std::string type = j["type"].get<std::string>();
  const int t = type_named(rules, type);
  if (t < 0) return refuse(err, "unknown_action", "error.action.unknown_type", {quote_text(type)});
  Action a;
  a.type = ActionType(t);
  int player = 0;
  if (!action_int_field(j, "player", 0, 5, player, err)) return false;
  a.player = int8_t(player);
  const unsigned f = fields_of(rules, a.type);
  const ActionSpec* spec = t >= kModuleActionFirst ? module_spec(rules, a.type) : nullptr;
  const std::string_view extra = spec ? spec->extra_field : std::string_view();
  // Unknown fields are refused so that typos never pass silently.
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& k = it.key();
    bool ok = k == "type" || k == "player" || ((f & kFieldEdge) && k == "edge") || ((f & kFieldVertex) && k == "vertex") ||
              ((f & kFieldHex) && k == "hex") || ((f & kFieldVictim) && k == "victim") ||
              ((f & kFieldResource) && k == "resource") || ((f & kFieldAccept) && k == "accept") ||
              ((f & kFieldGive) && k == "give") || ((f & kFieldGet) && k == "get") ||
              ((f & (kFieldResourcesGive | kFieldResourcesGet)) && k == "resources") || ((f & kFieldWith) && k == "with") ||
              ((f & kFieldFor) && k == "for") || ((f & kFieldChance) && k == "chance") ||
              (!extra.empty() && k == extra);
    if (!ok) return bad_action(err, "error.action.foreign_field", {quote_text(k), type});
  }
  int v = 0;
  if (f & kFieldEdge) { if (!action_int_field(j, "edge", 0, topo.edge_count - 1, v, err)) return false; a.target = int16_t(v); }
  if (f & kFieldVertex) { if (!action_int_field(j, "vertex", 0, topo.vertex_count - 1, v, err)) return false; a.target = int16_t(v); }
  if (f & kFieldHex) { if (!action_int_field(j, "hex", 0, topo.hex_count - 1, v, err)) return false; a.target = int16_t(v); }
  if (f & kFieldWith) { if (!action_int_field(j, "with", 0, 5, v, err)) return false; a.target = int16_t(v); }
  if (f & kFieldFor) { if (!action_int_field(j, "for", 0, 5, v, err)) return false; a.victim = int8_t(v); }
  if ((f & kFieldVictim) && j.contains("victim") && !j["victim"].is_null()) {
    if (!action_int_field(j, "victim", 0, 5, v, err)) return false;
    a.victim = int8_t(v);
  }
  if (!extra.empty()) {  // the module type's own field
    const std::string key(extra);
    if (!j.contains(key)) return bad_action(err, "error.field.missing", {key});
    const auto& x = j[key];
    if (!spec->extra_names.empty()) {
      int found = -1;
      if (x.is_string())
        for (size_t i = 0; i < spec->extra_names.size(); ++i)
          if (spec->extra_names[i] == x.get<std::string>()) found = int(i);
      if (found < 0) return bad_action(err, "error.action.extra_name", {key});
      a.extra = int16_t(found);
    } else {
      if (!action_int_field(j, key.c_str(), spec->extra_min, spec->extra_max, v, err)) return false;
      a.extra = int16_t(v);
    }
  }
  if (f & kFieldResource) {
    if (!j.contains("resource") || !j["resource"].is_string()) return bad_action(err, "error.action.no_resource");
    auto r = parse_resource(j["resource"].get<std::string>());
    if (!r) return bad_action(err, "error.action.unknown_resource", {quote_text(j["resource"].get<std::string>())});
    a.resource = int8_t(*r);
  }
  if (f & kFieldAccept) {
    if (!j.contains("accept") || !j["accept"].is_boolean()) return bad_action(err, "error.action.no_accept");
    a.accept = j["accept"].get<bool>();
  }
  auto need = [&](const char* key, ResourceCounts& c) {
    if (!j.contains(key)) return bad_action(err, "error.field.missing", {key});
    return counts_from_json(j[key], key, rules.uses_commodities(), c, err);
  };
  if ((f & kFieldGive) && !need("give", a.give)) return false;
  if ((f & kFieldGet) && !need("get", a.get)) return false;
  if ((f & kFieldResourcesGive) && !need("resources", a.give)) return false;
  if ((f & kFieldResourcesGet) && !need("resources", a.get)) return false;
  if ((f & kFieldChance) && j.contains("chance")) {
    const auto& c = j["chance"];
    if (!c.is_object() || c.empty()) return bad_action(err, "error.chance.object");
    // Per-seat outcomes ("drawn", "stolen") where the game's module takes them, beside at most one other.
    const ModuleCodec* mc = rules.codec();
    const bool drawn_ok = mc && !mc->drawn_cards.empty(), stolen_ok = mc && mc->stolen_per_seat;
    Chance seats;
    size_t per_seat = 0;
    if (drawn_ok && c.contains("drawn")) {
      if (!seat_chance_from_json(rules, c["drawn"], Chance::drawn, seats, err)) return false;
      ++per_seat;
    }
    if (stolen_ok && c.contains("stolen")) {
      if (!seat_chance_from_json(rules, c["stolen"], Chance::stolen, seats, err)) return false;
      ++per_seat;
    }
    if (per_seat > 1 || c.size() - per_seat > 1) return bad_action(err, "error.chance.object");
    if (c.size() == per_seat) {
      a.chance = seats;
    } else if (c.contains("dice")) {
      const auto& d = c["dice"];
      const size_t want = rules.has_event_die() ? 3 : 2;  // the event die is the third value
      if (!d.is_array() || (d.size() != 2 && d.size() != want) || !d[0].is_number_integer() || !d[1].is_number_integer() ||
          (d.size() == 3 && !d[2].is_number_integer()))
        return bad_action(err, want == 3 ? "error.chance.dice3" : "error.chance.dice");
      auto d1 = d[0].get<int64_t>(), d2 = d[1].get<int64_t>();
      auto d3 = d.size() == 3 ? d[2].get<int64_t>() : int64_t(1);
      if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6 || d3 < 1 || d3 > 6) return bad_action(err, "error.chance.dice_values");
      a.chance = {Chance::dice, int8_t(d1), int8_t(d2), int8_t(d.size() == 3 ? d3 : 0)};
    } else if (c.contains("resource")) {
      auto r = c["resource"].is_string() ? parse_card_kind(c["resource"].get<std::string>(), rules.uses_commodities()) : std::nullopt;
      if (!r) return bad_action(err, "error.chance.resource");
      a.chance = {Chance::resource, int8_t(*r), 0};
    } else if (c.contains("card")) {
      auto k = c["card"].is_string() ? parse_dev_card(c["card"].get<std::string>()) : std::nullopt;
      if (!k) return bad_action(err, "error.chance.card");
      a.chance = {Chance::card, int8_t(*k), 0};
    } else if (c.contains("resources")) {
      const auto& l = c["resources"];
      if (!l.is_array() || l.size() > 2) return bad_action(err, "error.chance.resources_list");
      Chance ch{Chance::resources2, -1, -1};
      for (size_t i = 0; i < l.size(); ++i) {
        auto r = l[i].is_string() ? parse_resource(l[i].get<std::string>()) : std::nullopt;
        if (!r) return bad_action(err, "error.chance.resources_names");
        (i == 0 ? ch.a : ch.b) = int8_t(*r);
      }
      a.chance = ch;
    } else {
      return bad_action(err, "error.chance.unknown");
    }
    a.chance.seat_bits = seats.seat_bits;
  }
  out = a;
  return true;
}

}  // namespace catan
