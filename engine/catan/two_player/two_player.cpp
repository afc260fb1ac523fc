// CATAN for Two: hooks into the base turn machine (see two_player.hpp).
#include "engine/catan/two_player/two_player.hpp"

#include "engine/catan/board_game.hpp"
#include "engine/catan/json_read.hpp"
#include "engine/catan/rules_internal.hpp"

namespace catan {
namespace {

TwoPlayerState& S(Position& p) { return p.module.as<TwoPlayerState>(); }
const TwoPlayerState& S(const Position& p) { return p.module.as<TwoPlayerState>(); }

}  // namespace

int two_player::neutral_start(int which) {
  const auto& t = Topology::standard();
  return which == 0 ? t.hexes[t.hex_at({0, -1})].vertices[3] : t.hexes[t.hex_at({0, 1})].vertices[0];
}

namespace {

using namespace two_player;

int price(const GameDef& d, const Position& p, int player) {
  return rules::public_points(d, p, player) <= rules::public_points(d, p, 1 - player) ? 1 : 2;
}

void gain_tokens(Ctx& c, int player, int n) {
  auto& p = c.pos;
  int got = n < S(p).supply ? n : S(p).supply;
  S(p).supply = int16_t(S(p).supply - got);
  S(p).tokens[player] = int16_t(S(p).tokens[player] + got);
  if (got) c.events.push({ev::tokens_changed, player, -1, got, S(p).tokens[player]});
}

void pay_tokens(Ctx& c, int player, int n) {
  auto& p = c.pos;
  S(p).tokens[player] = int16_t(S(p).tokens[player] - n);
  S(p).supply = int16_t(S(p).supply + n);
  c.events.push({ev::tokens_changed, player, -1, -n, S(p).tokens[player]});
}

bool any_neutral_settlement(const GameDef& d, const Position& p) {
  return rules::any_settlement_spot(d, p, 2) || rules::any_settlement_spot(d, p, 3);
}
bool any_neutral_road(const GameDef& d, const Position& p) {
  return rules::any_road_spot(d, p, 2) || rules::any_road_spot(d, p, 3);
}

// Re-assigns Largest Army after a knight left the table (seed 001).
void recheck_army(Ctx& c) {
  auto& p = c.pos;
  int holder = p.largest_army_owner;
  if (holder >= 0) {
    int k = p.players[holder].knights_played;
    bool strictly_more = true;
    for (int o = 0; o < p.num_players; ++o)
      if (o != holder && p.players[o].knights_played >= k) strictly_more = false;
    if (k >= 3 && strictly_more) return;
    p.largest_army_owner = -1;
  }
  int best = 0, count = 0, who = -1;
  for (int o = 0; o < p.num_players; ++o) {
    int k = p.players[o].knights_played;
    if (k > best) { best = k; count = 1; who = o; } else if (k == best) ++count;
  }
  if (best >= 3 && count == 1) p.largest_army_owner = int8_t(who);
  if (p.largest_army_owner != holder)
    c.events.push({EventType::largest_army_changed, p.largest_army_owner, holder, best});
}

class TwoPlayerRules final : public RuleModule {
 public:
  std::string_view name() const override { return "two-player"; }

  void init(const GameDef&, Position& p) const override {
    for (int n = 0; n < 2; ++n) {
      int v = neutral_start(n);
      p.building_owner[v] = int8_t(2 + n);
      p.building_level[v] = 1;
      --p.players[2 + n].settlements_left;
    }
    S(p).tokens[0] = S(p).tokens[1] = kStartTokens;
    S(p).supply = kTokenTotal - 2 * kStartTokens;
  }

  bool roll_allowed(const GameDef&, const Position& p, int d1, int d2) const override {
    return S(p).rolls != 1 || d1 + d2 != S(p).first_total;
  }

  void after_roll(Ctx& c) const override {
    auto& p = c.pos;
    if (S(p).rolls == 0) {
      S(p).rolls = 1;
      S(p).first_total = int16_t(p.dice[0] + p.dice[1]);
      p.rolled = false;
      p.phase = Phase::pre_roll;
    } else {
      S(p).rolls = 2;
      p.phase = Phase::main;
    }
  }

  void on_turn_start(Ctx& c) const override {
    S(c.pos).rolls = 0;
    S(c.pos).knight_exchanged = 0;
  }

  void after_settlement(Ctx& c, int player, int vertex) const override {
    if (player > 1) return;
    const auto& vi = c.def.topo->vertices[vertex];
    int gain = vi.coastal ? 1 : 0;
    for (auto h : vi.hexes) if (h == c.def.layout.desert_hex) gain += 2;
    if (gain) gain_tokens(c, player, gain);
  }

