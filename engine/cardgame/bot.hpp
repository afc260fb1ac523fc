// The card game's computer players (bot.cpp: random, easy; bot_strong.cpp: strong), each
// choosing one of the legal actions of a seat's view JSON (view.cpp) and reading nothing else.
#pragma once
#include <nlohmann/json.hpp>

#include "engine/core/rng.hpp"

namespace catan::cardgame {

/// Easy level: fixed priorities (bot.cpp). Takes the seat's view and its "legal_actions"; returns one of them.
nlohmann::json easy_action(const nlohmann::json& view, const nlohmann::json& legal, Rng& rng);
/// Strong level: a plan, site choice, targeted trades, searches (bot_strong.cpp). Same contract as easy_action.
nlohmann::json strong_action(const nlohmann::json& view, const nlohmann::json& legal, Rng& rng);

}  // namespace catan::cardgame
