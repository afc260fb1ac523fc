// libFuzzer target: save JSON through catan::Match::load (which replays the log and compares
// the snapshot), and the same bytes as the browser's stored session (ui::ResumeSaved, which
// reads the seats and loads the inner save). Loaded games must view and save cleanly; a
// refused stored session is removed and leaves no game.
#include <cstdint>
#include <cstdlib>

#include "fuzz_common.hpp"
#include "imgui_frontend/app.hpp"

using namespace catan;

// Builds the positions before the first input (libFuzzer's per-input timeout does not count this).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  catan::fuzz::states();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string in(reinterpret_cast<const char*>(data), size);
  Match m;
  const std::string r = m.load(in);
  fuzz::require_clean(r, "Match::load");
  if (r.empty()) {
    fuzz::require_clean(m.view(-1), "Match::view");
    fuzz::require_clean(m.view(m.game().position().current), "Match::view");
    fuzz::require_clean(m.save(), "Match::save");
  } else if (m.started()) {
    std::abort();
  }
  if (size == 0) return 0;
  fuzz::MemoryHost host;
  host.store[ui::kSaveKey] = in;
  ui::AppState app;
  app.host = &host.host;
  const bool resumed = ui::ResumeSaved(app);
  fuzz::require_clean(app.status, "ResumeSaved status");
  if (resumed != bool(app.session)) std::abort();
  if (!resumed && host.store.count(ui::kSaveKey)) std::abort();  // a refused save is removed
  if (resumed) fuzz::require_clean(app.session->SaveText(), "Session::SaveText");
  return 0;
}
