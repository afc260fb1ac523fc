// Cities & Knights setup (§3.2), production with commodities (§3.4), the shortage option,
// the event die before production and the city gates (§3.3, §3.6).
#include "ck_helpers.hpp"

using namespace ckt;

TEST_CASE("ck: setup is settlement + road, then a city + road; starting resources from the city, no commodities") {
  Config cfg;
  Error err;
  REQUIRE(config_from_json(json{{"game", "cities-knights"}, {"players", 4}}, cfg, err));
  CHECK(cfg.options.vp_target == 13);  // the game's default target (§3.13)
  Game g = new_game(4, "beginner", 7, {}, "cities-knights");
  ActionList list;
  for (int step = 0; step < 8; ++step) {
    const int seat = step < 4 ? step : 7 - step;
    REQUIRE(g.position().current == seat);
    g.legal_actions(seat, list);
    REQUIRE(list.size > 0);
    const int v = list[0].target;
    const ResourceCounts before = g.position().players[seat].hand;
    REQUIRE(!g.apply(list[0]));
    ResourceCounts want;  // 1 per adjacent terrain hex in round 2 only (§3.2, UNCONFIRMED default)
    if (step >= 4)
      for (auto h : Topology::standard().vertices[v].hexes)
        if (h < ck::kLandHexes)
          if (auto r = terrain_resource(g.def().layout.terrain[h])) want[*r] += 1;
    CHECK(g.position().players[seat].hand - before == want);
    CHECK(!(g.position().players[seat].hand).any_commodity());
    CHECK(g.position().building_level[v] == (step >= 4 ? 2 : 1));
    g.legal_actions(seat, list);
    REQUIRE(!g.apply(list[0]));
  }
  for (int pl = 0; pl < 4; ++pl) {
    CHECK(g.total_points(pl) == 3);
    CHECK(g.position().players[pl].settlements_left == 4);
    CHECK(g.position().players[pl].cities_left == 3);
  }
  CHECK(g.position().phase == Phase::pre_roll);
}

TEST_CASE("ck: a city on forest gives lumber + paper, on hills 2 brick; a settlement 1 resource") {
  Game g = ck_blank();
  put_building(g, 0, corner(2, 0), 2);  // forest 9 (land hex 2)
  REQUIRE(g.def().layout.terrain[2] == Terrain::forest);
  REQUIRE(g.def().layout.number[2] == 9);
  put_building(g, 1, corner(2, 3), 1);  // settlement on the same forest
  auto ev = roll3(g, 4, 5, 1);
  const auto& p = g.position();
  CHECK(p.players[0].hand[Resource::lumber] == 1);
  CHECK(p.players[0].hand[Commodity::paper] == 1);
  CHECK(p.players[0].hand.total() == 2);
  CHECK(p.players[1].hand[Resource::lumber] == 1);
  CHECK(p.players[1].hand.total() == 1);
  CHECK(p.bank[Commodity::paper] == 11);

  Game h = ck_blank();
  REQUIRE(h.def().layout.terrain[4] == Terrain::hills);
  REQUIRE(h.def().layout.number[4] == 6);
  put_building(h, 0, corner(4, 3), 2);
  roll3(h, 3, 3, 1);
  int brick_hexes = 0;  // every 6-hex of hills touching the corner gives 2 brick
  for (auto x : Topology::standard().vertices[corner(4, 3)].hexes)
    if (x < ck::kLandHexes && h.def().layout.number[x] == 6) ++brick_hexes;
  REQUIRE(brick_hexes == 1);
  CHECK(h.position().players[0].hand[Resource::brick] == 2);
  CHECK(h.position().players[0].hand.total() == 2);
}

TEST_CASE("ck: commodity shortage - default: nobody gets the short commodity; option: a second resource instead") {
  for (bool option : {false, true}) {
    Options o;
    o.commodity_shortage_resource = option;
    Game g = ck_blank(o);
    give_commodity(g, 2, Commodity::paper, 11);  // the supply keeps 1 paper
    put_building(g, 0, corner(2, 0), 2);
    put_building(g, 1, corner(2, 3), 2);
    auto ev = roll3(g, 4, 5, 1);
    CHECK(has_event(ev, "production_shortage"));
    const auto& p = g.position();
    for (int pl = 0; pl < 2; ++pl) {
      CHECK(p.players[pl].hand[Commodity::paper] == 0);
      CHECK(p.players[pl].hand[Resource::lumber] == (option ? 2 : 1));
    }
    CHECK(p.bank[Commodity::paper] == 1);
  }
}

TEST_CASE("ck: a single recipient short of a commodity takes what is left") {
  Game g = ck_blank();
  give_commodity(g, 2, Commodity::paper, 11);
  put_building(g, 0, corner(2, 0), 2);
  put_building(g, 0, corner(12, 3), 2);  // land hex 12: forest 8
  REQUIRE(g.def().layout.terrain[12] == Terrain::forest);
  g.position_for_test().robber_hex = int8_t(9);
  // Roll 8 twice over hexes 11 (mountains) and 12 (forest): only corner(12,3) is on an 8.
  roll3(g, 4, 4, 1);
  CHECK(g.position().players[0].hand[Commodity::paper] == 1);
  CHECK(g.position().bank[Commodity::paper] == 0);
}

