// Supplied chance outcomes of Cities & Knights beside the dice (docs/protocol.md "Chance
// outcomes"): progress cards drawn at a city gate (roll, Alchemist) or as a tie reward
// ("drawn", per seat), the cards a Bishop takes ("stolen", per seat); exact outcomes, refusals
// with the state untouched, the JSON form, saves that replay them, peer hosts refusing them.
#include "engine/catan/match.hpp"
#include "ck_helpers.hpp"

using namespace ckt;
using catan::ck::crane;
using catan::ck::medicine;
using catan::ck::diplomat;
using catan::ck::intrigue;

namespace {

json roll_with(int red, int yellow, int event, json drawn) {
  return {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {red, yellow, event}}, {"drawn", std::move(drawn)}}}};
}
json hand_of(const Game& g, int player) {
  json h = json::object();
  for (int k = 0; k < kProgressKinds; ++k)
    if (S(g).hand[size_t(player)][size_t(k)]) h[std::string(catan::ck::kCardNames[size_t(k)])] = S(g).hand[size_t(player)][size_t(k)];
  return h;
}
// Blue levels: player 0 at 2, player 1 at 1, player 2 at 0, player 3 at 3. A red 2 at the blue
// gate (event die 5) gives players 0, 1 and 3 a card (red <= level + 1); player 2 draws none.
Game blue_gate_game() {
  Game g = ck_blank();
  S(g).level[0][politics] = 2;
  S(g).level[1][politics] = 1;
  S(g).level[3][politics] = 3;
  return g;
}

}  // namespace

TEST_CASE("ck chance: the progress cards a city gate draws can be supplied, each player's exactly") {
  Game g = blue_gate_game();
  auto ev = act(g, roll_with(2, 3, 5, {"spy", "bishop", nullptr, "wedding"}));
  CHECK(hand_of(g, 0) == json{{"spy", 1}});
  CHECK(hand_of(g, 1) == json{{"bishop", 1}});
  CHECK(hand_of(g, 2) == json::object());
  CHECK(hand_of(g, 3) == json{{"wedding", 1}});
  CHECK(S(g).deck[spy] == 2);
  CHECK(S(g).deck[bishop] == 1);
  CHECK(S(g).deck[wedding] == 1);
  CHECK(S(g).deck_left[politics] == 15);
  CHECK(count_events(ev, "progress_drawn") == 3);
  CHECK(S(g).draw_supplied == std::array<int8_t, 4>{});  // nothing left over for a later gate
  // A supplied Constitution is revealed at once (1 VP), as a drawn one.
  Game v = blue_gate_game();
  act(v, roll_with(2, 3, 5, {"constitution", "spy", nullptr, "spy"}));
  CHECK(S(v).vp_cards[0] == 1);
  CHECK(S(v).hand_count[0] == 0);
  CHECK(S(v).hand[1][spy] == 1);
  CHECK(S(v).hand[3][spy] == 1);
  CHECK(S(v).deck[spy] == 1);
}

TEST_CASE("ck chance: impossible gate draws are refused with the state untouched") {
  Game g = blue_gate_game();
  refused(g, roll_with(2, 3, 5, {"spy", "bishop"}), "bad_chance");                          // player 3 draws too
  refused(g, roll_with(2, 3, 5, {"spy", "bishop", "spy", "wedding"}), "bad_chance");        // player 2 draws none
  refused(g, roll_with(2, 3, 5, {"spy", "crane", nullptr, "wedding"}), "bad_chance");       // a green card at the blue gate
  refused(g, roll_with(2, 3, 4, {"spy", "bishop", nullptr, "wedding"}), "bad_chance");      // the yellow gate
  refused(g, roll_with(2, 3, 2, {"spy"}), "bad_chance");                                    // a ship: nobody draws
  refused(g, roll_with(3, 3, 5, {"spy", "bishop", nullptr, "wedding"}), "bad_chance");      // red 3: player 1 draws none
  refused(g, roll_with(2, 3, 5, {"constitution", "constitution", nullptr, "spy"}), "bad_chance");  // only one Constitution
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"drawn", {"spy", "bishop", nullptr, "wedding"}}}}}, "bad_chance");
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {2, 3}}, {"drawn", {"spy"}}}}}, "bad_chance");
  refused(g, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"stolen", {"ore"}}}}}, "bad_chance");
  // Malformed lists are bad input.
  refused(g, roll_with(2, 3, 5, {"spy", "bishop", nullptr, "wedding", "spy"}), "bad_action");
  refused(g, roll_with(2, 3, 5, {nullptr, nullptr}), "bad_action");
  refused(g, roll_with(2, 3, 5, {"knight", "bishop", nullptr, "wedding"}), "bad_action");
  refused(g, roll_with(2, 3, 5, "spy"), "bad_action");
  // The base game has no per-seat outcomes.
  Game b = blank(4);
  refused(b, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"dice", {2, 3}}, {"drawn", {"spy"}}}}}, "bad_action");
  refused(b, {{"type", "roll_dice"}, {"player", 0}, {"chance", {{"stolen", {"ore"}}}}}, "bad_action");
}

