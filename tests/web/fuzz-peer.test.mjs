// Property tests (fast-check, no browser) of the shell modules that take text from outside:
// peer message envelopes (shell/peer-protocol.js), what the host and guest hand on after them
// (shell/peer-host.js, shell/peer-guest.js over shell/peer-link.js, with a fake data channel),
// invitation and answer codes (shell/peer-codes.js) and the #join= URL parameter.
// Properties: a validator never throws anything but its own PeerError, and nothing it refuses
// ever reaches the callback that forwards to the wasm (peer-game.js: peerSubmit / guestView).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import { parseMessage, PeerError, FROM_GUEST, FROM_HOST, LIMITS, envelope, clip, carriesChance, randomToken, PROTOCOL_VERSION } from '../../shell/peer-protocol.js';
import { decodeCode, encodeCode, codeFromHash } from '../../shell/peer-codes.js';
import { PeerLink } from '../../shell/peer-link.js';
import { PeerHost } from '../../shell/peer-host.js';
import { PeerGuest } from '../../shell/peer-guest.js';
import { applyPatch } from '../../shell/peer-delta.js';

const RUNS = Number(process.env.FUZZ_RUNS || 3000);
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Strings as hostile peers send them: any UTF-16 (lone surrogates included), JSON texts, and
// envelopes that are almost right.
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.json({ maxDepth: 6 }), fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '\\', 'u', 'd', '8', '0', 'a'), maxLength: 60 }));
const field = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.integer(),
  fc.constantFrom(0, 1, 15, 16, -1, 2 ** 31, 2 ** 53, 1e400, NaN, 'x'.repeat(70), randomToken()));
const envelopeLike = fc.record({
  v: fc.oneof(fc.constant(PROTOCOL_VERSION), field), type: fc.oneof(fc.constantFrom(...FROM_GUEST, ...FROM_HOST, 'chance', 'view'), fc.string({ unit: 'binary', maxLength: 50 })),
  seat: field, token: field, id: field, version: field, action: fc.oneof(field, fc.object({ maxDepth: 4 })), view: fc.oneof(field, fc.object()),
  session: field, code: field, message: field, ref: field, t: field,
  sdp: fc.oneof(field, fc.string({ maxLength: 50 }).map((x) => 'v=0\r\n' + x), fc.constant('v=0\r\n' + 'a'.repeat(LIMITS.sdp))),
}, { requiredKeys: [] });
const deep = fc.integer({ min: 1, max: 60 }).map((n) => JSON.stringify(envelope('action', { id: 1, version: 1, action: JSON.parse('{"a":'.repeat(n) + '1' + '}'.repeat(n)) })));
const message = fc.oneof(anyText, envelopeLike.map((o) => JSON.stringify(o)), deep,
  fc.string({ unit: 'binary', minLength: 8100, maxLength: 8300 }));

// Throws if `f` throws anything else than PeerError; returns [result, error].
function verdict(f) {
  try { return [f(), null]; } catch (e) {
    assert.ok(e instanceof PeerError, `not a PeerError: ${e && e.stack}`);
    assert.equal(typeof e.code, 'string');
    assert.ok(!LONE.test(e.message), `error message holds a lone surrogate: ${JSON.stringify(e.message)}`);
    return [null, e];
  }
}

test('parseMessage: only PeerError, and an accepted message has exactly the documented shape', () => {
  fc.assert(fc.property(message, fc.constantFrom(FROM_GUEST, FROM_HOST), (data, allowed) => {
    const max = allowed === FROM_GUEST ? LIMITS.guestToHost : LIMITS.hostToGuest;
    const [msg] = verdict(() => parseMessage(data, allowed, max));
    if (!msg) return;
    assert.equal(msg.v, PROTOCOL_VERSION);
    assert.ok(allowed.includes(msg.type));
    assert.ok(new TextEncoder().encode(data).length <= max);
    if (msg.type === 'action') {
      assert.ok(msg.action && typeof msg.action === 'object' && !Array.isArray(msg.action));
      assert.ok(!carriesChance(msg.action));
      assert.ok(Number.isSafeInteger(msg.version) && msg.version >= 0);
    }
  }), { numRuns: RUNS });
});

test('parseMessage: the issue\'s inputs and lone surrogates are refused as PeerError', () => {
  for (const data of ['\uFFFD', '{"type": \uFFFD}', '{"v":2,"type":"\uD800"}', '{"v":2,"type":"action","x\uDBFF":1}', '['.repeat(100000)]) {
    const [, e] = verdict(() => parseMessage(data, FROM_GUEST, LIMITS.guestToHost));
    assert.ok(e);
  }
  assert.equal(clip('ab\uD83D\uDE00c', 3), 'ab');
  assert.equal(clip('a\uD800b', 10), 'a\uFFFDb');
});

