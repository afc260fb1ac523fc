// Cities & Knights: the RuleModule routing the base turn machine's hooks to the files of each
// concern (cities_knights.hpp), the typed view, the save snapshot and the play-out invariants.
#include "engine/catan/cities_knights/cities_knights.hpp"

#include "engine/catan/board_game.hpp"
#include "engine/catan/cities_knights/ck_internal.hpp"
#include "engine/catan/json_read.hpp"

namespace catan {
namespace {

using namespace ck;
using nlohmann::json;

bool is_knight_type(ActionType t) {
  return t == act::build_knight || t == act::activate_knight || t == act::promote_knight || t == act::move_knight ||
         t == act::displace_knight || t == act::chase_robber || t == act::relocate_knight;
}

class CitiesKnightsRules final : public RuleModule {
 public:
  std::string_view name() const override { return "cities-knights"; }
  void init(const GameDef& d, Position& p) const override { ck::init(d, p); }
  bool uses_commodities() const override { return true; }
  bool has_event_die() const override { return true; }
  void on_roll(Ctx& c, const Action& a) const override { ck::on_roll(c, a); }
  void after_dice(Ctx& c, int, int) const override { ck::after_dice(c); }
  bool hold_roll(const GameDef&, const Position& p) const override { return S(p).held != 0; }
  void produce(Ctx& c, int total) const override { ck::produce(c, total); }
  void after_roll(Ctx& c) const override { ck::after_roll(c); }
  int discard_limit(const GameDef& d, const Position& p, int player) const override {
    return d.config.options.discard_limit + 2 * walls_of(p, player);
  }
  bool robber_active(const GameDef&, const Position& p) const override { return S(p).attacks > 0; }
  void mark_road_blockers(const GameDef&, const Position& p, std::array<int8_t, kMaxVertices>& owners) const override {
    mark_blockers(p, owners);
  }
  bool is_city_piece(const GameDef&, const Position& p, int v) const override {
    return p.building_level[v] == 2 || ((S(p).fallen >> v) & 1);
  }
  bool module_maritime_rate(const GameDef& d, const Position& p, int player, int kind, int rate) const override {
    return maritime_right(d, p, player, kind, rate);
  }

  int module_points(const GameDef&, const Position& p, int player) const override {
    const CkState& s = S(p);
    if (player >= kPlayers) return 0;
    int pts = s.defender[player] + s.vp_cards[player] + (s.merchant_owner == player);
    for (int t = 0; t < kTracks; ++t) pts += 2 * (metropolis_holder(p, t) == player);
    // A city lying on its side keeps its city piece but is worth 1 VP, as a settlement: the base
    // counts pieces used (2 for a city piece), so take 1 back for each.
    for (uint64_t f = s.fallen; f; f &= f - 1)
      if (p.building_owner[__builtin_ctzll(f)] == player) --pts;
    return pts;
  }

  void after_settlement(Ctx& c, int player, int vertex) const override {
    if (c.pos.phase == Phase::setup_settlement && c.pos.setup_step >= c.def.seated) setup_city(c, player, vertex);
  }

  void after_city(Ctx& c, int player, int vertex) const override {
    CkState& s = S(c.pos);
    if (!((s.fallen >> vertex) & 1)) return;
    s.fallen &= ~(uint64_t(1) << vertex);  // the city piece was still on the board
    --c.pos.players[player].settlements_left;
    ++c.pos.players[player].cities_left;
  }

  void on_turn_start(Ctx& c) const override {
    clear_turn_flags(c.pos);
    CkState& s = S(c.pos);
    s.fleet_kind = -1;  // Merchant Fleet and Commercial Harbor last for the turn they were played in
    s.harbor_done = 0;
    s.harbor_active = 0;
  }

  void after_build(Ctx& c, ActionType t, int player, int) const override {
    auto& p = c.pos;
    // Free roads end early when knights block every spot left (the base check ignores knights).
    if (t == ActionType::build_road && p.phase == Phase::road_building && S(p).diplomat_edge < 0 &&
        !any_road_spot(c.def, p, player)) {
      p.free_roads = 0;
      p.phase = p.robber_return;
    }
    if (t == ActionType::build_road && p.phase != Phase::road_building) S(p).diplomat_edge = -1;
  }

