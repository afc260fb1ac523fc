// The controller's part of issue 15's computer offers and dropped peers, natively:
// - a computer's offer at a hot-seat table: the person not at the screen is declined at once
//   (a logged respond_trade, no hand-over), the person at the screen gets the tray; with
//   "ignore computer offers" (remembered in the host's storage) they are declined at once too;
// - the host hands a remote seat to a computer and back (the seat keeps its link, the guest's
//   actions are refused meanwhile, the choice survives a reload).
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "engine/catan/action.hpp"
#include "engine/catan/player_view.hpp"
#include "engine/core/json_text.hpp"
#include "imgui_frontend/app.hpp"
#include "imgui_frontend/control/session.hpp"
#include "memory_host.hpp"

using namespace catan;
using nlohmann::json;

namespace {

using test_support::MemoryHost;

std::unique_ptr<ui::Session> start_game(MemoryHost& h, const ui::GameSetup& setup) {
  std::string err;
  auto table = h.host.create(dump_json(ui::ConfigJson(setup)), err);
  REQUIRE_MESSAGE(table != nullptr, err);
  auto s = std::make_unique<ui::Session>(h.host, std::move(table), setup);
  s->Update();
  REQUIRE(s->broken().empty());
  return s;
}

// A scripted computer: in its main phase it offers 1 card it holds for 1 of another resource
// once a turn, then ends the turn; as the offerer it cancels; otherwise its first legal action.
int g_offered_turn = -1;
std::string scripted(const PlayerView& v, const std::string&, uint64_t, int) {
  const Action* end = nullptr;
  for (const auto& a : v.legal) if (a.type == ActionType::end_turn) end = &a;
  if (v.phase == Phase::main && end && g_offered_turn != v.turn) {
    for (int r = 0; r < kResourceCount; ++r)
      if (v.hand[r] > 0) {
        g_offered_turn = v.turn;
        Action o;
        o.type = ActionType::offer_trade;
        o.player = int8_t(v.viewer);
        o.give = ResourceCounts::of(Resource(r));
        o.get = ResourceCounts::of(Resource((r + 1) % kResourceCount));
        return dump_json(action_to_json(*v.rules, o));
      }
  }
  if (v.phase == Phase::main && end) return dump_json(action_to_json(*v.rules, *end));
  return dump_json(action_to_json(*v.rules, v.legal[0]));
}

// The person on screen's move: roll or end the turn when they can, else the first legal action.
void person_moves(ui::Session& s) {
  const auto& legal = s.view().legal;
  for (const auto& a : legal)
    if (a.value("type", "") == "roll_dice" || a.value("type", "") == "end_turn") {
      REQUIRE(s.SubmitLegal(a));
      return;
    }
  REQUIRE(s.SubmitLegal(legal.front()));
}

// Respond_trade actions of `seat` in the session's saved action log.
int declines_in_save(const MemoryHost& h, int seat) {
  const json save = json::parse(h.store.at(ui::kSaveKey));
  int n = 0;
  for (const auto& a : save["match"]["log"])
    if (a.value("type", "") == "respond_trade" && a.value("player", -1) == seat && !a.value("accept", true)) ++n;
  return n;
}

ui::GameSetup hot_seat() {
  ui::GameSetup g;
  g.game = "base";
  g.players = 4;
  g.seed = 3;
  g.options = {{"board", "beginner"}};
  g.computer_delay = 0;
  g.seats = {{"Anna", 0, ui::SeatKind::human}, {"Ben", 1, ui::SeatKind::human},
             {"Cleo", 2, ui::SeatKind::computer}, {"Dan", 3, ui::SeatKind::computer}};
  return g;
}

}  // namespace