// A PeerLink over a fake RTCPeerConnection and data channel (what PeerLink.offer/answer make).
function fakeLink(accept, maxIn, maxOut) {
  const pc = new EventTarget();
  pc.close = () => {};
  const link = new PeerLink(pc, { accept, maxIn, maxOut, pingMs: 1e9, silenceMs: 1e12 });
  const dc = new EventTarget();
  dc.readyState = 'open';
  dc.sent = [];
  dc.send = (t) => dc.sent.push(t);
  dc.close = () => {};
  link._attach(dc);
  link._opened();
  return link;
}

const token = randomToken();
const joinMsg = (seat, tok = token) => JSON.stringify(envelope('join', { seat, token: tok }));
const actionMsg = fc.record({ id: fc.oneof(fc.nat(), field), version: fc.oneof(fc.nat(), field), action: fc.oneof(fc.object({ maxDepth: 3 }), field) })
  .map((f) => JSON.stringify(envelope('action', f)));

test('host: only validated actions of the joined seat reach the action callback (peerSubmit)', async () => {
  await fc.assert(fc.asyncProperty(fc.array(fc.oneof(message, actionMsg, fc.constant(joinMsg(1)), fc.constant(joinMsg(2)), fc.constant(joinMsg(1, randomToken()))), { maxLength: 25 }),
    async (messages) => {
      const host = new PeerHost({ seats: [1, 2] });
      const forwarded = [];
      host.onAction((seat, action, version) => { forwarded.push({ seat, action, version }); return { ok: false, error: { code: 'refused', message: 'no' } }; });
      const link = fakeLink(FROM_GUEST, LIMITS.guestToHost, LIMITS.hostToGuest);
      host._adopt(1, link);
      const expected = [];
      let joined = false, lastId = -1;
      for (const data of messages) {
        assert.doesNotThrow(() => link._receive(data));
        if (link.status !== 'open') break;
        // What the protocol allows through, judged independently of the host's own code.
        let msg = null;
        try { msg = parseMessage(data, FROM_GUEST, LIMITS.guestToHost); } catch (e) { continue; }
        if (msg.type === 'join' && !joined && msg.seat === 1) joined = true;
        if (msg.type === 'join' && (msg.seat !== 1 && !joined)) break;  // the host closes the link
        if (msg.type === 'action' && joined && msg.id > lastId) { lastId = msg.id; expected.push(msg); }
      }
      await host._queue;
      link.close('test');
      assert.equal(forwarded.length, expected.length);
      for (const [i, f] of forwarded.entries()) {
        assert.equal(f.seat, 1);
        assert.deepEqual(f.action, expected[i].action);
        assert.ok(f.action && typeof f.action === 'object' && !Array.isArray(f.action) && !carriesChance(f.action));
        assert.ok(Number.isSafeInteger(f.version) && f.version >= 0);
      }
      for (const t of link.dc.sent) assert.ok(!LONE.test(JSON.parse(t).message || ''));  // errors sent back quote only well-formed text
    }), { numRuns: Math.ceil(RUNS / 5) });
});

test('guest: only validated views after the welcome reach the view callback (guestView)', () => {
  fc.assert(fc.property(fc.array(fc.oneof(message, fc.record({ version: fc.oneof(fc.nat(), field), view: fc.oneof(fc.object({ maxDepth: 3 }), field) }).map((f) => JSON.stringify(envelope('view', f))),
    fc.record({ version: fc.nat(5), base: fc.nat(5), patch: fc.oneof(fc.object({ maxDepth: 3 }), fc.record({ s: fc.object({ maxDepth: 2 }) }), field) }).map((f) => JSON.stringify(envelope('patch', f))),
    fc.constant(JSON.stringify(envelope('welcome', { seat: 3, session: token, token: randomToken() })))), { maxLength: 25 }), (messages) => {
    const guest = new PeerGuest({ storage: null, token });
    const link = fakeLink(FROM_HOST, LIMITS.hostToGuest, LIMITS.guestToHost);
    guest.link = link; guest.seat = 3; guest.session = token;
    link.onMessage((msg) => guest._receive(link, msg));
    const views = [];
    guest.onView((view, version) => views.push({ view, version }));
    let welcomed = false, last = null;
    const expected = [];
    for (const data of messages) {
      assert.doesNotThrow(() => link._receive(data));
      if (link.status !== 'open') break;
      let msg = null;
      try { msg = parseMessage(data, FROM_HOST, LIMITS.hostToGuest); } catch (e) { continue; }
      if (msg.type === 'welcome') { if (msg.seat !== 3 || msg.session !== token) break; welcomed = true; last = null; }
      if (msg.type === 'view' && welcomed) expected.push(last = msg);
      if (msg.type === 'patch' && welcomed && last && msg.base === last.version) {
        try { expected.push(last = { view: applyPatch(last.view, msg.patch), version: msg.version }); } catch (e) { /* ignored, resync asked */ }
      }
    }
    link.close('test');
    assert.equal(views.length, expected.length);
    for (const [i, v] of views.entries()) {
      assert.deepEqual(v.view, expected[i].view);
      assert.ok(v.view && typeof v.view === 'object' && !Array.isArray(v.view));
      assert.ok(Number.isSafeInteger(v.version) && v.version >= 0);
    }
  }), { numRuns: Math.ceil(RUNS / 5) });
});

