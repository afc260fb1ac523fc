// The engine's refusal carriers (docs/protocol.md "Refusal codes"): a stable
// machine-readable reason code plus a catalogue key (engine/text/catalogue.hpp) for the
// message a person reads.
//  - Refusal: what the rules return (check/apply, module hooks). Static code and key
//    only, so checking a candidate action never allocates (tests/engine/test_alloc.cpp).
//  - Error: the same code with a message composed at run time (parsers of actions,
//    configs, saves, scenarios and JSON text name the offending field or value), and the
//    key when the message is one catalogue text. to_error() turns a Refusal into one,
//    rendering the key's English text; error_json() writes either.
#pragma once
#include <string>

#include "engine/text/catalogue.hpp"

namespace catan {

/// A rule's refusal without allocation: a static code and a static catalogue key
/// ("refuse.*" for the base game, "<module>.refuse.*" for a rule module's own).
/// Empty (code == nullptr) means "legal".
struct Refusal {
  const char* code = nullptr;
  const char* key = nullptr;
  explicit operator bool() const { return code != nullptr; }
};

/// A refusal. `code` is one of the stable codes documented in docs/protocol.md
/// (e.g. "not_your_turn", "wrong_phase", "bad_field"); `message` explains it in English;
/// `key` is its catalogue key when the message is exactly that key's text (a rule's
/// refusal), so a page can show it in its own language; nullptr otherwise.
struct Error {
  std::string code;
  std::string message;
  const char* key = nullptr;
  bool ok() const { return code.empty(); }
};

/// The Error form of a rule's refusal (empty Error for an empty Refusal): the key's
/// English text as the message.
inline Error to_error(const Refusal& r) {
  if (!r) return Error{};
  return Error{r.code, r.key ? text::format_en(r.key) : std::string(), r.key};
}

}  // namespace catan
