// The base game module (§1) and the registry of board games by name.
#include <string>
#include <vector>

#include "engine/catan/match.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/catan/two_player/two_player.hpp"

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

std::vector<std::string> game_names() { return {"base", "two-player"}; }

const RuleModule* find_rules(const std::string& name) {
  if (name == "base") return &base_rules();
  if (name == "two-player") return &two_player_rules();
  return nullptr;
}

}  // namespace catan
