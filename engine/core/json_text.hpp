// Reading and writing JSON text at the engine's borders without exceptions. Every entry
// point that takes text from outside (the command line, catan::Match, the page's bridges)
// parses with parse_json and writes with dump_json, so no input can make nlohmann_json throw
// past it, and nothing written out ever holds invalid UTF-8.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/core/error.hpp"

namespace catan {

/// Deepest nesting of arrays/objects accepted in JSON text from outside (saves nest 5 deep).
inline constexpr int kMaxJsonDepth = 64;
/// Largest JSON text accepted from outside, in bytes (a long game's save is ~0.2 MB).
inline constexpr std::size_t kMaxJsonBytes = std::size_t(16) << 20;

/// Parses untrusted JSON text; never throws. On failure returns false, leaves `out` alone and
/// sets `err` to {"bad_json", message}: not JSON (the message quotes the parser's position and
/// token through quote_text, so it is valid UTF-8), invalid UTF-8 or a lone surrogate escape
/// inside a string, nesting deeper than kMaxJsonDepth, or more than kMaxJsonBytes bytes.
bool parse_json(std::string_view text, nlohmann::json& out, Error& err);

/// Compact JSON text of `j`; never throws on text: invalid UTF-8 inside strings is written as
/// U+FFFD (values built from untrusted bytes stay printable).
std::string dump_json(const nlohmann::json& j);

/// {"code", "message"} of a refusal (message: English), plus "key" (its catalogue key) when it
/// has one and "args" (an array of strings filling the key's "%s") when it has arguments.
nlohmann::json error_json(const Error& err);

}  // namespace catan
