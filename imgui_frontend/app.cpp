#include "imgui_frontend/app.hpp"

#include <imgui.h>

#include "imgui_frontend/widgets.hpp"

namespace catan::ui {
namespace {

struct GameEntry {
  const char* name;
  const char* blurb;
  bool available;
};

constexpr GameEntry kGames[] = {
    {"CATAN", "The base game for 3-4 players", true},
    {"CATAN for Two", "The official two-player variant", true},
    {"Cities & Knights", "Expansion: barbarians, knights, progress cards", false},
    {"Catan Card Game", "The original two-player card game", false},
    {"Struggle for Catan", "The quick card game for 2-4 players", false},
};

void DrawTitle(AppState& app, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("##title", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  const float col = width < 560 ? width - 40 : 520;
  ImGui::SetCursorPos(ImVec2((width - col) * 0.5f, height * 0.12f));
  ImGui::BeginGroup();
  ImGui::SetWindowFontScale(2.0f);
  ImGui::TextUnformatted("CATAN");
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextDisabled("The CATAN family in your browser");
  ImGui::Dummy(ImVec2(0, 16));
  for (const auto& g : kGames) {
    ImGui::BeginDisabled(!g.available);
    if (ProbedButton(g.name, ImVec2(col, 0))) app.screen = Screen::NewGame;
    ImGui::EndDisabled();
    ImGui::TextDisabled("%s%s", g.blurb, g.available ? "" : " (coming)");
    ImGui::Dummy(ImVec2(0, 6));
  }
  ImGui::EndGroup();
  ImGui::End();
}

}  // namespace

void DrawApp(AppState& app, float width, float height) {
  switch (app.screen) {
    case Screen::Title:
    case Screen::NewGame:
    case Screen::Game:
    case Screen::Victory:
      DrawTitle(app, width, height);
      break;
  }
}

}  // namespace catan::ui