TEST_CASE("ck chance: a deck that runs out takes the cards under it; a supplied card must be there") {
  Game g = ck_blank();
  S(g).level[0][science] = 1;
  S(g).level[1][science] = 1;
  // Green: one Crane left in the deck, a Medicine under it.
  for (int k = track_first(science); k < track_end(science); ++k) S(g).deck[size_t(k)] = 0;
  S(g).deck[crane] = 1;
  S(g).under[medicine] = 1;
  S(g).deck_left[science] = 2;
  refused(g, roll_with(1, 1, 6, {"medicine", "crane"}), "bad_chance");  // the Medicine is under the Crane
  refused(g, roll_with(1, 1, 6, {"crane", "crane"}), "bad_chance");
  act(g, roll_with(1, 1, 6, {"crane", "medicine"}));
  CHECK(S(g).hand[0][crane] == 1);
  CHECK(S(g).hand[1][medicine] == 1);
  CHECK(S(g).deck_left[science] == 0);
  CHECK(S(g).under[medicine] == 0);
}

TEST_CASE("ck chance: the Alchemist's gate draws are supplied with its event die; its red die decides who draws") {
  Game g = ck_blank();
  S(g).level[0][trade] = 1;  // draws on red <= 2
  S(g).level[2][trade] = 4;  // draws on red <= 5
  auto& s = S(g);
  --s.deck[alchemist];
  --s.deck_left[science];
  ++s.hand[0][alchemist];
  ++s.hand_count[0];
  json alch{{"type", "play_alchemist"}, {"player", 0}, {"dice", 31}};
  alch["chance"] = {{"dice", {1, 1, 4}}, {"drawn", {nullptr, nullptr, "merchant"}}};
  json wrong = alch;
  wrong["chance"]["drawn"] = {"merchant", nullptr, "merchant"};  // red 3: player 0 draws none
  refused(g, wrong, "bad_chance");
  wrong["chance"] = {{"drawn", {nullptr, nullptr, "merchant"}}};  // no event die
  refused(g, wrong, "bad_chance");
  act(g, alch);
  CHECK(S(g).hand[2][catan::ck::merchant] == 1);
  CHECK(S(g).hand_count[0] == 0);  // the Alchemist played, nothing drawn
  CHECK(S(g).deck[catan::ck::merchant] == 5);
}

