// Cards in play by player number (card-games.md B.1; struggle.md §2 marks, §3 event split).
#include "engine/struggle/struggle.hpp"

namespace catan::struggle {

CardCounts card_counts(int players) {
  // 2-player set; the 3- and 4-player marks add to it.
  CardCounts c{5, 7, 2, {1, 1, 1, 1, 1, 0}, {4, 3}};
  if (players >= 3) {
    c.roads += 2; c.settlements += 4; c.knights += 2;
    c.expansions[church] += 1; c.expansions[merchant_guild] += 1;
    c.events[robbery] += 3; c.events[market_day] += 1;
  }
  if (players >= 4) {
    c.roads += 2; c.settlements += 4; c.knights += 1;
    c.expansions[city_wall] += 1; c.expansions[merchant_guild] += 1;
    c.events[robbery] += 3; c.events[market_day] += 1;
  }
  return c;
}

}  // namespace catan::struggle
