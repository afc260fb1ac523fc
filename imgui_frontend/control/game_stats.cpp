#include "imgui_frontend/control/game_stats.hpp"

#include <nlohmann/json.hpp>

#include "engine/core/resources.hpp"

namespace catan::ui {

namespace {

using nlohmann::json;

// Cards in a {"grain":2,...} object, added to `by` (if given); returns the total.
int Add(const json& counts, std::array<int, 5>* by) {
  int total = 0;
  if (!counts.is_object()) return 0;
  for (int r = 0; r < 5; ++r) {
    const auto it = counts.find(std::string(catan::kResourceNames[r]));
    if (it == counts.end() || !it->is_number_integer()) continue;
    const int n = it->get<int>();
    total += n;
    if (by) (*by)[size_t(r)] += n;
  }
  return total;
}

int ResourceIndex(const json& name) {
  if (!name.is_string()) return -1;
  for (int r = 0; r < 5; ++r)
    if (name.get<std::string>() == catan::kResourceNames[r]) return r;
  return -1;
}

PlayerStats* At(std::vector<PlayerStats>& ps, const json& e, const char* field) {
  const auto it = e.find(field);
  if (it == e.end() || !it->is_number_integer()) return nullptr;
  const int p = it->get<int>();
  if (p < 0 || p > 16) return nullptr;
  if (size_t(p) >= ps.size()) ps.resize(size_t(p) + 1);
  return &ps[size_t(p)];
}

void Count(GameStats& st, const json& e) {
  const std::string type = e.value("type", "");
  PlayerStats* p = At(st.players, e, "player");
  if (type == "dice_rolled") {
    const int t = e.value("total", 0);
    if (t >= 2 && t <= 12) ++st.dice[size_t(t)], ++st.rolls;
  } else if (!p) {
    return;
  } else if (type == "produced" || type == "starting_resources" || type == "year_of_plenty_taken") {
    p->gained_total += Add(e.value("resources", json()), &p->gained);
  } else if (type == "monopoly_taken") {
    const int r = ResourceIndex(e.value("resource", json())), n = e.value("count", 0);
    if (r >= 0) p->gained[size_t(r)] += n;
    p->gained_total += n;
  } else if (type == "stolen") {
    ++p->stolen;
    ++p->gained_total;
    const int r = ResourceIndex(e.value("resource", json()));
    if (r >= 0) ++p->gained[size_t(r)];
    if (PlayerStats* v = At(st.players, e, "victim")) ++v->lost_to_robber;
  } else if (type == "maritime_traded") {
    p->bank_given += Add(e.value("give", json()), nullptr);
    p->bank_got += Add(e.value("get", json()), nullptr);
    ++p->trades;
  } else if (type == "trade_completed") {
    const int give = Add(e.value("give", json()), nullptr), get = Add(e.value("get", json()), nullptr);
    p->player_given += give, p->player_got += get, ++p->trades;
    if (PlayerStats* w = At(st.players, e, "with")) w->player_given += get, w->player_got += give, ++w->trades;
  }
}

}  // namespace

GameStats StatsFromSave(const Host& host, const std::string& save_text) {
  GameStats st;
  const json save = json::parse(save_text, nullptr, false);
  if (!save.is_object() || !save.contains("config") || !save.contains("log") || !save["log"].is_array()) return st;
  std::string err;
  auto table = host.create(save["config"].dump(), err);
  if (!table) return st;
  for (const auto& action : save["log"]) {
    const json r = json::parse(table->submit(action.dump()), nullptr, false);
    if (!r.is_object() || !r.value("ok", false)) return GameStats{};
    if (r.contains("events") && r["events"].is_array())
      for (const auto& e : r["events"]) Count(st, e);
  }
  st.ok = true;
  return st;
}

}  // namespace catan::ui
