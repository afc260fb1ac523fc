// Unit and property tests (node, no browser) of shell/peer-ice.js: which ICE servers a page uses
// (URL parameter, embedding option, page option, default) and when a gathered offer or answer
// is usable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import { iceConfig, pageIceConfig, usableAt, candidateType, serverKinds, PUBLIC_STUN_SERVERS, IceConfigError,
  HOST_GRACE_MS, SRFLX_GRACE_MS, NO_SERVER_GRACE_MS } from '../../shell/peer-ice.js';

const RUNS = Number(process.env.FUZZ_RUNS || 2000);

test('settings: off contacts nothing, default is the public STUN list, URLs and TURN credentials are taken', () => {
  for (const off of ['off', 'none', '', []]) assert.deepEqual(iceConfig(off), { iceServers: [] });
  assert.deepEqual(iceConfig('default').iceServers.map((s) => s.urls), [...PUBLIC_STUN_SERVERS]);
  assert.deepEqual(iceConfig(undefined), iceConfig('default'));
  assert.deepEqual(iceConfig('stun:10.0.0.1:3478, turn:turn.example.org:3478?transport=tcp', { user: 'ann', credential: 's3cret' }),
    { iceServers: [{ urls: 'stun:10.0.0.1:3478' }, { urls: 'turn:turn.example.org:3478?transport=tcp', username: 'ann', credential: 's3cret' }] });
  assert.deepEqual(iceConfig([{ urls: ['turns:t.example:5349'], username: 'u', credential: 'p' }, 'stun:[::1]:3478']),
    { iceServers: [{ urls: 'turns:t.example:5349', username: 'u', credential: 'p' }, { urls: 'stun:[::1]:3478' }] });
  // A TURN server without credentials, foreign schemes and junk are refused with a reason.
  for (const bad of ['turn:t.example:3478', 'http://x', 'stun:a b', 'javascript:alert(1)', 42, {}, [null], 'stun:' + 'a'.repeat(300)]) {
    assert.throws(() => iceConfig(bad), (e) => e instanceof IceConfigError && e.code === 'bad_ice' && e.message.length > 10, String(bad));
  }
  assert.throws(() => iceConfig(Array(9).fill('stun:a:1')), IceConfigError);
});

test('page sources: the URL parameter wins over the embedding option, which wins over the page option', () => {
  assert.equal(pageIceConfig({}).source, 'default');
  assert.equal(pageIceConfig({}).config.iceServers.length, PUBLIC_STUN_SERVERS.length);
  assert.deepEqual(pageIceConfig({ search: '?ice=off', embed: 'stun:a:1', meta: 'default' }), { config: { iceServers: [] }, source: 'url', error: null });
  assert.deepEqual(pageIceConfig({ embed: 'stun:a:1', meta: 'off' }).config, { iceServers: [{ urls: 'stun:a:1' }] });
  assert.deepEqual(pageIceConfig({ meta: 'off' }).config, { iceServers: [] });
  assert.deepEqual(pageIceConfig({ search: '?ice=turn:t:3478&ice-user=a&ice-credential=b' }).config,
    { iceServers: [{ urls: 'turn:t:3478', username: 'a', credential: 'b' }] });
  // A bad setting never falls back to contacting servers: it means none, with the reason.
  const r = pageIceConfig({ search: '?ice=turn:t:3478', meta: 'default' });
  assert.deepEqual(r.config, { iceServers: [] });
  assert.match(r.error, /username and a credential/);
});

test('property: any ?ice= text yields either its own valid servers or none, never the default list by accident', () => {
  fc.assert(fc.property(fc.string({ maxLength: 120 }), fc.option(fc.string({ maxLength: 20 })), (text, user) => {
    const search = '?' + new URLSearchParams({ ice: text, ...(user ? { 'ice-user': user, 'ice-credential': 'x' } : {}) });
    const r = pageIceConfig({ search, meta: 'default' });
    assert.equal(r.source, 'url');
    if (text === 'default') return;
    for (const s of r.config.iceServers) {
      const urls = Array.isArray(s.urls) ? s.urls : [s.urls];
      for (const u of urls) assert.ok(text.includes(u), `${u} comes from the parameter`);
    }
  }), { numRuns: RUNS });
});

test('candidate types and server kinds', () => {
  assert.equal(candidateType('candidate:1 1 udp 2122260223 10.99.0.2 40000 typ host generation 0'), 'host');
  assert.equal(candidateType('a=candidate:2 1 udp 1686052607 203.0.113.5 5000 typ srflx raddr 10.0.0.2 rport 1'), 'srflx');
  assert.equal(candidateType('candidate:3 1 udp 41885439 198.51.100.1 3478 typ relay raddr 1 rport 2'), 'relay');
  assert.equal(candidateType(''), null);
  assert.deepEqual(serverKinds(iceConfig('stun:a:1,turn:b:2,turns:c:3', { user: 'u', credential: 'p' })), { stun: 1, turn: 2 });
  assert.deepEqual(serverKinds({ iceServers: [] }), { stun: 0, turn: 0 });
});

test('usable at: the hand-worked cases', () => {
  const none = { stun: 0, turn: 0 }, stun = { stun: 2, turn: 0 }, turn = { stun: 1, turn: 1 };
  assert.equal(usableAt([], false, stun), Infinity);
  assert.equal(usableAt([], true, stun), Infinity);        // complete with nothing: no_network, decided by the caller
  assert.equal(usableAt([{ type: 'host', t: 30 }], false, none), 30 + NO_SERVER_GRACE_MS);
  assert.equal(usableAt([{ type: 'host', t: 30 }], true, none), 30);
  // STUN configured but unreachable (no answer ever): host candidates, then HOST_GRACE_MS, not the 5 s gather limit.
  assert.equal(usableAt([{ type: 'host', t: 30 }, { type: 'host', t: 40 }], false, stun), 30 + HOST_GRACE_MS);
  // STUN answers: at once.
  assert.equal(usableAt([{ type: 'host', t: 30 }, { type: 'srflx', t: 120 }], false, stun), 120);
  // With TURN, a reflexive candidate waits a little for a relay one; a relay one ends the wait.
  assert.equal(usableAt([{ type: 'host', t: 30 }, { type: 'srflx', t: 120 }], false, turn), Math.min(30 + HOST_GRACE_MS, 120 + SRFLX_GRACE_MS));
  assert.equal(usableAt([{ type: 'host', t: 30 }, { type: 'srflx', t: 120 }, { type: 'relay', t: 300 }], false, turn), 300);
});

test('property: usable never before the first candidate, never later than complete, and monotone in what arrives', () => {
  const cand = fc.record({ type: fc.constantFrom('host', 'srflx', 'prflx', 'relay'), dt: fc.integer({ min: 0, max: 3000 }) });
  fc.assert(fc.property(fc.array(cand, { minLength: 1, maxLength: 12 }), fc.nat(3), fc.nat(3), fc.boolean(), (list, s, t, complete) => {
    let now = 0;
    const seen = list.map((c) => ({ type: c.type, t: (now += c.dt) }));
    const at = usableAt(seen, complete, { stun: s, turn: t });
    assert.ok(at >= seen[0].t);
    if (complete) assert.ok(at <= seen.at(-1).t);
    assert.ok(at <= seen[0].t + HOST_GRACE_MS + SRFLX_GRACE_MS);
    // A later candidate can only bring the time forward (or leave it).
    assert.ok(usableAt(seen.slice(0, -1), false, { stun: s, turn: t }) >= usableAt(seen, false, { stun: s, turn: t }) || seen.length === 1);
  }), { numRuns: RUNS });
});
