// The peer shell's refusals carry a catalogue key and its arguments (no browser; issue 13 item 5):
// the guest's page renders them in its own language (docs/peer-protocol.md "error").
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { parseMessage, PeerError, FROM_GUEST, FROM_HOST, LIMITS, envelope, randomToken } from '../../shell/peer-protocol.js';
import { PeerLink } from '../../shell/peer-link.js';
import { PeerHost } from '../../shell/peer-host.js';

// A PeerLink over a fake RTCPeerConnection and data channel; `dc.sent` holds what it sent.
function fakeLink() {
  const pc = new EventTarget();
  pc.close = () => {};
  const link = new PeerLink(pc, { accept: FROM_GUEST, maxIn: LIMITS.guestToHost, maxOut: LIMITS.hostToGuest, pingMs: 1e9, silenceMs: 1e12 });
  const dc = new EventTarget();
  dc.readyState = 'open';
  dc.sent = [];
  dc.send = (t) => dc.sent.push(t);
  dc.close = () => {};
  link._attach(dc);
  link._opened();
  return { link, dc };
}
const receive = (dc, text) => dc.dispatchEvent(Object.assign(new Event('message'), { data: text }));
const errors = (dc) => dc.sent.map((t) => JSON.parse(t)).filter((m) => m.type === 'error');
const settle = () => new Promise((r) => setTimeout(r, 0));

test('protocol: every refusal of parseMessage names its key and arguments', () => {
  const refusal = (data, allowed = FROM_GUEST, max = LIMITS.guestToHost) => {
    try { parseMessage(data, allowed, max); } catch (e) { assert.ok(e instanceof PeerError); return e; }
    assert.fail('accepted: ' + data);
  };
  assert.deepEqual({ ...refusal('x'.repeat(20), FROM_GUEST, 10) }, { code: 'oversize', name: 'PeerError', key: 'error.peer.oversize', args: ['10'] });
  assert.equal(refusal('{"v":2,').key, 'error.peer.malformed_json');
  assert.deepEqual(refusal(JSON.stringify({ v: 9, type: 'ping', t: 1 })).args, ['9', '2']);
  assert.deepEqual(refusal(JSON.stringify({ v: 2, type: 'welcome' })).args, ['welcome']);
  assert.deepEqual(refusal(JSON.stringify({ v: 2, type: 'ping', t: 1, x: 2 })).args, ['x', 'ping']);
  assert.deepEqual(refusal(JSON.stringify({ v: 2, type: 'ping', t: 'a' })).args, ['t', 'ping']);
  assert.equal(refusal(JSON.stringify(envelope('action', { id: 1, version: 0, action: { chance: {} } }))).key, 'error.peer.chance_forbidden');
});

test('protocol: an error message may carry args (up to 6 strings); other args are refused', () => {
  const err = (fields) => JSON.stringify(envelope('error', { code: 'stale_version', message: 'm', key: 'error.host.stale_version', ...fields }));
  assert.deepEqual(parseMessage(err({ args: ['38', '37'] }), FROM_HOST, LIMITS.hostToGuest).args, ['38', '37']);
  assert.equal(parseMessage(err({}), FROM_HOST, LIMITS.hostToGuest).args, undefined);
  for (const args of [[1], 'x', ['a', 'b', 'c', 'd', 'e', 'f', 'g'], ['x'.repeat(201)], null]) {
    assert.throws(() => parseMessage(err({ args }), FROM_HOST, LIMITS.hostToGuest), (e) => e.code === 'bad_shape', JSON.stringify(args));
  }
});

test('host: its own refusals and the game\'s reach the guest with key and args', async () => {
  const host = new PeerHost({ seats: [1] });
  host.onAction(() => ({ ok: false, error: { code: 'stale_version', message: 'Another player acted first.', key: 'error.host.stale_version', args: ['5', '4'] } }));
  const { link, dc } = fakeLink();
  host._adopt(1, link);
  receive(dc, JSON.stringify(envelope('action', { id: 1, version: 0, action: { type: 'end_turn', player: 1 } })));
  await settle();
  assert.deepEqual(errors(dc).map(({ code, key, args }) => ({ code, key, args })), [{ code: 'not_joined', key: 'error.peer.not_joined_action', args: undefined }]);
  const token = randomToken();
  receive(dc, JSON.stringify(envelope('join', { seat: 2, token })));
  await settle();
  assert.deepEqual(errors(dc).at(-1).args, ['2', '3']);
  assert.equal(errors(dc).at(-1).key, 'error.peer.wrong_seat');

  const second = fakeLink();
  host._adopt(1, second.link);
  receive(second.dc, JSON.stringify(envelope('join', { seat: 1, token })));
  await settle();
  receive(second.dc, JSON.stringify(envelope('action', { id: 3, version: 0, action: { type: 'end_turn', player: 1 } })));
  await settle(); await settle();
  const forwarded = errors(second.dc).at(-1);
  assert.equal(forwarded.code, 'stale_version');
  assert.equal(forwarded.key, 'error.host.stale_version');
  assert.deepEqual(forwarded.args, ['5', '4']);
  receive(second.dc, JSON.stringify(envelope('action', { id: 3, version: 0, action: { type: 'end_turn', player: 1 } })));
  await settle();
  assert.deepEqual(errors(second.dc).at(-1).args, ['3']);
  assert.equal(errors(second.dc).at(-1).key, 'error.peer.replayed');
  host.close();
});
