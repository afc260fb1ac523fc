// Emscripten entry: SDL2 window + WebGL2 context, Dear ImGui frame loop, canvas sizing
// and high-DPI handling, and the JS-visible hooks (ready signal, test probe).
// The loop draws only while frames are wanted (imgui_frontend/control/redraw.hpp): otherwise it pauses
// (no animation frames, no CPU) until input, a request from JS or C++, or a timed frame.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/eventloop.h>
#include <emscripten/bind.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <malloc.h>

#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "imgui_frontend/app.hpp"
#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/common/keys.hpp"
#include "imgui_frontend/common/motion.hpp"
#include "imgui_frontend/common/probe.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/common/touch.hpp"
#include "web/computer_player.hpp"
#include "web/local_table.hpp"
#include "web/peer_bridge.hpp"
#include "web/scenario_bridge.hpp"
#include "web/storage.hpp"
#include "web/text_input.hpp"

namespace {

struct Runtime {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  float dpr = 1.0f;
  int frames = 0;
  double cpu_ms[256] = {};  ///< wasm time of the last frames (input, UI, draw-list build, GL submit)
  double start_ms[256] = {};  ///< when the last frames started (performance.now() ms)
  bool sleeping = false;      ///< the main loop is paused: nothing to draw
  bool touch_style = false;   ///< the style has touch-sized targets
  std::vector<SDL_Event> deferred;  ///< input held back to the next frame (a press after a jump)
  long timer = 0;             ///< setTimeout id of the next timed frame while sleeping, or 0
  double timer_due_ms = -1;   ///< when that timer fires (performance.now() ms)
  catan::ui::AppState app;
};

Runtime g;

// Size of the page area given to the canvas (its container), in CSS pixels.
EM_JS(int, stage_width, (), { const s = Module.stage; return s ? s.clientWidth : window.innerWidth; });
EM_JS(int, stage_height, (), { const s = Module.stage; return s ? s.clientHeight : window.innerHeight; });
EM_JS(void, notify_first_frame, (), { if (Module.onFirstFrame) Module.onFirstFrame(); });
// True on a touch screen (a coarse pointer or touch points): the UI then uses 44 px targets.
EM_JS(int, page_has_touch, (), {
  return (window.matchMedia && window.matchMedia('(pointer: coarse)').matches) || navigator.maxTouchPoints > 0 ? 1 : 0;
});

// The browser's `prefers-reduced-motion: reduce` (read each frame: it may change while open).
EM_JS(int, page_reduced_motion, (), {
  return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0;
});
// Sound effects: short synthesized blips (WebAudio oscillators, no sound files). `kind` is a
// catan::ui::Sound. The audio context starts on the first sound (after the click that
// turned sound on, so the browser allows it).
EM_JS(void, page_play_sound, (int kind), {
  try {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    const ctx = Module.audio || (Module.audio = new AC());
    if (ctx.state === 'suspended') ctx.resume();
    // [frequency Hz, seconds, wave] per note: roll, build, steal, your turn, toast, win.
    const tunes = [[[300, 0.05, 'square'], [380, 0.05, 'square']], [[520, 0.08, 'triangle']],
                   [[440, 0.09, 'sawtooth'], [330, 0.12, 'sawtooth']], [[660, 0.08, 'sine'], [880, 0.12, 'sine']],
                   [[740, 0.07, 'sine']], [[523, 0.1, 'triangle'], [659, 0.1, 'triangle'], [784, 0.2, 'triangle']]];
    let t = ctx.currentTime;
    const notes = tunes[kind] || [];
    for (let i = 0; i < notes.length; i++) {
      const d = notes[i][1];
      const o = ctx.createOscillator(), g = ctx.createGain();
      o.type = notes[i][2]; o.frequency.value = notes[i][0];
      g.gain.setValueAtTime(0.0001, t);
      g.gain.exponentialRampToValueAtTime(0.12, t + 0.01);
      g.gain.exponentialRampToValueAtTime(0.0001, t + d);
      o.connect(g); g.connect(ctx.destination);
      o.start(t); o.stop(t + d + 0.02);
      t += d;
    }
    Module.soundsPlayed = (Module.soundsPlayed || 0) + 1;
  } catch (e) {}
});
EM_JS(int, page_sound_saved, (), { try { return localStorage.getItem('catan.sound') === '1' ? 1 : 0; } catch (e) { return 0; } });
EM_JS(void, page_sound_store, (int on), { try { localStorage.setItem('catan.sound', on ? '1' : '0'); } catch (e) {} });

void PlaySoundJs(catan::ui::Sound s) { page_play_sound(static_cast<int>(s)); }
void StoreSoundJs(bool on) { page_sound_store(on ? 1 : 0); }

// The style; on a touch screen every button, tab, checkbox and field is at least 44 px
// tall (17 px text + 2 x 13.5 px padding) and scrollbars are wider.
void ApplyStyle(bool touch) {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark();
  s.WindowRounding = 8.0f;
  s.WindowBorderSize = 0.0f;
  s.FrameRounding = 6.0f;
  s.GrabRounding = 6.0f;
  s.FramePadding = touch ? ImVec2(12, 13.5f) : ImVec2(10, 7);
  s.ItemSpacing = ImVec2(8, 8);
  s.WindowPadding = touch ? ImVec2(10, 10) : ImVec2(14, 12);
  s.ScrollbarSize = touch ? 10.0f : 14.0f;
  s.ScrollbarRounding = 6.0f;
  s.GrabMinSize = touch ? 28.0f : 12.0f;
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.13f, 0.16f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.20f, 0.36f, 0.56f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.26f, 0.45f, 0.68f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.16f, 0.30f, 0.48f, 1.0f);
}

