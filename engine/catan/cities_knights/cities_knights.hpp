// Cities & Knights (rules: shared/rules/catan-board.md §3; decisions of
// shared/rules/README.md from seed 002), a rule module over the base game, 3-4 players,
// registered as "cities-knights". One file per concern, named after the rulebook:
// setup.cpp, dice.cpp (event die, city gates), production.cpp, improvements.cpp
// (+ metropolises), knights.cpp, barbarians.cpp, walls.cpp, merchant.cpp, progress.cpp
// (decks, draws, hand limit), codec.cpp, text_en.cpp; cities_knights.cpp routes the hooks.
//
// Rules as implemented:
//  - Setup: round 1 settlement + road, round 2 a city + road; starting resources from the
//    city, 1 per adjacent terrain hex, no commodities. Start at 3 VP.
//  - Roll: red (first die) + yellow (second die) + event die, in one roll_dice. The event
//    is resolved first: faces 1-3 a barbarian ship (the ship advances; on its 7th advance
//    the attack happens at once, before production), face 4 the yellow (trade) gate, 5 the
//    blue (politics) gate, 6 the green (science) gate: each player, starting with the active
//    player and clockwise, whose improvement level L >= 1 in that colour has red <= L + 1
//    draws the top card of that colour.
//  - Production: settlements 1 resource; cities on forest / pasture / mountains 1 resource
//    + 1 paper / cloth / coin, on hills / fields 2 resources. Commodities are cards: they
//    count for the 7 discard limit, can be stolen, traded with players and the bank (4:1,
//    3:1 generic harbor; 2:1 harbors only for their resource). The shortage rule of §1.6
//    applies per kind, commodities included.
//  - City improvements: trade (cloth), politics (coin), science (paper), levels 1..5, level
//    n costs n commodities of the track, needs a city on the board. Level 3: trade gives
//    2:1 for commodities (any commodity for any resource or commodity), politics (Fortress)
//    lets strong knights become mighty, science (Aqueduct): a non-7 production roll that
//    gives you nothing lets you take 1 resource of your choice. Metropolis (+2 VP): the
//    first to level 4 in a colour places it on one of their cities without one; level 5
//    takes it from a holder at level 4; never pillaged; level 4 (or a taking level 5) is
//    refused while you have no city without a metropolis.
//  - Knights: 2 basic, 2 strong, 2 mighty per player. Build (wool + ore) on an empty
//    intersection touching your road; activate (grain); promote (wool + ore; mighty needs the
//    Fortress; once per knight per turn; a free piece of the higher level). Actions of an
//    active knight not activated this turn (it becomes inactive): move along your roads to an
//    empty intersection (through your own pieces only), displace a weaker opponent knight it
//    could reach (its owner relocates it along their roads to an empty intersection, or loses
//    it when there is none), chase the robber from an intersection of the robber's hex. Knights
//    block opponents' roads and cut them for Longest Road (recomputed after every knight
//    change); no settlement where a knight stands.
//  - Barbarians: 7 ship advances make an attack. Strength = every city on the board,
//    metropolises included; defence = the active knights' strengths. Defence >= strength:
//    the single strongest defender gets a Defender of Catan (1 VP), tied strongest each
//    draw a progress card of a colour they choose. Otherwise the lowest defenders among
//    players with a non-metropolis city each lose one such city (their choice; its wall goes;
//    with no settlement piece left it lies on its side: a settlement that keeps its city piece).
//    Then every knight becomes inactive, the ship restarts. The first attack releases the robber.
//  - 7s: players over their limit (7 + 2 per city wall) discard half of resources + commodities;
//    the robber moves (and steals) only after the first attack.
//  - City walls: 2 brick, under one of your cities without a wall, at most 3.
//  - Progress cards: three decks of 18 (54), drawn only from the gates and the tie reward.
//    Hand limit 4; 5 on your own turn (you must discard to 4 before ending it); a 5th card
//    drawn off-turn is discarded at once (the player chooses which). Printer and
//    Constitution are revealed at once (1 VP each), outside the limit. Discarded and played
//    cards go under their deck; a colour's deck that runs out takes its cards from under it.
//  - Victory: 13 VP (option vp_target) on your own turn: settlements, cities, metropolises
//    +2, Longest Road 2, Defender cards, the merchant, Printer, Constitution. No development
//    cards, no Largest Army.
//
// UNCONFIRMED defaults (catan-board.md §3, documented options where they change play):
//  - Starting resources from the setup city: 1 per hex, no commodities.
//  - Gate draw order: active player first, clockwise (draws are from a shuffled deck, so the
//    order only matters when a deck runs out).
//  - Commodity shortage: the same rule per commodity; option commodity_shortage_resource
//    (default false) makes a city take a second resource card instead of an unpaid commodity.
//  - 5th progress card: discard at once (off-turn) or before ending your turn (own turn).
//  - No steal before the first attack (nobody moves the robber).
//  - Played / discarded progress cards go under their deck.
//  - Improvement names (Merchant Guild, ...) are cosmetic: the protocol names the tracks.
//  - A city wall may stand under a metropolis.
//  - A taking level 5 is refused like level 4 when you have no city without a metropolis.
//  - Diplomat: an opponent's piece inside a chain does not open it (official FAQ); your own removed
//    road may be rebuilt at once elsewhere or kept. Deserter: the new knight is placed when you have
//    a piece (same strength, else weaker) and a spot. Crane: played with the improvement it
//    discounts. Commercial Harbor: offers for the turn, once per opponent; a second copy that turn
//    is refused. Monopolies playable whatever the hands hold (hands are secret).
//
// Progress card effects: every kind (progress.cpp, progress_science.cpp, progress_politics.cpp,
// progress_trade.cpp; docs/protocol.md lists the actions). The Inventor swaps two number tokens
// (3, 4, 5, 9, 10, 11 only; the robber's hex may be one of them); the tokens are module state
// (CkState::tokens over the board's layout): production, the view's board and saves read them.
// Decision: swapping two tokens of the same number changes nothing and is refused (no effect).
// Module state: CkState in Position::module (typed, trivially copyable, no padding).
#pragma once
#include <array>
#include <cstdint>

