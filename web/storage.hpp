// The browser's localStorage as a small key/value store for saved games. Every call is
// safe when storage is unavailable (private mode, quota): reads give "", writes do nothing
// and log a warning to the console. Only the tab that owns the saved game (Catan.saveOwner,
// a Web Lock in shell/catan.js) reads or writes: a second tab of the same browser behaves as
// if storage were off, so two tabs never resume or overwrite one game.
#pragma once
#include <string>

namespace catan::web {

/// True if this tab owns the browser's saved game (see above).
bool OwnsSave();
/// Stored text under `key`, "" if none or storage is unavailable.
std::string StorageGet(const std::string& key);
/// Stores `value` under `key` (a full quota or disabled storage is logged, not fatal).
void StoragePut(const std::string& key, const std::string& value);
/// Removes `key`.
void StorageRemove(const std::string& key);

}  // namespace catan::web
