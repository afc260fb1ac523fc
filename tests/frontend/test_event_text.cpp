// Engine texts as data, rendered by the page (imgui_frontend/control/event_text.hpp): an
// event's "key" + "args" and a refusal's "key" show in the chosen language with the page's
// names, while the engine's "text" / "message" stay English (docs/protocol.md).
#include <doctest/doctest.h>

#include <string>

#include "engine/catan/match.hpp"
#include "engine/catan/player_view.hpp"
#include "engine/catan/rule_module.hpp"
#include "engine/cardgame/state.hpp"
#include "engine/core/json_text.hpp"
#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/event_text.hpp"

using namespace catan;
using nlohmann::json;

namespace {

struct EnglishAfter {
  ~EnglishAfter() { text::set_language(text::Lang::en); }
};

const ui::TextNames kNames{[](int p) { return p == 1 ? std::string("Anna") : "Seat " + std::to_string(p); },
                           [](int h) { return "the hills " + std::to_string(h); }};

}  // namespace

TEST_CASE("event text: key + args render in the current language; the engine's text stays English") {
  EnglishAfter restore;
  ResourceCounts got{};
  got[Resource::brick] = 1;
  got[Resource::grain] = 2;
  const json e = event_to_json(base_rules(), Event(EventType::produced, 1, -1, -1, -1, got), -2);
  CHECK(e["text"] == "Player 1 received 1 brick, 2 grain");
  REQUIRE(e["key"] == "event.produced");
  CHECK(e["args"] == json::parse(R"([{"player":1},{"cards":{"brick":1,"grain":2}}])"));
  CHECK(ui::KeyText(e["key"], e["args"], kNames) == "Anna received 1 brick, 2 grain");
  text::set_language(text::Lang::sv);  // sv.cpp: "%s fick %s", tegel, säd
  CHECK(ui::KeyText(e["key"], e["args"], kNames) == "Anna fick 1 tegel, 2 säd");
  CHECK(event_to_json(base_rules(), Event(EventType::produced, 1, -1, -1, -1, got), -2)["text"] ==
        "Player 1 received 1 brick, 2 grain");  // the wire text does not follow the page's language
  // An untranslated key falls back to English, with the Swedish resource word in it.
  const json robber = event_to_json(base_rules(), Event(EventType::robber_moved, 1, -1, 7), -2);
  CHECK(robber["text"] == "Player 1 moved the robber to hex 7");
  CHECK(ui::KeyText(robber["key"], robber["args"], kNames) == "Anna moved the robber to the hills 7");
  const json mono = event_to_json(base_rules(), Event(EventType::monopoly_taken, 2, -1, 4, 5), -2);
  CHECK(mono["text"] == "Player 2 took all ore (5 cards)");
  CHECK(ui::KeyText(mono["key"], mono["args"], kNames) == "Seat 2 took all malm (5 cards)");
}

TEST_CASE("event text: a secret part is neither in the args nor in the text") {
  const Event stolen(EventType::stolen, 0, 2, int(Resource::ore), 1);
  Event s = stolen;
  s.secret = true;
  const json hidden = event_to_json(base_rules(), s, 1);
  CHECK(hidden["key"] == "event.stolen_hidden");
  CHECK(hidden["text"] == "Player 0 stole a card from Player 2");
  CHECK(hidden["args"].dump().find("ore") == std::string::npos);
  const json seen = event_to_json(base_rules(), s, 2);  // the victim sees it
  CHECK(seen["text"] == "Player 0 stole ore from Player 2");
  CHECK(ui::KeyText(seen["key"], seen["args"], kNames) == "Seat 0 stole ore from Seat 2");
}

