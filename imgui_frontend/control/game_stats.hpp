// The numbers of a finished game for the victory screen: how often each dice total came up,
// and per player the resource cards gained (production, starting resources, Year of Plenty,
// Monopoly, steals) and traded (with the bank and with other players). Computed by replaying
// the game's saved action log on a fresh table, so the whole game counts (also after a reload
// in the middle of it), not only the events a view still holds.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "imgui_frontend/control/table.hpp"

namespace catan::ui {

/// One player's card flow over the game (resources in protocol order).
struct PlayerStats {
  std::array<int, 5> gained{};  ///< cards received, by resource (steals of unknown kind excluded)
  int gained_total = 0;         ///< every card received, steals included
  int stolen = 0;               ///< cards taken from others with the robber or a Knight
  int lost_to_robber = 0;       ///< cards others stole from this player
  int bank_given = 0, bank_got = 0;      ///< cards traded with the bank (maritime trade)
  int player_given = 0, player_got = 0;  ///< cards traded with other players
  int trades = 0;               ///< trades made (bank and players)
};

/// The game's statistics.
struct GameStats {
  bool ok = false;              ///< false if the save could not be replayed (then the rest is empty)
  std::array<int, 13> dice{};   ///< dice[t]: rolls with total t (2..12)
  int rolls = 0;
  std::vector<PlayerStats> players;  ///< per seat
};

/// Replays `save_text` (docs/protocol.md "Save": config + action log) through a table made
/// by `host.create` and counts every event. Returns ok=false if the save does not parse or an
/// action is refused.
GameStats StatsFromSave(const Host& host, const std::string& save_text);

}  // namespace catan::ui
