// Unit and property tests (node, no browser) of the abuse limits: token buckets per kind of guest
// message (shell/peer-limits.js) as the host's links apply them, invitations withdrawn and used
// once, seat tokens rotated on every join (shell/peer-host.js, shell/peer-guest.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import { TokenBucket, MessageLimiter, GUEST_RATES, FLOOD } from '../../shell/peer-limits.js';
import { FROM_GUEST, FROM_HOST, LIMITS, envelope, randomToken, parseMessage } from '../../shell/peer-protocol.js';
import { encodeCode, decodeCode } from '../../shell/peer-codes.js';
import { PeerLink } from '../../shell/peer-link.js';
import { PeerHost } from '../../shell/peer-host.js';
import { PeerGuest } from '../../shell/peer-guest.js';
import { fakeLink, sent } from './peer-fixtures/fake-link.mjs';

const RUNS = Number(process.env.FUZZ_RUNS || 1000);

const hostLink = (host) => fakeLink(host._opts);

test('token bucket: a burst, then the refill rate (hand-worked)', () => {
  const b = new TokenBucket(5, 20);
  for (let i = 0; i < 20; i++) assert.ok(b.take(0), `burst ${i}`);
  assert.equal(b.take(0), false);
  assert.equal(b.take(100), false);   // 0.5 token
  assert.equal(b.take(200), true);    // 1 token after 200 ms at 5/s
  assert.equal(b.take(200), false);
  assert.equal(b.take(10000), true);  // refilled, capped at the burst
  let n = 0; while (b.take(10000)) n++;
  assert.equal(n, 19);
});

test('limiter: 5,000 forged actions in one go pass 20, drop 100, then flood', () => {
  const l = new MessageLimiter();
  const verdicts = { ok: 0, drop: 0, flood: 0 };
  for (let i = 0; i < 5000; i++) verdicts[l.admit('action', i * 0.01)]++;  // 50 s^-1... 100,000 per second
  assert.deepEqual(verdicts, { ok: GUEST_RATES.action.burst, drop: FLOOD.burst, flood: 5000 - GUEST_RATES.action.burst - FLOOD.burst });
  assert.ok(l.flooded);
  assert.equal(l.admit('ping', 1e9), 'flood', 'flooded for good');
});

test('property: an honest guest (pings every 2 s, answers pings, acts at most every 250 ms) is never limited', () => {
  fc.assert(fc.property(fc.array(fc.integer({ min: 250, max: 5000 }), { minLength: 1, maxLength: 300 }), (gaps) => {
    const l = new MessageLimiter();
    const events = [[0, 'join']];
    let t = 0;
    for (const g of gaps) { t += g; events.push([t, 'action']); }
    for (let p = 0; p <= t; p += 2000) events.push([p, 'ping'], [p + 1, 'pong']);
    events.sort((a, b) => a[0] - b[0]);
    for (const [at, kind] of events) assert.equal(l.admit(kind, at), 'ok', `${kind} at ${at} ms`);
  }), { numRuns: RUNS });
});

test('property: whatever a guest sends, at most burst + rate x time messages of a kind get through', () => {
  const kinds = Object.keys(GUEST_RATES);
  fc.assert(fc.property(fc.array(fc.record({ kind: fc.constantFrom(...kinds, 'teleport'), dt: fc.integer({ min: 0, max: 300 }) }), { maxLength: 500 }), (msgs) => {
    const l = new MessageLimiter();
    const passed = {};
    let t = 0;
    for (const m of msgs) {
      t += m.dt;
      const kind = GUEST_RATES[m.kind] ? m.kind : 'invalid';
      if (l.admit(m.kind, t) === 'ok') passed[kind] = (passed[kind] || 0) + 1;
    }
    for (const [kind, n] of Object.entries(passed)) assert.ok(n <= GUEST_RATES[kind].burst + GUEST_RATES[kind].rate * t / 1000 + 1e-9, `${kind}: ${n}`);
  }), { numRuns: RUNS });
});

