#include "imgui_frontend/control/session.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cctype>

#include "engine/bots/bots.hpp"
#include "engine/core/json_text.hpp"
#include "engine/core/text.hpp"
#include "engine/platform/registry.hpp"
#include "imgui_frontend/control/event_text.hpp"
#include "imgui_frontend/control/names.hpp"
#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/redraw.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {
ComputerPlayer g_computer;
PeerHooks g_peer;
// The host's own refusal to a guest: code, the catalogue key and its arguments (so the guest
// shows it in its own language, docs/peer-protocol.md) and the English message.
// (dumped with dump_json: names in messages may hold anything a peer typed)
json HostRefusal(const char* code, const char* key, std::vector<std::string> args = {}) {
  return {{"ok", false}, {"error", catan::error_json(catan::Error{code, key, std::move(args)})}};
}
const char* KindName(SeatKind k) { return k == SeatKind::computer ? "computer" : k == SeatKind::remote ? "remote" : "human"; }
SeatKind KindFrom(const std::string& s) {
  return s == "computer" ? SeatKind::computer : s == "remote" ? SeatKind::remote : SeatKind::human;
}
// `j[key]` as an int if it is an integer in [lo, hi]; else false (a float such as 1e300 never
// reaches an int conversion).
bool IntIn(const json& j, const char* key, int64_t lo, int64_t hi, int& out) {
  if (!j.is_object() || !j.contains(key) || !j[key].is_number_integer()) return false;
  if (j[key].is_number_unsigned() && j[key].get<uint64_t>() > uint64_t(hi)) return false;
  const int64_t v = j[key].get<int64_t>();
  if (v < lo || v > hi) return false;
  out = int(v);
  return true;
}
// `j[key]` as a string (`fallback` if absent); false if present but not a string.
bool StrOr(const json& j, const char* key, const std::string& fallback, std::string& out) {
  if (!j.contains(key)) {
    out = fallback;
    return true;
  }
  if (!j[key].is_string()) return false;
  out = j[key].get<std::string>();
  return true;
}
}  // namespace

void SetComputerPlayer(ComputerPlayer player) { g_computer = std::move(player); }
void SetPeerHooks(PeerHooks hooks) { g_peer = std::move(hooks); }
const PeerHooks& GetPeerHooks() { return g_peer; }

const char* LinkWords(const std::string& status) {
  using catan::text::tr;
  if (status == "open") return tr("link.open");
  if (status == "connecting") return tr("link.connecting");
  if (status == "disconnected") return tr("link.disconnected");
  if (status == "local") return tr("link.local");
  if (status == "closed") return tr("link.closed");
  return tr("link.empty");
}
const ComputerPlayer& GetComputerPlayer() { return g_computer; }

std::string ClockText(double seconds) {
  const long t = seconds > 0 ? long(seconds) : 0;
  char buf[32];
  if (t >= 3600) std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
  else std::snprintf(buf, sizeof buf, "%ld:%02ld", t / 60, t % 60);
  return buf;
}

json ConfigJson(const GameSetup& s) {
  json c{{"game", s.game}, {"players", s.players}, {"seed", s.seed}};
  const GameEntry* g = find_game(s.game);
  if (!g) return c;
  for (const auto& o : g->info.options) {
    if (!s.options.contains(o.key)) continue;
    if (o.top_level) c[o.key] = s.options[o.key];
    else c["options"][o.key] = s.options[o.key];
  }
  return c;
}

json SetupJson(const GameSetup& s) {
  json seats = json::array();
  for (const auto& st : s.seats)
  {
    seats.push_back({{"name", st.name}, {"colour", st.colour}, {"kind", KindName(st.kind)}, {"level", st.level}});
    if (st.lent) seats.back()["lent"] = true;  // session_seats.cpp
    if (st.timed) seats.back()["timed"] = true;  // session_timer.cpp
  }
  json j = s.options;
  j.update(json{{"game", s.game}, {"players", s.players}, {"seed", s.seed}, {"handover", s.handover},
                {"computer_delay", s.computer_delay}, {"seats", seats}});
  if (s.turn_seconds > 0) j["turn_seconds"] = s.turn_seconds;
  return j;
}