  void after_build(Ctx& c, ActionType t, int player, int) const override {
    if (player > 1 || c.pos.phase == Phase::game_over) return;
    int duty = t == ActionType::build_settlement ? 2 : 1;
    if (duty == 2 && !any_neutral_settlement(c.def, c.pos)) duty = 1;
    if (duty == 1 && !any_neutral_road(c.def, c.pos)) duty = 0;
    S(c.pos).duty = int16_t(duty);
  }

  bool variant_pending(const GameDef&, const Position& p, int player) const override { return player == p.current; }

  Refusal veto(const GameDef&, const Position& p, const Action& a) const override {
    if (S(p).duty != 0 && a.type != act::build_neutral_road &&
        a.type != act::build_neutral_settlement)
      return {"wrong_phase", "two_player.refuse.first_build_free_piece_neutral_player"};
    if (S(p).rolls == 1 && p.phase == Phase::pre_roll && a.type != ActionType::roll_dice)
      return {"wrong_phase", "two_player.refuse.roll_second_time_first"};
    return {};
  }

  Refusal check_extra(const GameDef& d, const Position& p, const Action& a) const override {
    const int me = a.player, opp = 1 - a.player;
    switch (int(a.type)) {  // module ids lie outside the base enum
      case int(act::build_neutral_road):
      case int(act::build_neutral_settlement): {
        int want = a.type == act::build_neutral_road ? 1 : 2;
        if (S(p).duty == 0) return {"wrong_phase", "two_player.refuse.no_neutral_piece_owed"};
        if (S(p).duty != want)
          return {"wrong_phase", want == 1 ? "two_player.refuse.neutral_settlement_owed" : "two_player.refuse.neutral_road_owed"};
        if (a.victim != 2 && a.victim != 3) return {"bad_id", "two_player.refuse.must_neutral_colour_2_3"};
        return want == 1 ? rules::road_spot(d, p, a.victim, a.target)
                         : rules::settlement_spot(d, p, a.victim, a.target, false);
      }
      case int(act::forced_trade): {
        if (p.phase != Phase::main) return {"wrong_phase", "two_player.refuse.token_actions_come_after_rolls"};
        if (S(p).tokens[me] < price(d, p, me)) return {"cannot_afford", "two_player.refuse.not_enough_trade_tokens"};
        int take = p.players[opp].hand.total() < 2 ? p.players[opp].hand.total() : 2;
        if (take == 0) return {"not_allowed", "two_player.refuse.your_opponent_holds_no_cards"};
        if (p.players[me].hand.total() + take < 2) return {"not_allowed", "two_player.refuse.you_could_not_give_2_cards"};
        if (a.chance.kind == Chance::none) return {};
        if (a.chance.kind != Chance::resources2) return {"bad_chance", "two_player.refuse.forced_trade_outcome_resources"};
        ResourceCounts t;
        if (a.chance.a >= 0) t[a.chance.a] += 1;
        if (a.chance.b >= 0) t[a.chance.b] += 1;
        if (t.total() != take || !p.players[opp].hand.covers(t)) return {"bad_chance", "two_player.refuse.opponent_does_not_hold_those_cards"};
        return {};
      }
      case int(act::forced_trade_return):
        if (p.phase != Phase::variant || S(p).return_due == 0) return {"wrong_phase", "two_player.refuse.no_forced_trade_finish"};
        if (a.give.any_negative()) return {"bad_action", "refuse.negative_card_count"};
        if (a.give.total() != 2) return {"bad_count", "two_player.refuse.give_back_exactly_2_cards"};
        if (!p.players[me].hand.covers(a.give)) return {"cannot_afford", "refuse.you_do_not_hold_those_cards"};
        return {};
      case int(act::robber_to_desert):
        if (p.phase != Phase::main) return {"wrong_phase", "two_player.refuse.token_actions_come_after_rolls"};
        if (p.robber_hex == d.layout.desert_hex) return {"not_allowed", "two_player.refuse.robber_already_desert"};
        if (S(p).tokens[me] < price(d, p, me)) return {"cannot_afford", "two_player.refuse.not_enough_trade_tokens"};
        return {};
      case int(act::exchange_knight):
        if (p.phase != Phase::main && p.phase != Phase::pre_roll) return {"wrong_phase", "two_player.refuse.knight_exchanged_your_turn_before_after"};
        if (S(p).knight_exchanged) return {"not_allowed", "two_player.refuse.only_one_knight_turn_may_exchanged"};
        if (p.players[me].knights_played < 1) return {"not_allowed", "two_player.refuse.you_have_no_face_up_knight"};
        return {};
      default:
        return {"unknown_action", "refuse.action_type_does_not_exist_game"};
    }
  }

