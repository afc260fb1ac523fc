// The base game module (§1) and its registry entry.
#include <string>
#include <vector>

#include "engine/catan/board_game.hpp"
#include "engine/catan/match.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/rules_internal.hpp"

namespace catan {
namespace {

class BaseRules final : public RuleModule {
 public:
  std::string_view name() const override { return "base"; }
};

}  // namespace

bool take_v1_slots(nlohmann::json& s, std::array<int64_t, 8>& variant, std::array<int64_t, kMaxPlayers>& tokens) {
  variant.fill(0);
  tokens.fill(0);
  if (!s.is_object()) return false;
  if (s.contains("variant")) {
    const auto& v = s["variant"];
    if (!v.is_array() || v.size() != variant.size()) return false;
    for (size_t i = 0; i < v.size(); ++i) {
      if (!v[i].is_number_integer()) return false;
      variant[i] = v[i].get<int64_t>();
    }
    s.erase("variant");
  }
  if (s.contains("variant_phase")) {
    if (s["variant_phase"] != 0) return false;  // no module used a sub-phase in version 1
    s.erase("variant_phase");
  }
  if (s.contains("players") && s["players"].is_array()) {
    auto& players = s["players"];
    for (size_t i = 0; i < players.size() && i < tokens.size(); ++i) {
      if (!players[i].is_object() || !players[i].contains("tokens")) continue;
      if (!players[i]["tokens"].is_number_integer()) return false;
      tokens[i] = players[i]["tokens"].get<int64_t>();
      players[i].erase("tokens");
    }
  }
  return true;
}

void RuleModule::produce(Ctx& c, int total) const { rules::produce(c, total); }

bool RuleModule::upgrade_v1_state(nlohmann::json& state) const {
  std::array<int64_t, 8> variant;
  std::array<int64_t, kMaxPlayers> tokens;
  if (!take_v1_slots(state, variant, tokens)) return false;
  for (auto v : variant) if (v != 0) return false;
  for (auto t : tokens) if (t != 0) return false;
  return true;
}

const RuleModule& base_rules() {
  static const BaseRules r;
  return r;
}

/// Registry entry of the base game (engine/games.cpp).
GameEntry base_game() {
  GameInfo i;
  i.name = "base";
  i.display_key = "game.base.name";
  i.display_name = "CATAN";
  i.blurb = "The base game for 3-4 players";
  i.min_seats = 3;
  i.max_seats = 4;
  i.default_seats = 4;
  return board_game_entry(std::move(i), base_rules());
}

std::vector<std::string> game_names() {
  std::vector<std::string> out;
  for (const auto& g : registered_games())
    if (g.board_rules) out.push_back(g.info.name);
  return out;
}

const RuleModule* find_rules(const std::string& name) {
  const GameEntry* g = find_game(name);
  return g ? g->board_rules : nullptr;
}

}  // namespace catan
