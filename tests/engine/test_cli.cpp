// catan-cli as a script uses it (README "Command line"): the process is run,
// its stdout / stderr / exit code checked. Runs only where CMake built the CLI.
#ifdef CATAN_CLI
#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "helpers.hpp"

using namespace th;

namespace {

struct Run {
  int code = -1;
  std::string out, err;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string temp_path(const std::string& name) { return "/tmp/catan-cli-test-" + std::to_string(::getpid()) + "-" + name; }

// Runs catan-cli with `args` (shell words), feeding `input` on stdin.
Run cli(const std::string& args, const std::string& input = "") {
  const std::string in = temp_path("in"), out = temp_path("out"), err = temp_path("err");
  std::ofstream(in) << input;
  const std::string cmd = std::string(CATAN_CLI) + " " + args + " < " + in + " > " + out + " 2> " + err;
  int status = std::system(cmd.c_str());
  Run r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  std::remove(in.c_str());
  std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

std::vector<json> json_lines(const std::string& text) {
  std::vector<json> v;
  std::istringstream ss(text);
  for (std::string line; std::getline(ss, line);)
    if (!line.empty()) v.push_back(json::parse(line));
  return v;
}

}  // namespace

TEST_CASE("catan-cli bench-bots plays each game to its own points target (C&K 13 VP, the base game 10)") {
  const Run ck = cli("bench-bots --game cities-knights --games 1 --seed 1 --levels easy,easy,easy,easy");
  REQUIRE_MESSAGE(ck.code == 0, ck.err);
  CHECK(ck.out.find("board random, to 13 VP,") != std::string::npos);
  const Run base = cli("bench-bots --game base --games 1 --seed 1 --levels easy,easy,easy,easy");
  REQUIRE_MESSAGE(base.code == 0, base.err);
  CHECK(base.out.find("board random, to 10 VP,") != std::string::npos);
}

TEST_CASE("catan-cli apply --events writes the events of every applied action as JSON lines") {
  const std::string state = temp_path("state.json");
  Run n = cli("new --game base --players 3 --seed 5 --board beginner");
  REQUIRE(n.code == 0);
  std::ofstream(state) << n.out;
  // Setup: settlement on vertex 0, then a road on its first path.
  const int v = 0, e = Topology::standard().vertices[0].edges[0];
  const std::string actions = json{{"type", "build_settlement"}, {"player", 0}, {"vertex", v}}.dump() + "\n" +
                              json{{"type", "build_road"}, {"player", 0}, {"edge", e}}.dump() + "\n";
  // To stderr with '-'; the new state still goes to stdout.
  Run r = cli("apply " + state + " --events -", actions);
  REQUIRE(r.code == 0);
  CHECK(json::parse(r.out)["log"].size() == 2);
  auto ev = json_lines(r.err);
  REQUIRE(ev.size() == 2);
  CHECK(ev[0]["index"] == 0);
  CHECK(ev[0]["type"] == "settlement_built");
  CHECK(ev[0]["player"] == 0);
  CHECK(ev[0]["vertex"] == v);
  CHECK(ev[1]["index"] == 1);
  CHECK(ev[1]["type"] == "road_built");
  CHECK(ev[1]["edge"] == e);
  // A one-argument text's args stay a list (clang read `args = {P}` as a copy of P: the page,
  // built by clang, then drew "built a road" without the name).
  CHECK(ev[1]["args"] == json::array({json{{"player", 0}}}));
  CHECK(ev[1]["text"] == "Player 0 built a road");
  // To a file; a refused third action: exit 2, events of the two before are written.
  const std::string file = temp_path("events.jsonl");
  Run bad = cli("apply " + state + " --events " + file, actions + R"({"type":"end_turn","player":0})" + "\n");
  CHECK(bad.code == 2);
  CHECK(bad.out.empty());
  auto refusal = json_lines(bad.err);
  REQUIRE(refusal.size() == 1);
  CHECK(refusal[0]["index"] == 2);
  CHECK(refusal[0]["code"] == "not_pending");  // setup passed to player 1
  CHECK(json_lines(slurp(file)).size() == 2);
  // Without --events nothing but the state is printed.
  Run quiet = cli("apply " + state, actions);
  CHECK(quiet.code == 0);
  CHECK(quiet.err.empty());
  std::remove(state.c_str());
  std::remove(file.c_str());
}

TEST_CASE("catan-cli apply --events --player hides another seat's secret; new --scenario / export-scenario") {
  // The bug-report position; player 0 may buy a development card after giving 1 wool, grain, ore.
  json s = json::parse(slurp(std::string(CATAN_SOURCE_DIR) + "/tests/scenarios/harbor-rates.json"));
  s["players"][0]["hand"] = {{"wool", 1}, {"grain", 1}, {"ore", 1}};
  const std::string pos = temp_path("pos.json"), state = temp_path("state3.json");
  std::ofstream(pos) << s.dump();
  Run n = cli("new --scenario " + pos + " --seed 3");
  REQUIRE(n.code == 0);
  std::ofstream(state) << n.out;
  CHECK(json::parse(n.out)["config"]["seed"] == 3);
  const std::string buy = R"({"type":"buy_development_card","player":0,"chance":{"card":"monopoly"}})" "\n";
  Run own = cli("apply " + state + " --events - --player 0", buy);
  Run other = cli("apply " + state + " --events - --player 1", buy);
  REQUIRE(own.code == 0);
  REQUIRE(other.code == 0);
  auto e0 = json_lines(own.err), e1 = json_lines(other.err);
  REQUIRE(e0.size() == 1);
  REQUIRE(e1.size() == 1);
  CHECK(e0[0]["card"] == "monopoly");   // the buyer sees the card
  CHECK(!e1[0].contains("card"));       // another seat does not
  // export-scenario of the new state: the position as a scenario, card held and new.
  const std::string after = temp_path("after.json");
  std::ofstream(after) << own.out;
  Run ex = cli("export-scenario " + after);
  REQUIRE(ex.code == 0);
  json back = json::parse(ex.out);
  CHECK(back["players"][0]["development_cards"]["monopoly"] == 1);
  CHECK(back["players"][0]["new_development_cards"]["monopoly"] == 1);
  CHECK(back["seed"] == 3);
  // An impossible position: exit 1 with the code on stderr.
  s["players"][1]["hand"]["ore"] = 19;
  std::ofstream(pos) << s.dump();
  Run bad = cli("new --scenario " + pos);
  CHECK(bad.code == 1);
  CHECK(json_lines(bad.err).at(0)["code"] == "not_conserved");
  for (const auto& f : {pos, state, after}) std::remove(f.c_str());
}
#endif
