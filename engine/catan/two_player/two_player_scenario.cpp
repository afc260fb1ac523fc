// CATAN for Two's part of the scenario codec (docs/scenario.md "CATAN for
// Two"): trade tokens per player (the supply is derived: 20 in all), knights
// exchanged for tokens, the knight exchange of this turn; the neutral colours'
// pieces are in "pieces" as players 2 and 3, their start settlements on
// vertices 23 and 30.
#include "engine/catan/rules_internal.hpp"
#include "engine/catan/scenario.hpp"
#include "engine/catan/scenario_internal.hpp"
#include "engine/catan/two_player/two_player.hpp"

namespace catan::two_player {
namespace {

using nlohmann::json;
using namespace scenario_detail;

bool read(const GameDef& d, const json& s, Position& p, Error& err) {
  TwoPlayerState& m = p.module.as<TwoPlayerState>();
  m = TwoPlayerState{};
  int tokens = 0;
  for (int pl = 0; pl < 2; ++pl) {
    const json& x = s["players"][pl];
    const std::string where = "players[" + std::to_string(pl) + "]";
    if (!x.contains("tokens")) return bad(err, "two_player.error.scenario.tokens_trade_tokens_required", {std::string(where)});
    int t = 0;
    if (!int_in(x["tokens"], 0, kTokenTotal, where + ".tokens", t, err)) return false;
    m.tokens[pl] = int16_t(t);
    tokens += t;
    int swapped = 0;
    const int knights = p.players[pl].dev_used[int(DevCard::knight)];
    if (x.contains("exchanged_knights") && !int_in(x["exchanged_knights"], 0, knights, where + ".exchanged_knights (of the knights played)", swapped, err))
      return false;
    p.players[pl].knights_played = int8_t(knights - swapped);
  }
  if (tokens > kTokenTotal) {
    refuse(err, "not_conserved", "two_player.error.scenario.players_hold_trade_tokens", {std::to_string(tokens)});
    return false;
  }
  m.supply = int16_t(kTokenTotal - tokens);
  if (s.contains("token_supply")) {
    int supply = 0;
    if (!int_in(s["token_supply"], 0, kTokenTotal, "token_supply", supply, err)) return false;
    if (supply != m.supply) {
      refuse(err, "not_conserved", "two_player.error.scenario.token_supply_but_tokens", {std::to_string(supply), std::to_string(m.supply)});
      return false;
    }
  }
  m.rolls = int16_t(p.phase == Phase::main ? 2 : 0);  // both rolls made in the main phase
  if (s.contains("knight_exchanged")) {
    if (!s["knight_exchanged"].is_boolean()) return bad(err, "two_player.error.scenario.knight_exchanged_true_false");
    m.knight_exchanged = s["knight_exchanged"].get<bool>() ? 1 : 0;
    const auto& me = p.players[p.current];
    if (m.knight_exchanged && me.dev_used[int(DevCard::knight)] == me.knights_played) {
      refuse(err, "impossible_position", "two_player.error.scenario.knight_exchanged_true_but");
      return false;
    }
  }
  // Neutral colours: the start settlements stand; no cities; later settlements on a neutral road.
  for (int n = 0; n < 2; ++n) {
    const int v = neutral_start(n), colour = 2 + n;
    if (p.building_owner[v] != colour || p.building_level[v] != 1) {
      refuse(err, "impossible_position", "two_player.error.scenario.neutral_colour_start_settlement", {std::to_string(colour), std::to_string(v)});
      return false;
    }
    for (int x = 0; x < d.topo->vertex_count; ++x) {
      if (p.building_owner[x] != colour) continue;
      if (p.building_level[x] == 2) {
        refuse(err, "impossible_position", "two_player.error.scenario.neutral_colours_build_no", {std::to_string(x)});
        return false;
      }
      bool touches = x == v;
      const auto& vi = d.topo->vertices[x];
      for (int k = 0; k < vi.degree; ++k) touches |= p.road_owner[vi.edges[k]] == colour;
      if (!touches) {
        refuse(err, "not_connected", "two_player.error.scenario.neutral_colour_settlement_touches", {std::to_string(colour), std::to_string(x)});
        return false;
      }
    }
  }
  return true;
}

bool write(const GameDef&, const Position& p, json& s, Error& err) {
  const TwoPlayerState& m = p.module.as<TwoPlayerState>();
  if (m.duty != 0 || m.return_due != 0 || m.rolls == 1) {
    refuse(err, "not_exportable", "two_player.error.scenario.export_before_first_roll");
    return false;
  }
  for (int pl = 0; pl < 2; ++pl) {
    s["players"][pl]["tokens"] = m.tokens[pl];
    s["players"][pl]["exchanged_knights"] = p.players[pl].dev_used[int(DevCard::knight)] - p.players[pl].knights_played;
  }
  s["token_supply"] = m.supply;
  s["knight_exchanged"] = m.knight_exchanged != 0;
  return true;
}

}  // namespace

const ScenarioCodec& scenario_codec() {
  static const ScenarioCodec codec{{"token_supply", "knight_exchanged"}, {"tokens", "exchanged_knights"}, &read, &write};
  return codec;
}

}  // namespace catan::two_player
