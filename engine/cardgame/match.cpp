// The card game's GameMatch (engine/platform/game_match.hpp): config and
// options, submit with chance outcomes, views, saves replayed from the log,
// and its registry entry.
#include "engine/cardgame/cardgame.hpp"

#include "engine/cardgame/state.hpp"
#include "engine/text/catalogue.hpp"

namespace catan {
namespace cardgame {
namespace {

std::string error(const std::string& code, const std::string& message) {
  return json{{"code", code}, {"message", message}}.dump();
}
std::string refused(const std::string& code, const std::string& message) {
  return json{{"ok", false}, {"error", {{"code", code}, {"message", message}}}}.dump();
}

// Reads the options; "" or an error message.
std::string read_options(const json& o, Options& out, json& normal) {
  if (!o.is_object()) return "options must be an object";
  for (auto it = o.begin(); it != o.end(); ++it) {
    const std::string k = it.key();
    const json& v = *it;
    if (k == "action_lock") {
      if (v == "both3") out.lock = Options::Lock::both3;
      else if (v == "sum7") out.lock = Options::Lock::sum7;
      else if (v == "none") out.lock = Options::Lock::none;
      else return "action_lock must be both3, sum7 or none";
    } else if (k == "brigand_grace") {
      if (!v.is_number_integer() || v < 0 || v > 3) return "brigand_grace must be in 0..3";
      out.brigand_grace = v.get<int>();
    } else if (k == "brigand_loss") {
      if (v == "ore_wool") out.brigand_gold = false;
      else if (v == "gold_wool") out.brigand_gold = true;
      else return "brigand_loss must be ore_wool or gold_wool";
    } else if (k == "windmill_needs_city" || k == "year_end_redraw") {
      if (!v.is_boolean()) return k + " must be true or false";
      (k == "windmill_needs_city" ? out.windmill_needs_city : out.year_end_redraw) = v.get<bool>();
    } else if (k == "vp_target") {
      if (!v.is_number_integer() || v < 5 || v > 15) return "vp_target must be in 5..15";
      out.vp_target = v.get<int>();
    } else {
      return "unknown option \"" + k + "\"";
    }
  }
  const char* locks[] = {"both3", "sum7", "none"};
  normal = {{"action_lock", locks[int(out.lock)]}, {"brigand_grace", out.brigand_grace},
            {"brigand_loss", out.brigand_gold ? "gold_wool" : "ore_wool"},
            {"windmill_needs_city", out.windmill_needs_city}, {"year_end_redraw", out.year_end_redraw},
            {"vp_target", out.vp_target}};
  return "";
}

class CardMatch final : public GameMatch {
 public:
  std::string create(const std::string& config_json) override {
    const json c = json::parse(config_json, nullptr, false);
    if (!c.is_object()) return error("bad_config", "the config must be a JSON object");
    if (c.value("game", "") != "card-game") return error("unknown_game", "not a card-game config");
    for (auto it = c.begin(); it != c.end(); ++it)
      if (it.key() != "game" && it.key() != "players" && it.key() != "seed" && it.key() != "options" && it.key() != "first")
        return error("bad_config", "unknown config field \"" + it.key() + "\"");
    if (c.contains("players") && c["players"] != 2) return error("bad_config", "the card game is for 2 players");
    if (!c.contains("seed") || !c["seed"].is_number_unsigned()) return error("bad_config", "seed must be a non-negative integer");
    int first = -1;
    if (c.contains("first")) {
      if (!c["first"].is_number_integer() || c["first"] < 0 || c["first"] > 1) return error("bad_config", "first must be 0 or 1");
      first = c["first"].get<int>();
    }
    Options o;
    json normal;
    if (auto e = read_options(c.value("options", json::object()), o, normal); !e.empty()) return error("bad_config", e);
    state_ = new_state(o, c["seed"].get<uint64_t>(), first);
    config_ = {{"game", "card-game"}, {"players", 2}, {"seed", c["seed"]}, {"options", normal}};
    if (first >= 0) config_["first"] = first;
    log_ = json::array();
    recent_ = json::array();
    started_ = true;
    return "";
  }

  std::string load(const std::string& save_json) override {
    const json j = json::parse(save_json, nullptr, false);
    if (!j.is_object() || j.value("format", "") != "card-game-save" || !j.contains("config") || !j.contains("log") ||
        !j["log"].is_array())
      return error("bad_save", "not a card-game save");
    CardMatch fresh;
    if (auto e = fresh.create(j["config"].dump()); !e.empty()) return e;
    for (size_t i = 0; i < j["log"].size(); ++i) {
      const json r = json::parse(fresh.submit(j["log"][i].dump()));
      if (!r.value("ok", false)) return error("illegal_action", "action " + std::to_string(i) + " of the save is refused");
    }
    *this = fresh;
    return "";
  }

