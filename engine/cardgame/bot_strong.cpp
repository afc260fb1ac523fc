// The card game's "strong" computer player (bot.hpp), reading only its seat's view JSON.
// What it does beyond "easy":
//  * a plan: the build it aims at (a settlement first — with the road to it when no road waits
//    at an end —, then a city, a points/token expansion it holds), and bank/fleet trades only
//    from the resources the plan does not need toward the ones it misses;
//  * sites: a mill goes next to the most regions of its resource, a Garrison next to the
//    fullest regions, green cards on settlements first (city sites are kept for red cards);
//  * expansions valued by points, the token they win (Knight token: strength above the
//    opponent's; Windmill token: commerce), production (mills on matching regions) and hand size;
//  * no resource wasted: a region at 3 cannot store more, so a full type is traded away first;
//  * Brigand Attack: more than 7 unprotected resources lose ore and wool, so surplus goes to builds;
//  * refill: when rich and the hand holds nothing it can build, it searches a stack (picking
//    the best card it sees) instead of a blind draw; keeps buildable cards at the hand limit;
//  * duel picks and Spy takes by the card's worth; gives the most plentiful resource away.
#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "engine/cardgame/bot.hpp"
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

using Stock = std::array<int, kResCount>;

// What the bot reads of its own principality and the opponent's.
struct Board {
  int me = 0;
  Stock have{};   // resources by type
  Stock room{};   // free storage by type (3 - stock per region)
  Stock regions{};  // regions by type
  int unprotected = 0;  // stored resources (Garrisons ignored: an upper bound)
  int settlements = 0, cities = 0, free_green = 0, free_red = 0;
  int strength = 0, commerce = 0, opp_strength = 0, opp_commerce = 0;
  int vp = 0, opp_vp = 0, target = 12;
  bool unlocked = false;
  std::vector<int> hand;  // card ids
};

Board read(const json& view) {
  Board b;
  b.me = view["viewer"];
  const json& mine = view["players"][size_t(b.me)];
  const json& opp = view["players"][size_t(1 - b.me)];
  for (int r = 0; r < kResCount; ++r) b.have[size_t(r)] = mine["resources"].value(kResNames[r], 0);
  for (const auto& col : mine["principality"]) {
    const std::string kind = col["kind"];
    if (kind == "gap") {
      for (const auto& reg : col["regions"]) {
        if (reg.is_null()) continue;
        const int r = res_from_name(reg["resource"].get<std::string>());
        if (r < 0) continue;
        b.room[size_t(r)] += 3 - reg["stock"].get<int>();
        b.regions[size_t(r)] += 1;
        b.unprotected += reg["stock"].get<int>();
      }
    } else {
      const bool city = kind == "city";
      (city ? b.cities : b.settlements) += 1;
      for (int k = 0; k < 4; ++k) {
        if (!col["sites"][size_t(k)].is_null()) continue;
        if (k == 1 || k == 3) { if (city) ++b.free_red; }
        else ++b.free_green;
      }
    }
  }
  b.strength = mine["strength"];
  b.commerce = mine["commerce"];
  b.opp_strength = opp["strength"];
  b.opp_commerce = opp["commerce"];
  b.vp = mine["vp"];
  b.opp_vp = opp["vp"];
  b.target = view.value("vp_target", 12);
  b.unlocked = view.value("actions_unlocked", false);
  if (mine.contains("hand"))
    for (const auto& c : mine["hand"]) b.hand.push_back(c["id"].get<int>());
  return b;
}

Stock cost_of(Type t) {
  Stock c{};
  for (int r = 0; r < kResCount; ++r) c[size_t(r)] = info(t).cost[size_t(r)];
  return c;
}

int missing(const Stock& have, const Stock& cost) {
  int m = 0;
  for (int r = 0; r < kResCount; ++r) m += std::max(0, cost[size_t(r)] - have[size_t(r)]);
  return m;
}

