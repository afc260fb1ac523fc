// The match controller's card-table path (imgui_frontend/control/session_cards.cpp): a Session
// over a Struggle for Catan table, which has no typed view, driven natively with no drawing.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"
#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/control/remote_table.hpp"
#include "imgui_frontend/control/session.hpp"
#include "memory_host.hpp"

using namespace catan;
using nlohmann::json;

namespace {

using test_support::MemoryHost;

ui::GameSetup struggle(int players, ui::SeatKind first, ui::SeatKind others, const std::string& level = "easy") {
  ui::GameSetup s;
  s.game = "struggle";
  s.players = players;
  s.seed = 11;
  s.computer_delay = 0;
  const char* names[] = {"Anna", "Ben", "Carla", "David"};
  for (int i = 0; i < 4; ++i) s.seats.push_back({names[i], i, i == 0 ? first : others, level});
  return s;
}

std::unique_ptr<ui::Session> start_cards(MemoryHost& h, const ui::GameSetup& setup) {
  std::string err;
  auto table = h.host.create(dump_json(ui::ConfigJson(setup)), err);
  REQUIRE_MESSAGE(table != nullptr, err);
  auto s = std::make_unique<ui::Session>(h.host, std::move(table), setup);
  s->Update();
  REQUIRE_MESSAGE(s->broken().empty(), s->broken());
  return s;
}

}  // namespace

TEST_CASE("card table: the new-game screen's levels are the game's bots without random") {
  CHECK(ui::ComputerLevels("struggle") == std::vector<std::string>{"easy", "strong"});
  CHECK(ui::ComputerLevels("card-game") == std::vector<std::string>{"easy", "strong"});
  CHECK(ui::ComputerLevels("no-such-game").empty());
}

TEST_CASE("card table: computer seats play a whole Struggle game to its end through the registry bot") {
  for (int players : {2, 4}) {
    CAPTURE(players);
    MemoryHost h;
    auto s = start_cards(h, struggle(players, ui::SeatKind::computer, ui::SeatKind::computer, players == 2 ? "strong" : "easy"));
    CHECK(s->card_table());
    CHECK(s->seat() == -1);  // no human: the spectator view, never a hand
    CHECK(s->seat_view()["viewer"] == -1);
    int steps = 0;
    while (!s->over() && steps < 20000) {
      s->Update();
      REQUIRE_MESSAGE(s->status().empty(), s->status());  // a computer never got stuck
      ++steps;
    }
    CHECK(s->over());
    CHECK(s->winner() == s->seat_view()["winner"].get<int>());
    CHECK(s->seat_view()["seats"][size_t(s->winner())]["vp"].get<int>() >= 10);
    CHECK(h.store.count(ui::kSaveKey) == 0);  // a finished game is not resumed
  }
}

TEST_CASE("card table: hot-seat hands the device over between two human seats") {
  MemoryHost h;
  auto s = start_cards(h, struggle(2, ui::SeatKind::human, ui::SeatKind::human));
  CHECK(s->seat() == 0);
  CHECK_FALSE(s->handover());  // a new game: the first player holds the device
  CHECK(s->seat_view()["viewer"] == 0);
  CHECK(s->seat_view()["seats"][0].contains("hand"));
  CHECK_FALSE(s->seat_view()["seats"][1].contains("hand"));  // the other hand: a count only
  // The refusal comes through the catalogue: its key's text, the state unchanged.
  const int before = s->table().version();
  CHECK_FALSE(s->Submit(json{{"type", "end_turn"}}));  // trade phase: not yet
  CHECK(s->status() == text::tr("struggle.refuse.not_build_phase"));
  CHECK(s->table().version() == before);
  // Seat 0 ends its trades, then its turn (the legal list has both).
  auto has = [&](const char* type) {
    for (const auto& a : s->legal())
      if (a["type"] == type) return true;
    return false;
  };
  REQUIRE(has("end_trade"));
  CHECK(s->Submit(json{{"type", "end_trade"}}));
  REQUIRE(has("end_turn"));
  CHECK(s->Submit(json{{"type", "end_turn"}}));
  s->Update();
  CHECK(s->seat() == 1);
  CHECK(s->handover());  // seat 1's hand stays hidden until its player confirms
  s->ConfirmHandover();
  CHECK_FALSE(s->handover());
  CHECK(s->seat_view()["viewer"] == 1);
  CHECK(s->seat_view()["seats"][1].contains("hand"));
  CHECK_FALSE(s->seat_view()["seats"][0].contains("hand"));
  CHECK_FALSE(s->legal().empty());
  for (const auto& a : s->legal()) CHECK(a["player"] == 1);
}