TEST_CASE("controller: a computer's offer declines the person off screen at once, the person on screen gets the tray") {
  MemoryHost h;
  g_offered_turn = -1;
  ui::SetComputerPlayer(scripted);
  auto s = start_game(h, hot_seat());
  bool tray = false;
  for (int i = 0; i < 3000 && !tray; ++i) {
    s->Update();
    if (s->OfferTrayOpen()) { tray = true; break; }
    if (s->handover()) {
      // Never to answer a computer's offer: those are declined for the person off screen.
      const auto& v = s->view();
      CHECK_FALSE((v.phase == "trade_offer" && v.current >= 2));
      s->ConfirmHandover();
      continue;
    }
    const int seat = s->seat();
    if (seat >= 0 && seat < 2 && !s->view().legal.empty()) person_moves(*s);
  }
  REQUIRE(tray);
  // The tray shows at once; the controller declines for the person off screen and the other
  // computer answers in the next updates, one action each, while the tray stays open.
  const int at_screen = s->seat(), other = 1 - at_screen;
  for (int i = 0; i < 6 && s->view().players[size_t(other)].trade_answer.empty(); ++i) {
    s->Update();
    CHECK(s->OfferTrayOpen());
    CHECK_FALSE(s->handover());
  }
  const ui::ViewModel& v = s->view();
  CHECK(v.phase == "trade_offer");
  CHECK(v.current >= 2);
  CHECK(v.players[size_t(other)].trade_answer == "rejected");  // declined, never shown
  CHECK(v.players[size_t(at_screen)].trade_answer.empty());
  CHECK(declines_in_save(h, other) >= 1);
  CHECK(s->OfferSecondsLeft() <= ui::kComputerOfferSeconds);
  CHECK(s->OfferSecondsLeft() > ui::kComputerOfferSeconds - 5);
  // Ignoring computer offers: remembered, and the person on screen is declined at once.
  const int before = declines_in_save(h, at_screen);
  s->SetIgnoreComputerOffers(true);
  CHECK(h.store[ui::kIgnoreOffersKey] == "1");
  s->Update();
  CHECK_FALSE(s->OfferTrayOpen());
  CHECK(declines_in_save(h, at_screen) == before + 1);
  CHECK_FALSE(s->handover());
  ui::SetComputerPlayer(nullptr);
}

TEST_CASE("controller: the host hands a remote seat to a computer and back") {
  MemoryHost h;
  int asked = 0;
  ui::SetComputerPlayer([&](const PlayerView& view, const std::string& level, uint64_t, int) {
    ++asked;
    CHECK(level == "strong");
    return dump_json(action_to_json(*view.rules, view.legal[0]));
  });
  ui::GameSetup g;
  g.game = "two-player";
  g.players = 2;
  g.seed = 7;
  g.options = {{"board", "beginner"}};
  g.computer_delay = 0;
  g.seats = {{"Anna", 0, ui::SeatKind::human}, {"Ben", 1, ui::SeatKind::remote}, {"Neutral White", 2}, {"Neutral Red", 3}};
  auto s = start_game(h, g);
  CHECK_FALSE(s->LendSeat(0, true));   // not a remote seat
  CHECK_FALSE(s->LendSeat(1, false));  // not handed over
  s->SetSeatLink(1, {"disconnected", -1});
  // Anna's setup moves, then Ben's turn: nobody plays for him.
  while (s->table().pending() == std::vector<int>{0}) REQUIRE(s->SubmitLegal(s->view().legal.front()));
  REQUIRE(s->table().pending() == std::vector<int>{1});
  s->Update();
  CHECK(asked == 0);
  REQUIRE(s->LendSeat(1, true));
  CHECK(s->setup().seats[1].kind == ui::SeatKind::computer);
  CHECK(s->RemoteSeats() == std::vector<int>{1});   // keeps its link, so the guest can come back
  CHECK(s->Link(1).status == "disconnected");
  const int v = s->table().version();
  const json r = json::parse(s->SubmitFrom(1, R"({"type":"end_turn","player":1})", v));
  CHECK(r["error"]["code"] == "not_remote");  // the guest's actions wait while a computer plays
  s->Update();
  CHECK(asked == 1);
  CHECK(s->table().version() == v + 1);
  // Saved with the session: a reload keeps the seat with the computer.
  ui::AppState app;
  app.host = &h.host;
  REQUIRE(ui::ResumeSaved(app));
  CHECK(app.session->setup().seats[1].lent);
  CHECK(app.session->setup().seats[1].kind == ui::SeatKind::computer);
  // Given back: a remote seat again, nobody plays for it here.
  REQUIRE(s->LendSeat(1, false));
  CHECK(s->setup().seats[1].kind == ui::SeatKind::remote);
  CHECK_FALSE(s->setup().seats[1].lent);
  const int asked_before = asked;
  s->Update();
  if (!s->table().pending().empty() && s->table().pending().front() == 1) CHECK(asked == asked_before);
  ui::SetComputerPlayer(nullptr);
}
