// Internal helpers shared by the scenario codec files (base and rule modules).
// Not part of the public API: docs/scenario.md describes the format.
#pragma once
#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/catan/game_def.hpp"
#include "engine/catan/position.hpp"
#include "engine/core/error.hpp"

namespace catan {

/// Validates a position read from a scenario (scenario_check.cpp): distance
/// rule, roads connected, setup pieces, awards, no winner left unnoticed.
bool scenario_check(const GameDef& d, const Position& p, Error& err);

namespace scenario_detail {
/// Sets err to bad_scenario with `msg`; returns false.
bool bad(Error& err, const char* key, std::vector<std::string> args = {});
/// Refuses any key of object `o` not in `keys` (bad_scenario naming `where`).
bool only_keys(const nlohmann::json& o, const std::vector<std::string>& keys, const std::string& where, Error& err);
/// Reads an integer in lo..hi (bad_scenario naming `what` otherwise).
bool int_in(const nlohmann::json& v, int lo, int hi, const std::string& what, int& out, Error& err);
/// Resource counts {"ore":2,...} (each 0..19).
bool read_counts(const nlohmann::json& j, const std::string& what, ResourceCounts& out, Error& err);
/// Development card counts {"knight":1,...} (each 0..its number in the deck).
bool read_cards(const nlohmann::json& j, const std::string& what, std::array<int8_t, kDevCardKinds>& out, Error& err);
/// Every resource's count, zeros included.
nlohmann::json counts_json(const ResourceCounts& c);
/// Every development card's count, zeros included.
nlohmann::json cards_json(const std::array<int8_t, kDevCardKinds>& c);
}  // namespace scenario_detail

}  // namespace catan
