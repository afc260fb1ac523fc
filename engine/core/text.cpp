#include "engine/core/text.hpp"

namespace catan {
namespace {

// Length of the well-formed UTF-8 sequence starting at s[i], or 0 if none starts there.
// Sets `bad` to the length of the maximal ill-formed subpart (>= 1) when 0 is returned.
std::size_t sequence_at(std::string_view s, std::size_t i, std::size_t& bad) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  bad = 1;
  if (c < 0x80) return 1;
  std::size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c == 0xE0) { n = 3; lo = 0xA0; }
  else if (c == 0xED) { n = 3; hi = 0x9F; }  // no surrogates
  else if (c >= 0xE1 && c <= 0xEF) n = 3;
  else if (c == 0xF0) { n = 4; lo = 0x90; }
  else if (c == 0xF4) { n = 4; hi = 0x8F; }  // nothing above U+10FFFF
  else if (c >= 0xF1 && c <= 0xF3) n = 4;
  else return 0;  // 0x80..0xC1, 0xF5..0xFF never start a character
  for (std::size_t k = 1; k < n; ++k) {
    if (i + k >= s.size()) { bad = k; return 0; }
    const unsigned char x = b(i + k);
    const unsigned char l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
    if (x < l || x > h) { bad = k; return 0; }
  }
  return n;
}

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

}  // namespace

bool is_valid_utf8(std::string_view s) {
  for (std::size_t i = 0, bad = 0; i < s.size();) {
    const std::size_t n = sequence_at(s, i, bad);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string valid_utf8(std::string_view s) {
  if (is_valid_utf8(s)) return std::string(s);
  std::string out;
  out.reserve(s.size() + 8);
  for (std::size_t i = 0, bad = 0; i < s.size();) {
    const std::size_t n = sequence_at(s, i, bad);
    if (n == 0) {
      out += kReplacement;
      i += bad;
    } else {
      out.append(s.substr(i, n));
      i += n;
    }
  }
  return out;
}

std::string quote_text(std::string_view s, std::size_t max_bytes) {
  // Sanitize a little more than needed (each input byte gives at least one output byte), then
  // cut on a character boundary.
  const bool whole = s.size() <= max_bytes + 4;
  std::string v = valid_utf8(s.substr(0, max_bytes + 4));
  if (whole && v.size() <= max_bytes) return v;
  std::size_t cut = max_bytes;
  while (cut > 0 && (static_cast<unsigned char>(v[cut]) & 0xC0) == 0x80) --cut;
  v.resize(cut);
  return v + "\xE2\x80\xA6";  // …
}

}  // namespace catan
