// Invite and answer codes: the text a host and a guest copy to each other to set up a WebRTC
// link with no signalling server. A code is `I1.` (invite) or `A1.` (answer) followed by the
// base64url form of a deflate-raw compressed JSON payload holding the SDP.
import { PeerError, isSeat, isToken } from './peer-protocol.js';

const PREFIX = { invite: 'I1.', answer: 'A1.' };
const MAX_CODE_CHARS = 12000;     // a pasted code longer than this is refused before decoding
const MAX_PAYLOAD_BYTES = 16384;  // decompressed payload cap (guards against deflate bombs)

function toBase64url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** deflate-raw of `bytes` (CompressionStream). Resolves a Uint8Array. */
export async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inverse of deflate; throws if the output would exceed `cap` bytes (deflate bombs). */
export async function inflate(bytes, cap) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = []; let got = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    got += value.length;
    if (got > cap) { reader.cancel(); throw new Error('payload too large'); }
    chunks.push(value);
  }
  const out = new Uint8Array(got); let o = 0;
  for (const c of chunks) { out.set(c, o); o += c.length; }
  return out;
}

/**
 * Encodes an invite `{ session, seat, invite, sdp }` or answer `{ invite, sdp }` as a code.
 * `kind` is 'invite' or 'answer'. Returns the code string (URL-safe, no padding).
 */
export async function encodeCode(kind, payload) {
  const json = kind === 'invite'
    ? { s: payload.session, k: payload.seat, n: payload.invite, d: payload.sdp }
    : { n: payload.invite, d: payload.sdp };
  return PREFIX[kind] + toBase64url(await deflate(new TextEncoder().encode(JSON.stringify(json))));
}

/**
 * Decodes a pasted code of the `expected` kind ('invite' or 'answer'). Accepts surrounding
 * white space, line breaks inside the code, and a whole `#join=` link for invites.
 * Returns `{ session, seat, invite, sdp }` (invite) or `{ invite, sdp }` (answer);
 * throws PeerError 'bad_code' with a message that says what is wrong.
 */
export async function decodeCode(text, expected) {
  if (typeof text !== 'string') throw new PeerError('bad_code', 'No code given.');
  let code = text.trim();
  const hash = code.indexOf('#join=');
  if (hash >= 0) code = code.slice(hash + 6);
  code = code.replace(/\s+/g, '');
  if (!code) throw new PeerError('bad_code', 'The code is empty.');
  if (code.length > MAX_CODE_CHARS) throw new PeerError('bad_code', 'The code is far too long to be an invite or answer code.');
  const other = expected === 'invite' ? 'answer' : 'invite';
  if (code.startsWith(PREFIX[other])) {
    throw new PeerError('bad_code', expected === 'invite'
      ? 'This is an answer code: paste it on the host\'s page, not here.'
      : 'This is an invite code: it goes to the guest, who sends back an answer code.');
  }
  if (!code.startsWith(PREFIX[expected])) throw new PeerError('bad_code', `This is not a CATAN ${expected} code (it should start with "${PREFIX[expected]}").`);
  const body = code.slice(PREFIX[expected].length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) throw new PeerError('bad_code', 'The code contains characters that codes never have; was it copied completely?');
  let p;
  try {
    p = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await inflate(fromBase64url(body), MAX_PAYLOAD_BYTES)));
  } catch (e) {
    throw new PeerError('bad_code', 'The code is damaged or incomplete; copy it again in full.');
  }
  const sdpOk = p && typeof p.d === 'string' && p.d.startsWith('v=0') && p.d.length < MAX_PAYLOAD_BYTES;
  if (!sdpOk || !isToken(p.n) || (expected === 'invite' && (!isToken(p.s) || !isSeat(p.k)))) {
    throw new PeerError('bad_code', 'The code decodes but does not hold a valid connection offer.');
  }
  return expected === 'invite' ? { session: p.s, seat: p.k, invite: p.n, sdp: p.d } : { invite: p.n, sdp: p.d };
}

/** The link form of an invite code: `base` (default: this page without its hash) + `#join=<code>`. */
export function inviteLink(code, base = location.href) {
  return base.split('#')[0] + '#join=' + code;
}

/** The invite code in a `#join=<code>` location hash, or null. Takes a hash string (e.g. location.hash). */
export function codeFromHash(hash = location.hash) {
  const m = /^#?join=([A-Za-z0-9_.-]+)$/.exec(hash || '');
  return m ? m[1] : null;
}
