// The page's computer players: the engine's bots (engine/bots) behind the front end's
// ComputerPlayer hook (imgui_frontend/table.hpp).
#pragma once
#include <cstdint>
#include <string>

namespace catan::web {

/// Chooses one action for the seat whose view JSON is given, at `level` ("easy" or
/// "strong"), with every random choice drawn from `seed`. Returns the action JSON, or an
/// {"error":{"code","message"}} object if the view is malformed or the seat cannot act.
std::string ComputerMove(const std::string& view_json, const std::string& level, uint64_t seed);

}  // namespace catan::web
