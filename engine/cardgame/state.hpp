// Internal model of the Catan Card Game (card-games.md Part A): the state of a
// game, the action record, and the rule functions the files of this folder
// share. The public face is the GameMatch in match.cpp (cardgame.hpp).
//
// Principality (A.3): a row of columns, left to right, alternating
//   gap column  : a road (or nothing at an open end) with a region above (side 0) and below (side 1)
//   town column : a settlement or city with building sites: 0 = above (row +1), 1 = above (row +2,
//                 city only), 2 = below (row -1), 3 = below (row -2, city only).
// Columns 0 and last are always gap columns; the start is gap(no road) town gap(road) town gap(no road).
// A site on side s of town column c borders the regions on side s of columns c-1 and c+1; a city
// touches the 4 regions of columns c-1 and c+1.
//
// Stacks keep their top at index 0; "under a stack" is the back.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/cardgame/cards.hpp"
#include "engine/core/error.hpp"
#include "engine/core/rng.hpp"
#include "engine/text/catalogue.hpp"

namespace catan::cardgame {

using nlohmann::json;

/// One column of a principality (see the header comment).
struct Column {
  bool town = false;
  int road = -1;                 ///< gap: road card id or -1
  int region[2] = {-1, -1};      ///< gap: region card ids above / below
  int stock[2] = {0, 0};         ///< gap: resources stored 0..3
  int settlement = -1, city = -1;  ///< town: card ids (a city lies on its settlement)
  int site[4] = {-1, -1, -1, -1};  ///< town: expansion card ids
};

/// Site side: sites 0,1 are above (side 0), 2,3 below (side 1).
inline int site_side(int site) { return site < 2 ? 0 : 1; }

/// One player's cards.
struct Player {
  std::vector<Column> cols;
  std::vector<int> hand;
  int turns = 0;  ///< own turns begun
};

/// Rule options (docs/card-game.md "Options").
struct Options {
  enum class Lock { both3, sum7, none };
  Lock lock = Lock::both3;           ///< action-card lock: seed 003 (both >= 3 VP), 2005 (sum >= 7), 1996 (none)
  int brigand_grace = 2;             ///< Brigand Attack ignored during each player's first N turns (2005: 2)
  bool brigand_gold = false;         ///< Brigand Attack takes gold+wool instead of ore+wool (UNCONFIRMED)
  bool windmill_needs_city = true;   ///< Windmill token needs a city (2005)
  bool year_end_redraw = false;      ///< Year End draws another event card (UNCONFIRMED, default no)
  int vp_target = 12;
};

/// Pending decisions and automatic steps, processed front first (decisions.cpp).
enum class DK {
  arrange,         ///< setup: arrange the starting regions (swap_regions / ready)
  start_stack,     ///< setup: choose the stack of the starting hand; a = stack taken by the other (-1)
  start_take,      ///< setup: take a card from stack a; b = cards still to take
  choose_res,      ///< choose a resource; a = 0 bank / 1 from the opponent; b = room needed; c = reason
  civil_pick,      ///< Civil War: pick one of the opponent's eligible units
  trim,            ///< put hand cards under stacks down to the hand limit
  conflict_under,  ///< Conflict: put the taken card a under a stack
  mb_stack,        ///< Master Builder: choose a stack (not a) or pass
  mb_swap,         ///< Master Builder: swap a hand card with a card of stack a, or pass
  duel_answer,     ///< the defender answers (Bishop / Herb Woman) or not; a = attack type, b = attacker
  duel_pick,       ///< the duel's winner picks the loser's card; a = 0 building / 1 knight
  merchant_give,   ///< Merchant: give one resource back
  spy_take,        ///< Spy: take a unit or action card from the opponent's hand, or pass
  scout_pick,      ///< Scout: pick a region from the region stack for column a, side b
  search_pick,     ///< search: take a card from stack a
  exchange_draw,   ///< exchange: draw or search the same stack a
  offer_answer,    ///< the opponent accepts or declines the active player's offer
  auto_production, ///< automatic: production on the production die
  auto_event_done, ///< automatic: the revealed event card goes under the event deck
};

/// Reasons for a choose_res (texts and views).
enum Reason { r_plenty, r_tournament, r_trade_advantage, r_progress, r_brigands, r_merchant };

struct Decision {
  DK kind;
  int seat = -1;
  int a = -1, b = -1, c = -1;
};

enum class Phase { setup, roll, action, refill, over };

/// The whole state of a game.
struct State {
  Options opt;
  Player p[2];
  std::vector<int> roads, settlements, cities;  ///< centre supply stacks
  std::vector<int> regions;                    ///< region stack (hidden order)
  std::vector<int> events;                     ///< event deck (hidden order)
  std::vector<int> stacks[5];                  ///< expansion stacks (hidden order)
  std::vector<int> discard;                    ///< played action cards, demolished expansions
  std::vector<int> limbo;                      ///< cards between places (Conflict)
  int event_shown = -1;                        ///< event card being resolved
  int last_event = -1;                         ///< last event card revealed (view)
  std::vector<Decision> queue;
  Phase phase = Phase::setup;
  int current = 0;       ///< the active seat
  int first = 0;         ///< the seat that began
  int production = 0, event_face = -1;  ///< last roll
  int alchemist = 0;     ///< production value chosen by an Alchemist this turn (0 none)
  int duel_die = 0;      ///< last duel roll
  bool refill_at_limit = false, refill_drew = false, exchanged = false;
  int offer[4] = {-1, 0, -1, 0};  ///< give, give_count, get, get_count of the open offer
  int knight_holder = -1, windmill_holder = -1;
  int vp[2] = {0, 0};
  int winner = -1;
  Rng rng;
  /// Regions the acting player chose for this action (Action::from / to), consumed by pay()
  /// and gain() while the action is applied; empty between actions.
  std::vector<int> hint_from, hint_to;
  int hint_seat = -1;     ///< the seat the hints belong to
  bool hint_bad = false;  ///< a chosen region could not pay / receive its unit
};

/// Event die faces (A.6): default faces 0..5 = brigand, trade, tournament, plenty, event, event.
enum Face { f_brigand = 0, f_trade, f_tournament, f_plenty, f_event };
inline constexpr const char* kFaceNames[5] = {"brigand", "trade", "tournament", "plenty", "event"};
inline int face_of_die(int d) { return d >= 4 ? f_event : d; }

/// Action types (docs/card-game.md "Actions").
enum class AT {
  swap_regions, ready, choose_stack, take_card, play_alchemist, roll, build_road, build_settlement, play_scout,
  build_city, build_expansion, trade, offer, accept, decline, play_action, demolish, end_actions, draw, search,
  exchange, end_turn, choose_resource, pick_card, put_under, pass, swap_card, answer, no_answer, count
};
inline constexpr const char* kActionNames[int(AT::count)] = {
    "swap_regions", "ready", "choose_stack", "take_card", "play_alchemist", "roll", "build_road",
    "build_settlement", "play_scout", "build_city", "build_expansion", "trade", "offer", "accept", "decline",
    "play_action", "demolish", "end_actions", "draw", "search", "exchange", "end_turn", "choose_resource",
    "pick_card", "put_under", "pass", "swap_card", "answer", "no_answer"};

/// One action. Unused fields stay -1 / empty.
struct Action {
  AT type = AT::pass;
  int player = -1;
  int card = -1, take = -1, stack = -1, column = -1, site = -1, end = -1, res = -1, production = -1;
  int a = -1, b = -1;                    ///< swap_regions: starting positions 0..5
  int give = -1, give_count = 0, get = -1, get_count = 0;  ///< trade / offer
  std::vector<int> pay, take_res, give_res, get_res;      ///< search payment; Merchant; Caravan
  int ch_production = 0, ch_event = -1, ch_duel = 0;      ///< supplied chance outcomes (0/-1: none)
  /// Regions (card ids) chosen by the player: each entry pays / receives one unit of its
  /// resource; units not covered follow the default rule (docs/card-game.md "Choosing regions").
  std::vector<int> from, to;
  bool has_chance() const { return ch_production > 0 || ch_event >= 0 || ch_duel > 0; }
};

using Events = std::vector<json>;

// --- setup.cpp ---
/// A new game: cards dealt and shuffled from `seed`, first player rolled (or `first` 0/1).
State new_state(const Options& o, uint64_t seed, int first = -1);
/// Shuffles with the game's generator (Fisher-Yates).
void shuffle_cards(std::vector<int>& v, Rng& rng);

// --- principality.cpp ---
int total(const State& s, int p, int r);        ///< resources of type r stored
int total_all(const State& s, int p);           ///< all stored resources
int room(const State& s, int p, int r);         ///< free storage for type r
/// Takes n of r: first from the regions the acting player chose (State::hint_from), then the
/// fullest region first. Returns the number taken.
int pay(State& s, int p, int r, int n);
/// Stores up to n of r: first on the chosen regions (State::hint_to), then the emptiest first.
/// Returns the number stored.
int gain(State& s, int p, int r, int n);
/// The stock counter of region card `id` in p's principality, or nullptr if p has no such region.
int* region_stock(State& s, int p, int id);
bool can_afford(const State& s, int p, const std::array<int8_t, kResCount>& cost);
void pay_cost(State& s, int p, const std::array<int8_t, kResCount>& cost);
int count_type(const State& s, int p, Type t);  ///< expansions of type t built
int cities(const State& s, int p);
int hand_limit(const State& s, int p);
/// True if column c of player p is a town column with an expansion of type t on a site of side `side` (-1 any).
bool town_has(const State& s, int p, int c, Type t, int side = -1);
/// Positions of the starting regions 0..5 -> (column, side).
void start_position(int pos, int& col, int& side);

// --- tokens.cpp ---
int strength(const State& s, int p);
int commerce(const State& s, int p);
int tournament(const State& s, int p);
int compute_vp(const State& s, int p, int knight_holder, int windmill_holder);
int compute_knight_holder(const State& s);
int compute_windmill_holder(const State& s);
/// Recomputes tokens and VP, then checks victory (A.7, A.14). Adds events for token moves and a win.
void update_derived(State& s, Events& ev);
/// True if action cards may be played now (A.11 lock per option).
bool actions_unlocked(const State& s);

// --- decisions.cpp ---
/// Runs automatic steps and drops decisions with nothing to decide, until a real decision or none.
void advance(State& s, Events& ev);
/// Seats pending now (one seat in this game), -1 when over.
int pending_seat(const State& s);
/// Pushes a trim decision at the front for a seat over its hand limit off its turn.
void check_limits(State& s);
/// Resources seat may choose for the front choose_res decision, as a mask.
int choose_mask(const State& s, const Decision& d);

// --- dice.cpp ---
Refusal do_roll(State& s, const Action& a, bool dry, Events& ev);
Refusal do_alchemist(State& s, const Action& a, bool dry, Events& ev);
void run_production(State& s, Events& ev);
void event_done(State& s, Events& ev);
/// Applies a production die value to both principalities (A.5 step 3).
void produce(State& s, int die, Events& ev);
/// Resolves an event-die face (A.6) for roller s.current.
void resolve_face(State& s, int face, Events& ev);
/// Resolves an event card (A.12).
void resolve_event_card(State& s, int card, Events& ev);

// --- build.cpp ---
Refusal do_build(State& s, const Action& a, bool dry, Events& ev);
/// Places a new settlement at `end` (0 left, 1 right): town + new gap column; returns the new gap column.
int place_settlement(State& s, int p, int end, int settlement_card);

// --- trade.cpp ---
Refusal do_trade(State& s, const Action& a, bool dry, Events& ev);
int trade_rate(const State& s, int p, int r);

// --- action_cards.cpp ---
Refusal do_play_action(State& s, const Action& a, bool dry, Events& ev);
Refusal do_scout(State& s, const Action& a, bool dry, Events& ev);
/// The building (0) or knight (1) cards of p that a pick may target: (column, site) pairs.
std::vector<std::pair<int, int>> pick_targets(const State& s, int p, int kind);
/// Civil War targets of p (units not protected by a Church).
std::vector<std::pair<int, int>> civil_targets(const State& s, int p);

// --- duel.cpp ---
Refusal do_answer(State& s, const Action& a, bool dry, Events& ev);
Refusal do_pick(State& s, const Action& a, bool dry, Events& ev);

// --- refill.cpp ---
Refusal do_refill(State& s, const Action& a, bool dry, Events& ev);
Refusal do_setup(State& s, const Action& a, bool dry, Events& ev);
Refusal do_decision(State& s, const Action& a, bool dry, Events& ev);
/// Subsets (multisets) of p's resources of size k, as vectors.
std::vector<std::vector<int>> payments(const State& s, int p, int k);
int search_price(const State& s, int p);

// --- apply.cpp ---
/// Checks (dry) or applies an action. On refusal nothing changed.
Refusal apply(State& s, const Action& a, bool dry, Events& ev);
/// Applies on a copy and commits only on success.
Refusal submit(State& s, const Action& a, Events& ev);

// --- legal.cpp ---
std::vector<Action> legal_actions(const State& s, int seat);

// --- codec.cpp ---
json action_to_json(const Action& a);
/// Parses an action; on error fills `e` (code + message) and returns false.
bool action_from_json(const json& j, Action& a, Error& e);

// --- view.cpp ---
json view_json(const State& s, int viewer);
json card_json(int id);

// --- invariants.cpp ---
std::string check_invariants(const State& s);

// --- text helper (text_en.cpp keys) ---
/// An event argument that names something a player reads by its catalogue name, never by its
/// protocol id: a card type, a resource or an event-die face. On the wire it is a one-field
/// object ({"cardgame_card":"pippin"}, {"cardgame_resource":"ore"}, {"cardgame_face":"brigand"},
/// docs/card-game.md "Events"); in the English `text` it is the catalogue's English name
/// ("Pippin the Short", "ore", "Brigand Attack").
struct NameArg {
  const char* kind;  ///< "cardgame_card", "cardgame_resource" or "cardgame_face"
  const char* id;    ///< the protocol id (info(t).name, kResNames[r], kFaceNames[f])
  std::string en;    ///< the English name from the catalogue
};
/// The name argument of card type `t` (catalogue key cardgame.card.<name>).
inline NameArg card_arg(Type t) {
  return NameArg{"cardgame_card", info(t).name, text::format_en((std::string("cardgame.card.") + info(t).name).c_str())};
}
/// The name argument of resource `r` (0..5, kResNames; catalogue key cardgame.res.<name>).
inline NameArg res_arg(int r) {
  return NameArg{"cardgame_resource", kResNames[r], text::format_en((std::string("cardgame.res.") + kResNames[r]).c_str())};
}
/// The name argument of event-die face `f` (0..4, kFaceNames; catalogue key cardgame.ui.face.<name>).
inline NameArg face_arg(int f) {
  return NameArg{"cardgame_face", kFaceNames[f], text::format_en((std::string("cardgame.ui.face.") + kFaceNames[f]).c_str())};
}
/// A seat named in an event: on the wire {"player": seat} (0 or 1), which the page shows as the
/// seat's name, as the board games' log does (docs/card-game.md "Events"); in the English
/// `text` "Player 1" / "Player 2" (seat + 1).
struct PlayerArg {
  int seat;
};
/// The argument naming seat `p` (0 or 1).
inline PlayerArg player_arg(int p) { return PlayerArg{p}; }
namespace detail {
inline json arg_json(int v) { return v; }
inline json arg_json(PlayerArg a) { return json{{"player", a.seat}}; }
inline json arg_json(const NameArg& a) { return json{{a.kind, a.id}}; }
inline int arg_en(int v) { return v; }
inline const char* arg_en(const NameArg& a) { return a.en.c_str(); }
inline const char* arg_en(PlayerArg a) { return a.seat == 0 ? "Player 1" : a.seat == 1 ? "Player 2" : "nobody"; }
}  // namespace detail

/// Event JSON {"type","player","key","args","text"}: text = English of the catalogue key
/// formatted with args (ints, player_arg for a seat, or NameArg for names: card_arg, res_arg, face_arg), so no
/// protocol id reaches a player's eyes; the page renders key + args in its own language.
template <class... A>
json make_event(const char* type, int player, const char* key, const A&... args) {
  json e{{"type", type}, {"player", player}, {"key", key}, {"args", json::array({detail::arg_json(args)...})}};
  e["text"] = text::format_en(key, detail::arg_en(args)...);
  return e;
}
/// Refusal with a catalogue key as message.
inline Refusal refuse(const char* code, const char* key) { return Refusal{code, key}; }

}  // namespace catan::cardgame
