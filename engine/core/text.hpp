// Text that came from untrusted bytes (peer messages, files, URL parameters, typed names),
// made safe to put into an error message, a log entry, a save or a view: every such string
// must be valid UTF-8, or nlohmann_json throws type_error 316 when it is written out.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace catan {

/// True if `s` is well-formed UTF-8 (no overlong forms, no surrogates U+D800..U+DFFF,
/// nothing above U+10FFFF, no cut sequence).
bool is_valid_utf8(std::string_view s);

/// `s` with every ill-formed sequence replaced by U+FFFD (one per maximal ill-formed
/// subpart, as Unicode §3.9 recommends). Valid text comes back unchanged.
std::string valid_utf8(std::string_view s);

/// `s` for quoting in a message: valid UTF-8 (see valid_utf8), cut on a character boundary
/// to at most `max_bytes` bytes with "…" appended when it was cut.
std::string quote_text(std::string_view s, std::size_t max_bytes = 60);

}  // namespace catan
