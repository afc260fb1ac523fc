// Peer message protocol: the JSON envelope shared by host and guests, its limits, and the
// validator every received message passes through before anything else sees it.
// Game-agnostic: the game's actions and views are opaque JSON objects here.
// See docs/peer-protocol.md, section "Peer messages".

/** Protocol version carried in every envelope as `v`. A peer refuses any other value. */
export const PROTOCOL_VERSION = 2;

/** Default size limits in UTF-8 bytes of one message as sent over the data channel. */
export const LIMITS = Object.freeze({
  guestToHost: 8 * 1024,    // join, action, resync, standby_answer, say, ping, pong, error
  hostToGuest: 128 * 1024,  // welcome, view, patch, standby_offer, said, error, ping, pong (stays under Chromium's 256 KiB SCTP limit)
  depth: 32,                // deepest nesting of arrays/objects inside one message
  sdp: 6000,                // characters of the SDP in a standby_offer / standby_answer
});

/** Message types each side may receive, with the exact field set of each (besides `v`, `type`). */
const FIELDS = {
  join: { seat: 'seat', token: 'token' },
  action: { id: 'id', version: 'version', action: 'object' },
  welcome: { seat: 'seat', session: 'token', token: 'token' },
  view: { version: 'version', view: 'object' },
  patch: { version: 'version', base: 'version', patch: 'object' },
  resync: {},
  standby_offer: { id: 'id', sdp: 'sdp' },
  standby_answer: { id: 'id', sdp: 'sdp' },
  error: { code: 'code', message: 'text', ref: 'id?', key: 'key?', args: 'args?' },
  ping: { t: 'number' },
  pong: { t: 'number' },
  // quick messages: exactly one of preset and text (checked in parseMessage)
  say: { preset: 'preset?', text: 'saytext?' },
  said: { seat: 'seat', preset: 'preset?', text: 'saytext?' },
};

/** Types a host accepts from a guest, and types a guest accepts from its host. */
export const FROM_GUEST = Object.freeze(['join', 'action', 'resync', 'standby_answer', 'say', 'error', 'ping', 'pong']);
export const FROM_HOST = Object.freeze(['welcome', 'view', 'patch', 'standby_offer', 'said', 'error', 'ping', 'pong']);

/**
 * Ids of the quick messages' presets (stable: the page shows each by its catalogue key
 * "ui.say.preset.<id>", so every language has its own words): short messages, then emotes.
 */
export const SAY_PRESETS = Object.freeze(['gl', 'nice', 'thanks', 'oops', 'wait', 'wp', 'trade', 'your_turn',
  'smile', 'sad', 'grin', 'wow']);
/** Longest free text of a quick message, in code points (after cleaning). */
export const SAY_MAX = 120;

// Removed from a free text: control characters (C0, DEL, C1; line breaks and tabs become spaces
// first), bidi embeddings, overrides, isolates and marks, and lone surrogates.
const SAY_SPACES = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const SAY_DROP = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The free text of a quick message as it is shown: control characters and bidi overrides
 * removed, runs of white space made one space, trimmed. Returns null if `x` is not a string,
 * is longer than 4 x SAY_MAX UTF-16 units, or is empty or longer than SAY_MAX code points
 * once cleaned (such a message is refused).
 */
export function cleanSayText(x) {
  if (typeof x !== 'string' || x.length > 4 * SAY_MAX) return null;
  const t = x.replace(SAY_SPACES, ' ').replace(SAY_DROP, '').replace(/\s+/g, ' ').trim();
  if (!t) return null;
  let n = 0;
  for (const _ of t) if (++n > SAY_MAX) return null;
  return t;
}

const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;
const CODE_RE = /^[a-z][a-z0-9_]{0,39}$/;
const KEY_RE = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/;
const MAX_SEAT = 15;

/**
 * A quick message's content checked and cleaned: `{ preset }` (a SAY_PRESETS id) or `{ text }`
 * (cleanSayText). Throws PeerError 'bad_shape' otherwise. Used by host and guest for what their own page sends.
 */
export function sayContent(said) {
  const keys = said && typeof said === 'object' ? Object.keys(said) : [];
  if (keys.length === 1 && keys[0] === 'preset' && SAY_PRESETS.includes(said.preset)) return { preset: said.preset };
  if (keys.length === 1 && keys[0] === 'text') {
    const text = cleanSayText(said.text);
    if (text !== null) return { text };
  }
  throw new PeerError('bad_shape', 'A quick message is one known preset or a text of 1 to 120 characters.', 'error.peer.bad_say');
}

const checks = {
  seat: (x) => Number.isInteger(x) && x >= 0 && x <= MAX_SEAT,
  token: (x) => typeof x === 'string' && TOKEN_RE.test(x),
  id: (x) => Number.isInteger(x) && x >= 0 && x <= 0x7fffffff,
  version: (x) => Number.isInteger(x) && x >= 0 && x <= Number.MAX_SAFE_INTEGER,
  object: (x) => x !== null && typeof x === 'object' && !Array.isArray(x),
  code: (x) => typeof x === 'string' && CODE_RE.test(x),
  key: (x) => typeof x === 'string' && x.length <= 80 && KEY_RE.test(x),  // a catalogue key (engine/text/)
  text: (x) => typeof x === 'string' && x.length <= 500,
  // the strings a key's "%s" are filled with (engine/text/catalogue.hpp format_list)
  args: (x) => Array.isArray(x) && x.length <= 6 && x.every((a) => typeof a === 'string' && a.length <= 200),
  number: (x) => typeof x === 'number' && Number.isFinite(x),
  // a session description (standby connections): text of at most LIMITS.sdp characters
  sdp: (x) => typeof x === 'string' && x.length <= LIMITS.sdp && x.startsWith('v=0\r\n'),
  preset: (x) => typeof x === 'string' && SAY_PRESETS.includes(x),
  saytext: (x) => cleanSayText(x) !== null,
};

