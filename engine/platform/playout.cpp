// Generic random play-outs over GameMatch (playout.hpp).
#include "engine/platform/playout.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <vector>

namespace catan {
namespace {

using nlohmann::json;

json parse(const std::string& s) { return json::parse(s, nullptr, false); }

}  // namespace

int choose_random_json_action(const json& actions, Rng& rng) {
  if (!actions.is_array() || actions.empty()) return -1;
  std::map<std::string, int> count;  // ordered by type name: deterministic
  for (const auto& a : actions) ++count[a.value("type", std::string())];
  auto it = count.begin();
  std::advance(it, rng.below(uint32_t(count.size())));
  int k = int(rng.below(uint32_t(it->second)));
  for (size_t i = 0; i < actions.size(); ++i)
    if (actions[i].value("type", std::string()) == it->first && k-- == 0) return int(i);
  return -1;
}

std::string check_match_invariants(const GameMatch& m) { return check_match_invariants(m, nullptr); }

std::string check_match_invariants(const GameMatch& m, std::vector<std::string>* views) {
  if (views) views->clear();
  const int seats = m.seat_count();
  if (seats < 1) return "a started match has no seats";
  const json pending = parse(m.pending());
  if (!pending.is_array()) return "pending() is not a JSON array";
  std::vector<bool> is_pending(size_t(seats), false);
  int last = -1;
  for (const auto& p : pending) {
    if (!p.is_number_integer()) return "pending() holds a non-integer";
    const int s = p.get<int>();
    if (s < 0 || s >= seats) return "pending seat out of range: " + std::to_string(s);
    if (s <= last) return "pending seats not ascending and distinct";
    last = s;
    is_pending[size_t(s)] = true;
  }
  if (pending.empty() && !m.terminal()) return "nobody is pending in a game that goes on";
  if (!pending.empty() && m.terminal()) return "somebody is pending after the game ended";
  for (int s = -1; s < seats; ++s) {
    const std::string vtext = m.view(s);
    const json v = parse(vtext);
    if (views) views->push_back(vtext);
    if (!v.is_object()) return "view of " + std::to_string(s) + " is not a JSON object";
    if (parse(v.dump()) != v) return "view of " + std::to_string(s) + " does not survive a JSON round trip";
    if (s < 0) continue;
    const json legal = parse(m.legal(s));
    if (!legal.is_array()) return "legal() is not a JSON array";
    if (!is_pending[size_t(s)] && !legal.empty()) return "legal actions for seat " + std::to_string(s) + ", not pending";
    if (is_pending[size_t(s)] && legal.empty()) return "pending seat " + std::to_string(s) + " without legal actions";
    {  // pairwise distinct: sorted compact dumps (a JSON object's dump is canonical), n log n
      std::vector<std::string> dumps;
      dumps.reserve(legal.size());
      for (const auto& a : legal) dumps.push_back(a.dump());
      std::sort(dumps.begin(), dumps.end());
      const auto dup = std::adjacent_find(dumps.begin(), dumps.end());
      if (dup != dumps.end()) return "duplicate legal action " + *dup;
    }
    if (v.contains("legal_actions") && v["legal_actions"] != legal)
      return "the view's legal actions of seat " + std::to_string(s) + " differ from legal()";
  }
  return m.invariants();
}

std::string check_match_deep(const GameMatch& m) {
  const std::string saved = m.save();
  std::string err;
  auto back = load_match(saved, err);
  if (!back) return "save did not load: " + err;
  if (back->save() != saved) return "replayed save differs";
  if (back->pending() != m.pending()) return "replayed pending seats differ";
  if (back->version() != m.version()) return "replayed version differs";
  for (int s = -1; s < m.seat_count(); ++s)
    if (back->view(s) != m.view(s)) return "replayed view of " + std::to_string(s) + " differs";
  return m.deep_invariants();
}

PlayoutStats play_random_matches(const GameEntry& game, const json& config, int games, bool check, int deep_every,
                                 long long max_actions) {
  PlayoutStats st;
  auto t0 = std::chrono::steady_clock::now();
  std::clock_t c0 = std::clock();
  const uint64_t seed0 = config.value("seed", uint64_t(1));
  for (int i = 0; i < games && st.failure.empty(); ++i) {
    json c = config;
    c["game"] = game.info.name;
    c["seed"] = seed0 + uint64_t(i);
    const std::string where = "game seed " + std::to_string(seed0 + uint64_t(i));
    auto m = game.make();
    std::string err = m->create(c.dump());
    if (!err.empty()) { st.failure = where + ": create refused: " + err; break; }
    Rng policy = Rng::from_seed((seed0 + uint64_t(i)) ^ 0x5eed5eedull);
    long long steps = 0;
    while (!m->terminal() && steps < max_actions) {
      const json pending = parse(m->pending());
      if (!pending.is_array() || pending.empty()) { st.failure = where + ": nobody is pending"; break; }
      const int who = pending[policy.below(uint32_t(pending.size()))].get<int>();
      const json legal = parse(m->legal(who));
      const int pick = choose_random_json_action(legal, policy);
      if (pick < 0) { st.failure = where + ": pending seat " + std::to_string(who) + " has no legal action"; break; }
      const json r = parse(m->submit(legal[size_t(pick)].dump()));
      if (!r.is_object() || !r.value("ok", false)) {
        st.failure = where + ": legal action " + legal[size_t(pick)].dump() + " refused: " + r.dump();
        break;
      }
      ++steps;
      if (check) {
        std::string why = check_match_invariants(*m);
        if (why.empty() && deep_every > 0 && steps % deep_every == 0) why = check_match_deep(*m);
        if (!why.empty()) { st.failure = where + " step " + std::to_string(steps) + ": " + why; break; }
      }
    }
    if (st.failure.empty() && check) {
      std::string why = check_match_invariants(*m);
      if (why.empty() && deep_every > 0) why = check_match_deep(*m);
      if (!why.empty()) st.failure = where + " end: " + why;
    }
    st.actions += steps;
    ++st.games;
    st.finished += m->terminal();
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  st.cpu_seconds = double(std::clock() - c0) / CLOCKS_PER_SEC;
  return st;
}

PlayoutStats play_games(const GameEntry& game, const json& config, int games, bool check, int deep_every) {
  if (game.playout) return game.playout(config, games, check, deep_every);
  return play_random_matches(game, config, games, check, deep_every);
}

}  // namespace catan
