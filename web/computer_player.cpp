#include "web/computer_player.hpp"

#include <nlohmann/json.hpp>

#include "engine/bots/bots.hpp"
#include "engine/core/json_text.hpp"

namespace catan::web {

std::string ComputerMove(const PlayerView& view, const std::string& level, uint64_t seed, int offer_limit) {
  using nlohmann::json;
  bots::Level lv;
  if (!bots::parse_level(level, lv)) lv = bots::Level::strong;
  json action;
  Error err;
  if (!bots::choose_action_view(view, lv, seed, action, err, offer_limit))
    return dump_json(json{{"error", error_json(err)}});
  return dump_json(action);
}

}  // namespace catan::web
