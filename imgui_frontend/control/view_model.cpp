#include "imgui_frontend/control/view_model.hpp"

#include "engine/core/json_text.hpp"

namespace catan::ui {

using nlohmann::json;

const char* const kDevCardNames[5] = {"knight", "victory_point", "road_building", "year_of_plenty", "monopoly"};

bool ParseViewOrThrow(const std::string& text, ViewModel& v, std::string& error);

namespace {
int Int(const json& j, const char* key, int fallback = 0) {
  auto it = j.find(key);
  return it != j.end() && it->is_number_integer() ? it->get<int>() : fallback;
}
bool Bool(const json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_boolean() && it->get<bool>();
}
// Element `i` of an array as an int (integers only), or `fallback`.
int At(const json& a, size_t i, int fallback = 0) {
  return a.is_array() && i < a.size() && a[i].is_number_integer() ? a[i].get<int>() : fallback;
}
std::string Str(const json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}
}  // namespace

Counts ReadCounts(const json& j) {
  Counts c{};
  if (!j.is_object()) return c;
  for (int r = 0; r < kResources; ++r) c[r] = Int(j, kResourceNames[r]);
  return c;
}

json CountsJson(const Counts& c) {
  json j = json::object();
  for (int r = 0; r < kResources; ++r)
    if (c[r]) j[kResourceNames[r]] = c[r];
  return j;
}

std::string CountsText(const Counts& c) {
  std::string s;
  for (int r = 0; r < kResources; ++r) {
    if (!c[r]) continue;
    if (!s.empty()) s += ", ";
    s += std::to_string(c[r]) + " " + kResourceNames[r];
  }
  return s.empty() ? "nothing" : s;
}

bool ViewModel::CanDo(const char* type) const { return FirstLegal(type) != nullptr; }

const json* ViewModel::FirstLegal(const char* type) const {
  for (const auto& a : legal)
    if (Str(a, "type") == type) return &a;
  return nullptr;
}

int ViewModel::SeatedCount() const {
  int n = 0;
  for (const auto& p : players) n += p.seated;
  return n;
}

bool ParseView(const std::string& text, ViewModel& v, std::string& error) {
  // Everything below reads through non-const json (missing keys read as null); a wrongly
  // typed field throws, which is caught here and reported as an unreadable view.
  try {
    return ParseViewOrThrow(text, v, error);
  } catch (const std::exception& e) {
    error = std::string("the game sent an unreadable view: ") + e.what();
    return false;
  }
}

bool ParseViewOrThrow(const std::string& text, ViewModel& v, std::string& error) {
  json j;
  catan::Error parse_err;
  if (!catan::parse_json(text, j, parse_err) || !j.is_object() || !j.contains("board") || !j.contains("players")) {
    error = "the game sent an unreadable view";
    if (j.is_object() && j.contains("error") && j["error"].is_object()) error = Str(j["error"], "message");
    if (error.empty()) error = "the game sent an unreadable view";
    return false;
  }
  v = ViewModel{};
  v.game = Str(j, "game");
  v.phase = Str(j, "phase");
  v.viewer = Int(j, "viewer", -1);
  v.current = Int(j, "current_player");
  v.turn = Int(j, "turn");
  v.winner = Int(j, "winner", -1);
  v.vp_target = Int(j, "vp_target", 10);
  if (j["pending_players"].is_array())
    for (const auto& p : j["pending_players"]) if (p.is_number_integer()) v.pending.push_back(p.get<int>());
  if (j["dice"].is_array() && j["dice"].size() == 2) {
    v.has_dice = true;
    v.dice[0] = At(j["dice"], 0);
    v.dice[1] = At(j["dice"], 1);
  }
  v.rolled = Bool(j, "rolled");
  json& b = j["board"];
  for (auto& h : b["hexes"]) {
    HexInfo hi;
    hi.id = Int(h, "id");
    hi.x = Int(h, "x");
    hi.y = Int(h, "y");
    hi.terrain = Str(h, "terrain");
    hi.number = Int(h, "number");
    hi.land = hi.terrain != "sea";
    v.hexes.push_back(hi);
  }
  for (auto& x : b["vertices"])
    v.vertices.push_back({Int(x, "id"), Int(x, "x"), Int(x, "y"), Int(x, "harbor", -1)});
  for (auto& e : b["edges"]) {
    EdgeInfo ei;
    ei.id = Int(e, "id");
    if (e["vertices"].is_array() && e["vertices"].size() == 2) {
      ei.a = At(e["vertices"], 0, -1);
      ei.b = At(e["vertices"], 1, -1);
    }
    v.edges.push_back(ei);
  }
  for (auto& h : b["harbors"]) {
    HarborInfo hi;
    hi.id = Int(h, "id");
    hi.kind = Str(h, "kind");
    hi.ratio = Int(h, "ratio", 3);
    if (h["vertices"].is_array() && h["vertices"].size() == 2) {
      hi.v0 = At(h["vertices"], 0);
      hi.v1 = At(h["vertices"], 1);
    }
    hi.sea_hex = Int(h, "sea_hex", -1);
    v.harbors.push_back(hi);
  }
  // Ids must index the tables directly; refuse a board that does not.
  for (size_t i = 0; i < v.hexes.size(); ++i) if (v.hexes[i].id != int(i)) { error = "board hex ids out of order"; return false; }
  for (size_t i = 0; i < v.vertices.size(); ++i) if (v.vertices[i].id != int(i)) { error = "board vertex ids out of order"; return false; }
  for (size_t i = 0; i < v.edges.size(); ++i) {
    const auto& e = v.edges[i];
    if (e.id != int(i) || e.a < 0 || e.b < 0 || e.a >= int(v.vertices.size()) || e.b >= int(v.vertices.size())) {
      error = "board edge table is inconsistent";
      return false;
    }
  }
  v.robber_hex = Int(j, "robber_hex", -1);
  v.vertex_owner.assign(v.vertices.size(), -1);
  v.vertex_level.assign(v.vertices.size(), 0);
  v.edge_owner.assign(v.edges.size(), -1);
  json& pieces = j["pieces"];
  auto place = [&](const char* kind, const char* where, std::vector<int>& owner, int level) {
    if (!pieces.is_object() || !pieces[kind].is_array()) return;
    for (auto& p : pieces[kind]) {
      int id = Int(p, where, -1);
      if (id < 0 || id >= int(owner.size())) continue;
      owner[id] = Int(p, "player");
      if (level) v.vertex_level[id] = level;
    }
  };
  place("roads", "edge", v.edge_owner, 0);
  place("settlements", "vertex", v.vertex_owner, 1);
  place("cities", "vertex", v.vertex_owner, 2);
  for (auto& p : j["players"]) {
    PlayerInfo pi;
    pi.id = Int(p, "id");
    pi.seated = !p.contains("seated") || Bool(p, "seated");
    pi.resource_count = Int(p, "resource_count");
    pi.development_card_count = Int(p, "development_card_count");
    pi.knights_played = Int(p, "knights_played");
    pi.roads_left = Int(p, "roads_left");
    pi.settlements_left = Int(p, "settlements_left");
    pi.cities_left = Int(p, "cities_left");
    pi.road_length = Int(p, "road_length");
    pi.longest_road = Bool(p, "longest_road");
    pi.largest_army = Bool(p, "largest_army");
    pi.public_points = Int(p, "public_points");
    pi.discard_due = Int(p, "discard_due");
    pi.trade_answer = Str(p, "trade_answer");
    pi.tokens = Int(p, "tokens", -1);
    pi.points = Int(p, "points", -1);
    v.players.push_back(pi);
  }
  if (j.contains("you") && j["you"].is_object()) {
    json& y = j["you"];
    v.has_you = true;
    v.hand = ReadCounts(y["hand"]);
    for (int k = 0; k < 5; ++k) {
      v.dev[k] = y["development_cards"].is_object() ? Int(y["development_cards"], kDevCardNames[k]) : 0;
      v.playable[k] = y["playable_development_cards"].is_object() ? Int(y["playable_development_cards"], kDevCardNames[k]) : 0;
    }
    v.points = Int(y, "points");
    // Rates come from the engine only (one rule source, docs/protocol.md "View").
    if (y.contains("maritime_rates") && y["maritime_rates"].is_object())
      for (int r = 0; r < kResources; ++r) v.rates[r] = Int(y["maritime_rates"], kResourceNames[r], 4);
    for (int r = 0; r < kResources; ++r) v.rate_bits[r] = (1 << v.rates[r]) | (1 << 4);
    if (y.contains("maritime_rate_options") && y["maritime_rate_options"].is_object())
      for (int r = 0; r < kResources; ++r) {
        const json& l = y["maritime_rate_options"][kResourceNames[r]];
        int bits = 0;
        if (l.is_array())
          for (const auto& x : l) if (x.is_number_integer() && x.get<int>() >= 2 && x.get<int>() <= 4) bits |= 1 << x.get<int>();
        v.rate_bits[r] = bits ? bits : 1 << v.rates[r];
      }
  }
  v.bank = ReadCounts(j["bank"]);
  v.deck_count = Int(j, "development_deck_count");
  v.dev_played = Bool(j, "development_card_played_this_turn");
  v.free_roads = Int(j, "free_roads");
  v.token_supply = Int(j, "token_supply", -1);
  if (j["trade_offer"].is_object()) {
    v.has_offer = true;
    v.offer_from = Int(j["trade_offer"], "from", -1);
    v.offer_give = ReadCounts(j["trade_offer"]["give"]);
    v.offer_get = ReadCounts(j["trade_offer"]["get"]);
  }
  if (j["legal_actions"].is_array())
    for (const auto& a : j["legal_actions"]) {
      // Screens read "type" (and "accept") of legal actions as such: skip entries that are not.
      if (!a.is_object() || !a.contains("type") || !a["type"].is_string()) continue;
      if (a.contains("accept") && !a["accept"].is_boolean()) continue;
      v.legal.push_back(a);
      v.legal_refs.push_back({Str(a, "type"), Int(a, "vertex", -1), Int(a, "edge", -1), Int(a, "hex", -1)});
    }
  if (j["events"].is_array())
    for (const auto& e : j["events"]) v.log.push_back(Str(e, "text"));
  v.raw = std::move(j);
  return true;
}

}  // namespace catan::ui
