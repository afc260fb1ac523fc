// Unit tests (node, no browser) of how a link opens (shell/peer-link.js): the first message can
// be dispatched before the data channel's open event, while its readyState still says
// 'connecting'. What the link sends then (the guest's join, the host's welcome) must wait for the
// open event, not be lost: lost, the guest would never join and the host would drop it after
// 15 s (join_timeout), as peer-connect.test.mjs failed on CI's loaded machine. That failure still
// happens here under a load of ~27 on 2 cores with nothing held back (see the report of
// session 10's cifix branch): this race is one cause of it, not shown to be the only one.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { FROM_GUEST, LIMITS, envelope, randomToken } from '../../shell/peer-protocol.js';
import { encodeCode, decodeCode } from '../../shell/peer-codes.js';
import { PeerLink } from '../../shell/peer-link.js';
import { PeerHost } from '../../shell/peer-host.js';
import { PeerGuest } from '../../shell/peer-guest.js';

// A fake data channel that starts 'connecting' and throws on send until open, as a browser's does.
function fakeChannel() {
  const dc = new EventTarget();
  dc.readyState = 'connecting'; dc.sent = [];
  dc.send = (t) => { if (dc.readyState !== 'open') throw new Error('InvalidStateError: not open'); dc.sent.push(t); };
  dc.close = () => { dc.readyState = 'closed'; };
  dc.deliver = (obj) => dc.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(obj) }));
  dc.open = () => { dc.readyState = 'open'; dc.dispatchEvent(new Event('open')); };
  return dc;
}
const fakePc = () => Object.assign(new EventTarget(), { close() {} });
const types = (dc) => dc.sent.map((t) => JSON.parse(t).type);
const SDP = 'v=0\r\na=candidate:1 1 udp 1 10.0.0.1 1 typ host\r\n';

test('guest: a host message before the channel\'s open event; the join waits for the event and goes first', async () => {
  const dc = fakeChannel();
  const real = PeerLink.answer;
  PeerLink.answer = async (opts) => { const link = new PeerLink(fakePc(), { ...opts, inflate: false }); link._attach(dc); return { link, sdp: SDP }; };
  try {
    var guest = new PeerGuest({ storage: null, pingMs: 2 ** 30, silenceMs: 1e12 });
    const session = randomToken();
    await guest.acceptInvite(await encodeCode('invite', { session, seat: 1, invite: randomToken(), sdp: SDP }));
    dc.deliver(envelope('ping', { t: 5 }));
    assert.equal(guest.link.status, 'open', 'a message opens the link');
    assert.deepEqual(dc.sent, [], 'nothing is handed to a channel that is not open yet');
    dc.open();
    assert.deepEqual(types(dc), ['join', 'ping', 'pong'], 'sent in order at the open event');
    assert.equal(JSON.parse(dc.sent[0]).seat, 1);
    assert.equal(guest.link.held, 3);
    dc.deliver(envelope('welcome', { seat: 1, session, token: randomToken() }));
    assert.equal(guest.status, 'open', 'joined');
    assert.deepEqual(types(dc).slice(3), [], 'nothing more once open');
  } finally { PeerLink.answer = real; guest?.close(); }
});

test('host: the join before the channel\'s open event; the welcome and the view wait for the event', async () => {
  const dc = fakeChannel();
  const real = PeerLink.offer;
  PeerLink.offer = async (opts) => { const link = new PeerLink(fakePc(), opts); link._attach(dc); return { link, sdp: SDP }; };
  try {
    // No standby connections: the fake offer above would give them this same channel.
    var host = new PeerHost({ seats: [1], pingMs: 2 ** 30, silenceMs: 1e12, standbys: 0 });
    const code = await host.createInvite(1);
    const invite = (await decodeCode(code, 'invite')).invite;
    const link = [...host._pending.values()][0].link;
    link.acceptAnswer = async () => {};
    await host.acceptAnswer(await encodeCode('answer', { invite, sdp: 'v=0\r\n' }));
    host.sendView(1, { board: 1 }, 0);
    dc.deliver(envelope('join', { seat: 1, token: randomToken() }));
    assert.equal(host.seatStatus(1).status, 'open', 'joined at once');
    assert.deepEqual(dc.sent, []);
    dc.open();
    // The view is queued (deflated when large) and follows once its promise runs.
    await new Promise((r) => setTimeout(r, 0));
    assert.deepEqual(types(dc), ['ping', 'welcome', 'view']);
  } finally { PeerLink.offer = real; host?.close(); }
});

test('a link whose channel closes before it opens sends nothing and says so', () => {
  const dc = fakeChannel();
  const link = new PeerLink(fakePc(), { accept: FROM_GUEST, maxIn: LIMITS.guestToHost, maxOut: LIMITS.hostToGuest, pingMs: 2 ** 30, silenceMs: 1e12 });
  link._attach(dc);
  dc.deliver(envelope('ping', { t: 1 }));
  dc.readyState = 'closed';
  assert.equal(link.send(envelope('error', { code: 'x', message: 'y' })), false);
  link.close();
  assert.equal(link.status, 'disconnected');
  assert.deepEqual(dc.sent, []);
});
