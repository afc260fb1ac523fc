// The base game module (§1) and its registry entry.
#include <string>
#include <vector>

#include "engine/catan/board_game.hpp"
#include "engine/catan/match.hpp"
#include "engine/catan/rule_module.hpp"

namespace catan {
namespace {

class BaseRules final : public RuleModule {
 public:
  std::string_view name() const override { return "base"; }
};

}  // namespace

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