bool SetupFromJson(const json& j, GameSetup& out) {
  // Every field's type is checked before it is read: nothing here throws on a bad save.
  if (!j.is_object() || !j.contains("seats") || !j["seats"].is_array()) return false;
  {
    GameSetup s;
    if (!j.contains("game") || !StrOr(j, "game", "", s.game)) return false;
    const GameEntry* game = find_game(s.game);
    if (!game) return false;
    if (!IntIn(j, "players", 1, 6, s.players)) return false;
    if (!j.contains("seed") || !j["seed"].is_number_unsigned()) return false;
    s.seed = j["seed"].get<uint64_t>();
    s.options = default_options(game->info);
    for (const auto& o : game->info.options) {
      if (!j.contains(o.key)) continue;
      const json& v = j[o.key];
      const bool ok = o.kind == OptionSpec::Kind::integer ? v.is_number_integer() && v >= o.min && v <= o.max
                      : o.kind == OptionSpec::Kind::boolean
                          ? v.is_boolean()
                          : v.is_string() && std::find(o.choices.begin(), o.choices.end(), v.get<std::string>()) !=
                                                 o.choices.end();
      if (!ok) return false;
      s.options[o.key] = v;
    }
    if (j.contains("handover") && !j["handover"].is_boolean()) return false;
    s.handover = !j.contains("handover") || j["handover"].get<bool>();
    if (j.contains("computer_delay") && !j["computer_delay"].is_number()) return false;
    s.computer_delay = j.contains("computer_delay") ? j["computer_delay"].get<double>() : 0.5;
    if (!(s.computer_delay >= 0.0 && s.computer_delay <= 10.0)) return false;
    if (j.contains("turn_seconds") && !IntIn(j, "turn_seconds", 0, kTurnTimerMax, s.turn_seconds)) return false;
    if (j["seats"].size() > 16) return false;
    for (const auto& st : j["seats"]) {
      int colour = 0;
      if (!IntIn(st, "colour", 0, kPaletteSize - 1, colour)) return false;
      std::string name, kind, level;
      if (!st.contains("name") || !StrOr(st, "name", "", name) || !StrOr(st, "kind", "human", kind) ||
          !StrOr(st, "level", "strong", level))
        return false;
      SeatSetup seat{name, colour, KindFrom(kind), level};
      const auto levels = ComputerLevels(s.game);
      if (seat.level != "easy" && seat.level != "strong" &&
          std::find(levels.begin(), levels.end(), seat.level) == levels.end())
        return false;
      if (st.contains("lent") && (!st["lent"].is_boolean() || (st["lent"].get<bool>() && seat.kind != SeatKind::computer))) return false;
      seat.lent = st.contains("lent") && st["lent"].get<bool>();
      if (st.contains("timed") && (!st["timed"].is_boolean() || (st["timed"].get<bool>() && !seat.lent))) return false;
      seat.timed = st.contains("timed") && st["timed"].get<bool>();
      s.seats.push_back(std::move(seat));
    }
    if (s.players < 1 || s.players > 6 || int(s.seats.size()) < s.players) return false;
    out = std::move(s);
    return true;
  }
}

Session::Session(Host& host, std::unique_ptr<Table> table, GameSetup setup)
    : host_(host), table_(std::move(table)), setup_(std::move(setup)) {}

void Session::MarkResumed() { shown_human_ = -1; }

int Session::HumanSeats() const {
  int n = 0;
  for (int i = 0; i < setup_.players && i < int(setup_.seats.size()); ++i) n += setup_.seats[i].kind == SeatKind::human;
  return n;
}

std::string Session::Name(int p) const {
  if (p >= 0 && p < int(setup_.seats.size())) return setup_.seats[p].name;
  return catan::text::format("ui.common.player_n", p + 1);
}

int Session::Colour(int p) const { return p >= 0 && p < int(setup_.seats.size()) ? setup_.seats[p].colour : p; }

