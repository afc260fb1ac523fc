// The match controller's card-table path: games without a hex board (Struggle for Catan,
// the Catan Card Game). Their table gives no typed view, so the session reads the view JSON
// of the seat on screen once per state version, chooses that seat from the table's pending
// seats and the view's "current", and lets computer seats act through the game's registry
// bot (GameEntry::bot, engine/platform/registry.hpp). Everything else (hand-over, saving,
// peer host and guest) is shared with the hex path in session.cpp.
#include <algorithm>

#include "engine/platform/registry.hpp"
#include "engine/text/catalogue.hpp"
#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

using nlohmann::json;

namespace {
// `v[key]` as an int, or `fallback` when absent or not an integer.
int IntOr(const json& v, const char* key, int fallback) {
  if (!v.is_object() || !v.contains(key) || !v[key].is_number_integer()) return fallback;
  return v[key].get<int>();
}
// Reads what every card view carries: the winner and whether the game is over.
void ReadOutcome(const json& v, int& winner, bool& over) {
  winner = IntOr(v, "winner", -1);
  over = winner >= 0 || (v.is_object() && v.contains("phase") && v["phase"] == "over");
}
}  // namespace

std::vector<std::string> ComputerLevels(const std::string& game) {
  const GameEntry* g = find_game(game);
  if (!g) return {};
  if (g->board_rules) {
    if (!GetComputerPlayer()) return {};
    return {"easy", "strong"};
  }
  std::vector<std::string> out;
  if (!g->bot) return out;
  for (const auto& l : g->bot_levels)
    if (l != "random") out.push_back(l);
  return out;
}

int Session::ChooseSeatCards(const std::vector<int>& pending, int current) const {
  if (pending.empty()) return -1;
  if (std::find(pending.begin(), pending.end(), current) != pending.end()) return current;
  // Several seats decide at once (Struggle's Robbery discards): in turn order from the current.
  const int n = std::max(setup_.players, 1);
  for (int k = 0; k < n; ++k) {
    const int s = ((current < 0 ? 0 : current) + k) % n;
    if (std::find(pending.begin(), pending.end(), s) != pending.end()) return s;
  }
  return pending.front();
}

void Session::RefreshCards() {
  card_table_ = true;
  const json spectator = json::parse(table_->view(-1), nullptr, false);
  if (!spectator.is_object()) {
    broken_ = catan::text::tr("ui.session.unreadable_view");
    return;
  }
  ReadOutcome(spectator, card_winner_, card_over_);
  const int acting = ChooseSeatCards(table_->pending(), IntOr(spectator, "current", 0));
  const auto& peer = GetPeerHooks();
  if (peer.host_changed && !RemoteSeats().empty()) peer.host_changed(version_);
  const int seat = SeatToShow(acting);
  json v = seat >= 0 ? json::parse(table_->view(seat), nullptr, false) : spectator;
  if (!v.is_object()) {
    broken_ = catan::text::tr("ui.session.unreadable_view");
    return;
  }
  broken_.clear();
  legal_ = v.contains("legal_actions") && v["legal_actions"].is_array() ? v["legal_actions"] : json::array();
  seat_view_ = std::move(v);
  has_view_ = true;
  ShowSeat(seat);
}

void Session::RefreshGuestCards() {
  const json v = json::parse(table_->view(guest_seat_), nullptr, false);
  if (!v.is_object()) {
    broken_ = catan::text::tr("ui.session.no_view_yet");
    return;
  }
  card_table_ = true;
  broken_.clear();
  if (awaiting_host_) status_.clear();
  awaiting_host_ = false;
  ReadOutcome(v, card_winner_, card_over_);
  legal_ = v.contains("legal_actions") && v["legal_actions"].is_array() ? v["legal_actions"] : json::array();
  seat_view_ = v;
  has_view_ = true;
  seat_ = guest_seat_;
}

json Session::CardComputerMove(int seat, uint64_t seed) const {
  const GameEntry* g = find_game(setup_.game);
  auto fail = [](const std::string& why) { return json{{"error", {{"code", "no_computer"}, {"message", why}}}}; };
  if (!g || !g->bot) return fail(catan::text::tr("ui.session.no_computer"));
  // The seat's level if the game knows it, else the game's strongest offered level.
  const auto levels = ComputerLevels(setup_.game);
  std::string level = seat < int(setup_.seats.size()) ? setup_.seats[size_t(seat)].level : std::string();
  if (std::find(levels.begin(), levels.end(), level) == levels.end())
    level = levels.empty() ? g->bot_levels.back() : levels.back();
  const json view = json::parse(table_->view(seat), nullptr, false);
  json action;
  std::string error;
  if (!g->bot(view, level, seed, action, error)) return fail(error);
  return action;
}

}  // namespace catan::ui
