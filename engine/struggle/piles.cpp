// The draw pile, the discard pile and hands as card multisets.
#include "engine/struggle/struggle.hpp"

namespace catan::struggle {

int count(const Hand& h) {
  int n = 0;
  for (int v : h) n += v;
  return n;
}

int random_card(const Hand& h, Rng& rng) {
  const int n = count(h);
  if (n <= 0) return -1;
  int k = int(rng.below(uint32_t(n)));
  for (int r = 0; r < kRes; ++r) {
    if (k < h[r]) return r;
    k -= h[r];
  }
  return -1;
}

int draw_card(State& s, int forced) {
  if (count(s.draw_pile) == 0) {  // the discard pile becomes the new draw pile
    s.draw_pile = s.discard;
    s.discard = Hand{};
  }
  if (count(s.draw_pile) == 0) return -1;
  const int r = forced >= 0 ? forced : random_card(s.draw_pile, s.rng);
  --s.draw_pile[r];
  return r;
}

}  // namespace catan::struggle