TEST_CASE("ck chance: a tie reward's card can be supplied for the player choosing") {
  Game g = ck_blank();
  put_building(g, 0, corner(0, 0), 2);
  put_knight(g, 1, corner(13, 3), 1, true);
  put_knight(g, 2, corner(16, 3), 1, true);
  S(g).barbarian = 6;
  roll3(g, 1, 1, 3);
  REQUIRE(g.is_pending(1));
  json pick{{"type", "choose_progress"}, {"player", 1}, {"track", "science"}};
  pick["chance"] = {{"drawn", {nullptr, "medicine", "crane"}}};  // a card for player 2, who is not choosing
  refused(g, pick, "bad_chance");
  pick["chance"] = {{"drawn", {nullptr, "spy"}}};  // blue card, green chosen
  refused(g, pick, "bad_chance");
  pick["chance"] = {{"dice", {1, 1}}};
  refused(g, pick, "bad_chance");
  pick["chance"] = {{"drawn", {nullptr, "medicine"}}};
  act(g, pick);
  CHECK(hand_of(g, 1) == json{{"medicine", 1}});
  json p2{{"type", "choose_progress"}, {"player", 2}, {"track", "politics"}, {"chance", {{"drawn", {nullptr, nullptr, "printer"}}}}};
  refused(g, p2, "bad_chance");  // the Printer is green
  p2["chance"]["drawn"][2] = "constitution";
  act(g, p2);
  CHECK(S(g).vp_cards[2] == 1);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("ck chance: the cards a Bishop takes can be supplied per player, any other left to chance") {
  auto setup = []() {
    Game g = ck_blank();
    roll3(g, 1, 1, 1);
    S(g).attacks = 1;
    auto& s = S(g);
    --s.deck[bishop];
    --s.deck_left[politics];
    ++s.hand[0][bishop];
    ++s.hand_count[0];
    const int h = 4;
    put_building(g, 1, corner(h, 0), 1);
    put_building(g, 2, corner(h, 3), 2);
    put_building(g, 3, corner(10, 0), 1);
    give(g, 1, {1, 0, 0, 1, 0});
    give(g, 2, {0, 2, 0, 0, 0});
    give_commodity(g, 2, Commodity::cloth, 1);
    give(g, 3, {0, 0, 3, 0, 0});
    return g;
  };
  auto bishop_on = [](json stolen) {
    return json{{"type", "play_bishop"}, {"player", 0}, {"hex", 4}, {"chance", {{"stolen", std::move(stolen)}}}};
  };
  Game g = setup();
  refused(g, bishop_on({nullptr, "ore", "cloth"}), "bad_chance");            // player 1 holds no ore
  refused(g, bishop_on({nullptr, "grain", nullptr, "wool"}), "bad_chance");  // player 3 has nothing on the hex
  refused(g, bishop_on({"brick"}), "bad_chance");                            // the player themself
  refused(g, bishop_on({nullptr, "grain", "copper"}), "bad_action");
  refused(g, {{"type", "play_bishop"}, {"player", 0}, {"hex", 4}, {"chance", {{"drawn", {nullptr, "spy"}}}}}, "bad_chance");
  refused(g, {{"type", "play_bishop"}, {"player", 0}, {"hex", 4}, {"chance", {{"resource", "grain"}}}}, "bad_chance");
  act(g, bishop_on({nullptr, "grain", "cloth"}));
  const auto& p = g.position();
  ResourceCounts grain_cloth{0, 0, 0, 1, 0};
  grain_cloth[Commodity::cloth] = 1;
  CHECK(p.players[0].hand == grain_cloth);
  CHECK(p.players[1].hand == ResourceCounts{1, 0, 0, 0, 0});
  CHECK(p.players[2].hand == ResourceCounts{0, 2, 0, 0, 0});
  CHECK(p.players[3].hand.total() == 3);
  // Only player 2's card supplied: player 1's is sampled (one of the two they hold).
  Game h = setup();
  act(h, bishop_on({nullptr, nullptr, "lumber"}));
  ResourceCounts lumber_cloth{0, 1, 0, 0, 0};
  lumber_cloth[Commodity::cloth] = 1;
  CHECK(h.position().players[2].hand == lumber_cloth);
  CHECK(h.position().players[1].hand.total() == 1);
  CHECK(h.position().players[0].hand.total() == 2);
}

TEST_CASE("ck chance: per-seat outcomes are written back, saved in the log, replayed exactly, refused by a peer host") {
  Game g = blue_gate_game();
  json r = roll_with(2, 3, 5, {"spy", "bishop", nullptr, "wedding"});
  Action a;
  Error err;
  REQUIRE(action_from_json(*g.def().rules, r, a, err));
  CHECK(action_to_json(*g.def().rules, a) == r);
  CHECK(a.chance.seat(0) == spy);
  CHECK(a.chance.seat(2) == -1);
  act(g, r);
  act(g, {{"type", "end_turn"}, {"player", 0}});
  const json save = g.to_json();
  CHECK(save["log"].back()["type"] == "end_turn");
  CHECK(save["log"][save["log"].size() - 2]["chance"]["drawn"] == json{"spy", "bishop", nullptr, "wedding"});
  // The logged actions replayed on the same start (arranged by hand, so not a save's own config) give the same state.
  Game back = blue_gate_game();
  for (const auto& j : save["log"]) act(back, j);
  CHECK(back.position() == g.position());
  CHECK(back.to_json()["log"] == save["log"]);

  Match m;
  REQUIRE(m.create(R"({"game":"cities-knights","players":4,"board":"beginner","seed":3})") == "");
  auto refused_here = json::parse(m.submit(json{{"type", "choose_progress"}, {"player", 0}, {"track", "trade"},
                                                {"chance", {{"drawn", {"merchant"}}}}}.dump(), false));
  CHECK(refused_here["ok"] == false);
  CHECK(refused_here["error"]["code"] == "chance_refused");
}