const sdp = fc.string({ maxLength: 300 }).map((s) => 'v=0\r\n' + s);
const payload = fc.oneof(fc.jsonValue({ maxDepth: 3 }),
  fc.record({ s: fc.oneof(fc.constant(token), field), k: fc.oneof(fc.integer({ min: -2, max: 17 }), field), n: fc.oneof(fc.constant(token), field), d: fc.oneof(sdp, field) }, { requiredKeys: [] }));

async function rawCode(prefix, value) {
  // A code as encodeCode writes it, but around any payload (what a forged code can hold).
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const packed = new Uint8Array(await new Response(stream).arrayBuffer());
  let s = ''; for (const b of packed) s += String.fromCharCode(b);
  return prefix + btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function codeVerdict(text, kind) {
  try { return [await decodeCode(text, kind), null]; } catch (e) {
    assert.ok(e instanceof PeerError, `not a PeerError: ${e && e.stack}`);
    assert.equal(e.code, 'bad_code');
    return [null, e];
  }
}

function assertValidCode(r, kind) {
  assert.match(r.invite, /^[A-Za-z0-9_-]{16,64}$/);
  assert.ok(typeof r.sdp === 'string' && r.sdp.startsWith('v=0'));
  if (kind === 'invite') {
    assert.match(r.session, /^[A-Za-z0-9_-]{16,64}$/);
    assert.ok(Number.isInteger(r.seat) && r.seat >= 0 && r.seat <= 15);
    assert.deepEqual(Object.keys(r).sort(), ['invite', 'sdp', 'seat', 'session']);
  } else {
    assert.deepEqual(Object.keys(r).sort(), ['invite', 'sdp']);
  }
}

test('codes: decodeCode refuses with bad_code or returns only validated fields', async () => {
  await fc.assert(fc.asyncProperty(fc.oneof(anyText, fc.string({ unit: fc.constantFrom('I', 'A', '1', '.', '-', '_', 'a', 'Z', '9', '#', 'j', 'o', 'i', 'n', '=', ' '), maxLength: 80 })),
    fc.constantFrom('invite', 'answer'), async (text, kind) => {
      const [r] = await codeVerdict(text, kind);
      if (r) assertValidCode(r, kind);
    }), { numRuns: RUNS });
  await fc.assert(fc.asyncProperty(payload, fc.constantFrom('invite', 'answer'), fc.constantFrom('', '  ', 'http://h/#join=', '\n'), async (value, kind, around) => {
    const [r] = await codeVerdict(around + await rawCode(kind === 'invite' ? 'I1.' : 'A1.', value), kind);
    if (r) assertValidCode(r, kind);
  }), { numRuns: Math.ceil(RUNS / 3) });
  // Round trip of real codes.
  const inv = { session: token, seat: 2, invite: randomToken(), sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
  assert.deepEqual(await decodeCode(await encodeCode('invite', inv), 'invite'), inv);
});

test('URL: codeFromHash returns null or a code of safe characters only', () => {
  fc.assert(fc.property(fc.oneof(anyText, fc.string({ maxLength: 40 }).map((s) => '#join=' + s), fc.constant(null)), (hash) => {  // (undefined means location.hash, a page's own)
    let r;
    assert.doesNotThrow(() => { r = codeFromHash(hash); });
    if (r !== null) assert.match(r, /^[A-Za-z0-9_.-]+$/);
  }), { numRuns: RUNS });
});
