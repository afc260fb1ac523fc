// The catalogue's parts (engine/text/catalogue.hpp): the texts each game or rule module keeps
// in its own folder. Adding a game's texts is one line here, like its entry in engine/games.cpp.
#include "engine/text/catalogue.hpp"

namespace catan::text {

const std::vector<const Part*>& parts() {
  static const std::vector<const Part*> all = [] {
    std::vector<const Part*> out;
    // One line per part, e.g.:
    //   { extern const Part& cardgame_text(); out.push_back(&cardgame_text()); }
    { extern const Part& two_player_text(); out.push_back(&two_player_text()); }  // engine/catan/two_player/text_en.cpp
    { extern const Part& struggle_text(); out.push_back(&struggle_text()); }  // engine/struggle/text_en.cpp
    { extern const Part& cardgame_text(); out.push_back(&cardgame_text()); }  // engine/cardgame/text_en.cpp
    { extern const Part& ck_text(); out.push_back(&ck_text()); }  // engine/catan/cities_knights/text_en.cpp
    return out;
  }();
  return all;
}

}  // namespace catan::text
