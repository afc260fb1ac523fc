#include "web/computer_player.hpp"

#include <nlohmann/json.hpp>

#include "engine/bots/bots.hpp"
#include "engine/core/json_text.hpp"

namespace catan::web {

std::string ComputerMove(const std::string& view_json, const std::string& level, uint64_t seed, int offer_limit) {
  using nlohmann::json;
  json view;
  Error perr;
  const bool parsed = parse_json(view_json, view, perr);
  bots::Level lv;
  if (!bots::parse_level(level, lv)) lv = bots::Level::strong;
  json action;
  Error err;
  if (!parsed || !bots::choose_action_json(view, lv, seed, action, err, offer_limit))
    return dump_json(json{{"error", {{"code", !parsed ? "bad_view" : err.code}, {"message", !parsed ? perr.message : err.message}}}});
  return dump_json(action);
}

}  // namespace catan::web
