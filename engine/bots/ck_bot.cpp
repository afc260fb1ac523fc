// Cities & Knights decisions of the easy and strong computer players (catan-board.md §3,
// bots.hpp "Cities & Knights"). Fixed priorities over the C&K actions the view lists, the
// same design as the base game's easy level; the base policy (easy_action / strong_action)
// keeps the base game's decisions (setup, cities, settlements, roads, robber, discards).
#include <algorithm>

#include "engine/bots/ck_bot.hpp"
#include "engine/bots/model.hpp"
#include "engine/bots/value.hpp"
#include "engine/catan/cities_knights/cities_knights.hpp"

namespace catan::bots {
namespace {

namespace ck = catan::ck;
using ck::act::play_progress;

int vertex_total_pips(const BotView& v, int x) {
  int t = 0;
  for (int n : vertex_pips(v, x)) t += n;
  return t;
}

// How much a progress card in hand is worth keeping (discards, the Spy's pick): cards with a sure
// gain first, VP-like and defence cards next.
double card_value(int card) {
  switch (card) {
    case ck::medicine: case ck::wedding: case ck::irrigation: case ck::mining: case ck::master_merchant: return 6;
    case ck::crane: case ck::smith: case ck::warlord: case ck::merchant: case ck::engineer: case ck::bishop: return 5;
    case ck::road_building: case ck::saboteur: case ck::deserter: case ck::alchemist: case ck::spy: return 4;
    case ck::resource_monopoly: case ck::trade_monopoly: case ck::inventor: case ck::intrigue: return 3;
    default: return 1;  // commercial_harbor, merchant_fleet, diplomat: not played by these levels
  }
}

// Index of the listed action with the highest score (score < min_score: not taken), -1 if none;
// ties broken at random.
template <class Score>
int best(const ActionList& legal, Rng& rng, Score score, double min_score = -1e17) {
  int pick = -1, ties = 0;
  double top = min_score;
  for (int i = 0; i < legal.size; ++i) {
    const double s = score(legal[i]);
    if (s < min_score) continue;
    if (pick < 0 || s > top) { top = s; pick = i; ties = 1; }
    else if (s == top && rng.below(uint32_t(++ties)) == 0) pick = i;
  }
  return pick;
}

constexpr double kNo = -1e18;  // "not this action"

// A progress card played on the own turn (not an answer owed to another card).
bool is_progress_play(ActionType t) {
  using namespace ck::act;
  return t == play_progress || t == play_crane || t == play_engineer || t == play_medicine || t == play_smith ||
         t == play_bishop || t == play_intrigue || t == play_merchant || t == play_resource_monopoly ||
         t == play_trade_monopoly || t == play_deserter || t == play_diplomat || t == play_spy ||
         t == play_master_merchant || t == play_inventor;
}

struct Facts {
  const CkState* s = nullptr;
  int me = 0;
  int my_cities = 0, cities = 0;     // cities on the board (barbarian strength, metropolises included)
  int my_active = 0, defence = 0;    // active knights' strength: mine, everybody's
  int my_knights = 0;                // my knights' strength, active or not
  bool barbarians_near = false;      // the ship 4+ steps along (an attack within a few rolls)
};

Facts facts(const BotView& v) {
  Facts f;
  f.s = cities_knights_state(v);
  f.me = v.viewer;
  for (int x = 0; x < v.topo->vertex_count; ++x) {
    if (v.building_owner[x] >= 0 && v.building_level[x] == 2) {
      ++f.cities;
      f.my_cities += v.building_owner[x] == f.me;
    }
    const uint8_t k = f.s->knight[size_t(x)];
    if (!k) continue;
    const int st = ck::knight::strength(k);
    if (ck::knight::active(k)) f.defence += st;
    if (ck::knight::owner(k) != f.me) continue;
    f.my_knights += st;
    if (ck::knight::active(k)) f.my_active += st;
  }
  f.barbarians_near = f.s->barbarian >= 4;
  return f;
}

// My production weight of a hex: 1 per settlement, 2 per city of mine on it (opponents count -1/2 each).
double hex_weight(const BotView& v, int h) {
  double w = 0;
  for (auto x : v.topo->hexes[size_t(h)].vertices) {
    const int o = v.building_owner[x];
    if (o < 0) continue;
    w += (o == v.viewer ? 1.0 : -0.5) * v.building_level[x];
  }
  return w;
}

// Hexes whose buildings are mine (for the merchant, the robber).
double own_on_hex(const BotView& v, int h) {
  double w = 0;
  for (auto x : v.topo->hexes[size_t(h)].vertices) if (v.building_owner[x] == v.viewer) w += v.building_level[x];
  return w;
}

// The improvement track to raise: the highest level first (level 3 abilities, metropolises), then
// the commodity held most.
double track_score(const BotView& v, const Facts& f, int t) {
  return 10.0 * f.s->level[size_t(f.me)][size_t(t)] + v.hand[ck::kTrackCommodity[size_t(t)]];
}

// Answers owed in the variant phase (and any C&K-only choice): the sensible pick per decision.
double answer_score(const BotView& v, const Facts& f, const Action& a) {
  const auto t = a.type;
  if (t == ck::act::relocate_knight || t == ck::act::place_deserter) return vertex_total_pips(v, a.target);
  if (t == ck::act::place_metropolis) return vertex_total_pips(v, a.target);
  if (t == ck::act::lose_city) return -vertex_total_pips(v, a.target);  // the least productive city goes
  if (t == ck::act::choose_progress) return track_score(v, f, a.extra);
  if (t == ck::act::discard_progress) return -card_value(a.extra);
  if (t == ck::act::spy_take) return card_value(a.extra);
  if (t == ck::act::aqueduct_take) return -double(v.hand[a.resource]);
  if (t == ck::act::wedding_gift || t == ck::act::sabotage_discard) {  // give what is held most
    double s = 0;
    for (int k = 0; k < kCardKinds; ++k) s += a.give[k] * v.hand[k];
    return s;
  }
  if (t == ck::act::desert_knight) return -ck::knight::strength(f.s->knight[size_t(a.target)]);
  if (t == ck::act::harbor_answer) return v.hand[commodity_slot(Commodity(a.extra))];
  if (t == ck::act::master_take) {
    double s = 0;
    for (int k = 0; k < kCardKinds; ++k) s += a.get[k] * (k >= kResourceCount ? 2.0 : 1.0);
    return s;
  }
  if (t == ck::act::diplomat_skip) return 0;
  return kNo;
}

// My pips gained by an Inventor swap of hexes a and b (opponents' gains count half against it).
double inventor_gain(const BotView& v, int a, int b) {
  const int na = v.layout.number[size_t(a)], nb = v.layout.number[size_t(b)];
  if (a == v.robber_hex || b == v.robber_hex) return kNo;
  return (pips(nb) - pips(na)) * hex_weight(v, a) + (pips(na) - pips(nb)) * hex_weight(v, b);
}

// Main phase: the value of playing a progress card (<= 0: keep it).
double card_play_score(const BotView& v, const Facts& f, const Action& a, bool strong) {
  const auto t = a.type;
  if (t == play_progress) {
    switch (a.extra) {
      case ck::irrigation: case ck::mining: case ck::wedding: return 7;
      case ck::warlord: return f.barbarians_near || f.s->hand_count[size_t(f.me)] >= ck::kHandLimit ? 6 : 0;
      case ck::saboteur: return 4;
      case ck::road_building: return v.players[size_t(f.me)].roads_left > 0 ? 3 : 0;
      default: return 0;
    }
  }
  if (t == ck::act::play_medicine) return 8 + vertex_total_pips(v, a.target) / 100.0;
  if (t == ck::act::play_crane) return 6 + track_score(v, f, a.extra) / 100.0;
  if (t == ck::act::play_engineer) return 5 + vertex_total_pips(v, a.target) / 100.0;
  if (t == ck::act::play_smith) return 5 + (a.extra >= 0 ? 1 : 0);
  if (t == ck::act::play_merchant) return own_on_hex(v, a.target) > 0 ? 4 + own_on_hex(v, a.target) * pips(v.layout.number[size_t(a.target)]) / 100.0 : 0;
  if (t == ck::act::play_bishop) {
    if (own_on_hex(v, a.target) > 0) return 0;
    double s = 0;
    for (auto x : v.topo->hexes[size_t(a.target)].vertices) s += v.building_owner[x] >= 0 ? 1 : 0;
    return s > 0 ? 4 + s / 10.0 : 0;
  }
  if (t == ck::act::play_master_merchant) return 4 + v.players[size_t(a.extra)].resource_count / 100.0;
  if (t == ck::act::play_spy) return f.s->hand_count[size_t(a.extra)] > 0 ? 3 + f.s->hand_count[size_t(a.extra)] / 10.0 : 0;
  if (t == ck::act::play_deserter) return 4;
  if (t == ck::act::play_intrigue) return 3;
  if (t == ck::act::play_resource_monopoly) return 3 - v.hand[a.resource] / 10.0;
  if (t == ck::act::play_trade_monopoly) return 3 + track_score(v, f, a.extra == 0 ? ck::science : a.extra == 1 ? ck::trade : ck::politics) / 100.0;
  if (t == ck::act::play_diplomat) {  // an opponent's open road, the Longest Road holder's first
    const int o = v.road_owner[size_t(a.target)];
    if (o < 0 || o == f.me) return 0;
    return 2 + (o == v.longest_road_owner ? 1 : 0);
  }
  if (t == ck::act::play_inventor) {
    const double g = inventor_gain(v, a.target, a.extra);
    return g > 0 ? 3 + g / 10.0 : 0;
  }
  (void)strong;
  return 0;
}

// Pre-roll Alchemist (strong): the dice giving me the most cards, if any (no 7).
double alchemist_score(const BotView& v, const Action& a) {
  const int red = a.extra / 10, yellow = a.extra % 10, total = red + yellow;
  if (total == 7) return kNo;
  double s = 0;
  for (int h = 0; h < v.topo->land_count; ++h)
    if (v.layout.number[size_t(h)] == total && h != v.robber_hex) s += own_on_hex(v, h);
  return s > 0 ? s + (6 - red) / 10.0 : kNo;  // a low red die also opens the city gates
}

}  // namespace

bool ck_action(const BotView& v, bool strong, const Action& base, Rng& rng, Action& out) {
  const CkState* s = cities_knights_state(v);
  if (!s || v.legal.size == 0) return false;
  const ActionList& legal = v.legal;
  const Facts f = facts(v);
  auto take = [&](int i) {
    if (i < 0) return false;
    out = legal[i];
    return true;
  };
  auto of_type = [&](ActionType t, auto score) {
    return best(legal, rng, [&](const Action& a) { return a.type == t ? score(a) : kNo; }, kNo / 2);
  };

  if (v.phase == Phase::variant)  // owed answers: each decision by its own rule
    return take(best(legal, rng, [&](const Action& a) { return answer_score(v, f, a); }, kNo / 2));

  // Strong, the setup city: the base value of the spot, plus the knight's kit it starts with.
  if (strong && v.phase == Phase::setup_settlement && strong_weights().ck_setup_kit != 0) {
    int mine = 0;
    for (int x = 0; x < v.topo->vertex_count; ++x) mine += v.building_owner[x] == f.me;
    if (mine == 1) {
      const Model m = Model::from_view(v);
      return take(of_type(ActionType::build_settlement, [&](const Action& a) {
        const auto p = vertex_pips(v, a.target);
        const int kit = (p[int(Resource::wool)] > 0) + (p[int(Resource::ore)] > 0) + (p[int(Resource::grain)] > 0);
        return spot_value(m, a.target) + strong_weights().ck_setup_kit * kit + 0.01 * double(rng.below(100));
      }));
    }
  }
  if (v.phase == Phase::pre_roll && v.viewer == v.current) {
    if (strong) {
      const int i = of_type(ck::act::play_alchemist, [&](const Action& a) { return alchemist_score(v, a); });
      if (i >= 0) return take(i);
    }
    return false;  // roll
  }

  if (v.phase == Phase::road_building) {  // after an own Diplomat road: rebuild it (base choice) or skip
    return false;
  }

  if (v.phase != Phase::main || v.viewer != v.current) return false;
  // The base game's VP builds come first.
  if (base.type == ActionType::build_city || base.type == ActionType::build_settlement) return false;

  // Barbarians coming and the defence short: activate knights, then build one.
  const bool short_defence = f.defence < f.cities || f.my_active < std::min(f.my_cities, 2);
  if (f.barbarians_near || short_defence) {
    const int i = of_type(ck::act::activate_knight, [&](const Action& a) { return double(ck::knight::strength(s->knight[size_t(a.target)])); });
    if (i >= 0 && (f.barbarians_near || v.hand[int(Resource::grain)] >= 2)) return take(i);
  }
  // City improvements with the commodities.
  if (int i = of_type(ck::act::build_improvement, [&](const Action& a) { return track_score(v, f, a.extra); }); i >= 0) return take(i);
  // Progress cards worth playing now.
  {
    const int i = best(legal, rng, [&](const Action& a) {
      return is_progress_play(a.type) ? card_play_score(v, f, a, strong) : kNo;
    }, 0.5);
    if (i >= 0) return take(i);
  }
  // Over the progress hand limit on my turn: discard the least useful card before ending.
  if (s->hand_count[size_t(f.me)] > ck::kHandLimit) {
    if (int i = of_type(ck::act::discard_progress, [&](const Action& a) { return -card_value(a.extra); }); i >= 0) return take(i);
  }
  // Knights: one per city (at least one), on the best free spots; promote when the Fortress allows.
  if (f.my_knights < std::max(1, f.my_cities) || f.barbarians_near) {
    if (int i = of_type(ck::act::build_knight, [&](const Action& a) { return double(vertex_total_pips(v, a.target)); }); i >= 0) return take(i);
  }
  if (strong) {  // chase the robber off my own hex
    if (int i = of_type(ck::act::chase_robber, [&](const Action&) { return own_on_hex(v, v.robber_hex) > 0 ? 1.0 : kNo; }); i >= 0)
      return take(i);
  }
  if (base.type != ActionType::end_turn) return false;  // the base choice (road, trade)
  // Nothing else to do: a city wall with spare brick, a promotion, an extra knight.
  if (v.hand[int(Resource::brick)] >= 3 || v.hand.total() > 7) {
    if (int i = of_type(ck::act::build_city_wall, [&](const Action& a) { return double(vertex_total_pips(v, a.target)); }); i >= 0) return take(i);
  }
  if (int i = of_type(ck::act::promote_knight, [&](const Action& a) { return -double(ck::knight::strength(s->knight[size_t(a.target)])); }); i >= 0) return take(i);
  if (f.my_knights < f.my_cities + 2) {
    if (int i = of_type(ck::act::build_knight, [&](const Action& a) { return double(vertex_total_pips(v, a.target)); }); i >= 0) return take(i);
  }
  return false;
}

}  // namespace catan::bots
