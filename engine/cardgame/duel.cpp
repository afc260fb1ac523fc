// Duels (card-games.md A.11): the defender is always asked whether to answer
// with Bishop (Arsonist, Brigands) or Herb Woman (Black Knight); the attacker
// then rolls the production die: wins on 1-5, or only on 1-2 after an answer.
// The winner picks the loser's card (building, knight) or 2 resources.
// Also the picks of Civil War (A.12).
#include <algorithm>

#include "engine/cardgame/state.hpp"

namespace catan::cardgame {

Refusal do_answer(State& s, const Action& a, bool dry, Events& ev) {
  if (s.queue.empty() || s.queue.front().kind != DK::duel_answer) return refuse("wrong_phase", "cardgame.refuse.no_duel");
  const Decision d = s.queue.front();
  const int defender = a.player, attacker = 1 - a.player;
  const Type attack = Type(d.a);
  auto& hand = s.p[defender].hand;
  auto it = hand.end();
  if (a.type == AT::answer) {
    it = std::find(hand.begin(), hand.end(), a.card);
    if (it == hand.end()) return refuse("not_in_hand", "cardgame.refuse.not_in_hand");
    const Type want = attack == Type::black_knight ? Type::herb_woman : Type::bishop;
    if (card(a.card).type != want) return refuse("wrong_card", "cardgame.refuse.wrong_answer");
  }
  if (a.ch_duel && (a.ch_duel < 1 || a.ch_duel > 6)) return refuse("bad_chance", "cardgame.refuse.bad_production");
  if (dry) return {};
  s.queue.erase(s.queue.begin());
  const bool answered = a.type == AT::answer;
  if (answered) {
    hand.erase(it);
    s.discard.push_back(a.card);
  }
  const int die = a.ch_duel ? a.ch_duel : int(s.rng.below(6)) + 1;
  s.duel_die = die;
  const bool attacker_wins = die <= (answered ? 2 : 5);
  const int winner = attacker_wins ? attacker : defender;
  json e = make_event("duel_result", winner, "cardgame.ev.duel_result", die, player_arg(winner));
  e["die"] = die;
  e["answered"] = answered;
  e["winner"] = winner;
  ev.push_back(e);
  std::vector<Decision> next;
  if (attack == Type::brigands) {
    next.push_back({DK::choose_res, winner, 1, 0, r_brigands});
    next.push_back({DK::choose_res, winner, 1, 0, r_brigands});
  } else {
    next.push_back({DK::duel_pick, winner, attack == Type::black_knight ? 1 : 0});
  }
  s.queue.insert(s.queue.begin(), next.begin(), next.end());
  return {};
}

Refusal do_pick(State& s, const Action& a, bool dry, Events& ev) {
  if (s.queue.empty() || (s.queue.front().kind != DK::duel_pick && s.queue.front().kind != DK::civil_pick))
    return refuse("wrong_phase", "cardgame.refuse.nothing_to_pick");
  const Decision d = s.queue.front();
  const int target = 1 - a.player;
  const auto t = d.kind == DK::duel_pick ? pick_targets(s, target, d.a) : civil_targets(s, target);
  if (std::find(t.begin(), t.end(), std::make_pair(a.column, a.site)) == t.end())
    return refuse("bad_target", "cardgame.refuse.bad_target");
  if (dry) return {};
  s.queue.erase(s.queue.begin());
  Column& c = s.p[target].cols[size_t(a.column)];
  const int id = c.site[a.site];
  c.site[a.site] = -1;
  s.p[target].hand.push_back(id);  // back to its owner's hand (A.11, A.12)
  json e = make_event("card_returned", target, "cardgame.ev.card_returned", player_arg(target), card_arg(card(id).type));
  e["card"] = card_json(id);
  ev.push_back(e);
  return {};
}

}  // namespace catan::cardgame
