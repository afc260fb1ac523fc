// Cities & Knights in the page (issue 17): the hex screen (screens/hex/) with the game's hooks
// (HexHooks): the event die, the barbarian badge, knights, walls, metropolises and the
// merchant on the board, knight actions and progress-card targets by clicks on highlighted
// places, the improvements table, commodities and progress cards in the hand, and a list of
// every other legal move so that no decision can get stuck.
#pragma once
#include <array>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/catan/cities_knights/cities_knights.hpp"
#include "imgui_frontend/screens/hex/hex_ui.hpp"

namespace catan::ui::ck {

/// The C&K screen's state of one session: the hex screen's plus the board mode of a knight
/// action or a progress card with a target.
struct CkUi : HexUi {
  std::string mode;       ///< action type the board clicks take now ("" none): "build_knight", "move_knight", "play_bishop", ...
  int first = -1;         ///< two-step actions: the chosen knight / first hex (-1: not chosen yet)
  std::array<int, catan::kCardKinds> discard{};  ///< discard picks after a 7, commodities included
  int card_popup = -1;    ///< the progress card whose choice dialog is open (-1 none)

  void ActionDone() override {
    HexUi::ActionDone();
    mode.clear();
    first = -1;
  }
  void SeatChanged() override {
    HexUi::SeatChanged();
    mode.clear();
    first = -1;
    discard = {};
    card_popup = -1;
  }
};

/// The C&K state of `s` (made on first use, as a CkUi).
CkUi& Ck(Session& s);
const CkUi& Ck(const Session& s);

/// Module state of the session's view (nullptr if the view has none).
const CkState* State(const Session& s);

/// Hooks (screens/cities_knights/*.cpp).
void DrawBoardExtras(Session& s, ImDrawList* dl, const BoardXf& t, ImVec2 pos, ImVec2 size, bool under);
/// The room (px, margins included) the barbarian badge takes at the board canvas's top left,
/// for HexHooks::overlay; (0, 0) before the game's state is known.
ImVec2 BadgeArea(const Session& s);
int BoardTarget(const Session& s, const nlohmann::json& a, LegalRef& ref);
bool BoardClick(Session& s, const char* kind, int id, const std::vector<nlohmann::json>& fit);
void DrawPanel(Session& s);
void DrawCkHand(Session& s);
void DrawCkDiscard(Session& s);
bool Handles(const Session& s, const nlohmann::json& a);
/// The moves no control offers, one button each (ck_moves.cpp).
void DrawOtherMoves(Session& s);
/// Readable words for a legal action (its type and fields), from the catalogue.
std::string ActionLabel(const Session& s, const nlohmann::json& a);
/// A progress card's name and full text ("ui.ck.card.<name>", "ui.ck.card.<name>.text").
std::string CardName(const std::string& card);
std::string CardText(const std::string& card);
/// A track's name ("trade" ...) and an improvement level's name (1..5).
std::string TrackName(int track);
std::string LevelName(int track, int level);
/// Card kind name of slot `k` (resources then commodities) in words.
std::string KindWord(int k);
/// "2 brick, 1 paper" for a JSON card set.
std::string CardsText(const nlohmann::json& set);
/// Colour of a track and its progress cards and gates: trade yellow, politics blue, science green.
inline ImU32 TrackColour(int track) {
  static const ImU32 k[3] = {IM_COL32(235, 190, 40, 255), IM_COL32(90, 140, 230, 255), IM_COL32(80, 180, 100, 255)};
  return k[(track % 3 + 3) % 3];
}

/// Board click modes: the action types that take a board element.
bool IsBoardType(const std::string& type);
/// Two-step types: the second field ("to" or "second").
const char* SecondField(const std::string& type);

}  // namespace catan::ui::ck
