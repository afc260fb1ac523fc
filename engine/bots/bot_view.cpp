// Typed seat views for computer players: from a Game (copying only what
// Game::view shows) and from the view JSON.
#include "engine/bots/bot_view.hpp"

#include <stdexcept>
#include <vector>

#include "engine/catan/match.hpp"
#include "engine/catan/rules_internal.hpp"
#include "engine/catan/two_player/two_player.hpp"
#include "engine/core/text.hpp"

namespace catan::bots {
namespace {

using nlohmann::json;

// Offers by `viewer` since the last turn_ended, newest events last.
template <class EventAt>
void collect_offers(int count, EventAt at, int viewer, BotView& v) {
  int start = 0;
  for (int i = count - 1; i >= 0; --i)
    if (at(i).type == EventType::turn_ended) { start = i + 1; break; }
  for (int i = start; i < count; ++i) {
    const Event& e = at(i);
    if (e.type != EventType::trade_offered || e.player != viewer) continue;
    if (v.past_offer_count < BotView::kMaxPastOffers) v.past_offers[v.past_offer_count] = {e.res, e.res2};
    ++v.past_offer_count;
  }
  if (v.past_offer_count > BotView::kMaxPastOffers) v.past_offer_count = BotView::kMaxPastOffers;
}

int int_in(const json& j, int lo, int hi, const char* what) {
  // Integers only: a float such as 1e300 would not fit an int (undefined conversion).
  if (!j.is_number_integer()) throw std::runtime_error(std::string(what) + " must be an integer");
  const int64_t v = j.is_number_unsigned() && j.get<uint64_t>() > uint64_t(INT64_MAX) ? INT64_MAX : j.get<int64_t>();
  if (v < lo || v > hi) throw std::runtime_error(std::string(what) + " out of range");
  return int(v);
}

ResourceCounts counts_from(const json& j) {
  ResourceCounts c;
  if (!j.is_object()) throw std::runtime_error("resource set is not an object");
  for (auto it = j.begin(); it != j.end(); ++it) {
    auto r = parse_resource(it.key());
    if (!r) throw std::runtime_error("unknown resource " + quote_text(it.key()));
    c[*r] = int16_t(int_in(it.value(), 0, 95, "resource count"));
  }
  return c;
}

std::array<int8_t, kDevCardKinds> cards_from(const json& j) {
  std::array<int8_t, kDevCardKinds> c{};
  for (int k = 0; k < kDevCardKinds; ++k) {
    c[k] = int8_t(int_in(j.at(std::string(kDevCardNames[k])), 0, 25, "development card count"));
  }
  return c;
}

int nullable_int(const json& j, int lo, int hi, const char* what) {
  return j.is_null() ? -1 : int_in(j, lo, hi, what);
}

void parse_view(const json& j, BotView& v) {
  v = BotView{};
  v.game = j.at("game").get<std::string>();
  if (!j.contains("you") || j.at("you").is_null()) throw std::runtime_error("a spectator view has no \"you\"");
  v.viewer = int_in(j.at("viewer"), 0, kMaxPlayers - 1, "viewer");
  const std::string phase = j.at("phase").get<std::string>();
  int ph = -1;
  for (int i = 0; i < int(kPhaseNames.size()); ++i) if (kPhaseNames[i] == phase) ph = i;
  if (ph < 0) throw std::runtime_error("unknown phase " + phase);
  v.phase = Phase(ph);
  v.current = int_in(j.at("current_player"), 0, kMaxPlayers - 1, "current_player");
  v.turn = int_in(j.at("turn"), 0, 32767, "turn");
  v.rolled = j.at("rolled").get<bool>();
  v.vp_target = int_in(j.at("vp_target"), 1, 30, "vp_target");
  const json& opt = j.at("options");
  v.discard_limit = opt.contains("discard_limit") ? int_in(opt.at("discard_limit"), 0, 95, "discard_limit") : 7;
  v.friendly_robber = opt.value("friendly_robber", false);

  const json& board = j.at("board");
  for (const auto& h : board.at("hexes")) {
    int id = int_in(h.at("id"), 0, kHexes - 1, "hex id");
    if (id >= kLandHexes) continue;
    auto t = parse_terrain(h.at("terrain").get<std::string>());
    if (!t) throw std::runtime_error("unknown terrain");
    v.terrain[id] = *t;
    v.number[id] = int8_t(h.at("number").is_null() ? 0 : int_in(h.at("number"), 2, 12, "number"));
  }
  const json& harbors = board.at("harbors");
  for (const auto& x : board.at("vertices")) {
    int id = int_in(x.at("id"), 0, kVertices - 1, "vertex id");
    if (x.at("harbor").is_null()) continue;
    int hb = int_in(x.at("harbor"), 0, int(harbors.size()) - 1, "harbor id");
    std::string kind = harbors.at(size_t(hb)).at("kind").get<std::string>();
    if (kind == "generic") { v.harbor_mask[id] |= 32u; continue; }
    auto r = parse_resource(kind);
    if (!r) throw std::runtime_error("unknown harbor kind");
    v.harbor_mask[id] |= uint8_t(1u << int(*r));
  }
  v.robber_hex = int_in(j.at("robber_hex"), 0, kLandHexes - 1, "robber_hex");

  v.building_owner.fill(-1);
  v.road_owner.fill(-1);
  const json& pieces = j.at("pieces");
  for (const auto& r : pieces.at("roads"))
    v.road_owner[int_in(r.at("edge"), 0, kEdges - 1, "edge")] = int8_t(int_in(r.at("player"), 0, kMaxPlayers - 1, "player"));
  for (int level = 1; level <= 2; ++level)
    for (const auto& b : pieces.at(level == 1 ? "settlements" : "cities")) {
      int x = int_in(b.at("vertex"), 0, kVertices - 1, "vertex");
      v.building_owner[x] = int8_t(int_in(b.at("player"), 0, kMaxPlayers - 1, "player"));
      v.building_level[x] = int8_t(level);
    }

  const json& players = j.at("players");
  if (players.size() > size_t(kMaxPlayers) || players.size() < 2) throw std::runtime_error("bad player count");
  v.num_players = int(players.size());
  for (int i = 0; i < v.num_players; ++i) {
    const json& p = players.at(size_t(i));
    SeatInfo& s = v.players[i];
    s.seated = p.at("seated").get<bool>();
    s.resource_count = int_in(p.at("resource_count"), 0, 95, "resource_count");
    s.development_card_count = int_in(p.at("development_card_count"), 0, 25, "development_card_count");
    s.knights_played = int_in(p.at("knights_played"), 0, 14, "knights_played");
    s.roads_left = int_in(p.at("roads_left"), 0, kRoadPieces, "roads_left");
    s.settlements_left = int_in(p.at("settlements_left"), 0, kSettlementPieces, "settlements_left");
    s.cities_left = int_in(p.at("cities_left"), 0, kCityPieces, "cities_left");
    s.road_length = int_in(p.at("road_length"), 0, kRoadPieces, "road_length");
    s.public_points = int_in(p.at("public_points"), 0, 30, "public_points");
    s.discard_due = int_in(p.at("discard_due"), 0, 95, "discard_due");
    const json& ta = p.at("trade_answer");
    s.trade_answer = ta.is_null() ? 0 : ta.get<std::string>() == "accepted" ? 1 : 2;
    if (p.contains("tokens") && !p.at("tokens").is_null()) s.tokens = int_in(p.at("tokens"), 0, 20, "tokens");
  }
  const json& awards = j.at("awards");
  v.longest_road_owner = nullable_int(awards.at("longest_road"), 0, kMaxPlayers - 1, "longest_road");
  v.largest_army_owner = nullable_int(awards.at("largest_army"), 0, kMaxPlayers - 1, "largest_army");

  const json& you = j.at("you");
  v.hand = counts_from(you.at("hand"));
  v.dev = cards_from(you.at("development_cards"));
  v.playable = cards_from(you.at("playable_development_cards"));
  v.points = int_in(you.at("points"), 0, 30, "points");
  const json& rates = you.at("maritime_rates");
  for (int r = 0; r < kResourceCount; ++r)
    v.maritime_rate[r] = int8_t(int_in(rates.at(std::string(kResourceNames[r])), 2, 4, "maritime rate"));

  v.bank = counts_from(j.at("bank"));
  v.development_deck_count = int_in(j.at("development_deck_count"), 0, 25, "development_deck_count");
  v.dev_played = j.at("development_card_played_this_turn").get<bool>();
  v.free_roads = int_in(j.at("free_roads"), 0, 2, "free_roads");
  if (j.contains("token_supply")) v.token_supply = int_in(j.at("token_supply"), 0, 20, "token_supply");
  const json& offer = j.at("trade_offer");
  if (!offer.is_null()) {
    v.offer_open = true;
    v.offer_from = int_in(offer.at("from"), 0, kMaxPlayers - 1, "offer from");
    v.offer_give = counts_from(offer.at("give"));
    v.offer_get = counts_from(offer.at("get"));
  }

  // Offers made this turn, from the event log in the view.
  const json& events = j.at("events");
  std::vector<Event> evs;
  evs.reserve(events.size());
  for (const auto& e : events) {
    const std::string type = e.at("type").get<std::string>();
    Event ev;
    if (type == "turn_ended") ev.type = EventType::turn_ended;
    else if (type == "trade_offered") {
      ev.type = EventType::trade_offered;
      ev.player = int8_t(int_in(e.at("player"), 0, kMaxPlayers - 1, "player"));
      ev.res = counts_from(e.at("give"));
      ev.res2 = counts_from(e.at("get"));
    } else {
      ev.type = EventType::dice_rolled;  // any other kind: irrelevant here
    }
    evs.push_back(ev);
  }
  collect_offers(int(evs.size()), [&](int i) -> const Event& { return evs[size_t(i)]; }, v.viewer, v);

  const RuleModule* rules = find_rules(v.game);
  if (!rules) throw std::runtime_error("unknown game \"" + v.game + "\"");
  for (const auto& a : j.at("legal_actions")) {
    Action act;
    Error err;
    if (!action_from_json(*rules, a, act, err)) throw std::runtime_error("legal action: " + err.message);
    if (v.legal.size >= ActionList::kCapacity) throw std::runtime_error("too many legal actions");
    v.legal.push(act);
  }
}

}  // namespace

bool BotView::same_as(const BotView& o) const {
  if (legal.size != o.legal.size) return false;
  for (int i = 0; i < legal.size; ++i) if (!(legal[i] == o.legal[i])) return false;
  return game == o.game && viewer == o.viewer && phase == o.phase && current == o.current && turn == o.turn &&
         rolled == o.rolled && vp_target == o.vp_target && discard_limit == o.discard_limit &&
         friendly_robber == o.friendly_robber && num_players == o.num_players && terrain == o.terrain &&
         number == o.number && harbor_mask == o.harbor_mask && robber_hex == o.robber_hex &&
         building_owner == o.building_owner && building_level == o.building_level && road_owner == o.road_owner &&
         players == o.players && longest_road_owner == o.longest_road_owner &&
         largest_army_owner == o.largest_army_owner && hand == o.hand && dev == o.dev && playable == o.playable &&
         points == o.points && maritime_rate == o.maritime_rate && bank == o.bank &&
         development_deck_count == o.development_deck_count && dev_played == o.dev_played &&
         free_roads == o.free_roads && token_supply == o.token_supply && offer_open == o.offer_open && offer_from == o.offer_from &&
         offer_give == o.offer_give && offer_get == o.offer_get && past_offer_count == o.past_offer_count &&
         past_offers == o.past_offers;
}

BotView observe(const Game& g, int player) {
  const GameDef& d = g.def();
  const Position& p = g.position();
  const TwoPlayerState* two = two_player_state(d, p);  // CATAN for Two module state, or nullptr
  BotView v;
  v.game = d.config.game;
  v.viewer = player;
  v.phase = p.phase;
  v.current = p.current;
  v.turn = p.turn;
  v.rolled = p.rolled;
  v.vp_target = d.config.options.vp_target;
  v.discard_limit = d.config.options.discard_limit;
  v.friendly_robber = d.config.options.friendly_robber;
  v.num_players = p.num_players;
  for (int h = 0; h < kLandHexes; ++h) {
    v.terrain[h] = d.layout.terrain[h];
    v.number[h] = d.layout.number[h] > 0 ? d.layout.number[h] : 0;
  }
  v.harbor_mask = d.harbor_mask;
  v.robber_hex = p.robber_hex;
  v.building_owner = p.building_owner;
  v.building_level = p.building_level;
  for (int x = 0; x < kVertices; ++x) if (v.building_owner[x] < 0) v.building_level[x] = 0;
  v.road_owner = p.road_owner;
  for (int pl = 0; pl < p.num_players; ++pl) {
    const PlayerState& ps = p.players[pl];
    SeatInfo& s = v.players[pl];
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
    s.public_points = g.public_points(pl);
    s.discard_due = ps.discard_due;
    s.trade_answer = p.phase == Phase::trade_offer && pl != p.current ? ps.trade_answer : 0;
    if (two && pl < 2) s.tokens = two->tokens[pl];
  }
  v.longest_road_owner = p.longest_road_owner;
  v.largest_army_owner = p.largest_army_owner;
  const PlayerState& me = p.players[player];
  v.hand = me.hand;
  v.dev = me.dev;
  for (int k = 0; k < kDevCardKinds; ++k)
    v.playable[k] = k == int(DevCard::victory_point) ? 0 : int8_t(me.dev[k] - me.dev_new[k]);
  v.points = g.total_points(player);
  for (int r = 0; r < kResourceCount; ++r) v.maritime_rate[r] = int8_t(rules::maritime_ratio(d, p, player, r));
  v.bank = p.bank;
  int deck = 0;
  for (auto n : p.dev_deck) deck += n;
  v.development_deck_count = deck;
  v.dev_played = p.dev_played;
  v.free_roads = p.free_roads;
  if (two) v.token_supply = two->supply;
  if (p.phase == Phase::trade_offer) {
    v.offer_open = true;
    v.offer_from = p.current;
    v.offer_give = p.offer_give;
    v.offer_get = p.offer_get;
  }
  collect_offers(g.recent_count(), [&](int i) -> const Event& { return g.recent(i); }, player, v);
  g.legal_actions(player, v.legal);
  return v;
}

bool view_from_json(const nlohmann::json& view, BotView& out, Error& err) {
  try {
    parse_view(view, out);
    return true;
  } catch (const std::exception& e) {
    err = {"bad_view", std::string("view JSON: ") + quote_text(e.what(), 200)};
    return false;
  }
}

}  // namespace catan::bots