test('host: a flood of 5,000 forged actions reaches the game at most 20 times plus the refill, is told why and is dropped', async () => {
  const host = new PeerHost({ seats: [1] });
  let calls = 0;
  host.onAction(() => { calls++; return { ok: false, error: { code: 'illegal_action', message: 'No.' } }; });
  const refused = [];
  host.onRefused((seat, e) => refused.push(e.code));
  const link = hostLink(host);
  host._adopt(1, link);
  link._receive(JSON.stringify(envelope('join', { seat: 1, token: randomToken() })));
  const t0 = performance.now();
  for (let i = 0; i < 5000; i++) link._receive(JSON.stringify(envelope('action', { id: i, version: 0, action: { type: 'build_city', player: 1, intersection: i % 54 } })));
  const ms = performance.now() - t0;
  await host._queue;
  // 20 at once, then 5 a second while the loop runs (a loaded machine makes it slow).
  const bound = GUEST_RATES.action.burst + Math.ceil(GUEST_RATES.action.rate * ms / 1000);
  assert.ok(calls <= bound, `${calls} reached the game, bound ${bound}`);
  assert.equal(link.status, 'disconnected');
  assert.equal(link.closeReason, 'flooding');
  const errors = sent(link).filter((m) => m.type === 'error').map((m) => m.code);
  // One rate_limited per run of drops (a refilled token ends a run), one flooding at the end.
  const limits = errors.filter((c) => c !== 'illegal_action');
  assert.equal(limits[0], 'rate_limited');
  assert.equal(limits.at(-1), 'flooding');
  assert.ok(limits.slice(0, -1).every((c) => c === 'rate_limited') && limits.length <= 2 + (calls - GUEST_RATES.action.burst));
  assert.deepEqual(refused.filter((c) => c !== 'illegal_action'), limits);
  assert.equal(host.seatStatus(1).status, 'disconnected');
  host.close();
  console.log(`flood of 5,000 actions handled in ${ms.toFixed(1)} ms; ${calls} reached the game check`);
});

// Invites over fake links: PeerLink.offer makes no RTCPeerConnection here.
async function withFakeOffers(fn) {
  const real = PeerLink.offer;
  PeerLink.offer = async (opts) => ({ link: fakeLink(opts), sdp: 'v=0\r\na=candidate:1 1 udp 1 10.0.0.1 1 typ host\r\n' });
  try { return await fn(); } finally { PeerLink.offer = real; }
}
const answerTo = async (code) => encodeCode('answer', { invite: (await decodeCode(code, 'invite')).invite, sdp: 'v=0\r\n' });

test('invites: a new one withdraws the seat\'s older ones, closing withdraws them, each is used once', () => withFakeOffers(async () => {
  const host = new PeerHost({ seats: [1, 2] });
  const a = await host.createInvite(1), other = await host.createInvite(2);
  const b = await host.createInvite(1);
  await assert.rejects(host.acceptAnswer(await answerTo(a)), { code: 'unknown_invite' }, 'withdrawn by the newer invite');
  assert.equal(await host.acceptAnswer(await answerTo(b)), 1);
  await assert.rejects(host.acceptAnswer(await answerTo(b)), { code: 'unknown_invite' }, 'single use');
  assert.equal(host.withdrawInvites(2), 1, 'the dialog of seat 2 closed');
  await assert.rejects(host.acceptAnswer(await answerTo(other)), { code: 'unknown_invite' });
  assert.equal(host.withdrawInvites(2), 0);
  host.close();
}));

