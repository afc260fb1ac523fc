// The UI-free match controller (imgui_frontend/control/: Session over a Table, the host's
// checks, persistence through the Host's storage), driven natively through the local table
// (web/local_table.hpp) with no drawing at all.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/catan/player_view.hpp"
#include "engine/core/json_text.hpp"
#include "imgui_frontend/app.hpp"
#include "imgui_frontend/control/event_text.hpp"
#include "imgui_frontend/control/session.hpp"
#include "engine/text/catalogue.hpp"
#include "web/local_table.hpp"
#include "memory_host.hpp"

using namespace catan;
using nlohmann::json;

namespace {

using test_support::MemoryHost;

// CATAN for Two: seats 0 and 1 play, 2 and 3 are the neutral colours.
ui::GameSetup two_player(ui::SeatKind second) {
  ui::GameSetup s;
  s.game = "two-player";
  s.players = 2;
  s.seed = 7;
  s.options = {{"board", "beginner"}};
  s.computer_delay = 0;
  s.seats = {{"Anna", 0, ui::SeatKind::human}, {"Ben", 1, second}, {"Neutral White", 2}, {"Neutral Red", 3}};
  return s;
}

std::unique_ptr<ui::Session> start(MemoryHost& h, const ui::GameSetup& setup) {
  std::string err;
  auto table = h.host.create(dump_json(ui::ConfigJson(setup)), err);
  REQUIRE_MESSAGE(table != nullptr, err);
  auto s = std::make_unique<ui::Session>(h.host, std::move(table), setup);
  s->Update();
  REQUIRE(s->broken().empty());
  return s;
}

// A screen's state that counts what the controller tells it.
struct CountingState : ui::ScreenState {
  int actions = 0, seat_changes = 0;
  void ActionDone() override { ++actions; }
  void SeatChanged() override { ++seat_changes; }
};

// Submits the seat on screen's first legal action; returns whether it was accepted.
bool first_legal(ui::Session& s) {
  REQUIRE_FALSE(s.view().legal.empty());
  return s.SubmitLegal(s.view().legal.front());
}

}  // namespace

TEST_CASE("controller: hot-seat hands the device over when another human must act, and tells the screen") {
  MemoryHost h;
  auto s = start(h, two_player(ui::SeatKind::human));
  auto* counting = new CountingState;
  s->screen_state.reset(counting);
  CHECK(s->seat() == 0);
  CHECK_FALSE(s->handover());  // a new game: the first player already holds the device
  // Setup (rules §2 of CATAN for Two: each player places a settlement and a road in turn):
  // seat 0's settlement keeps seat 0 on screen; its road passes the turn on.
  int accepted = 0;
  while (s->seat() == 0) {
    REQUIRE(first_legal(*s));
    ++accepted;
    s->Update();
  }
  CHECK(accepted >= 2);
  CHECK(counting->actions == accepted);  // each accepted action drops the screen's pending clicks
  CHECK(counting->seat_changes == 1);    // and the seat change also its picks
  CHECK(s->seat() == 1);
  CHECK(s->handover());  // Ben's hand stays hidden until he confirms
  s->ConfirmHandover();
  CHECK_FALSE(s->handover());
  // A refused action changes nothing and tells the screen nothing.
  const int v = s->table().version();
  CHECK_FALSE(s->Submit(json{{"type", "end_turn"}}));
  CHECK(s->table().version() == v);
  CHECK(counting->actions == accepted);
  CHECK_FALSE(s->status().empty());
}

TEST_CASE("controller: every accepted action is saved; ResumeSaved continues at the same version and view") {
  MemoryHost h;
  auto s = start(h, two_player(ui::SeatKind::human));
  for (int i = 0; i < 3; ++i) {
    REQUIRE(first_legal(*s));
    s->Update();
    if (s->handover()) s->ConfirmHandover();
  }
  REQUIRE(h.store.count(ui::kSaveKey) == 1);
  CHECK(h.store[ui::kSaveKey] == s->SaveText());
  ui::AppState app;
  app.host = &h.host;
  REQUIRE(ui::ResumeSaved(app));
  REQUIRE(app.session);
  CHECK(app.session->table().version() == s->table().version());
  CHECK(app.session->table().version() == 3);
  CHECK(app.session->table().view(1) == s->table().view(1));
  CHECK(app.session->setup().seats[1].name == "Ben");
}

