// Rule-module interface: the extension points a variant (CATAN for Two,
// later Cities & Knights) uses to change the base turn machine without flags
// inside the base rules. The base game is the module with every default.
#pragma once
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/catan/action.hpp"
#include "engine/catan/event.hpp"
#include "engine/catan/game_def.hpp"
#include "engine/catan/player_view.hpp"
#include "engine/catan/position.hpp"

namespace catan {

struct ScenarioCodec;  // engine/catan/scenario.hpp
struct ModuleCodec;   // engine/catan/module_codec.hpp

/// What a rule handler works on: the immutable definition, the position it
/// may change and the event list it appends to.
struct Ctx {
  const GameDef& def;
  Position& pos;
  EventList& events;
};

/// Extension points. Every hook has the base-game behaviour as default.
/// Seat counts, colours and options are the game's registry entry (GameInfo).
class RuleModule {
 public:
  virtual ~RuleModule() = default;
  /// Registered game name ("base", "two-player").
  virtual std::string_view name() const = 0;
  /// Called once after the base initial position is built (board, bank, deck, robber).
  virtual void init(const GameDef&, Position&) const {}
  /// True if this colour takes turns and receives resources (neutrals do not).
  virtual bool is_seated(const GameDef& def, int player) const { return player < def.seated; }
  /// May forbid a dice outcome (CATAN for Two: the second roll must differ
  /// from the first). Sampled rolls are re-drawn; a supplied one is refused.
  virtual bool roll_allowed(const GameDef&, const Position&, int /*d1*/, int /*d2*/) const { return true; }
  /// Module-specific invariants for the play-out harness ("" if all hold).
  virtual std::string module_invariants(const GameDef&, const Position&) const { return ""; }
  /// Called right after the two dice are rolled (event dice_rolled pushed), before the
  /// total is resolved: a module with more dice rolls them here from the position's Rng.
  virtual void after_dice(Ctx&, int /*d1*/, int /*d2*/) const {}
  /// True if the game rolls an event die beside the two production dice (Cities & Knights):
  /// a roll's chance may then name it as the third "dice" value. Base: false.
  virtual bool has_event_die() const { return false; }
  /// Called first when roll_dice is applied (before any die is drawn), with the action
  /// (a module reads its supplied chance parts here). Base: nothing.
  virtual void on_roll(Ctx&, const Action&) const {}
  /// True if the module holds the rolled total after after_dice (e.g. players must first
  /// choose what a barbarian attack costs them); it then resolves it itself later with
  /// rules::resolve_total. Base: false.
  virtual bool hold_roll(const GameDef&, const Position&) const { return false; }
  /// Most cards `player` may hold when a 7 is rolled without discarding (§1.7).
  /// Base: the discard_limit option.
  virtual int discard_limit(const GameDef& d, const Position&, int /*player*/) const { return d.config.options.discard_limit; }
  /// True if the robber may be moved now (a 7, a knight). Base: always. Cities & Knights:
  /// not before the first barbarian attack (then a 7 only makes players discard).
  virtual bool robber_active(const GameDef&, const Position&) const { return true; }
  /// Marks, in `owners` (a copy of the building owners per vertex), further pieces that
  /// cut other colours' roads for Longest Road (Cities & Knights: knights). Base: none.
  virtual void mark_road_blockers(const GameDef&, const Position&, std::array<int8_t, kMaxVertices>& /*owners*/) const {}
  /// True if `player` may give card kind `kind` (a resource or, in a game with commodities,
  /// a commodity slot) to the bank at `rate`:1 through a module's own rights (Cities &
  /// Knights: the merchant, the trade improvement's 2:1 commodities). Harbors are the base's.
  virtual bool module_maritime_rate(const GameDef&, const Position&, int /*player*/, int /*kind*/, int /*rate*/) const { return false; }
  /// True if the building on `vertex` is a city piece (play-out piece counts). Base: level 2.
  virtual bool is_city_piece(const GameDef&, const Position& p, int vertex) const { return p.building_level[vertex] == 2; }
  /// Production of a rolled total other than 7. Base: rules::produce (§1.6).
  virtual void produce(Ctx& c, int total) const;
  /// Public victory points the module adds to a player's (base: none). May be negative to
  /// correct the base's count by pieces used (Cities & Knights: a city lying on its side keeps
  /// its city piece but is worth 1, as a settlement).
  virtual int module_points(const GameDef&, const Position&, int /*player*/) const { return 0; }
  /// Called after a city replaced a settlement (cost paid, event pushed).
  virtual void after_city(Ctx&, int /*player*/, int /*vertex*/) const {}
  /// Called when a roll is resolved completely (production, or discards +
  /// robber + steal). Base: the main phase starts.
  virtual void after_roll(Ctx& c) const { c.pos.phase = Phase::main; }
  /// Called after a seated player placed a road or settlement outside setup
  /// (including Road Building roads). `where` is the edge or vertex id.
  virtual void after_build(Ctx&, ActionType, int /*player*/, int /*where*/) const {}
  /// Called after any settlement was placed, setup included (token gains).
  virtual void after_settlement(Ctx&, int /*player*/, int /*vertex*/) const {}
  /// Called when a turn passes to the next player.
  virtual void on_turn_start(Ctx&) const {}
  /// True if the module wants `player` to act in its own phase / extra duties.
  virtual bool variant_pending(const GameDef&, const Position&, int /*player*/) const { return false; }
  /// Adds the module's own legal actions for `player` (any phase).
  virtual void legal_extra(const GameDef&, const Position&, int /*player*/, ActionList&) const {}
  /// True if the game's card sets hold commodities (paper, cloth, coin; Cities &
  /// Knights): actions may name them and views/saves write them. Base: false.
  virtual bool uses_commodities() const { return false; }
  /// The module's own action and event types (names, JSON fields, event text);
  /// nullptr if it has none. Ids: module_action(i) / module_event(i).
  virtual const ModuleCodec* codec() const { return nullptr; }
  /// Checks a module-owned action type; the default refuses it as unknown.
  virtual Refusal check_extra(const GameDef&, const Position&, const Action&) const {
    return {"unknown_action", "refuse.action_type_does_not_exist_game"};
  }
  /// Applies a module-owned action that passed check_extra.
  virtual void apply_extra(Ctx&, const Action&) const {}
  /// May refuse a base action the module forbids right now (e.g. a pending neutral build).
  virtual Refusal veto(const GameDef&, const Position&, const Action&) const { return {}; }
  /// The module's part of a seat's typed view (PlayerView::module): copies its state
  /// and masks what `viewer` (-1 spectator) may not see. Base: the view's module state stays zero.
  virtual void view_state(const GameDef&, const Position&, int /*viewer*/, ModuleState& /*out*/) const {}
  /// The board layout a view shows (PlayerView::layout), given the definition's copy in `layout`:
  /// a module whose state moves number tokens (Cities & Knights' Inventor) writes them here, so
  /// the view's board, its JSON and the computer players read the tokens in play. Base: unchanged.
  virtual void view_layout(const GameDef&, const Position&, Layout& /*layout*/) const {}
  /// Adds the module's view fields to the view JSON (e.g. trade tokens), from the typed view.
  virtual void view_json(const PlayerView&, nlohmann::json&) const {}
  /// Reads those fields back into `out.module`; false and `err` (code "bad_view") if they
  /// are missing or out of range. Inverse of view_json.
  virtual bool view_from_json(const nlohmann::json&, PlayerView&, Error&) const { return true; }
  /// Adds the module's state (its ModuleState) to a save's omniscient snapshot.
  virtual void snapshot_json(const GameDef&, const Position&, nlohmann::json& /*state*/) const {}
  /// Rewrites a version-1 snapshot (module values in "variant", "variant_phase" and
  /// players' "tokens") into this version's form. Base: those slots must be unused
  /// (all zero) and are dropped. Returns false if the snapshot cannot be mapped.
  virtual bool upgrade_v1_state(nlohmann::json& state) const;
  /// The module's part of the scenario codec (docs/scenario.md): its own
  /// fields, read and written beside the base game's; nullptr adds none.
  virtual const ScenarioCodec* scenario_codec() const { return nullptr; }
};

/// Takes the version-1 untyped module slots out of a snapshot: "variant" (8 values),
/// "variant_phase" and each player's "tokens" (absent = 0). False if they are malformed.
bool take_v1_slots(nlohmann::json& state, std::array<int64_t, 8>& variant, std::array<int64_t, kMaxPlayers>& tokens);

/// The base game (§1), 3-4 players.
const RuleModule& base_rules();

}  // namespace catan
