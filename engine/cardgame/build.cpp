// Building (card-games.md A.3, A.8): roads and settlements at the open ends,
// cities on settlements, expansions on free sites (red on city sites only),
// demolition of one's own expansions.
#include <algorithm>

#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

// The gap column at `end` (0 left, 1 right).
int end_column(const State& s, int p, int end) { return end == 0 ? 0 : int(s.p[p].cols.size()) - 1; }

Refusal action_phase(const State& s) {
  if (s.phase != Phase::action || !s.queue.empty()) return refuse("wrong_phase", "cardgame.refuse.not_action_phase");
  return {};
}

}  // namespace

int place_settlement(State& s, int p, int end, int settlement_card) {
  auto& cols = s.p[p].cols;
  Column town;
  town.town = true;
  town.settlement = settlement_card;
  Column gap;
  if (end == 0) {
    cols.insert(cols.begin(), {gap, town});
    return 0;
  }
  cols.push_back(town);
  cols.push_back(gap);
  return int(cols.size()) - 1;
}

Refusal do_build(State& s, const Action& a, bool dry, Events& ev) {
  if (auto r = action_phase(s)) return r;
  const int p = a.player;
  auto& cols = s.p[p].cols;
  switch (a.type) {
    case AT::build_road: {
      if (a.end != 0 && a.end != 1) return refuse("bad_field", "cardgame.refuse.bad_end");
      const int g = end_column(s, p, a.end);
      if (cols[size_t(g)].road >= 0) return refuse("occupied", "cardgame.refuse.road_there");
      if (s.roads.empty()) return refuse("stack_empty", "cardgame.refuse.no_roads");
      if (!can_afford(s, p, info(Type::road).cost)) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
      if (dry) return {};
      pay_cost(s, p, info(Type::road).cost);
      cols[size_t(g)].road = s.roads.front();
      s.roads.erase(s.roads.begin());
      ev.push_back(make_event("built", p, "cardgame.ev.built_road", player_arg(p)));
      ev.back()["what"] = "road";
      return {};
    }
    case AT::build_settlement: {
      if (a.end != 0 && a.end != 1) return refuse("bad_field", "cardgame.refuse.bad_end");
      const int g = end_column(s, p, a.end);
      if (cols[size_t(g)].road < 0) return refuse("no_road", "cardgame.refuse.needs_road");
      if (s.settlements.empty()) return refuse("stack_empty", "cardgame.refuse.no_settlements");
      if (s.regions.size() < 2) return refuse("stack_empty", "cardgame.refuse.no_regions");
      if (!can_afford(s, p, info(Type::settlement).cost)) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
      if (dry) return {};
      pay_cost(s, p, info(Type::settlement).cost);
      const int id = s.settlements.front();
      s.settlements.erase(s.settlements.begin());
      const int ng = place_settlement(s, p, a.end, id);
      for (int k = 0; k < 2; ++k) {  // the top 2 region cards, at 0 resources (A.3)
        cols[size_t(ng)].region[k] = s.regions.front();
        s.regions.erase(s.regions.begin());
      }
      ev.push_back(make_event("built", p, "cardgame.ev.built_settlement", player_arg(p)));
      ev.back()["what"] = "settlement";
      return {};
    }
    case AT::build_city: {
      if (a.column < 0 || a.column >= int(cols.size()) || !cols[size_t(a.column)].town)
        return refuse("bad_field", "cardgame.refuse.bad_column");
      if (cols[size_t(a.column)].city >= 0) return refuse("occupied", "cardgame.refuse.already_city");
      if (s.cities.empty()) return refuse("stack_empty", "cardgame.refuse.no_cities");
      if (!can_afford(s, p, info(Type::city).cost)) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
      if (dry) return {};
      pay_cost(s, p, info(Type::city).cost);
      cols[size_t(a.column)].city = s.cities.front();
      s.cities.erase(s.cities.begin());
      ev.push_back(make_event("built", p, "cardgame.ev.built_city", player_arg(p)));
      ev.back()["what"] = "city";
      return {};
    }
    case AT::build_expansion: {
      auto& hand = s.p[p].hand;
      auto it = std::find(hand.begin(), hand.end(), a.card);
      if (it == hand.end()) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
      const Type t = card(a.card).type;
      if (!is_expansion(t)) return refuse("not_expansion", "cardgame.refuse.not_expansion");
      if (a.column < 0 || a.column >= int(cols.size()) || !cols[size_t(a.column)].town)
        return refuse("bad_field", "cardgame.refuse.bad_column");
      if (a.site < 0 || a.site > 3) return refuse("bad_field", "cardgame.refuse.bad_site");
      Column& c = cols[size_t(a.column)];
      if ((a.site == 1 || a.site == 3) && c.city < 0) return refuse("no_site", "cardgame.refuse.city_site");
      if (info(t).group == Group::red && c.city < 0) return refuse("needs_city", "cardgame.refuse.red_needs_city");
      if (c.site[a.site] >= 0) return refuse("occupied", "cardgame.refuse.site_taken");
      if (!can_afford(s, p, info(t).cost)) return refuse("cannot_afford", "cardgame.refuse.cannot_afford");
      if (dry) return {};
      pay_cost(s, p, info(t).cost);
      hand.erase(it);
      c.site[a.site] = a.card;
      json e = make_event("built", p, "cardgame.ev.built_expansion", player_arg(p), card_arg(t));
      e["what"] = "expansion";
      e["card"] = card_json(a.card);
      ev.push_back(e);
      return {};
    }
    case AT::demolish: {
      if (a.column < 0 || a.column >= int(cols.size()) || !cols[size_t(a.column)].town)
        return refuse("bad_field", "cardgame.refuse.bad_column");
      if (a.site < 0 || a.site > 3 || cols[size_t(a.column)].site[a.site] < 0)
        return refuse("bad_field", "cardgame.refuse.no_card_there");
      if (dry) return {};
      const int id = cols[size_t(a.column)].site[a.site];
      cols[size_t(a.column)].site[a.site] = -1;
      s.discard.push_back(id);
      ev.push_back(make_event("demolished", p, "cardgame.ev.demolished", player_arg(p), card_arg(card(id).type)));
      return {};
    }
    default: return refuse("unknown_action", "cardgame.refuse.unknown_action");
  }
}

}  // namespace catan::cardgame
