// catan::Match's GameMatch queries beyond the string facade of match.cpp.
#include "engine/catan/match.hpp"
#include "engine/catan/playout.hpp"

namespace catan {

std::string Match::legal(int player) const {
  nlohmann::json a = nlohmann::json::array();
  if (!started_) return a.dump();
  ActionList list;
  game_.legal_actions(player, list);
  for (const auto& x : list) a.push_back(action_to_json(*game_.def().rules, x));
  return a.dump();
}

int Match::seat_count() const { return started_ ? game_.def().seated : 0; }
int Match::version() const { return started_ ? int(game_.log().size()) : 0; }
bool Match::terminal() const { return started_ && game_.is_terminal(); }
int Match::winner() const { return started_ ? game_.winner() : -1; }
std::string Match::invariants() const { return started_ ? check_invariants(game_) : ""; }
std::string Match::deep_invariants() const { return started_ ? check_deep(game_) : ""; }

}  // namespace catan
