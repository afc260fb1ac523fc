// The engine's one refusal carrier (docs/protocol.md "Errors" and "Refusal codes"): a stable
// machine-readable reason code, a catalogue key (engine/text/catalogue.hpp) for the sentence a
// person reads, and, for parser errors only, the arguments that sentence names (the field, the
// bound, the offending value). The English message is rendered on demand (message()), the page
// renders the same key in its own language; error_json() (engine/core/json_text.hpp) writes
// {"code","message","key","args"?}.
//
// What the rules return (check/apply, module hooks) is an Error with a static code and key and
// no arguments: building, copying and destroying one never allocates, so checking a candidate
// action stays allocation-free (tests/engine/test_alloc.cpp).
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/text/catalogue.hpp"

namespace catan {

/// A refusal, or none. `code` is one of the stable codes of docs/protocol.md ("not_your_turn",
/// "bad_field", ...), always a static string; empty means "no refusal" (legal / parsed).
/// `key` is the catalogue key of its message ("refuse.*" for the base game's rules,
/// "<module>.refuse.*" for a rule module's, "error.*" for parsers), static too. `args` fill
/// the key's "%s" in order (parser errors; empty for the rules).
struct Error {
  std::string_view code;
  const char* key = nullptr;
  std::vector<std::string> args{};

  /// True if this is a refusal (the rules' `if (auto r = check(...))`).
  explicit operator bool() const { return !code.empty(); }
  /// True if there is no refusal.
  bool ok() const { return code.empty(); }
  /// The message in English (what JSON errors carry as "message"): the key's text with args.
  std::string message() const { return key ? text::format_list_en(key, args) : std::string(); }
  /// The message in the catalogue's current language (what a screen shows).
  std::string text() const { return key ? text::format_list(key, args) : std::string(); }
};

/// The name the rules' code uses for the same carrier (a check returns a `Refusal`).
using Refusal = Error;

/// Sets `err` to code + key + args; returns false (so a parser can `return refuse(...)`).
inline bool refuse(Error& err, std::string_view code, const char* key, std::vector<std::string> args = {}) {
  err.code = code;
  err.key = key;
  err.args = std::move(args);
  return false;
}

}  // namespace catan
