// CATAN for Two's own English texts (engine/text/catalogue.hpp "Part"): its refusals and
// events, keys "two_player.*". Registered in engine/text/parts.cpp.
#include "engine/text/catalogue.hpp"

namespace catan::text {
namespace {

const Entry kEntries[] = {
    {"two_player.error.scenario.export_before_first_roll", "export before the first roll, or after the second roll once the neutral piece is placed"},
    {"two_player.error.scenario.knight_exchanged_true_but", "knight_exchanged is true but the current player has exchanged no knight"},
    {"two_player.error.scenario.knight_exchanged_true_false", "knight_exchanged must be true or false"},
    {"two_player.error.scenario.neutral_colour_settlement_touches", "neutral colour %s's settlement on %s touches none of its roads"},
    {"two_player.error.scenario.neutral_colour_start_settlement", "neutral colour %s's start settlement belongs on vertex %s"},
    {"two_player.error.scenario.neutral_colours_build_no", "neutral colours build no cities (vertex %s)"},
    {"two_player.error.scenario.players_hold_trade_tokens", "the players hold %s trade tokens: the game has 20"},
    {"two_player.error.scenario.token_supply_but_tokens", "token_supply is %s but tokens must make 20: the supply holds %s"},
    {"two_player.error.scenario.tokens_trade_tokens_required", "%s.tokens (trade tokens) is required in CATAN for Two"},
    {"two_player.error.view.neutral_duty", "view JSON: neutral_duty must be road, settlement or null"},
    {"two_player.event.forced_trade", "%s forced a trade with %s: took %s, gave back %s"},
    {"two_player.event.forced_trade_hidden", "%s forced a trade with %s: took cards unseen, gave back %s"},
    {"two_player.event.neutral_road", "%s built a road for %s"},
    {"two_player.event.neutral_settlement", "%s built a settlement for %s"},
    {"two_player.event.token_gained", "%s gains %s trade token"},
    {"two_player.event.token_paid", "%s pays %s trade token"},
    {"two_player.event.tokens_gained", "%s gains %s trade tokens"},
    {"two_player.event.tokens_paid", "%s pays %s trade tokens"},
    {"two_player.refuse.first_build_free_piece_neutral_player", "first build the free piece for a neutral player"},
    {"two_player.refuse.forced_trade_outcome_resources", "a forced trade's outcome is \"resources\""},
    {"two_player.refuse.give_back_exactly_2_cards", "give back exactly 2 cards"},
    {"two_player.refuse.knight_exchanged_your_turn_before_after", "a knight is exchanged on your turn, before or after the rolls"},
    {"two_player.refuse.must_neutral_colour_2_3", "\"for\" must be a neutral colour (2 or 3)"},
    {"two_player.refuse.neutral_road_owed", "a neutral road is owed"},
    {"two_player.refuse.neutral_settlement_owed", "a neutral settlement is owed"},
    {"two_player.refuse.no_forced_trade_finish", "no forced trade to finish"},
    {"two_player.refuse.no_neutral_piece_owed", "no neutral piece is owed"},
    {"two_player.refuse.not_enough_trade_tokens", "not enough trade tokens"},
    {"two_player.refuse.only_one_knight_turn_may_exchanged", "only one knight per turn may be exchanged"},
    {"two_player.refuse.opponent_does_not_hold_those_cards", "the opponent does not hold those cards"},
    {"two_player.refuse.robber_already_desert", "the robber is already on the desert"},
    {"two_player.refuse.roll_second_time_first", "roll the second time first"},
    {"two_player.refuse.token_actions_come_after_rolls", "token actions come after the rolls"},
    {"two_player.refuse.you_could_not_give_2_cards", "you could not give 2 cards back"},
    {"two_player.refuse.you_have_no_face_up_knight", "you have no face-up knight"},
    {"two_player.refuse.your_opponent_holds_no_cards", "your opponent holds no cards"},
};

}  // namespace

const Part& two_player_text() {
  static const Part part{"two_player", {{kEntries, sizeof(kEntries) / sizeof(kEntries[0])}, {nullptr, 0}, {nullptr, 0},
                                        {nullptr, 0}, {nullptr, 0}, {nullptr, 0}}};
  return part;
}

}  // namespace catan::text
