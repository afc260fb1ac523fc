// Colours and names of the game's things: terrains, resources, player colours
// (a colour-blind-safe palette after Okabe & Ito; pieces also carry the seat number).
#pragma once
#include <imgui.h>

#include "imgui_frontend/control/names.hpp"

namespace catan::ui {

/// Fill colour of a terrain ("hills" ... "sea"); grey for unknown names.
ImU32 TerrainColour(const char* terrain);
/// Colour of a resource card (the terrain producing it).
ImU32 ResourceColour(int resource);
/// Colour of a card kind (slot order, names.hpp kKinds): a resource's, or a commodity's (paper
/// green for science, cloth yellow for trade, coin blue for politics).
ImU32 KindColour(int kind);

/// Player colour palette: names and colours. Seats pick indices into it.
extern const char* const kPaletteKeys[kPaletteSize];  ///< catalogue keys of the colour names
/// Colour of palette entry `i` (0..kPaletteSize-1).
ImU32 PaletteColour(int i);
/// A text/outline colour readable on top of palette entry `i` (dark or light).
ImU32 PaletteInk(int i);

/// Red used for the most likely numbers (6 and 8) and for refusals.
inline constexpr ImU32 kRed = IM_COL32(200, 30, 30, 255);

}  // namespace catan::ui
