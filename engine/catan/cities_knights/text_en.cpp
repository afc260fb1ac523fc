// Cities & Knights' English texts (catalogue part "ck", engine/text/catalogue.hpp): refusal
// messages (ck.refuse.*), event lines (ck.event.*, printf formats with the arguments in the
// order codec.cpp passes them) and the game's names.
#include "engine/text/catalogue.hpp"

namespace catan::text {
namespace {

const Entry kEntries[] = {
    {"game.cities-knights.name", "Cities & Knights"},
    {"game.cities-knights.blurb", "The expansion: commodities, city improvements, knights and barbarians (3-4 players)"},
    {"ck.option.commodity_shortage_resource", "When the supply runs out of a commodity, a city takes a second resource instead"},
    {"ck.event.ship", "%s rolled a barbarian ship"},
    {"ck.event.gate", "%s rolled the %s city gate"},
    {"ck.event.barbarians_advanced", "The barbarians advance (%d of %d)"},
    {"ck.event.attack_repelled", "The barbarians attack with strength %d and are repelled by knights of strength %d"},
    {"ck.event.attack_won", "The barbarians attack with strength %d and beat knights of strength %d"},
    {"ck.event.defender", "%s is Defender of Catan (1 victory point)"},
    {"ck.event.city_pillaged", "The barbarians pillage %s's city on intersection %d"},
    {"ck.event.knights_deactivated", "Every knight is inactive again and the barbarian ship returns to its start"},
    {"ck.event.robber_released", "The robber may move from now on"},
    {"ck.event.progress_drawn", "%s draws a %s progress card"},
    {"ck.event.progress_drawn_card", "%s draws the progress card %s"},
    {"ck.event.progress_discarded", "%s puts a %s progress card under its deck"},
    {"ck.event.progress_discarded_card", "%s puts the progress card %s under its deck"},
    {"ck.event.progress_revealed", "%s reveals %s (1 victory point)"},
    {"ck.event.knight_built", "%s builds a knight on intersection %d"},
    {"ck.event.knight_activated", "%s activates the knight on intersection %d"},
    {"ck.event.knight_promoted", "%s promotes the knight on intersection %d to strength %d"},
    {"ck.event.knight_moved", "%s moves a knight from intersection %d to %d"},
    {"ck.event.knight_displaced", "%s displaces %s's knight on intersection %d"},
    {"ck.event.knight_removed", "%s's displaced knight from intersection %d has nowhere to go and leaves the board"},
    {"ck.event.knight_relocated", "%s moves the displaced knight from intersection %d to %d"},
    {"ck.event.improvement", "%s builds the %s improvement to level %d"},
    {"ck.event.metropolis", "%s places the %s metropolis on intersection %d"},
    {"ck.event.city_wall", "%s builds a city wall on intersection %d"},
    {"ck.event.aqueduct", "%s takes %s with the Aqueduct"},
    {"ck.refuse.activate_cost", "activating a knight costs 1 grain"},
    {"ck.refuse.after_roll", "that comes after the roll, on your turn"},
    {"ck.refuse.alchemist_before_roll", "the Alchemist is played before the roll only"},
    {"ck.refuse.aqueduct_resource", "name one resource (not a commodity) to take with the Aqueduct"},
    {"ck.refuse.bad_card", "no such progress card"},
    {"ck.refuse.bad_destination", "name another intersection to go to"},
    {"ck.refuse.bad_player", "no such player"},
    {"ck.refuse.bad_track", "the track must be trade, politics or science"},
    {"ck.refuse.bad_vertex", "intersection id out of range for this board"},
    {"ck.refuse.bank_empty", "the bank has no card of that resource"},
    {"ck.refuse.card_not_held", "you do not hold that progress card"},
    {"ck.refuse.card_not_implemented", "this progress card's effect is not implemented yet; the card stays in your hand"},
    {"ck.refuse.deck_empty", "that progress deck is empty"},
    {"ck.refuse.displace_weaker", "a knight displaces only a weaker knight"},
    {"ck.refuse.displace_whom", "there is no opponent's knight there to displace"},
    {"ck.refuse.improvement_cost", "a city improvement of level n costs n commodities of its track"},
    {"ck.refuse.improvement_needs_city", "city improvements need a city of yours on the board"},
    {"ck.refuse.intersection_taken", "that intersection is not empty"},
    {"ck.refuse.knight_active", "that knight is already active"},
    {"ck.refuse.knight_blocks_road", "an opponent's knight or building stands between your network and that path"},
    {"ck.refuse.knight_cost", "a knight costs 1 wool and 1 ore"},
    {"ck.refuse.knight_inactive", "only an active knight can act"},
    {"ck.refuse.knight_just_activated", "a knight cannot act on the turn it was activated"},
    {"ck.refuse.knight_mighty", "a mighty knight cannot be promoted further"},
    {"ck.refuse.knight_needs_road", "a knight is placed on an intersection touching one of your roads"},
    {"ck.refuse.knight_on_intersection", "a knight stands on that intersection"},
    {"ck.refuse.knight_unreachable", "the knight cannot reach that intersection along your roads"},
    {"ck.refuse.lose_which_city", "choose one of your cities that is not a metropolis"},
    {"ck.refuse.metropolis_spot", "the metropolis goes on one of your cities without a metropolis"},
    {"ck.refuse.needs_fortress", "promoting a strong knight to mighty needs the Fortress (politics level 3)"},
    {"ck.refuse.no_aqueduct_due", "you have no Aqueduct resource to take now"},
    {"ck.refuse.no_city_for_metropolis", "this level would give you a metropolis, but none of your cities is free for it"},
    {"ck.refuse.no_city_loss_due", "you do not have to give up a city now"},
    {"ck.refuse.no_development_cards", "Cities & Knights has no development cards"},
    {"ck.refuse.no_knight_left", "no knight piece of that strength left"},
    {"ck.refuse.no_metropolis_due", "no metropolis is waiting to be placed"},
    {"ck.refuse.no_progress_discard_due", "you do not have to discard a progress card now"},
    {"ck.refuse.no_relocation_due", "you have no displaced knight to move"},
    {"ck.refuse.no_reward_due", "you have no progress card to choose now"},
    {"ck.refuse.no_wall_left", "you have no city wall left (at most 3)"},
    {"ck.refuse.not_at_robber", "the knight must stand on an intersection of the robber's hex"},
    {"ck.refuse.not_your_knight", "you have no knight on that intersection"},
    {"ck.refuse.promote_cost", "promoting a knight costs 1 wool and 1 ore"},
    {"ck.refuse.promoted_this_turn", "a knight can be promoted only once per turn"},
    {"ck.refuse.robber_waits", "the robber stays put until the first barbarian attack"},
    {"ck.refuse.too_many_progress", "discard down to 4 progress cards before ending your turn"},
    {"ck.refuse.track_complete", "that track is complete (level 5)"},
    {"ck.refuse.unknown_action", "this action type does not exist in this game"},
    {"ck.refuse.wall_cost", "a city wall costs 2 brick"},
    {"ck.refuse.wall_needs_city", "a city wall goes under one of your cities"},
    {"ck.refuse.wall_there", "that city already has a wall"},
};

const Part kPart{"ck", {{kEntries, sizeof kEntries / sizeof kEntries[0]}, {nullptr, 0}, {nullptr, 0}, {nullptr, 0}, {nullptr, 0}, {nullptr, 0}}};

}  // namespace

/// Cities & Knights' catalogue part (engine/text/parts.cpp).
const Part& ck_text() { return kPart; }

}  // namespace catan::text
