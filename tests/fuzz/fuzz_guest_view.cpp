// libFuzzer target: the payload of a peer view message, as a guest's page receives it
// (ui::GuestReceive: the host's view of the guest's seat plus the table of seats, parsed by
// RemoteTable::Receive (player_view_from_json), Session::ApplyTable and FillView). Received twice, to take both the
// new-session and the existing-session path; a refused message changes nothing.
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
  fuzz::MemoryHost host;
  ui::AppState app;
  app.host = &host.host;
  const std::string r = ui::GuestReceive(app, in, 1);
  fuzz::require_clean(r, "GuestReceive");
  if (!r.empty()) {
    if (app.session) std::abort();  // refused, yet a session was made
    return 0;
  }
  if (!app.session || !app.session->guest()) std::abort();
  const std::string before = app.session->view_text();
  const std::string again = ui::GuestReceive(app, in, 2);
  if (!again.empty() || app.session->view_text() != before) std::abort();  // the same message again
  const auto& v = app.session->view();
  fuzz::require_clean(v.phase + v.game, "ViewModel");
  for (const auto& line : v.log) fuzz::require_clean(app.session->LogText(line), "Session::LogText");
  return 0;
}
