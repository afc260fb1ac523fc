// Quick messages in peer games (issue 20), node only: the say / said envelopes (exact fields, one
// of preset and text, presets from the fixed list), the free text's cleaning and size limit, the
// host's "allow free text" switch (text_off), the relay to every guest and the per-connection
// rate limit (shell/peer-protocol.js, peer-host.js, peer-guest.js, peer-limits.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import { parseMessage, cleanSayText, sayContent, SAY_PRESETS, SAY_MAX, FROM_GUEST, FROM_HOST, LIMITS, envelope, randomToken } from '../../shell/peer-protocol.js';
import { GUEST_RATES } from '../../shell/peer-limits.js';
import { PeerHost } from '../../shell/peer-host.js';
import { PeerGuest } from '../../shell/peer-guest.js';
import { fakeLink, sent } from './peer-fixtures/fake-link.mjs';

const RUNS = Number(process.env.FUZZ_RUNS || 500);

const fromGuest = (m) => parseMessage(JSON.stringify(m), FROM_GUEST, LIMITS.guestToHost);
const fromHost = (m) => parseMessage(JSON.stringify(m), FROM_HOST, LIMITS.hostToGuest);
const refusedAs = (fn) => { try { fn(); } catch (e) { return e.code; } return 'accepted'; };

// A host with guests joined on seats 1 and 2 (fake links).
function hostWithGuests() {
  const host = new PeerHost({ seats: [1, 2] });
  const links = {};
  for (const seat of [1, 2]) {
    links[seat] = fakeLink(host._opts);
    host._adopt(seat, links[seat]);
    links[seat]._receive(JSON.stringify(envelope('join', { seat, token: randomToken() })));
  }
  const heard = [];
  host.onSay((seat, said) => heard.push({ seat, ...said }));
  return { host, links, heard };
}
const saids = (link) => sent(link).filter((m) => m.type === 'said').map(({ v, type, ...rest }) => rest);
const errors = (link) => sent(link).filter((m) => m.type === 'error').map((m) => m.code);

test('protocol: say carries exactly one known preset or one text; said adds the seat', () => {
  assert.deepEqual(fromGuest(envelope('say', { preset: 'gl' })), { v: 2, type: 'say', preset: 'gl' });
  assert.equal(fromGuest(envelope('say', { text: '  hi  there ' })).text, 'hi there');
  assert.deepEqual(fromHost(envelope('said', { seat: 3, preset: 'wow' })), { v: 2, type: 'said', seat: 3, preset: 'wow' });
  assert.equal(SAY_PRESETS.length, 12);
  for (const bad of [{}, { preset: 'gl', text: 'x' }, { preset: 'nope' }, { preset: 1 }, { text: '' }, { text: ' \u202e\u0007 ' },
    { text: 'x'.repeat(SAY_MAX + 1) }, { text: 5 }, { preset: 'gl', seat: 1 }, { preset: 'gl', x: 1 }]) {
    assert.equal(refusedAs(() => fromGuest(envelope('say', bad))), 'bad_shape', JSON.stringify(bad));
  }
  assert.equal(refusedAs(() => fromHost(envelope('said', { preset: 'gl' }))), 'bad_shape');  // no seat
  assert.equal(refusedAs(() => fromHost(envelope('said', { seat: 16, preset: 'gl' }))), 'bad_shape');
  assert.equal(refusedAs(() => fromGuest(envelope('said', { seat: 1, preset: 'gl' }))), 'unknown_type');  // a guest never relays
  assert.equal(refusedAs(() => fromHost(envelope('say', { preset: 'gl' }))), 'unknown_type');
});

test('cleaning: control characters and bidi overrides go, white space is one space, 120 code points at most', () => {
  assert.equal(cleanSayText('a\u202eb\u2066c\u200fd'), 'abcd');
  assert.equal(cleanSayText('one\n\ttwo\r\nthree\u0000\u009f'), 'one two three');
  assert.equal(cleanSayText('\ud800x'), 'x');  // a lone surrogate is dropped
  assert.equal(cleanSayText('😀'.repeat(SAY_MAX)), '😀'.repeat(SAY_MAX));  // code points, not UTF-16 units
  assert.equal(cleanSayText('😀'.repeat(SAY_MAX + 1)), null);
  assert.equal(cleanSayText('<b>&amp;</b>'), '<b>&amp;</b>');  // shown as typed, never interpreted
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
    const t = cleanSayText(s);
    if (t === null) return;
    assert.ok(t.length > 0 && t === t.trim() && [...t].length <= SAY_MAX);
    assert.ok(!/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(t));
    assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(t));
    assert.equal(cleanSayText(t), t);  // cleaning twice changes nothing
  }), { numRuns: RUNS });
  assert.throws(() => sayContent({ text: '\u0007' }), (e) => e.code === 'bad_shape');
  assert.throws(() => sayContent({ preset: 'gl', extra: 1 }), (e) => e.code === 'bad_shape');
});

