// Views (docs/protocol.md "View"): what one seat (or a spectator) sees, as JSON. The
// typed view (player_view.cpp) is built by copy-and-mask; this is its JSON form.
#include "engine/catan/game.hpp"

namespace catan {

nlohmann::json Game::view(int viewer) const { return player_view_to_json(player_view(viewer)); }

}  // namespace catan
