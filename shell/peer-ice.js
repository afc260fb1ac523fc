// ICE servers for peer games: which STUN/TURN servers the browser may contact to find a path
// between host and guest, and when a gathered offer or answer is good enough to show as a code.
// Pure functions (no browser objects), so they are unit-tested in node. docs/peer-protocol.md
// "Reachability".

/**
 * Public STUN servers used by the page unless switched off. Contacting one tells its operator
 * this device's public IP address (that is what STUN is for); `ice=off` contacts none.
 */
export const PUBLIC_STUN_SERVERS = Object.freeze([
  'stun:stun.l.google.com:19302',
  'stun:stun1.l.google.com:19302',
  'stun:stun.cloudflare.com:3478',
]);

const URL_RE = /^(stun|stuns|turn|turns):[A-Za-z0-9.\-[\]:]{1,255}(\?transport=(udp|tcp))?$/;
const MAX_SERVERS = 8;
const MAX_CRED = 256;

/** An ICE error: `code` 'bad_ice', `message` says which part is wrong. */
export class IceConfigError extends Error {
  constructor(message) { super(message); this.code = 'bad_ice'; this.name = 'IceConfigError'; }
}

function server(urls, username, credential) {
  const list = Array.isArray(urls) ? urls : [urls];
  if (!list.length || !list.every((u) => typeof u === 'string' && URL_RE.test(u))) {
    throw new IceConfigError(`Not an ICE server URL: ${JSON.stringify(list).slice(0, 80)} (expected stun:host:port or turn:host:port).`);
  }
  const out = { urls: list.length === 1 ? list[0] : [...list] };
  const turn = list.some((u) => /^turns?:/.test(u));
  if (turn) {
    if (typeof username !== 'string' || typeof credential !== 'string' || !username || username.length > MAX_CRED || credential.length > MAX_CRED) {
      throw new IceConfigError('A TURN server needs a username and a credential (at most 256 characters each).');
    }
    out.username = username; out.credential = credential;
  }
  return out;
}

/**
 * Turns one ICE setting into an RTCConfiguration `{ iceServers }`. Takes:
 * - 'off' | 'none' | '' | [] : no server (only the device's own addresses; nothing contacted);
 * - 'default' | undefined | null : PUBLIC_STUN_SERVERS;
 * - a string of comma-separated stun:/turn: URLs (`user`/`credential` apply to the TURN ones);
 * - an array of RTCIceServer objects `{ urls, username?, credential? }` or URL strings.
 * Returns a fresh object; throws IceConfigError (code 'bad_ice') for anything else.
 */
export function iceConfig(setting, { user, credential } = {}) {
  if (setting === undefined || setting === null || setting === 'default') return { iceServers: PUBLIC_STUN_SERVERS.map((u) => ({ urls: u })) };
  if (setting === 'off' || setting === 'none' || setting === '') return { iceServers: [] };
  let list;
  if (typeof setting === 'string') list = setting.split(',').map((u) => u.trim()).filter(Boolean).map((u) => server(u, user, credential));
  else if (Array.isArray(setting)) {
    list = setting.map((s) => (typeof s === 'string' ? server(s, user, credential)
      : s && typeof s === 'object' ? server(s.urls, s.username ?? user, s.credential ?? credential)
        : server(null)));
  } else throw new IceConfigError('ICE servers are "off", "default", a list of URLs or of { urls, username, credential }.');
  if (list.length > MAX_SERVERS) throw new IceConfigError(`At most ${MAX_SERVERS} ICE servers.`);
  return { iceServers: list };
}

/**
 * The page's ICE configuration from its three sources, first found wins: the URL parameters
 * `ice` (+ `ice-user`, `ice-credential`) of `search`, the embedding option `embed` (the `ice`
 * option of Catan.boot), the page option `meta` (content of <meta name="catan-ice">), else the
 * default list. Returns `{ config, source, error }`: a bad setting falls back to 'off' (never
 * to contacting servers the user did not ask for) with `error` saying why.
 */
export function pageIceConfig({ search = '', embed, meta } = {}) {
  const q = new URLSearchParams(search);
  const creds = { user: q.get('ice-user') ?? undefined, credential: q.get('ice-credential') ?? undefined };
  const sources = [['url', q.has('ice') ? q.get('ice') : undefined], ['embed', embed], ['page', meta ?? undefined]];
  for (const [source, value] of sources) {
    if (value === undefined) continue;
    try { return { config: iceConfig(value, source === 'url' ? creds : {}), source, error: null }; } catch (e) {
      if (!(e instanceof IceConfigError)) throw e;
      return { config: { iceServers: [] }, source, error: e.message };
    }
  }
  return { config: iceConfig('default'), source: 'default', error: null };
}

/** The candidate type ('host' | 'srflx' | 'prflx' | 'relay') of an SDP candidate line, or null. */
export function candidateType(line) {
  const m = / typ (host|srflx|prflx|relay)\b/.exec(line || '');
  return m ? m[1] : null;
}

/** With no server, wait this long after the first host candidate for the device's other addresses (ms). */
export const NO_SERVER_GRACE_MS = 200;
/** After the first host candidate, wait this long for a server-reflexive one (ms). */
export const HOST_GRACE_MS = 1500;
/** With TURN configured, wait this long after a server-reflexive candidate for a relay one (ms). */
export const SRFLX_GRACE_MS = 1000;

/**
 * When an offer or answer may be shown, given the candidates gathered so far. Takes `seen`: a
 * list of `{ type, t }` (candidate type, ms since gathering began, in order), `complete` (the
 * browser finished gathering) and the configuration `{ stun, turn }` (servers of each kind).
 * Returns the time (ms since start) from which the code is usable, or Infinity (wait on).
 * Rules: gathering complete with a candidate -> now; a relay candidate -> at once; a
 * server-reflexive one -> at once, or SRFLX_GRACE_MS later when TURN is configured; only host
 * candidates -> NO_SERVER_GRACE_MS after the first with no servers, else HOST_GRACE_MS after it.
 */
export function usableAt(seen, complete, { stun = 0, turn = 0 } = {}) {
  if (!seen.length) return Infinity;
  let at = Infinity;
  const first = (type) => { const c = seen.find((x) => x.type === type); return c ? c.t : Infinity; };
  if (complete) at = Math.min(at, seen[seen.length - 1].t);
  at = Math.min(at, first('relay'));
  const srflx = Math.min(first('srflx'), first('prflx'));
  at = Math.min(at, turn ? srflx + SRFLX_GRACE_MS : srflx);
  const host = first('host');
  at = Math.min(at, host + (stun + turn ? HOST_GRACE_MS : NO_SERVER_GRACE_MS));
  return at;
}

/** Counts `{ stun, turn }` servers of an RTCConfiguration. */
export function serverKinds(config) {
  let stun = 0, turn = 0;
  for (const s of (config && config.iceServers) || []) {
    for (const u of Array.isArray(s.urls) ? s.urls : [s.urls]) { if (/^turns?:/.test(u)) turn++; else stun++; }
  }
  return { stun, turn };
}
