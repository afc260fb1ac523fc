// "Toy race": a tiny two-seat dice game that exists only to show that a game
// plugs into the platform through the registry alone (issue 13). It has no
// board and nothing of CATAN; everything it needs is in this folder.
//
// Rules: seats 0 and 1 alternate; seat 0 starts. On your turn either
//  - "roll" the die (from the game's seeded generator, or a supplied
//    {"chance":{"die":1..6}}): a 1 loses this turn's pot and passes the turn;
//    2..6 is added to the pot; if your score plus the pot reaches the target
//    you win at once;
//  - "hold" (only with a non-empty pot): the pot goes to your score and the turn passes.
// Config: {"game":"toy-race","players":2,"seed":S,"options":{"target":5..100 (20)}}.
#pragma once
#include "engine/platform/registry.hpp"

namespace toy {

/// The registry entry of the toy race (name "toy-race").
catan::GameEntry toy_race_game();

}  // namespace toy
