// Event -> JSON with a printable English text (docs/protocol.md "Events").
#include <string>

#include "engine/catan/event.hpp"
#include "engine/catan/module_codec.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/types.hpp"

namespace catan {
namespace {

using nlohmann::json;

std::string who(int p) { return player_text(p); }
json pl(int p) { return p < 0 ? json(nullptr) : json(p); }

}  // namespace

std::string player_text(int p) { return p < 0 ? std::string("nobody") : "Player " + std::to_string(p); }

json event_to_json(const RuleModule& rules, const Event& e, int viewer) {
  const bool show = !e.secret || viewer == -2 || viewer == e.player || (e.other >= 0 && viewer == e.other);
  if (int(e.type) >= kModuleEventFirst) {  // the module's own type: its codec writes it
    const ModuleCodec* c = rules.codec();
    const size_t i = size_t(int(e.type) - kModuleEventFirst);
    json j{{"type", c && i < c->events.size() ? json(c->events[i]) : json(nullptr)}, {"player", pl(e.player)}};
    std::string t;
    if (c && c->write_event && i < c->events.size()) c->write_event(e, show, j, t);
    j["text"] = t;
    return j;
  }
  json j{{"type", kEventNames[int(e.type)]}, {"player", pl(e.player)}};
  std::string t;
  const std::string P = who(e.player);
  switch (e.type) {
    case EventType::dice_rolled:
      j["dice"] = {e.a, e.b};
      j["total"] = e.a + e.b;
      t = P + " rolled " + std::to_string(e.a) + "+" + std::to_string(e.b) + " = " + std::to_string(e.a + e.b);
      break;
    case EventType::seven_rerolled:
      j["dice"] = {e.a, e.b};
      t = P + " rolled a 7 in the first two rounds; rolling again";
      break;
    case EventType::produced:
      j["resources"] = nonzero_counts_json(e.res);
      t = P + " received " + counts_text(e.res);
      break;
    case EventType::starting_resources:
      j["resources"] = nonzero_counts_json(e.res);
      t = P + " took starting resources: " + counts_text(e.res);
      break;
    case EventType::production_shortage:
      j["resource"] = kCardKindNames[e.a];
      j["missing"] = e.b;
      t = "The bank is short of " + std::string(kCardKindNames[e.a]) +
          (e.player >= 0 ? ": " + P + " takes what is left" : ": nobody receives it");
      break;
    case EventType::discard_required:
      j["count"] = e.b;
      t = P + " must discard " + std::to_string(e.b) + " cards";
      break;
    case EventType::discarded:
      j["resources"] = nonzero_counts_json(e.res);
      t = P + " discarded " + counts_text(e.res);
      break;
    case EventType::robber_moved:
      j["hex"] = e.a;
      t = P + " moved the robber to hex " + std::to_string(e.a);
      break;
    case EventType::stolen:
      j["victim"] = pl(e.other);
      if (show) j["resource"] = kCardKindNames[e.a];
      t = P + " stole " + (show ? std::string(kCardKindNames[e.a]) : std::string("a card")) + " from " + who(e.other);
      break;
    case EventType::nothing_to_steal:
      t = P + " had nobody to rob";
      break;
    case EventType::road_built:
      j["edge"] = e.a;
      t = P + " built a road";
      break;
    case EventType::settlement_built:
      j["vertex"] = e.a;
      t = P + " built a settlement";
      break;
    case EventType::city_built:
      j["vertex"] = e.a;
      t = P + " built a city";
      break;
    case EventType::development_card_bought:
      if (show) j["card"] = kDevCardNames[e.a];
      t = P + " bought a development card" + (show ? " (" + std::string(kDevCardNames[e.a]) + ")" : "");
      break;
    case EventType::development_card_played:
      j["card"] = kDevCardNames[e.a];
      t = P + " played " + std::string(kDevCardNames[e.a]);
      break;
    case EventType::year_of_plenty_taken:
      j["resources"] = nonzero_counts_json(e.res);
      t = P + " took " + counts_text(e.res) + " from the bank";
      break;
    case EventType::monopoly_taken:
      j["resource"] = kResourceNames[e.a];
      j["count"] = e.b;
      t = P + " took all " + std::string(kResourceNames[e.a]) + " (" + std::to_string(e.b) + " cards)";
      break;
    case EventType::maritime_traded:
      j["give"] = nonzero_counts_json(e.res);
      j["get"] = nonzero_counts_json(e.res2);
      t = P + " traded " + counts_text(e.res) + " to the bank for " + counts_text(e.res2);
      break;
    case EventType::trade_offered:
      j["give"] = nonzero_counts_json(e.res);
      j["get"] = nonzero_counts_json(e.res2);
      t = P + " offers " + counts_text(e.res) + " for " + counts_text(e.res2);
      break;
    case EventType::trade_answered:
      j["accept"] = e.a == 1;
      t = P + (e.a == 1 ? " accepts the offer" : " rejects the offer");
      break;
    case EventType::trade_completed:
      j["with"] = pl(e.other);
      j["give"] = nonzero_counts_json(e.res);
      j["get"] = nonzero_counts_json(e.res2);
      t = P + " traded " + counts_text(e.res) + " with " + who(e.other) + " for " + counts_text(e.res2);
      break;
    case EventType::trade_cancelled:
      t = P + " withdrew the offer";
      break;
    case EventType::longest_road_changed:
      j["previous"] = pl(e.other);
      j["length"] = e.a;
      t = e.player >= 0 ? P + " now holds Longest Road" : "Longest Road is set aside";
      break;
    case EventType::largest_army_changed:
      j["previous"] = pl(e.other);
      j["knights"] = e.a;
      t = e.player >= 0 ? P + " now holds Largest Army" : "Largest Army is set aside";
      break;
    case EventType::turn_ended:
      j["next"] = pl(e.other);
      t = P + " ended the turn; " + who(e.other) + " is next";
      break;
    case EventType::game_won:
      j["points"] = e.a;
      t = P + " wins with " + std::to_string(e.a) + " victory points";
      break;
    default:
      break;
  }
  j["text"] = t;
  return j;
}

}  // namespace catan
