#include "fuzz_common.hpp"

#include <fstream>
#include <sstream>

#include "engine/catan/playout.hpp"
#include "engine/core/json_text.hpp"
#include "engine/core/text.hpp"

namespace catan::fuzz {

using nlohmann::json;

namespace {
[[noreturn]] void die(const std::string& what) {
  std::fprintf(stderr, "fuzz setup: %s\n", what.c_str());
  std::abort();
}
}  // namespace

Game play_out(const Config& config, int moves) {
  Game g;
  Error err;
  if (!Game::create(config, g, err)) die("cannot create " + config.game + ": " + err.message());
  Rng rng = Rng::from_seed(config.seed * 7919 + 17);
  ActionList list;
  for (int i = 0; i < moves && !g.is_terminal(); ++i) {
    std::array<int8_t, kMaxPlayers> pend{};
    const int n = g.pending_players(pend);
    if (n == 0) break;
    const int who = pend[rng.below(uint32_t(n))];
    g.legal_actions(who, list);
    if (list.size == 0) break;
    const Action a = list[choose_random_action(list, rng)];
    if (auto r = g.apply(a)) die(std::string("a legal action was refused: ") + r.message());
  }
  return g;
}

const std::vector<State>& states() {
  static const std::vector<State> all = [] {
    const std::string path = std::string(CATAN_SOURCE_DIR) + "/tests/fuzz/states.json";
    std::ifstream in(path);
    if (!in) die("cannot read " + path);
    std::stringstream text;
    text << in.rdbuf();
    json j;
    Error err;
    if (!parse_json(text.str(), j, err) || !j.contains("games") || !j["games"].is_array()) die(path + ": " + err.message());
    std::vector<State> out;
    for (const auto& entry : j["games"]) {
      Config c;
      if (!config_from_json(entry.at("config"), c, err)) die(path + ": " + err.message());
      for (const auto& m : entry.at("moves")) {
        State s;
        s.name = c.game + "-" + std::to_string(c.players) + "-" + c.board + "-" + std::to_string(m.get<int>());
        s.config_json = dump_json(entry.at("config"));
        s.game = play_out(c, m.get<int>());
        out.push_back(std::move(s));
      }
    }
    for (const auto& name : game_names()) {
      bool listed = false;
      for (const auto& s : out) listed |= s.game.def().config.game == name;
      if (!listed) die("game \"" + name + "\" has no positions in " + path + ": add a line for it");
    }
    return out;
  }();
  return all;
}

void require_clean(const std::string& answer, const char* where) {
  if (!is_valid_utf8(answer)) {
    std::fprintf(stderr, "%s: answer is not valid UTF-8\n", where);
    std::abort();
  }
  if (answer.find("\"code\":\"internal\"") != std::string::npos) {
    std::fprintf(stderr, "%s: an exception reached the last guard: %s\n", where, quote_text(answer, 400).c_str());
    std::abort();
  }
}

}  // namespace catan::fuzz