test('host: a guest\'s preset and text reach every guest and the host; its own say too', () => {
  const { host, links, heard } = hostWithGuests();
  links[1]._receive(JSON.stringify(envelope('say', { preset: 'nice' })));
  links[2]._receive(JSON.stringify(envelope('say', { text: 'hello\u202e  you' })));
  assert.deepEqual(host.say(0, { preset: 'gl' }), { preset: 'gl' });
  const all = [{ seat: 1, preset: 'nice' }, { seat: 2, text: 'hello you' }, { seat: 0, preset: 'gl' }];
  assert.deepEqual(heard, all);
  assert.deepEqual(saids(links[1]), all);
  assert.deepEqual(saids(links[2]), all);
  assert.throws(() => host.say(0, { preset: 'nope' }), (e) => e.code === 'bad_shape');
  assert.throws(() => host.say(-1, { preset: 'gl' }), (e) => e.code === 'bad_seat');
  host.close();
});

test('host: with free text off a guest\'s text is refused (text_off) and nothing is relayed; presets still go', () => {
  const { host, links, heard } = hostWithGuests();
  host.allowText = false;
  const refused = [];
  host.onRefused((seat, e) => refused.push([seat, e.code]));
  links[1]._receive(JSON.stringify(envelope('say', { text: 'spam' })));
  assert.deepEqual(heard, []);
  assert.deepEqual(saids(links[2]), []);
  assert.deepEqual(errors(links[1]), ['text_off']);
  assert.equal(sent(links[1]).find((m) => m.type === 'error').key, 'error.peer.text_off');
  assert.deepEqual(refused, [[1, 'text_off']]);
  links[1]._receive(JSON.stringify(envelope('say', { preset: 'thanks' })));
  assert.deepEqual(heard, [{ seat: 1, preset: 'thanks' }]);
  host.allowText = true;
  links[1]._receive(JSON.stringify(envelope('say', { text: 'back on' })));
  assert.equal(heard.length, 2);
  host.close();
});

test('host: a say before the join is refused; a burst over the limit is dropped with one rate_limited', () => {
  const host = new PeerHost({ seats: [1] });
  const heard = [];
  host.onSay((seat, said) => heard.push(said));
  const link = fakeLink(host._opts);
  host._adopt(1, link);
  link._receive(JSON.stringify(envelope('say', { preset: 'gl' })));
  assert.deepEqual(errors(link), ['not_joined']);
  link._receive(JSON.stringify(envelope('join', { seat: 1, token: randomToken() })));
  link.dc.sent.length = 0;
  for (let i = 0; i < 10; i++) link._receive(JSON.stringify(envelope('say', { preset: 'wow' })));
  // One token went to the refused say above: burst 3 in all, the refill in the loop is nil.
  assert.equal(heard.length, GUEST_RATES.say.burst - 1);
  assert.deepEqual(errors(link), ['rate_limited']);
  assert.deepEqual(sent(link).find((m) => m.type === 'error').args, ['say']);
  assert.equal(link.status, 'open');  // a few drops are not a flood
  host.close();
});

test('guest: sends a cleaned say, hears the host\'s said (its own included), refuses to send bad ones', () => {
  const guest = new PeerGuest({ storage: null });
  assert.throws(() => guest.sendSay({ preset: 'gl' }), (e) => e.code === 'not_joined');
  const link = fakeLink({ accept: FROM_HOST, maxIn: LIMITS.hostToGuest, maxOut: LIMITS.guestToHost });
  const session = randomToken();
  guest.link = link; guest.seat = 2; guest.session = session; guest.token = randomToken();
  link.onMessage((msg) => guest._receive(link, msg));
  const heard = [];
  guest.onSaid((seat, said) => heard.push({ seat, ...said }));
  link._receive(JSON.stringify(envelope('said', { seat: 0, preset: 'gl' })));
  assert.deepEqual(heard, []);  // not joined yet
  link._receive(JSON.stringify(envelope('welcome', { seat: 2, session, token: randomToken() })));
  assert.deepEqual(guest.sendSay({ text: ' hi\u0007 ' }), { text: 'hi' });
  assert.deepEqual(sent(link).at(-1), { v: 2, type: 'say', text: 'hi' });
  assert.throws(() => guest.sendSay({ text: 'x'.repeat(SAY_MAX + 1) }), (e) => e.code === 'bad_shape');
  assert.throws(() => guest.sendSay({ preset: 'gl', text: 'x' }), (e) => e.code === 'bad_shape');
  link._receive(JSON.stringify(envelope('said', { seat: 2, text: 'hi\u202e there' })));
  link._receive(JSON.stringify(envelope('said', { seat: 0, preset: 'wp' })));
  assert.deepEqual(heard, [{ seat: 2, text: 'hi there' }, { seat: 0, preset: 'wp' }]);
  link._receive(JSON.stringify(envelope('said', { seat: 0, preset: 'gl', text: 'both' })));  // refused as bad_shape
  assert.equal(heard.length, 2);
  link.close();
});
