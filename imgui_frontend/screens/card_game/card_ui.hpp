// The Catan Card Game's table screen (game family "card-game"): what it keeps between frames
// and the helpers its files share. It reads only the seat's view JSON (docs/card-game.md
// "View") from the session's table and submits action JSON; card facts (names, costs,
// points) come from the engine's static card data and the catalogue.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "imgui_frontend/app.hpp"

namespace catan::ui::cardtable {

using nlohmann::json;

/// Screen state of one session.
struct CardUi : ScreenState {
  int version = -1, seat = -2;  ///< the view below is of this state version and seat
  json view;                    ///< parsed view of the seat on screen
  int selected = -1;            ///< hand card picked (id), -1 none
  int search_stack = -1;        ///< stack whose search payments are listed
  bool help = false;
  int log_version = -1;          ///< version the log box last scrolled to its end at
  int give = -1, get = -1, give_n = 1, get_n = 1;  ///< trade / offer editor
  std::vector<int> from, to;    ///< your regions chosen to pay / receive (region card ids)
  void ActionDone() override {
    selected = search_stack = give = get = -1;
    give_n = get_n = 1;
    from.clear();
    to.clear();
    version = -1;
  }
  void SeatChanged() override { ActionDone(); }
};

/// The screen state of `s` (created on first use) with a fresh view.
CardUi& Ui(Session& s);

/// A card's display name from the catalogue ("cardgame.card.<type>").
std::string CardName(const json& card);
/// "1 lumber, 2 ore" for a card type's cost, "free" when it costs nothing.
std::string CostText(const std::string& type);
/// Full text of a card: name, cost, points, effect.
std::string CardText(const json& card);
/// Readable label of a legal action (catalogue "cardgame.ui.act.*").
std::string ActionLabel(const json& action, const json& view);

/// Draws a card as a button of size `size`; `hot` highlights it as a click target. The probe
/// records it as kind "card" with id `probe`. Hover shows the full text. Returns true if clicked.
bool CardButton(const json& card, const char* probe, ImVec2 size, bool hot, bool picked = false);

/// The table parts (card_table.cpp).
void DrawPrincipality(Session& s, CardUi& ui, int player, bool mine, float card_w);
void DrawHand(Session& s, CardUi& ui, float card_w);
void DrawCentre(Session& s, CardUi& ui);
void DrawDecisionCards(Session& s, CardUi& ui, float card_w);
/// The moves panel (card_actions.cpp): every legal action not taken by a click on the table.
void DrawMoves(Session& s, CardUi& ui);
/// Help: the rules summary and every card's full text (card_screen.cpp).
void DrawHelp(CardUi& ui, float width, float height);

/// Submits `a` for the seat on screen and resets the picks when accepted.
bool Act(Session& s, CardUi& ui, const json& a);

}  // namespace catan::ui::cardtable
