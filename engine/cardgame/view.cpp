// A seat's view (card-games.md A.16): everything on the table, the own hand,
// counts for hands and stacks; a stack's cards in order only to the seat that
// is searching it (or picking a starting hand or a Master Builder swap), the
// region stack only to a Scout's picker, the opponent's hand only to a Spy.
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

const char* kPhaseNames[] = {"setup", "roll", "action", "refill", "over"};
const char* kDecisionNames[] = {"arrange",     "start_stack", "start_take", "choose_resource", "civil_war_pick",
                                "hand_limit",  "conflict_under", "master_builder_stack", "master_builder_swap",
                                "duel_answer", "duel_pick",   "merchant_give", "spy_take", "scout_pick",
                                "search_pick", "exchange_draw", "offer_answer", "production", "event_done"};
const char* kReasonNames[] = {"plenty", "tournament", "trade_advantage", "progress", "brigands", "merchant"};

json cards_json(const std::vector<int>& v) {
  json a = json::array();
  for (int id : v) a.push_back(card_json(id));
  return a;
}

json player_json(const State& s, int p, bool own) {
  const Player& P = s.p[p];
  json cols = json::array();
  for (const Column& c : P.cols) {
    if (c.town) {
      json sites = json::array();
      for (int k = 0; k < 4; ++k) sites.push_back(c.site[k] >= 0 ? card_json(c.site[k]) : json(nullptr));
      cols.push_back({{"kind", c.city >= 0 ? "city" : "settlement"}, {"card", c.city >= 0 ? c.city : c.settlement},
                      {"sites", sites}});
    } else {
      json regions = json::array();
      for (int k = 0; k < 2; ++k) {
        if (c.region[k] < 0) { regions.push_back(nullptr); continue; }
        json r = card_json(c.region[k]);
        r["stock"] = c.stock[k];
        regions.push_back(r);
      }
      cols.push_back({{"kind", "gap"}, {"road", c.road >= 0 ? json(c.road) : json(nullptr)}, {"regions", regions}});
    }
  }
  json res = json::object();
  for (int r = 0; r < kResCount; ++r) res[kResNames[r]] = total(s, p, r);
  json j{{"vp", s.vp[p]},           {"strength", strength(s, p)},   {"commerce", commerce(s, p)},
         {"tournament", tournament(s, p)}, {"hand_limit", hand_limit(s, p)}, {"hand_count", P.hand.size()},
         {"turns", P.turns},        {"resources", res},            {"principality", cols},
         {"search_price", search_price(s, p)}};
  if (own) j["hand"] = cards_json(P.hand);
  return j;
}

}  // namespace

json card_json(int id) {
  const Card& c = card(id);
  json j{{"id", id}, {"type", info(c.type).name}};
  if (c.type == Type::region) {
    j["resource"] = kResNames[c.res];
    j["number"] = c.number;
  }
  return j;
}

json view_json(const State& s, int viewer) {
  json players = json::array();
  for (int p = 0; p < 2; ++p) players.push_back(player_json(s, p, p == viewer));
  json stacks = json::array();
  for (int k = 0; k < 5; ++k) stacks.push_back({{"count", s.stacks[k].size()}});
  json v{{"game", "card-game"},
         {"viewer", viewer},
         {"phase", kPhaseNames[int(s.phase)]},
         {"current", s.current},
         {"first", s.first},
         {"winner", s.winner >= 0 ? json(s.winner) : json(nullptr)},
         {"vp_target", s.opt.vp_target},
         {"actions_unlocked", actions_unlocked(s)},
         {"production", s.production},
         {"event_face", s.event_face >= 0 ? json(kFaceNames[s.event_face]) : json(nullptr)},
         {"alchemist", s.alchemist},
         {"duel_die", s.duel_die},
         {"last_event", s.last_event >= 0 ? card_json(s.last_event) : json(nullptr)},
         {"tokens", {{"knight", s.knight_holder}, {"windmill", s.windmill_holder}}},
         {"players", players},
         {"stacks", stacks},
         {"roads", s.roads.size()},
         {"settlements", s.settlements.size()},
         {"cities", s.cities.size()},
         {"region_stack", s.regions.size()},
         {"event_deck", s.events.size()},
         {"discard", cards_json(s.discard)},
         {"limbo", cards_json(s.limbo)}};
  if (!s.queue.empty()) {
    const Decision& d = s.queue.front();
    json dj{{"kind", kDecisionNames[int(d.kind)]}, {"seat", d.seat}};
    switch (d.kind) {
      case DK::choose_res:
        dj["reason"] = kReasonNames[d.c];
        dj["from"] = d.a == 1 ? "opponent" : "bank";
        break;
      case DK::merchant_give: dj["reason"] = "merchant"; break;
      case DK::duel_answer: dj["attack"] = info(Type(d.a)).name; break;
      case DK::duel_pick: dj["target"] = d.a == 0 ? "building" : "knight"; break;
      case DK::start_stack:
      case DK::mb_stack: dj["excluded_stack"] = d.a; break;
      case DK::start_take: dj["stack"] = d.a; dj["to_take"] = d.b; break;
      case DK::mb_swap:
      case DK::search_pick:
      case DK::exchange_draw: dj["stack"] = d.a; break;
      case DK::conflict_under: dj["card"] = card_json(d.a); break;
      case DK::offer_answer:
        dj["give"] = kResNames[s.offer[0]]; dj["give_count"] = s.offer[1];
        dj["get"] = kResNames[s.offer[2]]; dj["get_count"] = s.offer[3];
        break;
      default: break;
    }
    if (d.seat == viewer) {  // what only the deciding seat may look at
      if (d.kind == DK::start_take || d.kind == DK::search_pick || d.kind == DK::mb_swap)
        dj["stack_cards"] = cards_json(s.stacks[d.a]);
      if (d.kind == DK::scout_pick) dj["region_cards"] = cards_json(s.regions);
      if (d.kind == DK::spy_take) dj["opponent_hand"] = cards_json(s.p[1 - viewer].hand);
    }
    v["decision"] = dj;
  } else {
    v["decision"] = nullptr;
  }
  return v;
}

}  // namespace catan::cardgame
