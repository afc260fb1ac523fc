// Event -> JSON: its fields, its text as a catalogue key with arguments, and that text
// rendered in English (docs/protocol.md "Events").
#include <string>

#include "engine/catan/event.hpp"
#include "engine/catan/event_text.hpp"
#include "engine/catan/module_codec.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/types.hpp"

namespace catan {
namespace {

using nlohmann::json;

json pl(int p) { return p < 0 ? json(nullptr) : json(p); }

// Adds the text fields: "key" and "args" (the page renders them in its language) and
// "text", the same in English (catan-cli, logs). An event without a key gets "text": "".
json with_text(json j, const char* key, json args) {
  if (!key) {
    j["text"] = "";
    return j;
  }
  j["text"] = event_text_en(key, args);
  j["key"] = key;
  j["args"] = std::move(args);
  return j;
}

}  // namespace

std::string player_text(int p) { return p < 0 ? std::string("nobody") : "Player " + std::to_string(p); }

json event_to_json(const RuleModule& rules, const Event& e, int viewer) {
  const bool show = !e.secret || viewer == -2 || viewer == e.player || (e.other >= 0 && viewer == e.other);
  const char* key = nullptr;  // the text's catalogue key; its arguments in order
  json args = json::array();
  json j;
  if (int(e.type) >= kModuleEventFirst) {  // the module's own type: its codec writes it
    const ModuleCodec* c = rules.codec();
    const size_t i = size_t(int(e.type) - kModuleEventFirst);
    j = json{{"type", c && i < c->events.size() ? json(c->events[i]) : json(nullptr)}, {"player", pl(e.player)}};
    if (c && c->write_event && i < c->events.size()) c->write_event(e, show, j, key, args);
    return with_text(std::move(j), key, std::move(args));
  }
  j = json{{"type", kEventNames[int(e.type)]}, {"player", pl(e.player)}};
  const json P = arg_player(e.player);
  switch (e.type) {
    case EventType::dice_rolled:
      j["dice"] = {e.a, e.b};
      j["total"] = e.a + e.b;
      key = "event.dice_rolled";
      args = {P, e.a, e.b, e.a + e.b};
      break;
    case EventType::seven_rerolled:
      j["dice"] = {e.a, e.b};
      key = "event.seven_rerolled";
      args = json::array({P});
      break;
    case EventType::produced:
      j["resources"] = nonzero_counts_json(e.res);
      key = "event.produced";
      args = {P, arg_cards(e.res)};
      break;
    case EventType::starting_resources:
      j["resources"] = nonzero_counts_json(e.res);
      key = "event.starting_resources";
      args = {P, arg_cards(e.res)};
      break;
    case EventType::production_shortage:
      j["resource"] = kCardKindNames[e.a];
      j["missing"] = e.b;
      key = e.player >= 0 ? "event.production_shortage" : "event.production_shortage_nobody";
      args = e.player >= 0 ? json{arg_resource(e.a), P} : json::array({arg_resource(e.a)});
      break;
    case EventType::discard_required:
      j["count"] = e.b;
      key = "event.discard_required";
      args = {P, e.b};
      break;
    case EventType::discarded:
      j["resources"] = nonzero_counts_json(e.res);
      key = "event.discarded";
      args = {P, arg_cards(e.res)};
      break;
    case EventType::robber_moved:
      j["hex"] = e.a;
      key = "event.robber_moved";
      args = {P, arg_hex(e.a)};
      break;
    case EventType::stolen:
      j["victim"] = pl(e.other);
      if (show) j["resource"] = kCardKindNames[e.a];
      key = show ? "event.stolen" : "event.stolen_hidden";
      args = show ? json{P, arg_resource(e.a), arg_player(e.other)} : json{P, arg_player(e.other)};
      break;
    case EventType::nothing_to_steal:
      key = "event.nothing_to_steal";
      args = json::array({P});
      break;
    case EventType::road_built:
      j["edge"] = e.a;
      key = "event.road_built";
      args = json::array({P});
      break;
    case EventType::settlement_built:
      j["vertex"] = e.a;
      key = "event.settlement_built";
      args = json::array({P});
      break;
    case EventType::city_built:
      j["vertex"] = e.a;
      key = "event.city_built";
      args = json::array({P});
      break;
    case EventType::development_card_bought:
      if (show) j["card"] = kDevCardNames[e.a];
      key = show ? "event.development_card_bought_shown" : "event.development_card_bought";
      args = show ? json{P, arg_card(e.a)} : json::array({P});
      break;
    case EventType::development_card_played:
      j["card"] = kDevCardNames[e.a];
      key = "event.development_card_played";
      args = {P, arg_card(e.a)};
      break;
    case EventType::year_of_plenty_taken:
      j["resources"] = nonzero_counts_json(e.res);
      key = "event.year_of_plenty_taken";
      args = {P, arg_cards(e.res)};
      break;
    case EventType::monopoly_taken:
      j["resource"] = kResourceNames[e.a];
      j["count"] = e.b;
      key = "event.monopoly_taken";
      args = {P, arg_resource(e.a), e.b};
      break;
    case EventType::maritime_traded:
      j["give"] = nonzero_counts_json(e.res);
      j["get"] = nonzero_counts_json(e.res2);
      key = "event.maritime_traded";
      args = {P, arg_cards(e.res), arg_cards(e.res2)};
      break;
    case EventType::trade_offered:
    case EventType::trade_countered:  // an offer, or a counter-offer to it: the same fields
      j["give"] = nonzero_counts_json(e.res);
      j["get"] = nonzero_counts_json(e.res2);
      key = e.type == EventType::trade_offered ? "event.trade_offered" : "event.trade_countered";
      args = {P, arg_cards(e.res), arg_cards(e.res2)};
      break;
    case EventType::trade_answered:
      j["accept"] = e.a == 1;
      key = e.a == 1 ? "event.trade_accepted" : "event.trade_rejected";
      args = json::array({P});
      break;
    case EventType::trade_completed:
      j["with"] = pl(e.other);
      j["give"] = nonzero_counts_json(e.res);
      j["get"] = nonzero_counts_json(e.res2);
      key = "event.trade_completed";
      args = {P, arg_cards(e.res), arg_player(e.other), arg_cards(e.res2)};
      break;
    case EventType::trade_cancelled:
      key = "event.trade_cancelled";
      args = json::array({P});
      break;
    case EventType::longest_road_changed:
      j["previous"] = pl(e.other);
      j["length"] = e.a;
      key = e.player >= 0 ? "event.longest_road_taken" : "event.longest_road_set_aside";
      args = e.player >= 0 ? json::array({P}) : json::array();
      break;
    case EventType::largest_army_changed:
      j["previous"] = pl(e.other);
      j["knights"] = e.a;
      key = e.player >= 0 ? "event.largest_army_taken" : "event.largest_army_set_aside";
      args = e.player >= 0 ? json::array({P}) : json::array();
      break;
    case EventType::turn_ended:
      j["next"] = pl(e.other);
      key = "event.turn_ended";
      args = {P, arg_player(e.other)};
      break;
    case EventType::game_won:
      j["points"] = e.a;
      key = "event.game_won";
      args = {P, e.a};
      break;
    default:
      break;
  }
  return with_text(std::move(j), key, std::move(args));
}

}  // namespace catan
