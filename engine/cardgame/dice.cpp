// The roll (card-games.md A.5, A.6): Alchemist before the roll, both dice at
// once, the event resolved first (event die faces, event cards A.12), then
// production on both principalities (cap 3, mills double, cities do not).
#include <algorithm>

#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

// Garrisons next to the region on side k of gap column g (A.13.2).
int garrisons_next_to(const State& s, int p, int g, int k) {
  int n = 0;
  for (int c : {g - 1, g + 1}) {
    if (c < 0 || c >= int(s.p[p].cols.size()) || !s.p[p].cols[size_t(c)].town) continue;
    const Column& col = s.p[p].cols[size_t(c)];
    for (int site = 0; site < 4; ++site)
      if (site_side(site) == k && col.site[site] >= 0 && card(col.site[site]).type == Type::garrison) ++n;
  }
  return n;
}

// True if a mill doubling resource r sits on side k of a town next to gap column g.
bool doubled(const State& s, int p, int g, int k, int r) {
  for (int c : {g - 1, g + 1}) {
    if (c < 0 || c >= int(s.p[p].cols.size()) || !s.p[p].cols[size_t(c)].town) continue;
    const Column& col = s.p[p].cols[size_t(c)];
    for (int site = 0; site < 4; ++site)
      if (site_side(site) == k && col.site[site] >= 0 && mill_resource(card(col.site[site]).type) == r) return true;
  }
  return false;
}

void brigand_attack(State& s, Events& ev) {
  if (s.p[s.current].turns <= s.opt.brigand_grace) {
    ev.push_back(make_event("brigand_ignored", s.current, "cardgame.ev.brigand_ignored"));
    return;
  }
  for (int p = 0; p < 2; ++p) {
    int counted = 0;
    const auto& cols = s.p[p].cols;
    for (int g = 0; g < int(cols.size()); ++g)
      if (!cols[size_t(g)].town)
        for (int k = 0; k < 2; ++k)
          if (cols[size_t(g)].region[k] >= 0 && garrisons_next_to(s, p, g, k) == 0) counted += cols[size_t(g)].stock[k];
    if (counted <= 7) continue;
    const int first = s.opt.brigand_gold ? gold : ore;
    const int lost_a = pay(s, p, first, 99), lost_w = pay(s, p, wool, 99);
    ev.push_back(make_event("brigand_attack", p, "cardgame.ev.brigand_loss", player_arg(p), lost_a, res_arg(first), lost_w));
  }
}

void plague(State& s, Events& ev) {
  for (int p = 0; p < 2; ++p) {
    if (count_type(s, p, Type::aqueduct) > 0) continue;  // all of its owner's regions immune
    auto& cols = s.p[p].cols;
    int lost = 0;
    for (int g = 0; g < int(cols.size()); ++g) {
      if (cols[size_t(g)].town) continue;
      bool touches = false, protected_ = false;
      for (int c : {g - 1, g + 1}) {
        if (c < 0 || c >= int(cols.size()) || !cols[size_t(c)].town || cols[size_t(c)].city < 0) continue;
        touches = true;
        if (town_has(s, p, c, Type::bath_house)) protected_ = true;  // its city's 4 regions
      }
      if (!touches || protected_) continue;
      for (int k = 0; k < 2; ++k)
        if (cols[size_t(g)].region[k] >= 0 && cols[size_t(g)].stock[k] > 0) { --cols[size_t(g)].stock[k]; ++lost; }
    }
    ev.push_back(make_event("plague", p, "cardgame.ev.plague", player_arg(p), lost));
  }
}

void productive_year(State& s, Events& ev) {
  for (int p = 0; p < 2; ++p) {
    auto& cols = s.p[p].cols;
    int gained = 0;
    for (int g = 0; g < int(cols.size()); ++g)
      if (!cols[size_t(g)].town)
        for (int k = 0; k < 2; ++k) {
          if (cols[size_t(g)].region[k] < 0) continue;
          const int add = garrisons_next_to(s, p, g, k);
          const int before = cols[size_t(g)].stock[k];
          cols[size_t(g)].stock[k] = std::min(3, before + add);
          gained += cols[size_t(g)].stock[k] - before;
        }
    ev.push_back(make_event("productive_year", p, "cardgame.ev.productive_year", player_arg(p), gained));
  }
}

}  // namespace

void produce(State& s, int die, Events& ev) {
  for (int p = 0; p < 2; ++p) {
    auto& cols = s.p[p].cols;
    json gains = json::object();
    for (int g = 0; g < int(cols.size()); ++g)
      if (!cols[size_t(g)].town)
        for (int k = 0; k < 2; ++k) {
          const int id = cols[size_t(g)].region[k];
          if (id < 0 || card(id).number != die) continue;
          const int add = doubled(s, p, g, k, card(id).res) ? 2 : 1;
          const int before = cols[size_t(g)].stock[k];
          cols[size_t(g)].stock[k] = std::min(3, before + add);
          const char* r = kResNames[card(id).res];
          gains[r] = gains.value(r, 0) + cols[size_t(g)].stock[k] - before;
        }
    json e = make_event("produced", p, "cardgame.ev.produced", player_arg(p), die);
    e["gains"] = gains;
    ev.push_back(e);
  }
}

void run_production(State& s, Events& ev) { produce(s, s.production, ev); }

