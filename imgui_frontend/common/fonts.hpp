// UI fonts: built once per device pixel ratio so text stays sharp on high-DPI screens.
#pragma once
#include <imgui.h>

namespace catan::ui {

/// Fonts of the app. `regular` is the default; `heading` is bold and larger.
struct Fonts {
  ImFont* regular = nullptr;
  ImFont* heading = nullptr;
  ImFont* big = nullptr;    ///< 44 px bold, ASCII only (the title, board numbers)
  ImFont* title = nullptr;  ///< 30 px bold, Latin-1 (screen titles that may hold names)
};

/// Draws `text` in `font` (a heading or title), falling back to the default font. Fonts are
/// rasterized at the device pixel ratio, so headings stay crisp (never use window font scaling,
/// which stretches a smaller glyph bitmap).
void HeadingText(ImFont* font, const char* text);

/// (Re)builds the font atlas for device pixel ratio `dpr` (>= 1). Glyphs are rasterized at
/// dpr times their size and drawn scaled by 1/dpr, so one CSS pixel maps to dpr screen pixels.
/// The caller must recreate the renderer's font texture afterwards.
void BuildFonts(float dpr);

/// The fonts built by the last BuildFonts call.
const Fonts& fonts();

}  // namespace catan::ui
