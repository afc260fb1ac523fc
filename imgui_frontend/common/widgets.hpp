// Small ImGui helpers shared by the screens: buttons that report themselves to the test probe.
#pragma once
#include <imgui.h>

namespace catan::ui {

/// ImGui::Button that also records its rectangle in the probe under `label`
/// (the text before any "##" suffix). Returns true when clicked this frame.
bool ProbedButton(const char* label, const ImVec2& size = ImVec2(0, 0));

/// Records the last ImGui item's rectangle in the probe as (kind, id).
void ProbeLastItem(const char* kind, const char* id);

}  // namespace catan::ui

namespace catan::ui {

/// ImGui::Button shown with `label` but recorded in the probe as `probe_id` (for buttons
/// whose visible text repeats, like "+" and "-").
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
