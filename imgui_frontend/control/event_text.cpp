#include "imgui_frontend/control/event_text.hpp"

#include <vector>

#include "engine/core/resources.hpp"
#include "engine/text/catalogue.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {

int IntOr(const json& v, int fallback) { return v.is_number_integer() ? v.get<int>() : fallback; }

std::string CardsText(const json& counts) {
  std::string out;
  if (counts.is_object())
    for (int k = 0; k < kCardKinds; ++k) {  // in the engine's order of card kinds
      const std::string name(kCardKindNames[size_t(k)]);
      const int n = counts.contains(name) ? IntOr(counts[name], 0) : 0;
      if (n == 0) continue;
      if (!out.empty()) out += text::tr("ui.common.list_comma");
      out += std::to_string(n) + " " + text::tr_or("resource_word." + name, name);
    }
  return out.empty() ? std::string(text::tr("event.nothing")) : out;
}

}  // namespace

std::string ArgText(const json& arg, const TextNames& names) {
  if (arg.is_number_integer()) return std::to_string(arg.get<long long>());
  if (arg.is_string()) return arg.get<std::string>();
  if (!arg.is_object() || arg.size() != 1) return std::string();
  const auto it = arg.begin();
  const std::string& kind = it.key();
  const json& v = it.value();
  if (kind == "player" || kind == "neutral") {
    const int p = IntOr(v, -1);
    return p < 0 ? std::string(text::tr("event.nobody")) : names.player ? names.player(p) : std::to_string(p);
  }
  if (kind == "hex") return names.hex ? names.hex(IntOr(v, -1)) : std::to_string(IntOr(v, -1));
  const std::string s = v.is_string() ? v.get<std::string>() : std::string();
  if (kind == "resource") return text::tr_or("resource_word." + s, s);
  if (kind == "card") return text::tr_or("card." + s, s);
  if (kind == "cards") return CardsText(v);
  // The card game's names (engine/cardgame/state.hpp NameArg): never the protocol id.
  if (kind == "cardgame_card") return text::tr_or("cardgame.card." + s, s);
  if (kind == "cardgame_resource") return text::tr_or("cardgame.res." + s, s);
  if (kind == "cardgame_face") return text::tr_or("cardgame.ui.face." + s, s);
  return std::string();
}

std::string KeyText(const std::string& key, const json& args, const TextNames& names) {
  std::vector<std::string> parts;
  if (args.is_array())
    for (const json& a : args) parts.push_back(ArgText(a, names));
  return text::format_list(key.c_str(), parts);
}

std::string ErrorText(const json& error, const std::string& fallback) {
  if (!error.is_object()) return fallback;
  if (error.contains("key") && error["key"].is_string() && text::has(error["key"].get<std::string>()))
    return KeyText(error["key"].get<std::string>(), error.contains("args") ? error["args"] : json::array(), TextNames{});
  if (error.contains("message") && error["message"].is_string()) return error["message"].get<std::string>();
  return fallback;
}

}  // namespace catan::ui
