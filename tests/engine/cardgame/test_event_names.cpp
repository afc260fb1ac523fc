// Player-visible event texts name every card, resource and event-die face by its official
// English name (catalogue cardgame.card.*, cardgame.res.*, cardgame.ui.face.*), never by its
// protocol id ("pippin", "black_knight", "plague", "brigand"): issue 18, open item 1.
// The rulebook's card names are card-games.md A.12/A.13; the event die faces A.6.
#include "tests/engine/cardgame/cg_helpers.hpp"

#include <cctype>
#include <set>
#include <string>

#include "engine/platform/registry.hpp"

using nlohmann::json;
using namespace catan::cardgame;

namespace {

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// True if `id` occurs in `text` as a whole word, case-sensitively ("plague" is found in
// "loses plague", not in "Plague:").
bool has_word(const std::string& text, const std::string& id) {
  for (size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
    const bool left = at == 0 || !word_char(text[at - 1]);
    const bool right = at + id.size() >= text.size() || !word_char(text[at + id.size()]);
    if (left && right) return true;
  }
  return false;
}

// The ids a player must never read. The catalogue's own sentences use "road", "settlement"
// and "city" as common nouns ("Player 1 builds a road"), "event" in "event %s", "trade" as
// a verb and "tournament" in "tournament points", so those six ids are told apart by the
// name checks instead.
bool forbidden_id(const std::string& id) {
  return id != "road" && id != "settlement" && id != "city" && id != "event" && id != "trade" && id != "tournament";
}

// Fails if `text` holds an underscore or a forbidden protocol id of a card type or face.
void check_clean(const std::string& text) {
  INFO(text);
  CHECK(text.find('_') == std::string::npos);
  for (int t = 0; t < kTypeCount; ++t)
    if (forbidden_id(info(Type(t)).name)) CHECK_FALSE(has_word(text, info(Type(t)).name));
  for (const char* f : kFaceNames)
    if (forbidden_id(f)) CHECK_FALSE(has_word(text, f));
  CHECK(text.find("cardgame.") == std::string::npos);  // no catalogue key either
}

}  // namespace

TEST_CASE("card game event texts: every event that names a card shows every card's official name") {
  // One line per event kind that takes a card, built as its call site builds it.
  for (int t = 0; t < kTypeCount; ++t) {
    const Type ty = Type(t);
    const std::string name = catan::text::format_en((std::string("cardgame.card.") + info(ty).name).c_str());
    const json lines[] = {
        make_event("built", 0, "cardgame.ev.built_expansion", player_arg(0), card_arg(ty)),
        make_event("demolished", 0, "cardgame.ev.demolished", player_arg(0), card_arg(ty)),
        make_event("duel", 0, "cardgame.ev.duel", player_arg(0), card_arg(ty)),
        make_event("event_card", 0, "cardgame.ev.event_card", card_arg(ty)),
        make_event("card_returned", 1, "cardgame.ev.card_returned", player_arg(1), card_arg(ty)),
        make_event("unit_returned", 1, "cardgame.ev.unit_returned", player_arg(1), card_arg(ty)),
        make_event("spy_took", 0, "cardgame.ev.spy_took", player_arg(0), card_arg(ty)),
    };
    for (const json& e : lines) {
      const std::string text = e["text"];
      INFO(text);
      CHECK(text.find(name) != std::string::npos);
      check_clean(text);
      CHECK(e["args"].back() == json{{"cardgame_card", info(ty).name}});  // the id stays data
    }
  }
  // Hand-checked against the catalogue (A.13: "Pippin the Short", A.12: "Plague").
  CHECK(make_event("built", 0, "cardgame.ev.built_expansion", player_arg(0), card_arg(Type::pippin))["text"] ==
        "Player 1 builds Pippin the Short");
  CHECK(make_event("event_card", 0, "cardgame.ev.event_card", card_arg(Type::plague))["text"] == "Event card: Plague");
  CHECK(make_event("duel", 1, "cardgame.ev.duel", player_arg(1), card_arg(Type::black_knight))["text"] ==
        "Player 2 attacks with Black Knight");
}

TEST_CASE("card game event texts: resources and event-die faces by their names") {
  for (int r = 0; r < kResCount; ++r) {
    const json lines[] = {
        make_event("brigand_attack", 0, "cardgame.ev.brigand_loss", player_arg(0), 2, res_arg(r), 1),
        make_event("gave", 0, "cardgame.ev.gave_back", player_arg(0), res_arg(r)),
        make_event("took", 0, "cardgame.ev.took_from", player_arg(0), res_arg(r)),
        make_event("took", 0, "cardgame.ev.took_bank", player_arg(0), res_arg(r)),
        make_event("offer", 0, "cardgame.ev.offer", player_arg(0), 2, res_arg(r), 1, res_arg((r + 1) % kResCount)),
        make_event("traded", 0, "cardgame.ev.traded", player_arg(0), 3, res_arg(r), res_arg((r + 1) % kResCount)),
    };
    for (const json& e : lines) check_clean(e["text"]);
  }
  // A.6 event die: the faces read "Brigand Attack", "Trade Advantage", "Tournament",
  // "Year of Plenty", "Event card" (the id "brigand" / "plenty" never shows).
  const char* faces[] = {"Brigand Attack", "Trade Advantage", "Tournament", "Year of Plenty", "Event card"};
  for (int f = 0; f < 5; ++f) {
    const json e = make_event("rolled", 0, "cardgame.ev.rolled", player_arg(0), 4, face_arg(f));
    CHECK(e["text"] == std::string("Player 1 rolls: production 4, event ") + faces[f]);
    CHECK(e["args"][2] == json{{"cardgame_face", kFaceNames[f]}});
    check_clean(e["text"]);
  }
  CHECK(make_event("traded", 0, "cardgame.ev.traded", player_arg(0), 3, res_arg(3), res_arg(5))["text"] ==
        "Player 1 trades 3 ore for 1 gold");
}

TEST_CASE("card game event texts: no protocol id in any event of whole random games") {
  // Random legal play (first seat's uniformly chosen legal action) for a few games: every
  // event's English text is scanned; the texts of every event kind the games reach are checked.
  std::set<std::string> kinds;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    std::string err;
    auto m = catan::new_match(json{{"game", "card-game"}, {"players", 2}, {"seed", seed}}.dump(), err);
    REQUIRE(m);
    catan::Rng rng = catan::Rng::from_seed(seed * 977);
    for (int step = 0; step < 4000 && !m->terminal(); ++step) {
      const json pend = json::parse(m->pending());
      REQUIRE(!pend.empty());
      const json legal = json::parse(m->legal(pend[0]));
      REQUIRE(!legal.empty());
      const json r = json::parse(m->submit(legal[size_t(rng.below(uint32_t(legal.size())))].dump()));
      REQUIRE(r["ok"] == true);
      for (const json& e : r["events"]) {
        const std::string text = e.value("text", "");
        if (text.empty()) continue;
        kinds.insert(e.value("key", ""));
        check_clean(text);
      }
    }
  }
  CHECK(kinds.size() >= 10);  // the games reach many event kinds
}
