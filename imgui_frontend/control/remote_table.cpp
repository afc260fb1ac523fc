#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/remote_table.hpp"

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"

namespace catan::ui {

using nlohmann::json;

bool RemoteTable::Receive(const std::string& view_json, int version, std::string& error) {
  json v;
  catan::Error parse_err;
  if (!catan::parse_json(view_json, v, parse_err) || !v.is_object() || !v.contains("phase")) {
    error = catan::text::tr("ui.guest.not_a_view");
    return false;
  }
  std::vector<int> pending;
  if (v.contains("pending_players") && v["pending_players"].is_array())
    for (const auto& p : v["pending_players"])
      if (p.is_number_integer()) pending.push_back(p.get<int>());
  view_ = view_json;
  pending_ = std::move(pending);
  host_version_ = version;
  ++received_;
  return true;
}

std::string RemoteTable::submit(const std::string& action_json) {
  const auto& send = GetPeerHooks().guest_send;
  const std::string err = send ? send(action_json, host_version_) : std::string(catan::text::tr("ui.guest.no_host"));
  if (err.empty()) return R"({"ok":true,"sent":true})";
  return catan::dump_json(json{{"ok", false}, {"error", {{"code", "not_sent"}, {"message", err}}}});
}

}  // namespace catan::ui
