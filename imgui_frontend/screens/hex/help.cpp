// The help window (Menu > Help): a short rules summary of each hex-board game, what every
// symbol on the screen means, and the keyboard shortcuts. A modal window: Esc or Close shuts it.
#include <algorithm>
#include <string>

#include <imgui.h>

#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/dialogs.hpp"
#include "imgui_frontend/screens/hex/panels.hpp"

namespace catan::ui {

namespace {

// Catalogue keys of the help's paragraphs, in order.
constexpr const char* kBaseRules[] = {"ui.help.base.goal", "ui.help.base.setup", "ui.help.base.turn", "ui.help.base.seven",
                                      "ui.help.base.build", "ui.help.base.cards", "ui.help.base.awards"};
constexpr const char* kTwoRules[] = {"ui.help.two.goal", "ui.help.two.neutral", "ui.help.two.dice", "ui.help.two.tokens",
                                     "ui.help.two.trade"};
constexpr const char* kSymbols[] = {"ui.help.sym.terrain", "ui.help.sym.token", "ui.help.sym.harbor", "ui.help.sym.robber",
                                    "ui.help.sym.pieces", "ui.help.sym.targets", "ui.help.sym.table", "ui.help.sym.left",
                                    "ui.help.sym.roll", "ui.help.sym.toasts", "ui.help.sym.log", "ui.help.sym.disabled"};
constexpr const char* kKeys[] = {"ui.help.key.roll", "ui.help.key.end", "ui.help.key.esc"};

void Section(const char* title_key, const char* const* keys, size_t n, bool open) {
  if (!ImGui::CollapsingHeader(T(title_key), open ? ImGuiTreeNodeFlags_DefaultOpen : 0)) return;
  for (size_t i = 0; i < n; ++i) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", T(keys[i]));
  }
}

}  // namespace

void DrawHelp(Session& s, float width, float height) {
  const bool two = s.setup().game == "two-player";
  const HexHooks* hooks = Ui(s).hooks;
  DrawHelpWindow(Ui(s).help, width, height, [two, hooks] {
    if (hooks && hooks->help) hooks->help();  // the game's own rules first
    Section("ui.help.base.title", kBaseRules, std::size(kBaseRules), !two && !(hooks && hooks->help));
    Section("ui.help.two.title", kTwoRules, std::size(kTwoRules), two);
    Section("ui.help.sym.title", kSymbols, std::size(kSymbols), true);
    Section("ui.help.key.title", kKeys, std::size(kKeys), true);
  });
}

}  // namespace catan::ui
