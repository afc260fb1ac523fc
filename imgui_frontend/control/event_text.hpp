// The page's rendering of the engine's texts as data (docs/protocol.md "Events" and
// "Refusal codes"): a catalogue key with its arguments, in the current language
// (engine/text/catalogue.hpp), with the page's own names for seats and hexes.
#pragma once
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

namespace catan::ui {

/// The page's names for what an argument names: a seat (-1: nobody) and a hex id.
struct TextNames {
  std::function<std::string(int)> player;
  std::function<std::string(int)> hex;
};

/// One argument of an event text ("args" entry, engine/catan/event_text.hpp) in the current
/// language: {"player"} / {"neutral"} -> names.player, {"hex"} -> names.hex, {"resource"}
/// -> resource_word.*, {"card"} -> card.*, {"cards"} -> "1 brick, 2 ore" (event.nothing if
/// empty), the card game's {"cardgame_card"} -> cardgame.card.*, {"cardgame_resource"} ->
/// cardgame.res.*, {"cardgame_face"} -> cardgame.ui.face.*, a number in decimal.
std::string ArgText(const nlohmann::json& arg, const TextNames& names);
/// tr(key) filled with `args` (an array) through ArgText.
std::string KeyText(const std::string& key, const nlohmann::json& args, const TextNames& names);
/// The text of an engine or host "error" object {"code","message","key"?,"args"?}: the key's
/// text in the current language filled with its "args" (strings) when it has a key, else its
/// English "message" as sent; `fallback` if neither.
std::string ErrorText(const nlohmann::json& error, const std::string& fallback);

}  // namespace catan::ui
