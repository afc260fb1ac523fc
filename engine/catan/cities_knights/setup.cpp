// Setup (§3.2): commodity supply, progress decks, the second setup settlement becomes a city.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {

void init(const GameDef&, Position& p) {
  for (int k = kResourceCount; k < catan::kCardKinds; ++k) p.bank[k] = int8_t(kCommodityCards);
  p.dev_deck = {};  // no development cards (§3)
  CkState& s = S(p);
  s = CkState{};
  s.metropolis = {-1, -1, -1};
  s.merchant_hex = s.merchant_owner = -1;
  s.metropolis_due = s.reloc_owner = s.reloc_from = -1;
  s.deck = kCardCopies;
  for (int t = 0; t < kTracks; ++t) {
    int n = 0;
    for (int k = track_first(t); k < track_end(t); ++k) n += kCardCopies[k];
    s.deck_left[t] = int8_t(n);
  }
}

void setup_city(Ctx& c, int player, int vertex) {
  auto& p = c.pos;
  auto& ps = p.players[player];
  p.building_level[vertex] = 2;
  ++ps.settlements_left;
  --ps.cities_left;
  c.events.push({EventType::city_built, int8_t(player), -1, int16_t(vertex)});
}

bool has_city(const Position& p, int player) {
  for (int v = 0; v < kVertices; ++v)
    if (p.building_owner[v] == player && p.building_level[v] == 2) return true;
  return false;
}

int seat_after(const GameDef& d, const Position& p, int k) { return (p.current + k) % d.seated; }

}  // namespace catan::ck
