#include "imgui_frontend/common/text.hpp"
#include "imgui_frontend/app.hpp"

#include <algorithm>
#include <random>

#include <imgui.h>

#include "engine/platform/registry.hpp"
#include "engine/core/json_text.hpp"

#include "imgui_frontend/common/fonts.hpp"
#include "imgui_frontend/control/remote_table.hpp"
#include "imgui_frontend/common/theme.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/screen_registry.hpp"

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
  static const char* const kNames[kPaletteSize] = {"ui.seat_name.0", "ui.seat_name.1", "ui.seat_name.2",
                                                   "ui.seat_name.3", "ui.seat_name.4", "ui.seat_name.5"};
  const int colours = std::min(info.colours(info.max_seats), kPaletteSize);
  // You in the first seat against Strong computers in every other seat (people otherwise).
  const auto levels = ComputerLevels(info.name);
  const bool computers = !levels.empty();
  const std::string level = std::find(levels.begin(), levels.end(), "strong") != levels.end() || levels.empty()
                                ? std::string("strong") : levels.back();
  for (int i = 0; i < colours; ++i)
    s.seats.push_back({i < info.max_seats ? std::string(T(kNames[i])) : NeutralName(i), i,
                       i > 0 && i < info.max_seats && computers ? SeatKind::computer : SeatKind::human, level});
  return s;
}

namespace {
std::string RememberKey(const std::string& game) { return "catan.new_game." + game; }
}  // namespace

GameSetup RememberedSetup(const AppState& app, const std::string& game) {
  GameSetup d = DefaultSetup(game);
  if (!app.host) return d;
  const std::string text = app.host->get(RememberKey(d.game));
  if (text.empty()) return d;
  GameSetup r;
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (!SetupFromJson(j, r) || r.game != d.game || r.seats.size() != d.seats.size()) return d;
  for (const auto& st : r.seats)
    if (st.kind == SeatKind::computer && ComputerLevels(d.game).empty()) return d;
  r.seed = d.seed;  // a new board and dice each time (the seed field still takes a typed one)
  return r;
}

void RememberSetup(const AppState& app, const GameSetup& setup) {
  if (app.host) app.host->put(RememberKey(setup.game), catan::dump_json(SetupJson(setup)));
}

bool StartGame(AppState& app, const GameSetup& setup) { return StartConfigured(app, setup, catan::dump_json(ConfigJson(setup))); }

bool StartConfigured(AppState& app, const GameSetup& setup, const std::string& config_json) {
  const GameEntry* entry = find_game(setup.game);
  if (entry && !find_screen(entry->info.screen)) {
    app.status = catan::text::format("ui.title.no_screen", GameName(entry->info).c_str());
    return false;
  }
  std::string err;
  auto table = app.host->create(config_json, err);
  if (!table) {
    app.status = catan::text::format("ui.title.could_not_start", err.c_str());
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
  HeadingText(fonts().big, T("ui.title.catan"));
  ProbeLastItem("text", "title");
  ImGui::TextDisabled("%s", T("ui.title.the_catan_family_in_your"));
  if (!app.status.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
    ColouredWrapped(IM_COL32(240, 120, 100, 255), app.status.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::Dummy(ImVec2(0, 16));
  for (const auto& g : registered_games()) {  // every registered game, in registration order
    // A game whose screen family has no table screen yet is listed, disabled, with the reason
    // (it plays in catan-cli already).
    const bool drawable = find_screen(g.info.screen) != nullptr;
    ImGui::BeginDisabled(!drawable);
    if (ProbedButtonAs(GameName(g.info).c_str(), g.info.display_name.c_str(), ImVec2(col, 0))) {
      app.form = RememberedSetup(app, g.info.name);
      app.seed_text = std::to_string(app.form.seed);
      app.screen = Screen::NewGame;
      app.status.clear();
    }
    ImGui::EndDisabled();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
    if (drawable)
      ImGui::TextDisabled("%s", GameBlurb(g.info).c_str());
    else
      ImGui::TextDisabled("%s", catan::text::format("ui.title.no_table_yet", GameBlurb(g.info).c_str()).c_str());
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 6));
  }
  if (app.pick_position) {
    ImGui::Dummy(ImVec2(0, 6));
    if (ProbedButtonAs(T("ui.title.open_position"), "Open position…", ImVec2(col, 0))) app.pick_position();
    ImGui::TextDisabled("%s", T("ui.title.start_from_a_position_file"));
  }
  if (GetPeerHooks().join) {
    ImGui::Dummy(ImVec2(0, 6));
    if (ProbedButtonAs(T("ui.title.join_a_game"), "Join a game", ImVec2(col, 0))) GetPeerHooks().join();
    ImGui::TextDisabled("%s", T("ui.title.play_a_seat_of_a"));
  }
  ImGui::EndGroup();
  ImGui::End();
}

namespace {

// The running game, drawn by the screen its game's family registered; a game without one
// goes back to the title screen with the reason.
void DrawRunningGame(AppState& app, float width, float height) {
  const GameEntry* entry = find_game(app.session->setup().game);
  const GameScreen* screen = entry ? find_screen(entry->info.screen) : nullptr;
  if (!screen) {  // (StartConfigured refuses such games; a save or a host may still name one)
    const std::string game = app.session->setup().game;
    app.session.reset();
    app.screen = Screen::Title;
    app.status = catan::text::format("ui.title.no_screen", game.c_str());
    return;
  }
  // For every screen, each frame: new views and the computer seats' moves (at a non-zero pace
  // Update arms the timed frame that ends the pause; a screen that skipped it left the page
  // asleep with a computer to move), and a view that cannot be read ends the game with why.
  Session& s = *app.session;
  s.Update();
  if (!s.broken().empty() && !s.showable()) {
    app.status = catan::text::format("ui.hex.cannot_show", s.broken().c_str());
    AbandonGame(app);
    return;
  }
  screen->draw(app, width, height);
}

}  // namespace

void DrawApp(AppState& app, float width, float height) {
  if (app.screen == Screen::Game && !app.session) app.screen = Screen::Title;
  switch (app.screen) {
    case Screen::Title: DrawTitle(app, width, height); break;
    case Screen::NewGame: DrawNewGame(app, width, height); break;
    case Screen::Game: DrawRunningGame(app, width, height); break;
  }
}

}  // namespace catan::ui