// Keeps the SDL window (and so the canvas' drawing buffer) the size of its container,
// times the device pixel ratio; rebuilds fonts when the ratio changes.
void SyncCanvasSize() {
  const float dpr = static_cast<float>(emscripten_get_device_pixel_ratio());
  int w = stage_width(), h = stage_height();
  if (w < 1) w = 1;
  if (h < 1) h = 1;
  int cw = 0, ch = 0;
  SDL_GetWindowSize(g.window, &cw, &ch);
  if (cw != w || ch != h) SDL_SetWindowSize(g.window, w, h);
  // Only on a change: setting a canvas' size, even to the same value, makes the browser reset
  // its drawing buffer (and the element's style, its layout).
  const int bw = static_cast<int>(std::lround(w * dpr)), bh = static_cast<int>(std::lround(h * dpr));
  int cur_w = 0, cur_h = 0;
  emscripten_get_canvas_element_size("#canvas", &cur_w, &cur_h);
  if (cur_w != bw || cur_h != bh) emscripten_set_canvas_element_size("#canvas", bw, bh);
  if (cw != w || ch != h || cur_w != bw || cur_h != bh) emscripten_set_element_css_size("#canvas", w, h);
  if (std::fabs(dpr - g.dpr) > 0.01f) {
    g.dpr = dpr;
    catan::ui::BuildFonts(dpr);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void OnTimer(void*);

// While sleeping: arms one timeout for the next timed frame (`sleep` seconds, < 0: none).
void ArmTimer(double sleep) {
  if (g.timer) emscripten_clear_timeout(g.timer);
  g.timer = 0;
  g.timer_due_ms = -1;
  if (sleep < 0) return;
  const double ms = std::ceil(sleep * 1000.0) + 1;  // never early: the frame must find it due
  g.timer_due_ms = emscripten_get_now() + ms;
  g.timer = emscripten_set_timeout(&OnTimer, ms, nullptr);
}

// Called by every redraw request and by the timer: resumes a sleeping loop if a frame is wanted
// now, else re-arms the timer for the next timed frame.
void Wake() {
  if (!g.sleeping) return;
  double sleep = -1;
  if (catan::ui::FrameWanted(catan::ui::RedrawClock(), &sleep)) {
    ArmTimer(-1);
    g.sleeping = false;
    emscripten_resume_main_loop();
  } else {
    ArmTimer(sleep);
  }
}

void OnTimer(void*) {
  g.timer = 0;
  g.timer_due_ms = -1;
  Wake();
}

// SDL calls this as each event is queued (inside the browser's event handler): input and
// window changes wake the loop at once. SDL's own bookkeeping events do not.
int WatchEvent(void*, SDL_Event* ev) {
  const Uint32 t = ev->type;
  if (t == SDL_WINDOWEVENT || (t >= SDL_KEYDOWN && t < SDL_JOYAXISMOTION) || (t >= SDL_FINGERDOWN && t < SDL_CLIPBOARDUPDATE) ||
      t == SDL_DROPFILE || t == SDL_DROPTEXT || t == SDL_RENDER_TARGETS_RESET || t == SDL_RENDER_DEVICE_RESET)
    catan::ui::RequestRedraw();
  return 0;
}

void Frame() {
  const double start = emscripten_get_now();
  catan::ui::FrameStarts(catan::ui::RedrawClock());
  catan::web::ReleasePageKeys();
  SDL_Event ev;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  // A press where the pointer was not last frame (a tap lands without hovering first) waits one
  // frame with the pointer already there: widgets that click only when hovered the frame before
  // (tabs) then take taps too. The press and every later event go to the next frame.
  std::vector<SDL_Event> events;
  events.swap(g.deferred);
  const size_t replayed = events.size();
  while (SDL_PollEvent(&ev)) events.push_back(ev);
  bool hover_first = false;
  const ImVec2 was = ImGui::GetIO().MousePos;
  // ImGui 1.86 keeps only each key's state at the end of a frame (io.KeysDown) and reads the
  // modifiers from SDL's current state: a key pressed and released between two frames (Ctrl+A
  // typed while a frame is slow) would be lost. A release of a key that went down this frame
  // waits for the next frame, and each key event sets the modifiers it was sent with.
  std::vector<SDL_Scancode> down_now;
  for (size_t i = 0; i < events.size(); ++i) {
    const SDL_Event& e = events[i];
    const bool press_elsewhere = i >= replayed && e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT &&
                                 std::fabs(e.button.x - was.x) + std::fabs(e.button.y - was.y) > 2.0f;
    const bool release_too_soon = e.type == SDL_KEYUP &&
                                  std::find(down_now.begin(), down_now.end(), e.key.keysym.scancode) != down_now.end();
    if (press_elsewhere || release_too_soon) {  // this event and every later one go to the next frame
      g.deferred.assign(events.begin() + long(i), events.end());
      hover_first = press_elsewhere;
      catan::ui::RequestFrames(2);
      break;
    }
    if (e.type == SDL_KEYDOWN) down_now.push_back(e.key.keysym.scancode);
    catan::ui::TouchEvent(e, display);
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) catan::ui::NoteEscape();
    if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
      // The backend reads SDL's current modifiers; SDL's own state is put back after, since
      // it already counts the later events still queued (a Ctrl released since).
      const SDL_Keymod now = SDL_GetModState();
      SDL_SetModState(static_cast<SDL_Keymod>(e.key.keysym.mod));
      ImGui_ImplSDL2_ProcessEvent(&e);
      SDL_SetModState(now);
    } else {
      ImGui_ImplSDL2_ProcessEvent(&e);
    }
  }
  SyncCanvasSize();
  if (catan::ui::TouchUi() != g.touch_style) {  // the first touch on a page that did not expect one
    g.touch_style = catan::ui::TouchUi();
    ApplyStyle(g.touch_style);
  }

  catan::ui::SetReducedMotion(page_reduced_motion() != 0);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  if (hover_first) io.MouseDown[0] = false;  // this frame only hovers
  if (!hover_first && catan::ui::TouchHidesPointer()) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  // The backend derives the framebuffer scale from SDL; make it exact for the canvas.
  io.DisplayFramebufferScale = ImVec2(g.dpr, g.dpr);
  ImGui::NewFrame();
  catan::ui::TouchScroll(catan::ui::RedrawClock());
  catan::ui::probe().begin_frame();
  catan::ui::DrawApp(g.app, io.DisplaySize.x, io.DisplaySize.y);
  catan::ui::TakeEscape();  // an Esc no screen took is not kept for a later one
  catan::ui::probe().publish();
  catan::web::SyncTextInput();
  ImGui::Render();

  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * g.dpr), static_cast<int>(io.DisplaySize.y * g.dpr));
  glClearColor(0.07f, 0.09f, 0.11f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(g.window);
  g.cpu_ms[g.frames % 256] = emscripten_get_now() - start;
  g.start_ms[g.frames % 256] = start;
  if (++g.frames == 1) notify_first_frame();
  // Nothing more to draw: pause until a request (input, JS, a timer) wakes the loop.
  double sleep = -1;
  if (!catan::ui::FrameWanted(catan::ui::RedrawClock(), &sleep)) {
    g.sleeping = true;
    emscripten_pause_main_loop();
    ArmTimer(sleep);
  }
}

