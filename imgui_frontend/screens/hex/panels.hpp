// The side panels of the game screen. Each draws one concern of the session's view into the
// current ImGui window and turns button presses into actions through Session::Submit.
#pragma once
#include "imgui_frontend/common/peer_panel.hpp"  // DrawOnline
#include "imgui_frontend/screens/hex/hex_ui.hpp"

namespace catan::ui {

/// What the seat on screen can do now: roll, build (with costs), buy and play development
/// cards, end the turn, and the phase's own dialog (discard, robber hint, road building).
void DrawActions(Session& s);
/// Trading: maritime trade at the player's best rates and domestic offers (build, answer,
/// confirm or cancel); CATAN for Two's forced trade.
void DrawTrade(Session& s);
/// Dialogs that need a choice: discard after a 7, Year of Plenty, Monopoly, and the chooser
/// shown when one board click fits several legal actions (e.g. whom to rob).
void DrawDiscard(Session& s);
/// CATAN for Two: the 2 cards given back after a forced trade.
void DrawForcedTradeReturn(Session& s);
/// The "Counter" control for the person asked by an open offer (§1.8; docs/protocol.md
/// counter_trade): a button that opens give/get pickers prefilled with the offer turned round
/// (capped by the hand), and "Send counter". Draws nothing unless the seat may counter.
/// `tray`: drawn in the offer tray (opening it restarts the tray's countdown).
void DrawCounterControl(Session& s, bool tray);
void DrawDevCardDialogs(Session& s);
void DrawChoices(Session& s);
/// The seat's own resource cards and development cards.
void DrawHand(Session& s);
/// Every player's public state: points with awards, cards, knights, road length, pieces.
void DrawPlayers(Session& s);
/// The bank's resource cards and the development deck.
void DrawBank(Session& s);
/// The game log in words, newest last.
void DrawLog(Session& s);
/// Buttons for legal action types no other panel handles (so every action stays reachable).
void DrawOtherActions(Session& s);
/// Draws the action bar into its own fixed window at `pos`/`size`: "Roll dice" on the left and
/// "End turn" (its own colour) on the right of the last row, and when `builds` the Road /
/// Settlement / City toggles above them. Every button is always drawn, disabled with the
/// reason on hover or tap when it cannot be used, so the layout never shifts after a roll.
void DrawActionBar(Session& s, ImVec2 pos, ImVec2 size, bool builds);

struct BuildButton;
/// Why build button `b` cannot be used now ("Not your turn", "Roll the dice first", "need 1
/// wool", "No legal spot"); "" when it can (action_bar.cpp).
std::string WhyNotBuild(const Session& s, const BuildButton& b);
/// Why "Buy development card" cannot be used now, in the same words ("No development cards
/// left" when the deck is empty); "" when it can.
std::string WhyNotBuyDevelopmentCard(const Session& s);
/// Shows `why` (nothing when "") just above the last item while the pointer is on it, even
/// disabled (a tap hovers it on a touch screen); probe text "reason". Call after the button.
void DisabledReason(const std::string& why);

/// Narrow layout: the panels below the board as tabs (Play, Trade, Table, Log) under the
/// seat's hand. The tab that needs the player opens by itself when the phase changes
/// (Trade for an open offer, else Play).
void DrawPanelTabs(Session& s);

/// The offer tray over the bottom of the board at `board_pos`/`board_size`: a computer's
/// domestic offer waiting for the person on screen (Session::OfferTrayOpen), with Accept,
/// Decline, the seconds left before it is declined and the "ignore computer offers" toggle.
void DrawOfferTray(Session& s, ImVec2 board_pos, ImVec2 board_size);

/// The help window (Menu > Help, open while HexUi::help): rules summary of each game, the
/// meaning of every symbol, the keyboard shortcuts. Esc or Close shuts it.
void DrawHelp(Session& s, float width, float height);

/// CATAN for Two: what a token action costs the seat on screen now (§2.5: 1 token if its
/// public points are at most the opponent's, else 2).
inline int TokenPrice(const Session& s) {
  const ViewModel& v = s.view();
  const int me = s.seat();
  if (me < 0 || me > 1 || v.players.size() < 2) return 1;
  return v.players[size_t(me)].public_points <= v.players[size_t(1 - me)].public_points ? 1 : 2;
}

/// One line: whose turn, the phase and what to do.
std::string PhasePrompt(const Session& s);

}  // namespace catan::ui
