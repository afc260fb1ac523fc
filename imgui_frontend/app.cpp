#include "imgui_frontend/app.hpp"

#include <random>

#include <imgui.h>

#include "engine/core/json_text.hpp"

#include "imgui_frontend/remote_table.hpp"
#include "imgui_frontend/widgets.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {

struct GameEntry {
  const char* name;
  const char* game;  // protocol name, or nullptr while coming
  const char* blurb;
};

constexpr GameEntry kGames[] = {
    {"CATAN", "base", "The base game for 3-4 players"},
    {"CATAN for Two", "two-player", "The official two-player variant"},
    {"Cities & Knights", nullptr, "Expansion: barbarians, knights, progress cards"},
    {"Catan Card Game", nullptr, "The original two-player card game"},
    {"Struggle for Catan", nullptr, "The quick card game for 2-4 players"},
};

}  // namespace

GameSetup DefaultSetup(const std::string& game) {
  GameSetup s;
  s.game = game;
  s.players = game == "two-player" ? 2 : 4;
  std::random_device rd;
  s.seed = ((uint64_t(rd()) << 21) ^ rd()) % 1000000000ull;
  static const char* const kNames[4] = {"Anna", "Ben", "Carla", "David"};
  const int colours = game == "two-player" ? 4 : 4;
  for (int i = 0; i < colours; ++i) s.seats.push_back({kNames[i], i, SeatKind::human});
  if (game == "two-player") {
    s.seats[2].name = "Neutral White";
    s.seats[3].name = "Neutral Red";
    s.seats[2].colour = 2;
    s.seats[3].colour = 3;
  }
  return s;
}

bool StartGame(AppState& app, const GameSetup& setup) {
  std::string err;
  auto table = app.host->create(catan::dump_json(ConfigJson(setup)), err);
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
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  const float col = width < 560 ? width - 40 : 520;
  ImGui::SetCursorPos(ImVec2((width - col) * 0.5f, height * 0.1f));
  ImGui::BeginGroup();
  ImGui::SetWindowFontScale(2.0f);
  ImGui::TextUnformatted("CATAN");
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextDisabled("The CATAN family in your browser");
  if (!app.status.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
    ColouredWrapped(IM_COL32(240, 120, 100, 255), app.status.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::Dummy(ImVec2(0, 16));
  for (const auto& g : kGames) {
    ImGui::BeginDisabled(g.game == nullptr);
    if (ProbedButton(g.name, ImVec2(col, 0))) {
      app.form = DefaultSetup(g.game);
      app.seed_text = std::to_string(app.form.seed);
      app.screen = Screen::NewGame;
      app.status.clear();
    }
    ImGui::EndDisabled();
    ImGui::TextDisabled("%s%s", g.blurb, g.game ? "" : " (coming)");
    ImGui::Dummy(ImVec2(0, 6));
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
