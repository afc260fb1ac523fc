#include "engine/catan/types.hpp"

namespace catan {

std::optional<DevCard> parse_dev_card(std::string_view s) {
  for (int i = 0; i < kDevCardKinds; ++i) if (kDevCardNames[i] == s) return static_cast<DevCard>(i);
  return std::nullopt;
}

}  // namespace catan
