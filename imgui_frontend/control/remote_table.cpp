#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/remote_table.hpp"

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"
#include "engine/platform/registry.hpp"

namespace catan::ui {

using nlohmann::json;

bool RemoteTable::Receive(const json& view, int version, std::string& error) {
  catan::PlayerView typed;
  catan::Error err;
  if (CardView(view)) return ReceiveCards(view, version);
  if (!catan::player_view_from_json(view, typed, err)) {
    error = catan::text::format("ui.guest.not_a_view_because", err.message.c_str());
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

bool RemoteTable::CardView(const json& view) {
  // A game the registry knows without a hex board (its view names it in "game").
  if (!view.is_object() || !view.contains("game") || !view["game"].is_string()) return false;
  const GameEntry* g = find_game(view["game"].get<std::string>());
  return g && !g->board_rules;
}

bool RemoteTable::ReceiveCards(const json& view, int version) {
  // Card games: the session reads the JSON itself (Session::RefreshGuestCards); the seats
  // that may act are the view's "pending", else the viewer when it has legal actions.
  std::vector<int> pending;
  if (view.contains("pending") && view["pending"].is_array()) {
    for (const auto& p : view["pending"])
      if (p.is_number_integer()) pending.push_back(p.get<int>());
  } else if (view.contains("legal_actions") && view["legal_actions"].is_array() && !view["legal_actions"].empty() &&
             view.contains("viewer") && view["viewer"].is_number_integer()) {
    pending.push_back(view["viewer"].get<int>());
  }
  view_ = catan::dump_json(view);
  pending_ = std::move(pending);
  has_view_ = false;  // no typed view: player_view answers false
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