  bool variant_pending(const GameDef&, const Position& p, int player) const override {
    const CkState& s = S(p);
    if (s.reloc_owner >= 0) return player == s.reloc_owner;
    if (s.metropolis_due >= 0) return player == p.current;
    if (progress_owed(p)) return card_pending(p, player);
    const unsigned m = s.held ? (s.lose_city_mask | s.tie_reward_mask | s.progress_discard_mask) : s.aqueduct_mask;
    return (m >> player) & 1;
  }

  Refusal veto(const GameDef& d, const Position& p, const Action& a) const override {
    // Per-seat outcomes: only a roll's gate draws among the base actions (checked once it may roll).
    if (a.chance.seat_kind() != Chance::no_seats && int(a.type) < kBaseActionTypes) {  // module types: check_extra
      if (a.type != ActionType::roll_dice) return {"bad_chance", "ck.refuse.chance_per_seat"};
      if (p.phase == Phase::pre_roll)
        if (auto r = check_seat_chance(d, p, a)) return r;
    }
    switch (a.type) {
      case ActionType::buy_development_card:
      case ActionType::play_knight:
      case ActionType::play_road_building:
      case ActionType::play_year_of_plenty:
      case ActionType::play_monopoly: return {"not_allowed", "ck.refuse.no_development_cards"};
      case ActionType::build_settlement:
        if (p.phase == Phase::main && vertex_ok(d, a.target) && S(p).knight[a.target])
          return {"occupied", "ck.refuse.knight_on_intersection"};
        return {};
      case ActionType::build_road:
        if (p.phase == Phase::road_building && a.target == S(p).diplomat_edge) return {"not_allowed", "ck.refuse.diplomat_same_path"};
        if ((p.phase == Phase::main || p.phase == Phase::road_building) && !rules::road_spot(d, p, a.player, a.target))
          return road_connects(d, p, a.player, a.target);
        return {};
      case ActionType::end_turn:
        if (S(p).hand_count[a.player] > kHandLimit) return {"not_allowed", "ck.refuse.too_many_progress"};
        return {};
      default: return {};
    }
  }

  Refusal check_extra(const GameDef& d, const Position& p, const Action& a) const override {
    if (auto r = check_own(d, p, a)) return r;
    return check_seat_chance(d, p, a);  // supplied draws / steals, once the action itself is legal
  }

  // A module action's rules (check_extra adds its supplied chance outcomes).
  static Refusal check_own(const GameDef& d, const Position& p, const Action& a) {
    if (a.player >= kPlayers) return {"bad_id", "ck.refuse.bad_player"};
    if (is_knight_type(a.type)) return check_knight(d, p, a);
    if (is_card_action(a.type)) return check_card_action(d, p, a);
    switch (int(a.type)) {
      case int(act::build_improvement): return check_improvement(d, p, a);
      case int(act::place_metropolis): return check_metropolis(d, p, a);
      case int(act::build_city_wall): return check_wall(d, p, a);
      case int(act::lose_city):
      case int(act::choose_progress): return check_barbarian_choice(d, p, a);
      case int(act::discard_progress):
      case int(act::play_progress): return check_progress(d, p, a);
      case int(act::aqueduct_take): return check_aqueduct(d, p, a);
      default: return {"unknown_action", "ck.refuse.unknown_action"};
    }
  }

  void apply_extra(Ctx& c, const Action& a) const override {
    if (is_knight_type(a.type)) return apply_knight(c, a);
    if (is_card_action(a.type)) return apply_card_action(c, a);
    switch (int(a.type)) {
      case int(act::build_improvement): apply_improvement(c, a); break;
      case int(act::place_metropolis): apply_metropolis(c, a); break;
      case int(act::build_city_wall): apply_wall(c, a); break;
      case int(act::lose_city):
      case int(act::choose_progress): apply_barbarian_choice(c, a); break;
      case int(act::discard_progress):
      case int(act::play_progress): apply_progress(c, a); break;
      case int(act::aqueduct_take): apply_aqueduct(c, a); break;
      default: break;
    }
  }

