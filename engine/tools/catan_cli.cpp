// catan-cli: native command-line front door to the engine (issue 3).
//   new   --game base --players N --seed S --board beginner|random [--options JSON]
//   legal STATE.json [--player P]
//   apply STATE.json < actions (JSON lines)    exit 2 on the first refused action
//   view  STATE.json --player P
//   play  --game base --players N --games G --seed S [--board B] [--check] [--deep K]
// Exit codes: 0 ok, 1 usage or unreadable input, 2 refused action, 4 internal failure.
// No input makes it abort: JSON is read with parse_json and written with dump_json
// (engine/core/json_text.hpp), and messages quote input only through quote_text.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

#include "engine/catan/game.hpp"
#include "engine/catan/playout.hpp"
#include "engine/core/json_text.hpp"
#include "engine/core/text.hpp"

using namespace catan;
using nlohmann::json;

namespace {

int usage() {
  std::cerr << "usage:\n"
               "  catan-cli new --game base --players N --seed S --board beginner|random [--options JSON]\n"
               "  catan-cli legal STATE.json [--player P]\n"
               "  catan-cli apply STATE.json < actions.jsonl\n"
               "  catan-cli view STATE.json --player P\n"
               "  catan-cli play --game base --players N --games G --seed S [--board B] [--check] [--deep K]\n"
               "  catan-cli bench-bots --games G --seed S --levels strong,easy,easy,easy [--game base|two-player]\n"
               "                       [--players P] [--board B] [--max-turns T] [--via-json]\n";
  return 1;
}

struct Args {
  std::string cmd, file;
  std::map<std::string, std::string> opt;
  bool has(const std::string& k) const { return opt.count(k) > 0; }
  std::string get(const std::string& k, const std::string& def) const {
    auto it = opt.find(k);
    return it == opt.end() ? def : it->second;
  }
};

bool parse_args(int argc, char** argv, Args& a) {
  if (argc < 2) return false;
  a.cmd = argv[1];
  for (int i = 2; i < argc; ++i) {
    std::string s = argv[i];
    if (s.rfind("--", 0) == 0) {
      std::string key = s.substr(2);
      if (key == "check") { a.opt[key] = "1"; continue; }
      if (i + 1 >= argc) return false;
      a.opt[key] = argv[++i];
    } else if (a.file.empty()) {
      a.file = s;
    } else {
      return false;
    }
  }
  return true;
}

bool to_int(const std::string& s, long long& out) {
  try {
    size_t n = 0;
    out = std::stoll(s, &n);
    return n == s.size();
  } catch (...) {
    return false;
  }
}

// Prints a refusal as one JSON line on stderr.
void print_error(const Error& err) { std::cerr << dump_json(error_json(err)) << "\n"; }

bool load_game(const std::string& file, Game& g) {
  std::ifstream in(file, std::ios::binary);
  if (!in) { std::cerr << "cannot read " << quote_text(file, 200) << "\n"; return false; }
  std::ostringstream text;
  text << in.rdbuf();
  json j;
  Error err;
  if (!parse_json(text.str(), j, err) || !Game::from_json(j, g, err)) {
    print_error(err);
    return false;
  }
  return true;
}

bool make_config(const Args& a, Config& c) {
  json j{{"game", a.get("game", "base")}, {"board", a.get("board", "beginner")}};
  long long v;
  if (!to_int(a.get("players", "4"), v)) { std::cerr << "--players needs a number\n"; return false; }
  j["players"] = v;
  if (!to_int(a.get("seed", "1"), v) || v < 0) { std::cerr << "--seed needs a non-negative number\n"; return false; }
  j["seed"] = v;
  Error err;
  if (a.has("options")) {
    json o;
    if (!parse_json(a.get("options", "{}"), o, err)) { print_error({err.code, "--options: " + err.message}); return false; }
    j["options"] = std::move(o);
  }
  if (!config_from_json(j, c, err)) { print_error(err); return false; }
  return true;
}

int cmd_new(const Args& a) {
  Config c;
  if (!make_config(a, c)) return 1;
  Game g;
  Error err;
  if (!Game::create(c, g, err)) { print_error(err); return 1; }
  std::cout << dump_json(g.to_json()) << "\n";
  return 0;
}

int cmd_legal(const Args& a) {
  Game g;
  if (a.file.empty() || !load_game(a.file, g)) return 1;
  ActionList list;
  auto dump_for = [&](int p) {
    json arr = json::array();
    g.legal_actions(p, list);
    for (const auto& x : list) arr.push_back(action_to_json(x));
    return arr;
  };
  if (a.has("player")) {
    long long p;
    if (!to_int(a.get("player", ""), p)) { std::cerr << "--player needs a number\n"; return 1; }
    std::cout << dump_json(dump_for(int(p))) << "\n";
    return 0;
  }
  json out = json::object();
  std::array<int8_t, kMaxPlayers> pend{};
  int n = g.pending_players(pend);
  for (int i = 0; i < n; ++i) out[std::to_string(pend[i])] = dump_for(pend[i]);
  std::cout << dump_json(out) << "\n";
  return 0;
}

int cmd_apply(const Args& a) {
  Game g;
  if (a.file.empty() || !load_game(a.file, g)) return 1;
  std::string line;
  int index = 0;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    json j;
    Error err;
    Action act;
    const bool ok = parse_json(line, j, err) && action_from_json(j, act, err) && g.apply(act, err);
    if (!ok) {
      std::cerr << dump_json(json{{"index", index}, {"code", err.code}, {"message", err.message}}) << "\n";
      return 2;
    }
    ++index;
  }
  std::cout << dump_json(g.to_json()) << "\n";
  return 0;
}

