// The page's computer players: the engine's bots (engine/bots) behind the front end's
// ComputerPlayer hook (imgui_frontend/control/table.hpp).
#pragma once
#include <cstdint>
#include <string>

#include "engine/catan/player_view.hpp"

namespace catan::web {

/// Chooses one action for the seat whose typed view is given, at `level` ("easy" or
/// "strong"), with every random choice drawn from `seed`, making at most `offer_limit`
/// domestic offers per turn (-1 = the level's own). Returns the action JSON, or an
/// {"error":{"code","message"}} object if the seat cannot act.
std::string ComputerMove(const PlayerView& view, const std::string& level, uint64_t seed, int offer_limit);

}  // namespace catan::web
