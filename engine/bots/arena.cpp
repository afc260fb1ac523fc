// Bot-vs-bot game loop (see arena.hpp).
#include "engine/bots/arena.hpp"

#include <chrono>

#include "engine/catan/game.hpp"
#include "engine/catan/playout.hpp"

namespace catan::bots {

GameResult play_bot_game(const Config& config, const std::vector<Level>& seats, const ArenaOptions& opt) {
  GameResult res;
  Game g;
  Error err;
  if (!Game::create(config, g, err)) { res.failure = std::string(err.code) + ": " + err.message(); return res; }
  if (int(seats.size()) < config.players) { res.failure = "not enough seat levels"; return res; }
  const long long max_actions = opt.max_actions > 0 ? opt.max_actions : 300LL * opt.max_turns;
  while (!g.is_terminal() && g.position().turn < opt.max_turns) {
    if (res.actions >= max_actions) { res.failure = "stalled: too many actions"; break; }
    std::array<int8_t, kMaxPlayers> pend{};
    int np = g.pending_players(pend);
    if (np == 0) { res.failure = "nobody is pending"; break; }
    int who = pend[0];
    for (int i = 0; i < np; ++i) if (pend[i] != g.position().current) { who = pend[i]; break; }
    const Level level = seats[size_t(who)];
    const uint64_t seed = decision_seed(config.seed, uint64_t(res.actions), who);
    Rng rng = Rng::from_seed(seed);
    auto t0 = std::chrono::steady_clock::now();
    Action a;
    if (opt.via_json) {
      nlohmann::json out;
      if (!choose_action_json(g.view(who), level, seed, out, err) || !action_from_json(*g.def().rules, *g.def().topo, out, a, err)) {
        res.failure = "json path: " + err.message();
        break;
      }
    } else {
      a = choose_action(observe(g, who), level, rng);
    }
    if (auto* times = opt.decision_ms[size_t(level)])
      times->push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    if (auto r = g.apply(a)) {
      res.failure = std::string("illegal action by seat ") + std::to_string(who) + ": " + action_to_json(*g.def().rules, a).dump() +
                    " (" + std::string(r.code) + ": " + text::format_en(r.key) + ")";
      break;
    }
    res.log.push_back(a);
    ++res.actions;
    if (a.type == ActionType::offer_trade) ++res.seats[size_t(who)].offers;
    if (a.type == ActionType::counter_trade) ++res.seats[size_t(who)].counters;
    if (opt.check_invariants) {
      std::string why = check_invariants(g);
      if (!why.empty()) { res.failure = "invariant after action " + std::to_string(res.actions) + ": " + why; break; }
    }
  }
  const Position& p = g.position();
  for (int s = 0; s < p.num_players; ++s) {
    const PlayerState& ps = p.players[s];
    auto& out = res.seats[size_t(s)];
    out.points = g.total_points(s);
    out.settlements = kSettlementPieces - ps.settlements_left;
    out.cities = kCityPieces - ps.cities_left;
    out.roads = kRoadPieces - ps.roads_left;
    for (int k = 0; k < kDevCardKinds; ++k) out.dev_bought += ps.dev[k] + ps.dev_used[k];
    out.knights = ps.knights_played;
    out.longest_road = p.longest_road_owner == s;
    out.largest_army = p.largest_army_owner == s;
    out.vp_cards = ps.dev[int(DevCard::victory_point)];
  }
  res.winner = g.winner();
  res.turns = g.position().turn;
  return res;
}

}  // namespace catan::bots
