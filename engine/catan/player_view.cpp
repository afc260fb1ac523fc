// Copy-and-mask: a seat's typed view from the position (Game::player_view).
#include "engine/catan/player_view.hpp"

#include "engine/catan/game.hpp"
#include "engine/catan/rules_internal.hpp"

namespace catan {

int PlayerView::rate_options(int resource) const {
  int bits = 0;
  for (int rate = 2; rate <= 4; ++rate)
    if (rules::has_maritime_rate(harbors, resource, rate)) bits |= 1 << rate;
  return bits;
}

bool operator==(const PlayerView& a, const PlayerView& b) {
  if (a.legal.size != b.legal.size || a.event_count != b.event_count) return false;
  for (int i = 0; i < a.legal.size; ++i) if (!(a.legal[i] == b.legal[i])) return false;
  for (int i = 0; i < a.event_count; ++i) if (!(a.events[size_t(i)] == b.events[size_t(i)])) return false;
  return a.game == b.game && a.rules == b.rules && a.topo == b.topo && a.viewer == b.viewer && a.phase == b.phase &&
         a.current == b.current && a.pending == b.pending && a.pending_count == b.pending_count && a.turn == b.turn &&
         a.dice == b.dice && a.rolled == b.rolled && a.winner == b.winner && a.options == b.options &&
         a.layout == b.layout && a.harbor_mask == b.harbor_mask && a.robber_hex == b.robber_hex &&
         a.building_owner == b.building_owner && a.building_level == b.building_level &&
         a.road_owner == b.road_owner && a.num_players == b.num_players && a.players == b.players &&
         a.longest_road_owner == b.longest_road_owner && a.largest_army_owner == b.largest_army_owner &&
         a.hand == b.hand && a.dev == b.dev && a.playable == b.playable && a.points == b.points &&
         a.harbors == b.harbors && a.maritime_rate == b.maritime_rate && a.bank == b.bank &&
         a.development_deck_count == b.development_deck_count && a.dev_played == b.dev_played &&
         a.free_roads == b.free_roads && a.offer_open == b.offer_open && a.offer_from == b.offer_from &&
         a.offer_give == b.offer_give && a.offer_get == b.offer_get && a.module == b.module;
}

void Game::player_view(int viewer, PlayerView& v) const {
  const GameDef& d = *def_;
  const Position& p = pos_;
  if (!(viewer >= 0 && viewer < p.num_players && d.rules->is_seated(d, viewer))) viewer = -1;
  v.game = d.config.game;
  v.rules = d.rules;
  v.topo = d.topo;
  v.viewer = viewer;
  v.phase = p.phase;
  v.current = p.current;
  v.pending = {};
  v.pending_count = pending_players(v.pending);
  v.turn = p.turn;
  v.dice = p.dice;
  v.rolled = p.rolled;
  v.winner = p.winner;
  v.options = d.config.options;
  v.layout = d.layout;
  d.rules->view_layout(d, p, v.layout);
  v.harbor_mask = d.harbor_mask;
  v.robber_hex = p.robber_hex;
  v.building_owner = p.building_owner;
  v.building_level = p.building_level;
  for (int x = 0; x < d.topo->vertex_count; ++x) if (v.building_owner[x] < 0) v.building_level[x] = 0;
  v.road_owner = p.road_owner;
  v.num_players = p.num_players;
  v.players = {};
  for (int pl = 0; pl < p.num_players; ++pl) {
    const PlayerState& ps = p.players[pl];
    SeatView& s = v.players[pl];
    s.seated = d.rules->is_seated(d, pl);
    s.resource_count = ps.hand.total();
    int devs = 0;
    for (auto n : ps.dev) devs += n;
    s.development_card_count = devs;
    s.knights_played = ps.knights_played;
    s.roads_left = ps.roads_left;
    s.settlements_left = ps.settlements_left;
    s.cities_left = ps.cities_left;
    s.road_length = ps.road_length;
    s.public_points = rules::public_points(d, p, pl);
    s.discard_due = ps.discard_due;
    s.trade_answer = p.phase == Phase::trade_offer && pl != p.current ? ps.trade_answer : 0;
    s.counter_give = s.trade_answer == 3 ? p.counter_give[pl] : ResourceCounts{};
    s.counter_get = s.trade_answer == 3 ? p.counter_get[pl] : ResourceCounts{};
    s.points = p.phase == Phase::game_over ? rules::total_points(d, p, pl) : -1;  // revealed at the end
  }
  v.longest_road_owner = p.longest_road_owner;
  v.largest_army_owner = p.largest_army_owner;
  v.hand = {};
  v.dev = {};
  v.playable = {};
  v.points = 0;
  v.harbors = 0;
  v.maritime_rate = {};
  if (viewer >= 0) {
    const PlayerState& me = p.players[viewer];
    v.hand = me.hand;
    v.dev = me.dev;
    for (int k = 0; k < kDevCardKinds; ++k)
      v.playable[k] = k == int(DevCard::victory_point) ? 0 : int8_t(me.dev[k] - me.dev_new[k]);
    v.points = rules::total_points(d, p, viewer);
    v.harbors = rules::harbor_mask(d, p, viewer);
    for (int r = 0; r < kResourceCount; ++r) v.maritime_rate[r] = int8_t(rules::maritime_ratio(d, p, viewer, r));
  }
  v.bank = p.bank;
  int deck = 0;
  for (auto n : p.dev_deck) deck += n;
  v.development_deck_count = deck;
  v.dev_played = p.dev_played;
  v.free_roads = p.free_roads;
  v.offer_open = p.phase == Phase::trade_offer;
  v.offer_from = v.offer_open ? p.current : -1;
  v.offer_give = v.offer_open ? p.offer_give : ResourceCounts{};
  v.offer_get = v.offer_open ? p.offer_get : ResourceCounts{};
  v.module = {};
  d.rules->view_state(d, p, viewer, v.module);
  v.legal.clear();
  if (viewer >= 0) legal_actions(viewer, v.legal);
  v.event_count = recent_count();
  for (int i = 0; i < v.event_count; ++i) {
    Event e = recent(i);
    // Secret details (a stolen card, a drawn development card, cards taken by a forced
    // trade) stay only with the parties (event_to_json's rule).
    if (e.secret && viewer != e.player && !(e.other >= 0 && viewer == e.other)) {
      e.res = {};
      if (int(e.type) < kModuleEventFirst) e.a = -1;  // a module event's secret part is `res` only
    }
    v.events[size_t(i)] = e;
  }
}

PlayerView Game::player_view(int viewer) const {
  PlayerView v;
  player_view(viewer, v);
  return v;
}

}  // namespace catan
