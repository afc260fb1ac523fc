// Cities & Knights' own action and event types: protocol names, JSON fields and event texts
// (docs/protocol.md "Cities & Knights"; rules in cities_knights.hpp). Texts come from the
// catalogue (text_en.cpp, keys ck.event.*), rendered in English for the wire.
#include <array>
#include <string>

#include "engine/catan/cities_knights/cities_knights.hpp"
#include "engine/catan/event_text.hpp"
#include "engine/catan/json_read.hpp"
#include "engine/text/catalogue.hpp"

namespace catan::ck {
namespace {

using nlohmann::json;

// In the order of the ids in cities_knights.hpp (act::, ev::).
constexpr std::array<std::string_view, 3> kCommodityNames{"paper", "cloth", "coin"};

constexpr std::array<ActionSpec, 40> kActions{{
    {"build_knight", kFieldVertex},
    {"activate_knight", kFieldVertex},
    {"promote_knight", kFieldVertex},
    {"move_knight", kFieldVertex, "to", 0, kVertices - 1},
    {"displace_knight", kFieldVertex, "to", 0, kVertices - 1},
    {"chase_robber", kFieldVertex},
    {"relocate_knight", kFieldVertex},
    {"build_improvement", 0, "track", 0, 0, kTrackNames},
    {"place_metropolis", kFieldVertex},
    {"build_city_wall", kFieldVertex},
    {"lose_city", kFieldVertex},
    {"choose_progress", kFieldChance, "track", 0, 0, kTrackNames},
    {"discard_progress", 0, "card", 0, 0, kCardNames},
    {"play_progress", 0, "card", 0, 0, kCardNames},
    {"aqueduct_take", kFieldResource},
    {"play_alchemist", kFieldChance, "dice", 11, 66},
    {"play_crane", 0, "track", 0, 0, kTrackNames},
    {"play_engineer", kFieldVertex},
    {"play_medicine", kFieldVertex},
    {"play_smith", kFieldVertex, "second", -1, kVertices - 1},
    {"play_bishop", kFieldHex | kFieldChance},
    {"play_intrigue", kFieldVertex},
    {"play_merchant", kFieldHex},
    {"play_merchant_fleet", 0, "kind", 0, 0, catan::kCardKindNames},
    {"play_resource_monopoly", kFieldResource},
    {"play_trade_monopoly", 0, "commodity", 0, 0, kCommodityNames},
    {"wedding_gift", kFieldResourcesGive},
    {"sabotage_discard", kFieldResourcesGive},
    {"play_deserter", 0, "opponent", 0, kPlayers - 1},
    {"desert_knight", kFieldVertex},
    {"place_deserter", kFieldVertex},
    {"play_diplomat", kFieldEdge},
    {"play_spy", 0, "opponent", 0, kPlayers - 1},
    {"spy_take", 0, "card", 0, 0, kCardNames},
    {"play_master_merchant", 0, "opponent", 0, kPlayers - 1},
    {"master_take", kFieldResourcesGet},
    {"harbor_offer", kFieldResource, "opponent", 0, kPlayers - 1},
    {"harbor_answer", 0, "commodity", 0, 0, kCommodityNames},
    {"diplomat_skip", 0},
    {"play_inventor", kFieldHex, "second", 0, kLandHexes - 1},
}};
constexpr std::array<std::string_view, 31> kEvents{
    "event_die_rolled", "barbarians_advanced", "barbarian_attack", "defender_awarded", "city_pillaged",
    "knights_deactivated", "progress_drawn", "progress_discarded", "knight_built", "knight_activated",
    "knight_promoted", "knight_moved", "knight_displaced", "knight_removed", "improvement_built",
    "metropolis_placed", "city_wall_built", "aqueduct_taken", "progress_revealed", "robber_released",
    "knight_relocated", "progress_played", "cards_given", "merchant_placed", "merchant_fleet", "road_removed",
    "knight_deserted", "progress_taken", "harbor_void", "deserter_placed", "numbers_swapped"};

json pl(int p) { return p < 0 ? json(nullptr) : json(p); }
const char* track_name(int t) { return t >= 0 && t < kTracks ? kTrackNames[t].data() : "none"; }

// Fields, text key and arguments (engine/catan/event_text.hpp: numbers, {"player": p} and
// plain names of tracks and cards) of one C&K event.
void write_event(const Event& e, bool show, json& j, const char*& key, json& args) {
  const json P = arg_player(e.player);
  auto card = [](int k) { return k >= 0 && k < kProgressKinds ? std::string(kCardNames[size_t(k)]) : std::string("?"); };
  switch (int(e.type) - kModuleEventFirst) {
    case 0:
      j["event_die"] = e.a;
      j["gate"] = e.b >= 0 ? json(kTrackNames[e.b]) : json(nullptr);
      key = e.b < 0 ? "ck.event.ship" : "ck.event.gate";
      args = e.b < 0 ? json::array({P}) : json{P, track_name(e.b)};
      break;
    case 1: j["position"] = e.a; key = "ck.event.barbarians_advanced"; args = {int(e.a), kBarbarianSteps}; break;
    case 2:
      j["strength"] = e.a;
      j["defence"] = e.b;
      key = e.b >= e.a ? "ck.event.attack_repelled" : "ck.event.attack_won";
      args = {int(e.a), int(e.b)};
      break;
    case 3: key = "ck.event.defender"; args = json::array({P}); break;
    case 4: j["vertex"] = e.a; key = "ck.event.city_pillaged"; args = {P, int(e.a)}; break;
    case 5: key = "ck.event.knights_deactivated"; args = json::array(); break;
    case 6:
    case 7: {
      j["track"] = track_name(e.b);
      const bool drawn = e.type == ev::progress_drawn;
      if (show && e.res[0] > 0) {
        j["card"] = kCardNames[e.res[0] - 1];
        key = drawn ? "ck.event.progress_drawn_card" : "ck.event.progress_discarded_card";
        args = {P, card(e.res[0] - 1)};
      } else {
        key = drawn ? "ck.event.progress_drawn" : "ck.event.progress_discarded";
        args = {P, track_name(e.b)};
      }
      break;
    }
    case 8: j["vertex"] = e.a; key = "ck.event.knight_built"; args = {P, int(e.a)}; break;
    case 9: j["vertex"] = e.a; key = "ck.event.knight_activated"; args = {P, int(e.a)}; break;
    case 10: j["vertex"] = e.a; j["strength"] = e.b; key = "ck.event.knight_promoted"; args = {P, int(e.a), int(e.b)}; break;
    case 11: j["from"] = e.a; j["to"] = e.b; key = "ck.event.knight_moved"; args = {P, int(e.a), int(e.b)}; break;
    case 12:
      j["owner"] = pl(e.other);
      j["vertex"] = e.a;
      key = "ck.event.knight_displaced";
      args = {P, arg_player(e.other), int(e.a)};
      break;
    case 13: j["vertex"] = e.a; key = "ck.event.knight_removed"; args = {P, int(e.a)}; break;
    case 14: j["track"] = track_name(e.a); j["level"] = e.b; key = "ck.event.improvement"; args = {P, track_name(e.a), int(e.b)}; break;
    case 15:
      j["vertex"] = e.a;
      j["track"] = track_name(e.b);
      j["from"] = pl(e.other);
      key = "ck.event.metropolis";
      args = {P, track_name(e.b), int(e.a)};
      break;
    case 16: j["vertex"] = e.a; key = "ck.event.city_wall"; args = {P, int(e.a)}; break;
    case 17: j["resources"] = nonzero_counts_json(e.res); key = "ck.event.aqueduct"; args = {P, arg_cards(e.res)}; break;
    case 18:
      j["card"] = e.a >= 0 && e.a < kProgressKinds ? json(kCardNames[e.a]) : json(nullptr);
      j["track"] = track_name(e.b);
      key = "ck.event.progress_revealed";
      args = {P, card(e.a)};
      break;
    case 19: key = "ck.event.robber_released"; args = json::array(); break;
    case 20: j["from"] = e.a; j["to"] = e.b; key = "ck.event.knight_relocated"; args = {P, int(e.a), int(e.b)}; break;
    case 21:
      j["card"] = e.a >= 0 && e.a < kProgressKinds ? json(kCardNames[e.a]) : json(nullptr);
      j["track"] = track_name(e.b);
      key = "ck.event.progress_played";
      args = {P, card(e.a)};
      break;
    case 22:
      j["to"] = pl(e.other);
      j["secret"] = e.secret;
      if (show || !e.secret) {
        j["resources"] = nonzero_counts_json(e.res);
        key = "ck.event.cards_given";
        args = {P, arg_player(e.other), arg_cards(e.res)};
      } else {
        j["count"] = e.res.total();
        key = "ck.event.cards_given_count";
        args = {P, arg_player(e.other), e.res.total()};
      }
      break;
    case 23: j["hex"] = e.a; key = "ck.event.merchant_placed"; args = {P, int(e.a)}; break;
    case 24:
      j["kind"] = e.a >= 0 && e.a < kCardKinds ? json(kCardKindNames[size_t(e.a)]) : json(nullptr);
      key = "ck.event.merchant_fleet";
      args = {P, e.a >= 0 && e.a < kCardKinds ? std::string(kCardKindNames[size_t(e.a)]) : std::string("?")};
      break;
    case 25: j["edge"] = e.a; j["owner"] = pl(e.other); key = "ck.event.road_removed"; args = {P, arg_player(e.other), int(e.a)}; break;
    case 26: j["vertex"] = e.a; key = "ck.event.knight_deserted"; args = {P, int(e.a)}; break;
    case 27:
      j["from"] = pl(e.other);
      if (show && e.res[0] > 0) {
        j["card"] = kCardNames[size_t(e.res[0] - 1)];
        key = "ck.event.progress_taken_card";
        args = {P, arg_player(e.other), card(e.res[0] - 1)};
      } else {
        key = "ck.event.progress_taken";
        args = {P, arg_player(e.other)};
      }
      break;
    case 28: j["with"] = pl(e.other); key = "ck.event.harbor_void"; args = {P, arg_player(e.other)}; break;
    case 29: j["vertex"] = e.a; j["strength"] = e.b; key = "ck.event.deserter_placed"; args = {P, int(e.a), int(e.b)}; break;
    case 30:
      j["hex"] = e.a;
      j["second"] = e.b;
      j["numbers"] = {int(e.res[0]), int(e.res[1])};
      key = "ck.event.numbers_swapped";
      args = {P, int(e.a), int(e.b), int(e.res[0]), int(e.res[1])};
      break;
    default: break;
  }
}

int track_of(const json& j) {
  if (!j.contains("track") || !j["track"].is_string()) return -1;
  for (int t = 0; t < kTracks; ++t) if (j["track"] == kTrackNames[t]) return t;
  return -1;
}

bool read_event(const json& j, Event& e, Error& err) {
  using namespace json_read;
  const int n = int(e.type) - kModuleEventFirst;
  switch (n) {
    case 0: {
      if (!small_field(j, "event_die", 1, 6, e.a, err)) return false;
      e.b = int16_t(e.a <= 3 ? -1 : e.a - 4);
      return true;
    }
    case 1: return small_field(j, "position", 0, kBarbarianSteps, e.a, err);
    case 2: return small_field(j, "strength", 0, 100, e.a, err) && small_field(j, "defence", 0, 100, e.b, err);
    case 6:
    case 7:
      e.b = int16_t(track_of(j));
      e.secret = true;
      if (j.contains("card") && j["card"].is_string())
        for (int k = 0; k < kProgressKinds; ++k) if (j["card"] == kCardNames[k]) e.res[0] = int8_t(k + 1);
      return true;
    case 4: case 8: case 9: case 13: case 16: return small_field(j, "vertex", 0, kVertices - 1, e.a, err);
    case 10: return small_field(j, "vertex", 0, kVertices - 1, e.a, err) && small_field(j, "strength", 1, 3, e.b, err);
    case 11: case 20: return small_field(j, "from", 0, kVertices - 1, e.a, err) && small_field(j, "to", 0, kVertices - 1, e.b, err);
    case 12: return player_field(j, "owner", e.other, err) && small_field(j, "vertex", 0, kVertices - 1, e.a, err);
    case 14: e.a = int16_t(track_of(j)); return small_field(j, "level", 1, kMaxLevel, e.b, err);
    case 15:
      e.b = int16_t(track_of(j));
      return player_field(j, "from", e.other, err) && small_field(j, "vertex", 0, kVertices - 1, e.a, err);
    case 17: return counts_field(j, "resources", e.res, err);
    case 18:
    case 21:
      e.b = int16_t(track_of(j));
      if (j.contains("card") && j["card"].is_string())
        for (int k = 0; k < kProgressKinds; ++k) if (j["card"] == kCardNames[k]) e.a = int16_t(k);
      return true;
    case 22:
      if (!player_field(j, "to", e.other, err)) return false;
      if (!j.contains("secret") || !j["secret"].is_boolean()) return fail(err, "error.view.boolean", {"secret"});
      e.secret = j["secret"].get<bool>();
      if (j.contains("resources")) return counts_field(j, "resources", e.res, err);
      return true;
    case 23: return small_field(j, "hex", 0, 36, e.a, err);
    case 24:
      if (j.contains("kind") && j["kind"].is_string())
        for (int k = 0; k < kCardKinds; ++k) if (j["kind"] == kCardKindNames[size_t(k)]) e.a = int16_t(k);
      return true;
    case 25: return player_field(j, "owner", e.other, err) && small_field(j, "edge", 0, kEdges - 1, e.a, err);
    case 26: return small_field(j, "vertex", 0, kVertices - 1, e.a, err);
    case 27:
      e.secret = true;
      if (!player_field(j, "from", e.other, err)) return false;
      if (j.contains("card") && j["card"].is_string())
        for (int k = 0; k < kProgressKinds; ++k) if (j["card"] == kCardNames[k]) e.res[0] = int8_t(k + 1);
      return true;
    case 28: return player_field(j, "with", e.other, err);
    case 29: return small_field(j, "vertex", 0, kVertices - 1, e.a, err) && small_field(j, "strength", 1, 3, e.b, err);
    case 30: {
      if (!small_field(j, "hex", 0, kLandHexes - 1, e.a, err) || !small_field(j, "second", 0, kLandHexes - 1, e.b, err)) return false;
      if (!j.contains("numbers") || !j["numbers"].is_array() || j["numbers"].size() != 2) return json_read::fail(err, "error.view.list", {"numbers"});
      for (int i = 0; i < 2; ++i) {
        int x;
        if (!json_read::int_value(j["numbers"][size_t(i)], 2, 12, "numbers", x, err)) return false;
        e.res[size_t(i)] = int8_t(x);
      }
      return true;
    }
    default: return true;
  }
}

}  // namespace

const ModuleCodec& codec() {
  // Supplied per seat: the progress cards drawn (by name) and the cards a Bishop takes.
  static const ModuleCodec c{kActions, kEvents, write_event, read_event, kCardNames, true};
  return c;
}

}  // namespace catan::ck
