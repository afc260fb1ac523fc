// A PeerLink over a fake peer connection and data channel, for node tests of the peer shell
// (no browser): the link is open at once, sends nothing by itself (no ping timer, so a failing
// test does not keep node running) and records every frame it sends in `link.dc.sent`.
import { PeerLink } from '../../../shell/peer-link.js';

/** An open PeerLink with options `opts` (see PeerLink); `acceptAnswer` does nothing. */
export function fakeLink(opts) {
  const pc = new EventTarget();
  pc.close = () => {};
  const link = new PeerLink(pc, { pingMs: 1e9, silenceMs: 1e12, ...opts });
  const dc = new EventTarget();
  dc.readyState = 'open'; dc.sent = []; dc.send = (t) => dc.sent.push(t); dc.close = () => {};
  link._attach(dc);
  link._opened();
  clearInterval(link._timer);
  link.acceptAnswer = async () => {};
  return link;
}

/** The messages `link` sent as text frames, parsed, without pings. */
export const sent = (link) => link.dc.sent.map((t) => JSON.parse(t)).filter((m) => m.type !== 'ping');
