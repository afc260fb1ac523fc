// The toy race game (toy_race.hpp): its state, rules, JSON and GameMatch.
#include "tests/engine/toy_game/toy_race.hpp"

#include <vector>

#include "engine/core/rng.hpp"

namespace toy {
namespace {

using nlohmann::json;

std::string error(const std::string& code, const std::string& message) {
  return json{{"code", code}, {"message", message}}.dump();
}
std::string refused(const std::string& code, const std::string& message) {
  return json{{"ok", false}, {"error", {{"code", code}, {"message", message}}}}.dump();
}

struct State {
  int target = 20;
  int score[2] = {0, 0};
  int pot = 0;
  int current = 0;
  int last_die = 0;
  int winner = -1;
  catan::Rng rng;
};

class ToyRace final : public catan::GameMatch {
 public:
  std::string create(const std::string& config_json) override {
    const json c = json::parse(config_json, nullptr, false);
    if (!c.is_object()) return error("bad_config", "the config must be a JSON object");
    if (c.value("game", "") != "toy-race") return error("unknown_game", "not a toy-race config");
    if (c.contains("players") && c["players"] != 2) return error("bad_config", "toy-race is for 2 players");
    if (!c.contains("seed") || !c["seed"].is_number_unsigned()) return error("bad_config", "seed must be a non-negative integer");
    int target = 20;
    if (c.contains("options")) {
      const json& o = c["options"];
      if (!o.is_object()) return error("bad_config", "options must be an object");
      for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != "target") return error("bad_config", "unknown option \"" + it.key() + "\"");
      if (o.contains("target")) {
        if (!o["target"].is_number_integer() || o["target"] < 5 || o["target"] > 100)
          return error("bad_config", "target must be in 5..100");
        target = o["target"].get<int>();
      }
    }
    State s;
    s.target = target;
    s.rng = catan::Rng::from_seed(c["seed"].get<uint64_t>());
    state_ = s;
    config_ = {{"game", "toy-race"}, {"players", 2}, {"seed", c["seed"]}, {"options", {{"target", target}}}};
    log_.clear();
    started_ = true;
    return "";
  }

  std::string load(const std::string& save_json) override {
    const json j = json::parse(save_json, nullptr, false);
    if (!j.is_object() || j.value("format", "") != "toy-save" || !j.contains("config") || !j.contains("log") ||
        !j["log"].is_array())
      return error("bad_save", "not a toy-race save");
    ToyRace fresh;
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
    return json{{"format", "toy-save"}, {"version", 1}, {"config", config_}, {"log", log_}}.dump();
  }

  std::string view(int player) const override {
    if (!started_) return json{{"error", {{"code", "no_game"}, {"message", "no game started"}}}}.dump();
    return json{{"game", "toy-race"}, {"viewer", player}, {"target", state_.target},
                {"scores", {state_.score[0], state_.score[1]}}, {"pot", state_.pot},
                {"current", state_.current}, {"last_die", state_.last_die},
                {"winner", state_.winner < 0 ? json(nullptr) : json(state_.winner)},
                {"legal_actions", json::parse(legal(player))}}
        .dump();
  }

  std::string submit(const std::string& action_json, bool allow_chance = true) override {
    if (!started_) return refused("no_game", "no game started");
    const json a = json::parse(action_json, nullptr, false);
    if (!a.is_object() || !a.contains("type") || !a["type"].is_string() || !a.contains("player") ||
        !a["player"].is_number_integer())
      return refused("bad_action", "an action is {\"type\",\"player\"}");
    const std::string type = a["type"].get<std::string>();
    const int p = a["player"].get<int>();
    if (type != "roll" && type != "hold") return refused("unknown_action", "unknown action type \"" + type + "\"");
    for (auto it = a.begin(); it != a.end(); ++it)
      if (it.key() != "type" && it.key() != "player" && !(type == "roll" && it.key() == "chance"))
        return refused("bad_action", "field \"" + it.key() + "\" does not belong to " + type);
    int die = 0;
    if (a.contains("chance")) {
      if (!allow_chance) return refused("chance_refused", "chance outcomes may not be supplied here");
      const json& c = a["chance"];
      if (!c.is_object() || !c.contains("die") || !c["die"].is_number_integer() || c["die"] < 1 || c["die"] > 6)
        return refused("bad_action", "chance must be {\"die\":1..6}");
      die = c["die"].get<int>();
    }
    if (state_.winner >= 0) return refused("game_over", "the game is over");
    if (p != state_.current) return refused("not_pending", "it is not your turn to act");
    json events = json::array();
    State& s = state_;
    if (type == "hold") {
      if (s.pot == 0) return refused("not_allowed", "roll at least once before holding");
      s.score[p] += s.pot;
      events.push_back({{"type", "held"}, {"player", p}, {"points", s.pot}});
      s.pot = 0;
      s.current = 1 - p;
    } else {
      if (die == 0) die = int(s.rng.below(6)) + 1;
      s.last_die = die;
      events.push_back({{"type", "rolled"}, {"player", p}, {"die", die}});
      if (die == 1) {
        s.pot = 0;
        s.current = 1 - p;
      } else {
        s.pot += die;
        if (s.score[p] + s.pot >= s.target) {
          s.score[p] += s.pot;
          s.pot = 0;
          s.winner = p;
          events.push_back({{"type", "won"}, {"player", p}});
        }
      }
    }
    log_.push_back(a);
    return json{{"ok", true}, {"events", events}}.dump();
  }

  std::string pending() const override {
    if (!started_ || state_.winner >= 0) return "[]";
    return json::array({state_.current}).dump();
  }

  std::string legal(int player) const override {
    json l = json::array();
    if (!started_ || state_.winner >= 0 || player != state_.current) return l.dump();
    l.push_back({{"type", "roll"}, {"player", player}});
    if (state_.pot > 0) l.push_back({{"type", "hold"}, {"player", player}});
    return l.dump();
  }

  int seat_count() const override { return started_ ? 2 : 0; }
  int version() const override { return int(log_.size()); }
  bool started() const override { return started_; }
  bool terminal() const override { return started_ && state_.winner >= 0; }
  int winner() const override { return started_ ? state_.winner : -1; }

  std::string invariants() const override {
    const State& s = state_;
    if (s.score[0] < 0 || s.score[1] < 0 || s.pot < 0) return "negative points";
    if (s.winner < 0 && (s.score[0] >= s.target || s.score[1] >= s.target)) return "a score reached the target without a winner";
    if (s.winner >= 0 && s.score[s.winner] < s.target) return "a winner below the target";
    return "";
  }

 private:
  State state_;
  json config_;
  std::vector<json> log_;
  bool started_ = false;
};

}  // namespace

catan::GameEntry toy_race_game() {
  catan::GameEntry e;
  e.info.name = "toy-race";
  e.info.display_key = "game.toy-race.name";
  e.info.display_name = "Toy race";
  e.info.blurb = "A two-seat dice race (test game)";
  e.info.min_seats = e.info.max_seats = e.info.default_seats = 2;
  catan::OptionSpec target;
  target.key = "target";
  target.kind = catan::OptionSpec::Kind::integer;
  target.label_key = "option.target";
  target.label = "Points to win";
  target.min = 5;
  target.max = 100;
  target.default_int = 20;
  e.info.options = {target};
  e.make = [] { return std::unique_ptr<catan::GameMatch>(new ToyRace()); };
  return e;
}

}  // namespace toy
