#include "imgui_frontend/common/theme.hpp"

#include <cstring>

namespace catan::ui {

ImU32 TerrainColour(const char* t) {
  if (!std::strcmp(t, "hills")) return IM_COL32(196, 98, 52, 255);
  if (!std::strcmp(t, "forest")) return IM_COL32(38, 110, 52, 255);
  if (!std::strcmp(t, "pasture")) return IM_COL32(140, 200, 90, 255);
  if (!std::strcmp(t, "fields")) return IM_COL32(232, 196, 70, 255);
  if (!std::strcmp(t, "mountains")) return IM_COL32(130, 134, 146, 255);
  if (!std::strcmp(t, "desert")) return IM_COL32(226, 208, 160, 255);
  if (!std::strcmp(t, "sea")) return IM_COL32(46, 106, 160, 255);
  return IM_COL32(128, 128, 128, 255);
}

ImU32 ResourceColour(int r) {
  static const char* const terrain[kResources] = {"hills", "forest", "pasture", "fields", "mountains"};
  return r >= 0 && r < kResources ? TerrainColour(terrain[r]) : IM_COL32(128, 128, 128, 255);
}

ImU32 KindColour(int k) {
  static const ImU32 commodity[3] = {IM_COL32(150, 205, 140, 255), IM_COL32(240, 210, 90, 255), IM_COL32(140, 170, 235, 255)};
  return k >= kResources && k < kKinds ? commodity[k - kResources] : ResourceColour(k);
}

// Okabe-Ito based: blue, orange, white, vermillion, reddish purple, sky blue.
const char* const kPaletteKeys[kPaletteSize] = {"colour.blue", "colour.orange", "colour.white",
                                                "colour.red",  "colour.purple", "colour.sky"};
static const ImU32 kPalette[kPaletteSize] = {
    IM_COL32(0, 94, 184, 255),  IM_COL32(240, 160, 0, 255),  IM_COL32(245, 245, 240, 255),
    IM_COL32(213, 70, 0, 255),  IM_COL32(190, 100, 170, 255), IM_COL32(86, 180, 233, 255)};

ImU32 PaletteColour(int i) { return kPalette[(i % kPaletteSize + kPaletteSize) % kPaletteSize]; }

ImU32 PaletteInk(int i) {
  ImU32 c = PaletteColour(i);
  int r = c & 0xff, g = (c >> 8) & 0xff, b = (c >> 16) & 0xff;
  return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? IM_COL32(20, 20, 20, 255) : IM_COL32(250, 250, 250, 255);
}

}  // namespace catan::ui
