// The built-in match bots (match_bots.hpp), one line per game, and the random bot.
#include "engine/platform/match_bots.hpp"

namespace catan {

int random_match_action(const nlohmann::json& view, Rng& rng) {
  const nlohmann::json& acts = view["legal_actions"];
  std::vector<std::string> types;
  for (const auto& a : acts) {
    const std::string t = a.value("type", "");
    bool seen = false;
    for (const auto& x : types) seen = seen || x == t;
    if (!seen) types.push_back(t);
  }
  if (types.empty()) return -1;
  const std::string& t = types[rng.below(uint32_t(types.size()))];
  int n = 0;
  for (const auto& a : acts) n += a.value("type", "") == t;
  int k = int(rng.below(uint32_t(n)));
  for (size_t i = 0; i < acts.size(); ++i)
    if (acts[i].value("type", "") == t && k-- == 0) return int(i);
  return -1;
}

const std::vector<MatchBot>& match_bots() {
  static const std::vector<MatchBot> all = [] {
    std::vector<MatchBot> out;
    { extern void add_struggle_bots(std::vector<MatchBot>&); add_struggle_bots(out); }  // engine/struggle/bots.cpp
    return out;
  }();
  return all;
}

const MatchBot* find_match_bot(std::string_view game, std::string_view level) {
  for (const MatchBot& b : match_bots())
    if (b.game == game && b.level == level) return &b;
  if (level == "random") {
    static MatchBot any{"", "random", random_match_action};
    return &any;
  }
  return nullptr;
}

}  // namespace catan
