// Victory points of a display (card-games.md B.7, struggle.md §2).
#include "engine/struggle/struggle.hpp"

#include <bit>

namespace catan::struggle {

int recompute_vp(const Seat& s) {
  int vp = s.settlements + 2 * s.cities + std::popcount(unsigned(s.expansions)) + b_sides(s.roads) + b_sides(s.knights);
  if (s.expansions & (1u << town_hall)) vp += 1;  // Town Hall: 4 in total
  return vp;
}

}  // namespace catan::struggle