TEST_CASE("card table: a human against a computer keeps the human on screen; reload resumes exactly") {
  MemoryHost h;
  auto s = start_cards(h, struggle(3, ui::SeatKind::human, ui::SeatKind::computer, "strong"));
  // Play the human's legal actions (first one, but end the trade phase before running out)
  // while the computers move in between, for a few turns.
  // Stops when seat 0 is to move again (no computer is due: a reloaded session would move it).
  for (int k = 0; k < 400 && !s->over(); ++k) {
    s->Update();
    CHECK(s->seat() == 0);
    REQUIRE(s->status().empty());
    if (s->legal().empty()) continue;
    if (s->seat_view()["turn_number"].get<int>() >= 6) break;
    CHECK(s->Submit(s->legal().front()));
  }
  REQUIRE_FALSE(s->legal().empty());
  REQUIRE_FALSE(s->over());
  REQUIRE(h.store.count(ui::kSaveKey) == 1);
  json saved = json::parse(h.store[ui::kSaveKey]);
  ui::GameSetup setup;
  REQUIRE(ui::SetupFromJson(saved["setup"], setup));
  CHECK(setup.seats[1].level == "strong");
  std::string err;
  auto table = h.host.load(dump_json(saved["match"]), err);
  REQUIRE_MESSAGE(table != nullptr, err);
  ui::Session r(h.host, std::move(table), setup);
  r.MarkResumed();
  r.Update();
  CHECK(r.card_table());
  CHECK(r.table().save() == s->table().save());
  CHECK(r.seat() == s->seat());
  CHECK(r.seat_view() == s->seat_view());
  CHECK(r.legal() == s->legal());
}

TEST_CASE("card table: a peer guest reads the host's view of its own seat and nothing else") {
  MemoryHost h;
  auto setup = struggle(2, ui::SeatKind::human, ui::SeatKind::remote);
  auto host = start_cards(h, setup);
  // Play until the remote seat must act.
  for (int k = 0; k < 10 && host->table().pending() != std::vector<int>{1}; ++k) {
    REQUIRE_FALSE(host->legal().empty());
    json pick = host->legal().front();
    for (const auto& a : host->legal())
      if (a["type"] == "end_trade" || a["type"] == "end_turn") pick = a;
    REQUIRE(host->Submit(pick));
  }
  REQUIRE(host->table().pending() == std::vector<int>{1});
  const json pv = host->PeerView(1);
  CHECK(pv["game"]["viewer"] == 1);
  CHECK_FALSE(pv["game"]["seats"][0].contains("hand"));
  CHECK_FALSE(pv.contains("seed"));
  // The guest side: a remote table with that view.
  auto remote = std::make_unique<ui::RemoteTable>();
  std::string err;
  REQUIRE_MESSAGE(remote->Receive(pv["game"], host->table().version(), err), err);
  CHECK(remote->pending() == std::vector<int>{1});
  ui::Session guest(h.host, std::move(remote), ui::GameSetup{});
  guest.MakeGuest(1);
  REQUIRE(guest.ApplyTable(pv["table"]));
  guest.Update();
  CHECK(guest.broken().empty());
  CHECK(guest.card_table());
  CHECK(guest.seat() == 1);
  CHECK(guest.seat_view() == pv["game"]);
  REQUIRE_FALSE(guest.legal().empty());
  // The host applies what the guest sends (its legal action) at the current version.
  const std::string answer = host->SubmitFrom(1, dump_json(guest.legal().front()), host->table().version());
  CHECK(json::parse(answer)["ok"] == true);
  // A refusal keeps its catalogue key for the guest's language.
  const json bad = json::parse(host->SubmitFrom(1, R"({"type":"discard","player":1,"give":"ore"})", host->table().version()));
  CHECK(bad["ok"] == false);
  CHECK(bad["error"]["key"].is_string());
}

