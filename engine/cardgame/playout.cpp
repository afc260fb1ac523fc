// Random play-outs of the card game (GameEntry::playout, used by catan-cli play,
// scripts/bench cardgame and the tests), through the GameMatch JSON interface.
// The policy is random with a builder's bias: when a building action is legal
// (road, settlement, Scout, city, expansion) one of them is taken at random
// with probability 0.9; otherwise a random action type, where the types that
// only spend resources or undo (trade, offer, search, exchange, demolish) are
// kept with probability 0.1 (else drawn again), then a uniformly random action
// of that type. Plain uniform play (the platform's policy) trades and searches
// its few resources away and needs ~10,000 turns a game (measured: 5 games,
// 3 finished within 200,000 actions).
// With `check`: every action must be accepted, the platform's generic checks
// (check_match_invariants: pending seats, legal lists, views; then this game's
// invariants: 120 cards, regions 0..3, tokens and VP recomputed) after every
// action, check_match_deep (save, reload, views equal) every `deep_every`
// actions and at the end, and each view scanned for the other hand's card ids.
// A pending seat without legal actions is a failure (a stall); a game still
// running after 20,000 actions is reported as unfinished (see below).
#ifndef __EMSCRIPTEN__
#include <algorithm>
#include <chrono>
#include <ctime>

#include "engine/cardgame/cardgame.hpp"
#include "engine/platform/playout.hpp"

namespace catan::cardgame {
namespace {

using nlohmann::json;

bool is_build(const json& a) {
  const std::string t = a["type"];
  return t == "build_road" || t == "build_settlement" || t == "play_scout" || t == "build_city" ||
         t == "build_expansion";
}

// A random action type (spending/undoing types kept with probability 0.1), then a random action of it.
size_t random_action(const json& legal, Rng& rng) {
  std::vector<std::string> types;
  for (const auto& a : legal)
    if (std::find(types.begin(), types.end(), a["type"].get<std::string>()) == types.end()) types.push_back(a["type"]);
  std::string t;
  for (;;) {
    t = types[rng.below(uint32_t(types.size()))];
    const bool low = t == "trade" || t == "offer" || t == "search" || t == "exchange" || t == "demolish";
    if (!low || rng.below(10) == 0) break;
  }
  std::vector<size_t> of;
  for (size_t i = 0; i < legal.size(); ++i)
    if (legal[i]["type"] == t) of.push_back(i);
  return of[rng.below(uint32_t(of.size()))];
}

// A hidden card of `owner`'s hand shows in the view of the other seat (`views`: the texts
// check_match_invariants built this step, spectator first, so views[1 + seat]).
std::string leak(const std::vector<std::string>& views, int owner) {
  const json own = json::parse(views[size_t(1 + owner)]);
  const std::string& other = views[size_t(2 - owner)];
  for (const auto& c : own["players"][size_t(owner)]["hand"]) {
    const std::string id = "\"id\":" + std::to_string(int(c["id"])) + ",";
    // cards known to both (Spy's look, Conflict's limbo) are shown by decision/limbo fields
    if (other.find(id) != std::string::npos && other.find("opponent_hand") == std::string::npos)
      return "card " + std::to_string(int(c["id"])) + " of seat " + std::to_string(owner) + "'s hand is in the other view";
  }
  return "";
}

}  // namespace

PlayoutStats playout(const json& config, int games, bool check, int deep_every) {
  PlayoutStats st;
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  const uint64_t seed0 = config.value("seed", uint64_t(1));
  for (int g = 0; g < games && st.failure.empty(); ++g) {
    json c = config;
    c["seed"] = seed0 + uint64_t(g);
    std::string err;
    auto m = new_match(c.dump(), err);
    if (!m) { st.failure = err; break; }
    Rng rng = Rng::from_seed(seed0 * 7919 + uint64_t(g));
    long long n = 0;
    std::vector<std::string> views;
    while (!m->terminal() && n < 20000) {
      const json pend = json::parse(m->pending());
      if (pend.empty()) { st.failure = "nobody pending in a running game"; break; }
      const int seat = pend[0];
      const json legal = json::parse(m->legal(seat));
      if (legal.empty()) { st.failure = "no legal action for the pending seat"; break; }
      std::vector<size_t> builds;
      for (size_t i = 0; i < legal.size(); ++i)
        if (is_build(legal[i])) builds.push_back(i);
      size_t pick;
      if (!builds.empty() && rng.below(10) < 9) pick = builds[rng.below(uint32_t(builds.size()))];
      else pick = random_action(legal, rng);
      const json r = json::parse(m->submit(legal[pick].dump()));
      ++n;
      if (!check) continue;
      if (!r.value("ok", false)) { st.failure = "legal action refused: " + legal[pick].dump() + " " + r.dump(); break; }
      std::string e = check_match_invariants(*m, &views);
      if (e.empty()) e = leak(views, 0);
      if (e.empty()) e = leak(views, 1);
      if (e.empty() && deep_every > 0 && n % deep_every == 0) e = check_match_deep(*m);
      if (!e.empty()) { st.failure = "game " + std::to_string(g) + " action " + std::to_string(n) + ": " + e; break; }
    }
    if (check && st.failure.empty() && deep_every > 0) {
      const std::string e = check_match_deep(*m);
      if (!e.empty()) st.failure = "game " + std::to_string(g) + " at the end: " + e;
    }
    // A game still running after 20,000 actions is counted as unfinished, not as a failure: random
    // demolitions can send every expansion card to the discard pile, and with all stacks empty and
    // nothing left to build neither player can reach the target (the rules have no recycling).
    ++st.games;
    st.actions += n;
    if (m->terminal() && m->winner() >= 0) ++st.finished;
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  st.cpu_seconds = double(std::clock() - c0) / CLOCKS_PER_SEC;
  return st;
}

}  // namespace catan::cardgame
#endif
