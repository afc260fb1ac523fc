// Computer players of the card game, reading only a seat's view JSON:
//  * random: a uniformly random action type among the legal ones, then a
//    uniformly random action of that type (the platform's baseline policy);
//  * easy:   fixed priorities: city > settlement (Scout first) > expansions with
//    points or tokens > road toward a settlement > attacks and Merchant/Spy >
//    bank trades from the largest stock to the scarcest resource; always
//    answers a duel when it can; draws from the largest stack; takes the
//    resource it has least of; declines offers.
//  * strong: bot_strong.cpp.
#include <algorithm>
#include <map>

#include "engine/cardgame/bot.hpp"
#include "engine/cardgame/cardgame.hpp"
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

// Worth of an expansion card for the easy level (points first, then tokens, then the rest).
int card_worth(const std::string& type) {
  static const std::map<std::string, int> w = {
      {"colossus", 90},     {"town_hall", 80},   {"library", 80},       {"abbey", 75},        {"aqueduct", 70},
      {"bath_house", 70},   {"church", 70},      {"merchant_guild", 65}, {"counting_house", 60}, {"karl", 60},
      {"goetz", 58},        {"marketplace", 55}, {"otto", 52},          {"walter", 50},       {"conrad", 48},
      {"harbor", 45},       {"garrison", 44},    {"mint", 40},          {"smithy", 38},       {"falk", 36},
      {"pippin", 34},       {"hagen", 33},       {"siegfried", 32},     {"brick_factory", 30}, {"foundry", 30},
      {"grain_mill", 30},   {"sawmill", 30},     {"woolen_mill", 30},   {"ore_fleet", 28},    {"grain_fleet", 28},
      {"brick_fleet", 26},  {"lumber_fleet", 26}, {"wool_fleet", 26},   {"gold_fleet", 27},   {"merchant", 25},
      {"spy", 24},          {"brigands", 22},    {"black_knight", 20},  {"arsonist", 20},     {"bishop", 18},
      {"herb_woman", 15},   {"caravan", 15},     {"scout", 14},         {"alchemist", 12}};
  auto it = w.find(type);
  return it == w.end() ? 0 : it->second;
}

int type_of_card_id(const json& view, int id) {
  (void)view;
  return int(card(id).type);
}

std::string name_of(int id) { return info(card(id).type).name; }

json pick_random(const json& legal, Rng& rng) {
  std::vector<std::string> types;
  for (const auto& a : legal) {
    const std::string t = a["type"];
    if (std::find(types.begin(), types.end(), t) == types.end()) types.push_back(t);
  }
  const std::string t = types[rng.below(uint32_t(types.size()))];
  std::vector<const json*> of;
  for (const auto& a : legal)
    if (a["type"] == t) of.push_back(&a);
  return *of[rng.below(uint32_t(of.size()))];
}

}  // namespace

json easy_action(const json& view, const json& legal, Rng& rng) {
  const int me = view["viewer"];
  const json& mine = view["players"][size_t(me)];
  const json& res = mine["resources"];
  auto first_of = [&](const char* type) -> const json* {
    for (const auto& a : legal)
      if (a["type"] == type) return &a;
    return nullptr;
  };
  auto best_by = [&](const char* type, auto score) -> const json* {
    const json* best = nullptr;
    int bs = -1000000;
    for (const auto& a : legal)
      if (a["type"] == type) {
        const int sc = score(a);
        if (sc > bs) { bs = sc; best = &a; }
      }
    return best;
  };
  auto scarcity = [&](const std::string& r) { return -res.value(r, 0) * 10 + (r == "gold" ? -5 : 0); };
  // decisions
  if (const json* a = first_of("answer")) return *a;
  if (first_of("no_answer")) return *first_of("no_answer");
  if (first_of("ready")) return *first_of("ready");
  if (const json* a = best_by("take_card", [&](const json& x) { return card_worth(name_of(x["card"])); })) {
    if (!first_of("pass") || card_worth(name_of((*a)["card"])) > 0) return *a;
  }
  if (const json* a = best_by("choose_resource", [&](const json& x) { return scarcity(x["resource"]); })) return *a;
  if (const json* a = best_by("put_under", [&](const json& x) { return -card_worth(name_of(x["card"])) * 10 - int(x["stack"]); }))
    return *a;
  if (first_of("decline")) return *first_of("decline");
  if (const json* a = first_of("pick_card")) return *a;
  if (first_of("choose_stack") && !first_of("pass")) return *first_of("choose_stack");
  if (first_of("pass")) return *first_of("pass");
  if (const json* a = first_of("roll")) return *a;
  // action phase
  if (const json* a = first_of("build_city")) return *a;
  if (const json* a = first_of("play_scout")) return *a;
  if (const json* a = first_of("build_settlement")) return *a;
  if (const json* a = best_by("build_expansion", [&](const json& x) {
        const std::string t = name_of(x["card"]);
        // red cards want city sites; keep the inner sites for green ones
        return card_worth(t) * 10 - int(x["site"]);
      }))
    return *a;
  if (const json* a = first_of("build_road")) return *a;
  for (const char* t : {"merchant", "spy", "brigands", "black_knight", "arsonist"})
    for (const auto& a : legal)
      if (a["type"] == "play_action" && name_of(a["card"]) == t) return a;
  if (const json* a = best_by("trade", [&](const json& x) {
        const std::string give = x["give"], get = x["get"];
        if (get == "gold") return -1000000;
        return res.value(give, 0) * 10 + scarcity(get);
      })) {
    const std::string give = (*a)["give"];
    if (res.value(give, 0) >= 4 || give == "gold") return *a;
  }
  if (const json* a = first_of("end_actions")) return *a;
  // refill
  if (const json* a = best_by("draw", [&](const json& x) { return int(view["stacks"][size_t(int(x["stack"]))]["count"]); }))
    return *a;
  if (const json* a = first_of("end_turn")) return *a;
  (void)rng;
  (void)type_of_card_id;
  return legal[0];
}

bool choose_bot_action(const json& view, const std::string& level, uint64_t seed, json& action, std::string& error) {
  if (!view.is_object() || !view.contains("legal_actions") || !view["legal_actions"].is_array() ||
      view["legal_actions"].empty()) {
    error = "the view has no legal actions";
    return false;
  }
  Rng rng = Rng::from_seed(seed);
  if (level == "random") action = pick_random(view["legal_actions"], rng);
  else if (level == "easy") action = easy_action(view, view["legal_actions"], rng);
  else if (level == "strong") action = strong_action(view, view["legal_actions"], rng);
  else { error = "unknown level \"" + level + "\" (random, easy, strong)"; return false; }
  return true;
}

}  // namespace catan::cardgame
