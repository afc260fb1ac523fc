// JSON of Struggle for Catan (docs/struggle.md): config, actions, events, the masked view.
// Nothing here throws; refusals are Errors with a stable code and an English message.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/error.hpp"
#include "engine/struggle/struggle.hpp"

namespace catan::struggle {

/// Reads a config ({"game":"struggle","players":2..4,"seed":S,"options":{...}}).
/// Fills `o` and `seed`, and `canonical` (every option written out). Error on a bad field.
Error config_from_json(const nlohmann::json& c, Options& o, uint64_t& seed, nlohmann::json& canonical);
/// The resource a JSON name stands for ("wood", ...: kResourceNames), or -1 if `v` is no such string.
int res_of(const nlohmann::json& v);
/// Protocol name of an action type ("trade_market", ...).
const char* act_name(Act t);
/// An action's JSON (chance outcomes included when set).
nlohmann::json action_to_json(const Action& a);
/// Reads an action; refuses unknown types, fields not belonging to the type, bad values.
Error action_from_json(const nlohmann::json& j, Action& a);
/// An event as `viewer` sees it (-1 spectator): a secret card only for the two involved.
nlohmann::json event_to_json(const Event& e, int viewer);
/// What `viewer` sees (-1 spectator): others' hands as counts, piles as counts, no
/// hidden events, the Library's open hand to its holder only; with legal actions and the
/// recent events (already masked by the caller's list).
nlohmann::json view_to_json(const State& s, int viewer, const std::vector<Event>& recent);

}  // namespace catan::struggle