  void apply_extra(Ctx& c, const Action& a) const override {
    auto& p = c.pos;
    const GameDef& d = c.def;
    const int me = a.player, opp = 1 - a.player;
    switch (int(a.type)) {  // module ids lie outside the base enum
      case int(act::build_neutral_road):
        S(p).duty = 0;
        rules::place_road(c, a.victim, a.target);
        c.events.push({ev::neutral_built, me, a.victim, a.target, 0});
        break;
      case int(act::build_neutral_settlement):
        S(p).duty = 0;
        rules::place_settlement(c, a.victim, a.target);
        c.events.push({ev::neutral_built, me, a.victim, a.target, 1});
        break;
      case int(act::forced_trade): {
        pay_tokens(c, me, price(d, p, me));
        ResourceCounts took;
        auto& hand = p.players[opp].hand;
        int take = hand.total() < 2 ? hand.total() : 2;
        for (int i = 0; i < take; ++i) {
          int r;
          if (a.chance.kind == Chance::resources2) r = i == 0 ? a.chance.a : a.chance.b;
          else {
            int k = int(p.rng.below(uint32_t(hand.total())));
            for (r = 0; r < kResourceCount; ++r) { if (k < hand[r]) break; k -= hand[r]; }
          }
          hand[r] -= 1;
          took[r] += 1;
        }
        p.players[me].hand += took;
        Event e{ev::forced_traded, me, opp, -1, -1, took, {}};
        e.secret = true;
        c.events.push(e);
        S(p).return_due = 1;
        p.phase = Phase::variant;
        break;
      }
      case int(act::forced_trade_return):
        p.players[me].hand -= a.give;
        p.players[opp].hand += a.give;
        c.events.push({ev::forced_traded, me, opp, -1, -1, {}, a.give});
        S(p).return_due = 0;
        p.phase = Phase::main;
        break;
      case int(act::robber_to_desert):
        pay_tokens(c, me, price(d, p, me));
        p.robber_hex = c.def.layout.desert_hex;
        c.events.push({EventType::robber_moved, me, -1, p.robber_hex});
        break;
      case int(act::exchange_knight):
        --p.players[me].knights_played;
        S(p).knight_exchanged = 1;
        gain_tokens(c, me, 2);
        recheck_army(c);
        break;
      default: break;
    }
    // A neutral road may have taken the last spot for a Road Building road.
    if (p.phase == Phase::road_building && !rules::any_road_spot(c.def, p, me)) {
      p.free_roads = 0;
      p.phase = p.robber_return;
    }
  }

  void legal_extra(const GameDef& d, const Position& p, int player, ActionList& out) const override {
    Action a;
    a.player = int8_t(player);
    if (S(p).duty != 0) {
      a.type = S(p).duty == 1 ? act::build_neutral_road : act::build_neutral_settlement;
      for (int n = 2; n <= 3; ++n) {
        a.victim = int8_t(n);
        int count = a.type == act::build_neutral_road ? d.topo->edge_count : d.topo->vertex_count;
        for (int x = 0; x < count; ++x) {
          a.target = int16_t(x);
          if (!check_extra(d, p, a)) out.push(a);
        }
      }
      return;
    }
    if (p.phase == Phase::variant) {  // give back 2 cards after a forced trade
      a.type = act::forced_trade_return;
      const auto& h = p.players[player].hand;
      for (int r1 = 0; r1 < kResourceCount; ++r1)
        for (int r2 = r1; r2 < kResourceCount; ++r2) {
          ResourceCounts g = ResourceCounts::of(Resource(r1));
          g[r2] += 1;
          if (h.covers(g)) { a.give = g; out.push(a); }
        }
      return;
    }
    for (ActionType t : {act::forced_trade, act::robber_to_desert, act::exchange_knight}) {
      a.type = t;
      if (!check_extra(d, p, a) && !veto(d, p, a)) out.push(a);
    }
  }

  std::string module_invariants(const GameDef&, const Position& p) const override {
    const auto& s = S(p);
    if (s.supply < 0) return "negative token supply";
    int sum = s.supply;
    for (int pl = 0; pl < 2; ++pl) {
      if (s.tokens[pl] < 0) return "negative trade tokens";
      sum += s.tokens[pl];
    }
    if (sum != kTokenTotal) return "trade tokens not conserved";
    return "";
  }

  const ModuleCodec* codec() const override { return &two_player::codec(); }

