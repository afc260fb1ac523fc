// Bot-vs-bot games through GameMatch (match_arena.hpp).
#include "engine/platform/match_arena.hpp"

#include <chrono>
#include <cmath>

#include "engine/core/json_text.hpp"
#include "engine/platform/match_bots.hpp"

namespace catan {

void wilson95(int k, int n, double& low, double& high) {
  if (n <= 0) { low = 0; high = 1; return; }
  const double z = 1.959964, p = double(k) / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
  low = centre - half < 0 ? 0 : centre - half;
  high = centre + half > 1 ? 1 : centre + half;
}

ArenaResult run_match_arena(const GameEntry& game, const std::vector<std::string>& levels, int games, uint64_t seed,
                            long long max_actions) {
  ArenaResult res;
  const auto t0 = std::chrono::steady_clock::now();
  const int seats = int(levels.size());
  std::vector<const MatchBot*> bots;
  for (const auto& lv : levels) {
    const MatchBot* b = find_match_bot(game.info.name, lv);
    if (!b) { res.failure = "no bot \"" + lv + "\" for " + game.info.name; return res; }
    bots.push_back(b);
  }
  for (int g = 0; g < games && res.failure.empty(); ++g) {
    nlohmann::json config = default_config(game.info, seed + uint64_t(g));
    config["players"] = seats;
    auto m = game.make();
    if (std::string e = m->create(dump_json(config)); !e.empty()) { res.failure = e; break; }
    const int subject_seat = g % seats;
    std::vector<int> level_of(size_t(seats), 0);
    for (int i = 0; i < seats; ++i) level_of[size_t((subject_seat + i) % seats)] = i;
    Rng rng = Rng::from_seed(seed * 7919 + uint64_t(g));
    long long n = 0;
    for (; !m->terminal() && n < max_actions; ++n) {
      const nlohmann::json pend = nlohmann::json::parse(m->pending());
      if (pend.empty()) break;
      const int seat = pend[0].get<int>();
      const nlohmann::json view = nlohmann::json::parse(m->view(seat));
      const int i = bots[size_t(level_of[size_t(seat)])]->choose(view, rng);
      if (i < 0) { res.failure = "a bot found no action"; break; }
      const nlohmann::json r = nlohmann::json::parse(m->submit(dump_json(view["legal_actions"][size_t(i)])));
      if (!r.value("ok", false)) { res.failure = "a bot's action was refused: " + r.dump(); break; }
    }
    ++res.games;
    if (!m->terminal()) ++res.unfinished;
    else if (m->winner() == subject_seat) ++res.subject_wins;
  }
  wilson95(res.subject_wins, res.games, res.low, res.high);
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return res;
}

}  // namespace catan
