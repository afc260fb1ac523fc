// The catalogue's "sv" texts (engine/text/catalogue.hpp): only a few are translated yet, the
// resource names (the official Swedish terms: tegel, virke, ull, säd, malm), two refusals, one
// parser error, one host refusal, one event line and three quick messages; every other key falls back to English. A translation adds {"key", "text"}
// lines here.
#include "engine/text/catalogue.hpp"

namespace catan::text {
namespace {

const Entry kSvEntries[] = {
    {"error.field.out_of_range", "%s utanför intervallet %s..%s"},
    {"error.host.not_remote", "Plats %s spelas inte från en annan enhet."},
    {"event.produced", "%s fick %s"},
    {"refuse.not_your_turn_act", "det är inte din tur att agera"},
    {"refuse.road_costs_1_brick_1_lumber", "en väg kostar 1 tegel och 1 virke"},
    {"resource.brick", "Tegel"},
    {"ui.say.preset.gl", "Lycka till!"},
    {"ui.say.preset.thanks", "Tack!"},
    {"ui.say.preset.wp", "Bra spelat"},
    {"resource.grain", "Säd"},
    {"resource.lumber", "Virke"},
    {"resource.ore", "Malm"},
    {"resource.wool", "Ull"},
    {"resource_word.brick", "tegel"},
    {"resource_word.grain", "säd"},
    {"resource_word.lumber", "virke"},
    {"resource_word.ore", "malm"},
    {"resource_word.wool", "ull"},
};

}  // namespace

const Table& table_sv() {
  static const Table t{kSvEntries, sizeof(kSvEntries) / sizeof(kSvEntries[0])};
  return t;
}

}  // namespace catan::text
