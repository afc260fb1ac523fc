// CATAN for Two's own action and event types: protocol names, JSON fields and event
// texts (docs/protocol.md "Actions" and "Events"; rules in two_player.hpp).
#include <array>
#include <string>

#include "engine/catan/event_text.hpp"
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

void write_event(const Event& e, bool show, json& j, const char*& key, json& args) {
  const json P = arg_player(e.player);
  if (e.type == ev::neutral_built) {
    j["for"] = pl(e.other);
    j[e.b == 0 ? "edge" : "vertex"] = e.a;
    key = e.b == 0 ? "two_player.event.neutral_road" : "two_player.event.neutral_settlement";
    args = {P, arg_neutral(e.other)};
  } else if (e.type == ev::tokens_changed) {
    j["change"] = e.a;
    j["tokens"] = e.b;
    const bool one = e.a == 1 || e.a == -1;
    key = e.a >= 0 ? (one ? "two_player.event.token_gained" : "two_player.event.tokens_gained")
                   : (one ? "two_player.event.token_paid" : "two_player.event.tokens_paid");
    args = {P, e.a >= 0 ? e.a : -e.a};
  } else if (e.type == ev::forced_traded) {
    j["victim"] = pl(e.other);
    j["gave"] = nonzero_counts_json(e.res2);
    if (show) j["took"] = nonzero_counts_json(e.res);
    key = show ? "two_player.event.forced_trade" : "two_player.event.forced_trade_hidden";
    args = show ? json{P, arg_player(e.other), arg_cards(e.res), arg_cards(e.res2)}
                : json{P, arg_player(e.other), arg_cards(e.res2)};
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
