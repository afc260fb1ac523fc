#include "imgui_frontend/control/names.hpp"

#include <cstring>

#include "engine/core/resources.hpp"

namespace catan::ui {

static_assert(kResources == catan::kResourceCount);
// The engine's protocol names (string_views of literals, so null-terminated).
const char* const kResourceNames[kResources] = {catan::kResourceNames[0].data(), catan::kResourceNames[1].data(),
                                                catan::kResourceNames[2].data(), catan::kResourceNames[3].data(),
                                                catan::kResourceNames[4].data()};

static_assert(kKinds == catan::kCardKinds);
const char* const kKindNames[kKinds] = {catan::kCardKindNames[0].data(), catan::kCardKindNames[1].data(),
                                        catan::kCardKindNames[2].data(), catan::kCardKindNames[3].data(),
                                        catan::kCardKindNames[4].data(), catan::kCardKindNames[5].data(),
                                        catan::kCardKindNames[6].data(), catan::kCardKindNames[7].data()};

int ResourceIndex(const char* name) {
  for (int i = 0; i < kResources; ++i)
    if (std::strcmp(name, kResourceNames[i]) == 0) return i;
  return -1;
}

}  // namespace catan::ui
