// The app's two doors for text from outside that need no drawing (UI-free, so they also build
// natively for tests and fuzzing): the saved session in the browser's storage (ResumeSaved)
// and a peer guest's view messages from the host (GuestReceive). Both read JSON with
// parse_json (engine/core/json_text.hpp) and refuse anything unreadable with a reason,
// changing nothing.
#include "engine/core/json_text.hpp"
#include "engine/text/catalogue.hpp"
#include "imgui_frontend/app.hpp"
#include "imgui_frontend/control/remote_table.hpp"

namespace catan::ui {

using nlohmann::json;

bool ResumeSaved(AppState& app) {
  const std::string text = app.host->get(kSaveKey);
  if (text.empty()) return false;
  json j;
  catan::Error parse_err;
  GameSetup setup;
  std::string err;
  std::unique_ptr<Table> table;
  if (!catan::parse_json(text, j, parse_err) || !j.is_object() || !j.contains("format") || j["format"] != "catan-web-session")
    err = catan::text::tr("ui.resume.not_a_save");
  else if (!SetupFromJson(j["setup"], setup))
    err = catan::text::tr("ui.resume.bad_seats");
  else
    table = app.host->load(catan::dump_json(j["match"]), err);
  if (!table) {
    app.host->remove(kSaveKey);
    app.status = catan::text::format("ui.resume.failed", err.c_str());
    app.screen = Screen::Title;
    return false;
  }
  app.session = std::make_unique<Session>(*app.host, std::move(table), std::move(setup));
  app.session->MarkResumed();
  const auto& peer = GetPeerHooks();
  if (peer.host_start && !app.session->RemoteSeats().empty()) peer.host_start(app.session->RemoteSeats(), true);
  app.session->Update();
  app.screen = Screen::Game;
  return true;
}

std::string GuestReceive(AppState& app, const std::string& payload_json, int version) {
  json p;
  catan::Error parse_err;
  if (!catan::parse_json(payload_json, p, parse_err) || !p.is_object() || !p.contains("game") || !p["game"].is_object() ||
      !p.contains("table"))
    return catan::text::tr("ui.guest.unreadable_view");
  const json& game = p["game"];
  if (!game.contains("viewer") || !game["viewer"].is_number_integer() || game["viewer"].get<int64_t>() < 0 ||
      game["viewer"].get<int64_t>() > 15 || (game["viewer"].is_number_unsigned() && game["viewer"].get<uint64_t>() > 15))
    return catan::text::tr("ui.guest.no_seat");
  const int seat = game["viewer"].get<int>();
  Session* s = app.session.get();
  RemoteTable* table = s && s->guest() ? dynamic_cast<RemoteTable*>(&s->table()) : nullptr;
  std::unique_ptr<Session> fresh;
  if (!table || s->seat() != seat) {
    auto t = std::make_unique<RemoteTable>();
    table = t.get();
    GameSetup setup;
    setup.handover = false;
    fresh = std::make_unique<Session>(*app.host, std::move(t), setup);
    fresh->MakeGuest(seat);
    s = fresh.get();
  }
  // The view is checked on a copy first, so a refused message changes neither the seats nor the view.
  RemoteTable next = *table;
  std::string err;
  if (!next.Receive(game, version, err)) return err;
  if (!s->ApplyTable(p["table"])) return catan::text::tr("ui.guest.unreadable_table");
  *table = std::move(next);
  if (fresh) {
    if (app.session && !app.session->guest()) app.confirm_abandon = false;  // the local game stays saved
    app.session = std::move(fresh);
    app.screen = Screen::Game;
    app.status.clear();
  }
  app.session->Update();
  return "";
}

}  // namespace catan::ui
