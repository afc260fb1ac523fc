#include "imgui_frontend/control/names.hpp"

#include <cstring>

namespace catan::ui {

const char* const kResourceNames[kResources] = {"brick", "lumber", "wool", "grain", "ore"};

int ResourceIndex(const char* name) {
  for (int i = 0; i < kResources; ++i)
    if (std::strcmp(name, kResourceNames[i]) == 0) return i;
  return -1;
}

}  // namespace catan::ui
