// The front end's names of the game's things that need no drawing code (resources, palette
// size): UI-free, so the view and peer-message parsing (view_model, session, app_io) also
// builds natively for tests and fuzzing. theme.hpp adds the colours.
#pragma once

namespace catan::ui {

/// The five resources in protocol order (brick, lumber, wool, grain, ore).
inline constexpr int kResources = 5;
extern const char* const kResourceNames[kResources];   ///< protocol names ("brick" ...)

/// The card kinds a hand or trade can hold: the five resources, then Cities & Knights'
/// commodities (paper, cloth, coin), in the engine's slot order (catan::kCardKindNames).
inline constexpr int kKinds = 8;
extern const char* const kKindNames[kKinds];  ///< protocol names ("brick" ... "coin")

/// Index of a protocol resource name, or -1.
int ResourceIndex(const char* name);

/// Player colour palette size (theme.hpp has the names and colours). Seats pick indices into it.
inline constexpr int kPaletteSize = 6;

}  // namespace catan::ui