  void legal_extra(const GameDef& d, const Position& p, int player, ActionList& out) const override {
    const CkState& s = S(p);
    Action a;
    a.player = int8_t(player);
    auto try_push = [&](const Action& x) { if (!check_own(d, p, x)) out.push(x); };  // listed actions carry no chance
    if (p.phase == Phase::variant) {
      if (s.reloc_owner >= 0) { legal_relocations(d, p, player, out); return; }
      if (!s.held && s.metropolis_due < 0 && progress_owed(p)) { legal_card_actions(d, p, player, out); return; }
      const int nv = d.topo->vertex_count;
      if (s.metropolis_due >= 0) {
        a.type = act::place_metropolis;
        for (int v = 0; v < nv; ++v) { a.target = int16_t(v); try_push(a); }
        return;
      }
      if (s.lose_city_mask & (1u << player)) {
        a.type = act::lose_city;
        for (int v = 0; v < nv; ++v) { a.target = int16_t(v); try_push(a); }
      }
      a.target = -1;
      if (s.tie_reward_mask & (1u << player)) {
        a.type = act::choose_progress;
        for (int t = 0; t < kTracks; ++t) { a.extra = int16_t(t); try_push(a); }
        a.extra = -1;
      }
      if (s.progress_discard_mask & (1u << player)) legal_progress(d, p, player, out);
      if (s.aqueduct_mask & (1u << player)) {
        a.type = act::aqueduct_take;
        for (int r = 0; r < kResourceCount; ++r) { a.resource = int8_t(r); try_push(a); }
      }
      return;
    }
    if (p.phase == Phase::pre_roll || p.phase == Phase::road_building) { legal_card_actions(d, p, player, out); return; }
    if (p.phase != Phase::main || player != p.current) return;
    legal_card_actions(d, p, player, out);
    legal_knights(d, p, player, out);
    a.type = act::build_improvement;
    for (int t = 0; t < kTracks; ++t) { a.extra = int16_t(t); try_push(a); }
    a.extra = -1;
    a.type = act::build_city_wall;
    for (int v = 0; v < d.topo->vertex_count; ++v)
      if (p.building_owner[v] == player && p.building_level[v] == 2) { a.target = int16_t(v); try_push(a); }
    legal_progress(d, p, player, out);
  }