// Worth of an expansion card to the strong player now (points = 10 each).
int strong_worth(const Board& b, Type t) {
  const TypeInfo& in = info(t);
  int w = in.vp * 10;
  if (in.strength > 0) {  // the Knight token: 1 VP to whoever is strictly stronger
    const int after = b.strength + in.strength;
    if (b.strength <= b.opp_strength && after > b.opp_strength) w += 10;
    else if (after > b.opp_strength) w += 3;  // a margin keeps it
    else w += 2 * in.strength;
    w += in.tournament;
  }
  if (in.commerce > 0) {
    const int after = b.commerce + in.commerce;
    if (b.commerce <= b.opp_commerce && after > b.opp_commerce && b.cities > 0) w += 10;
    else if (after > b.opp_commerce) w += 3;
    else w += 2 * in.commerce;
  }
  const int m = mill_resource(t);
  if (m >= 0) w += 4 * std::min(2, b.regions[size_t(m)]);
  if (is_fleet(t)) w += 2;
  switch (t) {
    case Type::abbey: case Type::library: case Type::town_hall: w += 3; break;  // hand size / search price
    case Type::mint: w += 3; break;
    case Type::garrison: w += b.unprotected > 6 ? 5 : 2; break;
    case Type::aqueduct: case Type::bath_house: w += 2; break;
    default: break;
  }
  return w;
}

// Worth of any card in hand (action cards included), for what to keep and pick.
int hand_worth(const Board& b, int id) {
  const Type t = card(id).type;
  if (is_expansion(t)) {
    const bool red = info(t).group == Group::red;
    int w = strong_worth(b, t);
    if (red && b.cities == 0) w -= 6;  // needs a city first
    w -= 2 * missing(b.have, cost_of(t));
    return w;
  }
  switch (t) {
    case Type::scout: return 12;
    case Type::merchant: return 9;
    case Type::spy: return 8;
    case Type::brigands: case Type::black_knight: case Type::arsonist: return 10;
    case Type::bishop: case Type::herb_woman: return 7;
    case Type::caravan: case Type::alchemist: return 5;
    default: return 0;
  }
}

// The type names of the opponent's card at (column, site) of a pick_card action.
int opp_card_at(const json& view, const json& a) {
  const json& cols = view["players"][size_t(1 - view["viewer"].get<int>())]["principality"];
  const size_t c = a["column"], k = a["site"];
  if (c >= cols.size() || !cols[c].contains("sites")) return -1;
  const json& s = cols[c]["sites"][k];
  return s.is_null() ? -1 : s["id"].get<int>();
}

// Regions of resource r next to site k of town column c (the site's side), with their stock.
void next_regions(const json& cols, int c, int k, int r, int& count, int& stock) {
  count = stock = 0;
  const int side = k < 2 ? 0 : 1;
  for (int g : {c - 1, c + 1}) {
    if (g < 0 || g >= int(cols.size()) || cols[size_t(g)]["kind"] != "gap") continue;
    const json& reg = cols[size_t(g)]["regions"][size_t(side)];
    if (reg.is_null()) continue;
    if (r < 0 || res_from_name(reg["resource"].get<std::string>()) == r) {
      ++count;
      stock += reg["stock"].get<int>();
    }
  }
}

struct Plan {
  Stock need{};   // resources the plan keeps
  Stock miss{};   // still missing
  int misses = 0;
  bool any = false;
};

