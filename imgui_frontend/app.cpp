#include "imgui_frontend/app.hpp"

#include <algorithm>
#include <random>

#include <imgui.h>

#include "engine/platform/registry.hpp"
#include "engine/core/json_text.hpp"

#include "imgui_frontend/fonts.hpp"
#include "imgui_frontend/remote_table.hpp"
#include "imgui_frontend/theme.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

GameSetup DefaultSetup(const std::string& game) {
  const GameEntry* entry = find_game(game);
  if (!entry) entry = &registered_games().front();
  const GameInfo& info = entry->info;
  GameSetup s;
  s.game = info.name;
  s.players = info.default_seats;
  s.options = default_options(info);
  std::random_device rd;
  s.seed = ((uint64_t(rd()) << 21) ^ rd()) % 1000000000ull;
  // One seat per colour the largest table uses: seated players, then the neutral colours.
  static const char* const kNames[kPaletteSize] = {"Anna", "Ben", "Carla", "David", "Emma", "Felix"};
  const int colours = std::min(info.colours(info.max_seats), kPaletteSize);
  for (int i = 0; i < colours; ++i)
    s.seats.push_back({i < info.max_seats ? kNames[i] : std::string("Neutral ") + kPaletteNames[i], i, SeatKind::human});
  return s;
}

bool StartGame(AppState& app, const GameSetup& setup) { return StartConfigured(app, setup, catan::dump_json(ConfigJson(setup))); }

bool StartConfigured(AppState& app, const GameSetup& setup, const std::string& config_json) {
  std::string err;
  auto table = app.host->create(config_json, err);
  if (!table) {
    app.status = "The game could not start: " + err;
    return false;
  }
  app.session = std::make_unique<Session>(*app.host, std::move(table), setup);
  app.host->put(kSaveKey, app.session->SaveText());
  const auto& peer = GetPeerHooks();
  if (peer.host_start && !app.session->RemoteSeats().empty()) peer.host_start(app.session->RemoteSeats(), false);
  app.session->Update();
  app.screen = Screen::Game;
  app.status.clear();
  return true;
}

void AbandonGame(AppState& app) {
  const auto& peer = GetPeerHooks();
  if (app.session && app.session->guest()) {
    if (peer.guest_leave) peer.guest_leave();  // the host keeps the game; our own save stays
  } else {
    if (app.session && peer.host_stop && !app.session->RemoteSeats().empty()) peer.host_stop();
    app.host->remove(kSaveKey);
  }
  app.session.reset();
  app.screen = Screen::Title;
  app.confirm_abandon = false;
}

void DrawTitle(AppState& app, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##title", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings);  // scrolls when the screen is short
  const float col = width < 560 ? width - 40 : 520;
  ImGui::SetCursorPos(ImVec2((width - col) * 0.5f, height * 0.1f));
  ImGui::BeginGroup();
  HeadingText(fonts().big, "CATAN");
  ProbeLastItem("text", "title");
  ImGui::TextDisabled("The CATAN family in your browser");
  if (!app.status.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
    ColouredWrapped(IM_COL32(240, 120, 100, 255), app.status.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::Dummy(ImVec2(0, 16));
  for (const auto& g : registered_games()) {  // every registered game, in registration order
    if (ProbedButton(g.info.display_name.c_str(), ImVec2(col, 0))) {
      app.form = DefaultSetup(g.info.name);
      app.seed_text = std::to_string(app.form.seed);
      app.screen = Screen::NewGame;
      app.status.clear();
    }
    ImGui::TextDisabled("%s", g.info.blurb.c_str());
    ImGui::Dummy(ImVec2(0, 6));
  }
  if (app.pick_position) {
    ImGui::Dummy(ImVec2(0, 6));
    if (ProbedButton("Open position…", ImVec2(col, 0))) app.pick_position();
    ImGui::TextDisabled("Start from a position file (a bug report, a puzzle)");
  }
  if (GetPeerHooks().join) {
    ImGui::Dummy(ImVec2(0, 6));
    if (ProbedButton("Join a game", ImVec2(col, 0))) GetPeerHooks().join();
    ImGui::TextDisabled("Play a seat of a game hosted in another browser");
  }
  ImGui::EndGroup();
  ImGui::End();
}

void DrawApp(AppState& app, float width, float height) {
  if (app.screen == Screen::Game && !app.session) app.screen = Screen::Title;
  switch (app.screen) {
    case Screen::Title: DrawTitle(app, width, height); break;
    case Screen::NewGame: DrawNewGame(app, width, height); break;
    case Screen::Game: DrawGame(app, width, height); break;
  }
}

}  // namespace catan::ui
