// Maritime rights of Cities & Knights (§3.5, §3.12): the trade improvement at level 3 gives
// 2 identical commodities for 1 card of any resource or commodity; whoever controls the
// merchant trades its hex's resource 2:1. (The merchant is placed by the Merchant progress
// card, progress_trade.cpp); a Merchant Fleet gives the current player 2:1 on one kind this turn.
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {

bool maritime_right(const GameDef& d, const Position& p, int player, int kind, int rate) {
  const CkState& s = S(p);
  if (rate == 2 && kind >= kResourceCount && player < kPlayers && s.level[player][trade] >= 3) return true;
  if (rate == 2 && s.merchant_owner == player && s.merchant_hex >= 0) {
    auto r = terrain_resource(d.layout.terrain[s.merchant_hex]);
    if (r && int(*r) == kind) return true;
  }
  if (rate == 2 && player == p.current && s.fleet_kind == kind) return true;  // Merchant Fleet, this turn
  return false;
}

}  // namespace catan::ck
