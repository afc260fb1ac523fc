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
