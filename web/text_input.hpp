// Text entry through the page's hidden <input> (shell/text-input.js): on phones the on-screen
// keyboard opens only for a real HTML field, so while an ImGui text field is being edited the
// page focuses a hidden input placed over it and mirrors what is typed, deleted or pasted
// there into ImGui. Physical keys keep reaching ImGui through SDL as before.
#pragma once

namespace catan::web {

/// Once per frame after drawing: tells the page when an ImGui text field starts or stops being
/// edited, and where it is (Module.textFieldFocus(editing, x, y, w, h)).
void SyncTextInput();

/// Before each frame's event polling: releases a key pressed for the page in the last frame.
void ReleasePageKeys();

/// Routes ImGui's clipboard to the browser: copying writes the system clipboard; pasting
/// comes from the page's paste event (typeText), as browsers only hand the clipboard over there.
void InstallClipboard();

}  // namespace catan::web
