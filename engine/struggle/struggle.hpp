// Struggle for Catan (Kosmos 2011, "Das schnelle Kartenspiel"), 2-4 players: the game
// `struggle`. Rules: shared/rules/struggle.md (decides), with the seed decisions in
// shared/rules/README.md; Part B of card-games.md where struggle.md is silent.
//
// Summary. No board, no dice. 67 resource cards (16 ore, 15 wool, 14 grain, 11 lumber,
// 11 brick) in a face-down draw pile, a face-up market of 5 and a face-up discard pile.
// Building cards by player number (road 5/7/9, settlement-city 7/11/15, knight 2/4/5,
// city expansion 5/7/9), 4 building-cost cards, 1 destiny card: 110 cards. Each player
// starts with 3 cards, 1 settlement and 1 road (A side). A turn is trade -> build -> draw:
//  - trade: as many trades as A-side roads (none: exactly 1, with the draw pile only).
//    A trade swaps 1 card with the market, with the draw pile (card to the discard
//    pile, top card taken), or with a player (blind draw from their hand, give any card
//    back before the trade phase ends). Library: one trade a turn picks face up.
//  - build: road (lumber+brick), knight (grain+wool+ore), settlement (lumber+brick+grain
//    +wool), city (2 grain + 3 ore, turns a settlement), expansion (3 wool + 1 ore; Town
//    Hall 3 wool + 3 ore), each type at most once a turn; 3 identical cards stand in for
//    any 1 required card. Roads and knights lie A, B, A, ... by their position in the row.
//    An empty road/knight stack: pay and take the last-laid one of the player the destiny
//    card points to (skipping players with nothing takeable; City Wall protects the first
//    3 roads, Church the first knight). Settlement (3-4 players): you may flip the destiny
//    card. City: its hidden event (Robbery: everyone over 7 cards discards down to 7 of
//    their choice, then the destiny card flips; Market Day: the 5 market cards are
//    discarded and 5 new ones laid out).
//  - draw: 2 cards + 1 per A-side knight; an empty draw pile is refilled from the discard pile.
// VP: settlement 1, city 2, city with expansion 3 (Town Hall 4), B-side road/knight 1.
// The first player with vp_target (10) or more VP during their own turn wins at once.
//
// UNCONFIRMED facts, as documented defaults (options where a choice makes sense):
//  - start player: option start_player "seat0" (seat 0 stands for the oldest player) or "random";
//  - the destiny card's first side: option destiny_start "clockwise" or "random";
//  - the destiny card never changes the turn order (only the direction of taking);
//  - city events per player-number group: 2p 4 Robbery + 3 Market Day, 3p +3/+1, 4p +3/+1;
//  - expansion marks: 2p Library, University, Town Hall, City Wall, Church; 3p +Church,
//    +Merchant Guild; 4p +City Wall, +Merchant Guild;
//  - Market Day = the market is replaced (nothing else); University = once a turn one
//    missing resource of a build is waived; Library counts as one of your trades, once a turn;
//  - stall guard (not a printed rule): a game can lock (e.g. one player hoards every card
//    while the other cannot build); option turn_limit (400 turns) ends it, most VP wins,
//    a tie has no winner;
//  - a blind draw from a player must be given back before another player trade and before
//    the trade phase ends; the destiny flip with 2 players is refused (no meaning).
// Hidden information: hands are counts for others; the draw pile is a multiset whose order
// does not exist until a card is drawn (every draw is from the seeded Rng or a supplied
// "chance"); a settlement's city event is drawn from the unrevealed events when the city is
// built (same distribution as a shuffled stack); a blind draw's card is shown to the two
// players involved only.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/rng.hpp"

