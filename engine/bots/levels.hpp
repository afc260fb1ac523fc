// Internal: the per-level policies behind choose_action (bots.hpp). Each
// returns an action for v.viewer given a non-empty v.legal.
#pragma once
#include "engine/bots/bot_view.hpp"
#include "engine/core/rng.hpp"

namespace catan::bots {

/// Easy level (easy_bot.cpp).
Action easy_action(const BotView& v, Rng& rng);
/// Strong level (strong_bot.cpp).
Action strong_action(const BotView& v, Rng& rng);

}  // namespace catan::bots
