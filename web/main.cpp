// Emscripten entry: SDL2 window + WebGL2 context, Dear ImGui frame loop, canvas sizing
// and high-DPI handling, and the JS-visible hooks (ready signal, test probe).
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/bind.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <malloc.h>

#include <cmath>
#include <string>

#include "imgui_frontend/app.hpp"
#include "imgui_frontend/fonts.hpp"
#include "imgui_frontend/probe.hpp"
#include "web/computer_player.hpp"
#include "web/local_table.hpp"
#include "web/peer_bridge.hpp"
#include "web/storage.hpp"

namespace {

struct Runtime {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  float dpr = 1.0f;
  int frames = 0;
  double cpu_ms[256] = {};  ///< wasm time of the last frames (input, UI, draw-list build, GL submit)
  catan::ui::AppState app;
};

Runtime g;

// Size of the page area given to the canvas (its container), in CSS pixels.
EM_JS(int, stage_width, (), { const s = Module.stage; return s ? s.clientWidth : window.innerWidth; });
EM_JS(int, stage_height, (), { const s = Module.stage; return s ? s.clientHeight : window.innerHeight; });
EM_JS(void, notify_first_frame, (), { if (Module.onFirstFrame) Module.onFirstFrame(); });

void ApplyStyle() {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark();
  s.WindowRounding = 8.0f;
  s.WindowBorderSize = 0.0f;
  s.FrameRounding = 6.0f;
  s.GrabRounding = 6.0f;
  s.FramePadding = ImVec2(10, 7);
  s.ItemSpacing = ImVec2(8, 8);
  s.WindowPadding = ImVec2(14, 12);
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
  emscripten_set_canvas_element_size("#canvas", static_cast<int>(std::lround(w * dpr)), static_cast<int>(std::lround(h * dpr)));
  emscripten_set_element_css_size("#canvas", w, h);
  if (std::fabs(dpr - g.dpr) > 0.01f) {
    g.dpr = dpr;
    catan::ui::BuildFonts(dpr);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void Frame() {
  const double start = emscripten_get_now();
  SDL_Event ev;
  while (SDL_PollEvent(&ev)) ImGui_ImplSDL2_ProcessEvent(&ev);
  SyncCanvasSize();

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  // The backend derives the framebuffer scale from SDL; make it exact for the canvas.
  io.DisplayFramebufferScale = ImVec2(g.dpr, g.dpr);
  ImGui::NewFrame();
  catan::ui::probe().begin_frame();
  catan::ui::DrawApp(g.app, io.DisplaySize.x, io.DisplaySize.y);
  catan::ui::probe().publish();
  ImGui::Render();

  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * g.dpr), static_cast<int>(io.DisplaySize.y * g.dpr));
  glClearColor(0.07f, 0.09f, 0.11f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(g.window);
  g.cpu_ms[g.frames % 256] = emscripten_get_now() - start;
  if (++g.frames == 1) notify_first_frame();
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
  if (g.app.session->view().winner >= 0) return "victory";
  return g.app.session->handover() ? "handover" : "game";
}
// The status line of the game screen (why the last click was refused), "" if none.
std::string StatusText() { return g.app.session ? g.app.session->status() : g.app.status; }
int FrameCount() { return g.frames; }
// Called by the shell's timer while the page is hidden (no animation frames): lets computer
// seats go on moving, so guests of a hosted game are not kept waiting. Up to `moves` moves.
void BackgroundTick(int moves) {
  try {
    for (int i = 0; i < moves && g.app.session && g.app.screen == catan::ui::Screen::Game; ++i) g.app.session->Update();
  } catch (const std::exception& e) {  // nothing may throw into JS
    g.app.status = std::string("The game stopped: ") + e.what();
  }
}
// Benchmark hook: bytes currently allocated on the wasm heap (malloc), to spot allocation growth.
double HeapUsed() { return static_cast<double>(mallinfo().uordblks); }
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
  ApplyStyle();
  ImGui_ImplSDL2_InitForOpenGL(g.window, g.gl);
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
  catan::web::InstallPeerHooks(&g.app);
  // A tab opened to join a hosted game must not resume (and so host) this browser's own save.
  if (!catan::web::OwnsSave())
    g.app.status = "CATAN is already open in another tab of this browser. Games in this tab are not saved; "
                   "your saved game stays with the other tab.";
  else if (!catan::web::PageWantsToJoin())
    catan::ui::ResumeSaved(g.app);

  emscripten_set_main_loop(Frame, 0, true);
  return 0;
}
