// catan-cli bench-bots: bot-vs-bot games with printed figures (issue 6).
//   catan-cli bench-bots [--games N] [--game NAME] [--players P]
//                        [--levels strong,easy,easy,easy] [--seed S] [--board beginner|random]
//                        [--max-turns T] [--via-json]
// NAME is any registered board game (the bots play the hex-board games); the
// seat count is clamped to the game's range (CATAN for Two: always 2).
// The first level is the subject; it is rotated through every seat (game i
// puts it on seat i mod P, the other levels keep their order), so the seat
// order advantage of setup (§1.4) is shared out. Prints the subject's win rate
// with a 95% Wilson interval, the other seats' rate, unfinished games (turn
// bound hit), average game length in turns, and mean / p99 decision time per
// level. Exit 0, 1 on usage errors, 3 if any game broke (illegal action, stall).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <charconv>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/bots/arena.hpp"
#include "engine/bots/value.hpp"
#include "engine/platform/bot_arena.hpp"
#include "engine/platform/registry.hpp"

using namespace catan;
using namespace catan::bots;

namespace {

// Wilson score interval for k successes in n trials at z = 1.96.
void wilson(int k, int n, double& lo, double& hi) {
  if (n == 0) { lo = 0; hi = 1; return; }
  const double z = 1.96, p = double(k) / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
  lo = std::max(0.0, centre - half);
  hi = std::min(1.0, centre + half);
}

// The whole of `s` as a decimal integer (optional leading '-'); false otherwise.
bool to_ll(const std::string& s, long long& out) {
  const char* end = s.data() + s.size();
  auto [p, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && p == end && !s.empty();
}

// The whole of `s` as a decimal number; false otherwise.
bool to_double(const std::string& s, double& out) {
  const char* end = s.data() + s.size();
  auto [p, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && p == end && !s.empty();
}

// Registered games the bots can play ("base|two-player").
std::string board_games() {
  std::string s;
  for (const auto& g : registered_games())
    if (g.board_rules) s += (s.empty() ? "" : "|") + g.info.name;
  return s;
}

int bench_usage() {
  std::fprintf(stderr,
               "usage: catan-cli bench-bots [--games N] [--game %s] [--players P]\n"
               "                            [--levels strong,easy,easy,easy] [--seed S] [--board beginner|random]\n"
               "                            [--max-turns T] [--via-json]\n"
               "                            [--weights name=value,...]   (strong-bot tuning, see value.hpp)\n",
               board_games().c_str());
  return 1;
}

}  // namespace

/// Games without the board-game bots but with a bot hook (GameEntry::bot): the generic
/// arena (engine/platform/bot_arena.hpp). Same flags; --levels names the game's levels.
static int generic_bench(const GameEntry& g, long long games, long long seed, const std::string& levels_arg) {
  std::vector<std::string> levels;
  for (size_t start = 0; start <= levels_arg.size();) {
    size_t end = levels_arg.find(',', start);
    if (end == std::string::npos) end = levels_arg.size();
    levels.push_back(levels_arg.substr(start, end - start));
    start = end + 1;
  }
  for (const auto& l : levels)
    if (std::find(g.bot_levels.begin(), g.bot_levels.end(), l) == g.bot_levels.end()) return bench_usage();
  nlohmann::json config = default_config(g.info, uint64_t(seed));
  if (int(levels.size()) >= g.info.min_seats && int(levels.size()) <= g.info.max_seats)
    config["players"] = int(levels.size());  // one seat per level (Struggle for Catan: 2-4)
  const BotArenaResult r = play_bot_matches(g, config, levels, int(games));
  nlohmann::json out{{"game", g.info.name}, {"levels", levels}, {"games", r.games}, {"finished", r.finished},
                     {"subject_wins", r.subject_wins}, {"subject_win_rate", r.games ? double(r.subject_wins) / r.games : 0.0},
                     {"win_rate_95", {r.lo, r.hi}}, {"avg_actions", r.avg_actions}, {"seconds", r.seconds}};
  if (!r.failure.empty()) out["failure"] = r.failure;
  std::printf("%s\n", out.dump(2).c_str());
  return r.failure.empty() ? 0 : 3;
}

/// Runs the bench-bots subcommand on the arguments after "bench-bots".
int bench_bots_main(int argc, char** argv) {
  for (int i = 0; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--game") {
      const GameEntry* g = find_game(argv[i + 1]);
      if (g && !g->board_rules && g->bot) {
        long long games = 200, seed = 1;
        std::string levels = g->bot_levels.empty() ? "" : g->bot_levels.back() + "," + g->bot_levels.front();
        for (int k = 0; k + 1 < argc; k += 2) {
          const std::string key = argv[k], val = argv[k + 1];
          if (key == "--games" && !(to_ll(val, games) && games > 0)) return bench_usage();
          if (key == "--seed" && !(to_ll(val, seed) && seed >= 0)) return bench_usage();
          if (key == "--levels") levels = val;
        }
        return generic_bench(*g, games, seed, levels);
      }
    }
  long long games = 200, players = 4, seed = 1, max_turns = 400;
  std::string levels_arg = "strong,easy,easy,easy", board = "random", game = registered_games().front().info.name;
  bool via_json = false;
  for (int i = 0; i < argc; ++i) {
    std::string k = argv[i];
    if (k == "--via-json") { via_json = true; continue; }
    if (i + 1 >= argc) return bench_usage();
    std::string val = argv[++i];
    bool ok = true;
    if (k == "--games") ok = to_ll(val, games) && games > 0;
    else if (k == "--players") ok = to_ll(val, players) && players >= 2 && players <= 4;
    else if (k == "--seed") ok = to_ll(val, seed) && seed >= 0;
    else if (k == "--max-turns") ok = to_ll(val, max_turns) && max_turns > 0;
    else if (k == "--levels") levels_arg = val;
    else if (k == "--board") board = val;
    else if (k == "--game") {
      game = val;
      const GameEntry* g = find_game(game);
      ok = g && g->board_rules;
    }
    else if (k == "--weights") {  // tuning: name=value,name=value (value.hpp StrongWeights)
      for (size_t start = 0; ok && start < val.size();) {
        size_t end = val.find(',', start);
        if (end == std::string::npos) end = val.size();
        std::string item = val.substr(start, end - start);
        size_t eq = item.find('=');
        double w = 0;
        ok = eq != std::string::npos && to_double(item.substr(eq + 1), w) && set_strong_weight(item.substr(0, eq), w);
        start = end + 1;
      }
    }
    else ok = false;
    if (!ok) return bench_usage();
  }
  const GameInfo& info = find_game(game)->info;
  players = std::clamp(players, (long long)info.min_seats, (long long)info.max_seats);
  std::vector<Level> levels;
  for (size_t start = 0; start <= levels_arg.size();) {
    size_t end = levels_arg.find(',', start);
    if (end == std::string::npos) end = levels_arg.size();
    Level l;
    if (!parse_level(levels_arg.substr(start, end - start), l)) return bench_usage();
    levels.push_back(l);
    start = end + 1;
  }
  while (int(levels.size()) < players) levels.push_back(levels.back());
  levels.resize(size_t(players));

  // Through the config reader, as every other entry builds one: the game's own defaults apply
  // (Cities & Knights is played to 13 VP; a bare Config says 10).
  Config config;
  Error config_err;
  if (!config_from_json(nlohmann::json{{"game", game}, {"players", players}, {"board", board}}, config, config_err)) {
    std::fprintf(stderr, "bench-bots: %s\n", config_err.message().c_str());
    return 2;
  }
  std::array<std::vector<double>, 3> times;
  ArenaOptions opt;
  opt.max_turns = int(max_turns);
  opt.via_json = via_json;
  for (int l = 0; l < 3; ++l) opt.decision_ms[size_t(l)] = &times[size_t(l)];

  // End-of-game averages per level: VP, settlements, cities, roads, cards bought, knights.
  std::array<std::array<double, 11>, 3> avg{};
  std::array<int, 3> avg_n{};
  std::array<int, 4> seat_wins{}, seat_games{};
  int subject_wins = 0, other_wins = 0, unfinished = 0;
  long long turn_sum = 0, finished_turn_sum = 0;
  std::string failure;
  auto t0 = std::chrono::steady_clock::now();
  for (long long i = 0; i < games; ++i) {
    config.seed = uint64_t(seed + i);
    const int subject_seat = int(i % players);
    std::vector<Level> seats;
    for (int s = 1; s < players; ++s) seats.push_back(levels[size_t(s)]);
    seats.insert(seats.begin() + subject_seat, levels[0]);
    GameResult r = play_bot_game(config, seats, opt);
    if (!r.failure.empty()) { failure = "seed " + std::to_string(config.seed) + ": " + r.failure; break; }
    for (int s = 0; s < players; ++s) {
      const auto& st = r.seats[size_t(s)];
      auto& a = avg[size_t(seats[size_t(s)])];
      a[0] += st.points; a[1] += st.settlements; a[2] += st.cities; a[3] += st.roads; a[4] += st.dev_bought; a[5] += st.knights;
      a[6] += st.longest_road; a[7] += st.largest_army; a[8] += st.vp_cards; a[9] += st.offers; a[10] += st.counters;
      ++avg_n[size_t(seats[size_t(s)])];
    }
    ++seat_games[size_t(subject_seat)];
    seat_wins[size_t(subject_seat)] += r.winner == subject_seat;
    turn_sum += r.turns;
    if (r.winner < 0) { ++unfinished; continue; }
    finished_turn_sum += r.turns;
    (r.winner == subject_seat ? subject_wins : other_wins)++;
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!failure.empty()) { std::printf("FAILED: %s\n", failure.c_str()); return 3; }

  const int n = int(games);
  double lo, hi;
  wilson(subject_wins, n, lo, hi);
  std::printf("bench-bots: %s, %d games, %d players, board %s, to %d VP, levels %s (subject rotated over seats), max %lld turns%s\n",
              game.c_str(), n, int(players), board.c_str(), config.options.vp_target, levels_arg.c_str(), max_turns,
              via_json ? ", view JSON path" : "");
  std::printf("  %-7s wins %4d / %d = %5.1f%%  95%% CI [%5.1f%%, %5.1f%%]\n", std::string(kLevelNames[int(levels[0])]).c_str(),
              subject_wins, n, 100.0 * subject_wins / n, 100 * lo, 100 * hi);
  std::printf("          by seat:");
  for (int s = 0; s < players; ++s)
    std::printf(" %d: %.1f%%", s, seat_games[size_t(s)] ? 100.0 * seat_wins[size_t(s)] / seat_games[size_t(s)] : 0.0);
  std::printf("\n");
  wilson(other_wins, n, lo, hi);
  std::printf("  others  wins %4d / %d = %5.1f%%  95%% CI [%5.1f%%, %5.1f%%]\n", other_wins, n, 100.0 * other_wins / n,
              100 * lo, 100 * hi);
  wilson(unfinished, n, lo, hi);
  std::printf("  unfinished (turn bound) %d / %d = %.1f%%\n", unfinished, n, 100.0 * unfinished / n);
  std::printf("  game length: %.1f turns on average (%.1f over finished games)\n", double(turn_sum) / n,
              n - unfinished > 0 ? double(finished_turn_sum) / (n - unfinished) : 0.0);
  for (int l = 0; l < 3; ++l) {
    auto& t = times[size_t(l)];
    if (t.empty()) continue;
    double sum = 0;
    for (double x : t) sum += x;
    std::sort(t.begin(), t.end());
    const double p99 = t[std::min(t.size() - 1, size_t(double(t.size()) * 0.99))];
    std::printf("  decision time %-7s mean %.3f ms  p99 %.3f ms  max %.3f ms  (%zu decisions)\n",
                std::string(kLevelNames[l]).c_str(), sum / double(t.size()), p99, t.back(), t.size());
  }
  for (int l = 0; l < 3; ++l) {
    if (!avg_n[size_t(l)]) continue;
    const auto& a = avg[size_t(l)];
    const double k = avg_n[size_t(l)];
    std::printf("  at the end, %-7s averages %.2f VP, %.2f settlements, %.2f cities, %.2f roads, %.2f development cards, %.2f knights;\n"
                "          Longest Road %.0f%%, Largest Army %.0f%%, %.2f VP cards; %.1f domestic offers, %.1f counter-offers a game\n",
                std::string(kLevelNames[l]).c_str(), a[0] / k, a[1] / k, a[2] / k, a[3] / k, a[4] / k, a[5] / k,
                100 * a[6] / k, 100 * a[7] / k, a[8] / k, a[9] / k, a[10] / k);
  }
  std::printf("  wall time %.1f s\n", wall);
  return 0;
}
