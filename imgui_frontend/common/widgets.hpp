// Small ImGui helpers shared by the screens: buttons that report themselves to the test probe.
#pragma once
#include <imgui.h>

namespace catan::ui {

/// Marks a probe id written out in the code (the same in every language; the label beside
/// it comes from the catalogue). tests/frontend/check_text.py accepts literals inside it.
constexpr const char* Pid(const char* id) { return id; }

/// On a touch screen, a button size grown to at least 44 x 44 CSS px; else `size` unchanged.
ImVec2 TouchSize(const char* label, ImVec2 size);

/// Records the last ImGui item's rectangle in the probe as (kind, id), with its visible part,
/// whether a window it is in scrolls, and its layer (probe.hpp ProbeItem). Items entirely
/// out of view are not recorded.
void ProbeLastItem(const char* kind, const char* id);
/// The same for a text field (kind "field", marked as text input, with its content).
void ProbeLastField(const char* id, const char* value);
/// The general form of the two above.
void ProbeLastItemAs(const char* kind, const char* id, bool input, const char* value);
/// Records the rectangle a..b (drawn in the current window) like ProbeLastItemAs.
void ProbeRect(const char* kind, const char* id, ImVec2 a, ImVec2 b, bool input = false, const char* value = nullptr);

}  // namespace catan::ui

namespace catan::ui {

/// ImGui::Button shown with `label` (a catalogue text) and recorded in the probe as
/// `probe_id`, a fixed id that does not change with the language or the label (the browser
/// tests click by it). Returns true when clicked this frame.
bool ProbedButtonAs(const char* label, const char* probe_id, const ImVec2& size = ImVec2(0, 0));

/// ImGui::BeginPopup(id) placed with its top-right corner at `corner` (screen pixels; x kept
/// on the screen) and never wider or taller than the screen below it. Opened at the pointer,
/// as ImGui does, a menu covered the button that opened it and a phone cut its items off.
/// Returns BeginPopup's result (call ImGui::EndPopup() when true).
bool BeginPopupBelow(const char* id, ImVec2 corner);

/// A small coloured card with a count (resource cards in hands, the bank, trade pickers).
/// `width` 0: the usual width; else that width (a narrow chip puts the name under the count).
/// Reported to the probe as a "chip" named by the resource.
void ResourceChip(int resource, int count, bool dim = false, float width = 0);

/// Text in `colour` wrapped to the window.
void ColouredWrapped(ImU32 colour, const char* text);

}  // namespace catan::ui

namespace catan::ui {

/// Radio buttons choosing the pause between computer moves (kComputerDelays in session.hpp);
/// each is reported to the probe as button "speed <Name>". Returns true if changed.
bool ComputerSpeedPicker(double& delay);

}  // namespace catan::ui