int cmd_view(const Args& a) {
  Game g;
  if (a.file.empty() || !load_game(a.file, g)) return 1;
  long long p = -1;
  if (!to_int(a.get("player", "-1"), p)) { std::cerr << "--player needs a number\n"; return 1; }
  std::cout << dump_json(g.view(int(p))) << "\n";
  return 0;
}

int cmd_play(const Args& a) {
  Config c;
  if (!make_config(a, c)) return 1;
  long long games = 0, deep = 0;
  if (!to_int(a.get("games", "100"), games) || games < 1) { std::cerr << "--games needs a positive number\n"; return 1; }
  if (!to_int(a.get("deep", "0"), deep) || deep < 0) { std::cerr << "--deep needs a number\n"; return 1; }
  bool check = a.has("check");
  PlayoutStats st = play_random_games(c, int(games), check, check ? int(deep) : 0);
  json out{{"game", c.game}, {"players", c.players}, {"board", c.board}, {"games", st.games},
           {"finished", st.finished}, {"total_actions", st.actions}, {"wall_seconds", st.seconds},
           {"games_per_second", st.seconds > 0 ? st.games / st.seconds : 0.0},
           {"actions_per_second", st.seconds > 0 ? double(st.actions) / st.seconds : 0.0},
           {"cpu_seconds", st.cpu_seconds},
           {"games_per_cpu_second", st.cpu_seconds > 0 ? st.games / st.cpu_seconds : 0.0},
           {"actions_per_cpu_second", st.cpu_seconds > 0 ? double(st.actions) / st.cpu_seconds : 0.0},
           {"checked", check}, {"ok", st.failure.empty()}};
  if (!st.failure.empty()) out["failure"] = st.failure;
  std::cout << dump_json(out) << "\n";
  return st.failure.empty() ? 0 : 3;
}

}  // namespace

int bench_bots_main(int argc, char** argv);  // engine/tools/bench_bots.cpp

int run(int argc, char** argv) {
  if (argc >= 2 && std::string(argv[1]) == "bench-bots") return bench_bots_main(argc - 2, argv + 2);
  Args a;
  if (!parse_args(argc, argv, a)) return usage();
  if (a.cmd == "new") return cmd_new(a);
  if (a.cmd == "legal") return cmd_legal(a);
  if (a.cmd == "apply") return cmd_apply(a);
  if (a.cmd == "view") return cmd_view(a);
  if (a.cmd == "play") return cmd_play(a);
  return usage();
}

int main(int argc, char** argv) {
  // Last guard: nothing unforeseen (e.g. out of memory) may abort the process.
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    print_error({"internal", std::string("catan-cli failed: ") + e.what()});
    return 4;
  }
}
