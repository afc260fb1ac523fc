// JSON forms of the card counts every serialized thing shares (views, saves, scenarios):
// {"brick":n,"lumber":n,"wool":n,"grain":n,"ore":n} and one count per development card kind
// (docs/protocol.md "View"). All keys are written, zeros included.
#pragma once
#include <array>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "engine/catan/types.hpp"
#include "engine/core/resources.hpp"

namespace catan {

/// Every resource's count, keyed by its protocol name.
nlohmann::json resource_counts_json(const ResourceCounts& c);
/// Every development card kind's count, keyed by its protocol name.
nlohmann::json dev_cards_json(const std::array<int8_t, kDevCardKinds>& c);

}  // namespace catan
