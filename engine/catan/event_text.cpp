#include "engine/catan/event_text.hpp"

#include <vector>

#include "engine/catan/card_json.hpp"
#include "engine/catan/module_codec.hpp"
#include "engine/catan/types.hpp"
#include "engine/text/catalogue.hpp"

namespace catan {

using nlohmann::json;

json arg_player(int p) { return json{{"player", p < 0 ? json(nullptr) : json(p)}}; }
json arg_neutral(int p) { return json{{"neutral", p}}; }
json arg_hex(int h) { return json{{"hex", h}}; }
json arg_resource(int r) { return json{{"resource", kCardKindNames[size_t(r)]}}; }
json arg_card(int k) { return json{{"card", kDevCardNames[size_t(k)]}}; }
json arg_cards(const ResourceCounts& c) { return json{{"cards", nonzero_counts_json(c)}}; }

std::string arg_text_en(const json& arg) {
  if (arg.is_number_integer()) return std::to_string(arg.get<long long>());
  if (arg.is_string()) return arg.get<std::string>();
  if (!arg.is_object() || arg.size() != 1) return std::string();
  const auto it = arg.begin();
  const json& v = it.value();
  const std::string& kind = it.key();
  if (kind == "player") return player_text(v.is_number_integer() ? v.get<int>() : -1);
  if (kind == "neutral") return "neutral " + player_text(v.is_number_integer() ? v.get<int>() : -1);
  if (kind == "hex") return "hex " + (v.is_number_integer() ? std::to_string(v.get<int>()) : std::string("?"));
  if (kind == "resource" || kind == "card") return v.is_string() ? v.get<std::string>() : std::string();
  if (kind == "cards") {
    ResourceCounts c{};
    if (v.is_object())
      for (auto kv = v.begin(); kv != v.end(); ++kv)
        if (auto slot = parse_card_kind(kv.key(), true); slot && kv.value().is_number_integer()) c[*slot] = int8_t(kv.value().get<int>());
    return counts_text(c);
  }
  return std::string();
}

std::string event_text_en(const char* key, const json& args) {
  std::vector<std::string> parts;
  if (args.is_array())
    for (const json& a : args) parts.push_back(arg_text_en(a));
  return text::format_list_en(key, parts);
}

}  // namespace catan
