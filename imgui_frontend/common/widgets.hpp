// Small ImGui helpers shared by the screens: buttons that report themselves to the test probe.
#pragma once
#include <imgui.h>

namespace catan::ui {

/// Marks a probe id written out in the code (the same in every language; the label beside
/// it comes from the catalogue). tests/frontend/check_text.py accepts literals inside it.
constexpr const char* Pid(const char* id) { return id; }

/// Records the last ImGui item's rectangle in the probe as (kind, id).
void ProbeLastItem(const char* kind, const char* id);

}  // namespace catan::ui

namespace catan::ui {

/// ImGui::Button shown with `label` (a catalogue text) and recorded in the probe as
/// `probe_id`, a fixed id that does not change with the language or the label (the browser
/// tests click by it). Returns true when clicked this frame.
bool ProbedButtonAs(const char* label, const char* probe_id, const ImVec2& size = ImVec2(0, 0));

/// A small coloured card with a count (resource cards in hands, the bank, trade pickers).
void ResourceChip(int resource, int count, bool dim = false);

/// Text in `colour` wrapped to the window.
void ColouredWrapped(ImU32 colour, const char* text);

}  // namespace catan::ui

namespace catan::ui {

/// Radio buttons choosing the pause between computer moves (kComputerDelays in session.hpp);
/// each is reported to the probe as button "speed <Name>". Returns true if changed.
bool ComputerSpeedPicker(double& delay);

}  // namespace catan::ui