/**
 * A refusal: `code` is a stable snake_case reason, `message` a sentence for people (English),
 * `key` its catalogue key (engine/text/en.cpp "error.peer.*") and `args` the strings that fill
 * the key's "%s", so the other side shows it in its own language.
 */
export class PeerError extends Error {
  constructor(code, message, key, args) {
    super(message); this.code = code; this.name = 'PeerError';
    if (key) this.key = key;
    if (args) this.args = args.map(String);
  }
}

/**
 * `text` cut to at most `max` UTF-16 units for quoting in a message: never splits a surrogate
 * pair, and any lone surrogate becomes U+FFFD, so the result is well-formed Unicode (valid UTF-8
 * once the wasm side receives it).
 */
export function clip(text, max) {
  let t = String(text);
  if (t.length > max) t = t.slice(0, /[\uD800-\uDBFF]/.test(t[max - 1]) ? max - 1 : max);
  return t.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** UTF-8 length of `text` in bytes. */
export function utf8Length(text) { return new TextEncoder().encode(text).length; }

/** True if `value` nests arrays/objects deeper than `max` levels. */
function tooDeep(value, max) {
  const stack = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return true;
    for (const k of Object.keys(v)) stack.push([v[k], d + 1]);
  }
  return false;
}

/** True if an object key named "chance" appears anywhere inside `value`. */
export function carriesChance(value) {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (!Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, 'chance')) return true;
    for (const k of Object.keys(v)) stack.push(v[k]);
  }
  return false;
}

/**
 * Parses and validates one received data-channel message.
 * Takes the raw `data` (a string; binary frames are refused), the list of `allowed` types for
 * this side and `maxBytes`. Returns the message object, or throws PeerError with code
 * oversize | binary | malformed_json | bad_envelope | bad_version | unknown_type | bad_shape |
 * chance_forbidden. Nothing about the message is trusted before this returns. A say or said
 * message's `text` comes back cleaned (cleanSayText).
 */
export function parseMessage(data, allowed, maxBytes) {
  if (typeof data !== 'string') throw new PeerError('binary', 'Binary messages are not part of the protocol.', 'error.peer.binary');
  // A UTF-8 encoding is never shorter than the UTF-16 length, so the first test is exact.
  if (data.length > maxBytes || utf8Length(data) > maxBytes) {
    throw new PeerError('oversize', `Message is larger than the limit of ${maxBytes} bytes.`, 'error.peer.oversize', [maxBytes]);
  }
  let msg;
  try { msg = JSON.parse(data); } catch (e) { throw new PeerError('malformed_json', 'Message is not valid JSON.', 'error.peer.malformed_json'); }
  if (!checks.object(msg) || typeof msg.type !== 'string') {
    throw new PeerError('bad_envelope', 'Message must be a JSON object with "v" and "type".', 'error.peer.bad_envelope');
  }
  if (msg.v !== PROTOCOL_VERSION) {
    throw new PeerError('bad_version', `Protocol version ${clip(JSON.stringify(msg.v), 40)} is not supported (this page speaks ${PROTOCOL_VERSION}).`, 'error.peer.bad_version', [clip(JSON.stringify(msg.v), 40), PROTOCOL_VERSION]);
  }
  if (!allowed.includes(msg.type)) throw new PeerError('unknown_type', `Message type "${clip(msg.type, 40)}" is not accepted here.`, 'error.peer.unknown_type', [clip(msg.type, 40)]);
  const spec = FIELDS[msg.type];
  for (const key of Object.keys(msg)) {
    if (key !== 'v' && key !== 'type' && !(key in spec)) throw new PeerError('bad_shape', `Field "${clip(key, 40)}" is not part of a ${msg.type} message.`, 'error.peer.foreign_field', [clip(key, 40), msg.type]);
  }
  for (const [key, kind] of Object.entries(spec)) {
    const optional = kind.endsWith('?');
    if (optional && msg[key] === undefined) continue;
    if (!checks[optional ? kind.slice(0, -1) : kind](msg[key])) {
      throw new PeerError('bad_shape', `Field "${key}" of a ${msg.type} message is missing or invalid.`, 'error.peer.bad_field', [key, msg.type]);
    }
  }
  if (tooDeep(msg, LIMITS.depth)) throw new PeerError('bad_shape', `Message nests deeper than ${LIMITS.depth} levels.`, 'error.peer.too_deep', [LIMITS.depth]);
  if (msg.type === 'say' || msg.type === 'said') {
    if ((msg.preset === undefined) === (msg.text === undefined)) {
      throw new PeerError('bad_shape', `A ${msg.type} message carries exactly one of "preset" and "text".`, 'error.peer.say_one', [msg.type]);
    }
    if (msg.text !== undefined) msg.text = cleanSayText(msg.text);  // shown as cleaned, never as sent
  }
  if (msg.type === 'action' && carriesChance(msg.action)) {
    throw new PeerError('chance_forbidden', 'Guests may not send chance outcomes; the host draws them.', 'error.peer.chance_forbidden');
  }
  return msg;
}

/** Builds an envelope of `type` with `fields`. */
export function envelope(type, fields) { return { v: PROTOCOL_VERSION, type, ...fields }; }

/**
 * A fresh random secret of 16 bytes from crypto.getRandomValues (128 bits of entropy), base64url
 * (22 characters). Used for seat tokens, session ids and invite ids.
 */
export function randomToken() {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** True if `x` has the shape of a token or session id. */
export function isToken(x) { return checks.token(x); }
/** True if `x` is a valid seat number (0..15). */
export function isSeat(x) { return checks.seat(x); }
