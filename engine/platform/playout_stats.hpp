// Figures of a batch of random games, whatever the game.
#pragma once
#include <string>

namespace catan {

/// Summary of a batch of random games.
struct PlayoutStats {
  int games = 0;
  int finished = 0;          ///< games with a winner (the rest hit the turn or action cap)
  long long actions = 0;
  double seconds = 0;        ///< wall-clock seconds
  double cpu_seconds = 0;    ///< CPU seconds of this process (robust on a loaded machine)
  std::string failure;       ///< first invariant violation ("" if none)
};

}  // namespace catan
