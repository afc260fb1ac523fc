// The strong bot's domestic offers are at least fair by its own card worths (issue 15:
// computer offers to people are no longer one-sided): for every offer it makes at a table with
// people (offer_limit set), the worth of
// the cards it gives (card_worths: its value function's weight of a card of each resource,
// wool's weight and the board's scarcity) is at least the worth of the cards it asks. With the
// rule off (weight fair = 0) the same games hold unfair offers, so the check has teeth.
#include <doctest/doctest.h>

#include "engine/bots/bots.hpp"
#include "engine/bots/model.hpp"
#include "engine/bots/value.hpp"
#include "engine/catan/game.hpp"

using namespace catan;
using namespace catan::bots;

namespace {

struct OfferCount { int offers = 0, unfair = 0; };

// Plays `games` four-seat games (strong in seat 0, easy elsewhere) and counts seat 0's offers
// and those asking more worth than they give.
OfferCount strong_offers(int games) {
  OfferCount out;
  for (uint64_t seed = 1; seed <= uint64_t(games); ++seed) {
    Config c;
    c.game = "base";
    c.players = 4;
    c.board = "random";
    c.seed = seed;
    Game g;
    Error err;
    REQUIRE(Game::create(c, g, err));
    for (int i = 0; i < 20000 && !g.is_terminal(); ++i) {
      std::array<int8_t, kMaxPlayers> pend{};
      const int np = g.pending_players(pend);
      int who = pend[0];
      for (int k = 0; k < np; ++k) if (pend[k] != g.position().current) { who = pend[k]; break; }
      BotView v = observe(g, who);
      v.offer_limit = 2;  // a table with people (the page's kOffersPerTurnWithPeople)
      Rng rng = Rng::from_seed(decision_seed(seed, g.log().size(), who));
      const Action a = choose_action(v, who == 0 ? Level::strong : Level::easy, rng);
      if (a.type == ActionType::offer_trade && who == 0) {
        const auto worth = card_worths(Model::from_view(v));
        double give = 0, get = 0;
        for (int r = 0; r < kResourceCount; ++r) {
          give += worth[size_t(r)] * a.give[r];
          get += worth[size_t(r)] * a.get[r];
        }
        ++out.offers;
        if (give + 1e-9 < get) ++out.unfair;
      }
      REQUIRE_FALSE(g.apply(a));
    }
  }
  return out;
}

}  // namespace

TEST_CASE("bots: the strong bot's offers give at least the card worth they ask") {
  const OfferCount fair = strong_offers(3);
  CHECK(fair.offers > 20);
  CHECK(fair.unfair == 0);
  const double saved = strong_weights().fair;
  strong_weights().fair = 0;
  const OfferCount any = strong_offers(3);
  strong_weights().fair = saved;
  CHECK(any.unfair > 0);
}
