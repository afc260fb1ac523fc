// Unit and property tests (node, no browser) of lean views: patches between views
// (shell/peer-delta.js) and the host/guest exchange over linked fake data channels: full view
// first (deflated when large), then patches, a resync after a dropped message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import { diff, applyPatch, PatchError } from '../../shell/peer-delta.js';
import { FROM_GUEST, FROM_HOST, LIMITS, envelope, randomToken } from '../../shell/peer-protocol.js';
import { PeerLink } from '../../shell/peer-link.js';
import { PeerHost } from '../../shell/peer-host.js';
import { PeerGuest } from '../../shell/peer-guest.js';

const RUNS = Number(process.env.FUZZ_RUNS || 2000);
const obj = fc.object({ maxDepth: 4, values: [fc.jsonValue({ maxDepth: 2 })] }).map((o) => JSON.parse(JSON.stringify(o)));

// Every value a patch carries sits at the same place in the new view.
function carriedFrom(patch, to) {
  for (const [k, v] of Object.entries(patch.s || {})) assert.deepEqual(v, to[k]);
  for (const [k, items] of Object.entries(patch.a || {})) assert.deepEqual(items, to[k].slice(to[k].length - items.length));
  for (const [k, sub] of Object.entries(patch.p || {})) carriedFrom(sub, to[k]);
  for (const k of patch.d || []) assert.ok(!Object.prototype.hasOwnProperty.call(to, k));
}

test('property: applying diff(a, b) to a gives b, leaves a unchanged, and carries only values of b', () => {
  // b is often a small change of a, as consecutive views are.
  const pair = fc.oneof(fc.tuple(obj, obj), obj.chain((a) => fc.tuple(fc.constant(a), fc.record({ k: fc.string({ maxLength: 3 }), v: fc.jsonValue({ maxDepth: 2 }) })
    .map(({ k, v }) => JSON.parse(JSON.stringify({ ...a, [k]: v }))))));
  fc.assert(fc.property(pair, ([a, b]) => {
    const before = JSON.stringify(a);
    const p = diff(a, b);
    assert.deepEqual(applyPatch(a, p), b);
    assert.equal(JSON.stringify(a), before);
    carriedFrom(p, b);
    if (JSON.stringify(a) === JSON.stringify(b)) assert.deepEqual(p, {});
  }), { numRuns: RUNS });
});

test('patches by hand: nested change, growing list, deletion; malformed patches are refused', () => {
  const a = { board: { hexes: [1, 2, 3] }, game: { turn: 4, events: [{ e: 1 }] }, gone: true };
  const b = { board: { hexes: [1, 2, 3] }, game: { turn: 5, events: [{ e: 1 }, { e: 2 }] } };
  assert.deepEqual(diff(a, b), { p: { game: { s: { turn: 5 }, a: { events: [{ e: 2 }] } } }, d: ['gone'] });
  assert.deepEqual(applyPatch(a, diff(a, b)), b);
  for (const bad of [{ x: 1 }, { s: [] }, { d: ['nope'] }, { p: { board: { p: { hexes: {} } } } }, { a: { game: [1] } }, { d: 'gone' }]) {
    assert.throws(() => applyPatch(a, bad), PatchError, JSON.stringify(bad));
  }
  const polluted = applyPatch({}, JSON.parse('{"s":{"__proto__":{"admin":true}}}'));
  assert.equal(({}).admin, undefined);
  assert.equal(Object.getPrototypeOf(polluted), Object.prototype);
  assert.equal(polluted.admin, undefined);
  assert.throws(() => applyPatch({ x: {} }, JSON.parse('{"p":{"__proto__":{"s":{"y":1}}}}')), PatchError);
});

