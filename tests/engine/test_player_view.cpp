// The one typed view (engine/catan/player_view.hpp, issue 13 item 3): Game::view is its JSON
// form, the JSON parses back to the same typed view, and copy-and-mask hides what the rules
// hide (others' hands and development cards, secret event details).
#include <doctest/doctest.h>
#include "scale.hpp"

#include "engine/catan/game.hpp"
#include "engine/catan/two_player/two_player.hpp"
#include "helpers.hpp"

using namespace th;

namespace {

// Every seat's and the spectator's typed view survives its JSON both ways.
void check_round_trip(const Game& g, int& checked) {
  for (int s = -1; s < g.position().num_players; ++s) {
    const PlayerView typed = g.player_view(s);
    const json j = g.view(s);
    REQUIRE(player_view_to_json(typed) == j);
    PlayerView parsed;
    Error err;
    REQUIRE_MESSAGE(player_view_from_json(json::parse(j.dump()), parsed, err), err.message());
    if (!(parsed == typed)) FAIL("the parsed view differs from the typed view, seat " << s);
    CHECK(player_view_to_json(parsed) == j);
    ++checked;
  }
}

}  // namespace

TEST_CASE("player view: typed view == its JSON parsed back, both games, every seat and the spectator") {
  int checked = 0;
  const int every = 27 * catan::testing::test_scale();
  struct Case { const char* game; int players; const char* board; uint64_t seed; };
  for (const Case& c : {Case{"base", 4, "random", 1}, Case{"base", 3, "beginner", 2}, Case{"two-player", 2, "random", 3},
                        Case{"two-player", 2, "beginner", 4}, Case{"cities-knights", 4, "random", 5},
                        Case{"cities-knights", 3, "beginner", 6}}) {
    INFO(c.game << " seed " << c.seed);
    Game g = new_game(c.players, c.board, c.seed, {}, c.game);
    Rng rng = Rng::from_seed(c.seed);
    for (int step = 0; step < 3000 && !g.is_terminal(); ++step) {
      if (step % every == 0) check_round_trip(g, checked);  // sampled: the sanitizer run checks 6 games in a minute
      std::array<int8_t, kMaxPlayers> pend{};
      const int np = g.pending_players(pend);
      REQUIRE(np > 0);
      ActionList list;
      g.legal_actions(pend[rng.below(uint32_t(np))], list);
      REQUIRE(list.size > 0);
      REQUIRE_FALSE(g.apply(list[int(rng.below(uint32_t(list.size)))]));
    }
    check_round_trip(g, checked);
  }
  CHECK(checked > 1000 / catan::testing::test_scale());
}

TEST_CASE("player view: others' hands are counts, secret event details stay with the parties") {
  Game g = blank(4);
  give(g, 1, {2, 0, 0, 0, 1});  // player 1: 2 brick, 1 ore
  give_card(g, 1, DevCard::monopoly);
  const PlayerView v0 = g.player_view(0);
  CHECK(v0.players[1].resource_count == 3);
  CHECK(v0.players[1].development_card_count == 1);
  CHECK(v0.hand.total() == 0);                        // the viewer's own (empty) hand only
  const PlayerView v1 = g.player_view(1);
  CHECK(v1.hand[Resource::brick] == 2);
  CHECK(v1.dev[int(DevCard::monopoly)] == 1);
  const PlayerView spectator = g.player_view(-1);
  CHECK(spectator.viewer == -1);
  CHECK(spectator.hand.total() == 0);
  CHECK(spectator.legal.size == 0);
  // A robbery: player 0 steals from player 1 (the card is drawn by the game's generator).
  const int target = g.position().robber_hex == hex(0, 0) ? hex(1, 0) : hex(0, 0);
  put_building(g, 1, corner(target, 0));
  roll(g, 3, 4);
  act(g, {{"type", "move_robber"}, {"player", 0}, {"hex", target}, {"victim", 1}});
  auto last_stolen = [](const PlayerView& v) {
    for (int i = v.event_count - 1; i >= 0; --i) if (v.events[size_t(i)].type == EventType::stolen) return v.events[size_t(i)];
    FAIL("no stolen event");
    return Event{};
  };
  const Event thief = last_stolen(g.player_view(0)), victim = last_stolen(g.player_view(1)),
              other = last_stolen(g.player_view(2)), nobody = last_stolen(g.player_view(-1));
  CHECK(thief.a >= 0);
  CHECK(victim.a == thief.a);
  CHECK(other.a == -1);   // a third player sees that a card was taken, not which
  CHECK(nobody.a == -1);
  CHECK_FALSE(g.view(2)["events"].back().contains("resource"));
}