std::string Session::HexName(int id) const {
  for (const auto& h : view_.hexes)
    if (h.id == id) {
      const std::string terrain = catan::text::tr_or("terrain." + h.terrain, h.terrain);
      if (!h.number) return catan::text::format("ui.hex_name.plain", terrain.c_str());
      return catan::text::format("ui.hex_name.numbered", terrain.c_str(), h.number);
    }
  return catan::text::format("ui.hex_name.id", id);
}

std::string Session::LogText(const LogLine& line) const {
  if (line.key.empty()) return line.text;
  const TextNames names{[this](int p) { return Name(p); }, [this](int h) { return HexName(h); }};
  return KeyText(line.key, line.args, names);
}

int Session::ChooseSeat(const std::vector<int>& pending, const catan::PlayerView& spec) const {
  if (pending.empty()) return -1;
  const int n = int(setup_.seats.size()) > 0 ? setup_.players : 1;
  const int current = spec.current;
  const std::string phase(catan::kPhaseNames[int(spec.phase)]);
  auto is_pending = [&](int s) { for (int p : pending) if (p == s) return true; return false; };
  auto in_turn_order = [&](int first, auto pred) {
    for (int k = 0; k < n; ++k) {
      int s = (first + k) % n;
      if (is_pending(s) && pred(s)) return s;
    }
    return -1;
  };
  if (phase == "trade_offer") {
    // A computer's offer: the computers answer first, then the people (who have a tray).
    if (current >= 0 && current < int(setup_.seats.size()) && setup_.seats[current].kind == SeatKind::computer) {
      int c = in_turn_order(current + 1, [&](int p) {
        return p != current && p < int(setup_.seats.size()) && setup_.seats[p].kind == SeatKind::computer &&
               !(p < spec.num_players && spec.players[size_t(p)].trade_answer != 0);
      });
      if (c >= 0) return c;
    }
    // Each other player answers in turn; then the offering player chooses.
    int s = in_turn_order(current + 1, [&](int p) {
      if (p == current) return false;
      return !(p < spec.num_players && spec.players[size_t(p)].trade_answer != 0);
    });
    if (s >= 0) return s;
  }
  if (phase == "discard") {
    int s = in_turn_order(current, [](int) { return true; });
    if (s >= 0) return s;
  }
  if (is_pending(current)) return current;
  int s = in_turn_order(current, [](int) { return true; });
  return s >= 0 ? s : pending.front();
}

void Session::Update() {
  Refresh();
  TickAway();
  if (guest()) TickTimer();
  else RunTurnTimer();
  DeclineComputerOffers();
  if (guest() || computer_seat_ < 0 || computer_version_ == version_) return;
  if (g_computer || card_table_) {
    // A watchable pace: wait computer_delay seconds after the last change (0 = instant).
    // A wall clock, not ImGui's frame time: a hidden host tab draws no frames but still ticks.
    // The redraw scheduler's clock (steady; native tests drive it by hand).
    const double now = RedrawClock();
    if (computer_wait_version_ != version_) {
      computer_wait_version_ = version_;
      computer_wait_since_ = now;
    }
    if (now - computer_wait_since_ < setup_.computer_delay) {
      RedrawIn(setup_.computer_delay - (now - computer_wait_since_));  // draw (and so move) when the pause ends
      return;
    }
    computer_version_ = version_;  // one move per state version and frame
    const int who = computer_seat_;
    const uint64_t seed = catan::bots::decision_seed(setup_.seed, uint64_t(version_), who);
    // The computer decides from its own seat's view; the screen keeps showing the human's.
    bool people = false;
    for (int i = 0; i < setup_.players && i < int(setup_.seats.size()); ++i)
      people = people || setup_.seats[i].kind != SeatKind::computer;
    json a = card_table_ ? CardComputerMove(who, seed)
             : table_->player_view(who, scratch_)
                 ? json::parse(g_computer(scratch_, setup_.seats[who].level, seed, people ? kOffersPerTurnWithPeople : -1),
                               nullptr, false)
                 : json{{"error", {{"code", "no_view"}, {"message", catan::text::tr("ui.session.no_board_view")}}}};
    if (a.is_discarded() || a.contains("error") || a.value("player", -1) != who || !Submit(a))
      Say(catan::text::format("ui.session.computer_stuck", Name(who).c_str(),
                               (a.contains("error") ? dump_json(a["error"]) : status_).c_str()));
  }
}

