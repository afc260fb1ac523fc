// The text catalogue: every word a person reads, by key, per language. The page's screens
// and catan-cli look texts up here; the engine itself emits codes and structured fields.
// Only English is filled; the other languages have their table (engine/text/<code>.cpp),
// empty for now, and any key missing there falls back to English.
//
// A text is either plain or a printf format whose arguments the call site passes in the
// order the English text uses them (a translation may reorder them with "%1$s", "%2$d").
// Keys are dotted, lower case, no spaces: "ui.title.join", "game.base.name".
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace catan::text {

/// The languages the catalogue is laid out for.
enum class Lang { en, sv, ro, af, zh, ja };
inline constexpr int kLangCount = 6;
/// ISO 639-1 codes, in Lang order.
inline constexpr const char* kLangCodes[kLangCount] = {"en", "sv", "ro", "af", "zh", "ja"};

/// One catalogue entry.
struct Entry {
  const char* key;
  const char* text;
};

/// One language's entries (engine/text/<code>.cpp), any order, each key at most once.
struct Table {
  const Entry* entries;
  std::size_t size;
};
/// The table of a language: the shared texts (engine/text/<code>.cpp), without the parts.
const Table& table(Lang lang);

/// A game's or rule module's own texts, kept in its own folder (e.g. the file
/// engine/<game>/text_en.cpp holds its English entries): one table per language, in Lang
/// order ({nullptr, 0} where nothing is translated yet). A part's keys start with its own
/// prefix ("cardgame.", "ck.") and appear in no other table.
struct Part {
  const char* name;
  Table tables[kLangCount];
};
/// Every registered part: the list in engine/text/parts.cpp, one line per game or module.
const std::vector<const Part*>& parts();

/// The language texts come in now (English at start).
Lang language();
/// Chooses the language texts come in.
void set_language(Lang lang);
/// Language of an ISO code ("en", "sv", ...); false if unknown (then `out` is unchanged).
bool lang_from_code(std::string_view code, Lang& out);

/// True if English (shared table or a part) has `key` (every key used must: tests/frontend/test_text.cpp).
bool has(std::string_view key);
/// Text of `key` in the current language, else English, else the key itself (so a
/// missing key shows, and a test finds it). The pointer stays valid for the program's life.
const char* tr(std::string_view key);
/// Like tr, for a key made at run time (e.g. "option.board." + value), with a fallback
/// text if English has no such key.
std::string tr_or(std::string_view key, std::string_view fallback);
/// tr(key) used as a printf format with the arguments that follow.
std::string format(const char* key, ...);
/// Like format, always in English: for texts on the wire (peer refusals, saves), which
/// stay English so every peer and file reads the same (docs/protocol.md).
std::string format_en(const char* key, ...);
/// Most arguments format_list takes (further ones are ignored).
inline constexpr int kMaxListArgs = 6;
/// tr(key) as a printf format whose arguments are all "%s", filled from `args` in order
/// (a translation may reorder them with "%1$s"): for texts whose arguments come as data,
/// such as an event's "key" and "args" (docs/protocol.md "Events").
std::string format_list(const char* key, const std::vector<std::string>& args);
/// Like format_list, always in English.
std::string format_list_en(const char* key, const std::vector<std::string>& args);
/// Every English key (shared table and parts), sorted.
std::vector<std::string_view> keys();

}  // namespace catan::text
