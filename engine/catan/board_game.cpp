// Board-game registry entries (board_game.hpp).
#include "engine/catan/board_game.hpp"

#include "engine/catan/match.hpp"
#include "engine/catan/playout.hpp"

namespace catan {

std::vector<OptionSpec> board_game_options() {
  using K = OptionSpec::Kind;
  std::vector<OptionSpec> o(6);
  o[0].key = "board"; o[0].top_level = true; o[0].kind = K::choice; o[0].label_key = "option.board";
  o[0].label = "Board"; o[0].choices = {"beginner", "random"};
  o[0].choice_labels = {"Beginner board", "Random board"}; o[0].default_choice = "beginner";
  o[1].key = "vp_target"; o[1].kind = K::integer; o[1].label_key = "option.vp_target";
  o[1].label = "Victory points to win"; o[1].min = 3; o[1].max = 20; o[1].default_int = Options{}.vp_target;
  o[2].key = "discard_limit"; o[2].kind = K::integer; o[2].label_key = "option.discard_limit";
  o[2].label = "A 7 makes players with more cards than this discard half"; o[2].advanced = true;
  o[2].min = 2; o[2].max = 20; o[2].default_int = Options{}.discard_limit;
  o[3].key = "friendly_robber"; o[3].label_key = "option.friendly_robber"; o[3].advanced = true;
  o[3].label = "Friendly robber (not next to players with 2 points or fewer)";
  o[4].key = "no_sevens_first_rounds"; o[4].label_key = "option.no_sevens_first_rounds"; o[4].advanced = true;
  o[4].label = "No 7s in the first two rounds";
  o[5].key = "balanced_dice"; o[5].label_key = "option.balanced_dice"; o[5].advanced = true;
  o[5].label = "Balanced dice (a shuffled deck of the 36 outcomes)";
  return o;
}

GameEntry board_game_entry(GameInfo info, const RuleModule& rules) {
  if (info.options.empty()) info.options = board_game_options();
  if (info.screen.empty()) info.screen = "hex";
  GameEntry e;
  e.info = std::move(info);
  e.make = [] { return std::unique_ptr<GameMatch>(new Match()); };
  e.board_rules = &rules;
#if !defined(CATAN_PAGE)  // tooling (catan-cli play, tests); the page never plays out
  e.playout = [](const nlohmann::json& config, int games, bool check, int deep_every) {
    Config c;
    Error err;
    PlayoutStats st;
    if (!config_from_json(config, c, err)) { st.failure = err.message; return st; }
    return play_random_games(c, games, check, deep_every);
  };
#endif
  return e;
}

}  // namespace catan