void Session::Refresh() {
  if (!table_ || table_->version() == version_) return;
  version_ = table_->version();
  RequestFrames();  // a new state: show it (the loop may be asleep)
  if (guest()) {
    // A guest always shows its own seat; the host decides who acts.
    // The view was parsed once when it arrived (RemoteTable::Receive).
    if (!table_->player_view(guest_seat_, scratch_)) {
      RefreshGuestCards();  // a card game's view, or nothing yet
      return;
    }
    broken_.clear();
    if (awaiting_host_) status_.clear();
    awaiting_host_ = false;
    FillView(scratch_, view_);
    has_view_ = true;
    seat_ = guest_seat_;
    return;
  }
  if (!table_->player_view(-1, scratch_)) {
    RefreshCards();  // a game without a hex board: its view JSON (session_cards.cpp)
    return;
  }
  const int acting = ChooseSeat(table_->pending(), scratch_);
  if (g_peer.host_changed && !RemoteSeats().empty()) g_peer.host_changed(version_);
  const int seat = SeatToShow(acting);
  table_->player_view(seat, scratch_);  // the engine's typed view: no JSON on this path
  broken_.clear();
  FillView(scratch_, view_);
  has_view_ = true;
  ShowSeat(seat);
}

int Session::SeatToShow(int acting) {
  // A computer or remote seat acts off screen: the screen shows the human at the device (the
  // last one shown, or the only human seat), else the spectator view, never another hand.
  int seat = acting;
  computer_seat_ = -1;
  // A person the controller declines a computer's offer for (session_offers.cpp): no hand-over.
  if (acting >= 0 && acting < int(setup_.seats.size()) &&
      (setup_.seats[acting].kind != SeatKind::human || DeclinesOffScreen(acting, scratch_))) {
    if (setup_.seats[acting].kind == SeatKind::computer) computer_seat_ = acting;
    seat = shown_human_ >= 0 ? shown_human_ : -1;
    if (seat < 0 && HumanSeats() == 1)
      for (int i = 0; i < setup_.players && i < int(setup_.seats.size()); ++i)
        if (setup_.seats[i].kind == SeatKind::human) seat = i;
  }
  return seat;
}

void Session::ShowSeat(int seat) {
  if (seat != seat_ && screen_state) screen_state->SeatChanged();
  seat_ = seat;
  if (seat_ < 0 || seat_ >= int(setup_.seats.size())) return;
  const SeatKind kind = setup_.seats[seat_].kind;
  if (kind == SeatKind::human) {
    if (shown_human_ == -2) shown_human_ = seat_;  // a new game: the first player is already at the device
    if (shown_human_ != seat_) {
      if (setup_.handover && HumanSeats() > 1) {
        handover_ = true;
      } else {
        shown_human_ = seat_;
      }
    }
  }
}

std::string Session::view_text() const {
  return has_view_ && table_ ? table_->view(guest() ? guest_seat_ : seat_) : std::string();
}

void Session::ConfirmHandover() {
  handover_ = false;
  shown_human_ = seat_;
}

bool Session::Submit(json action) {
  if (!table_) return false;
  if (seat_ >= 0 && !action.contains("player")) action["player"] = seat_;
  const std::string result = table_->submit(dump_json(action));
  json r = json::parse(result, nullptr, false);
  if (r.is_discarded() || !r.is_object()) {
    Say(catan::text::tr("ui.session.unreadable_answer"));
    return false;
  }
  if (!r.value("ok", false)) {
    std::string msg = ErrorText(r.contains("error") ? r["error"] : json(), catan::text::tr("ui.session.not_possible"));
    if (!msg.empty()) msg[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(msg[0])));
    Say(msg);
    return false;
  }
  status_.clear();
  if (screen_state) screen_state->ActionDone();
  if (guest()) {
    // Sent: the host answers with a new view (or an error, see Refused).
    awaiting_host_ = true;
    Say(catan::text::tr("ui.session.sent"), false);
    return true;
  }
  Refresh();
  Persist();
  return true;
}