  std::string save() const override {
    if (!started_) return "null";
    return json{{"format", "card-game-save"}, {"version", 1}, {"config", config_}, {"log", log_}}.dump();
  }

  std::string view(int player) const override {
    if (!started_) return json{{"error", {{"code", "no_game"}, {"message", "no game started"}}}}.dump();
    json v = view_json(state_, player);
    v["version"] = version();
    v["legal_actions"] = legal_json(player);
    v["log"] = recent_;
    return v.dump();
  }

  std::string submit(const std::string& action_json, bool allow_chance = true) override {
    if (!started_) return refused("no_game", "no game started");
    const json j = json::parse(action_json, nullptr, false);
    if (j.is_discarded()) return refused("bad_json", "invalid JSON");
    Action a;
    Error e;
    if (!action_from_json(j, a, e)) return refused(std::string(e.code), e.message());
    if (a.has_chance() && !allow_chance) return refused("chance_refused", text::format_en("cardgame.refuse.chance_refused"));
    Events ev;
    if (auto r = cardgame::submit(state_, a, ev)) return refused(std::string(r.code), r.message());
    log_.push_back(j);
    for (const json& e : ev) {
      recent_.push_back({{"player", e.value("player", -1)}, {"key", e.value("key", "")}, {"args", e.value("args", json::array())},
                         {"text", e.value("text", "")}});
      if (recent_.size() > kRecent) recent_.erase(recent_.begin());
    }
    return json{{"ok", true}, {"events", ev}}.dump();
  }

  std::string pending() const override {
    const int p = started_ ? pending_seat(state_) : -1;
    return p < 0 ? "[]" : json::array({p}).dump();
  }
  std::string legal(int player) const override { return legal_json(player).dump(); }
  int seat_count() const override { return started_ ? 2 : 0; }
  int version() const override { return int(log_.size()); }
  bool started() const override { return started_; }
  bool terminal() const override { return started_ && state_.phase == Phase::over; }
  int winner() const override { return started_ ? state_.winner : -1; }
  std::string invariants() const override { return started_ ? check_invariants(state_) : ""; }

 private:
  json legal_json(int player) const {
    json l = json::array();
    if (!started_ || player < 0 || player > 1) return l;
    for (const Action& a : legal_actions(state_, player)) l.push_back(action_to_json(a));
    return l;
  }

  State state_;
  json config_;
  json log_ = json::array();
  /// The last kRecent events' lines (view "log"; events carry no hidden card).
  static constexpr size_t kRecent = 40;
  json recent_ = json::array();
  bool started_ = false;
};

}  // namespace
}  // namespace cardgame

GameEntry cardgame_game() {
  GameEntry e;
  e.info.name = "card-game";
  e.info.display_key = "cardgame.name";
  e.info.display_name = "Catan Card Game";
  e.info.blurb = "The original two-player card game: build your own principality";
  e.info.min_seats = e.info.max_seats = e.info.default_seats = 2;
  e.info.screen = "card-game";  // imgui_frontend/screens/card_game/
  e.info.options = {
      integer_option("vp_target", "cardgame.option.vp_target", "Victory points to win", 5, 15, 12),
      choice_option("action_lock", "cardgame.option.action_lock", "Action cards allowed", {"both3", "sum7", "none"},
                    {"Both players 3+ VP", "7+ VP together (2005)", "Always (1996)"}, "both3", true),
      integer_option("brigand_grace", "cardgame.option.brigand_grace",
                     "Brigand Attack ignored during each player's first turns", 0, 3, 2, true),
      choice_option("brigand_loss", "cardgame.option.brigand_loss", "Brigand Attack takes", {"ore_wool", "gold_wool"},
                    {"Ore and wool", "Gold and wool"}, "ore_wool", true),
      boolean_option("windmill_needs_city", "cardgame.option.windmill_needs_city", "Windmill token needs a city", true, true),
      boolean_option("year_end_redraw", "cardgame.option.year_end_redraw", "Year End draws another event card", false, true)};
  e.make = [] { return std::unique_ptr<GameMatch>(new cardgame::CardMatch()); };
#ifndef __EMSCRIPTEN__
  e.playout = [](const nlohmann::json& config, int games, bool check, int deep_every) {
    return cardgame::playout(config, games, check, deep_every);
  };
#endif
  e.bot_levels = {"random", "easy", "strong"};
  e.bot = [](const nlohmann::json& view, const std::string& level, uint64_t seed, nlohmann::json& action,
             std::string& err) { return cardgame::choose_bot_action(view, level, seed, action, err); };
  return e;
}

}  // namespace catan
