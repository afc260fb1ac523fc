#include "imgui_frontend/control/view_model.hpp"

#include <algorithm>

#include "engine/board/board_json.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/two_player/two_player.hpp"

namespace catan::ui {

using nlohmann::json;

// The engine's table (string_views of literals, so null-terminated).
const char* const kDevCardNames[5] = {catan::kDevCardNames[0].data(), catan::kDevCardNames[1].data(),
                                      catan::kDevCardNames[2].data(), catan::kDevCardNames[3].data(),
                                      catan::kDevCardNames[4].data()};

namespace {
int Int(const json& j, const char* key, int fallback = 0) {
  auto it = j.find(key);
  return it != j.end() && it->is_number_integer() ? it->get<int>() : fallback;
}
std::string Str(const json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}
}  // namespace

json CountsJson(const Counts& c) {
  json j = json::object();
  for (int k = 0; k < kKinds; ++k)
    if (c[size_t(k)]) j[kKindNames[k]] = c[size_t(k)];
  return j;
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

void FillView(const catan::PlayerView& pv, ViewModel& v) {
  v = ViewModel{};
  v.typed = pv;
  v.game = pv.game;
  v.phase = std::string(catan::kPhaseNames[int(pv.phase)]);
  v.viewer = pv.viewer;
  v.current = pv.current;
  v.turn = pv.turn;
  v.winner = pv.winner;
  v.vp_target = pv.options.vp_target;
  for (int i = 0; i < pv.pending_count; ++i) v.pending.push_back(pv.pending[size_t(i)]);
  v.has_dice = pv.dice[0] != 0;
  v.dice[0] = pv.dice[0];
  v.dice[1] = pv.dice[1];
  v.rolled = pv.rolled;
  const catan::Topology& topo = *pv.topo;
  for (int h = 0; h < topo.hex_count; ++h) {
    const catan::Pixel c = catan::hex_center(topo.hexes[h].pos);
    const catan::Terrain t = pv.layout.terrain_of(h);
    HexInfo hi;
    hi.id = h;
    hi.x = c.x;
    hi.y = c.y;
    hi.terrain = std::string(catan::kTerrainNames[int(t)]);
    hi.number = topo.hexes[h].land && pv.layout.number[h] > 0 ? pv.layout.number[h] : 0;
    hi.land = t != catan::Terrain::sea;
    v.hexes.push_back(hi);
  }
  for (int x = 0; x < topo.vertex_count; ++x) v.vertices.push_back({x, topo.vertices[x].pixel.x, topo.vertices[x].pixel.y, -1});
  for (int e = 0; e < topo.edge_count; ++e) v.edges.push_back({e, topo.edges[e].vertices[0], topo.edges[e].vertices[1]});
  for (int i = 0; i < pv.layout.harbor_count; ++i) {
    const catan::Harbor& h = pv.layout.harbors()[size_t(i)];
    v.harbors.push_back({i, catan::harbor_kind_name(h), h.generic ? 3 : 2, h.vertices[0], h.vertices[1], h.sea_hex});
    for (auto x : h.vertices) v.vertices[size_t(x)].harbor = i;
  }
  v.robber_hex = pv.robber_hex;
  v.vertex_owner.assign(pv.building_owner.begin(), pv.building_owner.begin() + topo.vertex_count);
  v.vertex_level.assign(pv.building_level.begin(), pv.building_level.begin() + topo.vertex_count);
  v.edge_owner.assign(pv.road_owner.begin(), pv.road_owner.begin() + topo.edge_count);
  const catan::TwoPlayerState* two = catan::two_player_state(pv);
  for (int pl = 0; pl < pv.num_players; ++pl) {
    const catan::SeatView& s = pv.players[size_t(pl)];
    PlayerInfo pi;
    pi.id = pl;
    pi.seated = s.seated;
    pi.resource_count = s.resource_count;
    pi.development_card_count = s.development_card_count;
    pi.knights_played = s.knights_played;
    pi.roads_left = s.roads_left;
    pi.settlements_left = s.settlements_left;
    pi.cities_left = s.cities_left;
    pi.road_length = s.road_length;
    pi.longest_road = pv.longest_road_owner == pl;
    pi.largest_army = pv.largest_army_owner == pl;
    pi.public_points = s.public_points;
    pi.discard_due = s.discard_due;
    pi.trade_answer = s.trade_answer == 1 ? "accepted" : s.trade_answer == 2 ? "rejected" : s.trade_answer == 3 ? "countered" : "";
    for (int k = 0; k < kKinds; ++k) {
      pi.counter_give[size_t(k)] = s.counter_give[k];
      pi.counter_get[size_t(k)] = s.counter_get[k];
    }
    pi.tokens = two ? (pl < 2 ? two->tokens[size_t(pl)] : 0) : -1;
    pi.points = s.points;
    v.players.push_back(pi);
  }
  if (pv.viewer >= 0) {
    v.has_you = true;
    for (int k = 0; k < kKinds; ++k) v.hand[size_t(k)] = pv.hand[k];
    for (int r = 0; r < kResources; ++r) {
      v.rates[r] = pv.maritime_rate[size_t(r)];  // the engine's rule (one source, docs/protocol.md "View")
      v.rate_bits[r] = pv.rate_options(r);
    }
    for (int k = 0; k < 5; ++k) {
      v.dev[k] = pv.dev[size_t(k)];
      v.playable[k] = pv.playable[size_t(k)];
    }
    v.points = pv.points;
  }
  v.kinds = pv.rules && pv.rules->uses_commodities() ? kKinds : kResources;
  for (int k = 0; k < kKinds; ++k) v.bank[size_t(k)] = pv.bank[k];
  v.deck_count = pv.development_deck_count;
  v.dev_played = pv.dev_played;
  v.free_roads = pv.free_roads;
  v.token_supply = two ? two->supply : -1;
  if (pv.offer_open) {
    v.has_offer = true;
    v.offer_from = pv.offer_from;
    for (int k = 0; k < kKinds; ++k) {
      v.offer_give[size_t(k)] = pv.offer_give[k];
      v.offer_get[size_t(k)] = pv.offer_get[k];
    }
  }
  for (const auto& a : pv.legal) {
    json aj = catan::action_to_json(*pv.rules, a);
    v.legal_refs.push_back({Str(aj, "type"), Int(aj, "vertex", -1), Int(aj, "edge", -1), Int(aj, "hex", -1)});
    v.legal.push_back(std::move(aj));
  }
  // Commodities' maritime rates (§3.5): 4:1, 3:1 with a generic harbor (mask bit 5, as
  // rules::may_trade_at), or a module's better rate (Trading House, Merchant Fleet), which
  // shows in the legal trades' canonical form (one card at the best rate).
  for (int k = kResources; k < v.kinds; ++k) {
    const bool generic = pv.harbors & 32u;
    int rate = generic ? 3 : 4;
    for (const auto& a : pv.legal)
      if (a.type == catan::ActionType::maritime_trade && a.give[k] > 0 && a.give.total() == a.give[k]) rate = std::min(rate, int(a.give[k]));
    v.rates[size_t(k)] = rate;
    v.rate_bits[size_t(k)] = 16 | (generic ? 8 : 0) | (1 << rate);
  }
  for (int i = 0; i < pv.event_count; ++i) {
    json ej = catan::event_to_json(*pv.rules, pv.events[size_t(i)], pv.viewer);
    v.log.push_back({Str(ej, "key"), ej.contains("args") ? ej["args"] : json::array(), Str(ej, "text")});
  }
}

}  // namespace catan::ui
