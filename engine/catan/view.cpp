// Views (docs/protocol.md "View"): what one seat (or a spectator) sees.
// Own hand exact; others' hands and development cards as counts; VP cards,
// deck order and the PRNG never shown.
#include "engine/board/board_json.hpp"
#include "engine/catan/card_json.hpp"
#include "engine/catan/game.hpp"
#include "engine/catan/rules_internal.hpp"

namespace catan {
namespace {

using nlohmann::json;

json counts_all(const ResourceCounts& c, bool commodities) { return resource_counts_json(c, commodities); }
json cards_all(const std::array<int8_t, kDevCardKinds>& c) { return dev_cards_json(c); }

json nullable(int v) { return v < 0 ? json(nullptr) : json(v); }

}  // namespace

json Game::view(int viewer) const {
  const auto& d = *def_;
  const auto& p = pos_;
  const bool seated_viewer = viewer >= 0 && viewer < p.num_players && d.rules->is_seated(d, viewer);
  if (!seated_viewer) viewer = -1;
  json v;
  v["game"] = d.config.game;
  v["viewer"] = viewer;
  v["phase"] = kPhaseNames[int(p.phase)];
  v["current_player"] = p.current;
  std::array<int8_t, kMaxPlayers> pend{};
  int np = pending_players(pend);
  v["pending_players"] = json::array();
  for (int i = 0; i < np; ++i) v["pending_players"].push_back(pend[i]);
  v["turn"] = p.turn;
  v["dice"] = p.dice[0] ? json::array({p.dice[0], p.dice[1]}) : json(nullptr);
  v["rolled"] = p.rolled;
  v["winner"] = nullable(p.winner);
  v["vp_target"] = d.config.options.vp_target;
  v["options"] = config_to_json(d.config)["options"];
  v["board"] = board_to_json(*d.topo, d.layout);
  v["robber_hex"] = p.robber_hex;
  json roads = json::array(), settlements = json::array(), cities = json::array();
  for (int e = 0; e < kEdges; ++e)
    if (p.road_owner[e] >= 0) roads.push_back({{"edge", e}, {"player", p.road_owner[e]}});
  for (int x = 0; x < kVertices; ++x) {
    if (p.building_owner[x] < 0) continue;
    json b{{"vertex", x}, {"player", p.building_owner[x]}};
    (p.building_level[x] == 2 ? cities : settlements).push_back(b);
  }
  v["pieces"] = {{"roads", roads}, {"settlements", settlements}, {"cities", cities}};
  json players = json::array();
  for (int pl = 0; pl < p.num_players; ++pl) {
    const auto& ps = p.players[pl];
    int devs = 0;
    for (auto n : ps.dev) devs += n;
    json pj{{"id", pl}, {"seated", d.rules->is_seated(d, pl)}, {"resource_count", ps.hand.total()},
            {"development_card_count", devs}, {"knights_played", ps.knights_played},
            {"roads_left", ps.roads_left}, {"settlements_left", ps.settlements_left},
            {"cities_left", ps.cities_left}, {"road_length", ps.road_length},
            {"longest_road", p.longest_road_owner == pl}, {"largest_army", p.largest_army_owner == pl},
            {"public_points", rules::public_points(d, p, pl)}, {"discard_due", ps.discard_due},
            {"trade_answer", p.phase == Phase::trade_offer && pl != p.current
                                 ? (ps.trade_answer == 1 ? json("accepted") : ps.trade_answer == 2 ? json("rejected") : json(nullptr))
                                 : json(nullptr)}};
    if (p.phase == Phase::game_over) pj["points"] = rules::total_points(d, p, pl);  // revealed at the end
    players.push_back(std::move(pj));
  }
  v["players"] = std::move(players);
  if (viewer >= 0) {
    const auto& ps = p.players[viewer];
    std::array<int8_t, kDevCardKinds> playable{};
    for (int k = 0; k < kDevCardKinds; ++k)
      playable[k] = k == int(DevCard::victory_point) ? 0 : int8_t(ps.dev[k] - ps.dev_new[k]);
    json harbors = json::array();
    const unsigned mask = rules::harbor_mask(d, p, viewer);
    if (mask & 32u) harbors.push_back("generic");
    for (int r = 0; r < kResourceCount; ++r) if (mask & (1u << r)) harbors.push_back(kResourceNames[r]);
    json rates = json::object(), options = json::object();
    for (int r = 0; r < kResourceCount; ++r) {
      rates[std::string(kResourceNames[r])] = rules::maritime_ratio(d, p, viewer, r);
      json held = json::array();
      for (int rate = 2; rate <= 4; ++rate) if (rules::has_maritime_rate(mask, r, rate)) held.push_back(rate);
      options[std::string(kResourceNames[r])] = std::move(held);
    }
    v["you"] = {{"hand", counts_all(ps.hand, d.rules->uses_commodities())}, {"development_cards", cards_all(ps.dev)},
                {"playable_development_cards", cards_all(playable)},
                {"points", rules::total_points(d, p, viewer)}, {"harbors", harbors}, {"maritime_rates", rates},
                {"maritime_rate_options", options}};
  }
  v["bank"] = counts_all(p.bank, d.rules->uses_commodities());
  int deck = 0;
  for (auto n : p.dev_deck) deck += n;
  v["development_deck_count"] = deck;
  v["development_card_played_this_turn"] = p.dev_played;
  v["free_roads"] = p.free_roads;
  if (p.phase == Phase::trade_offer) {
    json answers = json::object();
    for (int pl = 0; pl < p.num_players; ++pl) {
      if (pl == p.current || !d.rules->is_seated(d, pl)) continue;
      int a = p.players[pl].trade_answer;
      answers[std::to_string(pl)] = a == 1 ? json("accepted") : a == 2 ? json("rejected") : json(nullptr);
    }
    json give = json::object(), get = json::object();
    for (int r = 0; r < kResourceCount; ++r) {
      if (p.offer_give[r]) give[std::string(kResourceNames[r])] = p.offer_give[r];
      if (p.offer_get[r]) get[std::string(kResourceNames[r])] = p.offer_get[r];
    }
    v["trade_offer"] = {{"from", p.current}, {"give", give}, {"get", get}, {"answers", answers}};
  } else {
    v["trade_offer"] = nullptr;
  }
  v["awards"] = {{"longest_road", nullable(p.longest_road_owner)}, {"largest_army", nullable(p.largest_army_owner)}};
  json legal = json::array();
  if (viewer >= 0) {
    ActionList list;
    legal_actions(viewer, list);
    for (const auto& a : list) legal.push_back(action_to_json(*d.rules, a));
  }
  v["legal_actions"] = std::move(legal);
  json events = json::array();
  for (int i = 0; i < recent_count(); ++i) events.push_back(event_to_json(*d.rules, recent(i), viewer));
  v["events"] = std::move(events);
  d.rules->extend_json(d, p, viewer, v);
  return v;
}

}  // namespace catan
