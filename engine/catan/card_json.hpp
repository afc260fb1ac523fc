// JSON forms of the card counts every serialized thing shares (views, saves, scenarios):
// {"brick":n,"lumber":n,"wool":n,"grain":n,"ore":n} (plus "paper","cloth","coin" in games
// with commodities) and one count per development card kind (docs/protocol.md "View").
// All keys are written, zeros included.
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/catan/types.hpp"
#include "engine/core/resources.hpp"

namespace catan {

/// Every resource's count, keyed by its protocol name; with `commodities` (a game whose
/// module uses them) also every commodity's ("paper", "cloth", "coin").
nlohmann::json resource_counts_json(const ResourceCounts& c, bool commodities = false);
/// Card counts as JSON with only the non-zero entries ({"brick":1,"ore":2}; commodities
/// too when held): the form actions and events use.
nlohmann::json nonzero_counts_json(const ResourceCounts& c);
/// English list of card counts ("1 brick, 2 ore"; "nothing" if empty), for event texts.
std::string counts_text(const ResourceCounts& c);
/// Every development card kind's count, keyed by its protocol name.
nlohmann::json dev_cards_json(const std::array<int8_t, kDevCardKinds>& c);

}  // namespace catan