test('tokens: rotated on every join; the previous confirmed token works until the new one is used, older ones never', () => {
  const host = new PeerHost({ seats: [1] });
  const join = (token) => {
    const link = hostLink(host);
    host._adopt(1, link);
    link._receive(JSON.stringify(envelope('join', { seat: 1, token })));
    const msgs = sent(link);
    const w = msgs.find((m) => m.type === 'welcome');
    return w ? w.token : msgs.find((m) => m.type === 'error').code;
  };
  const t0 = randomToken();
  const t1 = join(t0);
  assert.match(t1, /^[A-Za-z0-9_-]{22}$/);
  assert.notEqual(t1, t0);
  const t2 = join(t1);
  assert.notEqual(t2, t1);
  assert.equal(join(t0), 'bad_token');
  // The welcome carrying t1 may have been lost: t0 (still the confirmed token) rejoins...
  const host2 = new PeerHost({ seats: [1] });
  const j2 = (token) => {
    const link = hostLink(host2); host2._adopt(1, link);
    link._receive(JSON.stringify(envelope('join', { seat: 1, token })));
    const w = sent(link).find((m) => m.type === 'welcome');
    return w ? w.token : sent(link).find((m) => m.type === 'error').code;
  };
  const a0 = randomToken();
  const a1 = j2(a0);
  const a2 = j2(a1);                     // rejoin with the issued token: confirmed, a2 issued
  assert.notEqual(a2, a1);
  assert.equal(j2(a0), 'bad_token', 'a token older than the confirmed one is dead');
  assert.equal(j2(randomToken()), 'bad_token');
  const a3 = j2(a1);                     // welcome with a2 lost: the confirmed a1 still works, a3 replaces a2
  assert.equal(j2(a2), 'bad_token', 'the unused issued token was replaced');
  const a4 = j2(a3);
  assert.equal(j2(a1), 'bad_token');
  assert.deepEqual(host2.exportSession().tokens, { 1: a3 });
  assert.deepEqual(host2.exportSession().issued, { 1: a4 });
  // A reloaded host resumes with both.
  const host3 = new PeerHost({ seats: [1], ...host2.exportSession() });
  const link = hostLink(host3); host3._adopt(1, link);
  link._receive(JSON.stringify(envelope('join', { seat: 1, token: a4 })));
  assert.ok(sent(link).some((m) => m.type === 'welcome'));
  for (const h of [host, host2, host3]) h.close();
});

test('guest: keeps the token of each welcome in its storage', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)) };
  const guest = new PeerGuest({ storage });
  const link = fakeLink({ accept: FROM_HOST, maxIn: LIMITS.hostToGuest, maxOut: LIMITS.guestToHost });
  const session = randomToken(), fresh = randomToken();
  guest.link = link; guest.seat = 2; guest.session = session; guest.token = randomToken();
  link.onMessage((msg) => guest._receive(link, msg));
  link._receive(JSON.stringify(envelope('welcome', { seat: 2, session, token: fresh })));
  assert.ok(guest.joined);
  assert.equal(guest.token, fresh);
  assert.equal(store.get(`catan-peer/${session}/2`), fresh);
  link.close();
});

// Standby connections (docs/peer-protocol.md "Reconnection"): the two messages' exact shapes.
test('standby messages: exact fields, SDP limits, each only in its direction', () => {
  const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
  const parse = (obj, from) => {
    try { return parseMessage(typeof obj === 'string' ? obj : JSON.stringify(obj), from, from === FROM_GUEST ? LIMITS.guestToHost : LIMITS.hostToGuest).type; } catch (e) { return e.code; }
  };
  assert.equal(parse(envelope('standby_offer', { id: 0, sdp }), FROM_HOST), 'standby_offer');
  assert.equal(parse(envelope('standby_answer', { id: 7, sdp }), FROM_GUEST), 'standby_answer');
  assert.equal(parse(envelope('standby_offer', { id: 0, sdp }), FROM_GUEST), 'unknown_type', 'a guest never offers');
  assert.equal(parse(envelope('standby_answer', { id: 0, sdp }), FROM_HOST), 'unknown_type');
  assert.equal(parse(envelope('standby_answer', { id: 0, sdp, seat: 1 }), FROM_GUEST), 'bad_shape', 'no extra field');
  assert.equal(parse(envelope('standby_answer', { sdp }), FROM_GUEST), 'bad_shape');
  assert.equal(parse(envelope('standby_answer', { id: -1, sdp }), FROM_GUEST), 'bad_shape');
  assert.equal(parse(envelope('standby_answer', { id: 0, sdp: 'hello' }), FROM_GUEST), 'bad_shape', 'not a session description');
  assert.equal(parse(envelope('standby_answer', { id: 0, sdp: sdp + 'a'.repeat(LIMITS.sdp) }), FROM_GUEST), 'bad_shape', 'longer than LIMITS.sdp');
  assert.equal(parse(envelope('standby_answer', { id: 0, sdp: 'v=0\r\n' + 'a'.repeat(LIMITS.sdp - 5) }), FROM_GUEST), 'standby_answer', 'LIMITS.sdp fits in a guest message');
  assert.ok(GUEST_RATES.standby_answer.burst >= 3, 'the answers to one join\'s offers are never limited');
});

