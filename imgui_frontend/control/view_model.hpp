// A seat's typed view (catan::PlayerView, engine/catan/player_view.hpp) turned once per state
// version into plain fields the screens read every frame. Local games hand the typed view over
// directly; a peer guest parses the host's JSON once into the same type (RemoteTable).
#pragma once
#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/catan/player_view.hpp"
#include "imgui_frontend/control/names.hpp"

namespace catan::ui {

/// A hex: axial position in board pixel units (x unit sqrt(3)/2 size, y unit size/2).
struct HexInfo {
  int id = 0;
  int x = 0, y = 0;
  std::string terrain;
  int number = 0;  ///< 0 for none (desert, sea)
  bool land = false;
};
/// An intersection (vertex).
struct VertexInfo {
  int id = 0;
  int x = 0, y = 0;
  int harbor = -1;
};
/// A path (edge) between two vertices.
struct EdgeInfo {
  int id = 0;
  int a = 0, b = 0;
};
/// A harbor on the coast.
struct HarborInfo {
  int id = 0;
  std::string kind;  ///< "generic" or a resource name
  int ratio = 3;
  int v0 = 0, v1 = 0;
  int sea_hex = -1;
};
/// Cards by kind (kKinds slots: resources, then commodities, which stay 0 in games without them).
using Counts = std::array<int, kKinds>;
/// The number of cards in `c`.
inline int Sum(const Counts& c) { int n = 0; for (int x : c) n += x; return n; }
/// One colour's public state.
struct PlayerInfo {
  int id = 0;
  bool seated = true;
  int resource_count = 0, development_card_count = 0, knights_played = 0;
  int roads_left = 0, settlements_left = 0, cities_left = 0, road_length = 0;
  bool longest_road = false, largest_army = false;
  int public_points = 0, discard_due = 0;
  std::string trade_answer;  ///< "", "accepted", "rejected", "countered"
  Counts counter_give{}, counter_get{};  ///< "countered": the counter-offer from this seat's side
  int tokens = -1;           ///< CATAN for Two trade tokens, -1 if none
  int points = -1;           ///< total points, only once the game is over
};
/// A legal action's type and the board element it targets (-1 = none).
struct LegalRef {
  std::string type;
  int vertex = -1, edge = -1, hex = -1;
};

/// The view as screens read it. `typed` keeps the engine's view for fields a screen needs
/// rarely (a rule module's own fields, through the module's accessor).
/// One log line: an engine event's text as a catalogue key with its arguments (rendered by
/// Session::LogText in the current language), and the English text it came with.
struct LogLine {
  std::string key;     ///< empty for an event without text
  nlohmann::json args; ///< engine/catan/event_text.hpp
  std::string text;    ///< English
};

struct ViewModel {
  catan::PlayerView typed;
  std::string game, phase;
  int viewer = -1, current = 0, turn = 0, winner = -1, vp_target = 10;
  std::vector<int> pending;
  bool has_dice = false, rolled = false;
  int dice[2] = {0, 0};
  std::vector<HexInfo> hexes;
  std::vector<VertexInfo> vertices;
  std::vector<EdgeInfo> edges;
  std::vector<HarborInfo> harbors;
  int robber_hex = -1;
  std::vector<int> vertex_owner, vertex_level, edge_owner;  ///< -1 / 0 none, 1 settlement, 2 city
  std::vector<PlayerInfo> players;
  bool has_you = false;
  /// Card kinds this game's hands and trades use: kResources, or kKinds with commodities.
  int kinds = kResources;
  /// Best maritime rate per kind (resources: the engine's you.maritime_rates; commodities: 4,
  /// 3 with a generic harbor (§3.5), or a module's better rate seen in the legal trades).
  Counts hand{}, rates{4, 4, 4, 4, 4, 4, 4, 4};
  /// Every maritime rate held per kind, bit n = n:1 (engine's you.maritime_rate_options).
  Counts rate_bits{16, 16, 16, 16, 16, 16, 16, 16};
  std::array<int, 5> dev{}, playable{};  ///< knight, victory_point, road_building, year_of_plenty, monopoly
  int points = 0;
  Counts bank{};
  int deck_count = 0, free_roads = 0, token_supply = -1;
  bool dev_played = false;
  bool has_offer = false;
  int offer_from = -1;
  Counts offer_give{}, offer_get{};
  std::vector<nlohmann::json> legal;  ///< legal actions of the viewer
  std::vector<LegalRef> legal_refs;   ///< parallel to `legal`
  std::vector<LogLine> log;           ///< event texts, oldest first

  /// True if some legal action has type `type`.
  bool CanDo(const char* type) const;
  /// The first legal action of `type`, or nullptr.
  const nlohmann::json* FirstLegal(const char* type) const;
  /// Number of seated players.
  int SeatedCount() const;
};

/// Development card protocol names in protocol order (the engine's table, catan::kDevCardNames;
/// titles on screen come from the catalogue, keys card.*).
extern const char* const kDevCardNames[5];

/// Fills `out` from a seat's typed view (no JSON involved except each legal action's JSON,
/// which is what a click submits, and each event's text).
void FillView(const catan::PlayerView& view, ViewModel& out);

/// JSON object of the non-zero counts.
nlohmann::json CountsJson(const Counts& c);

}  // namespace catan::ui