  std::string module_invariants(const GameDef& d, const Position& p) const override {
    const CkState& s = S(p);
    int total = 0;
    std::array<int, kProgressKinds> seen{};
    for (int k = 0; k < kProgressKinds; ++k) {
      seen[k] = s.deck[k] + s.under[k];
      for (int pl = 0; pl < kPlayers; ++pl) seen[k] += s.hand[pl][k];
      if (s.deck[k] < 0 || s.under[k] < 0) return "negative progress deck";
      if (!is_vp_card(k) && seen[k] != kCardCopies[k]) return "progress cards not conserved: " + std::string(kCardNames[k]);
      total += seen[k];
    }
    for (int pl = 0; pl < kPlayers; ++pl) total += s.vp_cards[pl];
    if (total != 54) return "progress cards not conserved (54)";
    for (int t = 0; t < kTracks; ++t) {
      int left = 0;
      for (int k = track_first(t); k < track_end(t); ++k) left += s.deck[k] + s.under[k];
      if (left != s.deck_left[t]) return "deck_left differs from the decks";
    }
    for (int pl = 0; pl < d.seated; ++pl) {
      int n = 0;
      for (int k = 0; k < kProgressKinds; ++k) n += s.hand[pl][k];
      if (n != s.hand_count[pl]) return "hand_count differs from the hand";
      if (p.phase != Phase::variant && p.phase != Phase::game_over && n > hand_limit(p, pl))  // a win ends owed discards
        return "progress hand over the limit: player " + std::to_string(pl) + " holds " + std::to_string(n) + " in phase " + std::to_string(int(p.phase)) + " current " + std::to_string(p.current);
      if (n > kHandLimit + 1 && !(s.progress_discard_mask & (1u << pl))) return "progress hand over 5";
      for (int st = 1; st <= 3; ++st)
        if (knights_on_board(p, pl, st) > kKnightsPerLevel) return "more knights of a level than pieces";
      if (walls_of(p, pl) > kWallPieces) return "more than 3 city walls";
      for (int t = 0; t < kTracks; ++t) if (s.level[pl][t] < 0 || s.level[pl][t] > kMaxLevel) return "improvement level out of range";
    }
    for (int v = 0; v < kVertices; ++v) {
      if (((s.walls >> v) & 1) && p.building_level[v] != 2) return "a city wall without a city";
      if (((s.fallen >> v) & 1) && p.building_level[v] != 1) return "a fallen city that is not a settlement";
      if (s.knight[v] && p.building_owner[v] >= 0) return "a knight and a building on one intersection";
    }
    for (int t = 0; t < kTracks; ++t) {
      int v = s.metropolis[t];
      if (v < 0) continue;
      if (p.building_level[v] != 2) return "a metropolis not on a city";
      int h = p.building_owner[v];
      if (s.level[h][t] < 4) return "a metropolis holder below level 4";
      for (int pl = 0; pl < d.seated; ++pl)
        if (s.level[pl][t] == 5 && s.level[h][t] < 5 && s.metropolis_due != t) return "a level 5 player without the metropolis";
      for (int u = 0; u < t; ++u) if (s.metropolis[u] == v) return "two metropolises on one city";
    }
    if (tokens_moved(s)) {  // the Inventor only permutes the tokens 3, 4, 5, 9, 10, 11
      std::array<int, 13> now{}, board{};
      for (int h = 0; h < kLandHexes; ++h) {
        const int n = hex_number(d, s, h), b = d.layout.number[size_t(h)];
        ++now[size_t(n)];
        ++board[size_t(b)];
        if (n != b && (!inventor_movable(n) || !inventor_movable(b))) return "a number token 2, 6, 8 or 12 moved";
      }
      if (now != board) return "number tokens not conserved";
    }
    if (s.attacks == 0 && p.robber_hex != d.layout.desert_hex) return "the robber moved before the first attack";
    if (s.barbarian < 0 || s.barbarian >= kBarbarianSteps) return "barbarian ship off its track";
    return "";
  }

  const ModuleCodec* codec() const override { return &ck::codec(); }

  // Others' progress cards become counts; the decks' composition is hidden (their sizes shown).
  void view_state(const GameDef&, const Position& p, int viewer, ModuleState& out) const override {
    CkState s = S(p);
    const bool spying = viewer == p.current && s.spy_target >= 0;  // the Spy sees that hand
    for (int pl = 0; pl < kPlayers; ++pl)
      if (pl != viewer && !(spying && pl == s.spy_target)) s.hand[pl] = {};
    s.reveal = {};
    if (viewer == p.current && s.mm_target >= 0) s.reveal = p.players[s.mm_target].hand;  // Master Merchant looks
    s.deck = {};
    s.under = {};
    s.event_supplied = 0;
    out.as<CkState>() = s;
  }

  // The Inventor's swaps shown on the view's board (§3.14).
  void view_layout(const GameDef& d, const Position& p, Layout& layout) const override {
    if (!tokens_moved(S(p))) return;
    for (int h = 0; h < kLandHexes; ++h) layout.number[size_t(h)] = int8_t(hex_number(d, S(p), h));
  }

  void view_json(const PlayerView& view, json& v) const override { v["cities_knights"] = state_json(view.module.as<CkState>(), true); }

  bool view_from_json(const json& v, PlayerView& out, Error& err) const override {
    CkState s{};
    if (!v.contains("cities_knights") || !state_from_json(v["cities_knights"], s, err)) {
      if (err.code.empty()) json_read::fail(err, "error.view.missing", {"cities_knights"});
      return false;
    }
    out.module.as<CkState>() = s;
    return true;
  }

  void snapshot_json(const GameDef&, const Position& p, json& state) const override { state["module"] = state_json(S(p), false); }

 private:
  static json track_levels(const std::array<int8_t, kTracks>& l) { return json{{"trade", l[0]}, {"politics", l[1]}, {"science", l[2]}}; }

