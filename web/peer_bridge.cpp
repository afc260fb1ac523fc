#include "web/peer_bridge.hpp"

#include <emscripten.h>
#include <emscripten/bind.h>

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"
#include "engine/core/text.hpp"
#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/event_text.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/control/session.hpp"

namespace {

using nlohmann::json;
catan::ui::AppState* g_app = nullptr;

// Raises `name` with a JSON argument for shell/peer-game.js; queued if the module has not
// loaded yet (it drains the queue when it does).
EM_JS(void, peer_event, (const char* name, const char* arg), {
  const n = UTF8ToString(name), a = JSON.parse(UTF8ToString(arg));
  if (window.CatanGame && window.CatanGame.event) window.CatanGame.event(n, a);
  else (window.CatanGamePending = window.CatanGamePending || []).push([n, a]);
});

// Guest: hands an action to the peer layer; returns a malloc'd reason, or null if sent.
EM_JS(char*, peer_guest_send, (const char* action, int version), {
  let err = 'This page is not connected to a host.';
  try {
    if (window.CatanGame && window.CatanGame.guestSend) err = window.CatanGame.guestSend(JSON.parse(UTF8ToString(action)), version);
  } catch (e) { err = String(e && e.message || e); }
  if (!err) return 0;
  const n = lengthBytesUTF8(err) + 1, p = _malloc(n);
  stringToUTF8(err, p, n);
  return p;
});

EM_JS(int, page_wants_to_join, (), {
  if (/^#join=/.test(location.hash)) return 1;
  try { return sessionStorage.getItem('catan-peer/last') ? 1 : 0; } catch (e) { return 0; }
});

void SendPeerEvent(const char* name, const json& arg) { peer_event(name, catan::dump_json(arg).c_str()); }

// True if the screen would show a link differently (status, or latency in whole ms): the
// peer layer reports links every few seconds, and an unchanged link draws nothing.
bool LinkShownDiffers(const catan::ui::SeatLink& old, const std::string& status, double latency) {
  return old.status != status || std::lround(old.latency_ms) != std::lround(latency);
}

catan::ui::Session* Host() {
  return g_app && g_app->session && !g_app->session->guest() ? g_app->session.get() : nullptr;
}

// Every function below is called by JS with strings from the network or the page: none may
// throw into JS (an exception through embind is fatal), so each ends in a last guard, strings
// from JS (which may hold lone surrogates, i.e. invalid UTF-8 here) are quoted only through
// quote_text, and JSON is written with dump_json.

// JS: the host's engine judges an action from the guest of `seat` (Session::SubmitFrom).
std::string PeerSubmit(int seat, const std::string& action, int version) {
  try {
    catan::ui::Session* s = Host();
    if (!s) return R"({"ok":false,"error":{"code":"no_game","message":"The host has no game running."}})";
    std::string r = s->SubmitFrom(seat, action, version);
    // Only an applied action changes the screen: a refused one (a flood of forged actions
    // included) costs no frame. SubmitFrom writes {"ok":true} exactly when it applied.
    if (r == R"({"ok":true})") catan::ui::RequestFrames();  // the next frame shows (and sends) the new state
    return r;
  } catch (const std::exception& e) {
    return catan::dump_json(json{{"ok", false}, {"error", {{"code", "internal"}, {"message", catan::quote_text(e.what(), 200)}}}});
  }
}

// JS: what the guest of `seat` receives now, {"version", "payload"} or null.
std::string PeerView(int seat) {
  try {
    catan::ui::Session* s = Host();
    if (!s) return "null";
    return catan::dump_json(json{{"version", s->table().version()}, {"payload", s->PeerView(seat)}});
  } catch (const std::exception&) {
    return "null";
  }
}

// JS: a remote seat's connection changed (status "empty|connecting|open|disconnected", latency ms or < 0).
void PeerSeatStatus(int seat, const std::string& status, double latency) {
  try {
    catan::ui::Session* s = Host();
    if (!s) return;
    if (LinkShownDiffers(s->Link(seat), status, latency)) catan::ui::RequestFrames(2, false);
    s->SetSeatLink(seat, {catan::quote_text(status, 20), latency});
  } catch (const std::exception&) {
  }
}

// JS: a view message's payload for this guest. Returns "" or the reason it was refused.
std::string GuestView(const std::string& payload, int version) {
  catan::ui::RequestFrames();
  try {
    return g_app ? catan::ui::GuestReceive(*g_app, payload, version) : std::string("not ready");
  } catch (const std::exception& e) {
    return "The host's view could not be read (" + catan::quote_text(e.what(), 200) + ").";
  }
}

// JS: the host refused this guest's action (or the link failed): its English message, and
// the message's catalogue key with its arguments (a JSON array of strings) when the host sent
// one, shown in this page's language (control/event_text.hpp ErrorText).
void GuestError(const std::string& message, const std::string& key, const std::string& args_json) {
  catan::ui::RequestFrames();
  try {
    nlohmann::json args = nlohmann::json::parse(args_json, nullptr, false);
    if (!args.is_array()) args = nlohmann::json::array();
    nlohmann::json error{{"message", catan::quote_text(message, 400)}};
    if (!key.empty()) {
      error["key"] = key;
      error["args"] = args;
    }
    const std::string m = catan::ui::ErrorText(error, std::string());
    if (g_app && g_app->session && g_app->session->guest()) g_app->session->Refused(m);
    else if (g_app) g_app->status = m;
  } catch (const std::exception&) {
  }
}

// JS: the guest's link to the host changed.
void GuestStatus(const std::string& status, double latency) {
  try {
    if (!g_app || !g_app->session || !g_app->session->guest()) return;
    if (LinkShownDiffers(g_app->session->host_link(), status, latency)) catan::ui::RequestFrames(2, false);
    g_app->session->SetHostLink({catan::quote_text(status, 20), latency});
  } catch (const std::exception&) {
  }
}

// JS (tests, embedding pages): sets the hosted game's turn timer, in seconds (0 = off, at most
// an hour; Session::SetTurnTimer). The host's own page only; false if refused.
bool PeerTurnTimer(int seconds) {
  try {
    catan::ui::Session* s = Host();
    return s && s->SetTurnTimer(seconds);
  } catch (const std::exception&) {
    return false;
  }
}

// JS: a quick message of `seat` to show (host: a guest's, relayed, or its own; guest: what the
// host relayed): a preset id, or a free text the peer layer cleaned ("" for the other).
void PeerSaid(int seat, const std::string& preset, const std::string& text) {
  try {
    if (!g_app || !g_app->session) return;
    const size_t before = g_app->session->said().size();
    const double last = before ? g_app->session->said().back().at : -1;
    g_app->session->Heard(seat, catan::quote_text(preset, 20), text);
    const auto& said = g_app->session->said();
    if (!said.empty() && (said.size() != before || said.back().at != last)) catan::ui::RequestFrames();  // only a kept message draws
  } catch (const std::exception&) {
  }
}

// JS: the remote seats of the hosted game ([] if none), e.g. to resume hosting.
std::string HostSeats() {
  try {
    catan::ui::Session* s = Host();
    json out = json::array();
    if (s) for (int seat : s->RemoteSeats()) out.push_back(seat);
    return out.dump();
  } catch (const std::exception&) {
    return "[]";
  }
}

}  // namespace

EMSCRIPTEN_BINDINGS(catan_peer) {
  emscripten::function("peerSubmit", &PeerSubmit);
  emscripten::function("peerView", &PeerView);
  emscripten::function("peerSeatStatus", &PeerSeatStatus);
  emscripten::function("hostSeats", &HostSeats);
  emscripten::function("peerTurnTimer", &PeerTurnTimer);
  emscripten::function("guestView", &GuestView);
  emscripten::function("guestError", &GuestError);
  emscripten::function("guestStatus", &GuestStatus);
  emscripten::function("peerSaid", &PeerSaid);
}

namespace catan::web {

bool PageWantsToJoin() { return page_wants_to_join() != 0; }

void InstallPeerHooks(ui::AppState* app) {
  g_app = app;
  ui::PeerHooks h;
  h.host_start = [](const std::vector<int>& seats, bool resumed) {
    SendPeerEvent("host_start", {{"seats", seats}, {"resumed", resumed}});
  };
  h.host_stop = [] { SendPeerEvent("host_stop", json::object()); };
  h.host_changed = [](int version) { SendPeerEvent("host_changed", {{"version", version}}); };
  h.host_invite = [](int seat) { SendPeerEvent("host_invite", {{"seat", seat}}); };
  h.join = [] { SendPeerEvent("join", json::object()); };
  h.guest_leave = [] { SendPeerEvent("guest_leave", json::object()); };
  h.say = [](int seat, const std::string& preset, const std::string& text) {
    json arg{{"seat", seat}};
    if (preset.empty()) arg["text"] = catan::quote_text(text, 600);
    else arg["preset"] = preset;
    SendPeerEvent("say", arg);
  };
  h.say_free_text = [](bool on) { SendPeerEvent("say_free_text", {{"on", on}}); };
  h.guest_send = [](const std::string& action, int version) -> std::string {
    char* err = peer_guest_send(action.c_str(), version);
    if (!err) return "";
    std::string out(err);
    free(err);
    return out;
  };
  ui::SetPeerHooks(std::move(h));
}

}  // namespace catan::web
