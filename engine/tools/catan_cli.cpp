// catan-cli: native command-line front door to the engine (issue 3).
//   games                                      the registered games and their options (JSON)
//   new   --game NAME --players N --seed S [--board beginner|random] [--options JSON]
//   new   --scenario FILE [--seed S]           a game from a position (docs/scenario.md)
//   export-scenario STATE.json                 the scenario of a saved game's position
//   legal STATE.json [--player P]
//   apply STATE.json [--events FILE [--player P]] < actions (JSON lines)
//                                              exit 2 on the first refused action
//   view  STATE.json --player P
//   play  --game NAME --players N --games G --seed S [--board B] [--check] [--deep K]
// Every game comes from the registry (engine/platform/registry.hpp) and is
// driven through its GameMatch; NAME defaults to the first registered game.
// Exit codes: 0 ok, 1 usage or unreadable input, 2 refused action, 4 internal failure.
// No input makes it abort: JSON is read with parse_json and written with dump_json
// (engine/core/json_text.hpp), and messages quote input only through quote_text.
#include <charconv>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

#include "engine/text/catalogue.hpp"
#include "engine/catan/match.hpp"
#include "engine/catan/scenario.hpp"
#include "engine/platform/playout.hpp"
#include "engine/platform/registry.hpp"
#include "engine/core/json_text.hpp"
#include "engine/core/text.hpp"

using namespace catan;
using nlohmann::json;