TEST_CASE("card table: the Catan Card Game against a computer never waits on a computer that does not move") {
  for (uint64_t seed : {7u, 11u}) {
    MemoryHost h;
    ui::GameSetup setup = struggle(2, ui::SeatKind::human, ui::SeatKind::computer, "easy");
    setup.game = "card-game";
    setup.seed = seed;
    auto s = start_cards(h, setup);
    int human_moves = 0;
    for (int k = 0; k < 300 && !s->over(); ++k) {
      const int v0 = s->table().version();
      s->Update();
      INFO("seed " << seed << " step " << k << " status " << s->status() << " pending " << dump_json(json(s->table().pending())));
      if (!s->legal().empty() && s->seat() == 0) {
        REQUIRE(s->Submit(s->legal().front()));
        ++human_moves;
        continue;
      }
      REQUIRE_MESSAGE(s->table().version() != v0, "nobody moved: the screen shows seat " << s->seat() << ", status " << s->status());
    }
    CHECK(human_moves > 0);
  }
}

namespace {
double g_pace_now = 0;
double PaceClock() { return g_pace_now; }
// Serves every frame wanted at g_pace_now, as the page's loop does, with one Update per frame.
void DrawFrames(ui::Session& s) {
  for (int n = 0; n < 100 && ui::FrameWanted(g_pace_now, nullptr); ++n) {
    ui::FrameStarts(g_pace_now);
    s.Update();
  }
}
}  // namespace

TEST_CASE("card table: at a non-zero pace a computer's pending move arms a timed frame, and moves when it is drawn") {
  // The page draws only on change: the session's Update (run by the screen every frame) must
  // leave a timed frame for the end of the computer's pause, or the loop sleeps for good.
  // Later than anything earlier tests left in the (global) scheduler, on whichever clock.
  g_pace_now = ui::RedrawClock() + 1e6;
  ui::SetRedrawClock(&PaceClock);
  MemoryHost h;
  ui::GameSetup setup = struggle(2, ui::SeatKind::human, ui::SeatKind::computer, "easy");
  setup.game = "card-game";
  setup.seed = 11;  // Ben (seat 1, the computer) arranges his regions first
  setup.computer_delay = 0.5;
  auto s = start_cards(h, setup);
  REQUIRE(s->table().pending() == std::vector<int>{1});
  const int v0 = s->table().version();
  DrawFrames(*s);
  CHECK(s->table().version() == v0);  // still in its pause
  double sleep = 0;
  REQUIRE_FALSE(ui::FrameWanted(g_pace_now, &sleep));
  CHECK(sleep == doctest::Approx(0.5));  // the loop sleeps until the pause ends, not for good
  g_pace_now += 0.3;
  CHECK_FALSE(ui::FrameWanted(g_pace_now, &sleep));
  CHECK(sleep == doctest::Approx(0.2));
  g_pace_now += 0.2;
  REQUIRE(ui::FrameWanted(g_pace_now, nullptr));  // the timed frame is due
  DrawFrames(*s);
  CHECK(s->table().version() == v0 + 1);  // ...and the computer moved in it
  CHECK(s->table().pending() == std::vector<int>{0});  // now the person arranges
  // The person to act: nothing timed, the loop sleeps until input.
  CHECK_FALSE(ui::FrameWanted(g_pace_now, &sleep));
  CHECK(sleep == -1);
  ui::SetRedrawClock(nullptr);
}
