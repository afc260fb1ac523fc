// Computer players for Struggle for Catan (GameEntry::bot, engine/platform/registry.hpp): they read one
// seat's view JSON only and return one of its legal actions.
//  - easy: aims at the build with the best value for the cards missing, trades surplus
//    cards for missing ones (market first, then a blind draw, then the draw pile), builds
//    the most valuable legal build with the cheapest payment, discards its largest pile.
//  - strong: builds valued in VP-like units (strong_value: VP gained, an A-side knight's card
//    and an A-side road's trade scaled by the game left, what taking from an empty stack costs
//    the victim, a winning build first), planning over two builds (keeps the cards of the next
//    one, trades for the second once the first is ready), the destiny card pointed at the
//    leader, blind draws and the Merchant Guild aimed at the fullest hand of the leader
//    (README figures).
#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "engine/core/resources.hpp"
#include "engine/platform/bot_arena.hpp"
#include "engine/struggle/codec.hpp"
#include "engine/struggle/struggle.hpp"

namespace catan::struggle {
namespace {

using nlohmann::json;

Hand hand_of(const json& h) {
  Hand out{};
  if (h.is_object())
    for (int r = 0; r < kRes; ++r) out[r] = h.value(std::string(kResourceNames[r]), 0);
  return out;
}
int build_of(const std::string& s) {
  static const char* names[] = {"road", "knight", "settlement", "city", "expansion"};
  for (int i = 0; i < kBuildKinds; ++i)
    if (s == names[i]) return i;
  return -1;
}
int exp_of(const std::string& s) {
  static const char* names[] = {"library", "university", "town_hall", "city_wall", "church", "merchant_guild"};
  for (int i = 0; i < kExpansionKinds; ++i)
    if (s == names[i]) return i;
  return -1;
}

struct Look {
  int me = 0, players = 2;
  std::string phase;
  Hand hand{};
  const json* view = nullptr;
  const json& seat(int p) const { return (*view)["seats"][p]; }
};

/// Weights of the strong level (see strong_value), tuned with 600-game 2-player arenas against
/// easy (seeds 1000..): the A-side knight's weight 2 / 3 / 4 / 5 gave 63% / 75% / 78% / 77%.
/// W[10], the Merchant Guild's, exists only with 3-4 players (no guild in the 2-player game): with
/// 300-game 4-player arenas, strong against three easy (seed 1000), 0.3 / 1.0 / 2.0 / 3.0 / 5.0
/// gave 54% / 66% / 69% / 73% / 73%.
constexpr double W[] = {2.0, 1.1, 4.0, 0.9, 0.4, 0.5, 0.6, 0.5, 0.5, 0.3, 3.0, 0.5, 0.08};

/// Whether a seat's last road (build road) or knight can be taken (City Wall: first 3 roads, Church: first knight).
bool takeable_seat(const json& s, int build) {
  bool wall = false, church_ = false;
  for (const auto& x : s["expansions"]) {
    wall = wall || x == "city_wall";
    church_ = church_ || x == "church";
  }
  if (build == road) return int(s["roads"].size()) > (wall ? 3 : 0);
  return int(s["knights"].size()) > (church_ ? 1 : 0);
}

/// The player an empty road/knight stack makes the bot take from (the destiny card's direction), -1 none.
int victim_of(const Look& l, int build) {
  const int dir = (*l.view)["destiny"] == "clockwise" ? 1 : -1;
  for (int k = 1; k < l.players; ++k) {
    const int q = ((l.me + k * dir) % l.players + l.players) % l.players;
    if (takeable_seat(l.seat(q), build)) return q;
  }
  return -1;
}

/// Strong level's value of a build, in VP-like units: VP gained (W0 each), an A-side road's trade
/// (W1) or knight's card a turn (W2) scaled by how much of the game is left, what a taken card costs its
/// owner (W3 a VP, more if they lead), a settlement's city to come (W4), a city's expansion slot (W5),
/// expansion abilities (W6..W11: library, university, city wall, church, guild; town hall counts 2 VP).
/// A build that reaches the VP target wins at once: valued above everything.
double strong_value(const Look& l, int build, int exp) {
  const json& v = *l.view;
  const json& me = l.seat(l.me);
  const int vp = me["vp"].get<int>(), target = v["vp_target"].get<int>();
  const double left = std::max(0.0, double(target - vp) / target);
  int best_other = 0;
  for (int q = 0; q < l.players; ++q)
    if (q != l.me) best_other = std::max(best_other, l.seat(q)["vp"].get<int>());
  int gain = 0;
  double val = 0;
  auto row_card = [&](int b, const char* row, const char* stack, double a_worth) {
    const int n = int(me[row].size());
    if (n % 2) gain = 1;  // position n (0-based) odd: B side
    else val += a_worth * left;
    if (v["stacks"][stack].get<int>() == 0) {
      const int q = victim_of(l, b);
      if (q >= 0) {
        const json& vs = l.seat(q);
        const int m = int(vs[row].size());
        const int qvp = vs["vp"].get<int>();
        const double lead = qvp >= best_other ? 1.0 : 0.5;
        if (m % 2 == 0) val += W[3] * lead * (l.players == 2 ? 1.0 : 0.6);  // their last card lies B: a VP lost
        else val += 0.3 * a_worth * lead;
      }
    }
  };
  switch (build) {
    case road: row_card(road, "roads", "road", W[1]); break;
    case knight: row_card(knight, "knights", "knight", W[2]); break;
    case settlement: gain = 1; val += W[4]; break;
    case city: gain = 1; val += W[5]; break;
    default:
      gain = exp == town_hall ? 2 : 1;
      if (exp >= 0 && exp != town_hall) val += W[6 + exp - (exp > town_hall ? 1 : 0)] * left * 2;
      break;
  }
  if (vp + gain >= target) return 100.0 + gain;
  return val + W[0] * gain;
}

/// Value of a build for the bot (VP now, plus what the card does later).
double build_value(const Look& l, int build, int exp, bool strong) {
  if (strong) return strong_value(l, build, exp);
  const json& me = l.seat(l.me);
  switch (build) {
    case road: return me["roads"].size() % 2 ? 1.5 : (strong && me["roads"].size() >= 3 ? 0.6 : 1.2);
    case knight:
      if (strong && me["knights"].size() % 2 == 0 && me["vp"].get<int>() < 8) return 3.1;  // an early A knight: +1 card a turn
      if (strong) return me["knights"].size() % 2 ? 2.2 : 1.6;
      return me["knights"].size() % 2 ? 1.5 : 1.3;
    case settlement: return 2.5;
    case city: return 3.0;
    default:
      if (exp == town_hall) return 3.2;
      if (exp == merchant_guild || exp == university) return 2.4;
      if (exp == library) return 2.2;
      return 2.0;
  }
}

struct Target {
  int build = -1, exp = -1;
  Hand cost{};
  double score = -1e9;
};

/// Builds the bot could aim at, best first by value minus the cards still missing.
std::vector<Target> targets(const Look& l, bool strong) {
  const json& v = *l.view;
  const json& me = l.seat(l.me);
  std::vector<Target> out;
  auto consider = [&](int b, int e) {
    Target t;
    t.build = b;
    t.exp = e;
    t.cost = build_cost(b, e);
    int missing = 0;
    for (int r = 0; r < kRes; ++r) missing += t.cost[r] > l.hand[r] ? t.cost[r] - l.hand[r] : 0;
    int total = 0;
    for (int r = 0; r < kRes; ++r) total += t.cost[r];
    t.score = strong ? build_value(l, b, e, true) - W[11] * missing - W[12] * total
                     : build_value(l, b, e, false) - 0.6 * missing;
    out.push_back(t);
  };
  const json& built = v["turn"]["built"];
  auto done = [&](const char* n) {
    for (const auto& x : built)
      if (x == n) return true;
    return false;
  };
  if (!done("road")) consider(road, -1);
  if (!done("knight")) consider(knight, -1);
  if (!done("settlement") && v["stacks"]["settlement"].get<int>() > 0) consider(settlement, -1);
  if (!done("city") && me["settlements"].get<int>() > 0) consider(city, -1);
  if (!done("expansion") && me["cities"].get<int>() > int(me["expansions"].size()))
    for (int k = 0; k < kExpansionKinds; ++k) {
      static const char* names[] = {"library", "university", "town_hall", "city_wall", "church", "merchant_guild"};
      bool own = false;
      for (const auto& x : me["expansions"]) own = own || x == names[k];
      if (!own && v["stacks"]["expansions"][names[k]].get<int>() > 0) consider(expansion, k);
    }
  std::sort(out.begin(), out.end(), [](const Target& a, const Target& b) { return a.score > b.score; });
  return out;
}

int find(const json& acts, const std::function<double(const json&)>& score) {
  int best = -1;
  double bs = -1e18;
  for (size_t i = 0; i < acts.size(); ++i) {
    const double s = score(acts[i]);
    if (s > bs) { bs = s; best = int(i); }
  }
  return bs > -1e17 ? best : -1;
}
constexpr double kNo = -1e18;

int choose(const json& view, Rng& rng, bool strong) {
  const json& acts = view["legal_actions"];
  Look l;
  l.view = &view;
  l.me = view["viewer"].get<int>();
  l.players = view["players"].get<int>();
  l.phase = view["phase"].get<std::string>();
  l.hand = hand_of(l.seat(l.me)["hand"]);
  auto of_type = [&](const json& a, const char* t) { return a["type"] == t; };

  if (l.phase == "discard")  // keep a spread: discard from the largest pile
    return find(acts, [&](const json& a) { return double(l.hand[res_of(a["give"])]); });

  if (l.phase == "destiny") {
    if (!strong) return find(acts, [&](const json& a) { return of_type(a, "keep_destiny") ? 1.0 : 0.0; });
    // Point the card at the leader among the two neighbours.
    const int cw = (l.me + 1) % l.players, ccw = (l.me + l.players - 1) % l.players;
    const int vp_cw = l.seat(cw)["vp"].get<int>(), vp_ccw = l.seat(ccw)["vp"].get<int>();
    const bool now_cw = view["destiny"] == "clockwise";
    const bool want_cw = vp_cw >= vp_ccw;
    return find(acts, [&](const json& a) { return of_type(a, "flip_destiny") == (now_cw != want_cw) ? 1.0 : 0.0; });
  }

  const std::vector<Target> tg = targets(l, strong);
  Hand need{};  // cards of the plan
  if (!tg.empty()) need = tg[0].cost;
  if (strong && tg.size() > 1)
    for (int r = 0; r < kRes; ++r) need[r] += tg[1].cost[r];
  Hand missing{}, surplus{};
  int n_missing = 0;
  for (int r = 0; r < kRes; ++r) {
    const int first = tg.empty() ? 0 : tg[0].cost[r];
    missing[r] = first > l.hand[r] ? first - l.hand[r] : 0;
    n_missing += missing[r];
    surplus[r] = l.hand[r] > need[r] ? l.hand[r] - need[r] : 0;
  }
  if (strong && n_missing == 0 && tg.size() > 1)  // first build ready: work on the second
    for (int r = 0; r < kRes; ++r) {
      missing[r] = need[r] > l.hand[r] ? need[r] - l.hand[r] : 0;
      n_missing += missing[r];
    }
  auto fullest_victim = [&](const json& a) {
    return double(l.seat(a["victim"].get<int>())["hand_count"].get<int>()) +
           (strong ? 0.3 * l.seat(a["victim"].get<int>())["vp"].get<int>() : 0.0);
  };

  // Always take the free card of the Merchant Guild.
  if (int i = find(acts, [&](const json& a) { return of_type(a, "guild") ? fullest_victim(a) : kNo; }); i >= 0) return i;

  if (l.phase == "trade") {
    if (int i = find(acts, [&](const json& a) {
          return of_type(a, "library_pick") ? missing[res_of(a["get"])] * 10.0 + (4 - res_of(a["get"]) * 0.1) : kNo;
        }); i >= 0)
      return i;
    if (int i = find(acts, [&](const json& a) { return of_type(a, "give_back") ? surplus[res_of(a["give"])] - 0.01 * missing[res_of(a["give"])] * 100 + l.hand[res_of(a["give"])] * 0.01 : kNo; }); i >= 0)
      return i;
    if (n_missing > 0) {
      if (int i = find(acts, [&](const json& a) {
            if (!of_type(a, "trade_market")) return kNo;
            const int g = res_of(a["give"]), r = res_of(a["get"]);
            return surplus[g] > 0 && missing[r] > 0 ? double(surplus[g]) + missing[r] : kNo;
          }); i >= 0)
        return i;
      bool any_surplus = false;
      for (int v : surplus) any_surplus = any_surplus || v > 0;
      if (any_surplus) {
        if (int i = find(acts, [&](const json& a) { return of_type(a, "library_open") ? fullest_victim(a) : kNo; }); i >= 0) return i;
        if (int i = find(acts, [&](const json& a) { return of_type(a, "trade_player") ? fullest_victim(a) : kNo; }); i >= 0) return i;
        if (int i = find(acts, [&](const json& a) {
              return of_type(a, "trade_pile") && surplus[res_of(a["give"])] > 0 ? double(surplus[res_of(a["give"])]) : kNo;
            }); i >= 0)
          return i;
      }
    }
    if (int i = find(acts, [&](const json& a) { return of_type(a, "end_trade") ? 1.0 : kNo; }); i >= 0) return i;
    return random_legal_action(view, rng);
  }

  // Build phase: the most valuable build, cheapest payment.
  if (int i = find(acts, [&](const json& a) {
        if (!of_type(a, "build")) return kNo;
        const int b = build_of(a["card"].get<std::string>());
        const int e = a.contains("expansion") ? exp_of(a["expansion"].get<std::string>()) : -1;
        const Hand pay = hand_of(a["pay"]);
        int paid = 0, extra = 0;
        const Hand cost = build_cost(b, e);
        for (int r = 0; r < kRes; ++r) {
          paid += pay[r];
          if (pay[r] > cost[r]) extra += pay[r] - cost[r];
        }
        double v = build_value(l, b, e, strong) - 0.05 * paid;
        if (strong) {
          v -= 0.02 * extra;  // stand-ins spend cards
          for (int r = 0; r < kRes; ++r)  // keep what the next build needs
            if (tg.size() > 1 && pay[r] > 0 && b != tg[0].build) v -= 0.05 * pay[r] * (tg[0].cost[r] > 0);
          if (a.value("university", false)) v += 0.3;
        }
        return v;
      }); i >= 0)
    return i;
  if (int i = find(acts, [&](const json& a) { return of_type(a, "end_turn") ? 1.0 : kNo; }); i >= 0) return i;
  return random_legal_action(view, rng);
}

}  // namespace
}  // namespace catan::struggle

namespace catan {

bool struggle_bot_action(const nlohmann::json& view, const std::string& level, uint64_t seed, nlohmann::json& action,
                         std::string& error) {
  if (!view.is_object() || !view.contains("legal_actions") || !view["legal_actions"].is_array() ||
      view["legal_actions"].empty()) {
    error = "the view has no legal action";
    return false;
  }
  Rng rng = Rng::from_seed(seed);
  int i = -1;
  if (level == "random") i = random_legal_action(view, rng);
  else if (level == "easy") i = struggle::choose(view, rng, false);
  else if (level == "strong") i = struggle::choose(view, rng, true);
  else {
    error = "unknown level \"" + level + "\" (random, easy, strong)";
    return false;
  }
  if (i < 0) {
    error = "no action chosen";
    return false;
  }
  action = view["legal_actions"][size_t(i)];
  return true;
}

}  // namespace catan
