#include "engine/catan/card_json.hpp"

#include <string>

namespace catan {

nlohmann::json resource_counts_json(const ResourceCounts& c) {
  nlohmann::json j = nlohmann::json::object();
  for (int r = 0; r < kResourceCount; ++r) j[std::string(kResourceNames[r])] = c[r];
  return j;
}

nlohmann::json dev_cards_json(const std::array<int8_t, kDevCardKinds>& c) {
  nlohmann::json j = nlohmann::json::object();
  for (int k = 0; k < kDevCardKinds; ++k) j[std::string(kDevCardNames[k])] = c[k];
  return j;
}

}  // namespace catan