  static json state_json(const CkState& s, bool view) {
    json j;
    json knights = json::array();
    for (int v = 0; v < kVertices; ++v) {
      uint8_t k = s.knight[v];
      if (!k) continue;
      knights.push_back({{"vertex", v}, {"player", knight::owner(k)}, {"strength", knight::strength(k)}, {"active", knight::active(k)},
                         {"activated_this_turn", knight::activated_now(k)}, {"promoted_this_turn", knight::promoted_now(k)}});
    }
    j["knights"] = knights;
    json walls = json::array(), fallen = json::array();
    for (int v = 0; v < kVertices; ++v) {
      if ((s.walls >> v) & 1) walls.push_back(v);
      if ((s.fallen >> v) & 1) fallen.push_back(v);
    }
    j["city_walls"] = walls;
    j["fallen_cities"] = fallen;
    json levels = json::array(), hands = json::array();
    for (int pl = 0; pl < kPlayers; ++pl) {
      levels.push_back(track_levels(s.level[pl]));
      json h = json::object();
      for (int k = 0; k < kProgressKinds; ++k) if (s.hand[pl][k]) h[std::string(kCardNames[k])] = s.hand[pl][k];
      hands.push_back(h);
    }
    j["improvements"] = levels;
    j["progress_hands"] = hands;  // a view shows the viewer's own hand only
    j["progress_counts"] = s.hand_count;
    j["metropolis"] = s.metropolis;
    j["barbarian_position"] = s.barbarian;
    j["barbarian_attacks"] = s.attacks;
    j["event_die"] = s.event_die;
    j["held"] = s.held;
    j["defender_cards"] = s.defender;
    j["merchant_hex"] = s.merchant_hex;
    j["merchant_owner"] = s.merchant_owner;
    j["vp_cards"] = s.vp_cards;
    j["deck_left"] = s.deck_left;
    j["lose_city_mask"] = s.lose_city_mask;
    j["tie_reward_mask"] = s.tie_reward_mask;
    j["progress_discard_mask"] = s.progress_discard_mask;
    j["aqueduct_mask"] = s.aqueduct_mask;
    j["metropolis_due"] = s.metropolis_due;
    j["relocate"] = {{"player", s.reloc_owner}, {"knight", s.reloc_knight}, {"from", s.reloc_from}};
    j["cards"] = {{"fleet_kind", s.fleet_kind},         {"wedding_mask", s.wedding_mask},     {"sabotage_mask", s.sabotage_mask},
                  {"owe", s.owe},                       {"deserter_victim", s.deserter_victim}, {"deserter_knight", s.deserter_knight},
                  {"spy_target", s.spy_target},         {"mm_target", s.mm_target},           {"diplomat_edge", s.diplomat_edge},
                  {"harbor_done", s.harbor_done},       {"harbor_active", s.harbor_active},   {"harbor_with", s.harbor_with},
                  {"harbor_given", s.harbor_given}};
    json tokens = json::array();  // the Inventor's swaps: per land hex, 0 = the board's own token
    for (int h = 0; h < kLandHexes; ++h) tokens.push_back((s.tokens[size_t(h / 2)] >> (h % 2 ? 4 : 0)) & 15);
    j["number_tokens"] = tokens;
    if (view) j["revealed_cards"] = nonzero_counts_json(s.reveal);
    if (!view) {
      json deck = json::object(), under = json::object();
      for (int k = 0; k < kProgressKinds; ++k) {
        deck[std::string(kCardNames[k])] = s.deck[k];
        under[std::string(kCardNames[k])] = s.under[k];
      }
      j["deck"] = deck;
      j["under"] = under;
      j["event_supplied"] = s.event_supplied;
    }
    return j;
  }

  template <size_t N>
  static bool small_array(const json& j, const char* key, int lo, int hi, std::array<int8_t, N>& out, Error& err) {
    if (!j.contains(key) || !j[key].is_array() || j[key].size() != N) return json_read::fail(err, "error.view.list", {key});
    for (size_t i = 0; i < N; ++i) {
      int x;
      if (!json_read::int_value(j[key][i], lo, hi, key, x, err)) return false;
      out[i] = int8_t(x);
    }
    return true;
  }