TEST_CASE("event text: an engine refusal carries its key; the page shows it in the current language") {
  EnglishAfter restore;
  Match m;
  REQUIRE(m.create(R"({"game":"base","players":3,"seed":5})") == "");
  // Seat 1 acts during seat 0's first setup placement: refused, "it is not your turn to act".
  const json r = json::parse(m.submit(R"({"type":"build_settlement","player":1,"vertex":10})"));
  REQUIRE(r["ok"] == false);
  const json& err = r["error"];
  CHECK(err["code"] == "not_pending");
  CHECK(err["key"] == "refuse.not_your_turn_act");
  CHECK(err["message"] == "it is not your turn to act");  // English on the wire, as before
  CHECK(ui::ErrorText(err, "?") == "it is not your turn to act");
  text::set_language(text::Lang::sv);
  CHECK(ui::ErrorText(err, "?") == "det är inte din tur att agera");
  CHECK(json::parse(m.submit(R"({"type":"build_settlement","player":1,"vertex":10})"))["error"]["message"] ==
        "it is not your turn to act");
  // A parser's refusal carries its key and arguments: English on the wire, the page's language on screen.
  text::set_language(text::Lang::en);
  const json bad = json::parse(m.submit(R"({"type":"build_settlement","player":0,"vertex":54})"))["error"];
  CHECK(bad["code"] == "bad_action");
  CHECK(bad["message"] == "vertex out of range 0..53");
  CHECK(bad["key"] == "error.field.out_of_range");
  CHECK(bad["args"] == json::array({"vertex", "0", "53"}));
  CHECK(ui::ErrorText(bad, "?") == "vertex out of range 0..53");
  text::set_language(text::Lang::sv);
  CHECK(ui::ErrorText(bad, "?") == "vertex utanför intervallet 0..53");
  // Without a key (an error composed at run time) the English message shows as sent.
  CHECK(ui::ErrorText(json{{"code", "bad_json"}, {"message", "not JSON"}}, "?") == "not JSON");
  CHECK(ui::ErrorText(json(), "?") == "?");
}

TEST_CASE("event text: the card game's events show card, resource and face names, never ids") {
  // The page renders the card game's log from key + args (card_screen.cpp Log): every card
  // type in every event that names a card reads as the catalogue's name ("Pippin the Short").
  namespace cg = catan::cardgame;
  // The engine's English text names seats "Player 1" / "Player 2"; the page names them as the
  // board games' log does, by the seat's name.
  const ui::TextNames numbered{[](int p) { return "Player " + std::to_string(p + 1); }, nullptr};
  for (int t = 0; t < cg::kTypeCount; ++t) {
    const cg::Type ty = cg::Type(t);
    const std::string name = text::tr((std::string("cardgame.card.") + cg::info(ty).name).c_str());
    const json lines[] = {cg::make_event("built", 0, "cardgame.ev.built_expansion", cg::player_arg(0), cg::card_arg(ty)),
                          cg::make_event("demolished", 0, "cardgame.ev.demolished", cg::player_arg(0), cg::card_arg(ty)),
                          cg::make_event("duel", 0, "cardgame.ev.duel", cg::player_arg(0), cg::card_arg(ty)),
                          cg::make_event("event_card", 0, "cardgame.ev.event_card", cg::card_arg(ty)),
                          cg::make_event("card_returned", 1, "cardgame.ev.card_returned", cg::player_arg(1), cg::card_arg(ty)),
                          cg::make_event("unit_returned", 1, "cardgame.ev.unit_returned", cg::player_arg(1), cg::card_arg(ty)),
                          cg::make_event("spy_took", 0, "cardgame.ev.spy_took", cg::player_arg(0), cg::card_arg(ty))};
    for (const json& e : lines) {
      const std::string shown = ui::KeyText(e["key"], e["args"], numbered);
      INFO(shown);
      CHECK(shown.find(name) != std::string::npos);
      CHECK(shown.find('_') == std::string::npos);
      CHECK(shown == e["text"].get<std::string>());  // English page = the engine's English text
    }
  }
  const json pippin = cg::make_event("built", 0, "cardgame.ev.built_expansion", cg::player_arg(0), cg::card_arg(cg::Type::pippin));
  CHECK(ui::KeyText(pippin["key"], pippin["args"], kNames) == "Seat 0 builds Pippin the Short");
  const json duel = cg::make_event("duel", 1, "cardgame.ev.duel", cg::player_arg(1), cg::card_arg(cg::Type::black_knight));
  CHECK(ui::KeyText(duel["key"], duel["args"], kNames) == "Anna attacks with Black Knight");  // the seat's name
  CHECK(duel["text"] == "Player 2 attacks with Black Knight");                               // the engine's English
  const json roll = cg::make_event("rolled", 0, "cardgame.ev.rolled", cg::player_arg(0), 5, cg::face_arg(3));
  CHECK(ui::KeyText(roll["key"], roll["args"], kNames) == "Seat 0 rolls: production 5, event Year of Plenty");
  const json trade = cg::make_event("traded", 0, "cardgame.ev.traded", cg::player_arg(0), 2, cg::res_arg(cg::grain), cg::res_arg(cg::gold));
  CHECK(ui::KeyText(trade["key"], trade["args"], kNames) == "Seat 0 trades 2 grain for 1 gold");
}
