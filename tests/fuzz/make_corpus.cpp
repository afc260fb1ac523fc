// fuzz_corpus OUTDIR: writes the seed corpus of the fuzz targets from seeded play-outs of the
// positions in tests/fuzz/states.json (real games, so the seeds reach deep into the rules):
//   OUTDIR/action/       legal actions of the pending seats at each position (+ known hostile inputs)
//   OUTDIR/config/       the listed configs and option variants
//   OUTDIR/save/         saves of short games of each listed config, and browser-session wrappers
//   OUTDIR/guest_view/   peer view payloads a guest receives (its seat's view + the seat table)
//   OUTDIR/scenario/     scenarios (docs/scenario.md) exported from positions of those play-outs
// Deterministic: the same states.json gives the same files.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include "engine/catan/scenario.hpp"

#include "engine/core/json_text.hpp"
#include "fuzz_common.hpp"
#include "imgui_frontend/control/session.hpp"

using namespace catan;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& dir, const std::string& name, const std::string& text) {
  fs::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << text;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fuzz_corpus OUTDIR\n";
    return 1;
  }
  const fs::path out = argv[1];
  for (const char* sub : {"action", "config", "save", "guest_view", "scenario"}) fs::remove_all(out / sub);
  // Action files: one byte naming the position (its index in states(); fuzz_action.cpp), then the JSON.
  std::set<std::string> actions;
  const auto& all = fuzz::states();
  for (size_t si = 0; si < all.size(); ++si) {
    const auto& s = all[si];
    // Every distinct legal action of every pending seat (a few per type and position).
    std::array<int8_t, kMaxPlayers> pend{};
    const int n = s.game.pending_players(pend);
    ActionList list;
    for (int i = 0; i < n; ++i) {
      s.game.legal_actions(pend[i], list);
      std::map<int, int> per_type;
      for (const auto& a : list)
        if (per_type[int(a.type)]++ < 3) actions.insert(std::string(1, char(si)) + dump_json(action_to_json(*s.game.def().rules, a)));
    }
  }
  // Forms the legal lists never show: chance outcomes, multi-card sets, the issue's inputs.
  for (const char* a : {R"({"type":"roll_dice","player":0,"chance":{"dice":[3,4]}})",
                        R"({"type":"buy_development_card","player":0,"chance":{"card":"knight"}})",
                        R"({"type":"move_robber","player":0,"hex":4,"victim":1,"chance":{"resource":"ore"}})",
                        R"({"type":"forced_trade","player":0,"chance":{"resources":["ore","wool"]}})",
                        R"({"type":"discard","player":1,"resources":{"ore":2,"wool":2}})",
                        R"({"type":"offer_trade","player":0,"give":{"wool":1,"grain":1},"get":{"ore":2}})",
                        R"({"type":"counter_trade","player":1,"give":{"ore":1},"get":{"wool":1,"grain":1}})",
                        R"({"type":"maritime_trade","player":0,"give":{"ore":4},"get":{"brick":1}})",
                        R"({"type":"play_year_of_plenty","player":0,"resources":{"brick":1,"ore":1}})",
                        "\xEF\xBF\xBD", "{\"type\": \xEF\xBF\xBD}", R"({"type":"\ud800","player":0})"})
    for (size_t si = 0; si <= all.size(); si += 4) actions.insert(std::string(1, char(si)) + a);
  int i = 0;
  for (const auto& a : actions) write(out / "action", "a" + std::to_string(i++), a);

  std::set<std::string> configs;
  for (const auto& s : fuzz::states()) configs.insert(s.config_json);
  for (const char* c : {R"({"game":"base","players":4,"board":"beginner","seed":1})",
                        R"({"game":"base","players":3,"board":"random","seed":9007199254740991,"options":{"vp_target":12,"discard_limit":9,"friendly_robber":true,"no_sevens_first_rounds":true,"balanced_dice":true}})",
                        R"({"game":"two-player","players":2,"board":"beginner","seed":0,"options":{"vp_target":3}})"})
    configs.insert(c);
  i = 0;
  for (const auto& c : configs) write(out / "config", "c" + std::to_string(i++), c);

  // Saves of short games (small files; the replay target needs many executions, not long logs).
  i = 0;
  std::set<std::string> seen;
  for (const auto& s : fuzz::states()) {
    if (!seen.insert(s.config_json).second) continue;
    Config c;
    Error err;
    json cj;
    if (!parse_json(s.config_json, cj, err) || !config_from_json(cj, c, err)) return 1;
    for (int moves : {0, 9, 30, 90}) {
      const Game g = fuzz::play_out(c, moves);
      json scenario;
      Error scenario_err;
      if (scenario_from_game(g, true, scenario, scenario_err))  // only at the start of a turn or in its main phase
        write(out / "scenario", "p" + std::to_string(i), dump_json(scenario));
      json save = g.to_json();
      if (moves == 9 || moves == 30) save.erase("state");  // the snapshot is optional (and 20 KB)
      write(out / "save", "s" + std::to_string(i++), dump_json(save));
      if (moves == 9) {
        ui::GameSetup setup;
        setup.game = c.game;
        setup.players = c.players;
        setup.options = {{"board", c.board}, {"vp_target", c.options.vp_target}};
        setup.seed = c.seed;
        for (int k = 0; k < 4; ++k) setup.seats.push_back({"Seat " + std::to_string(k + 1), k, k == 1 ? ui::SeatKind::remote : ui::SeatKind::human});
        json session{{"format", "catan-web-session"}, {"version", 1}, {"setup", ui::SetupJson(setup)}, {"match", save}};
        write(out / "save", "w" + std::to_string(i++), dump_json(session));
      }
    }
  }

  // Peer view payloads at a few positions (each is a whole board view: keep them few).
  i = 0;
  seen.clear();
  for (const auto& s : fuzz::states()) {
    if (!seen.insert(s.config_json).second) continue;
    fuzz::MemoryHost host;
    std::string err;
    auto table = web::LocalTable::Load(dump_json(s.game.to_json()), err);
    if (!table) return 1;
    ui::GameSetup setup;
    setup.game = s.game.def().config.game;
    setup.players = s.game.def().config.players;
    for (int k = 0; k < 4; ++k) setup.seats.push_back({k == 0 ? "Anna \xC3\xA9" : "Seat " + std::to_string(k + 1), k, ui::SeatKind::remote});
    ui::Session session(host.host, std::move(table), setup);
    write(out / "guest_view", "v" + std::to_string(i++), dump_json(session.PeerView(s.game.position().current)));
  }
  std::cout << "corpus written to " << out.string() << "\n";
  return 0;
}
