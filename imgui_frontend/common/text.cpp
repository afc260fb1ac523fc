#include "imgui_frontend/common/text.hpp"

#include "imgui_frontend/common/theme.hpp"

namespace catan::ui {

std::string KindsText(const int* counts, int n) {
  std::string s;
  for (int k = 0; k < n && k < 8; ++k) {
    if (!counts[k]) continue;
    if (!s.empty()) s += T("ui.common.list_comma");
    s += catan::text::format("ui.common.resources_item", counts[k], T(kKindWordKeys[k]));
  }
  return s.empty() ? std::string(T("ui.common.nothing")) : s;
}

std::string NeutralName(int colour) {
  return catan::text::format("ui.common.neutral_seat", T(kPaletteKeys[((colour % kPaletteSize) + kPaletteSize) % kPaletteSize]));
}

}  // namespace catan::ui