namespace catan::struggle {

inline constexpr int kRes = 5;  ///< brick, lumber, wool, grain, ore (engine/core/resources.hpp order)
using Hand = std::array<int, kRes>;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kResourceCards = 67;
inline constexpr int kTotalCards = 110;
inline constexpr Hand kResourceTotals{11, 11, 15, 14, 16};

/// The six expansion kinds (one card of each kind per player at most).
enum Expansion : int { library = 0, university, town_hall, city_wall, church, merchant_guild, kExpansionKinds };
/// City events printed on the city side of settlement cards.
enum CityEvent : int { robbery = 0, market_day, kEventKinds };
/// Building types, also the bits of Turn::built.
enum Build : int { road = 0, knight, settlement, city, expansion, kBuildKinds };

/// Cards in play for a player number (cards.cpp; card-games.md B.1, struggle.md §2, §3).
struct CardCounts {
  int roads, settlements, knights;
  std::array<int, kExpansionKinds> expansions;
  std::array<int, kEventKinds> events;
};
/// Counts for 2, 3 or 4 players.
CardCounts card_counts(int players);

/// A player's display and hand.
struct Seat {
  Hand hand{};
  int roads = 0, knights = 0;   ///< row lengths; position i (0-based) lies A-side up when i is even
  int settlements = 0, cities = 0;
  uint8_t expansions = 0;       ///< bit per Expansion kind (each on its own city)
  std::array<int, kEventKinds> city_events{};  ///< revealed events of this player's cities
  int vp = 0;                   ///< kept up to date by every change (recomputed by invariants)
};

enum class Phase : uint8_t { trade, build, destiny, discard, over };

/// The current turn's bookkeeping.
struct Turn {
  int trades_used = 0;
  int owe_to = -1;         ///< player a blind/Library draw must be given back to
  int library_open = -1;   ///< player whose hand the Library holder sees now (picking)
  uint8_t built = 0;       ///< bit per Build kind
  bool library_used = false, guild_used = false, university_used = false;
};

/// The whole game state (plain value).
struct State {
  int players = 2;
  int vp_target = 10;
  int turn_limit = 400;     ///< stall guard: after this many turns the most VP wins (tie: nobody)
  int current = 0;
  int turn_number = 1;
  Phase phase = Phase::trade;
  int destiny = 1;          ///< +1 clockwise (next seat), -1 counter-clockwise
  int winner = -1;
  Hand draw_pile{}, discard{};
  std::array<int, 5> market{};  ///< resource per slot, -1 when empty
  int road_stack = 0, knight_stack = 0, settlement_stack = 0;
  std::array<int, kExpansionKinds> expansion_stack{};
  std::array<int, kEventKinds> event_pool{};  ///< events of unrevealed cards (stack + settlements)
  CardCounts in_play{};
  std::array<Seat, kMaxPlayers> seat{};
  Turn turn;
  Rng rng;
};

/// Action types (protocol names in codec.cpp).
enum class Act : uint8_t {
  trade_market, trade_pile, trade_player, library_open, library_pick, give_back, end_trade,
  guild, build, flip_destiny, keep_destiny, discard, end_turn, kCount
};

/// One action, typed. Unused fields stay at their defaults.
struct Action {
  Act type = Act::end_turn;
  int player = 0;
  int give = -1, get = -1;  ///< resources (market swap, pile, give back, Library pick, discard: give)
  int victim = -1;          ///< player traded with / taken from
  int build = -1;           ///< Build kind
  int expansion = -1;       ///< Expansion kind for build expansion
  Hand pay{};               ///< payment for build
  bool university = false;  ///< waive one missing resource (University)
  int chance_card = -1;     ///< supplied outcome: the card drawn (pile trade, blind draw, guild)
  std::vector<int> chance_cards;  ///< supplied outcome: cards drawn (end_turn draw, Market Day)
  int chance_event = -1;    ///< supplied outcome: city event
  friend bool operator==(const Action&, const Action&) = default;
};

/// One event of the log: type key, players, cards. `secret` cards are shown only to
/// `player` and `other` (blind draws).
struct Event {
  std::string type;
  int player = -1, other = -1;
  int card = -1;            ///< resource, -1 none
  bool secret = false;      ///< `card` only for player and other
  int value = -1;           ///< build kind / expansion / event / count, by type
};

// ---- setup.cpp
/// Game options (validated by the codec).
struct Options {
  int players = 2;
  int vp_target = 10;
  int turn_limit = 400;
  bool random_start = false;
  bool random_destiny = false;
};
/// A new game from the seed and options: stacks, events, deal, market.
State new_game(const Options& o, uint64_t seed);

// ---- points.cpp
/// VP of a seat recomputed from its display.
int recompute_vp(const Seat& s);
/// A-side roads (trades allowed) and A-side knights (extra draws).
inline int a_sides(int row) { return (row + 1) / 2; }
inline int b_sides(int row) { return row / 2; }

// ---- piles.cpp
/// Draws one card from the draw pile (reshuffling the discard pile into it when empty):
/// `forced` if >= 0 (must be in the pile), else random. -1 if no card is left.
int draw_card(State& s, int forced);
/// Cards in a hand / pile.
int count(const Hand& h);
/// A uniformly random card of a hand (by card, not by kind); -1 if empty.
int random_card(const Hand& h, Rng& rng);

// ---- trade.cpp / build.cpp / events.cpp / draw.cpp: checks (no allocation) and effects
Refusal check_trade(const State& s, const Action& a);
void apply_trade(State& s, const Action& a, std::vector<Event>& ev);
/// Cost of a build (Town Hall for expansion kind town_hall).
Hand build_cost(int build, int expansion);
/// True if `pay` pays `cost` exactly with the stand-in (3 identical for 1) and `waive` waived cards.
bool payment_fits(const Hand& cost, const Hand& pay, int waive);
/// Player the destiny card makes `p` take a road (build road) or knight from; -1 none.
int steal_victim(const State& s, int p, int build);
/// True if `victim` has a road/knight that may be taken (protection respected).
bool takeable(const Seat& victim, int build);
Refusal check_build(const State& s, const Action& a);
void apply_build(State& s, const Action& a, std::vector<Event>& ev);
Refusal check_guild(const State& s, const Action& a);
void apply_guild(State& s, const Action& a, std::vector<Event>& ev);
Refusal check_city_step(const State& s, const Action& a);  ///< flip/keep destiny, discard
void apply_city_step(State& s, const Action& a, std::vector<Event>& ev);
/// Resolves a new city's event (Robbery / Market Day).
void resolve_city_event(State& s, int p, int event, const std::vector<int>& market_chance, std::vector<Event>& ev);
Refusal check_end_turn(const State& s, const Action& a);
void apply_end_turn(State& s, const Action& a, std::vector<Event>& ev);

// ---- rules.cpp
/// Seats that may act now (ascending).
std::vector<int> pending(const State& s);
/// Checks an action (no state change). Empty Refusal = legal.
Refusal check(const State& s, const Action& a);
/// Applies a checked action; returns its events. Checks victory.
std::vector<Event> apply(State& s, const Action& a);
/// Every legal action of `player` (without chance outcomes).
std::vector<Action> legal_actions(const State& s, int player);
/// Invariants: cards accounted for (110), market full while cards remain, VP recomputed,
/// phase consistent, someone pending unless over. "" or the first violation.
std::string invariants(const State& s);

// ---- events.cpp: event lines
/// The English line of an event (catalogue key "struggle.ev.<type>"); `reveal` false
/// leaves a secret card out (what the other players read).
std::string event_line(const Event& e, bool reveal);

}  // namespace catan::struggle
