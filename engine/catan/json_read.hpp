// Non-throwing readers for JSON fields, used by the view codec (player_view_json.cpp)
// and rule modules' view fields. Each returns false and fills `err` (code "bad_view")
// when the field is missing, of the wrong type or out of range.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/catan/types.hpp"
#include "engine/core/error.hpp"
#include "engine/core/resources.hpp"
#include "engine/core/text.hpp"

namespace catan::json_read {

/// Sets `err` to a "bad_view" refusal: catalogue key `key` ("error.view.*") with `args`; returns false.
inline bool fail(Error& err, const char* key, std::vector<std::string> args = {}) {
  return refuse(err, "bad_view", key, std::move(args));
}

/// A "bad_view" refusal naming the field (or part) `what` that is missing or malformed.
inline bool fail_field(Error& err, std::string what) { return fail(err, "error.view.field", {std::move(what)}); }

/// An integer in [lo, hi] (floats refused: 1e300 would not fit an int).
inline bool int_value(const nlohmann::json& j, int lo, int hi, const char* what, int& out, Error& err) {
  if (!j.is_number_integer()) return fail(err, "error.view.integer", {what});
  if (j.is_number_unsigned() && j.get<uint64_t>() > uint64_t(hi)) return fail(err, "error.view.range", {what});
  const int64_t v = j.get<int64_t>();
  if (v < lo || v > hi) return fail(err, "error.view.range", {what});
  out = int(v);
  return true;
}

/// Field `key` of object `j` as an integer in [lo, hi].
inline bool int_field(const nlohmann::json& j, const char* key, int lo, int hi, int& out, Error& err) {
  if (!j.is_object() || !j.contains(key)) return fail(err, "error.view.missing", {key});
  return int_value(j[key], lo, hi, key, out, err);
}

/// Field `key` of object `j` as an integer in [lo, hi], or -1 if it is null.
inline bool nullable_int_field(const nlohmann::json& j, const char* key, int lo, int hi, int& out, Error& err) {
  if (!j.is_object() || !j.contains(key)) return fail(err, "error.view.missing", {key});
  if (j[key].is_null()) { out = -1; return true; }
  return int_value(j[key], lo, hi, key, out, err);
}

/// Field `key` of object `j` as a boolean.
inline bool bool_field(const nlohmann::json& j, const char* key, bool& out, Error& err) {
  if (!j.is_object() || !j.contains(key) || !j[key].is_boolean()) return fail(err, "error.view.boolean", {key});
  out = j[key].get<bool>();
  return true;
}

/// Field `key` of object `j` as a string.
inline bool string_field(const nlohmann::json& j, const char* key, std::string& out, Error& err) {
  if (!j.is_object() || !j.contains(key) || !j[key].is_string()) return fail(err, "error.view.string", {key});
  out = j[key].get<std::string>();
  return true;
}

/// A resource set object ({"ore":2}) into `c` (counts 0..95).
inline bool counts_from(const nlohmann::json& j, ResourceCounts& c, Error& err) {
  c = {};
  if (!j.is_object()) return fail(err, "error.view.counts_object");
  for (auto it = j.begin(); it != j.end(); ++it) {
    auto r = parse_card_kind(it.key(), true);  // commodities: Cities & Knights views
    if (!r) return fail(err, "error.view.unknown_resource", {quote_text(it.key(), 40)});
    int n = 0;
    if (!int_value(it.value(), 0, 95, "resource count", n, err)) return false;
    c[*r] = int8_t(n);
  }
  return true;
}

/// Field `key` of `j` as a resource set.
inline bool counts_field(const nlohmann::json& j, const char* key, ResourceCounts& c, Error& err) {
  if (!j.is_object() || !j.contains(key)) return fail(err, "error.view.missing", {key});
  return counts_from(j[key], c, err);
}

/// Field `key` of `j` as an integer in [lo, hi].
inline bool small_field(const nlohmann::json& j, const char* key, int lo, int hi, int16_t& out, Error& err) {
  int n = 0;
  if (!int_field(j, key, lo, hi, n, err)) return false;
  out = int16_t(n);
  return true;
}

/// Field `key` of `j` as a seat, or -1 if it is null.
inline bool player_field(const nlohmann::json& j, const char* key, int8_t& out, Error& err) {
  int n = 0;
  if (!nullable_int_field(j, key, 0, kMaxPlayers - 1, n, err)) return false;
  out = int8_t(n);
  return true;
}

}  // namespace catan::json_read
