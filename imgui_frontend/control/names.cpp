#include "imgui_frontend/names.hpp"

#include <cstring>

namespace catan::ui {

const char* const kResourceNames[kResources] = {"brick", "lumber", "wool", "grain", "ore"};
const char* const kResourceLabels[kResources] = {"Brick", "Lumber", "Wool", "Grain", "Ore"};

int ResourceIndex(const char* name) {
  for (int i = 0; i < kResources; ++i)
    if (std::strcmp(name, kResourceNames[i]) == 0) return i;
  return -1;
}

}  // namespace catan::ui
