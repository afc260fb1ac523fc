#include "web/computer_player.hpp"

#include <nlohmann/json.hpp>

#include "engine/bots/bots.hpp"

namespace catan::web {

std::string ComputerMove(const std::string& view_json, const std::string& level, uint64_t seed, int offer_limit) {
  using nlohmann::json;
  const json view = json::parse(view_json, nullptr, false);
  bots::Level lv;
  if (!bots::parse_level(level, lv)) lv = bots::Level::strong;
  json action;
  Error err;
  if (view.is_discarded() || !bots::choose_action_json(view, lv, seed, action, err, offer_limit))
    return json{{"error", {{"code", view.is_discarded() ? "bad_view" : err.code}, {"message", err.message}}}}.dump();
  return action.dump();
}

}  // namespace catan::web