void resolve_face(State& s, int face, Events& ev) {
  const int cur = s.current;
  switch (face) {
    case f_brigand: brigand_attack(s, ev); break;
    case f_trade:
      if (s.windmill_holder >= 0) s.queue.push_back({DK::choose_res, s.windmill_holder, 1, 1, r_trade_advantage});
      break;
    case f_tournament: {
      const int a = tournament(s, 0), b = tournament(s, 1);
      if (a != b) s.queue.push_back({DK::choose_res, a > b ? 0 : 1, 0, 1, r_tournament});
      ev.push_back(make_event("tournament", a == b ? -1 : a > b ? 0 : 1, "cardgame.ev.tournament", a, b));
      break;
    }
    case f_plenty:
      s.queue.push_back({DK::choose_res, cur, 0, 1, r_plenty});
      s.queue.push_back({DK::choose_res, 1 - cur, 0, 1, r_plenty});
      break;
    default: {
      if (s.events.empty()) break;
      const int id = s.events.front();
      s.events.erase(s.events.begin());
      s.event_shown = s.last_event = id;
      json e = make_event("event_card", cur, "cardgame.ev.event_card", card_arg(card(id).type));
      e["card"] = card_json(id);
      ev.push_back(e);
      resolve_event_card(s, id, ev);
      s.queue.push_back({DK::auto_event_done, cur});
    }
  }
}

void resolve_event_card(State& s, int id, Events& ev) {
  const int cur = s.current, oth = 1 - s.current;
  switch (card(id).type) {
    case Type::civil_war:
      s.queue.push_back({DK::civil_pick, cur});
      s.queue.push_back({DK::civil_pick, oth});
      s.queue.push_back({DK::trim, cur});
      s.queue.push_back({DK::trim, oth});
      break;
    case Type::conflict: {
      const int h = s.knight_holder;
      if (h < 0) break;
      auto& hand = s.p[1 - h].hand;
      for (int i = 0; i < 2 && !hand.empty(); ++i) {
        const size_t k = s.rng.below(uint32_t(hand.size()));
        const int c = hand[k];
        hand.erase(hand.begin() + long(k));
        s.limbo.push_back(c);
        s.queue.push_back({DK::conflict_under, h, c});
      }
      ev.push_back(make_event("conflict", h, "cardgame.ev.conflict", player_arg(h), int(s.limbo.size())));
      break;
    }
    case Type::master_builder:
      s.queue.push_back({DK::mb_stack, cur, -1});
      s.queue.push_back({DK::mb_stack, oth, -1});
      break;
    case Type::plague: plague(s, ev); break;
    case Type::productive_year: productive_year(s, ev); break;
    case Type::progress:
      for (int p : {cur, oth}) {
        const int n = count_type(s, p, Type::abbey) + count_type(s, p, Type::library);
        for (int i = 0; i < n; ++i) s.queue.push_back({DK::choose_res, p, 0, 1, r_progress});
      }
      break;
    default: break;  // year_end: event_done shuffles
  }
}

void event_done(State& s, Events& ev) {
  const int id = s.event_shown;
  if (id < 0) return;
  s.event_shown = -1;
  s.events.push_back(id);  // face down under the event deck
  if (card(id).type != Type::year_end) return;
  shuffle_cards(s.events, s.rng);
  ev.push_back(make_event("year_end", s.current, "cardgame.ev.year_end"));
  if (!s.opt.year_end_redraw) return;
  std::vector<Decision> rest;
  rest.swap(s.queue);
  resolve_face(s, f_event, ev);
  s.queue.insert(s.queue.end(), rest.begin(), rest.end());
}

Refusal do_alchemist(State& s, const Action& a, bool dry, Events& ev) {
  if (s.phase != Phase::roll || !s.queue.empty()) return refuse("wrong_phase", "cardgame.refuse.not_before_roll");
  if (s.alchemist) return refuse("already_played", "cardgame.refuse.alchemist_twice");
  auto& hand = s.p[a.player].hand;
  auto it = std::find(hand.begin(), hand.end(), a.card);
  if (it == hand.end() || card(a.card).type != Type::alchemist) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
  if (!actions_unlocked(s)) return refuse("actions_locked", "cardgame.refuse.actions_locked");
  if (a.production < 1 || a.production > 6) return refuse("bad_field", "cardgame.refuse.bad_production");
  if (dry) return {};
  hand.erase(it);
  s.discard.push_back(a.card);
  s.alchemist = a.production;
  ev.push_back(make_event("alchemist", a.player, "cardgame.ev.alchemist", player_arg(a.player), a.production));
  return {};
}

Refusal do_roll(State& s, const Action& a, bool dry, Events& ev) {
  if (s.phase != Phase::roll || !s.queue.empty()) return refuse("wrong_phase", "cardgame.refuse.not_roll_phase");
  if (a.ch_production && s.alchemist) return refuse("bad_chance", "cardgame.refuse.alchemist_set");
  if (dry) return {};
  s.production = s.alchemist ? s.alchemist : a.ch_production ? a.ch_production : int(s.rng.below(6)) + 1;
  s.event_face = a.ch_event >= 0 ? a.ch_event : face_of_die(int(s.rng.below(6)));
  json e = make_event("rolled", a.player, "cardgame.ev.rolled", player_arg(a.player), s.production, face_arg(s.event_face));
  e["production"] = s.production;
  e["event"] = kFaceNames[s.event_face];
  ev.push_back(e);
  s.phase = Phase::action;
  resolve_face(s, s.event_face, ev);
  s.queue.push_back({DK::auto_production, s.current});
  return {};
}

}  // namespace catan::cardgame