void Session::Refused(const std::string& message) {
  awaiting_host_ = false;
  std::string msg = message.empty() ? std::string(catan::text::tr("ui.session.host_refused")) : message;
  msg[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(msg[0])));
  Say(msg);
}

void Session::MakeGuest(int seat) {
  guest_seat_ = seat;
  seat_ = seat;
  shown_human_ = seat;
  handover_ = false;
  version_ = -1;
}

std::vector<int> Session::RemoteSeats() const {
  std::vector<int> out;
  if (guest()) return out;
  for (int i = 0; i < setup_.players && i < int(setup_.seats.size()); ++i)
    if (setup_.seats[i].kind == SeatKind::remote || setup_.seats[i].lent) out.push_back(i);
  return out;
}

std::string Session::SubmitFrom(int seat, const std::string& action_json, int version) {
  if (guest() || !table_) return dump_json(HostRefusal("no_game", "error.host.no_game"));
  if (seat < 0 || seat >= setup_.players || seat >= int(setup_.seats.size()) || setup_.seats[seat].kind != SeatKind::remote)
    return dump_json(HostRefusal("not_remote", "error.host.not_remote", {std::to_string(seat + 1)}));
  json a;
  catan::Error parse_err;
  if (!catan::parse_json(action_json, a, parse_err) || !a.is_object())
    return dump_json(HostRefusal("malformed_action", "error.host.malformed_action"));
  if (!a.contains("player") || !a["player"].is_number_integer() || a["player"].get<int64_t>() != seat) {
    const std::string who = Name(seat), where = std::to_string(seat + 1);
    if (!a.contains("player")) return dump_json(HostRefusal("wrong_player", "error.host.wrong_player_none", {who, where}));
    if (a["player"].is_number_integer() && a["player"].get<int64_t>() >= 0 &&
        a["player"].get<int64_t>() < int64_t(setup_.seats.size()))
      return dump_json(HostRefusal("wrong_player", "error.host.wrong_player", {who, where, Name(a["player"].get<int>())}));
    return dump_json(HostRefusal("wrong_player", "error.host.wrong_player_value",
                                 {who, where, quote_text(dump_json(a["player"]), 20)}));
  }
  if (version != table_->version())
    return dump_json(HostRefusal("stale_version", "error.host.stale_version",
                                 {std::to_string(table_->version()), std::to_string(version)}));
  json r = json::parse(table_->submit(dump_json(a)), nullptr, false);
  if (r.is_discarded() || !r.is_object()) return dump_json(HostRefusal("internal", "ui.session.unreadable_answer"));
  if (!(r.contains("ok") && r["ok"] == true)) {
    json err = r.contains("error") && r["error"].is_object() ? r["error"] : catan::error_json(catan::Error{"refused", "error.host.refused"});
    return dump_json(json{{"ok", false}, {"error", err}});
  }
  Refresh();
  Persist();
  return dump_json(json{{"ok", true}});
}

json Session::PeerView(int seat) const {
  json seats = json::array();
  for (int i = 0; i < int(setup_.seats.size()); ++i) {
    const auto& st = setup_.seats[i];
    const SeatLink link = Link(i);
    seats.push_back({{"name", st.name}, {"colour", st.colour}, {"kind", KindName(st.kind)}, {"status", link.status},
                     {"latency", link.latency_ms >= 0 ? json(link.latency_ms) : json()}});
  }
  json view = json::parse(table_ ? table_->view(seat) : "null", nullptr, false);
  // Deliberately no seed: it would tell a guest every future die and card.
  json table{{"game", setup_.game}, {"players", setup_.players}, {"seats", seats}, {"free_text", free_text_}};
  // The running turn timer, in whole seconds left (the same in every push within a second).
  if (timer_seat_ >= 0) table["timer"] = {{"seat", timer_seat_}, {"left", int(std::ceil(TimerSecondsLeft()))}};
  return {{"game", view}, {"table", table}};
}

