#include "web/local_table.hpp"

#include <nlohmann/json.hpp>

#include "engine/catan/match.hpp"

namespace catan::web {

namespace {
// The engine's error JSON {"code","message"} as one readable line.
std::string Readable(const std::string& error_json) {
  auto j = nlohmann::json::parse(error_json, nullptr, false);
  if (j.is_object() && j.contains("message") && j["message"].is_string()) return j["message"].get<std::string>();
  return error_json;
}
}  // namespace

std::unique_ptr<LocalTable> LocalTable::Create(const std::string& config_json, std::string& error) {
  auto t = std::make_unique<LocalTable>();
  std::string e;
  t->match_ = new_match(config_json, e);
  if (!t->match_) { error = Readable(e); return nullptr; }
  return t;
}

std::unique_ptr<LocalTable> LocalTable::Load(const std::string& save_json, std::string& error) {
  auto t = std::make_unique<LocalTable>();
  std::string e;
  t->match_ = load_match(save_json, e);
  if (!t->match_) { error = Readable(e); return nullptr; }
  return t;
}

std::string LocalTable::submit(const std::string& action_json) {
  // Chance outcomes are for engine tests and peer hosts only: a click never carries one.
  return match_->submit(action_json, /*allow_chance=*/false);
}

bool LocalTable::player_view(int seat, catan::PlayerView& out) const {
  const auto* board = dynamic_cast<const catan::Match*>(match_.get());
  if (!board) return false;
  board->game().player_view(seat, out);
  return true;
}

std::vector<int> LocalTable::pending() const {
  std::vector<int> out;
  auto j = nlohmann::json::parse(match_->pending(), nullptr, false);
  if (j.is_array()) for (const auto& p : j) if (p.is_number_integer()) out.push_back(p.get<int>());
  return out;
}

}  // namespace catan::web
