// Special victory points and winning (card-games.md A.7, A.14) and the
// action-card lock (A.11, A.15 and seed 003).
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {

int strength(const State& s, int p) {
  int knights = 0, n = 0;
  for (const Column& c : s.p[p].cols)
    if (c.town)
      for (int id : c.site)
        if (id >= 0 && is_knight(card(id).type)) { ++knights; n += card_info(id).strength; }
  return n + knights * count_type(s, p, Type::smithy);
}

int commerce(const State& s, int p) {
  int n = 0, fleets = 0;
  for (const Column& c : s.p[p].cols)
    if (c.town)
      for (int id : c.site)
        if (id >= 0) { n += card_info(id).commerce; fleets += is_fleet(card(id).type); }
  return n + fleets * count_type(s, p, Type::harbor);  // Harbor: +1 per fleet (A.13.4)
}

int tournament(const State& s, int p) {
  int n = 0;
  for (const Column& c : s.p[p].cols)
    if (c.town)
      for (int id : c.site)
        if (id >= 0 && is_knight(card(id).type)) n += card_info(id).tournament;
  return n;
}

int compute_vp(const State& s, int p, int knight_holder, int windmill_holder) {
  int vp = 0;
  for (const Column& c : s.p[p].cols) {
    if (!c.town) continue;
    vp += c.city >= 0 ? 2 : 1;
    for (int id : c.site)
      if (id >= 0) vp += card_info(id).vp;
  }
  return vp + (knight_holder == p) + (windmill_holder == p);
}

int compute_knight_holder(const State& s) {
  const int a = strength(s, 0), b = strength(s, 1);
  return a > b ? 0 : b > a ? 1 : -1;
}

int compute_windmill_holder(const State& s) {
  const int a = commerce(s, 0), b = commerce(s, 1);
  const int lead = a > b ? 0 : b > a ? 1 : -1;
  if (lead >= 0 && s.opt.windmill_needs_city && cities(s, lead) == 0) return -1;
  return lead;
}

void update_derived(State& s, Events& ev) {
  const int k = compute_knight_holder(s), w = compute_windmill_holder(s);
  if (k != s.knight_holder) {
    ev.push_back(k >= 0 ? make_event("token", k, "cardgame.ev.knight_token", player_arg(k))
                        : make_event("token", -1, "cardgame.ev.knight_token_middle"));
    ev.back()["token"] = "knight";
  }
  if (w != s.windmill_holder) {
    ev.push_back(w >= 0 ? make_event("token", w, "cardgame.ev.windmill_token", player_arg(w))
                        : make_event("token", -1, "cardgame.ev.windmill_token_middle"));
    ev.back()["token"] = "windmill";
  }
  s.knight_holder = k;
  s.windmill_holder = w;
  for (int p = 0; p < 2; ++p) s.vp[p] = compute_vp(s, p, k, w);
  if (s.phase != Phase::setup && s.phase != Phase::over && s.vp[s.current] >= s.opt.vp_target) {
    s.winner = s.current;
    s.phase = Phase::over;
    s.queue.clear();
    ev.push_back(make_event("won", s.current, "cardgame.ev.won", player_arg(s.current), s.vp[s.current]));
  }
}

bool actions_unlocked(const State& s) {
  switch (s.opt.lock) {
    case Options::Lock::both3: return s.vp[0] >= 3 && s.vp[1] >= 3;
    case Options::Lock::sum7: return s.vp[0] + s.vp[1] >= 7;
    case Options::Lock::none: return true;
  }
  return true;
}

}  // namespace catan::cardgame
