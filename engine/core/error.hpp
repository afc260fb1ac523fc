// The engine's refusal carriers (docs/protocol.md "Refusal codes"): a stable
// machine-readable reason code plus a human-readable English message.
//  - Refusal: what the rules return (check/apply, module hooks). Static strings
//    only, so checking a candidate action never allocates (tests/engine/test_alloc.cpp).
//  - Error: the same code + message where the message is composed at run time
//    (parsers of actions, configs, saves, scenarios and JSON text name the offending
//    field or value). to_error() turns a Refusal into one; error_json() writes either.
#pragma once
#include <string>

namespace catan {

/// A rule's refusal without allocation: static code and message strings.
/// Empty (code == nullptr) means "legal".
struct Refusal {
  const char* code = nullptr;
  const char* message = nullptr;
  explicit operator bool() const { return code != nullptr; }
};

/// A refusal. `code` is one of the stable codes documented in docs/protocol.md
/// (e.g. "not_your_turn", "wrong_phase", "bad_field"); `message` explains it.
struct Error {
  std::string code;
  std::string message;
  bool ok() const { return code.empty(); }
};

/// The Error form of a rule's refusal (empty Error for an empty Refusal).
inline Error to_error(const Refusal& r) {
  return r ? Error{r.code, r.message ? r.message : ""} : Error{};
}

}  // namespace catan
