// A Table over a local engine match of any registered game (GameMatch from the registry,
// engine/platform/registry.hpp): hot-seat and computer games on this device, and the host
// side of a peer game.
#pragma once
#include <memory>
#include <string>

#include "engine/platform/registry.hpp"
#include "imgui_frontend/control/table.hpp"

namespace catan::web {

/// The local engine behind the front end's Table interface.
class LocalTable final : public ui::Table {
 public:
  /// New game from config JSON; nullptr and a readable `error` if the engine refuses it.
  static std::unique_ptr<LocalTable> Create(const std::string& config_json, std::string& error);
  /// Game from save JSON (replayed and checked by the engine); nullptr and `error` if refused.
  static std::unique_ptr<LocalTable> Load(const std::string& save_json, std::string& error);

  std::string view(int seat) const override { return match_->view(seat); }
  /// The engine's typed view (Game::player_view) for hex-board games; false for others.
  bool player_view(int seat, catan::PlayerView& out) const override;
  std::string submit(const std::string& action_json) override;
  std::vector<int> pending() const override;
  std::string save() const override { return match_->save(); }
  /// Actions applied since the game began (the log's length), so a resumed game keeps its
  /// version numbering: peer guests and computer-player seeds see the same numbers after a reload.
  int version() const override { return match_->version(); }

 private:
  std::unique_ptr<GameMatch> match_;
};

}  // namespace catan::web
