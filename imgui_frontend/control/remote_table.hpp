// A peer guest's table: holds the last view the host sent for this guest's seat and forwards
// actions to the host through the page's peer hooks (PeerHooks::guest_send). The guest never
// holds the game itself, so it has nothing to save and cannot decide anything on its own.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "imgui_frontend/control/table.hpp"

namespace catan::ui {

/// The guest side of a peer game behind the front end's Table interface.
class RemoteTable final : public Table {
 public:
  /// Takes a view JSON object received from the host at state `version` and parses it once
  /// into the typed view (catan::player_view_from_json). A card game's view (its "game" a
  /// registered game without a hex board) is kept as JSON only: player_view then answers
  /// false and the session reads view(). Returns false and sets `error` if it is not a
  /// readable view (then the last view stays).
  bool Receive(const nlohmann::json& view, int version, std::string& error);

  /// The last view received (the guest knows only its own seat's, whatever `seat` is asked).
  std::string view(int) const override { return view_; }
  /// The last view received, typed (whatever `seat` is asked); false before the first.
  bool player_view(int, catan::PlayerView& out) const override;
  /// Sends the action to the host. Returns {"ok":true,"sent":true} once sent (the host's
  /// answer arrives later as a new view or an error), or {"ok":false,"error":{"code":
  /// "not_sent","message"}} if there is no connection to the host.
  std::string submit(const std::string& action_json) override;
  /// The view's pending_players.
  std::vector<int> pending() const override { return pending_; }
  /// Nothing: the host keeps the game.
  std::string save() const override { return ""; }
  /// Local counter of views received (changes with every new view, even if the host's
  /// numbering restarts).
  int version() const override { return received_; }
  /// The host's state version of the last view (what actions are made against).
  int host_version() const { return host_version_; }

 private:
  static bool CardView(const nlohmann::json& view);
  bool ReceiveCards(const nlohmann::json& view, int version);

  std::string view_ = "null";
  catan::PlayerView typed_;
  bool has_view_ = false;
  std::vector<int> pending_;
  int host_version_ = -1;
  int received_ = 0;
};

}  // namespace catan::ui