  static bool state_from_json(const json& j, CkState& s, Error& err) {
    using namespace json_read;
    if (!j.is_object()) return fail(err, "error.view.object", {"cities_knights"});
    if (!j.contains("knights") || !j["knights"].is_array()) return fail(err, "error.view.list", {"knights"});
    for (const auto& k : j["knights"]) {
      int v, pl, st;
      bool act = false, an = false, pn = false;
      if (!int_field(k, "vertex", 0, kVertices - 1, v, err) || !int_field(k, "player", 0, kPlayers - 1, pl, err) ||
          !int_field(k, "strength", 1, 3, st, err) || !bool_field(k, "active", act, err) ||
          !bool_field(k, "activated_this_turn", an, err) || !bool_field(k, "promoted_this_turn", pn, err))
        return false;
      s.knight[v] = uint8_t(knight::make(pl, st, act) | (an ? 64 : 0) | (pn ? 128 : 0));
    }
    for (const char* key : {"city_walls", "fallen_cities"}) {
      if (!j.contains(key) || !j[key].is_array()) return fail(err, "error.view.list", {key});
      for (const auto& x : j[key]) {
        int v;
        if (!int_value(x, 0, kVertices - 1, key, v, err)) return false;
        (key[0] == 'c' ? s.walls : s.fallen) |= uint64_t(1) << v;
      }
    }
    if (!j.contains("improvements") || !j["improvements"].is_array() || j["improvements"].size() != kPlayers)
      return fail(err, "error.view.list_of", {"improvements", "4"});
    if (!j.contains("progress_hands") || !j["progress_hands"].is_array() || j["progress_hands"].size() != kPlayers)
      return fail(err, "error.view.list_of", {"progress_hands", "4"});
    for (int pl = 0; pl < kPlayers; ++pl) {
      for (int t = 0; t < kTracks; ++t) {
        int x;
        if (!int_field(j["improvements"][size_t(pl)], std::string(kTrackNames[t]).c_str(), 0, kMaxLevel, x, err)) return false;
        s.level[pl][t] = int8_t(x);
      }
      const auto& h = j["progress_hands"][size_t(pl)];
      if (!h.is_object()) return fail(err, "error.view.object", {"progress hand"});
      for (int k = 0; k < kProgressKinds; ++k) {
        const std::string name(kCardNames[k]);
        if (!h.contains(name)) continue;
        int x;
        if (!int_field(h, name.c_str(), 0, 6, x, err)) return false;
        s.hand[pl][k] = int8_t(x);
      }
    }
    int x;
    if (!small_array(j, "progress_counts", 0, 6, s.hand_count, err) || !small_array(j, "metropolis", -1, kVertices - 1, s.metropolis, err) ||
        !small_array(j, "defender_cards", 0, 100, s.defender, err) || !small_array(j, "vp_cards", 0, 2, s.vp_cards, err) ||
        !small_array(j, "deck_left", 0, 18, s.deck_left, err))
      return false;
    auto small = [&](const char* key, int lo, int hi, auto& out) {
      if (!int_field(j, key, lo, hi, x, err)) return false;
      out = static_cast<std::remove_reference_t<decltype(out)>>(x);
      return true;
    };
    if (!small("barbarian_position", 0, kBarbarianSteps - 1, s.barbarian) || !small("barbarian_attacks", 0, 100, s.attacks) ||
        !small("event_die", 0, 6, s.event_die) || !small("held", 0, 1, s.held) || !small("merchant_hex", -1, kLandHexes - 1, s.merchant_hex) ||
        !small("merchant_owner", -1, kPlayers - 1, s.merchant_owner) || !small("lose_city_mask", 0, 15, s.lose_city_mask) ||
        !small("tie_reward_mask", 0, 15, s.tie_reward_mask) || !small("progress_discard_mask", 0, 15, s.progress_discard_mask) ||
        !small("aqueduct_mask", 0, 15, s.aqueduct_mask) || !small("metropolis_due", -1, kTracks - 1, s.metropolis_due))
      return false;
    if (!j.contains("relocate") || !j["relocate"].is_object()) return fail(err, "error.view.object", {"relocate"});
    const auto& r = j["relocate"];
    if (!int_field(r, "player", -1, kPlayers - 1, x, err)) return false;
    s.reloc_owner = int8_t(x);
    if (!int_field(r, "knight", 0, 255, x, err)) return false;
    s.reloc_knight = uint8_t(x);
    if (!int_field(r, "from", -1, kVertices - 1, x, err)) return false;
    s.reloc_from = int8_t(x);
    if (j.contains("number_tokens")) {  // absent in views and saves from before the Inventor: no swap
      if (!j["number_tokens"].is_array() || j["number_tokens"].size() != kLandHexes)
        return fail(err, "error.view.list_of", {"number_tokens", "19"});
      for (int h = 0; h < kLandHexes; ++h) {
        if (!int_value(j["number_tokens"][size_t(h)], 0, 12, "number_tokens", x, err)) return false;
        if (x == 1) return fail(err, "error.view.list_of", {"number_tokens", "19"});
        set_hex_number(s, h, x);
      }
    }
    if (!j.contains("cards")) return true;  // saved before the progress cards' state existed: nothing in play
    if (!j["cards"].is_object()) return fail(err, "error.view.object", {"cards"});
    const auto& cj = j["cards"];
    auto cf = [&](const char* key, int lo, int hi, auto& out) {
      if (!int_field(cj, key, lo, hi, x, err)) return false;
      out = static_cast<std::remove_reference_t<decltype(out)>>(x);
      return true;
    };
    if (!cf("fleet_kind", -1, kCardKinds - 1, s.fleet_kind) || !cf("wedding_mask", 0, 15, s.wedding_mask) ||
        !cf("sabotage_mask", 0, 15, s.sabotage_mask) || !small_array(cj, "owe", 0, 100, s.owe, err) ||
        !cf("deserter_victim", -1, kPlayers - 1, s.deserter_victim) || !cf("deserter_knight", 0, 255, s.deserter_knight) ||
        !cf("spy_target", -1, kPlayers - 1, s.spy_target) || !cf("mm_target", -1, kPlayers - 1, s.mm_target) ||
        !cf("diplomat_edge", -1, kEdges - 1, s.diplomat_edge) || !cf("harbor_done", 0, 15, s.harbor_done) ||
        !cf("harbor_active", 0, 1, s.harbor_active) || !cf("harbor_with", -1, kPlayers - 1, s.harbor_with) ||
        !cf("harbor_given", -1, kResourceCount - 1, s.harbor_given))
      return false;
    if (j.contains("revealed_cards") && !counts_field(j, "revealed_cards", s.reveal, err)) return false;
    return true;
  }
};

}  // namespace

const CkState* cities_knights_state(const GameDef& d, const Position& p) {
  return d.rules == &cities_knights_rules() ? &p.module.as<CkState>() : nullptr;
}

const CkState* cities_knights_state(const PlayerView& v) {
  return v.rules == &cities_knights_rules() ? &v.module.as<CkState>() : nullptr;
}

const RuleModule& cities_knights_rules() {
  static const CitiesKnightsRules r;
  return r;
}

/// Registry entry of Cities & Knights (engine/games.cpp): 3-4 seats, 13 VP by default.
GameEntry cities_knights_game() {
  GameInfo i;
  i.name = "cities-knights";
  i.display_key = "game.cities-knights.name";
  i.display_name = "Cities & Knights";
  i.blurb = "The expansion: commodities, city improvements, knights and barbarians (3-4 players)";
  i.min_seats = 3;
  i.max_seats = 4;
  i.default_seats = 4;
  // Its own screen family: the hex screen has no knights, improvements, barbarians or progress
  // cards, so the page lists the game as coming (issue 17 registers this family's screen).
  i.screen = "cities-knights";
  i.options = board_game_options();
  for (auto& o : i.options)
    if (o.key == "vp_target") o.default_int = 13;
  i.options.push_back(boolean_option("commodity_shortage_resource", "ck.option.commodity_shortage_resource",
                                     "When the supply runs out of a commodity, a city takes a second resource instead",
                                     false, true));
  return board_game_entry(std::move(i), cities_knights_rules());
}

}  // namespace catan
