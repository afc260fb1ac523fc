#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/remote_table.hpp"

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"

namespace catan::ui {

using nlohmann::json;

bool RemoteTable::Receive(const json& view, int version, std::string& error) {
  catan::PlayerView typed;
  catan::Error err;
  if (!catan::player_view_from_json(view, typed, err)) {
    error = catan::text::format("ui.guest.not_a_view_because", err.message().c_str());
    return false;
  }
  view_ = catan::dump_json(view);
  pending_.assign(typed.pending.begin(), typed.pending.begin() + typed.pending_count);
  typed_ = std::move(typed);
  has_view_ = true;
  host_version_ = version;
  ++received_;
  return true;
}

bool RemoteTable::player_view(int, catan::PlayerView& out) const {
  if (!has_view_) return false;
  out = typed_;
  return true;
}

std::string RemoteTable::submit(const std::string& action_json) {
  const auto& send = GetPeerHooks().guest_send;
  const std::string err = send ? send(action_json, host_version_) : std::string(catan::text::tr("ui.guest.no_host"));
  if (err.empty()) return R"({"ok":true,"sent":true})";
  return catan::dump_json(json{{"ok", false}, {"error", {{"code", "not_sent"}, {"message", err}}}});
}

}  // namespace catan::ui
