#include "web/text_input.hpp"

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/bind.h>
#include <imgui.h>

#include <cmath>
#include <string>

#include "imgui_frontend/common/probe.hpp"
#include "imgui_frontend/control/redraw.hpp"

namespace catan::web {

namespace {

EM_JS(void, page_text_field, (int editing, float x, float y, float w, float h), {
  if (Module.textFieldFocus) Module.textFieldFocus(!!editing, x, y, w, h);
});
EM_JS(void, page_copy, (const char* text), {
  const t = UTF8ToString(text);
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(t).catch(() => {});
});

struct State {
  bool editing = false;
  float x = -1, y = -1, w = 0, h = 0;
  SDL_Scancode pending_up = SDL_SCANCODE_UNKNOWN;
};
State g;

void PushKey(Uint32 type, SDL_Scancode code) {
  SDL_Event ev{};
  ev.type = type;
  ev.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
  ev.key.keysym.scancode = code;
  ev.key.keysym.sym = SDL_GetKeyFromScancode(code);
  SDL_PushEvent(&ev);
}

// JS: text the on-screen keyboard (or a paste) put into the hidden input.
void TypeText(const std::string& text) {
  if (text.empty()) return;
  ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
  catan::ui::RequestRedraw();
}

// JS: a key the on-screen keyboard pressed without a key event SDL understands
// ("Backspace", "Delete", "Enter"). Pressed now, released at the next frame.
void PressKey(const std::string& name) {
  const SDL_Scancode code = name == "Backspace" ? SDL_SCANCODE_BACKSPACE
                            : name == "Delete"  ? SDL_SCANCODE_DELETE
                            : name == "Enter"   ? SDL_SCANCODE_RETURN
                                                : SDL_SCANCODE_UNKNOWN;
  if (code == SDL_SCANCODE_UNKNOWN) return;
  if (g.pending_up != SDL_SCANCODE_UNKNOWN) PushKey(SDL_KEYUP, g.pending_up);
  PushKey(SDL_KEYDOWN, code);
  g.pending_up = code;
  catan::ui::RequestRedraw();
}

const char* NoClipboard(void*) { return ""; }
void CopyToPage(void*, const char* text) { page_copy(text); }

}  // namespace

void ReleasePageKeys() {
  // The key went down in an earlier frame's events: release it now, so ImGui saw it held
  // for a frame (it reads key state once per frame).
  static int age = 0;
  if (g.pending_up == SDL_SCANCODE_UNKNOWN) { age = 0; return; }
  if (++age < 2) return;
  PushKey(SDL_KEYUP, g.pending_up);
  g.pending_up = SDL_SCANCODE_UNKNOWN;
  age = 0;
  catan::ui::RequestRedraw();
}

void SyncTextInput() {
  const auto& f = catan::ui::probe().focus();
  const bool editing = f.has_value();
  const bool moved = editing && (std::fabs(f->x - g.x) > 0.5f || std::fabs(f->y - g.y) > 0.5f);
  if (editing == g.editing && !moved) return;
  g.editing = editing;
  if (editing) g.x = f->x, g.y = f->y, g.w = f->w, g.h = f->h;
  page_text_field(editing, g.x, g.y, g.w, g.h);
}

void InstallClipboard() {
  ImGuiIO& io = ImGui::GetIO();
  io.GetClipboardTextFn = &NoClipboard;
  io.SetClipboardTextFn = &CopyToPage;
}

}  // namespace catan::web

EMSCRIPTEN_BINDINGS(catan_text_input) {
  emscripten::function("typeText", &catan::web::TypeText);
  emscripten::function("pressKey", &catan::web::PressKey);
}
