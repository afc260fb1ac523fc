// Entry points of the computer players: level names, decision seeds, the
// typed and JSON choose_action, and the final legality guard.
#include "engine/bots/bots.hpp"

#include "engine/bots/ck_bot.hpp"

#include "engine/bots/levels.hpp"
#include "engine/bots/two_player_bot.hpp"
#include "engine/catan/match.hpp"
#include "engine/catan/playout.hpp"
#include "engine/catan/cities_knights/cities_knights.hpp"
#include "engine/catan/two_player/two_player.hpp"

namespace catan::bots {
namespace {

// An offer the bot composed: main phase, both sides non-empty, disjoint, held (§1.8).
bool valid_offer(const BotView& v, const Action& a) {
  if (a.type != ActionType::offer_trade || a.player != v.viewer || v.phase != Phase::main) return false;
  if (a.give.any_negative() || a.get.any_negative() || a.give.empty() || a.get.empty()) return false;
  for (int r = 0; r < kResourceCount; ++r) if (a.give[r] > 0 && a.get[r] > 0) return false;
  bool offers_listed = false;
  for (const auto& l : v.legal) offers_listed |= l.type == ActionType::offer_trade;
  return offers_listed && v.hand.covers(a.give);
}

// A counter-offer the bot composed: to an open offer it may still answer, both sides non-empty,
// disjoint, held, and not the offer itself (§1.8; docs/protocol.md counter_trade).
bool valid_counter(const BotView& v, const Action& a) {
  if (a.type != ActionType::counter_trade || a.player != v.viewer || v.phase != Phase::trade_offer ||
      v.viewer == v.current)
    return false;
  if (a.give.any_negative() || a.get.any_negative() || a.give.empty() || a.get.empty()) return false;
  for (int r = 0; r < kResourceCount; ++r) if (a.give[r] > 0 && a.get[r] > 0) return false;
  if (a.give == v.offer_get && a.get == v.offer_give) return false;
  bool may_answer = false;
  for (const auto& l : v.legal) may_answer |= l.type == ActionType::respond_trade;
  return may_answer && v.hand.covers(a.give);
}

bool listed(const BotView& v, const Action& a) {
  for (const auto& l : v.legal) if (l == a) return true;
  return false;
}

}  // namespace

bool parse_level(std::string_view name, Level& out) {
  for (int i = 0; i < 3; ++i)
    if (kLevelNames[i] == name) { out = Level(i); return true; }
  return false;
}

uint64_t decision_seed(uint64_t game_seed, uint64_t actions_applied, int seat) {
  uint64_t z = game_seed * 0x9E3779B97F4A7C15ull + actions_applied * 0xD1B54A32D192ED03ull + uint64_t(seat + 1) * 0x8CB92BA72F3D8DD7ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

bool waits_for_answers(const BotView& v) {
  if (v.phase != Phase::trade_offer || v.viewer != v.current) return false;
  for (int o = 0; o < v.num_players; ++o)
    if (o != v.viewer && v.players[o].seated && v.players[o].trade_answer == 0) return true;
  return false;
}

Action choose_action(const BotView& v, Level level, Rng& rng) {
  if (v.legal.size == 0) {  // precondition broken: nothing legal to return
    Action a;
    a.player = int8_t(v.viewer);
    return a;
  }
  bool module_only = true, neutral = false, give_back = false;
  // Module action ids overlap between modules: CATAN for Two's ids mean its actions only in its own game.
  const bool for_two = v.rules == &two_player_rules();
  for (const auto& a : v.legal) {
    module_only &= int(a.type) >= kModuleActionFirst;
    neutral |= for_two && (a.type == two_player::act::build_neutral_road || a.type == two_player::act::build_neutral_settlement);
    give_back |= for_two && a.type == two_player::act::forced_trade_return;
  }
  const bool strong = level == Level::strong;
  Action a;
  if (level == Level::random) {
    a = v.legal[choose_random_action(v.legal, rng)];
  } else if (neutral) {  // CATAN for Two: the owed neutral piece
    a = neutral_build(v, strong, rng);
  } else if (give_back) {  // CATAN for Two: the 2 cards after a forced trade
    a = forced_trade_return(v, strong, rng);
  } else if (v.rules == &cities_knights_rules()) {  // Cities & Knights: its own priorities over the base policy
    Action base;
    base.player = int8_t(v.viewer);
    base.type = ActionType::end_turn;
    if (v.phase != Phase::variant && !module_only) base = strong ? strong_action(v, rng) : easy_action(v, rng);
    if (!ck_action(v, strong, base, rng, a)) a = v.phase == Phase::variant || module_only ? v.legal[choose_random_action(v.legal, rng)] : base;
  } else if (v.phase == Phase::variant || module_only) {  // no such decision in the games played now
    a = v.legal[choose_random_action(v.legal, rng)];
  } else {
    a = strong ? strong_action(v, rng) : easy_action(v, rng);
    // CATAN for Two: a token action before ending the turn (or making an offer), if one pays.
    Action t;
    if ((a.type == ActionType::end_turn || a.type == ActionType::offer_trade) && token_action(v, strong, t)) a = t;
  }
  // Cities & Knights: the base levels' domestic offers are not made there (strong was seen
  // repeating one refused offer for ever); end the turn, or a random legal action.
  if (level != Level::random && v.rules == &cities_knights_rules() && a.type == ActionType::offer_trade) {
    a.type = ActionType::end_turn;
    a.player = int8_t(v.viewer);
    a.give = a.get = {};
  }
  // Guard: never hand back anything but a listed action or a valid composed offer.
  if (!listed(v, a) && !valid_offer(v, a) && !valid_counter(v, a)) a = v.legal[choose_random_action(v.legal, rng)];
  return a;
}

namespace {

bool decide(BotView& v, Level level, uint64_t seed, nlohmann::json& action, Error& err, int offer_limit) {
  v.offer_limit = offer_limit;
  if (v.legal.size == 0) {
    return refuse(err, "not_pending", "error.bot.not_pending");
  }
  Rng rng = Rng::from_seed(seed);
  const RuleModule* rules = find_rules(v.game);  // known: view_from_json parsed the legal actions with it
  action = action_to_json(*rules, choose_action(v, level, rng));
  return true;
}

}  // namespace

bool choose_action_view(const PlayerView& view, Level level, uint64_t seed, nlohmann::json& action, Error& err,
                        int offer_limit) {
  if (view.viewer < 0) {
    return refuse(err, "bad_view", "error.bot.spectator");
  }
  BotView v = bot_view(view);
  return decide(v, level, seed, action, err, offer_limit);
}

bool choose_action_json(const nlohmann::json& view, Level level, uint64_t seed, nlohmann::json& action, Error& err,
                        int offer_limit) {
  BotView v;
  if (!view_from_json(view, v, err)) return false;
  return decide(v, level, seed, action, err, offer_limit);
}

}  // namespace catan::bots