TEST_CASE("ck: the event die comes first - a barbarian attack is resolved before production") {
  Game g = ck_blank();
  const int v = corner(2, 0);
  put_building(g, 0, v, 2);
  S(g).walls |= uint64_t(1) << v;
  S(g).barbarian = 6;
  auto ev = roll3(g, 4, 5, 2);
  CHECK(has_event(ev, "barbarian_attack"));
  CHECK(has_event(ev, "robber_released"));
  CHECK(g.position().phase == Phase::variant);
  CHECK(g.is_pending(0));
  CHECK(g.position().players[0].hand.total() == 0);  // production waits
  refused(g, {{"type", "end_turn"}, {"player", 0}}, "wrong_phase");
  ev = act(g, {{"type", "lose_city"}, {"player", 0}, {"vertex", v}});
  // Now production: the pillaged city produces as a settlement (1 lumber, no paper).
  CHECK(g.position().building_level[v] == 1);
  CHECK(((S(g).walls >> v) & 1) == 0);
  CHECK(g.position().players[0].hand[Resource::lumber] == 1);
  CHECK(g.position().players[0].hand[Commodity::paper] == 0);
  CHECK(g.position().players[0].settlements_left == 4);
  CHECK(g.position().players[0].cities_left == 4);
  CHECK(S(g).attacks == 1);
  CHECK(S(g).barbarian == 0);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("ck: a city gate gives a card to players whose level covers the red die") {
  Game g = ck_blank();
  S(g).level[1][politics] = 1;  // red 1-2
  S(g).level[2][politics] = 2;  // red 1-3
  S(g).level[3][trade] = 5;     // other colour: nothing
  roll3(g, 3, 1, 5);            // blue gate, red 3
  auto cards = [&](int pl) { return S(g).hand_count[size_t(pl)] + S(g).vp_cards[size_t(pl)]; };
  CHECK(cards(0) == 0);
  CHECK(cards(1) == 0);
  CHECK(cards(2) == 1);
  CHECK(cards(3) == 0);
  CHECK(S(g).deck_left[politics] == 17);
  end_turn(g);
  roll3(g, 2, 6, 5);  // red 2: levels 1 and 2 draw (player 1 is active now)
  CHECK(cards(1) == 1);
  CHECK(cards(2) == 2);
  CHECK(S(g).deck_left[politics] == 15);
  // The red die (first value) gates the draw, not the yellow one.
  end_turn(g);
  roll3(g, 6, 1, 5);
  CHECK(cards(1) == 1);
  CHECK(cards(2) == 2);
}

TEST_CASE("ck: 7 before the first attack - discards (commodities count, walls raise the limit), no robber") {
  Game g = ck_blank();
  give(g, 1, {2, 2, 2, 0, 0});
  give_commodity(g, 1, Commodity::coin, 2);  // 8 cards: over 7
  give(g, 2, {2, 2, 2, 0, 0});
  give_commodity(g, 2, Commodity::coin, 2);  // 8 cards, but a wall: limit 9
  put_building(g, 2, corner(0, 0), 2);
  S(g).walls |= uint64_t(1) << corner(0, 0);
  const int robber = g.position().robber_hex;
  roll3(g, 3, 4, 1);
  CHECK(g.position().phase == Phase::discard);
  CHECK(g.position().players[1].discard_due == 4);
  CHECK(g.position().players[2].discard_due == 0);
  act(g, {{"type", "discard"}, {"player", 1}, {"resources", {{"coin", 2}, {"brick", 2}}}});
  CHECK(g.position().phase == Phase::main);  // no robber before the first attack
  CHECK(g.position().robber_hex == robber);
  // After the first attack a 7 moves the robber.
  S(g).attacks = 1;
  end_turn(g);
  roll3(g, 3, 4, 1);
  CHECK(g.position().phase == Phase::move_robber);
}

TEST_CASE("ck: Aqueduct - a non-7 roll that gives nothing lets you take 1 resource") {
  Game g = ck_blank();
  S(g).level[1][science] = 3;
  S(g).level[2][science] = 2;
  roll3(g, 1, 1, 1);  // 2: no buildings anywhere
  CHECK(g.position().phase == Phase::variant);
  CHECK(g.is_pending(1));
  CHECK(!g.is_pending(2));
  CHECK(!g.is_pending(0));
  refused(g, {{"type", "aqueduct_take"}, {"player", 1}, {"resource", "paper"}}, "bad_action");
  act(g, {{"type", "aqueduct_take"}, {"player", 1}, {"resource", "ore"}});
  CHECK(g.position().players[1].hand[Resource::ore] == 1);
  CHECK(g.position().phase == Phase::main);
}

TEST_CASE("ck: the module's board counts are the standard board's (its state is sized by them)") {
  const Topology& t = Topology::standard();
  CHECK(t.vertex_count == ck::kVertices);
  CHECK(t.edge_count == ck::kEdges);
  CHECK(t.land_count == ck::kLandHexes);
}