std::string ProbeJson() { return catan::ui::probe().to_json(); }
// Test hook (read-only): the view JSON the screen is drawing, or "null" outside a game.
std::string ViewJson() {
  const auto& s = g.app.session;
  return s && !s->view_text().empty() ? s->view_text() : std::string("null");
}
// Read-only: which screen is showing ("title", "new_game", "game", "handover", "victory").
std::string ScreenName() {
  using catan::ui::Screen;
  if (g.app.screen == Screen::Title) return "title";
  if (g.app.screen == Screen::NewGame) return "new_game";
  if (!g.app.session) return "title";
  if (g.app.session->over()) return "victory";
  return g.app.session->handover() ? "handover" : "game";
}
// The status line of the game screen (why the last click was refused), "" if none.
std::string StatusText() { return g.app.session ? g.app.session->status() : g.app.status; }
int FrameCount() { return g.frames; }
// Called by the shell's timer while the page is hidden (no animation frames): lets computer
// seats go on moving, so guests of a hosted game are not kept waiting. Up to `moves` moves.
void BackgroundTick(int moves) {
  if (g.app.session) catan::ui::RequestFrames();  // shown (and drawn) when the page is visible again
  try {
    for (int i = 0; i < moves && g.app.session && g.app.screen == catan::ui::Screen::Game; ++i) g.app.session->Update();
  } catch (const std::exception& e) {  // nothing may throw into JS
    g.app.status = std::string("The game stopped: ") + e.what();
  }
}
// Benchmark hook: bytes currently allocated on the wasm heap (malloc), to spot allocation growth.
double HeapUsed() { return static_cast<double>(mallinfo().uordblks); }
// JS (shell): something outside the app changed what the canvas must show (its container's
// size, the device pixel ratio, the page becoming visible): draws as after input.
void RequestRedrawJs() { catan::ui::RequestRedraw(); }
// Test and benchmark hook: the main loop's state, performance.now() milliseconds (-1 = none):
// {"sleeping", "frames" (still asked for), "settle_until", "animate_until", "timer_due",
// "last_activity", "last_frame"}.
std::string RedrawStateJson() {
  const catan::ui::RedrawState r = catan::ui::GetRedrawState();
  const double offset = emscripten_get_now() - catan::ui::RedrawClock() * 1000.0;
  auto ms = [offset](double t) { return t < 0 ? std::string("-1") : std::to_string(t * 1000.0 + offset); };
  return std::string("{\"sleeping\":") + (g.sleeping ? "true" : "false") + ",\"frames\":" + std::to_string(r.frames) +
         ",\"settle_until\":" + ms(r.settle_until) + ",\"animate_until\":" + ms(r.animate_until) +
         ",\"timer_due\":" + std::to_string(g.sleeping ? g.timer_due_ms : (r.next_timer < 0 ? -1 : r.next_timer * 1000.0 + offset)) +
         ",\"last_activity\":" + ms(r.last_activity) + ",\"last_frame\":" + ms(r.last_frame) + "}";
}
// Test hook: start times (performance.now() ms) of the last `n` (<= 256) frames, oldest first.
std::string FrameStartsMs(int n) {
  if (n > 256) n = 256;
  if (n > g.frames) n = g.frames;
  std::string out = "[";
  for (int i = g.frames - n; i < g.frames; ++i) {
    if (i > g.frames - n) out += ",";
    out += std::to_string(g.start_ms[i % 256]);
  }
  return out + "]";
}
// Benchmark hook: milliseconds the last `n` (<= 256) frames spent in wasm, oldest first, as JSON.
std::string FrameCpuMs(int n) {
  if (n > 256) n = 256;
  if (n > g.frames) n = g.frames;
  std::string out = "[";
  for (int i = g.frames - n; i < g.frames; ++i) {
    if (i > g.frames - n) out += ",";
    out += std::to_string(g.cpu_ms[i % 256]);
  }
  return out + "]";
}

}  // namespace

