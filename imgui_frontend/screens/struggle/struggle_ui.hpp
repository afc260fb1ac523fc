// Struggle for Catan's table screen (family "struggle", registered in screens/screens.cpp):
// every player's display, the market, the stacks, your hand, the destiny arrow, the log, and
// every decision by clicks built from the seat's legal actions (Session::legal, the engine's
// list: docs/struggle.md "Actions"). The screen reads only Session::seat_view(), the view
// JSON of the seat on screen (other hands: counts only).
#pragma once
#include <string>

#include <nlohmann/json.hpp>

#include "imgui_frontend/app.hpp"
#include "imgui_frontend/control/session.hpp"

namespace catan::ui::struggle_screen {

/// What the screen keeps between frames for a session (Session::screen_state).
struct StruggleUi : ScreenState {
  int give = -1;        ///< the hand card picked to give (resource index), -1 none
  std::string build;    ///< the build whose payments are shown ("road", "expansion:library"), "" none
  int blind = -1;       ///< the player whose face-down hand is shown for a blind draw, -1 none
  bool help = false;    ///< the help window is open
  int last_log = -1;    ///< log lines seen (the log follows new ones)
  /// The action clicked this frame, submitted once the frame is drawn (a submit replaces the
  /// view the drawing code still reads), null if none.
  nlohmann::json act;
  void ActionDone() override { give = -1; build.clear(); blind = -1; }
  void SeatChanged() override { ActionDone(); }
};

/// The screen state of `s` (made on first use).
StruggleUi& Ui(Session& s);

/// Queues the legal action `a` for submission after this frame (StruggleUi::act); returns true.
bool Act(Session& s, const nlohmann::json& a);
/// Submits the queued action, if any (called once the frame is drawn).
void SubmitQueued(Session& s);

/// Resource names in protocol order (brick, lumber, wool, grain, ore) and their index (-1 unknown).
extern const char* const kRes[5];
int ResIndex(const std::string& name);

/// The first legal action of the seat on screen with this type whose fields match `fields`
/// (each key of `fields` equal), or nullptr.
const nlohmann::json* FindLegal(const Session& s, const char* type, const nlohmann::json& fields = nlohmann::json::object());

/// A seat's name as the screen writes it ("Anna"), and its colour.
std::string SeatName(const Session& s, int seat);

// Parts of the table (table_parts.cpp).
/// One player's display: name, VP, hand count, roads and knights in rows with their A/B
/// sides, settlements and cities with their expansions; and that player's trade buttons
/// (blind draw with the face-down cards, Library, Merchant Guild) when they are legal.
void DrawDisplay(Session& s, int seat);
/// The market of five (a card is a button while a market swap is legal), the stacks with
/// their counts, the draw and discard piles, the destiny arrow.
void DrawMarket(Session& s);
/// Your hand as cards (buttons while a decision takes a hand card), others' counts only.
void DrawHand(Session& s);
/// One event of the view (docs/struggle.md "Events") as a line in the current language, with
/// the seats' names (a card hidden from this seat: "a card").
std::string LogLine(const Session& s, const nlohmann::json& event);
/// The last events, newest at the bottom, following new lines.
void DrawLog(Session& s, float height);

// Decisions (decisions.cpp).
/// The prompt line for the seat on screen ("Trade: 2 trades left, ...").
std::string Prompt(Session& s);
/// The decision panel: what the phase asks with its buttons (end trades, build choices and
/// their payments, destiny, discards), built from the legal actions.
void DrawDecisions(Session& s);
/// Submits what a click on hand card `r` means now (market/pile give pick, give back,
/// discard); returns true if it did anything.
bool HandCardClicked(Session& s, int r);

// Help (help.cpp): rules summary and every city expansion's full text.
void DrawHelp(Session& s, float width, float height);
/// The full text of city expansion `kind` ("library", ...), for hover/tap.
const char* ExpansionText(const std::string& kind);
/// The display name of a city expansion.
const char* ExpansionName(const std::string& kind);

}  // namespace catan::ui::struggle_screen
