#include "engine/core/json_text.hpp"

#include <cmath>

#include "engine/core/text.hpp"

namespace catan {
namespace {

using nlohmann::json;

// Deepest array/object nesting of `text` (outside strings), stopping once past `limit`.
int nesting_depth(std::string_view text, int limit) {
  int depth = 0, deepest = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > deepest && (deepest = depth) > limit) break;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

// A SAX consumer that builds nothing and keeps the parser's error message (second pass, only
// for text that failed to parse).
struct ErrorOnly {
  std::string message;
  bool null() { return true; }
  bool boolean(bool) { return true; }
  bool number_integer(json::number_integer_t) { return true; }
  bool number_unsigned(json::number_unsigned_t) { return true; }
  bool number_float(json::number_float_t v, const json::string_t& token) {
    if (std::isfinite(v)) return true;
    message = "number overflow parsing '" + token + "'";  // as the DOM parser refuses it
    return false;
  }
  bool string(json::string_t&) { return true; }
  bool binary(json::binary_t&) { return true; }
  bool start_object(std::size_t) { return true; }
  bool key(json::string_t&) { return true; }
  bool end_object() { return true; }
  bool start_array(std::size_t) { return true; }
  bool end_array() { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) {
    message = ex.what();
    return false;
  }
};

}  // namespace

bool parse_json(std::string_view text, json& out, Error& err) {
  if (text.size() > kMaxJsonBytes) {
    return refuse(err, "bad_json", "error.json.too_long", {std::to_string(text.size()), std::to_string(kMaxJsonBytes)});
  }
  if (nesting_depth(text, kMaxJsonDepth) > kMaxJsonDepth) {
    return refuse(err, "bad_json", "error.json.too_deep", {std::to_string(kMaxJsonDepth)});
  }
  const char* begin = text.data();
  json j = json::parse(begin, begin + text.size(), nullptr, /*allow_exceptions=*/false);
  if (!j.is_discarded()) {
    out = std::move(j);
    return true;
  }
  ErrorOnly e;
  json::sax_parse(begin, begin + text.size(), &e);
  std::string m = e.message.empty() ? std::string("not JSON") : e.message;
  if (m.compare(0, 16, "[json.exception.") == 0 && m.find("] ") != std::string::npos) m.erase(0, m.find("] ") + 2);
  return refuse(err, "bad_json", "error.json.invalid", {quote_text(m, 200)});
}

std::string dump_json(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

json error_json(const Error& err) {
  json j{{"code", std::string(err.code)}, {"message", err.message()}};
  if (err.key) j["key"] = err.key;
  if (!err.args.empty()) j["args"] = err.args;
  return j;
}

}  // namespace catan
