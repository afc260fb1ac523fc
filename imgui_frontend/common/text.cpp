#include "imgui_frontend/common/text.hpp"

#include "imgui_frontend/common/theme.hpp"

namespace catan::ui {

std::string ResourcesText(const int (&counts)[5]) {
  std::string s;
  for (int r = 0; r < 5; ++r) {
    if (!counts[r]) continue;
    if (!s.empty()) s += T("ui.common.list_comma");
    s += catan::text::format("ui.common.resources_item", counts[r], T(kResourceWordKeys[r]));
  }
  return s.empty() ? std::string(T("ui.common.nothing")) : s;
}

std::string NeutralName(int colour) {
  return catan::text::format("ui.common.neutral_seat", T(kPaletteKeys[((colour % kPaletteSize) + kPaletteSize) % kPaletteSize]));
}

}  // namespace catan::ui
