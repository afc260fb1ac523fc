// CatanPeer: peer-to-peer games over WebRTC data channels with no server. The host's page
// runs the game; each guest holds one seat. Load with <script type="module" src="peer.js">;
// the API is exported and also set as window.CatanPeer (modules run before DOMContentLoaded).
// Protocol and API: docs/peer-protocol.md.
//
//   const host = CatanPeer.createHost({ seats: [1, 2] });
//   host.onAction((seat, action, version) => game.check(seat, action, version));  // {ok} | {ok:false, error}
//   const code = await host.createInvite(1);          // give to the guest (or CatanPeer.inviteLink(code))
//   await host.acceptAnswer(answerCodeFromGuest);
//   host.sendView(1, viewForSeat1, stateVersion);
//
//   const guest = CatanPeer.createGuest();
//   const answer = await guest.acceptInvite(code);    // give back to the host
//   guest.onView((view, version) => draw(view));
//   guest.sendAction({ type: 'build_road', player: 1, edge: 17 });
import { PROTOCOL_VERSION, LIMITS, PeerError, parseMessage, FROM_GUEST, FROM_HOST, SAY_PRESETS, SAY_MAX, cleanSayText } from './peer-protocol.js';
import { encodeCode, decodeCode, inviteLink, codeFromHash } from './peer-codes.js';
import { PeerLink, DEFAULT_RTC_CONFIG } from './peer-link.js';
import { PeerHost } from './peer-host.js';
import { PeerGuest } from './peer-guest.js';
import { BroadcastSignalling } from './peer-signalling.js';

/** Creates a host; see PeerHost in peer-host.js for the options. */
export function createHost(opts) { return new PeerHost(opts); }
/** Creates a guest; see PeerGuest in peer-guest.js for the options. */
export function createGuest(opts) { return new PeerGuest(opts); }

export const CatanPeer = Object.freeze({
  PROTOCOL_VERSION, LIMITS, DEFAULT_RTC_CONFIG, FROM_GUEST, FROM_HOST,
  createHost, createGuest, PeerHost, PeerGuest, PeerLink, PeerError, BroadcastSignalling,
  parseMessage, encodeCode, decodeCode, inviteLink, codeFromHash, SAY_PRESETS, SAY_MAX, cleanSayText,
});

if (typeof window !== 'undefined') window.CatanPeer = CatanPeer;
export default CatanPeer;
