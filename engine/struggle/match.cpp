// Struggle for Catan as a GameMatch (engine/platform/game_match.hpp) and its registry
// entry; the save is the config plus the action log (replayed and checked on load).
#include <chrono>
#include <ctime>
#include <deque>
#include <memory>

#include "engine/core/json_text.hpp"
#include "engine/platform/registry.hpp"
#include "engine/struggle/codec.hpp"
#include "engine/struggle/struggle.hpp"
#include "engine/text/catalogue.hpp"

namespace catan::struggle {
namespace {

using nlohmann::json;

std::string err_json(const Error& e) { return dump_json(json{{"code", e.code}, {"message", e.message}}); }
// (error_json adds the refusal's catalogue "key", so the page shows it in its language)
std::string refused(const Error& e) { return dump_json(json{{"ok", false}, {"error", error_json(e)}}); }
Error from_refusal(const Refusal& r) { return to_error(r); }

constexpr size_t kRecentEvents = 40;

class StruggleMatch final : public GameMatch {
 public:
  std::string create(const std::string& config_json) override {
    json c;
    Error e;
    if (!parse_json(config_json, c, e)) return err_json(e);
    Options o;
    uint64_t seed = 0;
    json canonical;
    if (Error ce = config_from_json(c, o, seed, canonical); !ce.ok()) return err_json(ce);
    state_ = new_game(o, seed);
    config_ = canonical;
    log_ = json::array();
    recent_.clear();
    started_ = true;
    return "";
  }

  std::string load(const std::string& save_json) override {
    json j;
    Error e;
    if (!parse_json(save_json, j, e)) return err_json(e);
    if (!j.is_object() || j.value("format", "") != "struggle-save" || !j.contains("config") || !j.contains("log") ||
        !j["log"].is_array())
      return err_json({"bad_save", "not a struggle save"});
    StruggleMatch fresh;
    if (auto ce = fresh.create(dump_json(j["config"])); !ce.empty()) return ce;
    for (size_t i = 0; i < j["log"].size(); ++i) {
      const json r = json::parse(fresh.submit(dump_json(j["log"][i])));
      if (!r.value("ok", false))
        return err_json({"bad_save", "action " + std::to_string(i) + " of the save is refused: " +
                                         r["error"].value("message", "")});
    }
    *this = fresh;
    return "";
  }

  std::string save() const override {
    if (!started_) return "null";
    return dump_json(json{{"format", "struggle-save"}, {"version", 1}, {"config", config_}, {"log", log_}});
  }

  std::string view(int player) const override {
    if (!started_) return dump_json(json{{"error", {{"code", "no_game"}, {"message", "no game started"}}}});
    const int viewer = player >= 0 && player < state_.players ? player : -1;
    return dump_json(view_to_json(state_, viewer, std::vector<Event>(recent_.begin(), recent_.end())));
  }

  std::string submit(const std::string& action_json, bool allow_chance = true) override {
    if (!started_) return refused({"no_game", "no game started"});
    json j;
    Error pe;
    if (!parse_json(action_json, j, pe)) return refused(pe);
    Action a;
    if (Error e = action_from_json(j, a); !e.ok()) return refused(e);
    if (!allow_chance && (a.chance_card >= 0 || a.chance_event >= 0 || !a.chance_cards.empty()))
      return refused({"chance_refused", "chance outcomes may not be supplied here"});
    if (Refusal r = check(state_, a)) return refused(from_refusal(r));
    const std::vector<Event> ev = apply(state_, a);
    log_.push_back(action_to_json(a));
    json out = json::array();
    for (const Event& e : ev) {
      out.push_back(event_to_json(e, a.player));
      recent_.push_back(e);
      if (recent_.size() > kRecentEvents) recent_.pop_front();
    }
    return dump_json(json{{"ok", true}, {"events", out}});
  }

  std::string pending() const override {
    json p = json::array();
    if (started_)
      for (int s : struggle::pending(state_)) p.push_back(s);
    return dump_json(p);
  }

  std::string legal(int player) const override {
    json l = json::array();
    if (started_)
      for (const Action& a : legal_actions(state_, player)) l.push_back(action_to_json(a));
    return dump_json(l);
  }

  int seat_count() const override { return started_ ? state_.players : 0; }
  int version() const override { return int(log_.size()); }
  bool started() const override { return started_; }
  bool terminal() const override { return started_ && state_.phase == Phase::over; }
  int winner() const override { return started_ ? state_.winner : -1; }
  std::string invariants() const override { return started_ ? struggle::invariants(state_) : ""; }
  std::string deep_invariants() const override {
    if (!started_) return "";
    // Views leak nothing: no seat's view shows another seat's hand or a secret card.
    for (int v = -1; v < state_.players; ++v) {
      const json j = view_to_json(state_, v, std::vector<Event>(recent_.begin(), recent_.end()));
      for (int p = 0; p < state_.players; ++p)
        if (p != v && state_.phase != Phase::over && j["seats"][p].contains("hand")) return "a view shows another hand";
      for (size_t i = 0; i < recent_.size(); ++i)
        if (recent_[i].secret && v != recent_[i].player && v != recent_[i].other && j["events"][i].contains("card"))
          return "a view shows a secret card";
    }
    return "";
  }