EMSCRIPTEN_BINDINGS(catan_app) {
  emscripten::function("probe", &ProbeJson);
  emscripten::function("frameCount", &FrameCount);
  emscripten::function("viewJson", &ViewJson);
  emscripten::function("frameCpuMs", &FrameCpuMs);
  emscripten::function("heapUsed", &HeapUsed);
  emscripten::function("screen", &ScreenName);
  emscripten::function("statusText", &StatusText);
  emscripten::function("backgroundTick", &BackgroundTick);
  emscripten::function("requestRedraw", &RequestRedrawJs);
  emscripten::function("redrawState", &RedrawStateJson);
  emscripten::function("frameStartsMs", &FrameStartsMs);
  emscripten::function("touchState", &catan::ui::TouchStateJson);
}

int main() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    EM_ASM({ if (Module.onFatal) Module.onFatal('SDL could not start: ' + UTF8ToString($0)); }, SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  g.window = SDL_CreateWindow("CATAN", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, stage_width(), stage_height(),
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE);
  g.gl = g.window ? SDL_GL_CreateContext(g.window) : nullptr;
  if (!g.gl) {
    EM_ASM({ if (Module.onFatal) Module.onFatal('WebGL 2 is not available on this browser or device (' + UTF8ToString($0) +
                                               '). Try enabling hardware acceleration, or another browser.'); }, SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(g.window, g.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  io.ConfigInputTextCursorBlink = false;  // a steady caret: an open text field draws nothing while idle
  catan::ui::SetTouchUi(page_has_touch() != 0);
  g.touch_style = catan::ui::TouchUi();
  ApplyStyle(g.touch_style);
  ImGui_ImplSDL2_InitForOpenGL(g.window, g.gl);
  catan::web::InstallClipboard();
  ImGui_ImplOpenGL3_Init("#version 300 es");
  g.dpr = 0.0f;  // forces the first SyncCanvasSize to build fonts
  SyncCanvasSize();

  static catan::ui::Host host{
      [](const std::string& config, std::string& err) -> std::unique_ptr<catan::ui::Table> {
        return catan::web::LocalTable::Create(config, err);
      },
      [](const std::string& save, std::string& err) -> std::unique_ptr<catan::ui::Table> {
        return catan::web::LocalTable::Load(save, err);
      },
      &catan::web::StorageGet, &catan::web::StoragePut, &catan::web::StorageRemove};
  g.app.host = &host;
  catan::ui::SetComputerPlayer(&catan::web::ComputerMove);
  catan::ui::SetSoundHooks(nullptr, nullptr);
  catan::ui::SetSoundOn(page_sound_saved() != 0);
  catan::ui::SetSoundHooks(&PlaySoundJs, &StoreSoundJs);
  catan::web::InstallPeerHooks(&g.app);
  catan::web::InstallScenarioHooks(&g.app);
  // A tab opened to join a hosted game must not resume (and so host) this browser's own save.
  if (!catan::web::OwnsSave())
    g.app.status = "CATAN is already open in another tab of this browser. Games in this tab are not saved; "
                   "your saved game stays with the other tab.";
  else if (!catan::web::PageWantsToJoin())
    catan::ui::ResumeSaved(g.app);

  catan::ui::SetRedrawWake(&Wake);
  SDL_AddEventWatch(&WatchEvent, nullptr);
  catan::ui::RequestRedraw();  // the first frames
  emscripten_set_main_loop(Frame, 0, true);
  return 0;
}
