// The games this build knows, one line each (the line declares the game's
// entry function and adds it); the order is the title screen's. A new game
// adds its line here and touches nothing else outside its own folder.
#include "engine/platform/registry.hpp"

namespace catan {

void add_builtin_games(std::vector<GameEntry>& out) {
  { extern GameEntry base_game(); out.push_back(base_game()); }              // engine/catan/base_rules.cpp
  { extern GameEntry two_player_game(); out.push_back(two_player_game()); }  // engine/catan/two_player/two_player.cpp
  { extern GameEntry cities_knights_game(); out.push_back(cities_knights_game()); }  // engine/catan/cities_knights/cities_knights.cpp
  { extern GameEntry cardgame_game(); out.push_back(cardgame_game()); }      // engine/cardgame/match.cpp
  { extern GameEntry struggle_game(); out.push_back(struggle_game()); }      // engine/struggle/match.cpp
}

}  // namespace catan