// A host link and a guest link joined by fake data channels; `drop(frame)` may lose host frames.
function linkedPair(host, drop = () => false) {
  const mk = (opts) => {
    const pc = new EventTarget(); pc.close = () => {};
    const link = new PeerLink(pc, { pingMs: 1e9, silenceMs: 1e12, ...opts });
    const dc = new EventTarget(); dc.readyState = 'open'; dc.close = () => {};
    dc.send = (f) => dc.out(f); dc.out = () => {};
    link._attach(dc); link._opened();
    return link;
  };
  const h = mk(host._opts);
  const g = mk({ accept: FROM_HOST, maxIn: LIMITS.hostToGuest, maxOut: LIMITS.guestToHost, inflate: true });
  h.frames = [];
  h.dc.out = (f) => { h.frames.push(f); if (!drop(f)) g._frame(typeof f === 'string' ? f : f.buffer.slice(f.byteOffset, f.byteOffset + f.byteLength)); };
  g.dc.out = (f) => h._frame(f);
  return { h, g };
}
const settle = async (host, g) => { for (let i = 0; i < 5; i++) { await host._queue; await g._rx; for (const s of host._seats.values()) if (s.link) await s.link._tx; await g._rx; } };
const views = (n) => Array.from({ length: n }, (_, i) => ({
  table: { seats: [{ name: 'Anna' }, { name: 'Ben', latency: i % 3 }] },
  game: { board: { hexes: Array.from({ length: 19 }, (_, h) => ({ id: h, terrain: 'hills', number: (h % 11) + 2 })),
      intersections: Array.from({ length: 54 }, (_, x) => ({ id: x, hexes: [x % 19, (x + 1) % 19], harbor: null })) },
    turn: i, events: Array.from({ length: i }, (_, e) => ({ type: 'rolled', dice: [e % 6 + 1, 3] })) } }));

test('host and guest: full view first (deflated), then patches; the guest sees every view exactly', async () => {
  const host = new PeerHost({ seats: [1] });
  const guest = new PeerGuest({ storage: null });
  const { h, g } = linkedPair(host);
  guest.link = g; guest.seat = 1; guest.session = host.session; guest.token = randomToken();
  g.onMessage((m) => guest._receive(g, m));
  const got = [];
  guest.onView((v, version) => got.push([v, version]));
  host._adopt(1, h);
  g.send(envelope('join', { seat: 1, token: guest.token }));
  const vs = views(30);
  for (const [i, v] of vs.entries()) { host.sendView(1, v, i); await settle(host, g); }
  assert.deepEqual(got, vs.map((v, i) => [v, i]));
  // A caller that changes the object it passed (as the test fixture's game does with its log)
  // still gets exact patches: the host diffs against a copy of what it sent.
  const same = JSON.parse(JSON.stringify(vs[29]));
  same.game.events.push({ type: 'rolled', dice: [1, 1] });
  host.sendView(1, same, 30); await settle(host, g);
  same.game.events.push({ type: 'rolled', dice: [2, 2] });
  host.sendView(1, same, 31); await settle(host, g);
  assert.deepEqual(got.at(-1), [same, 31]);
  assert.equal(got.at(-2)[0].game.events.length, 30);
  const types = h.frames.slice(0, -2).filter((f) => typeof f !== 'string' || !/"type":"(ping|welcome)"/.test(f))
    .map((f) => (typeof f === 'string' ? JSON.parse(f).type : 'deflated'));
  assert.equal(types[0], 'deflated', 'the first (full, large) view goes deflated');
  assert.ok(types.slice(1).every((t) => t === 'patch'), types.join());
  const full = vs.reduce((n, v, i) => n + JSON.stringify(envelope('view', { version: i, view: v })).length, 0);
  console.log(`30 views: ${full} bytes as full views, ${h.bytesSent} bytes sent`);
  assert.ok(h.bytesSent < full * 0.3);
  host.close(); g.close();
});

test('a dropped patch: the guest asks for a resync and gets the full view; views stay exact', async () => {
  const host = new PeerHost({ seats: [1] });
  const guest = new PeerGuest({ storage: null });
  let n = 0;
  const { h, g } = linkedPair(host, (f) => typeof f === 'string' && JSON.parse(f).type === 'patch' && ++n === 3);
  guest.link = g; guest.seat = 1; guest.session = host.session; guest.token = randomToken();
  g.onMessage((m) => guest._receive(g, m));
  const got = [];
  guest.onView((v, version) => got.push(version));
  host._adopt(1, h);
  g.send(envelope('join', { seat: 1, token: guest.token }));
  const vs = views(8);
  for (const [i, v] of vs.entries()) { host.sendView(1, v, i); await settle(host, g); }
  // Version 3's patch was lost: version 4's patch does not fit, the guest asks, gets the full view 7... in order.
  assert.deepEqual(got.slice(0, 3), [0, 1, 2]);
  assert.ok(!got.includes(3));
  assert.equal(got.at(-1), 7);
  assert.deepEqual(guest.view, vs[7]);
  assert.ok(h.frames.some((f) => typeof f !== 'string') && got.length >= 4, 'a full view came again after the resync');
  host.close(); g.close();
});