// The build to aim at: the cheapest-to-complete of the valuable ones.
Plan make_plan(const json& view, const Board& b) {
  Plan p;
  struct Goal { Stock cost; double value; };
  std::vector<Goal> goals;
  const json& st = view;
  if (b.settlements > 0 && st["cities"].get<int>() > 0) goals.push_back({cost_of(Type::city), 14});
  for (int id : b.hand) {
    const Type t = card(id).type;
    if (!is_expansion(t)) continue;
    const bool red = info(t).group == Group::red;
    if (red ? b.free_red == 0 : (b.free_green == 0 && b.free_red == 0)) continue;
    goals.push_back({cost_of(t), double(strong_worth(b, t))});
  }
  // A settlement is worth more than its point: two new regions, two sites, and one fewer of the
  // five in the shared stack for the opponent. With no road waiting at an end, the goal is the
  // road and the settlement together, so trades gather for both.
  if (st["settlements"].get<int>() > 0) {
    // An end of the row with a road and no settlement beyond it.
    const json& cs = view["players"][size_t(b.me)]["principality"];
    auto road_open = [](const json& end) { return end["kind"] == "gap" && !end["road"].is_null(); };
    if (!cs.empty() && (road_open(cs.front()) || road_open(cs.back()))) {
      goals.push_back({cost_of(Type::settlement), 30});
    } else if (st["roads"].get<int>() > 0) {
      Stock both = cost_of(Type::road);
      for (int r = 0; r < kResCount; ++r) both[size_t(r)] += cost_of(Type::settlement)[size_t(r)];
      goals.push_back({both, 36});
    }
  }
  double best = -1e9;
  for (const auto& g : goals) {
    const int m = missing(b.have, g.cost);
    const double s = g.value - 4.0 * m;
    if (s > best) {
      best = s;
      p.need = g.cost;
      p.any = true;
    }
  }
  for (int r = 0; r < kResCount; ++r) {
    p.miss[size_t(r)] = std::max(0, p.need[size_t(r)] - b.have[size_t(r)]);
    p.misses += p.miss[size_t(r)];
  }
  return p;
}

const json* best_of(const json& legal, const char* type, const std::function<double(const json&)>& score, double floor) {
  const json* best = nullptr;
  double bs = floor;
  for (const auto& a : legal)
    if (a["type"] == type) {
      const double s = score(a);
      if (s > bs) { bs = s; best = &a; }
    }
  return best;
}

// Resources `b`'s player holds in its regions.
int resources_held(const Board& b) {
  int total = 0;
  for (int v : b.have) total += v;
  return total;
}

// How well a search's payment spares the plan: per resource paid, what is held above twice
// the plan's need of it.
double search_spare(const Board& b, const Plan& p, const json& search) {
  double s = 0;
  for (const auto& r : search["pay"]) {
    const int k = res_from_name(r.get<std::string>());
    s += b.have[size_t(k)] - p.need[size_t(k)] * 2.0;
  }
  return s;
}

}  // namespace

