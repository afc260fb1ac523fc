// The screens' access to the text catalogue (engine/text/catalogue.hpp): every word drawn
// comes from T(key) or catan::text::format(key, ...); probe ids stay fixed strings beside
// the label (ProbedButtonAs), so the browser tests click the same ids in every language.
// tests/frontend/check_text.py checks that no English literal is drawn and every key exists.
#pragma once
#include <array>
#include <string>

#include "engine/core/resources.hpp"
#include "engine/platform/registry.hpp"
#include "engine/text/catalogue.hpp"

namespace catan::ui {

/// Text of `key` in the current language (a printf format where the English text has %d/%s).
inline const char* T(const char* key) { return catan::text::tr(key); }

/// Catalogue keys of the five resources (protocol order) and the five development cards
/// (view order: knight, victory point, road building, year of plenty, monopoly).
inline constexpr const char* kResourceKeys[5] = {"resource.brick", "resource.lumber", "resource.wool", "resource.grain",
                                                 "resource.ore"};
inline constexpr const char* kDevCardKeys[5] = {"card.knight", "card.victory_point", "card.road_building",
                                                "card.year_of_plenty", "card.monopoly"};

/// Resource names for use inside a sentence ("2 grain"), protocol order.
inline constexpr const char* kResourceWordKeys[5] = {"resource_word.brick", "resource_word.lumber", "resource_word.wool",
                                                     "resource_word.grain", "resource_word.ore"};
/// Card kind names for use inside a sentence, slot order: the resources, then Cities &
/// Knights' commodities ("paper", "cloth", "coin").
inline constexpr const char* kKindWordKeys[8] = {"resource_word.brick", "resource_word.lumber", "resource_word.wool",
                                                 "resource_word.grain", "resource_word.ore",    "resource_word.paper",
                                                 "resource_word.cloth", "resource_word.coin"};
/// "1 brick, 2 coin" (or "nothing") for the first `n` (at most 8) card kinds of `counts`, slot order.
std::string KindsText(const int* counts, int n);
/// "1 brick, 2 ore" (or "nothing") for counts in protocol order, from the catalogue.
inline std::string ResourcesText(const int (&counts)[5]) { return KindsText(counts, 5); }
/// The same for 5 (resources) or 8 (with commodities) counts.
template <size_t N>
std::string ResourcesText(const std::array<int, N>& c) {
  static_assert(N <= 8);
  int a[8] = {};
  for (size_t k = 0; k < N; ++k) a[k] = c[k];
  return KindsText(a, int(N));
}
/// The same for an engine card set (resources and commodities).
inline std::string ResourcesText(const catan::ResourceCounts& c) {
  int a[8] = {};
  for (int k = 0; k < 8; ++k) a[k] = c[k];
  return KindsText(a, 8);
}

/// A registered game's name and one-line description from the catalogue (keys
/// GameInfo::display_key and "game.<name>.blurb"; the engine's English if a key is missing).
inline std::string GameName(const GameInfo& g) { return catan::text::tr_or(g.display_key, g.display_name); }
inline std::string GameBlurb(const GameInfo& g) { return catan::text::tr_or("game." + g.name + ".blurb", g.blurb); }
/// An option's label (OptionSpec::label_key) and the label of its choice `c` ("<label_key>.<value>").
inline std::string OptionLabel(const OptionSpec& o) { return catan::text::tr_or(o.label_key, o.label); }
inline std::string ChoiceLabel(const OptionSpec& o, size_t c) {
  const std::string& value = o.choices[c];
  return catan::text::tr_or(o.label_key + "." + value, c < o.choice_labels.size() ? o.choice_labels[c] : value);
}
/// Default name of a neutral colour's seat ("Neutral Red").
std::string NeutralName(int colour);

}  // namespace catan::ui
