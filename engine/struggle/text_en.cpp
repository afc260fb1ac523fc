// Struggle for Catan's English texts (engine/text/catalogue.hpp Part): the game's name,
// options, refusals (struggle.refuse.*) and event lines (struggle.ev.*, printf formats;
// ".hidden" variants leave a secret card out for the players not involved).
#include "engine/text/catalogue.hpp"

namespace catan::text {
namespace {

const Entry kStruggleEn[] = {
    {"game.struggle.name", "Struggle for Catan"},
    {"game.struggle.blurb", "The quick card game for 2-4: a market of five, blind trades, roads and knights that change hands"},
    {"struggle.option.vp_target", "Victory points to win"},
    {"struggle.option.start_player", "Start player"},
    {"struggle.option.start_player.seat0", "First seat (the oldest player)"},
    {"struggle.option.start_player.random", "Random"},
    {"struggle.option.destiny_start", "Destiny card starts"},
    {"struggle.option.destiny_start.clockwise", "Clockwise"},
    {"struggle.option.destiny_start.random", "Random side"},
    // Refusals
    {"struggle.refuse.bad_build", "Build a road, knight, settlement, city or city expansion."},
    {"struggle.refuse.bad_chance", "That chance outcome is not possible here."},
    {"struggle.refuse.bad_expansion", "There is no such city expansion."},
    {"struggle.refuse.bad_payment", "That payment does not match the cost (3 identical cards stand in for 1 missing card)."},
    {"struggle.refuse.bad_player", "There is no such player."},
    {"struggle.refuse.bad_resource", "Name a resource: brick, lumber, wool, grain or ore."},
    {"struggle.refuse.bad_victim", "Choose another player at the table."},
    {"struggle.refuse.built_this_turn", "You already built one of these this turn."},
    {"struggle.refuse.cannot_pay", "You do not hold the cards of that payment."},
    {"struggle.refuse.discard_first", "First everyone over 7 cards discards down to 7."},
    {"struggle.refuse.game_over", "The game is over."},
    {"struggle.refuse.give_back_first", "Give a card back to the player you drew from first."},
    {"struggle.refuse.guild_fewer_vp", "The Merchant Guild only draws from a player with as many or more victory points than you."},
    {"struggle.refuse.guild_used", "You already used the Merchant Guild this turn."},
    {"struggle.refuse.has_expansion", "You already have that city expansion."},
    {"struggle.refuse.library_closed", "Open a player's hand with the Library first."},
    {"struggle.refuse.library_pick_first", "Pick a card from the hand the Library opened first."},
    {"struggle.refuse.library_used", "You already used the Library this turn."},
    {"struggle.refuse.no_card", "You do not hold that card."},
    {"struggle.refuse.no_destiny_two_players", "With 2 players the destiny card is not used and cannot be flipped."},
    {"struggle.refuse.no_free_city", "You need a city without a city expansion."},
    {"struggle.refuse.no_guild", "You need the Merchant Guild."},
    {"struggle.refuse.no_library", "You need the Library."},
    {"struggle.refuse.no_settlement", "A city turns one of your settlements over; you have none."},
    {"struggle.refuse.no_trades_left", "You have no trades left this turn (one per A-side road)."},
    {"struggle.refuse.no_university", "You need the University, once per turn."},
    {"struggle.refuse.not_build_phase", "That belongs to the build phase."},
    {"struggle.refuse.not_destiny", "There is no destiny card choice now."},
    {"struggle.refuse.not_discarding", "You do not need to discard."},
    {"struggle.refuse.not_in_hand", "That player does not hold that card."},
    {"struggle.refuse.not_in_market", "The market has no such card."},
    {"struggle.refuse.not_trade_or_build", "That belongs to the trade or build phase."},
    {"struggle.refuse.not_trade_phase", "That belongs to the trade phase."},
    {"struggle.refuse.not_your_turn", "It is not your turn."},
    {"struggle.refuse.nothing_owed", "You owe nobody a card."},
    {"struggle.refuse.nothing_to_take", "The stack is empty and no player has a card you may take."},
    {"struggle.refuse.pile_only", "Without an A-side road you may only trade with the draw pile."},
    {"struggle.refuse.stack_empty", "That stack is empty."},
    {"struggle.refuse.unknown_action", "Unknown action."},
    {"struggle.refuse.victim_empty", "That player holds no cards."},
    // Event lines
    {"struggle.ev.traded_market", "Player %d swapped %s for %s from the market"},
    {"struggle.ev.traded_pile", "Player %d discarded %s and drew %s"},
    {"struggle.ev.traded_pile.hidden", "Player %d discarded %s and drew a card"},
    {"struggle.ev.drew_blind", "Player %d drew a card from player %d blind: %s"},
    {"struggle.ev.drew_blind.hidden", "Player %d drew a card from player %d blind"},
    {"struggle.ev.library_opened", "Player %d looks at player %d's hand (Library)"},
    {"struggle.ev.library_picked", "Player %d picked from player %d's hand: %s"},
    {"struggle.ev.library_picked.hidden", "Player %d picked a card from player %d's hand"},
    {"struggle.ev.gave_back", "Player %d gave player %d a card back: %s"},
    {"struggle.ev.gave_back.hidden", "Player %d gave player %d a card back"},
    {"struggle.ev.guild_drew", "Player %d drew from player %d with the Merchant Guild: %s"},
    {"struggle.ev.guild_drew.hidden", "Player %d drew a card from player %d with the Merchant Guild"},
    {"struggle.ev.trade_ended", "Player %d ends trading"},
    {"struggle.ev.built", "Player %d built a %s"},
    {"struggle.ev.built_expansion", "Player %d built the %s"},
    {"struggle.ev.took_road", "Player %d took a road from player %d (now side %s up)"},
    {"struggle.ev.took_knight", "Player %d took a knight from player %d (now side %s up)"},
    {"struggle.ev.robbery", "Robbery! Everyone over 7 cards discards down to 7"},
    {"struggle.ev.market_day", "Market Day! Player %d's city replaces the market"},
    {"struggle.ev.destiny_flipped", "Player %d turned the destiny card: %s"},
    {"struggle.ev.destiny_kept", "Player %d left the destiny card: %s"},
    {"struggle.ev.discarded", "Player %d discarded %s"},
    {"struggle.ev.drew", "Player %d drew %d cards"},
    {"struggle.ev.won", "Player %d wins with %d victory points"},
    {"struggle.ev.turn_limit", "Turn limit %d reached: player %d has the most victory points and wins"},
    {"struggle.ev.turn_limit_tie", "Turn limit %d reached: a tie for the most victory points, nobody wins"},
    {"struggle.option.turn_limit", "Turn limit (the most points then win)"},
};

}  // namespace

const Part& struggle_text() {
  static const Part part{"struggle",
                         {{kStruggleEn, sizeof kStruggleEn / sizeof kStruggleEn[0]},
                          {nullptr, 0}, {nullptr, 0}, {nullptr, 0}, {nullptr, 0}, {nullptr, 0}}};
  return part;
}

}  // namespace catan::text
