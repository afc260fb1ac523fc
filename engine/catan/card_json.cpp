#include "engine/catan/card_json.hpp"

#include <string>

namespace catan {

nlohmann::json resource_counts_json(const ResourceCounts& c, bool commodities) {
  nlohmann::json j = nlohmann::json::object();
  const int kinds = commodities ? kCardKinds : kResourceCount;
  for (int r = 0; r < kinds; ++r) j[std::string(kCardKindNames[r])] = c[r];
  return j;
}

nlohmann::json nonzero_counts_json(const ResourceCounts& c) {
  nlohmann::json j = nlohmann::json::object();
  for (int r = 0; r < kCardKinds; ++r) if (c[r] != 0) j[std::string(kCardKindNames[r])] = c[r];
  return j;
}

std::string counts_text(const ResourceCounts& c) {
  std::string s;
  for (int r = 0; r < kCardKinds; ++r) {
    if (c[r] == 0) continue;
    if (!s.empty()) s += ", ";
    s += std::to_string(c[r]) + " " + std::string(kCardKindNames[r]);
  }
  return s.empty() ? "nothing" : s;
}

nlohmann::json dev_cards_json(const std::array<int8_t, kDevCardKinds>& c) {
  nlohmann::json j = nlohmann::json::object();
  for (int k = 0; k < kDevCardKinds; ++k) j[std::string(kDevCardNames[k])] = c[k];
  return j;
}

}  // namespace catan
