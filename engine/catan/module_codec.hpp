// How a rule module declares its own action and event types (docs/architecture.md
// "How to add a rule module"). The module lists them in its own folder; the base codecs
// (action_json.cpp, event_json.cpp) reach them through RuleModule::codec(), so adding a
// type never edits a base file.
//  - Action type i of the module has id module_action(i); its JSON fields are chosen
//    from the shared field vocabulary (ActionField), plus at most one field of its own
//    (ActionSpec::extra_field -> Action::extra), and read/written by the base codec,
//    which keeps one parser with one set of refusals for every game.
//  - Event type i has id module_event(i); the module writes its fields and English text.
#pragma once
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/catan/action.hpp"
#include "engine/catan/card_json.hpp"
#include "engine/catan/event.hpp"
#include "engine/catan/event_text.hpp"

namespace catan {

/// JSON fields an action type may carry (docs/protocol.md "Actions"). All but
/// kFieldVictim and kFieldChance are required when listed.
enum ActionField : unsigned {
  kFieldEdge = 1,              ///< "edge" -> Action::target (0..71)
  kFieldVertex = 2,            ///< "vertex" -> Action::target (0..53)
  kFieldHex = 4,               ///< "hex" -> Action::target (0..36)
  kFieldVictim = 8,            ///< optional "victim" -> Action::victim (0..5 or null)
  kFieldResource = 16,         ///< "resource" (a resource name) -> Action::resource
  kFieldAccept = 32,           ///< "accept" (boolean) -> Action::accept
  kFieldGive = 64,             ///< "give" (card counts) -> Action::give
  kFieldGet = 128,             ///< "get" (card counts) -> Action::get
  kFieldResourcesGive = 256,   ///< "resources" (card counts) -> Action::give
  kFieldResourcesGet = 512,    ///< "resources" (card counts) -> Action::get
  kFieldWith = 1024,           ///< "with" (a player) -> Action::target
  kFieldFor = 2048,            ///< "for" (a player) -> Action::victim
  kFieldChance = 4096,         ///< optional "chance" (a supplied outcome) -> Action::chance
};

/// One module action type: its protocol name, the ActionField bits it uses, and
/// optionally one field of its own kept in Action::extra (required when named): an
/// integer in [extra_min, extra_max], or, when `extra_names` is not empty, one of those
/// names (stored as its index). E.g. a second vertex {"to": 12}, or a Cities & Knights
/// improvement track {"track": "cloth"}.
struct ActionSpec {
  std::string_view name;
  unsigned fields = 0;
  std::string_view extra_field = {};
  int extra_min = 0, extra_max = 0;
  std::span<const std::string_view> extra_names = {};
};

/// What a module event type writes: the event's fields into `j` (beside "type" and
/// "player"), and its text as a catalogue key (static, from the module's own text part)
/// with its arguments in `args` (an array built with engine/catan/event_text.hpp's
/// arg_* helpers); the engine renders "text" in English from them. `show` is false when
/// the viewer may not see the event's secret part (Event::secret): the key and args
/// must then not reveal it.
using EventWriter = void (*)(const Event& e, bool show, nlohmann::json& j, const char*& key, nlohmann::json& args);

/// Reads a module event's own fields from its view JSON `j` into `e` (type and player are
/// read already): the inverse of the EventWriter for a viewer; false and `err` (code
/// "bad_view", engine/catan/json_read.hpp's readers) on a missing or out-of-range field.
/// A hidden secret part is absent from `j`; the reader leaves it zero and sets
/// Event::secret as the engine would. (Masking a view keeps a module event's fields but
/// `res` when the viewer may not see its secret part.)
using EventReader = bool (*)(const nlohmann::json& j, Event& e, Error& err);

/// A rule module's own action and event types (RuleModule::codec()).
struct ModuleCodec {
  std::span<const ActionSpec> actions;      ///< type i = module_action(i); at most kModuleActionMax
  std::span<const std::string_view> events; ///< type i = module_event(i)
  EventWriter write_event = nullptr;        ///< fields + text key and args of the module's events
  EventReader read_event = nullptr;         ///< their fields back from a view (peer guests)
  /// Names of the cards the module's actions draw, if a caller may supply them per seat
  /// ("chance": {"drawn": [name or null per seat]} -> Chance::drawn, the index in this list);
  /// empty: no "drawn" outcomes. Which actions accept them is the module's check.
  std::span<const std::string_view> drawn_cards = {};
  /// True if a caller may supply cards taken from several players in one action
  /// ("chance": {"stolen": [card kind or null per seat]} -> Chance::stolen).
  bool stolen_per_seat = false;
};

/// English name of a player in event texts ("Player 2", "nobody" for -1).
std::string player_text(int player);

}  // namespace catan
