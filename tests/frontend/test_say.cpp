// Quick messages in the UI-free controller (imgui_frontend/control/session_say.cpp): the store of
// the last messages, what they say, sending through the page's peer hooks, and the host's free
// text switch as the guests' tables carry it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"
#include "imgui_frontend/control/session.hpp"
#include "memory_host.hpp"

using namespace catan;
using nlohmann::json;

namespace {

std::unique_ptr<ui::Session> hosted(test_support::MemoryHost& h) {
  ui::GameSetup s;
  s.game = "base";
  s.players = 3;
  s.seed = 5;
  const char* names[] = {"Anna", "Ben", "Carla", "David"};
  for (int i = 0; i < 4; ++i) s.seats.push_back({names[i], i, i == 1 ? ui::SeatKind::remote : ui::SeatKind::human});
  std::string err;
  auto table = h.host.create(dump_json(ui::ConfigJson(s)), err);
  REQUIRE_MESSAGE(table != nullptr, err);
  auto session = std::make_unique<ui::Session>(h.host, std::move(table), s);
  session->Update();
  return session;
}

struct Sent {
  int seat;
  std::string preset, text;
};

}  // namespace

TEST_CASE("quick messages: the last six are kept with their seat; unknown presets and seats are ignored") {
  test_support::MemoryHost h;
  auto s = hosted(h);
  s->Heard(1, "gl", "");
  s->Heard(0, "", "Wood for sheep?");
  s->Heard(1, "no_such_preset", "");
  s->Heard(9, "gl", "");
  s->Heard(-1, "gl", "");
  s->Heard(2, "", "");
  REQUIRE(s->said().size() == 2);
  CHECK(s->SaidText(s->said()[0]) == "Good luck!");
  CHECK(s->said()[1].seat == 0);
  CHECK(s->SaidText(s->said()[1]) == "Wood for sheep?");
  for (int i = 0; i < 10; ++i) s->Heard(2, "wow", "");
  CHECK(s->said().size() == size_t(ui::kSayKept));
  CHECK(s->said().front().preset == "wow");
  s->Heard(0, "", std::string("bad \xff byte"));  // shown as valid UTF-8
  CHECK(s->said().back().text == "bad \xEF\xBF\xBD byte");
}

TEST_CASE("quick messages: the host sends for the seat on screen; its free-text switch reaches the guests' tables") {
  test_support::MemoryHost h;
  std::vector<Sent> sent;
  std::vector<bool> switched;
  ui::PeerHooks hooks;
  hooks.say = [&](int seat, const std::string& p, const std::string& t) { sent.push_back({seat, p, t}); };
  hooks.say_free_text = [&](bool on) { switched.push_back(on); };
  ui::SetPeerHooks(hooks);
  auto s = hosted(h);
  REQUIRE(s->SendSay("nice", ""));
  REQUIRE(s->SendSay("", "hello"));
  CHECK_FALSE(s->SendSay("nope", ""));
  CHECK_FALSE(s->SendSay("", "   "));
  CHECK_FALSE(s->SendSay("", std::string(121, 'x')));
  REQUIRE(sent.size() == 2);
  CHECK(sent[0].seat == s->seat());
  CHECK(sent[0].preset == "nice");
  CHECK(sent[1].text == "hello");
  CHECK(s->PeerView(1)["table"]["free_text"] == true);
  s->SetFreeText(false);
  CHECK(switched == std::vector<bool>{false});
  const json table = s->PeerView(1)["table"];
  CHECK(table["free_text"] == false);
  // A guest reads it from the table and then sends presets only.
  ui::Session guest(h.host, nullptr, ui::GameSetup{});
  guest.MakeGuest(1);
  REQUIRE(guest.ApplyTable(table));
  CHECK_FALSE(guest.free_text());
  CHECK_FALSE(guest.SendSay("", "hi"));
  CHECK(guest.SendSay("thanks", ""));
  CHECK(sent.back().seat == 1);
  json on = table;
  on["free_text"] = true;
  REQUIRE(guest.ApplyTable(on));
  CHECK(guest.SendSay("", "hi"));
  ui::SetPeerHooks(ui::PeerHooks{});
}