// A join on `link` (a fake link for seat 1 of `host`, adopted here unless it is an answered
// standby, which the host adopted itself) with `token`; resolves the messages sent on it.
async function joinOn(host, link, token, adopt = true) {
  if (adopt) host._adopt(1, link);
  link._receive(JSON.stringify(envelope('join', { seat: 1, token })));
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));  // the offers are made one at a time
  return sent(link);
}

test('host: offers standbys after each join, takes each answer once on its own link, closes them on a rejoin', () => withFakeOffers(async () => {
  const host = new PeerHost({ seats: [1] });
  const token = randomToken();
  const first = hostLink(host);
  let msgs = await joinOn(host, first, token);
  const offers = msgs.filter((m) => m.type === 'standby_offer');
  assert.deepEqual(offers.map((m) => m.id), [0, 1, 2]);
  assert.equal(host.seatStatus(1).standbys, 0, 'none answered yet');
  const answer = (link, id) => { link._receive(JSON.stringify(envelope('standby_answer', { id, sdp: 'v=0\r\n' }))); return sent(link).filter((m) => m.type === 'error').map((m) => m.code); };
  assert.deepEqual(answer(first, 0), []);
  assert.deepEqual(answer(first, 1), []);
  assert.equal(host.seatStatus(1).standbys, 2);
  assert.deepEqual(answer(first, 0), ['unknown_standby'], 'answered once');
  assert.deepEqual(answer(first, 99), ['unknown_standby', 'unknown_standby'], 'never offered');
  const old = [...host._seats.get(1).standbys.values()].map((st) => st.link);
  // The guest comes back through standby 0: it joins with its (rotated) token like any rejoin.
  const welcome = msgs.find((m) => m.type === 'welcome');
  const via = old[0];
  msgs = await joinOn(host, via, welcome.token, false);
  assert.ok(msgs.some((m) => m.type === 'welcome'));
  assert.equal(host._seats.get(1).link, via);
  assert.equal(first.closeReason, 'replaced');
  assert.deepEqual(old.slice(1).map((l) => l.closeReason), ['standby_renewed', 'standby_renewed']);
  assert.deepEqual(msgs.filter((m) => m.type === 'standby_offer').map((m) => m.id), [3, 4, 5], 'fresh standbys on the new link');
  // An offer made on another connection cannot be answered on this one.
  assert.deepEqual(answer(via, 2), ['unknown_standby']);
  host.close();
  assert.ok([...host._seats.get(1).standbys.values()].length === 0);
}));

test('host: a standby connection joining with a wrong token is refused and closed; the seat is not rejoined', () => withFakeOffers(async () => {
  const joins = [];
  const host = new PeerHost({ seats: [1] });
  host.onJoin((seat, info) => joins.push(info));
  const first = hostLink(host);
  await joinOn(host, first, randomToken());
  first._receive(JSON.stringify(envelope('standby_answer', { id: 0, sdp: 'v=0\r\n' })));
  const standby = host._seats.get(1).standbys.get(0).link;
  first.close('silent');
  assert.equal(host.seatStatus(1).status, 'disconnected');
  const msgs = await joinOn(host, standby, randomToken(), false);
  assert.deepEqual(msgs.filter((m) => m.type === 'error').map((m) => m.code), ['bad_token']);
  assert.equal(standby.status, 'disconnected');
  assert.equal(host.seatStatus(1).status, 'disconnected');
  assert.deepEqual(joins, [{ rejoin: false }]);
  host.close();
}));
