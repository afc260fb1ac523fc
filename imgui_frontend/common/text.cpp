#include "imgui_frontend/common/text.hpp"

#include "imgui_frontend/common/theme.hpp"

namespace catan::ui {

std::string NeutralName(int colour) {
  return catan::text::format("ui.common.neutral_seat", T(kPaletteKeys[((colour % kPaletteSize) + kPaletteSize) % kPaletteSize]));
}

}  // namespace catan::ui