  const State& state() const { return state_; }

 private:
  State state_;
  json config_;
  json log_ = json::array();
  std::deque<Event> recent_;
  bool started_ = false;
};

/// Index of a random action: uniform over types present, then within the type.
int pick_random(const std::vector<Action>& acts, Rng& rng) {
  if (acts.empty()) return -1;
  int types[int(Act::kCount)] = {};
  int ntypes = 0;
  for (const Action& a : acts) {
    bool seen = false;
    for (int i = 0; i < ntypes; ++i) seen = seen || types[i] == int(a.type);
    if (!seen) types[ntypes++] = int(a.type);
  }
  const int t = types[rng.below(uint32_t(ntypes))];
  int n = 0;
  for (const Action& a : acts) n += int(a.type) == t;
  int k = int(rng.below(uint32_t(n)));
  for (size_t i = 0; i < acts.size(); ++i)
    if (int(acts[i].type) == t && k-- == 0) return int(i);
  return -1;
}

/// Native random play-out over the typed state: invariants after every action when checked.
PlayoutStats native_playout(const json& config, int games, bool check_each, int /*deep_every*/) {
  PlayoutStats st;
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  Options o;
  uint64_t seed = 0;
  json canonical;
  if (Error e = config_from_json(config, o, seed, canonical); !e.ok()) {
    st.failure = e.message;
    return st;
  }
  for (int g = 0; g < games && st.failure.empty(); ++g) {
    State s = new_game(o, seed + uint64_t(g));
    Rng policy = Rng::from_seed(~(seed + uint64_t(g)));
    long long n = 0;
    for (; s.phase != Phase::over && n < 100000; ++n) {
      const std::vector<int> pend = struggle::pending(s);
      const int p = pend[policy.below(uint32_t(pend.size()))];
      const std::vector<Action> acts = legal_actions(s, p);
      if (acts.empty()) { st.failure = "game " + std::to_string(g) + ": pending seat without legal actions"; break; }
      const Action& a = acts[size_t(pick_random(acts, policy))];
      if (Refusal r = struggle::check(s, a)) { st.failure = std::string("legal action refused: ") + r.code; break; }
      apply(s, a);
      if (check_each) {
        const std::string bad = invariants(s);
        if (!bad.empty()) { st.failure = "game " + std::to_string(g) + " action " + std::to_string(n) + ": " + bad; break; }
      }
    }
    st.actions += n;
    ++st.games;
    if (s.phase == Phase::over && s.winner >= 0) ++st.finished;
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  st.cpu_seconds = double(std::clock() - c0) / CLOCKS_PER_SEC;
  return st;
}

}  // namespace

}  // namespace catan::struggle

namespace catan {

bool struggle_bot_action(const nlohmann::json& view, const std::string& level, uint64_t seed, nlohmann::json& action,
                         std::string& error);

GameEntry struggle_game() {
  GameEntry e;
  e.info.name = "struggle";
  e.info.display_key = "game.struggle.name";
  e.info.display_name = "Struggle for Catan";
  e.info.blurb = "The quick card game for 2-4: a market of five, blind trades, roads and knights that change hands";
  e.info.min_seats = 2;
  e.info.max_seats = 4;
  e.info.default_seats = 2;
  e.info.screen = "";  // the page's card-table screen is not written yet
  e.info.options = {
      integer_option("vp_target", "struggle.option.vp_target", "Victory points to win", 5, 20, 10),
      integer_option("turn_limit", "struggle.option.turn_limit", "Turn limit (the most points then win)", 50, 5000, 400, true),
      choice_option("start_player", "struggle.option.start_player", "Start player", {"seat0", "random"},
                    {"First seat (the oldest player)", "Random"}, "seat0", true),
      choice_option("destiny_start", "struggle.option.destiny_start", "Destiny card starts", {"clockwise", "random"},
                    {"Clockwise", "Random side"}, "clockwise", true)};
  e.make = [] { return std::unique_ptr<GameMatch>(new struggle::StruggleMatch()); };
  e.playout = struggle::native_playout;
  e.bot_levels = {"random", "easy", "strong"};
  e.bot = struggle_bot_action;  // engine/struggle/bots.cpp
  return e;
}

}  // namespace catan
