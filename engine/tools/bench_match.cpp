// catan-cli bench-match: bot-vs-bot games of a game played through GameMatch with match
// bots (engine/platform/match_bots.hpp), e.g. Struggle for Catan:
//   catan-cli bench-match --game struggle --levels easy,random [--games G] [--seed S]
// levels[0] is the subject, rotated over the seats; the seat count is the number of levels.
// Prints the subject's wins with a 95% Wilson interval as one JSON line.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/platform/match_arena.hpp"
#include "engine/platform/registry.hpp"

using namespace catan;

int bench_match_main(int argc, char** argv) {
  std::string game = "struggle", levels = "easy,random";
  long long games = 200, seed = 1;
  for (int i = 0; i + 1 < argc; i += 2) {
    const std::string k = argv[i], v = argv[i + 1];
    if (k == "--game") game = v;
    else if (k == "--levels") levels = v;
    else if (k == "--games") games = std::atoll(v.c_str());
    else if (k == "--seed") seed = std::atoll(v.c_str());
    else { std::fprintf(stderr, "usage: catan-cli bench-match --game NAME --levels a,b[,c,d] [--games G] [--seed S]\n"); return 1; }
  }
  if (argc % 2 != 0 || games < 1 || seed < 0) {
    std::fprintf(stderr, "usage: catan-cli bench-match --game NAME --levels a,b[,c,d] [--games G] [--seed S]\n");
    return 1;
  }
  const GameEntry* g = find_game(game);
  if (!g) { std::fprintf(stderr, "unknown game %s\n", game.c_str()); return 1; }
  std::vector<std::string> lv;
  for (size_t a = 0; a <= levels.size();) {
    size_t b = levels.find(',', a);
    if (b == std::string::npos) b = levels.size();
    lv.push_back(levels.substr(a, b - a));
    a = b + 1;
  }
  const ArenaResult r = run_match_arena(*g, lv, int(games), uint64_t(seed));
  nlohmann::json out{{"game", game}, {"levels", lv}, {"games", r.games}, {"subject_wins", r.subject_wins},
                     {"win_rate", r.games ? double(r.subject_wins) / r.games : 0.0},
                     {"ci95", {r.low, r.high}}, {"unfinished", r.unfinished}, {"seconds", r.seconds},
                     {"ok", r.failure.empty()}};
  if (!r.failure.empty()) out["failure"] = r.failure;
  std::printf("%s\n", out.dump().c_str());
  return r.failure.empty() ? 0 : 3;
}
