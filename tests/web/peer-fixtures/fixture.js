// Test fixture: wraps CatanPeer host/guest objects and records every callback in fx.events so
// browser tests can assert what reached the game and what did not. The host side plays a tiny
// stand-in game: a counter `version` that each accepted action advances, with the checks a real
// game does (the action's player is the sender's seat, the version is current).
import CatanPeer from '../../../shell/peer.js';

const fx = window.fx = { events: [], host: null, guest: null, raw: null, version: 0, ready: false };
const record = (kind, ...args) => fx.events.push({ kind, args: JSON.parse(JSON.stringify(args ?? null)) });
fx.of = (kind) => fx.events.filter((e) => e.kind === kind).map((e) => e.args);

/** Host with remote `seats`; its stand-in game sends each seat a view {seat, version, log}. */
fx.makeHost = (opts) => {
  const host = fx.host = CatanPeer.createHost(opts);
  fx.log = [];
  host.onStatus((seat, status) => record('status', seat, status));
  host.onJoin((seat, info) => { record('join', seat, info); host.sendView(seat, fx.viewFor(seat), fx.version); });
  host.onRefused((seat, err) => record('refused', seat, err.code));
  host.onAction((seat, action, version) => {
    record('action', seat, action, version);
    if (action.player !== seat) return { ok: false, error: { code: 'wrong_player', message: `Seat ${seat} cannot act for player ${action.player}.` } };
    if (version !== fx.version) return { ok: false, error: { code: 'stale_version', message: `State is at version ${fx.version}, not ${version}.` } };
    fx.version++;
    fx.log.push(action);
    for (const s of host.seats) host.sendView(s, fx.viewFor(s), fx.version);
    return { ok: true };
  });
  return host.session;
};
fx.viewFor = (seat) => ({ seat, version: fx.version, log: fx.log });

/** Guest recording views, errors, status changes and joins. */
fx.makeGuest = (opts) => {
  const guest = fx.guest = CatanPeer.createGuest(opts);
  guest.onView((view, version) => record('view', view, version));
  guest.onError((e) => record('error', e));
  guest.onStatus((status) => record('gstatus', status));
  guest.onJoined((seat, session) => record('joined', seat, session));
  return true;
};

/**
 * A raw client: answers `code` with a bare PeerLink, joins nothing by itself, records every
 * message from the host and sends whatever text the test gives (fx.raw.link.sendRaw).
 */
fx.makeRaw = async (code) => {
  const inv = await CatanPeer.decodeCode(code, 'invite');
  const { link, sdp } = await CatanPeer.PeerLink.answer({ accept: CatanPeer.FROM_HOST, maxIn: CatanPeer.LIMITS.hostToGuest,
    maxOut: CatanPeer.LIMITS.guestToHost }, inv.sdp);
  fx.raw = { link, received: [] };
  link.onMessage((m) => fx.raw.received.push(m));
  link.onStatus((s, reason) => record('rawstatus', s, reason));
  return CatanPeer.encodeCode('answer', { invite: inv.invite, sdp });
};

// One link's state, for a test's failure message.
function linkState(l) {
  if (!l) return null;
  return { status: l.status, reason: l.closeReason, pc: l.pc.connectionState, ice: l.pc.iceConnectionState,
    signalling: l.pc.signalingState, channel: l.dc ? l.dc.readyState : null, refusals: l.refusals, held: l.held, in: l.framesIn, out: l.framesOut };
}

/** What this page's host and guest links are doing and the last recorded callbacks (a timed-out wait prints it). */
fx.describe = () => JSON.stringify({
  host: fx.host && Object.fromEntries(fx.host.seats.map((s) => {
    const x = fx.host._seats.get(s);
    return [s, { ...fx.host.seatStatus(s), joining: linkState(x.joining), link: linkState(x.link),
      standbys: [...x.standbys.values()].map((st) => ({ answered: st.answered, ...linkState(st.link) })) }];
  })),
  guest: fx.guest && { status: fx.guest.status, seat: fx.guest.seat, joinsSent: fx.guest.joinsSent, link: linkState(fx.guest.link),
    standbys: fx.guest.standbys.map((st) => linkState(st.link)), comebacks: fx.guest.comebacks },
  events: fx.events.slice(-12).map((e) => e.kind + ' ' + JSON.stringify(e.args).slice(0, 120)),
});

async function boot() {
  const code = CatanPeer.codeFromHash(location.hash);
  if (code) {  // the link form: open ready to answer
    fx.makeGuest();
    try { fx.answer = await fx.guest.acceptInvite(code); document.getElementById('answer').value = fx.answer; } catch (e) { fx.bootError = e.code + ': ' + e.message; }
  } else if (location.hash === '#bc') {  // a tab that joins through BroadcastChannel (again after a reload)
    fx.makeGuest();
    try { fx.joinedVia = await fx.guest.joinVia(new CatanPeer.BroadcastSignalling()); } catch (e) { fx.bootError = e.code + ': ' + e.message; }
  }
}
boot().finally(() => { fx.ready = true; document.getElementById('state').textContent = 'ready'; });
