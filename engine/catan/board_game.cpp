// Board-game registry entries (board_game.hpp).
#include "engine/catan/board_game.hpp"

#include "engine/catan/match.hpp"
#include "engine/catan/playout.hpp"

namespace catan {

std::vector<OptionSpec> board_game_options() {
  OptionSpec board = choice_option("board", "option.board", "Board", {"beginner", "random"},
                                   {"Beginner board", "Random board"}, "beginner");
  board.top_level = true;
  return {board,
          integer_option("vp_target", "option.vp_target", "Victory points to win", 3, 20, Options{}.vp_target),
          integer_option("discard_limit", "option.discard_limit", "A 7 makes players with more cards than this discard half",
                         2, 20, Options{}.discard_limit, true),
          boolean_option("friendly_robber", "option.friendly_robber",
                         "Friendly robber (not next to players with 2 points or fewer)", false, true),
          boolean_option("no_sevens_first_rounds", "option.no_sevens_first_rounds", "No 7s in the first two rounds", false, true),
          boolean_option("balanced_dice", "option.balanced_dice", "Balanced dice (a shuffled deck of the 36 outcomes)", false,
                         true)};
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
    if (!config_from_json(config, c, err)) { st.failure = err.message(); return st; }
    return play_random_games(c, games, check, deep_every);
  };
#endif
  return e;
}

}  // namespace catan
