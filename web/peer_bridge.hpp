// The bridge between the front end's peer hooks (imgui_frontend/control/table.hpp PeerHooks) and the
// page's peer layer (shell/peer-game.js): C++ -> JS events and the JS-callable functions
// that let the host's engine judge guests' actions and let a guest draw the host's views.
#pragma once
#include "imgui_frontend/app.hpp"

namespace catan::web {

/// Registers the peer hooks, which raise events for shell/peer-game.js, and keeps `app`
/// for the functions bound to JS (see peer_bridge.cpp and docs/peer-protocol.md "Peer games").
void InstallPeerHooks(ui::AppState* app);

/// True if this page load should join a hosted game rather than resume the local save
/// (the URL carries #join=, or this tab held a guest seat before a reload).
bool PageWantsToJoin();

}  // namespace catan::web