TEST_CASE("controller: a computer seat moves through the registered computer player, one move per update") {
  MemoryHost h;
  int asked = 0;
  ui::SetComputerPlayer([&](const catan::PlayerView& view, const std::string& level, uint64_t, int) {
    ++asked;
    CHECK(level == "strong");
    REQUIRE(view.legal.size > 0);
    return dump_json(catan::action_to_json(*view.rules, view.legal[0]));  // its seat's first legal action (it names the player)
  });
  auto s = start(h, two_player(ui::SeatKind::computer));
  // Anna places her settlement and road (no Update in between: the computer waits for one).
  while (s->table().pending() == std::vector<int>{0}) REQUIRE(first_legal(*s));
  CHECK(asked == 0);
  // Now Ben (the computer) places his: each Update lets him make exactly one move, the
  // settlement and then, still his move (setup: a road next to it), the road.
  REQUIRE(s->table().pending() == std::vector<int>{1});
  const int before = s->table().version();
  s->Update();
  CHECK(asked == 1);
  CHECK(s->table().version() == before + 1);
  s->Update();
  CHECK(asked == 2);
  CHECK(s->table().version() == before + 2);
  CHECK(s->seat() == 0);       // the screen keeps showing the human
  CHECK_FALSE(s->handover());  // and never hands over to a computer seat
  ui::SetComputerPlayer(nullptr);
}

TEST_CASE("controller: the host's checks refuse a guest's action with the catalogue's English text") {
  MemoryHost h;
  ui::GameSetup setup = two_player(ui::SeatKind::remote);
  auto s = start(h, setup);
  CHECK(s->RemoteSeats() == std::vector<int>{1});
  const int v = s->table().version();
  json r = json::parse(s->SubmitFrom(0, R"({"type":"end_turn","player":0})", v));
  CHECK(r["error"]["code"] == "not_remote");
  CHECK(r["error"]["message"] == "Seat 1 is not played from another device.");
  // The guest gets the key and its arguments and shows the refusal in its own language.
  CHECK(r["error"]["key"] == "error.host.not_remote");
  CHECK(r["error"]["args"] == json::array({"1"}));
  catan::text::set_language(catan::text::Lang::sv);
  CHECK(catan::ui::ErrorText(r["error"], "?") == "Plats 1 spelas inte från en annan enhet.");
  catan::text::set_language(catan::text::Lang::en);
  r = json::parse(s->SubmitFrom(1, R"({"type":"end_turn","player":0})", v));
  CHECK(r["error"]["code"] == "wrong_player");
  CHECK(r["error"]["message"] == "Ben (seat 2) can only act for their own seat, not for Anna.");
  CHECK(r["error"]["args"] == json::array({"Ben", "2", "Anna"}));
  r = json::parse(s->SubmitFrom(1, R"({"type":"end_turn"})", v));
  CHECK(r["error"]["message"] == "Ben (seat 2) can only act for their own seat, not for an action that names no player.");
  r = json::parse(s->SubmitFrom(1, R"({"type":"end_turn","player":9})", v));
  CHECK(r["error"]["message"] == "Ben (seat 2) can only act for their own seat, not for player 9.");
  CHECK(r["error"]["key"] == "error.host.wrong_player_value");
  r = json::parse(s->SubmitFrom(1, R"({"type":"end_turn","player":1})", v + 5));
  CHECK(r["error"]["code"] == "stale_version");
  CHECK(r["error"]["key"] == "error.host.stale_version");
  CHECK(r["error"]["message"] ==
        "Another player acted first: the game is at version 0, your move was made at version 5. Look again and repeat "
        "it if it still fits.");
  CHECK(s->table().version() == v);
}
