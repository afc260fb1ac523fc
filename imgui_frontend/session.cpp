#include "imgui_frontend/session.hpp"

#include <cctype>

namespace catan::ui {

using nlohmann::json;

namespace {
ComputerPlayer g_computer;
const char* KindName(SeatKind k) { return k == SeatKind::computer ? "computer" : k == SeatKind::remote ? "remote" : "human"; }
SeatKind KindFrom(const std::string& s) {
  return s == "computer" ? SeatKind::computer : s == "remote" ? SeatKind::remote : SeatKind::human;
}
}  // namespace

void SetComputerPlayer(ComputerPlayer player) { g_computer = std::move(player); }
const ComputerPlayer& GetComputerPlayer() { return g_computer; }

json ConfigJson(const GameSetup& s) {
  return {{"game", s.game}, {"players", s.players}, {"board", s.board}, {"seed", s.seed},
          {"options", {{"vp_target", s.vp_target}}}};
}

json SetupJson(const GameSetup& s) {
  json seats = json::array();
  for (const auto& st : s.seats) seats.push_back({{"name", st.name}, {"colour", st.colour}, {"kind", KindName(st.kind)}});
  return {{"game", s.game}, {"players", s.players}, {"board", s.board}, {"seed", s.seed},
          {"vp_target", s.vp_target}, {"handover", s.handover}, {"seats", seats}};
}

bool SetupFromJson(const json& j, GameSetup& out) {
  if (!j.is_object() || !j.contains("seats") || !j["seats"].is_array()) return false;
  try {
    GameSetup s;
    s.game = j.at("game").get<std::string>();
    s.players = j.at("players").get<int>();
    s.board = j.at("board").get<std::string>();
    s.seed = j.at("seed").get<uint64_t>();
    s.vp_target = j.value("vp_target", 10);
    s.handover = j.value("handover", true);
    for (const auto& st : j["seats"])
      s.seats.push_back({st.at("name").get<std::string>(), st.at("colour").get<int>(), KindFrom(st.value("kind", "human"))});
    if (s.players < 1 || s.players > 6 || int(s.seats.size()) < s.players) return false;
    out = std::move(s);
    return true;
  } catch (const std::exception&) {
    return false;
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
  return "Player " + std::to_string(p + 1);
}

int Session::Colour(int p) const { return p >= 0 && p < int(setup_.seats.size()) ? setup_.seats[p].colour : p; }

std::string Session::Names(const std::string& text) const {
  std::string out;
  const std::string key = "Player ";
  size_t i = 0;
  while (i < text.size()) {
    if (text.compare(i, key.size(), key) == 0 && i + key.size() < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[i + key.size()]))) {
      size_t j = i + key.size();
      int n = 0;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) n = n * 10 + (text[j++] - '0');
      out += Name(n);
      i = j;
    } else {
      out += text[i++];
    }
  }
  return out;
}

int Session::ChooseSeat(const std::vector<int>& pending, const json& spec) const {
  if (pending.empty()) return -1;
  const int n = int(setup_.seats.size()) > 0 ? setup_.players : 1;
  const int current = spec.value("current_player", 0);
  const std::string phase = spec.value("phase", "");
  auto is_pending = [&](int s) { for (int p : pending) if (p == s) return true; return false; };
  auto in_turn_order = [&](int first, auto pred) {
    for (int k = 0; k < n; ++k) {
      int s = (first + k) % n;
      if (is_pending(s) && pred(s)) return s;
    }
    return -1;
  };
  if (phase == "trade_offer") {
    // Each other player answers in turn; then the offering player chooses.
    int s = in_turn_order(current + 1, [&](int p) {
      if (p == current) return false;
      const json& pl = spec["players"];
      return !(pl.is_array() && p < int(pl.size()) && pl[p].contains("trade_answer") && pl[p]["trade_answer"].is_string());
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
  if (seat_ < 0 || seat_ >= int(setup_.seats.size()) || computer_version_ == version_) return;
  if (setup_.seats[seat_].kind == SeatKind::computer && g_computer) {
    computer_version_ = version_;  // one move per state version and frame
    json a = json::parse(g_computer(view_text_), nullptr, false);
    if (a.is_discarded() || !Submit(a)) Say("The computer player " + Name(seat_) + " could not move: " + status_);
  }
}

void Session::Refresh() {
  if (!table_ || table_->version() == version_) return;
  version_ = table_->version();
  json spec = json::parse(table_->view(-1), nullptr, false);
  if (spec.is_discarded() || !spec.is_object()) spec = json::object();
  const int seat = ChooseSeat(table_->pending(), spec);
  std::string text = table_->view(seat);
  ViewModel vm;
  std::string err;
  if (!ParseView(text, vm, err)) {
    broken_ = err;
    return;
  }
  broken_.clear();
  view_ = std::move(vm);
  view_text_ = std::move(text);
  if (seat != seat_) {
    mode = BuildMode::none;
    discard = give = get = forced_give = Counts{};
    choices.clear();
  }
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

void Session::ConfirmHandover() {
  handover_ = false;
  shown_human_ = seat_;
}

bool Session::Submit(json action) {
  if (!table_) return false;
  if (seat_ >= 0 && !action.contains("player")) action["player"] = seat_;
  const std::string result = table_->submit(action.dump());
  json r = json::parse(result, nullptr, false);
  if (r.is_discarded() || !r.is_object()) {
    Say("The game gave an unreadable answer.");
    return false;
  }
  if (!r.value("ok", false)) {
    std::string msg = "That is not possible now.";
    if (r.contains("error") && r["error"].is_object()) msg = r["error"].value("message", msg);
    if (!msg.empty()) msg[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(msg[0])));
    Say(Names(msg));
    return false;
  }
  status_.clear();
  choices.clear();
  mode = BuildMode::none;
  Refresh();
  Persist();
  return true;
}

std::string Session::SaveText() const {
  json save = json::parse(table_ ? table_->save() : "null", nullptr, false);
  return json{{"format", "catan-web-session"}, {"version", 1}, {"setup", SetupJson(setup_)}, {"match", save}}.dump();
}

void Session::Persist() {
  if (view_.winner >= 0) {
    host_.remove(kSaveKey);  // a finished game is not resumed
    return;
  }
  host_.put(kSaveKey, SaveText());
}

}  // namespace catan::ui
