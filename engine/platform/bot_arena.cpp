// Generic bot arena (bot_arena.hpp).
#include "engine/platform/bot_arena.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace catan {

using nlohmann::json;

void wilson_interval(int k, int n, double& lo, double& hi) {
  if (n == 0) { lo = 0; hi = 1; return; }
  const double z = 1.96, p = double(k) / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
  lo = std::max(0.0, centre - half);
  hi = std::min(1.0, centre + half);
}

int random_legal_action(const json& view, Rng& rng) {
  if (!view.is_object() || !view.contains("legal_actions") || !view["legal_actions"].is_array()) return -1;
  const json& acts = view["legal_actions"];
  std::vector<std::string> types;
  for (const auto& a : acts) {
    const std::string t = a.is_object() ? a.value("type", "") : "";
    if (std::find(types.begin(), types.end(), t) == types.end()) types.push_back(t);
  }
  if (types.empty()) return -1;
  const std::string& t = types[rng.below(uint32_t(types.size()))];
  int n = 0;
  for (const auto& a : acts) n += (a.is_object() ? a.value("type", "") : "") == t;
  int k = int(rng.below(uint32_t(n)));
  for (size_t i = 0; i < acts.size(); ++i)
    if ((acts[i].is_object() ? acts[i].value("type", "") : "") == t && k-- == 0) return int(i);
  return -1;
}

BotArenaResult play_bot_matches(const GameEntry& game, const json& config, const std::vector<std::string>& levels,
                                int games, long long max_actions) {
  BotArenaResult out;
  const auto t0 = std::chrono::steady_clock::now();
  long long finished_actions = 0;
  const uint64_t seed0 = config.value("seed", uint64_t(1));
  for (int g = 0; g < games; ++g) {
    json c = config;
    c["seed"] = seed0 + uint64_t(g);
    std::string err;
    auto m = new_match(c.dump(), err);
    if (!m) { out.failure = err; break; }
    const int seats = m->seat_count();
    const int subject = g % seats;
    std::vector<std::string> seat_level(static_cast<size_t>(seats));
    for (int s = 0, k = 1; s < seats; ++s)
      seat_level[size_t(s)] = s == subject ? levels[0] : levels[std::min(size_t(k++), levels.size() - 1)];
    long long n = 0;
    while (!m->terminal() && n < max_actions) {
      const json pend = json::parse(m->pending());
      if (pend.empty()) break;
      const int seat = pend[0];
      const json view = json::parse(m->view(seat));
      json action;
      std::string why;
      const uint64_t dseed = (uint64_t(c["seed"]) * 0x9E3779B97F4A7C15ull) ^ (uint64_t(m->version()) << 8) ^ uint64_t(seat);
      if (!game.bot(view, seat_level[size_t(seat)], dseed, action, why)) { out.failure = why; break; }
      const json r = json::parse(m->submit(action.dump(), false));
      if (!r.value("ok", false)) { out.failure = "bot action refused: " + r.dump(); break; }
      ++n;
    }
    ++out.games;
    if (!out.failure.empty()) break;
    if (m->terminal() && m->winner() >= 0) {
      ++out.finished;
      finished_actions += n;
      if (m->winner() == subject) ++out.subject_wins;
    }
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  out.avg_actions = out.finished ? double(finished_actions) / out.finished : 0;
  wilson_interval(out.subject_wins, out.games, out.lo, out.hi);
  return out;
}

}  // namespace catan
