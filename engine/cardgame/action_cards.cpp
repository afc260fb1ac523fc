// Action cards (card-games.md A.11, A.13.1): the duels' openings (Arsonist,
// Black Knight, Brigands), Caravan, Merchant, Spy and Scout. Alchemist is in
// dice.cpp, the counters Bishop and Herb Woman in duel.cpp.
#include <algorithm>

#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

// Counts of each resource in a list; false if any entry is out of range.
bool counts(const std::vector<int>& v, int out[kResCount]) {
  for (int r = 0; r < kResCount; ++r) out[r] = 0;
  for (int r : v) {
    if (r < 0 || r >= kResCount) return false;
    ++out[r];
  }
  return true;
}

}  // namespace

std::vector<std::pair<int, int>> pick_targets(const State& s, int p, int kind) {
  std::vector<std::pair<int, int>> out;
  const auto& cols = s.p[p].cols;
  for (int c = 0; c < int(cols.size()); ++c)
    if (cols[size_t(c)].town)
      for (int k = 0; k < 4; ++k) {
        const int id = cols[size_t(c)].site[k];
        if (id < 0) continue;
        const Type t = card(id).type;
        if (kind == 0 ? !info(t).unit : is_knight(t)) out.push_back({c, k});
      }
  return out;
}

std::vector<std::pair<int, int>> civil_targets(const State& s, int p) {
  std::vector<std::pair<int, int>> out;
  const auto& cols = s.p[p].cols;
  for (int c = 0; c < int(cols.size()); ++c) {
    if (!cols[size_t(c)].town) continue;
    if (cols[size_t(c)].city >= 0 && town_has(s, p, c, Type::church)) continue;  // Church protects (A.12)
    for (int k = 0; k < 4; ++k) {
      const int id = cols[size_t(c)].site[k];
      if (id >= 0 && info(card(id).type).unit) out.push_back({c, k});
    }
  }
  return out;
}

Refusal do_play_action(State& s, const Action& a, bool dry, Events& ev) {
  if (s.phase != Phase::action || !s.queue.empty()) return refuse("wrong_phase", "cardgame.refuse.not_action_phase");
  const int p = a.player, o = 1 - a.player;
  auto& hand = s.p[p].hand;
  auto it = std::find(hand.begin(), hand.end(), a.card);
  if (it == hand.end()) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
  const Type t = card(a.card).type;
  if (info(t).group != Group::action) return refuse("not_action", "cardgame.refuse.not_action");
  if (!actions_unlocked(s)) return refuse("actions_locked", "cardgame.refuse.actions_locked");
  switch (t) {
    case Type::arsonist:
    case Type::black_knight:
    case Type::brigands: {
      if (t == Type::arsonist && pick_targets(s, o, 0).empty()) return refuse("no_effect", "cardgame.refuse.no_building");
      if (t == Type::black_knight && pick_targets(s, o, 1).empty()) return refuse("no_effect", "cardgame.refuse.no_knight");
      if (t == Type::brigands && total_all(s, o) == 0) return refuse("no_effect", "cardgame.refuse.no_resources");
      if (dry) return {};
      hand.erase(it);
      s.discard.push_back(a.card);
      s.queue.push_back({DK::duel_answer, o, int(t), a.card});
      json e = make_event("duel", p, "cardgame.ev.duel", player_arg(p), card_arg(t));
      e["card"] = card_json(a.card);
      ev.push_back(e);
      return {};
    }
    case Type::caravan: {
      int give[kResCount], get[kResCount];
      if (!counts(a.give_res, give) || !counts(a.get_res, get)) return refuse("bad_field", "cardgame.refuse.bad_resource");
      if (a.give_res.empty() || a.give_res.size() > 2 || a.give_res.size() != a.get_res.size())
        return refuse("bad_field", "cardgame.refuse.bad_count");
      for (int r = 0; r < kResCount; ++r) {
        if (total(s, p, r) < give[r]) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
        if (room(s, p, r) + give[r] < get[r]) return refuse("no_room", "cardgame.refuse.no_room");
      }
      if (dry) return {};
      hand.erase(it);
      s.discard.push_back(a.card);
      for (int r = 0; r < kResCount; ++r) pay(s, p, r, give[r]);
      for (int r = 0; r < kResCount; ++r) gain(s, p, r, get[r]);
      ev.push_back(make_event("caravan", p, "cardgame.ev.caravan", player_arg(p), int(a.give_res.size())));
      return {};
    }
    case Type::merchant: {
      int take[kResCount];
      if (!counts(a.take_res, take)) return refuse("bad_field", "cardgame.refuse.bad_resource");
      if (a.take_res.empty() || a.take_res.size() > 2) return refuse("bad_field", "cardgame.refuse.bad_count");
      for (int r = 0; r < kResCount; ++r) {
        if (total(s, o, r) < take[r]) return refuse("no_effect", "cardgame.refuse.opponent_lacks");
        if (room(s, p, r) < take[r]) return refuse("no_room", "cardgame.refuse.no_room");
      }
      if (dry) return {};
      hand.erase(it);
      s.discard.push_back(a.card);
      for (int r = 0; r < kResCount; ++r) { pay(s, o, r, take[r]); gain(s, p, r, take[r]); }
      s.queue.push_back({DK::merchant_give, p, -1, -1, r_merchant});
      ev.push_back(make_event("merchant", p, "cardgame.ev.merchant", player_arg(p), int(a.take_res.size())));
      return {};
    }
    case Type::spy: {
      if (s.p[o].hand.empty()) return refuse("no_effect", "cardgame.refuse.empty_hand");
      if (dry) return {};
      hand.erase(it);
      s.discard.push_back(a.card);
      s.queue.push_back({DK::spy_take, p});
      ev.push_back(make_event("spy", p, "cardgame.ev.spy", player_arg(p)));
      return {};
    }
    default: return refuse("not_here", "cardgame.refuse.card_not_here");
  }
}

Refusal do_scout(State& s, const Action& a, bool dry, Events& ev) {
  if (s.phase != Phase::action || !s.queue.empty()) return refuse("wrong_phase", "cardgame.refuse.not_action_phase");
  const int p = a.player;
  auto& hand = s.p[p].hand;
  auto it = std::find(hand.begin(), hand.end(), a.card);
  if (it == hand.end() || card(a.card).type != Type::scout) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
  // Scout needs no lock (seed 003); it comes with building a settlement.
  Action build = a;
  build.type = AT::build_settlement;
  if (auto r = do_build(s, build, true, ev)) return r;
  if (dry) return {};
  hand.erase(it);
  s.discard.push_back(a.card);
  pay_cost(s, p, info(Type::settlement).cost);
  const int id = s.settlements.front();
  s.settlements.erase(s.settlements.begin());
  const int g = place_settlement(s, p, a.end, id);
  s.queue.push_back({DK::scout_pick, p, g, 0});
  s.queue.push_back({DK::scout_pick, p, g, 1});
  ev.push_back(make_event("built", p, "cardgame.ev.built_settlement_scout", player_arg(p)));
  ev.back()["what"] = "settlement";
  return {};
}

}  // namespace catan::cardgame