json strong_action(const json& view, const json& legal, Rng& rng) {
  const Board b = read(view);
  const json& dec = view["decision"];
  const std::string dkind = dec.is_object() ? dec.value("kind", "") : "";
  constexpr double kNo = -1e18;
  auto has = [&](const char* t) { for (const auto& a : legal) if (a["type"] == t) return &a; return static_cast<const json*>(nullptr); };

  if (dkind == "start_take" || dkind == "search_pick" || dkind == "spy_take") {
    if (const json* a = best_of(legal, "take_card", [&](const json& x) { return double(hand_worth(b, x["card"])); }, kNo)) {
      if (dkind != "spy_take" || hand_worth(b, (*a)["card"]) > 3) return *a;
    }
    if (const json* a = has("pass")) return *a;
  }
  if (dkind == "scout_pick") {  // regions: ore and grain for cities first, types we lack
    if (const json* a = best_of(legal, "take_card", [&](const json& x) {
          const Card& c = card(x["card"].get<int>());
          const double base = c.res == ore || c.res == grain ? 3 : c.res == gold ? 1 : 2;
          return base - b.regions[size_t(c.res)] * 0.8;
        }, kNo))
      return *a;
  }
  if (dkind == "merchant_give") {  // give away the most plentiful
    if (const json* a = best_of(legal, "choose_resource", [&](const json& x) {
          const int r = res_from_name(x["resource"].get<std::string>());
          if (b.have[size_t(r)] == 0) return -100.0;
          return double(b.have[size_t(r)] - make_plan(view, b).need[size_t(r)]) - (r == gold ? 0.5 : 0.0);
        }, kNo))
      return *a;
  }
  if (dkind == "choose_resource") {
    const Plan p = make_plan(view, b);
    if (const json* a = best_of(legal, "choose_resource", [&](const json& x) {
          const int r = res_from_name(x["resource"].get<std::string>());
          if (b.room[size_t(r)] == 0) return -100.0;
          return p.miss[size_t(r)] * 10.0 - b.have[size_t(r)] * 2.0 + (r == gold ? -3.0 : 0.0) + (r == ore || r == grain ? 1.0 : 0.0);
        }, kNo))
      return *a;
  }
  if (dkind == "duel_pick" || dkind == "civil_war_pick") {
    if (const json* a = best_of(legal, "pick_card", [&](const json& x) {
          const int id = opp_card_at(view, x);
          return id < 0 ? 0.0 : double(strong_worth(b, card(id).type));
        }, kNo))
      return *a;
  }
  if (dkind == "hand_limit") {
    if (const json* a = best_of(legal, "put_under", [&](const json& x) { return -double(hand_worth(b, x["card"])); }, kNo))
      return *a;
  }
  if (dkind == "offer_answer") {  // accept only a 1:1 that gives what the plan misses for a surplus
    const Plan p = make_plan(view, b);
    if (dec.contains("give") && dec.contains("get")) {
      const int theirs = res_from_name(dec["give"].get<std::string>()), mine = res_from_name(dec["get"].get<std::string>());
      if (theirs >= 0 && mine >= 0 && dec.value("give_count", 1) >= dec.value("get_count", 1) && p.miss[size_t(theirs)] > 0 &&
          b.have[size_t(mine)] > p.need[size_t(mine)] && b.opp_vp < b.target - 2)
        if (const json* a = has("accept")) return *a;
    }
  }
  if (dkind == "exchange_draw") {  // a search when rich enough, else the top card
    const int total = resources_held(b);
    if (total >= 6) {
      const Plan p = make_plan(view, b);
      if (const json* a = best_of(legal, "search", [&](const json& x) { return search_spare(b, p, x); }, kNo))
        return *a;
    }
  }
  if (!dkind.empty()) return easy_action(view, legal, rng);  // other decisions: as easy

  if (view["phase"] == "roll") {  // Alchemist: the production number that gains most over the opponent
    auto gain = [&](int seat, int v) {
      int g = 0;
      for (const auto& col : view["players"][size_t(seat)]["principality"])
        if (col["kind"] == "gap")
          for (const auto& reg : col["regions"])
            if (!reg.is_null() && reg["number"].get<int>() == v && reg["stock"].get<int>() < 3) ++g;
      return g;
    };
    if (const json* a = best_of(legal, "play_alchemist", [&](const json& x) {
          const int v = x["production"];
          return double(gain(b.me, v) - gain(1 - b.me, v));
        }, 0.5))
      return *a;
    if (const json* a = has("roll")) return *a;
  }
  if (view["phase"] == "action") {
    if (const json* a = has("build_city")) return *a;
    if (const json* a = has("play_scout")) return *a;
    if (const json* a = has("build_settlement")) return *a;
    // the best expansion, on its best site
    const json& cols = view["players"][size_t(b.me)]["principality"];
    if (const json* a = best_of(legal, "build_expansion", [&](const json& x) {
          const Type t = card(x["card"].get<int>()).type;
          const int c = x["column"], k = x["site"];
          double s = strong_worth(b, t) * 10.0;
          const bool red_site = k == 1 || k == 3;
          if (info(t).group == Group::green && red_site) s -= 15;  // keep city sites for red cards
          int cnt = 0, stock = 0;
          const int m = mill_resource(t);
          if (m >= 0) { next_regions(cols, c, k, m, cnt, stock); s += cnt * 30; }
          if (t == Type::garrison) { next_regions(cols, c, k, -1, cnt, stock); s += stock * 3; }
          return s;
        }, 20.0))
      return *a;
    // a road only toward a settlement card to come
    if (view["settlements"].get<int>() > 0 && b.vp >= 0)
      if (const json* a = has("build_road")) {
        int roads_open = 0;  // ends with a road and no settlement beyond
        const json& cs = cols;
        if (!cs.empty() && cs[0]["kind"] == "gap" && !cs[0]["road"].is_null()) ++roads_open;
        if (!cs.empty() && cs[cs.size() - 1]["kind"] == "gap" && !cs[cs.size() - 1]["road"].is_null()) ++roads_open;
        if (roads_open == 0) return *a;
      }
    {  // Merchant: take the two resources the plan misses most (one goes back after)
      const Plan p = make_plan(view, b);
      if (const json* a = best_of(legal, "play_action", [&](const json& x) {
            if (!x.contains("take_res") && !x.contains("take_resources")) return kNo;
            const json& tr = x.contains("take_resources") ? x["take_resources"] : x["take_res"];
            double sc = 0;
            Stock got{};
            for (const auto& r : tr) {
              const int k = res_from_name(r.get<std::string>());
              sc += (p.miss[size_t(k)] > got[size_t(k)] ? 10 : 0) + (k == gold ? 4 : 0) + (k == ore || k == grain ? 2 : 0) + 1;
              ++got[size_t(k)];
            }
            return sc;
          }, kNo))
        return *a;
    }
    for (const char* t : {"merchant", "spy", "brigands", "black_knight", "arsonist"})
      for (const auto& a : legal)
        if (a["type"] == "play_action" && info(card(a["card"].get<int>()).type).name == std::string(t)) {
          return a;  // a duel is won on 1-5 of the die (1-2 after an answer): always worth it
        }
    // trades toward the plan; a full type or a big surplus goes first
    const Plan p = make_plan(view, b);
    if (const json* a = best_of(legal, "trade", [&](const json& x) {
          const int g = res_from_name(x["give"].get<std::string>()), r = res_from_name(x["get"].get<std::string>());
          const int spare = b.have[size_t(g)] - p.need[size_t(g)];
          if (spare <= 0 || b.room[size_t(r)] == 0) return kNo;
          double s = 0;
          if (p.miss[size_t(r)] > 0) s += 10;
          else if (r == gold) return kNo;
          else if (b.room[size_t(g)] == 0 && b.have[size_t(r)] == 0) s += 2;  // nothing to lose: full type
          else return kNo;
          return s + spare + (b.room[size_t(g)] == 0 ? 2 : 0);
        }, 0.0))
      return *a;
    return *has("end_actions");
  }
  if (view["phase"] == "refill") {
    bool buildable = false;
    for (int id : b.hand) {
      const Type t = card(id).type;
      if (is_expansion(t) && strong_worth(b, t) >= 10) buildable = true;
    }
    const int total = resources_held(b);
    // at the limit: swap the weakest card (not buildable, no points) for a new one
    if (const json* a = best_of(legal, "exchange", [&](const json& x) {
          const int w = hand_worth(b, x["card"]);
          if (w > 4) return kNo;
          return -double(w) + view["stacks"][size_t(x["stack"].get<int>())]["count"].get<int>() * 0.01;
        }, kNo))
      if (!has("draw") || b.hand.size() >= size_t(view["players"][size_t(b.me)]["hand_limit"].get<int>()))
        return *a;
    if (!buildable && total >= 6) {
      const Plan p = make_plan(view, b);
      if (const json* a = best_of(legal, "search", [&](const json& x) {
            return search_spare(b, p, x) + view["stacks"][size_t(x["stack"].get<int>())]["count"].get<int>() * 0.1;
          }, kNo))
        return *a;
    }
  }
  return easy_action(view, legal, rng);
}

}  // namespace catan::cardgame