#include "engine/catan/module_codec.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/platform/registry.hpp"

namespace catan {

namespace ck {

/// The board Cities & Knights is played on here: the standard 3–4 player board (§3; the 5–6
/// extension of C&K is not part of this module). Its counts size the module's per-intersection
/// state within ModuleState's fixed budget; the game refuses any other board
/// (tests/engine/cities_knights: they equal Topology::standard()'s counts).
inline constexpr int kVertices = 54;
inline constexpr int kEdges = 72;
inline constexpr int kLandHexes = 19;

/// Most seated players in Cities & Knights.
inline constexpr int kPlayers = 4;
/// Improvement tracks (= progress card colours): trade (yellow, cloth), politics (blue, coin),
/// science (green, paper). §3.6
enum Track : int8_t { trade = 0, politics = 1, science = 2 };
inline constexpr int kTracks = 3;
inline constexpr std::array<std::string_view, kTracks> kTrackNames{"trade", "politics", "science"};
/// The commodity paying for each track's improvements (a card-set slot).
inline constexpr std::array<int, kTracks> kTrackCommodity{commodity_slot(Commodity::cloth), commodity_slot(Commodity::coin),
                                                          commodity_slot(Commodity::paper)};
inline constexpr int kMaxLevel = 5;

/// The 25 progress card kinds of the 54-card decks (§3.14), grouped by colour.
enum Card : int8_t {
  // science (green), 18
  alchemist, crane, engineer, inventor, irrigation, medicine, mining, printer, road_building, smith,
  // politics (blue), 18
  bishop, constitution, deserter, diplomat, intrigue, saboteur, spy, warlord, wedding,
  // trade (yellow), 18
  commercial_harbor, master_merchant, merchant, merchant_fleet, resource_monopoly, trade_monopoly,
  card_count_
};
inline constexpr int kProgressKinds = int(card_count_);
inline constexpr std::array<std::string_view, kProgressKinds> kCardNames{
    "alchemist", "crane", "engineer", "inventor", "irrigation", "medicine", "mining", "printer", "road_building", "smith",
    "bishop", "constitution", "deserter", "diplomat", "intrigue", "saboteur", "spy", "warlord", "wedding",
    "commercial_harbor", "master_merchant", "merchant", "merchant_fleet", "resource_monopoly", "trade_monopoly"};
/// Copies of each kind (§3.14): 18 per colour.
inline constexpr std::array<int8_t, kProgressKinds> kCardCopies{2, 2, 1, 2, 2, 2, 2, 1, 2, 2,   //
                                                            2, 1, 2, 2, 2, 2, 3, 2, 2,      //
                                                            2, 2, 6, 2, 4, 2};
/// Colour (track) of a card kind.
constexpr int card_track(int card) { return card < bishop ? science : card < commercial_harbor ? politics : trade; }
/// First kind and end of a colour's kinds.
constexpr int track_first(int t) { return t == science ? 0 : t == politics ? int(bishop) : int(commercial_harbor); }
constexpr int track_end(int t) { return t == science ? int(bishop) : t == politics ? int(commercial_harbor) : kProgressKinds; }
/// Revealed at once, 1 VP, outside the hand limit.
constexpr bool is_vp_card(int card) { return card == printer || card == constitution; }
/// Progress cards in hand at most (5 allowed during your own turn). Seed 002.
inline constexpr int kHandLimit = 4;

/// Knights per player and level (basic 1, strong 2, mighty 3). §3.1
inline constexpr int kKnightsPerLevel = 2;
/// City walls per player. §3.11
inline constexpr int kWallPieces = 3;
/// Barbarian ship advances before an attack. §3.1
inline constexpr int kBarbarianSteps = 7;

/// Costs (§3.1).
inline constexpr ResourceCounts kKnightCost{0, 0, 1, 0, 1};
inline constexpr ResourceCounts kActivateCost{0, 0, 0, 1, 0};
inline constexpr ResourceCounts kWallCost{2, 0, 0, 0, 0};

/// A knight on an intersection, one byte: 0 = none; bits 0-2 owner + 1, bits 3-4
/// strength - 1, bit 5 active, bit 6 activated this turn, bit 7 promoted this turn.
namespace knight {
constexpr int owner(uint8_t k) { return int(k & 7) - 1; }
constexpr int strength(uint8_t k) { return int((k >> 3) & 3) + 1; }
constexpr bool active(uint8_t k) { return k & 32; }
constexpr bool activated_now(uint8_t k) { return k & 64; }
constexpr bool promoted_now(uint8_t k) { return k & 128; }
constexpr uint8_t make(int owner, int strength, bool active) {
  return uint8_t((owner + 1) | ((strength - 1) << 3) | (active ? 32 : 0));
}
}  // namespace knight

}  // namespace ck

/// Cities & Knights' own state (Position::module), 272 bytes, no padding.
struct CkState {
  uint64_t walls = 0;   ///< vertex bits: a city wall stands under this city
  uint64_t fallen = 0;  ///< vertex bits: a pillaged city lying on its side (a settlement keeping its city piece)
  std::array<uint8_t, ck::kVertices> knight{};                        ///< per intersection (ck::knight)
  std::array<std::array<int8_t, ck::kTracks>, ck::kPlayers> level{};  ///< improvement level per player and track
  std::array<int8_t, ck::kTracks> metropolis{};  ///< vertex of each track's metropolis, -1 none
  int8_t barbarian = 0;       ///< ship advances since the last attack (0..6)
  int8_t attacks = 0;         ///< barbarian attacks so far (capped at 100)
  int8_t event_die = 0;       ///< the last event die (1..6, 0 before the first roll)
  int8_t event_supplied = 0;  ///< the event die supplied with the roll being resolved (0: sample)
  int8_t held = 0;            ///< 1 while the rolled total waits for attack / draw choices
  std::array<int8_t, ck::kPlayers> defender{};  ///< Defender of Catan cards (1 VP each)
  int8_t merchant_hex = -1;    ///< the merchant's hex, -1 off the board
  int8_t merchant_owner = -1;  ///< who controls the merchant (+1 VP)
  std::array<int8_t, ck::kProgressKinds> deck{};   ///< cards of each kind in the decks' drawable part
  std::array<int8_t, ck::kProgressKinds> under{};  ///< played / discarded cards under their deck
  std::array<std::array<int8_t, ck::kProgressKinds>, ck::kPlayers> hand{};  ///< progress cards in hand
  std::array<int8_t, ck::kPlayers> hand_count{};  ///< cards in each hand (public)
  std::array<int8_t, ck::kPlayers> vp_cards{};    ///< Printer / Constitution revealed (1 VP each)
  std::array<int8_t, ck::kTracks> deck_left{};    ///< cards left to draw per colour (deck + under; public)
  uint8_t lose_city_mask = 0;          ///< players who must choose a city to lose (barbarians won)
  uint8_t tie_reward_mask = 0;         ///< players who choose a colour to draw (tied defenders)
  uint8_t progress_discard_mask = 0;   ///< players who must discard a 5th progress card now
  uint8_t aqueduct_mask = 0;           ///< players taking a resource by their Aqueduct
  int8_t metropolis_due = -1;          ///< the active player places this track's metropolis
  int8_t reloc_owner = -1;             ///< owner of a displaced knight to relocate
  uint8_t reloc_knight = 0;            ///< that knight (ck::knight byte)
  int8_t reloc_from = -1;              ///< where it was displaced from
  // Progress cards being resolved (progress_*.cpp):
  int8_t fleet_kind = -1;              ///< Merchant Fleet: the card kind the current player trades 2:1 this turn
  uint8_t wedding_mask = 0;            ///< players who owe Wedding gifts (owe[] cards each)
  uint8_t sabotage_mask = 0;           ///< players who owe Saboteur discards (owe[] cards each)
  std::array<int8_t, ck::kPlayers> owe{};  ///< cards still owed to a Wedding / a Saboteur
  int8_t deserter_victim = -1;         ///< the player choosing which knight a Deserter takes
  uint8_t deserter_knight = 0;         ///< the deserted knight (ck::knight byte) the current player now places
  int8_t spy_target = -1;              ///< Spy: whose progress cards the current player looks at
  int8_t mm_target = -1;               ///< Master Merchant: whose cards the current player looks at
  int8_t diplomat_edge = -1;           ///< Diplomat: the removed own path, not the rebuilt one's spot
  uint8_t harbor_done = 0;             ///< Commercial Harbor: opponents traded with this turn
  int8_t harbor_active = 0;            ///< Commercial Harbor played this turn
  int8_t harbor_with = -1;             ///< Commercial Harbor: the opponent who answers now
  int8_t harbor_given = -1;            ///< the resource offered to them
  ResourceCounts reveal{};             ///< a view only: the cards a Master Merchant looks at
  /// Number tokens moved by the Inventor (§3.14): 4 bits per land hex (hex h in byte h / 2, low
  /// nibble for even h): 0 = the board's own token, else the token now on the hex (2..12). All
  /// zero until the first swap (production then reads the board definition). ck::hex_number().
  std::array<uint8_t, 10> tokens{};
  /// Progress cards supplied for the city gate being resolved, per seat (card + 1, 0: sampled);
  /// set by the roll / Alchemist (chance "drawn"), cleared when the event die is resolved.
  std::array<int8_t, ck::kPlayers> draw_supplied{};
  int8_t pad_ = 0;                     ///< unused (keeps the size a multiple of 8 without padding)
};
static_assert(ModuleState::fits<CkState> && sizeof(CkState) == 304);

/// The module state of a Cities & Knights game, or nullptr in any other game.
const CkState* cities_knights_state(const GameDef& d, const Position& p);
/// The Cities & Knights part of a seat's typed view, or nullptr in other games.
const CkState* cities_knights_state(const PlayerView& v);

/// The Cities & Knights module (registered as "cities-knights").
const RuleModule& cities_knights_rules();
/// Registry entry of Cities & Knights (engine/games.cpp).
GameEntry cities_knights_game();

namespace ck {

/// Cities & Knights' own action types (JSON names and fields: codec.cpp, docs/protocol.md).
namespace act {
inline constexpr ActionType build_knight = module_action(0);       ///< "vertex". §3.8
inline constexpr ActionType activate_knight = module_action(1);    ///< "vertex". §3.8
inline constexpr ActionType promote_knight = module_action(2);     ///< "vertex". §3.8
inline constexpr ActionType move_knight = module_action(3);        ///< "vertex" (the knight), "to". §3.8
inline constexpr ActionType displace_knight = module_action(4);    ///< "vertex" (your knight), "to" (theirs). §3.8
inline constexpr ActionType chase_robber = module_action(5);       ///< "vertex" (your knight); then move_robber. §3.8
inline constexpr ActionType relocate_knight = module_action(6);    ///< "vertex": where your displaced knight goes. §3.8
inline constexpr ActionType build_improvement = module_action(7);  ///< "track". §3.6
inline constexpr ActionType place_metropolis = module_action(8);   ///< "vertex": one of your cities. §3.6
inline constexpr ActionType build_city_wall = module_action(9);    ///< "vertex". §3.11
inline constexpr ActionType lose_city = module_action(10);         ///< "vertex": the city the barbarians take. §3.9
inline constexpr ActionType choose_progress = module_action(11);   ///< "track": a tied defender's draw. §3.9
inline constexpr ActionType discard_progress = module_action(12);  ///< "card". §3.7
inline constexpr ActionType play_progress = module_action(13);     ///< "card". §3.14
inline constexpr ActionType aqueduct_take = module_action(14);     ///< "resource". §3.6
// Progress cards with targets (§3.14; progress_science / _politics / _trade.cpp). Cards without a
// target (Warlord, Irrigation, Mining, Road Building, Saboteur, Wedding, Commercial Harbor) are
// played with play_progress.
inline constexpr ActionType play_alchemist = module_action(15);        ///< "dice": red * 10 + yellow (11..66), optional chance (event die)
inline constexpr ActionType play_crane = module_action(16);            ///< "track": builds its next level 1 commodity cheaper
inline constexpr ActionType play_engineer = module_action(17);         ///< "vertex": a free city wall
inline constexpr ActionType play_medicine = module_action(18);         ///< "vertex": settlement -> city for 2 ore + 1 grain
inline constexpr ActionType play_smith = module_action(19);            ///< "vertex", "second" (-1 none): free promotions
inline constexpr ActionType play_bishop = module_action(20);           ///< "hex": robber moved, 1 card from each player there
inline constexpr ActionType play_intrigue = module_action(21);         ///< "vertex": an opponent's knight on your road
inline constexpr ActionType play_merchant = module_action(22);         ///< "hex": the merchant placed
inline constexpr ActionType play_merchant_fleet = module_action(23);   ///< "kind": a resource or commodity 2:1 this turn
inline constexpr ActionType play_resource_monopoly = module_action(24);///< "resource"
inline constexpr ActionType play_trade_monopoly = module_action(25);   ///< "commodity"
inline constexpr ActionType wedding_gift = module_action(26);          ///< "resources": owed Wedding cards (off-turn)
inline constexpr ActionType sabotage_discard = module_action(27);      ///< "resources": owed Saboteur discards (off-turn)
inline constexpr ActionType play_deserter = module_action(28);         ///< "opponent"
inline constexpr ActionType desert_knight = module_action(29);         ///< "vertex": the victim's knight that leaves (off-turn)
inline constexpr ActionType place_deserter = module_action(30);        ///< "vertex": where your new knight goes
inline constexpr ActionType play_diplomat = module_action(31);         ///< "edge": an open road removed
inline constexpr ActionType play_spy = module_action(32);              ///< "opponent": look at their progress cards
inline constexpr ActionType spy_take = module_action(33);              ///< "card": the one taken
inline constexpr ActionType play_master_merchant = module_action(34);  ///< "opponent" with more VP
inline constexpr ActionType master_take = module_action(35);           ///< "resources": the 2 cards taken
inline constexpr ActionType harbor_offer = module_action(36);          ///< "opponent", "resource": Commercial Harbor offer
inline constexpr ActionType harbor_answer = module_action(37);         ///< "commodity": the one given back (off-turn)
inline constexpr ActionType diplomat_skip = module_action(38);         ///< no rebuild of the removed own road
inline constexpr ActionType play_inventor = module_action(39);         ///< "hex", "second": the two land hexes whose tokens swap
}  // namespace act

/// Cities & Knights' own event types (fields and text: codec.cpp).
namespace ev {
inline constexpr EventType event_die_rolled = module_event(0);    ///< a = face, b = gate track or -1 (ship)
inline constexpr EventType barbarians_advanced = module_event(1); ///< a = advances since the last attack
inline constexpr EventType barbarian_attack = module_event(2);    ///< a = strength, b = defence
inline constexpr EventType defender_awarded = module_event(3);    ///< player
inline constexpr EventType city_pillaged = module_event(4);       ///< player, a = vertex
inline constexpr EventType knights_deactivated = module_event(5); ///< every knight inactive, ship back to start
inline constexpr EventType progress_drawn = module_event(6);      ///< player, b = track, res[0] = card + 1 (secret)
inline constexpr EventType progress_discarded = module_event(7);  ///< player, b = track, res[0] = card + 1 (secret)
inline constexpr EventType knight_built = module_event(8);        ///< player, a = vertex
inline constexpr EventType knight_activated = module_event(9);    ///< player, a = vertex
inline constexpr EventType knight_promoted = module_event(10);    ///< player, a = vertex, b = new strength
inline constexpr EventType knight_moved = module_event(11);       ///< player, a = from, b = to
inline constexpr EventType knight_displaced = module_event(12);   ///< player (mover), other (owner), a = vertex
inline constexpr EventType knight_removed = module_event(13);     ///< player (owner), a = vertex
inline constexpr EventType improvement_built = module_event(14);  ///< player, a = track, b = level
inline constexpr EventType metropolis_placed = module_event(15);  ///< player, other = previous holder, a = vertex, b = track
inline constexpr EventType city_wall_built = module_event(16);    ///< player, a = vertex
inline constexpr EventType aqueduct_taken = module_event(17);     ///< player, res
inline constexpr EventType progress_revealed = module_event(18);  ///< player, a = card (Printer / Constitution)
inline constexpr EventType robber_released = module_event(19);    ///< the first attack happened
inline constexpr EventType knight_relocated = module_event(20);   ///< player (owner), a = from, b = to
inline constexpr EventType progress_played = module_event(21);    ///< player, a = card, b = track
inline constexpr EventType cards_given = module_event(22);        ///< player (giver), other (taker), res (secret if marked)
inline constexpr EventType merchant_placed = module_event(23);    ///< player, a = hex
inline constexpr EventType merchant_fleet = module_event(24);     ///< player, a = card kind
inline constexpr EventType road_removed = module_event(25);       ///< player (Diplomat), other (owner), a = edge
inline constexpr EventType knight_deserted = module_event(26);    ///< player (owner), a = vertex
inline constexpr EventType progress_taken = module_event(27);     ///< player, other (victim), res[0] = card + 1 (secret)
inline constexpr EventType harbor_void = module_event(28);        ///< player, other: no commodity, the trade is void
inline constexpr EventType deserter_placed = module_event(29);    ///< player, a = vertex, b = strength
inline constexpr EventType numbers_swapped = module_event(30);    ///< player, a = hex, b = second hex (Inventor; tokens after the swap in res[0], res[1])
}  // namespace ev

/// The number token on land hex `h` now (0: none, the desert): the Inventor's swaps (CkState::tokens)
/// over the board definition's layout. §3.14
int hex_number(const GameDef& d, const CkState& s, int h);
/// Tokens the Inventor may move (§3.14, §3.15): 3, 4, 5, 9, 10, 11 (never 2, 12, 6, 8 or none).
constexpr bool inventor_movable(int number) { return number >= 3 && number <= 11 && number != 6 && number != 7 && number != 8; }

/// The module's action and event types (RuleModule::codec()).
const ModuleCodec& codec();

}  // namespace ck
}  // namespace catan
