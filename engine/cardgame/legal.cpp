// Legal actions of a seat: candidates per decision or phase, each kept only if
// apply() accepts it in a dry run (so legal = accepted, by construction).
// Parameterised actions are listed in a bounded form: offers 1:1, Caravan one
// resource or a pair of the same, Merchant 1 or 2 resources (docs/card-game.md).
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

struct Gen {
  const State& s;
  int seat;
  std::vector<Action> out;
  void add(Action a) {
    a.player = seat;
    Events none;
    if (!apply(const_cast<State&>(s), a, true, none)) out.push_back(std::move(a));
  }
  Action mk(AT t) { Action a; a.type = t; return a; }
};

}  // namespace

std::vector<Action> legal_actions(const State& s, int seat) {
  Gen g{s, seat, {}};
  if (pending_seat(s) != seat) return {};
  const Player& me = s.p[seat];
  const int o = 1 - seat;
  if (!s.queue.empty()) {
    const Decision& d = s.queue.front();
    switch (d.kind) {
      case DK::arrange:
        for (int i = 0; i < 6; ++i)
          for (int j = i + 1; j < 6; ++j) { Action a = g.mk(AT::swap_regions); a.a = i; a.b = j; g.add(a); }
        g.add(g.mk(AT::ready));
        break;
      case DK::start_stack:
      case DK::mb_stack:
        for (int k = 0; k < 5; ++k) { Action a = g.mk(AT::choose_stack); a.stack = k; g.add(a); }
        if (d.kind == DK::mb_stack) g.add(g.mk(AT::pass));
        break;
      case DK::start_take:
      case DK::search_pick:
        for (int id : s.stacks[d.a]) { Action a = g.mk(AT::take_card); a.card = id; g.add(a); }
        break;
      case DK::scout_pick:
        for (int id : s.regions) { Action a = g.mk(AT::take_card); a.card = id; g.add(a); }
        break;
      case DK::spy_take:
        for (int id : s.p[o].hand) { Action a = g.mk(AT::take_card); a.card = id; g.add(a); }
        g.add(g.mk(AT::pass));
        break;
      case DK::choose_res:
      case DK::merchant_give:
        for (int r = 0; r < kResCount; ++r) { Action a = g.mk(AT::choose_resource); a.res = r; g.add(a); }
        break;
      case DK::civil_pick:
      case DK::duel_pick: {
        const auto t = d.kind == DK::civil_pick ? civil_targets(s, o) : pick_targets(s, o, d.a);
        for (auto [c, k] : t) { Action a = g.mk(AT::pick_card); a.column = c; a.site = k; g.add(a); }
        break;
      }
      case DK::trim:
        for (int id : me.hand)
          for (int k = 0; k < 5; ++k) { Action a = g.mk(AT::put_under); a.card = id; a.stack = k; g.add(a); }
        break;
      case DK::conflict_under:
        for (int k = 0; k < 5; ++k) { Action a = g.mk(AT::put_under); a.card = d.a; a.stack = k; g.add(a); }
        break;
      case DK::mb_swap:
        for (int id : me.hand)
          for (int t : s.stacks[d.a]) { Action a = g.mk(AT::swap_card); a.card = id; a.take = t; g.add(a); }
        g.add(g.mk(AT::pass));
        break;
      case DK::duel_answer:
        for (int id : me.hand) { Action a = g.mk(AT::answer); a.card = id; g.add(a); }
        g.add(g.mk(AT::no_answer));
        break;
      case DK::exchange_draw: {
        Action a = g.mk(AT::draw); a.stack = d.a; g.add(a);
        for (auto& pay : payments(s, seat, search_price(s, seat))) { Action b = g.mk(AT::search); b.stack = d.a; b.pay = pay; g.add(b); }
        break;
      }
      case DK::offer_answer:
        g.add(g.mk(AT::accept));
        g.add(g.mk(AT::decline));
        break;
      default: break;
    }
    return g.out;
  }
  switch (s.phase) {
    case Phase::roll:
      g.add(g.mk(AT::roll));
      for (int id : me.hand)
        if (card(id).type == Type::alchemist)
          for (int v = 1; v <= 6; ++v) { Action a = g.mk(AT::play_alchemist); a.card = id; a.production = v; g.add(a); }
      break;
    case Phase::action: {
      for (int e = 0; e < 2; ++e) {
        Action a = g.mk(AT::build_road); a.end = e; g.add(a);
        a.type = AT::build_settlement; g.add(a);
        for (int id : me.hand)
          if (card(id).type == Type::scout) { Action b = g.mk(AT::play_scout); b.card = id; b.end = e; g.add(b); }
      }
      for (int c = 0; c < int(me.cols.size()); ++c) {
        if (!me.cols[size_t(c)].town) continue;
        Action a = g.mk(AT::build_city); a.column = c; g.add(a);
        for (int k = 0; k < 4; ++k) {
          if (me.cols[size_t(c)].site[k] >= 0) { Action d = g.mk(AT::demolish); d.column = c; d.site = k; g.add(d); continue; }
          for (int id : me.hand)
            if (is_expansion(card(id).type)) { Action b = g.mk(AT::build_expansion); b.card = id; b.column = c; b.site = k; g.add(b); }
        }
      }
      for (int give = 0; give < kResCount; ++give)
        for (int get = 0; get < kResCount; ++get) {
          if (give == get) continue;
          Action a = g.mk(AT::trade); a.give = give; a.get = get; g.add(a);
          Action b = g.mk(AT::offer); b.give = give; b.get = get; b.give_count = b.get_count = 1; g.add(b);
        }
      for (int id : me.hand) {
        const Type t = card(id).type;
        Action a = g.mk(AT::play_action); a.card = id;
        if (t == Type::arsonist || t == Type::black_knight || t == Type::brigands || t == Type::spy) g.add(a);
        if (t == Type::caravan)
          for (int x = 0; x < kResCount; ++x)
            for (int y = 0; y < kResCount; ++y) {
              if (x == y) continue;
              a.give_res = {x}; a.get_res = {y}; g.add(a);
              a.give_res = {x, x}; a.get_res = {y, y}; g.add(a);
            }
        if (t == Type::merchant)
          for (int x = 0; x < kResCount; ++x)
            for (int y = x; y < kResCount; ++y) {
              if (x == y) { a.take_res = {x}; g.add(a); }
              a.take_res = {x, y}; g.add(a);
            }
      }
      g.add(g.mk(AT::end_actions));
      break;
    }
    case Phase::refill:
      for (int k = 0; k < 5; ++k) {
        Action a = g.mk(AT::draw); a.stack = k; g.add(a);
        if (int(me.hand.size()) < hand_limit(s, seat) && !s.stacks[k].empty())
          for (auto& pay : payments(s, seat, search_price(s, seat))) { Action b = g.mk(AT::search); b.stack = k; b.pay = pay; g.add(b); }
        for (int id : me.hand) { Action c = g.mk(AT::exchange); c.card = id; c.stack = k; g.add(c); }
      }
      g.add(g.mk(AT::end_turn));
      break;
    default: break;
  }
  return g.out;
}

}  // namespace catan::cardgame
