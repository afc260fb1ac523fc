// An event's text as data (docs/protocol.md "Events"): a catalogue key plus its arguments
// ("args"), each a number or a one-field object naming what it is, so a page can render the
// line in its own language with its own names for seats and hexes:
//   {"player": 2} (null: nobody), {"neutral": 3} (a neutral colour in CATAN for Two),
//   {"hex": 7}, {"resource": "ore"}, {"card": "knight"}, {"cards": {"brick": 1, ...}}.
// Every event key's text uses "%s" for each argument, in order.
#pragma once
#include <string>

#include <nlohmann/json.hpp>

#include "engine/core/resources.hpp"

namespace catan {

/// {"player": p}, {"player": null} for p < 0.
nlohmann::json arg_player(int p);
/// {"neutral": p}: a neutral colour's seat.
nlohmann::json arg_neutral(int p);
/// {"hex": h}.
nlohmann::json arg_hex(int h);
/// {"resource": name} of card kind `r`, a resource or a commodity (kCardKindNames).
nlohmann::json arg_resource(int r);
/// {"card": name} of development card kind `k` (kDevCardNames).
nlohmann::json arg_card(int k);
/// {"cards": {...}}: the nonzero counts of `c` (nonzero_counts_json).
nlohmann::json arg_cards(const ResourceCounts& c);

/// English text of one argument: "Player 2" / "nobody", "neutral Player 3", "hex 7", "ore",
/// "knight", "1 brick, 2 ore" / "nothing", a number in decimal.
std::string arg_text_en(const nlohmann::json& arg);
/// English text of `key` with `args` (an array) filled in through arg_text_en.
std::string event_text_en(const char* key, const nlohmann::json& args);

}  // namespace catan
