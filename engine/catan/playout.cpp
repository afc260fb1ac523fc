#include "engine/catan/playout.hpp"

#include <bit>
#include <chrono>
#include <ctime>

#include "engine/catan/rules_internal.hpp"

namespace catan {

int choose_random_action(const ActionList& list, Rng& rng) {
  // Uniform over the listed types, taken in ascending id order (base types, then the
  // module's), then uniform within the type. Only the listed types' counters are touched.
  static_assert(kActionTypeIds == 128);
  std::array<uint16_t, kActionTypeIds> count;  // set for each listed type before use
  uint64_t seen[2] = {0, 0};
  int kinds = 0;
  for (const auto& a : list) {
    const int t = int(a.type) & (kActionTypeIds - 1);
    const uint64_t bit = uint64_t(1) << (t & 63);
    if (!(seen[t >> 6] & bit)) {
      seen[t >> 6] |= bit;
      count[size_t(t)] = 0;
      ++kinds;
    }
    ++count[size_t(t)];
  }
  int pick = int(rng.below(uint32_t(kinds)));
  int type = 0;
  for (int w = 0; w < 2; ++w)
    for (uint64_t m = seen[w]; m; m &= m - 1)
      if (pick-- == 0) { type = 64 * w + std::countr_zero(m); w = 2; break; }
  int k = int(rng.below(uint32_t(count[size_t(type)])));
  for (int i = 0; i < list.size; ++i)
    if ((int(list[i].type) & (kActionTypeIds - 1)) == type && k-- == 0) return i;
  return 0;
}

std::string check_invariants(const Game& g) {
  const auto& d = g.def();
  const auto& p = g.position();
  // Cards conserved.
  const bool commodities = d.rules->uses_commodities();  // Cities & Knights: 12 of each commodity
  for (int r = 0; r < (commodities ? kCardKinds : kResourceCount); ++r) {
    int sum = p.bank[r];
    if (p.bank[r] < 0) return "bank negative";
    for (int pl = 0; pl < p.num_players; ++pl) {
      if (p.players[pl].hand[r] < 0) return "hand negative";
      sum += p.players[pl].hand[r];
    }
    if (sum != (r < kResourceCount ? kBankPerResource : kCommodityCards))
      return "cards not conserved: " + std::string(kCardKindNames[r]);
  }
  for (int k = 0; k < kDevCardKinds && !commodities; ++k) {  // Cities & Knights has no development cards
    int sum = p.dev_deck[k];
    for (int pl = 0; pl < p.num_players; ++pl) sum += p.players[pl].dev[k] + p.players[pl].dev_used[k];
    if (sum != kDevDeck[k]) return "development cards not conserved: " + std::string(kDevCardNames[k]);
  }
  // Pieces, points, roads from scratch.
  for (int pl = 0; pl < p.num_players; ++pl) {
    const auto& ps = p.players[pl];
    int roads = 0, settlements = 0, cities = 0;
    for (int e = 0; e < d.topo->edge_count; ++e) roads += p.road_owner[e] == pl;
    for (int v = 0; v < d.topo->vertex_count; ++v)
      if (p.building_owner[v] == pl) (d.rules->is_city_piece(d, p, v) ? cities : settlements)++;
    if (roads + ps.roads_left != kRoadPieces || ps.roads_left < 0) return "road pieces not conserved";
    if (settlements + ps.settlements_left != kSettlementPieces || ps.settlements_left < 0) return "settlement pieces not conserved";
    if (cities + ps.cities_left != kCityPieces || ps.cities_left < 0) return "city pieces not conserved";
    // Module points may correct the piece count (a C&K city lying on its side is worth 1).
    int pts = settlements + 2 * cities + 2 * (p.longest_road_owner == pl) + 2 * (p.largest_army_owner == pl) +
              ps.dev[int(DevCard::victory_point)] + d.rules->module_points(d, p, pl);
    if (pts != g.total_points(pl)) return "points differ from the board";
    if (rules::longest_road(d, p, pl) != ps.road_length) return "road length differs from the board";
    if (ps.knights_played > ps.dev_used[int(DevCard::knight)]) return "more face-up knights than knights played";
    if (ps.hand.total() > 0 && !d.rules->is_seated(d, pl)) return "a neutral colour holds cards";
  }
  if (p.longest_road_owner >= 0) {
    int h = p.longest_road_owner;
    if (p.players[h].road_length < 5) return "Longest Road holder has fewer than 5 roads";
    for (int pl = 0; pl < p.num_players; ++pl)
      if (p.players[pl].road_length > p.players[h].road_length) return "someone has a longer road than the holder";
  } else {
    int best = 0, count = 0;
    for (int pl = 0; pl < p.num_players; ++pl) {
      int l = p.players[pl].road_length;
      if (l > best) { best = l; count = 1; } else if (l == best) ++count;
    }
    if (best >= 5 && count == 1) return "a unique longest road of 5+ has no card";
  }
  if (p.largest_army_owner >= 0) {
    int h = p.largest_army_owner;
    if (p.players[h].knights_played < 3) return "Largest Army holder has fewer than 3 knights";
    for (int pl = 0; pl < p.num_players; ++pl)
      if (p.players[pl].knights_played > p.players[h].knights_played) return "someone has more knights than the holder";
  }
  // The active player wins as soon as they reach the target on their turn (§1.13).
  if (p.phase != Phase::game_over && p.phase != Phase::setup_settlement && p.phase != Phase::setup_road &&
      g.total_points(p.current) >= d.config.options.vp_target)
    return "the active player reached the target but the game goes on";
  if (p.phase == Phase::game_over && (p.winner < 0 || g.total_points(p.winner) < d.config.options.vp_target))
    return "game over without a winner at the target";
  if (auto m = d.rules->module_invariants(d, p); !m.empty()) return m;
  // Legal actions.
  ActionList list;
  int pending_count = 0;
  for (int pl = 0; pl < p.num_players; ++pl) {
    g.legal_actions(pl, list);
    bool pending = g.is_pending(pl);
    pending_count += pending;
    if (!pending && list.size) return "legal actions for a player who is not pending";
    if (pending && !list.size) return "pending player without legal actions (phase " + std::string(kPhaseNames[int(p.phase)]) + ")";
    if (list.size >= ActionList::kCapacity) return "legal action list overflow";
    for (int i = 0; i < list.size; ++i) {
      for (int k = 0; k < i; ++k) if (list[i] == list[k]) return "duplicate legal action";
      if (auto r = g.check(list[i])) return std::string("legal action refused by check: ") + std::string(r.code) + " " + text::format_en(r.key);
    }
  }
  if (p.phase != Phase::game_over && pending_count == 0) return "nobody is pending";
  return "";
}

std::string check_deep(const Game& g) {
  Game back;
  Error err;
  auto saved = g.to_json();
  if (!Game::from_json(nlohmann::json::parse(saved.dump()), back, err)) return "save did not load: " + err.message();
  if (back.to_json() != saved) return "replayed save differs";
  // Views leak nothing: permute another player's hidden cards, compare views.
  const auto& p = g.position();
  for (int viewer = -1; viewer < p.num_players; ++viewer) {
    {
      int other = (viewer + 1) % p.num_players;
      Game alt = g;
      auto& ps = alt.position_for_test().players[other];
      // Rotate the hand's composition and the unplayed cards (same totals).
      ResourceCounts h = ps.hand;
      for (int r = 0; r < kResourceCount; ++r) ps.hand[r] = h[(r + 1) % kResourceCount];
      if (ps.dev_new == std::array<int8_t, kDevCardKinds>{} && ps.dev[int(DevCard::victory_point)] == 0) {
        auto dv = ps.dev;
        for (int k = 0; k < kDevCardKinds; ++k) ps.dev[k] = dv[(k + 1) % kDevCardKinds];
        // VP cards change hidden points only; keep the legal-action set comparable.
        if (ps.dev[int(DevCard::victory_point)] != 0) ps.dev = dv;
      }
      // The typed view (what bots and the page read) and its JSON: neither may change.
      PlayerView t1 = g.player_view(viewer), t2 = alt.player_view(viewer);
      t1.legal.clear(); t2.legal.clear();
      t1.event_count = t2.event_count = 0;
      if (!(t1 == t2)) return "typed view of " + std::to_string(viewer) + " leaks hidden cards of " + std::to_string(other);
      auto v1 = g.view(viewer), v2 = alt.view(viewer);
      v1.erase("legal_actions"); v2.erase("legal_actions");
      v1.erase("events"); v2.erase("events");
      if (v1 != v2) return "view of " + std::to_string(viewer) + " leaks hidden cards of " + std::to_string(other);
    }
  }
  return "";
}

PlayoutStats play_random_games(const Config& config, int games, bool check, int deep_every, int max_turns) {
  PlayoutStats st;
  auto t0 = std::chrono::steady_clock::now();
  std::clock_t c0 = std::clock();
  ActionList list;
  for (int i = 0; i < games; ++i) {
    Config c = config;
    c.seed = config.seed + uint64_t(i);
    Game g;
    Error err;
    if (!Game::create(c, g, err)) { st.failure = err.message(); break; }
    if (!check) g.set_logging(false);
    Rng policy = Rng::from_seed(c.seed ^ 0x5eed5eedull);
    long long steps = 0;
    while (!g.is_terminal() && g.position().turn < max_turns) {
      std::array<int8_t, kMaxPlayers> pend{};
      int np = g.pending_players(pend);
      int who = pend[policy.below(uint32_t(np))];
      g.legal_actions(who, list);
      if (list.size == 0) {
        st.failure = "game seed " + std::to_string(c.seed) + ": pending player " + std::to_string(who) + " has no legal action";
        break;
      }
      const Action a = list[choose_random_action(list, policy)];
      if (check) {
        Action back;
        Error err;
        const RuleModule& rules = *g.def().rules;
        if (!action_from_json(rules, *g.def().topo, nlohmann::json::parse(action_to_json(rules, a).dump()), back, err) ||
            !(back == a)) {
          st.failure = "action JSON round trip failed: " + action_to_json(rules, a).dump();
          break;
        }
      }
      if (auto r = g.apply(a)) { st.failure = std::string("legal action refused: ") + text::format_en(r.key); break; }
      ++steps;
      if (check) {
        std::string why = check_invariants(g);
        if (why.empty() && deep_every > 0 && steps % deep_every == 0) why = check_deep(g);
        if (!why.empty()) {
          st.failure = "game seed " + std::to_string(c.seed) + " step " + std::to_string(steps) + ": " + why;
          break;
        }
      }
    }
    if (st.failure.empty() && check && deep_every > 0) {
      std::string why = check_deep(g);
      if (!why.empty()) st.failure = "game seed " + std::to_string(c.seed) + " end: " + why;
    }
    st.actions += steps;
    ++st.games;
    st.finished += g.is_terminal();
    if (!st.failure.empty()) break;
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  st.cpu_seconds = double(std::clock() - c0) / CLOCKS_PER_SEC;
  return st;
}

}  // namespace catan
