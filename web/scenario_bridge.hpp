// Opening a position file on the page (docs/scenario.md): the shell's file input hands the
// file's text to the wasm, which starts a hot-seat game from it or shows why it cannot.
#pragma once
#include "imgui_frontend/app.hpp"

namespace catan::web {

/// Offers "Open position…" on the title screen of `app` (it opens the shell's file chooser)
/// and registers the JS-visible `openScenario(text)` for the chosen file.
void InstallScenarioHooks(ui::AppState* app);

}  // namespace catan::web
