#include "web/storage.hpp"

#include <emscripten.h>

#include <cstdlib>

namespace catan::web {
namespace {

EM_JS(char*, js_storage_get, (const char* key), {
  let v = null;
  try { v = window.localStorage.getItem(UTF8ToString(key)); } catch (e) { console.warn('CATAN: storage unavailable: ' + e); }
  if (v === null) return 0;
  const n = lengthBytesUTF8(v) + 1;
  const p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});
EM_JS(void, js_storage_put, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); }
  catch (e) { console.warn('CATAN: the game could not be saved: ' + e); }
});
EM_JS(void, js_storage_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) { console.warn('CATAN: storage unavailable: ' + e); }
});

EM_JS(int, js_save_owner, (), { return Module.saveOwner === false ? 0 : 1; });

}  // namespace

bool OwnsSave() { return js_save_owner() != 0; }

std::string StorageGet(const std::string& key) {
  if (!OwnsSave()) return {};
  char* p = js_storage_get(key.c_str());
  if (!p) return {};
  std::string s(p);
  std::free(p);
  return s;
}

void StoragePut(const std::string& key, const std::string& value) {
  if (OwnsSave()) js_storage_put(key.c_str(), value.c_str());
}

void StorageRemove(const std::string& key) {
  if (OwnsSave()) js_storage_remove(key.c_str());
}

}  // namespace catan::web