void Session::SetHostLink(SeatLink link) {
  host_link_ = std::move(link);
  if (host_link_.status == "closed") {
    view_.legal.clear();
    view_.legal_refs.clear();
    legal_ = json::array();
    if (screen_state) screen_state->ActionDone();
    Say(catan::text::tr("ui.session.host_ended"));
  }
}

void Session::SetSeatLink(int seat, SeatLink link) {
  if (seat < 0 || seat >= 16) return;
  if (int(links_.size()) <= seat) links_.resize(seat + 1);
  // Away from the first report of the guest gone until it is connected again.
  const double since = links_[seat].away_since;
  const bool away = link.status == "disconnected" || (link.status == "connecting" && since >= 0);
  link.away_since = !away ? -1 : since >= 0 ? since : RedrawClock();
  links_[seat] = std::move(link);
}

double Session::AwaySeconds(int seat) const {
  if (guest() || seat < 0 || seat >= int(links_.size()) || links_[seat].away_since < 0) return -1;
  return std::max(0.0, RedrawClock() - links_[seat].away_since);
}

void Session::TickAway() const {
  // The shown times change once a second: one timed frame at the next change of any of them
  // (the scheduler keeps one timer per due time), and none while nobody is away.
  double next = -1;
  for (int seat = 0; seat < int(links_.size()); ++seat) {
    const double away = AwaySeconds(seat);
    if (away < 0) continue;
    const double due = std::floor(away) + 1 - away;
    if (next < 0 || due < next) next = due;
  }
  if (next >= 0) RedrawIn(next + 0.002);
}

SeatLink Session::Link(int seat) const {
  SeatLink l;
  // The host knows only its remote seats' links; a guest copies every seat's from the host.
  if (!guest() && seat >= 0 && seat < int(setup_.seats.size()) && setup_.seats[seat].kind != SeatKind::remote &&
      !setup_.seats[seat].lent) {
    l.status = "local";
    return l;
  }
  if (seat >= 0 && seat < int(links_.size())) return links_[seat];
  return l;
}

bool Session::ApplyTable(const json& t) {
  if (!t.is_object() || !t.contains("seats") || !t["seats"].is_array()) return false;
  const json& js = t["seats"];
  if (js.empty() || js.size() > 8) return false;
  std::vector<SeatSetup> seats;
  std::vector<SeatLink> links;
  for (const auto& st : js) {
    if (!st.is_object() || !st.contains("name") || !st["name"].is_string() || !st.contains("colour") ||
        !st["colour"].is_number_integer())
      return false;
    const std::string name = st["name"].get<std::string>();
    int colour = -1;
    if (name.size() > 40 || !IntIn(st, "colour", 0, kPaletteSize - 1, colour)) return false;
    SeatSetup s;
    s.name = name;
    s.colour = colour;
    s.kind = st.contains("kind") && st["kind"].is_string() ? KindFrom(st["kind"].get<std::string>()) : SeatKind::human;
    seats.push_back(std::move(s));
    SeatLink l;
    if (st.contains("status") && st["status"].is_string()) l.status = quote_text(st["status"].get<std::string>(), 20);
    if (st.contains("latency") && st["latency"].is_number()) l.latency_ms = st["latency"].get<double>();
    links.push_back(std::move(l));
  }
  int players = int(seats.size());
  if (t.contains("players") && !IntIn(t, "players", 1, int64_t(seats.size()), players)) return false;
  setup_.seats = std::move(seats);
  setup_.players = players;
  if (t.contains("game") && t["game"].is_string()) setup_.game = t["game"].get<std::string>();
  free_text_ = !(t.contains("free_text") && t["free_text"].is_boolean()) || t["free_text"].get<bool>();
  links_ = std::move(links);
  ReadTimer(t);
  return true;
}

std::string Session::SaveText() const {
  json save = json::parse(table_ ? table_->save() : "null", nullptr, false);
  return dump_json(json{{"format", "catan-web-session"}, {"version", 1}, {"setup", SetupJson(setup_)}, {"match", save}});
}

void Session::Persist() {
  if (guest()) return;  // the host keeps the game
  if (over()) {
    host_.remove(kSaveKey);  // a finished game is not resumed
    return;
  }
  host_.put(kSaveKey, SaveText());
}

}  // namespace catan::ui