  const ScenarioCodec* scenario_codec() const override { return &two_player::scenario_codec(); }

  // The whole state is public except the first roll's total and the knight exchange flag,
  // which the view does not show (docs/protocol.md "View", CATAN for Two fields).
  void view_state(const GameDef&, const Position& p, int, ModuleState& out) const override {
    TwoPlayerState s = S(p);
    s.first_total = 0;
    s.knight_exchanged = 0;
    out.as<TwoPlayerState>() = s;
  }

  void view_json(const PlayerView& view, nlohmann::json& v) const override {
    const auto& s = view.module.as<TwoPlayerState>();
    if (v.contains("players"))
      for (int pl = 0; pl < view.num_players && pl < int(v["players"].size()); ++pl)
        v["players"][pl]["tokens"] = pl < 2 ? s.tokens[pl] : 0;
    v["token_supply"] = s.supply;
    v["neutral_duty"] = s.duty == 1 ? nlohmann::json("road") : s.duty == 2 ? nlohmann::json("settlement") : nlohmann::json(nullptr);
    v["rolls_this_turn"] = s.rolls;
    v["forced_trade_return_due"] = s.return_due != 0;
  }

  bool view_from_json(const nlohmann::json& v, PlayerView& out, Error& err) const override {
    using namespace json_read;
    TwoPlayerState s{};
    int n = 0;
    if (!int_field(v, "token_supply", 0, kTokenTotal, n, err)) return false;
    s.supply = int16_t(n);
    if (!int_field(v, "rolls_this_turn", 0, 2, n, err)) return false;
    s.rolls = int16_t(n);
    bool due = false;
    if (!bool_field(v, "forced_trade_return_due", due, err)) return false;
    s.return_due = due ? 1 : 0;
    const nlohmann::json& duty = v.contains("neutral_duty") ? v["neutral_duty"] : nlohmann::json();
    if (duty == "road") s.duty = 1;
    else if (duty == "settlement") s.duty = 2;
    else if (!duty.is_null() || !v.contains("neutral_duty")) return fail(err, "two_player.error.view.neutral_duty");
    for (int pl = 0; pl < 2; ++pl) {
      if (!int_field(v["players"][size_t(pl)], "tokens", 0, kTokenTotal, n, err)) return false;
      s.tokens[pl] = int16_t(n);
    }
    out.module.as<TwoPlayerState>() = s;
    return true;
  }

  void snapshot_json(const GameDef&, const Position& p, nlohmann::json& state) const override {
    const auto& s = S(p);
    state["module"] = {{"rolls_this_turn", s.rolls}, {"first_total", s.first_total}, {"neutral_duty", s.duty},
                       {"knight_exchanged", s.knight_exchanged}, {"token_supply", s.supply},
                       {"forced_trade_return_due", s.return_due}, {"tokens", s.tokens}};
  }

  // Version 1 slots: variant[0..5] = rolls, first total, duty, knight exchanged, supply,
  // return due; players' "tokens" (neutral colours held none).
  bool upgrade_v1_state(nlohmann::json& state) const override {
    std::array<int64_t, 8> v;
    std::array<int64_t, kMaxPlayers> t;
    if (!take_v1_slots(state, v, t) || v[6] != 0 || v[7] != 0 || t[2] != 0 || t[3] != 0) return false;
    state["module"] = {{"rolls_this_turn", v[0]}, {"first_total", v[1]}, {"neutral_duty", v[2]},
                       {"knight_exchanged", v[3]}, {"token_supply", v[4]}, {"forced_trade_return_due", v[5]},
                       {"tokens", {t[0], t[1]}}};
    return true;
  }
};

}  // namespace

const TwoPlayerState* two_player_state(const GameDef& d, const Position& p) {
  return d.rules == &two_player_rules() ? &p.module.as<TwoPlayerState>() : nullptr;
}

const TwoPlayerState* two_player_state(const PlayerView& v) {
  return v.rules == &two_player_rules() ? &v.module.as<TwoPlayerState>() : nullptr;
}

const RuleModule& two_player_rules() {
  static const TwoPlayerRules r;
  return r;
}

/// Registry entry of CATAN for Two (engine/games.cpp): 2 seats, 2 neutral colours.
GameEntry two_player_game() {
  GameInfo i;
  i.name = "two-player";
  i.display_key = "game.two-player.name";
  i.display_name = "CATAN for Two";
  i.blurb = "The official two-player variant";
  i.min_seats = i.max_seats = i.default_seats = 2;
  i.neutral_colours = 2;
  return board_game_entry(std::move(i), two_player_rules());
}

}  // namespace catan
