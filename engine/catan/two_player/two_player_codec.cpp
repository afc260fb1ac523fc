// CATAN for Two's own action and event types: protocol names, JSON fields and event
// texts (docs/protocol.md "Actions" and "Events"; rules in two_player.hpp).
#include <array>
#include <string>

#include "engine/catan/json_read.hpp"
#include "engine/catan/two_player/two_player.hpp"

namespace catan::two_player {
namespace {

using nlohmann::json;

// In the order of the ids in two_player.hpp (act::, ev::).
constexpr std::array<ActionSpec, 6> kActions{{
    {"build_neutral_road", kFieldEdge | kFieldFor},
    {"build_neutral_settlement", kFieldVertex | kFieldFor},
    {"forced_trade", kFieldChance},
    {"forced_trade_return", kFieldGive},
    {"robber_to_desert", 0},
    {"exchange_knight", 0},
}};
constexpr std::array<std::string_view, 3> kEvents{"neutral_built", "tokens_changed", "forced_traded"};

json pl(int p) { return p < 0 ? json(nullptr) : json(p); }

void write_event(const Event& e, bool show, json& j, std::string& t) {
  const std::string P = player_text(e.player);
  if (e.type == ev::neutral_built) {
    j["for"] = pl(e.other);
    j[e.b == 0 ? "edge" : "vertex"] = e.a;
    t = P + " built a " + (e.b == 0 ? "road" : "settlement") + " for neutral " + player_text(e.other);
  } else if (e.type == ev::tokens_changed) {
    j["change"] = e.a;
    j["tokens"] = e.b;
    t = P + (e.a >= 0 ? " gains " : " pays ") + std::to_string(e.a >= 0 ? e.a : -e.a) +
        ((e.a == 1 || e.a == -1) ? " trade token" : " trade tokens");
  } else if (e.type == ev::forced_traded) {
    j["victim"] = pl(e.other);
    j["gave"] = nonzero_counts_json(e.res2);
    if (show) j["took"] = nonzero_counts_json(e.res);
    t = P + " forced a trade with " + player_text(e.other) + (show ? ", taking " + counts_text(e.res) : "") +
        " and giving " + counts_text(e.res2);
  }
}

bool read_event(const json& j, Event& e, Error& err) {
  using namespace json_read;
  if (e.type == ev::neutral_built) {
    if (!player_field(j, "for", e.other, err)) return false;
    if (j.contains("edge")) { e.b = 0; return small_field(j, "edge", 0, kMaxEdges - 1, e.a, err); }
    e.b = 1;
    return small_field(j, "vertex", 0, kMaxVertices - 1, e.a, err);
  }
  if (e.type == ev::tokens_changed)
    return small_field(j, "change", -kTokenTotal, kTokenTotal, e.a, err) && small_field(j, "tokens", 0, kTokenTotal, e.b, err);
  // ev::forced_traded: the trade itself (cards taken are secret); its return gives 2 cards.
  if (!player_field(j, "victim", e.other, err) || !counts_field(j, "gave", e.res2, err)) return false;
  e.secret = e.res2.total() == 0;
  return !j.contains("took") || counts_field(j, "took", e.res, err);
}

}  // namespace

const ModuleCodec& codec() {
  static const ModuleCodec c{kActions, kEvents, write_event, read_event};
  return c;
}

}  // namespace catan::two_player
