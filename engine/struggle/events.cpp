// City events (struggle.md §3: Robbery, Market Day), the destiny card (§4: optional flip
// after a settlement, forced flip after Robbery's discards) and the English event lines.
#include "engine/struggle/struggle.hpp"

#include <string>

#include "engine/core/resources.hpp"
#include "engine/text/catalogue.hpp"

namespace catan::struggle {
namespace {

void push(std::vector<Event>& ev, const char* type, int p, int card, int value) {
  Event e;
  e.type = type;
  e.player = p;
  e.card = card;
  e.value = value;
  ev.push_back(std::move(e));
}

void flip(State& s, int p, std::vector<Event>& ev) {
  s.destiny = -s.destiny;
  push(ev, "destiny_flipped", p, -1, s.destiny);
}

/// Robbery is over when nobody holds more than 7: the destiny card flips (3-4 players).
void finish_robbery(State& s, std::vector<Event>& ev) {
  for (int p = 0; p < s.players; ++p)
    if (count(s.seat[p].hand) > 7) return;
  if (s.players >= 3) flip(s, s.current, ev);
  s.phase = Phase::build;
}

const char* res_en(int r) { return r >= 0 && r < kRes ? kResourceNames[r].data() : "?"; }

}  // namespace

void resolve_city_event(State& s, int p, int event, const std::vector<int>& market_chance, std::vector<Event>& ev) {
  push(ev, event == robbery ? "robbery" : "market_day", p, -1, event);
  if (event == robbery) {
    s.phase = Phase::discard;
    finish_robbery(s, ev);
    return;
  }
  for (int& m : s.market) {
    if (m >= 0) ++s.discard[m];
    m = -1;
  }
  for (size_t i = 0; i < s.market.size(); ++i) s.market[i] = draw_card(s, i < market_chance.size() ? market_chance[i] : -1);
}

Refusal check_city_step(const State& s, const Action& a) {
  if (a.type == Act::discard) {
    if (s.phase != Phase::discard) return {"wrong_phase", "struggle.refuse.not_discarding"};
    if (count(s.seat[a.player].hand) <= 7) return {"not_discarding", "struggle.refuse.not_discarding"};
    if (a.give < 0 || a.give >= kRes) return {"bad_resource", "struggle.refuse.bad_resource"};
    if (s.seat[a.player].hand[a.give] == 0) return {"no_card", "struggle.refuse.no_card"};
    return {};
  }
  if (s.players == 2) return {"no_destiny_two_players", "struggle.refuse.no_destiny_two_players"};
  if (s.phase != Phase::destiny) return {"wrong_phase", "struggle.refuse.not_destiny"};
  return {};
}

void apply_city_step(State& s, const Action& a, std::vector<Event>& ev) {
  if (a.type == Act::discard) {
    --s.seat[a.player].hand[a.give];
    ++s.discard[a.give];
    push(ev, "discarded", a.player, a.give, -1);
    finish_robbery(s, ev);
    return;
  }
  if (a.type == Act::flip_destiny) flip(s, a.player, ev);
  else push(ev, "destiny_kept", a.player, -1, s.destiny);
  s.phase = Phase::build;
}

std::string event_line(const Event& e, bool reveal) {
  const std::string key = "struggle.ev." + e.type + (e.secret && !reveal ? ".hidden" : "");
  const int p = e.player + 1, o = e.other + 1;
  static const char* kBuild[] = {"road", "knight", "settlement", "city", "city expansion"};
  static const char* kExp[] = {"Library", "University", "Town Hall", "City Wall", "Church", "Merchant Guild"};
  const char* k = key.c_str();
  if (e.type == "traded_market") return text::format_en(k, p, res_en(e.value), res_en(e.card));
  if (e.type == "traded_pile") return reveal ? text::format_en(k, p, res_en(e.value), res_en(e.card)) : text::format_en(k, p, res_en(e.value));
  if (e.type == "drew_blind" || e.type == "library_picked" || e.type == "gave_back" || e.type == "guild_drew")
    return reveal ? text::format_en(k, p, o, res_en(e.card)) : text::format_en(k, p, o);
  if (e.type == "library_opened") return text::format_en(k, p, o);
  if (e.type == "built") return text::format_en(k, p, kBuild[e.value]);
  if (e.type == "built_expansion") return text::format_en(k, p, kExp[e.value]);
  if (e.type == "took_road" || e.type == "took_knight") return text::format_en(k, p, o, e.value % 2 ? "A" : "B");
  if (e.type == "destiny_flipped" || e.type == "destiny_kept")
    return text::format_en(k, p, e.value > 0 ? "clockwise" : "counter-clockwise");
  if (e.type == "discarded") return text::format_en(k, p, res_en(e.card));
  if (e.type == "drew") return reveal ? text::format_en(k, p, e.value) : text::format_en(k, p, e.value);
  if (e.type == "won") return text::format_en(k, p, e.value);
  if (e.type == "turn_limit") return e.player >= 0 ? text::format_en(k, e.value, p) : text::format_en("struggle.ev.turn_limit_tie", e.value);
  return text::format_en(k, p);
}

}  // namespace catan::struggle
