#include "engine/text/catalogue.hpp"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>

namespace catan::text {

const Table& table_en();
const Table& table_sv();
const Table& table_ro();
const Table& table_af();
const Table& table_zh();
const Table& table_ja();

namespace {

using Index = std::unordered_map<std::string_view, const char*>;

void add_entries(Index& m, const Table& t) {
  for (std::size_t i = 0; i < t.size; ++i) m.emplace(t.entries[i].key, t.entries[i].text);
}

// One language's index: the shared table, then every part's table of that language.
Index make_index(Lang lang) {
  Index m;
  add_entries(m, table(lang));
  for (const Part* part : parts()) add_entries(m, part->tables[int(lang)]);
  return m;
}

const Index& index(Lang lang) {
  static const Index all[kLangCount] = {make_index(Lang::en), make_index(Lang::sv), make_index(Lang::ro),
                                        make_index(Lang::af), make_index(Lang::zh), make_index(Lang::ja)};
  return all[int(lang)];
}

Lang g_lang = Lang::en;

// Texts made up for keys English lacks (kept so tr's pointer stays valid).
const char* missing(std::string_view key) {
  static std::unordered_map<std::string, std::string> made;
  auto it = made.try_emplace(std::string(key), std::string(key)).first;
  return it->second.c_str();
}

}  // namespace

const Table& table(Lang lang) {
  switch (lang) {
    case Lang::sv: return table_sv();
    case Lang::ro: return table_ro();
    case Lang::af: return table_af();
    case Lang::zh: return table_zh();
    case Lang::ja: return table_ja();
    case Lang::en: break;
  }
  return table_en();
}

Lang language() { return g_lang; }
void set_language(Lang lang) { g_lang = lang; }

bool lang_from_code(std::string_view code, Lang& out) {
  for (int i = 0; i < kLangCount; ++i)
    if (code == kLangCodes[i]) {
      out = Lang(i);
      return true;
    }
  return false;
}

bool has(std::string_view key) { return index(Lang::en).count(key) != 0; }

const char* tr(std::string_view key) {
  if (g_lang != Lang::en) {
    const Index& m = index(g_lang);
    if (auto it = m.find(key); it != m.end()) return it->second;
  }
  const Index& en = index(Lang::en);
  if (auto it = en.find(key); it != en.end()) return it->second;
  return missing(key);
}

std::string tr_or(std::string_view key, std::string_view fallback) {
  return has(key) ? std::string(tr(key)) : std::string(fallback);
}

namespace {

std::string vformat(const char* fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  const int n = std::vsnprintf(nullptr, 0, fmt, ap);
  std::string out(n > 0 ? std::size_t(n) : 0, '\0');
  if (n > 0) std::vsnprintf(out.data(), out.size() + 1, fmt, ap2);
  va_end(ap2);
  return out;
}

}  // namespace

std::string format(const char* key, ...) {
  va_list ap;
  va_start(ap, key);
  std::string out = vformat(tr(key), ap);
  va_end(ap);
  return out;
}

std::string format_en(const char* key, ...) {
  const Index& en = index(Lang::en);
  auto it = en.find(key);
  va_list ap;
  va_start(ap, key);
  std::string out = vformat(it != en.end() ? it->second : missing(key), ap);
  va_end(ap);
  return out;
}

namespace {

std::string list_format(const char* fmt, const std::vector<std::string>& args) {
  // The arguments are text already (a number rendered as its digits), so every conversion
  // ("%s", "%d", "%.0f", "%2$s") takes the next (or the numbered) argument as it is; flags,
  // width and precision are read and dropped. snprintf would read a "%d" given a string
  // as a pointer's bits (the card game's texts count with %d).
  std::string out;
  size_t next = 0;
  for (const char* c = fmt; *c; ++c) {
    if (*c != '%') { out += *c; continue; }
    if (c[1] == '%') { out += '%'; ++c; continue; }
    const char* q = c + 1;
    size_t index = next;
    const char* d = q;
    while (*d >= '0' && *d <= '9') ++d;
    if (*d == '$' && d > q) { index = size_t(std::atoi(q)) - 1; q = d + 1; } else ++next;
    while (*q && std::strchr("-+ #0123456789.lhzj", *q)) ++q;
    if (!*q) break;  // a lone '%' at the end: dropped
    if (index < args.size() && index < size_t(kMaxListArgs)) out += args[index];
    c = q;
  }
  return out;
}

}  // namespace

std::string format_list(const char* key, const std::vector<std::string>& args) { return list_format(tr(key), args); }

std::string format_list_en(const char* key, const std::vector<std::string>& args) {
  const Index& en = index(Lang::en);
  auto it = en.find(key);
  return list_format(it != en.end() ? it->second : missing(key), args);
}

std::vector<std::string_view> keys() {
  std::vector<std::string_view> out;
  for (const auto& [key, text] : index(Lang::en)) out.push_back(key);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace catan::text