namespace {

// "base|two-player|..." from the registry.
std::string game_list() {
  std::string s;
  for (const auto& g : registered_games()) s += (s.empty() ? "" : "|") + g.info.name;
  return s;
}

int usage() {
  const std::string games = game_list();
  std::cerr << "usage:\n"
               "  catan-cli games\n"
               "  catan-cli new --game " << games << " --players N --seed S [--board beginner|random] [--options JSON]\n"
               "  catan-cli new --scenario FILE [--seed S]      (a position: docs/scenario.md)\n"
               "  catan-cli export-scenario STATE.json          (the current position as a scenario)\n"
               "  catan-cli legal STATE.json [--player P]\n"
               "  catan-cli apply STATE.json [--events FILE|- [--player P]] < actions.jsonl\n"
               "      --events: one JSON line per event of each applied action, {\"index\":I,...event},\n"
               "      to FILE, or to stderr with '-'; as seen by seat P (default: everything)\n"
               "  catan-cli view STATE.json --player P\n"
               "  catan-cli play --game " << games << " --players N --games G --seed S [--board B] [--check] [--deep K]\n"
               "  catan-cli bench-bots --games G --seed S --levels strong,easy,easy,easy [--game NAME]\n"
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

// The whole of `s` as a decimal integer (optional leading '-'); false otherwise.
bool to_int(const std::string& s, long long& out) {
  const char* end = s.data() + s.size();
  auto [p, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && p == end && !s.empty();
}

// Prints a refusal as one JSON line on stderr.
void print_error(const Error& err) { std::cerr << dump_json(error_json(err)) << "\n"; }

// Loads a save file of any registered game into `m`.
bool load_game(const std::string& file, std::unique_ptr<GameMatch>& m) {
  std::ifstream in(file, std::ios::binary);
  if (!in) { std::cerr << text::format("cli.cannot_read", quote_text(file, 200).c_str()) << "\n"; return false; }
  std::ostringstream text;
  text << in.rdbuf();
  json j;
  Error perr;
  if (!parse_json(text.str(), j, perr)) {
    print_error(perr);
    return false;
  }
  std::string err;
  m = load_match(text.str(), err);
  if (!m) { std::cerr << err << "\n"; return false; }
  return true;
}

// Config JSON from the options: the game (default: the first registered), its
// default seat count, the seed, top-level options (--board) and --options.
bool make_config(const Args& a, json& j, const GameEntry*& game) {
  const std::string name = a.get("game", registered_games().front().info.name);
  game = find_game(name);
  if (!game) { std::cerr << text::format("cli.unknown_game", name.c_str(), game_list().c_str()) << "\n"; return false; }
  j = json{{"game", name}};
  for (const auto& o : game->info.options)
    if (o.top_level && a.has(o.key)) j[o.key] = a.get(o.key, "");
  long long v;
  if (!to_int(a.get("players", std::to_string(game->info.default_seats)), v)) { std::cerr << text::format("cli.needs_number", "players") << "\n"; return false; }
  j["players"] = v;
  if (!to_int(a.get("seed", "1"), v) || v < 0) { std::cerr << text::tr("cli.seed_number") << "\n"; return false; }
  j["seed"] = v;
  if (a.has("options")) {
    json o;
    Error err;
    if (!parse_json(a.get("options", "{}"), o, err)) { print_error(Error{err.code, "cli.options_json", {err.message()}}); return false; }
    j["options"] = std::move(o);
  }
  return true;
}

int cmd_games() {
  json out = json::array();
  for (const auto& g : registered_games()) out.push_back(game_info_json(g.info));
  std::cout << dump_json(out) << "\n";
  return 0;
}

// Reads a JSON file; prints why not to stderr.
bool read_json(const std::string& file, json& out) {
  std::ifstream in(file);
  if (!in) { std::cerr << text::format("cli.cannot_read", quote_text(file, 200).c_str()) << "\n"; return false; }
  std::stringstream text;
  text << in.rdbuf();
  Error err;
  if (!parse_json(text.str(), out, err)) {
    print_error(Error{err.code, "cli.invalid_json_in", {quote_text(file, 200), err.message()}});
    return false;
  }
  return true;
}

int cmd_new_scenario(const Args& a) {
  for (const char* k : {"game", "players", "board", "options"})
    if (a.has(k)) { std::cerr << text::format("cli.from_scenario", k) << "\n"; return 1; }
  json s;
  if (!read_json(a.get("scenario", ""), s)) return 1;
  long long seed = -1;
  if (a.has("seed") && (!to_int(a.get("seed", ""), seed) || seed < 0)) {
    std::cerr << text::tr("cli.seed_number") << "\n";
    return 1;
  }
  Config c;
  Error err;
  Game g;
  if (!scenario_config(s, seed, c, err) || !Game::create(c, g, err)) {
    print_error(err);
    return 1;
  }
  std::cout << dump_json(g.to_json()) << "\n";
  return 0;
}

int cmd_export_scenario(const Args& a) {
  std::unique_ptr<GameMatch> m;
  if (a.file.empty() || !load_game(a.file, m)) return 1;
  const auto* board = dynamic_cast<const Match*>(m.get());
  if (!board) { std::cerr << text::tr("cli.no_scenario_format") << "\n"; return 1; }
  json s;
  Error err;
  if (!scenario_from_game(board->game(), true, s, err)) {
    print_error(err);
    return 1;
  }
  std::cout << s.dump(1, ' ', false, json::error_handler_t::replace) << "\n";
  return 0;
}

int cmd_new(const Args& a) {
  if (a.has("scenario")) return cmd_new_scenario(a);
  json c;
  const GameEntry* game = nullptr;
  if (!make_config(a, c, game)) return 1;
  std::string err;
  auto m = new_match(dump_json(c), err);
  if (!m) { std::cerr << err << "\n"; return 1; }
  std::cout << m->save() << "\n";
  return 0;
}

int cmd_legal(const Args& a) {
  std::unique_ptr<GameMatch> m;
  if (a.file.empty() || !load_game(a.file, m)) return 1;
  if (a.has("player")) {
    long long p;
    if (!to_int(a.get("player", ""), p)) { std::cerr << text::format("cli.needs_number", "player") << "\n"; return 1; }
    std::cout << m->legal(int(p)) << "\n";
    return 0;
  }
  json out = json::object();
  for (const auto& p : json::parse(m->pending())) out[std::to_string(p.get<int>())] = json::parse(m->legal(p.get<int>()));
  std::cout << dump_json(out) << "\n";
  return 0;
}

int cmd_apply(const Args& a) {
  std::unique_ptr<GameMatch> m;
  if (a.file.empty() || !load_game(a.file, m)) return 1;
  // --events: events of every applied action as JSON lines, written as each
  // action is applied (so a refusal still leaves the events before it).
  std::ofstream events_file;
  std::ostream* events = nullptr;
  long long viewer = -2;
  if (a.has("events")) {
    const std::string to = a.get("events", "-");
    if (to == "-") {
      events = &std::cerr;
    } else {
      events_file.open(to);
      if (!events_file) { std::cerr << text::format("cli.cannot_write", quote_text(to, 200).c_str()) << "\n"; return 1; }
      events = &events_file;
    }
    if (a.has("player") && (!to_int(a.get("player", ""), viewer) || viewer < -1)) {
      std::cerr << text::tr("cli.player_seat") << "\n";
      return 1;
    }
  }
  const auto* board = dynamic_cast<const Match*>(m.get());
  std::string line;
  int index = 0;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const json r = json::parse(m->submit(line), nullptr, false);
    if (!r.is_object() || !r.value("ok", false)) {
      json e = r.is_object() && r.contains("error") ? r["error"] : json{{"code", "bad_json"}, {"message", "invalid JSON"}};
      if (events) events->flush();
      std::cerr << dump_json(json{{"index", index}, {"code", e.value("code", "")}, {"message", e.value("message", "")}}) << "\n";
      return 2;
    }
    if (events && board) {
      for (const auto& e : board->game().last_events()) {
        json ej{{"index", index}};
        ej.update(event_to_json(*board->game().def().rules, e, int(viewer)));
        *events << dump_json(ej) << "\n";
      }
    } else if (events && r.contains("events")) {  // a game without a typed event list: as the actor sees them
      for (const auto& e : r["events"]) {
        json ej{{"index", index}};
        if (e.is_object()) ej.update(e);
        *events << dump_json(ej) << "\n";
      }
    }
    ++index;
  }
  std::cout << m->save() << "\n";
  return 0;
}

int cmd_view(const Args& a) {
  std::unique_ptr<GameMatch> m;
  if (a.file.empty() || !load_game(a.file, m)) return 1;
  long long p = -1;
  if (!to_int(a.get("player", "-1"), p)) { std::cerr << text::format("cli.needs_number", "player") << "\n"; return 1; }
  std::cout << m->view(int(p)) << "\n";
  return 0;
}

int cmd_play(const Args& a) {
  json c;
  const GameEntry* game = nullptr;
  if (!make_config(a, c, game)) return 1;
  {  // Refuse a bad config before playing (the game's own checks).
    std::string err;
    if (!new_match(dump_json(c), err)) { std::cerr << err << "\n"; return 1; }
  }
  long long games = 0, deep = 0;
  if (!to_int(a.get("games", "100"), games) || games < 1) { std::cerr << text::tr("cli.games_number") << "\n"; return 1; }
  if (!to_int(a.get("deep", "0"), deep) || deep < 0) { std::cerr << text::format("cli.needs_number", "deep") << "\n"; return 1; }
  bool check = a.has("check");
  PlayoutStats st = play_games(*game, c, int(games), check, check ? int(deep) : 0);
  json out{{"game", c["game"]}, {"players", c["players"]}, {"games", st.games},
           {"finished", st.finished}, {"total_actions", st.actions}, {"wall_seconds", st.seconds},
           {"games_per_second", st.seconds > 0 ? st.games / st.seconds : 0.0},
           {"actions_per_second", st.seconds > 0 ? double(st.actions) / st.seconds : 0.0},
           {"cpu_seconds", st.cpu_seconds},
           {"games_per_cpu_second", st.cpu_seconds > 0 ? st.games / st.cpu_seconds : 0.0},
           {"actions_per_cpu_second", st.cpu_seconds > 0 ? double(st.actions) / st.cpu_seconds : 0.0},
           {"checked", check}, {"ok", st.failure.empty()}};
  for (const auto& o : game->info.options)  // top-level options as played ("board")
    if (o.top_level) out[o.key] = c.contains(o.key) ? c[o.key] : json(o.default_choice);
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
  if (a.cmd == "games") return cmd_games();
  if (a.cmd == "new") return cmd_new(a);
  if (a.cmd == "legal") return cmd_legal(a);
  if (a.cmd == "apply") return cmd_apply(a);
  if (a.cmd == "view") return cmd_view(a);
  if (a.cmd == "export-scenario") return cmd_export_scenario(a);
  if (a.cmd == "play") return cmd_play(a);
  return usage();
}

int main(int argc, char** argv) {
  // Last guard: nothing unforeseen (e.g. out of memory) may abort the process.
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    print_error(Error{"internal", "cli.failed", {e.what()}});
    return 4;
  }
}
