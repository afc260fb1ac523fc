// Internal interface between the Cities & Knights files (one file per concern,
// cities_knights.hpp lists them). Not part of the public API.
#pragma once
#include "engine/catan/cities_knights/cities_knights.hpp"
#include "engine/catan/rules_internal.hpp"

namespace catan::ck {

/// Every seat as a bit set (longest-road refresh after a knight opens or closes a path).
constexpr unsigned kAllPlayers = (1u << kPlayers) - 1;

inline CkState& S(Position& p) { return p.module.as<CkState>(); }
inline const CkState& S(const Position& p) { return p.module.as<CkState>(); }

/// True once an Inventor has moved a number token (CkState::tokens not all zero).
inline bool tokens_moved(const CkState& s) {
  for (auto b : s.tokens) if (b) return true;
  return false;
}
/// Writes `number` as land hex `h`'s token (CkState::tokens).
inline void set_hex_number(CkState& s, int h, int number) {
  uint8_t& b = s.tokens[size_t(h / 2)];
  b = h % 2 ? uint8_t((b & 0x0f) | (number << 4)) : uint8_t((b & 0xf0) | number);
}

/// True if `v` is a valid vertex id of the game's board.
inline bool vertex_ok(const GameDef& d, int v) { return v >= 0 && v < d.topo->vertex_count; }
/// True if `player` owns a city (level 2, not lying on its side) somewhere.
bool has_city(const Position& p, int player);
/// Seats in turn order starting with the active player.
int seat_after(const GameDef& d, const Position& p, int k);

// ---- setup.cpp (§3.2) ----------------------------------------------------------------
void init(const GameDef& d, Position& p);
/// The second setup settlement becomes a city.
void setup_city(Ctx& c, int player, int vertex);

// ---- dice.cpp (§3.3) -----------------------------------------------------------------
void on_roll(Ctx& c, const Action& a);
/// The event die: barbarians or a city gate; holds the roll while choices are owed.
void after_dice(Ctx& c);
/// True if players owe choices before the rolled total is resolved.
bool choices_owed(const Position& p);
/// Resolves a held roll once the last owed choice was made.
void release_roll(Ctx& c);

// ---- production.cpp (§3.4, Aqueduct §3.6) ------------------------------------------------
void produce(Ctx& c, int total);
void after_roll(Ctx& c);
Refusal check_aqueduct(const GameDef& d, const Position& p, const Action& a);
void apply_aqueduct(Ctx& c, const Action& a);

// ---- improvements.cpp (§3.6) ---------------------------------------------------------------
Refusal check_improvement(const GameDef& d, const Position& p, const Action& a);
void apply_improvement(Ctx& c, const Action& a);
Refusal check_metropolis(const GameDef& d, const Position& p, const Action& a);
void apply_metropolis(Ctx& c, const Action& a);
/// Holder of a track's metropolis, -1 none.
int metropolis_holder(const Position& p, int track);
bool is_metropolis(const Position& p, int vertex);

// ---- knights.cpp (§3.8) -----------------------------------------------------------------------
Refusal check_knight(const GameDef& d, const Position& p, const Action& a);
void apply_knight(Ctx& c, const Action& a);
void legal_knights(const GameDef& d, const Position& p, int player, ActionList& out);
void legal_relocations(const GameDef& d, const Position& p, int player, ActionList& out);
/// Sum of the strengths of `player`'s active knights.
int active_strength(const Position& p, int player);
/// Knights at the start of a turn: no knight has been activated or promoted this turn.
void clear_turn_flags(Position& p);
void mark_blockers(const Position& p, std::array<int8_t, kMaxVertices>& owners);
/// Knights block: a road of `player` on `edge` connects only through ends free of
/// opponents' buildings and knights. Empty refusal if it connects.
Refusal road_connects(const GameDef& d, const Position& p, int player, int edge);
/// A road of `player` may be built somewhere (base rules and knights' blocking).
bool any_road_spot(const GameDef& d, const Position& p, int player);
/// Knight pieces of `player` of `strength` on the board.
int knights_on_board(const Position& p, int player, int strength);
/// No building and no knight on `v`.
bool empty_vertex(const Position& p, int v);
/// A road of `player` ends on `v`.
bool touches_own_road(const GameDef& d, const Position& p, int player, int v);
/// A knight displaced from `from` (already off the board): its owner relocates it, or it leaves
/// the board when no empty intersection is reachable (§3.8).
void send_home(Ctx& c, uint8_t knight_byte, int from);
/// All promotion rules but the price (§3.8): own knight, below mighty, once a turn, Fortress, free piece.
Refusal can_promote(const Position& p, int player, int v);
/// Promotes the knight on `v` one level (no payment).
void promote(Ctx& c, int player, int v);

// ---- barbarians.cpp (§3.9) -----------------------------------------------------------------
/// Moves the ship one step; attacks on the 7th.
void advance_barbarians(Ctx& c);
Refusal check_barbarian_choice(const GameDef& d, const Position& p, const Action& a);
void apply_barbarian_choice(Ctx& c, const Action& a);
/// Cities on the board (barbarian strength), metropolises included.
int barbarian_strength(const Position& p);

// ---- walls.cpp (§3.11) -------------------------------------------------------------------
Refusal check_wall(const GameDef& d, const Position& p, const Action& a);
void apply_wall(Ctx& c, const Action& a);
int walls_of(const Position& p, int player);

// ---- merchant.cpp (§3.12, §3.5) ------------------------------------------------------------
bool maritime_right(const GameDef& d, const Position& p, int player, int kind, int rate);

// ---- chance.cpp (supplied outcomes beside the dice) ------------------------------------------------
/// Refuses per-seat chance outcomes (Chance::seat_kind) an action cannot take: "drawn" on a
/// roll / Alchemist (with the three dice, a card for every player the city gate gives one) or a
/// tie reward; "stolen" on a Bishop (cards its victims hold). Empty if none or all fit.
Refusal check_seat_chance(const GameDef& d, const Position& p, const Action& a);
/// Keeps a roll's supplied gate draws (CkState::draw_supplied) until the event die is resolved.
void store_supplied_draws(Position& p, const Chance& ch);

// ---- progress.cpp (§3.7, §3.14) -------------------------------------------------------------
/// `player` draws the top card of colour `track` (VP cards revealed; limit enforced); `supplied`
/// (a card kind of that colour, checked by check_seat_chance) instead of a random one when >= 0.
void draw_progress(Ctx& c, int player, int track, int supplied = -1);
/// Progress cards `player` may hold now (4; 5 on their own turn).
int hand_limit(const Position& p, int player);
Refusal check_progress(const GameDef& d, const Position& p, const Action& a);
void apply_progress(Ctx& c, const Action& a);
void legal_progress(const GameDef& d, const Position& p, int player, ActionList& out);
/// Takes a played card from `player`'s hand, puts it under its deck, logs it.
void consume_card(Ctx& c, int player, int card);
/// The card may be played now by `a.player` (their turn after the roll, held); empty if so.
Refusal may_play(const Position& p, const Action& a, int card);
/// True if a card's off-turn answers are owed (Wedding, Saboteur, Deserter, Commercial Harbor).
bool progress_owed(const Position& p);
/// True for the card action types (play_* with targets and their answers).
bool is_card_action(ActionType t);
Refusal check_card_action(const GameDef& d, const Position& p, const Action& a);
void apply_card_action(Ctx& c, const Action& a);
/// Card actions `player` may take now (variant answers, or the active player's plays).
void legal_card_actions(const GameDef& d, const Position& p, int player, ActionList& out);
bool card_pending(const Position& p, int player);

// ---- progress_science.cpp / progress_politics.cpp / progress_trade.cpp (§3.14) ------------
Refusal check_science(const GameDef& d, const Position& p, const Action& a);
void apply_science(Ctx& c, const Action& a);
void legal_science(const GameDef& d, const Position& p, int player, ActionList& out);
Refusal check_politics(const GameDef& d, const Position& p, const Action& a);
void apply_politics(Ctx& c, const Action& a);
void legal_politics(const GameDef& d, const Position& p, int player, ActionList& out);
Refusal check_trade_cards(const GameDef& d, const Position& p, const Action& a);
void apply_trade_cards(Ctx& c, const Action& a);
void legal_trade_cards(const GameDef& d, const Position& p, int player, ActionList& out);
/// Improvement with a discount (Crane: 1 commodity less, §3.14).
Refusal check_improvement_cost(const Position& p, int player, int track, int discount);
void build_improvement_paid(Ctx& c, int player, int track, int discount);
/// A city wall of `player` on `v` allowed but for its price (Engineer).
Refusal wall_spot(const GameDef& d, const Position& p, int player, int v);

}  // namespace catan::ck
