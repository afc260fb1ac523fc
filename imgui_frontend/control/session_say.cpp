// Quick messages of peer games (issue 20): the last few messages with seat and time, what each
// says in this page's language, sending one through the page's peer layer and the host's
// "allow free text" switch. The peer layer (shell/peer-*.js) checks, cleans and relays them;
// docs/peer-protocol.md "say".
#include <algorithm>
#include <cstring>
#include <string>

#include "engine/core/text.hpp"
#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

namespace {

bool KnownPreset(const std::string& id) {
  return std::any_of(std::begin(kSayPresets), std::end(kSayPresets), [&](const char* p) { return id == p; });
}

// Code points of UTF-8 text (continuation bytes not counted).
int CodePoints(const std::string& s) {
  return int(std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

void Session::Heard(int seat, const std::string& preset, const std::string& text) {
  if (seat < 0 || seat >= int(setup_.seats.size())) return;
  SaidLine line;
  line.seat = seat;
  if (!preset.empty()) {
    if (!KnownPreset(preset)) return;
    line.preset = preset;
  } else {
    line.text = catan::quote_text(text, 4 * kSayMaxChars);  // valid UTF-8; the peer layer already cut it to 120
    if (line.text.empty()) return;
  }
  line.at = RedrawClock();
  said_.push_back(std::move(line));
  if (int(said_.size()) > kSayKept) said_.erase(said_.begin());
}

std::string Session::SaidText(const SaidLine& line) const {
  if (line.preset.empty()) return line.text;
  return catan::text::tr(("ui.say.preset." + line.preset).c_str());
}

bool Session::SendSay(const std::string& preset, const std::string& text) {
  const PeerHooks& hooks = GetPeerHooks();
  const int seat = guest() ? guest_seat_ : seat_;
  if (!hooks.say || seat < 0) return false;
  if (preset.empty()) {
    if (guest() && !free_text_) {
      Say(catan::text::tr("error.peer.text_off"));
      return false;
    }
    if (CodePoints(text) > kSayMaxChars) {
      Say(catan::text::format("ui.say.too_long", kSayMaxChars));
      return false;
    }
    if (text.find_first_not_of(" \t") == std::string::npos) return false;
  } else if (!KnownPreset(preset)) {
    return false;
  }
  hooks.say(seat, preset, text);
  return true;
}

void Session::SetFreeText(bool on) {
  if (guest() || on == free_text_) return;
  free_text_ = on;
  const PeerHooks& hooks = GetPeerHooks();
  if (hooks.say_free_text) hooks.say_free_text(on);
  // The guests' tables say it too (their Say popups offer the text field only when on).
  if (hooks.host_changed && table_ && !RemoteSeats().empty()) hooks.host_changed(table_->version());
  RequestFrames();
}

}  // namespace catan::ui
