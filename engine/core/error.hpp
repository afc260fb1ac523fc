// Error value returned for refused input (actions, configs, saves): a stable
// machine-readable reason code plus a human-readable message.
#pragma once
#include <string>

namespace catan {

/// A refusal. `code` is one of the stable codes documented in docs/protocol.md
/// (e.g. "not_your_turn", "wrong_phase", "bad_field"); `message` explains it.
struct Error {
  std::string code;
  std::string message;
  bool ok() const { return code.empty(); }
};

}  // namespace catan
