// The text catalogue (engine/text/catalogue.hpp): lookups, fallbacks, formats, the
// language tables, and the keys the screens build at run time from the game registry.
// (tests/frontend/check_text.py checks the keys written in the sources.)
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "engine/platform/registry.hpp"
#include "engine/text/catalogue.hpp"

using namespace catan;

namespace {

// Restores English when a test case ends, whatever it chose.
struct EnglishAtEnd {
  ~EnglishAtEnd() { text::set_language(text::Lang::en); }
};

}  // namespace

TEST_CASE("text: six languages laid out, English filled, the others only with English keys") {
  REQUIRE(text::kLangCount == 6);
  const std::set<std::string> codes(std::begin(text::kLangCodes), std::end(text::kLangCodes));
  CHECK(codes == std::set<std::string>{"en", "sv", "ro", "af", "zh", "ja"});
  for (int i = 0; i < text::kLangCount; ++i) {
    text::Lang l = text::Lang::en;
    REQUIRE(text::lang_from_code(text::kLangCodes[i], l));
    CHECK(int(l) == i);
  }
  text::Lang l = text::Lang::ja;
  CHECK_FALSE(text::lang_from_code("de", l));
  CHECK(l == text::Lang::ja);  // unchanged

  const text::Table& en = text::table(text::Lang::en);
  CHECK(en.size > 200);
  std::set<std::string> keys;
  for (size_t i = 0; i < en.size; ++i) {
    INFO(en.entries[i].key);
    CHECK(keys.insert(en.entries[i].key).second);  // each key once
    CHECK(std::string(en.entries[i].text) != "");
  }
  size_t part_keys = 0;
  for (const text::Part* part : text::parts()) {  // a game's own texts: keys unique across all tables
    INFO(part->name);
    const text::Table& pen = part->tables[0];
    part_keys += pen.size;
    for (size_t i = 0; i < pen.size; ++i) {
      INFO(pen.entries[i].key);
      CHECK(keys.insert(pen.entries[i].key).second);
      CHECK(std::string(pen.entries[i].text) != "");
    }
  }
  for (int i = 1; i < text::kLangCount; ++i) {
    const text::Table& t = text::table(text::Lang(i));
    for (size_t k = 0; k < t.size; ++k) CHECK(keys.count(t.entries[k].key) == 1);
    for (const text::Part* part : text::parts())
      for (size_t k = 0; k < part->tables[i].size; ++k) CHECK(keys.count(part->tables[i].entries[k].key) == 1);
  }
  CHECK(text::keys().size() == en.size + part_keys);
}

TEST_CASE("text: tr falls back to English, then to the key itself") {
  EnglishAtEnd restore;
  CHECK(std::string(text::tr("ui.hex.roll_dice")) == "Roll dice");
  CHECK(text::has("ui.hex.roll_dice"));
  CHECK_FALSE(text::has("ui.no.such.key"));
  CHECK(std::string(text::tr("ui.no.such.key")) == "ui.no.such.key");
  text::set_language(text::Lang::sv);  // not translated to Swedish: English shows
  CHECK(text::language() == text::Lang::sv);
  CHECK(std::string(text::tr("ui.hex.roll_dice")) == "Roll dice");
  CHECK(text::tr_or("option.board.hexagonal", "Hexagonal") == "Hexagonal");
  CHECK(text::tr_or("option.board.random", "x") == "Random board");
}

TEST_CASE("text: formats fill printf arguments; format_en is English in any language") {
  EnglishAtEnd restore;
  CHECK(text::format("ui.hex.prompt.discard", "Anna", 4) == "Anna: discard 4 cards");
  CHECK(text::format("ui.hex.prompt.discard_one", "Ben", 1) == "Ben: discard 1 card");
  CHECK(text::format("ui.hex.turn", 3, "Anna: roll the dice") == "Turn 3  |  Anna: roll the dice");
  text::set_language(text::Lang::ja);
  CHECK(text::format_list_en("error.host.stale_version", {"12", "10"}) ==
        "Another player acted first: the game is at version 12, your move was made at version 10. Look again and "
        "repeat it if it still fits.");
}

TEST_CASE("text: every registered game's name, description, options and choices have catalogue texts") {
  for (const auto& g : registered_games()) {
    INFO(g.info.name);
    if (g.info.name.rfind("toy", 0) == 0) continue;  // test-only games (tests/engine/toy_game)
    REQUIRE(text::has(g.info.display_key));
    CHECK(std::string(text::tr(g.info.display_key)) == g.info.display_name);  // the engine's English agrees
    const std::string blurb = "game." + g.info.name + ".blurb";
    REQUIRE(text::has(blurb));
    CHECK(std::string(text::tr(blurb)) == g.info.blurb);
    for (const auto& o : g.info.options) {
      INFO(o.key);
      REQUIRE(text::has(o.label_key));
      CHECK(std::string(text::tr(o.label_key)) == o.label);
      for (size_t c = 0; c < o.choices.size(); ++c) {
        const std::string key = o.label_key + "." + o.choices[c];
        REQUIRE(text::has(key));
        CHECK(std::string(text::tr(key)) == o.choice_labels.at(c));
      }
    }
  }
}

TEST_CASE("text: format_list fills every conversion with its text argument, %d included") {
  // The card game's texts count with %d; the page gives them rendered text. Before, snprintf
  // read those strings as integers and drew pointer bits ("Player 7413824 ...").
  CHECK(catan::text::format_list_en("cardgame.ev.brigand_loss", {"Anna", "3", "brick", "1"}) ==
        "Brigand Attack: Anna loses 3 brick and 1 wool");
  CHECK(catan::text::format_list_en("event.road_built", {"Anna"}) == "Anna built a road");
  CHECK(catan::text::format_list_en("event.road_built", {}) == " built a road");  // a missing argument: empty
}
