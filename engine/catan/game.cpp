// Game: creation, the apply entry (validate -> dispatch -> log), pending
// players, legal actions and recent events.
#include "engine/catan/game.hpp"

#include <algorithm>

#include "engine/catan/match.hpp"
#include "engine/catan/playout.hpp"
#include "engine/catan/scenario.hpp"
#include "engine/catan/rules_internal.hpp"
#include "engine/platform/registry.hpp"
#include "engine/core/text.hpp"

namespace catan {

bool Game::create(const Config& config, Game& out, Error& err) {
  const GameEntry* entry = find_game(config.game);
  const RuleModule* rules = entry ? entry->board_rules : nullptr;
  if (!rules) return refuse(err, "unknown_game", "error.config.unknown_game", {quote_text(config.game)});
  const GameInfo& info = entry->info;
  // The 5–6 island (§1.14) seats up to 6 (its special building phase is not played yet);
  // it has no beginner layout and no place for a game's neutral colours.
  const bool five_six = config.board_shape == "five_six";
  const int max_seats = five_six ? kMaxPlayers : info.max_seats;
  if (config.players < info.min_seats || config.players > max_seats)
    return refuse(err, "bad_config", "error.config.seats",
                  {quote_text(config.game), std::to_string(info.min_seats), std::to_string(max_seats)});
  if (five_six && (info.neutral_colours > 0 || config.board == "beginner"))
    return refuse(err, "bad_config", info.neutral_colours > 0 ? "error.config.five_six_game" : "error.config.five_six_beginner");
  auto def = std::make_shared<GameDef>();
  def->config = config;
  def->topo = five_six ? &Topology::five_six() : &Topology::standard();
  def->rules = rules;
  def->seated = config.players;
  def->colours = info.colours(config.players);
  Rng rng = Rng::from_seed(config.seed);
  const bool from_scenario = !config.scenario.is_null();
  if (from_scenario) {
    if (!scenario_layout(*def->topo, config.scenario.contains("board") ? config.scenario["board"] : nlohmann::json(),
                         def->layout, err))
      return false;
  } else {
    def->layout = config.board == "random" ? random_layout(*def->topo, rng) : beginner_layout(*def->topo);
  }
  for (auto& row : def->hexes_by_number) row = {-1, -1, -1};
  for (int h = 0; h < def->topo->land_count; ++h) {
    int n = def->layout.number[size_t(h)];
    if (n < 2 || n > 12) continue;
    auto& row = def->hexes_by_number[size_t(n)];
    *std::find(row.begin(), row.end(), int8_t(-1)) = int8_t(h);
  }
  def->harbor_mask.fill(0);
  for (const auto& hb : def->layout.harbors())
    for (auto v : hb.vertices) def->harbor_mask[v] |= uint8_t(hb.generic ? 32u : (1u << int(hb.resource)));

  Position p;
  p.num_players = int8_t(def->colours);
  p.building_owner.fill(-1);
  p.road_owner.fill(-1);
  p.robber_hex = def->layout.desert_hex;
  for (int r = 0; r < kResourceCount; ++r) p.bank[r] = kBankPerResource;
  p.dev_deck = kDevDeck;
  p.rng = rng;
  p.phase = Phase::setup_settlement;
  p.current = 0;
  if (from_scenario) {
    // The position is the scenario's; dice and draws after it come from the seed.
    if (!scenario_position(*def, p, err)) return false;
  } else {
    rules->init(*def, p);
  }

  Game g;
  g.def_ = std::move(def);
  g.pos_ = p;
  g.log_.reserve(4096);
  if (from_scenario) {
    // Last net under the scenario checks: the play-out invariants must hold too.
    if (auto bad = check_invariants(g); !bad.empty())
      return refuse(err, "impossible_position", "error.scenario.invariant", {bad});
  }
  out = std::move(g);
  return true;
}

bool Game::is_pending(int player) const { return rules::is_pending(*def_, pos_, player); }

int Game::pending_players(std::array<int8_t, kMaxPlayers>& out) const {
  int n = 0;
  for (int p = 0; p < pos_.num_players; ++p)
    if (def_->rules->is_seated(*def_, p) && is_pending(p)) out[n++] = int8_t(p);
  return n;
}

void Game::legal_actions(int player, ActionList& out) const { rules::legal_actions(*def_, pos_, player, out); }

Refusal Game::check(const Action& a) const { return rules::check_action(*def_, pos_, a); }

Refusal Game::apply(const Action& a) {
  if (auto r = rules::check_action(*def_, pos_, a)) return r;
  events_.clear();
  Ctx c{*def_, pos_, events_};
  rules::apply_action(c, a);
  if (logging_) log_.push_back(a);
  for (const auto& e : events_) recent_[recent_n_++ % kRecent] = e;
  return {};
}

bool Game::apply(const Action& a, Error& err) {
  if (auto r = apply(a)) { err = r; return false; }
  return true;
}

const Event& Game::recent(int i) const {
  int first = recent_n_ < kRecent ? 0 : recent_n_ - kRecent;
  return recent_[(first + i) % kRecent];
}

int Game::total_points(int player) const { return rules::total_points(*def_, pos_, player); }
int Game::public_points(int player) const { return rules::public_points(*def_, pos_, player); }

}  // namespace catan
