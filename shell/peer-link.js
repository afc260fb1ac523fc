// One WebRTC link between a host and a guest: an RTCPeerConnection with one ordered, reliable
// RTCDataChannel carrying JSON messages. Validates every received message (see
// peer-protocol.js), answers pings, measures latency, and reports its status.
import { PeerError, parseMessage, envelope, utf8Length, clip } from './peer-protocol.js';
import { candidateType, serverKinds, usableAt } from './peer-ice.js';
import { MessageLimiter } from './peer-limits.js';
import { deflate, inflate } from './peer-codes.js';

/** Queued messages longer than this (UTF-8 bytes) are sent deflated, as a binary frame. */
export const COMPRESS_FROM = 1024;

/** ICE configuration used unless the caller passes one: no STUN/TURN server is ever contacted
 * (the page passes its own, see peer-ice.js). */
export const DEFAULT_RTC_CONFIG = Object.freeze({ iceServers: [] });

const GATHER_TIMEOUT_MS = 5000;
const MAX_REFUSALS = 50;
/** How long a link stays up after a final error so the error is delivered (ms). */
export const ERROR_LINGER_MS = 500;  // a peer that sends this many refused messages is disconnected

// Resolves once the local description holds a usable candidate (peer-ice.js usableAt) or
// GATHER_TIMEOUT_MS have passed. Attach before setLocalDescription: gathering starts there.
function watchGathering(pc, config) {
  const kinds = serverKinds(config);
  const start = performance.now();
  const seen = [];
  return new Promise((resolve) => {
    let timer = null;
    const done = () => { clearTimeout(timer); clearTimeout(limit); resolve(); };
    const limit = setTimeout(done, GATHER_TIMEOUT_MS);
    const check = () => {
      const at = usableAt(seen, pc.iceGatheringState === 'complete', kinds);
      if (at === Infinity) { if (pc.iceGatheringState === 'complete') done(); return; }
      clearTimeout(timer);
      timer = setTimeout(done, Math.max(0, at - (performance.now() - start)));
    };
    pc.addEventListener('icecandidate', (e) => {
      const type = e.candidate && candidateType(e.candidate.candidate);
      if (type) seen.push({ type, t: performance.now() - start });
      check();
    });
    pc.addEventListener('icegatheringstatechange', check);
  });
}

async function localSdp(pc, gathered) {
  await gathered;
  const sdp = pc.localDescription.sdp;
  if (!/\r?\na=candidate:/.test(sdp)) {
    throw new PeerError('no_network', 'This device found no network address to offer; check that it is connected to a network.');
  }
  return sdp;
}

/**
 * A link. Create it with PeerLink.offer() (host) or PeerLink.answer() (guest), never directly.
 * Options: `accept` (message types this side receives), `maxIn` / `maxOut` (byte limits of
 * received / sent messages), `pingMs` (ping period, ms), `silenceMs` (no message for this long
 * marks the link disconnected), `rtcConfig`, `rateLimits` (per-kind limits of received messages,
 * see peer-limits.js; none if absent), `inflate` (accept deflated binary frames, the guest side).
 * Status is 'connecting', then 'open', then 'disconnected' (final; reconnecting makes a new link).
 */
export class PeerLink {
  constructor(pc, opts) {
    this.pc = pc;
    this.opts = { pingMs: 2000, silenceMs: 10000, ...opts };
    this.status = 'connecting';
    this.latency = null;      // ms, round trip of the last answered ping
    this.refusals = 0;
    this.closeReason = null;
    this.limiter = this.opts.rateLimits ? new MessageLimiter(this.opts.rateLimits) : null;
    this._dropping = false;   // inside a run of messages dropped over the rate limits
    this._rx = Promise.resolve();  // received frames in order (binary ones are inflated first)
    this._tx = Promise.resolve();  // queued sends in order (large ones are deflated first)
    this._outbox = [];        // frames written while the link is open but the channel not yet (see _write)
    this.held = 0;            // how many frames waited in _outbox (a figure for tests)
    this.framesIn = 0;        // frames received and frames handed to the channel (figures for tests)
    this.framesOut = 0;
    this.bytesSent = 0;
    this._handlers = { message: [], status: [], refused: [] };
    this._pingT = null;
    this._early = [];         // messages received before any onMessage handler
    this._lastHeard = 0;
    this._timer = null;
    // Closing the channel as the page goes lets the peer see the disconnection at once instead
    // of after its silence timeout.
    this._onPageHide = () => this.close('page_closed');
    if (typeof window !== 'undefined') window.addEventListener('pagehide', this._onPageHide);
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') this.close('connection_' + pc.connectionState);
    });
  }

  /** Host side: makes a link and its offer SDP (ICE gathered). Resolves { link, sdp }. */
  static async offer(opts) {
    const config = opts.rtcConfig || DEFAULT_RTC_CONFIG;
    const pc = new RTCPeerConnection(config);
    const link = new PeerLink(pc, opts);
    link._attach(pc.createDataChannel('catan', { ordered: true }));
    const gathered = watchGathering(pc, config);
    await pc.setLocalDescription(await pc.createOffer());
    return { link, sdp: await localSdp(pc, gathered) };
  }

  /** Guest side: makes a link answering `offerSdp`. Resolves { link, sdp } with the answer SDP. */
  static async answer(opts, offerSdp) {
    const config = opts.rtcConfig || DEFAULT_RTC_CONFIG;
    const pc = new RTCPeerConnection(config);
    const link = new PeerLink(pc, opts);
    pc.addEventListener('datachannel', (e) => link._attach(e.channel));
    const gathered = watchGathering(pc, config);
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
      await pc.setLocalDescription(await pc.createAnswer());
    } catch (e) {
      link.close('bad_offer');
      throw new PeerError('bad_code', 'The invite code holds an offer this browser cannot use: ' + e.message);
    }
    return { link, sdp: await localSdp(pc, gathered) };
  }

  /**
   * Guest side of a standby connection (docs/peer-protocol.md "Reconnection"): a link answering
   * the host's standby `offerSdp` whose answer is made but not applied, so this side gathers no
   * candidates and sends no ICE check until `activate()`. Resolves { link, sdp, activate }: `sdp`
   * (no candidates) goes to the host over the live link; `activate()` (once the live link is
   * lost) applies it, and the host learns this side's address from its checks. Throws PeerError
   * 'bad_standby' if the browser refuses the offer.
   */
  static async standby(opts, offerSdp) {
    const pc = new RTCPeerConnection(opts.rtcConfig || DEFAULT_RTC_CONFIG);
    const link = new PeerLink(pc, opts);
    pc.addEventListener('datachannel', (e) => link._attach(e.channel));
    let answer;
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
      answer = await pc.createAnswer();
    } catch (e) {
      link.close('bad_standby');
      throw new PeerError('bad_standby', 'The host sent a standby offer this browser cannot use: ' + e.message);
    }
    return { link, sdp: answer.sdp, activate: () => pc.setLocalDescription(answer) };
  }

  /** Host side: applies the guest's answer SDP. Throws PeerError 'bad_code' if the browser rejects it. */
  async acceptAnswer(sdp) {
    try { await this.pc.setRemoteDescription({ type: 'answer', sdp }); } catch (e) {
      throw new PeerError('bad_code', 'The answer code holds an answer this browser cannot use: ' + e.message);
    }
  }

  /** Registers `cb(msg)` for validated messages other than ping/pong (those that came before are delivered now). */
  onMessage(cb) {
    this._handlers.message.push(cb);
    const early = this._early; this._early = [];
    for (const msg of early) this._emit('message', msg);
  }
  /** Registers `cb(status, reason)` for status changes. */
  onStatus(cb) { this._handlers.status.push(cb); }
  /** Registers `cb(peerError)` for each refused incoming message. */
  onRefused(cb) { this._handlers.refused.push(cb); }

  _emit(kind, ...args) {
    for (const cb of this._handlers[kind]) {
      try { cb(...args); } catch (e) { console.error('peer link handler failed:', e); }
    }
  }

  _setStatus(status, reason) {
    if (this.status === status || this.status === 'disconnected') return;
    this.status = status;
    this._emit('status', status, reason);
  }

  _attach(dc) {
    this.dc = dc;
    dc.binaryType = 'arraybuffer';
    dc.addEventListener('open', () => { this._opened(); this._flush(); });
    if (dc.readyState === 'open') queueMicrotask(() => this._opened());  // announced already open
    dc.addEventListener('close', () => this.close('channel_closed'));
    dc.addEventListener('message', (e) => this._frame(e.data));
  }

  // The channel is open. Also called by the first message, which can be dispatched before the
  // channel's open event (seen on both sides, more often on a loaded machine): the channel's
  // readyState then still says 'connecting' and what this side sends (the guest's join, the
  // host's welcome, pings) waits in _outbox until the open event (see _write).
  _opened() {
    if (this.status !== 'connecting') return;
    this._lastHeard = performance.now();
    this._setStatus('open');
    this._ping();
    this._timer = setInterval(() => this._tick(), this.opts.pingMs);
  }

  _tick() {
    if (performance.now() - this._lastHeard > this.opts.silenceMs) { this.close('silent'); return; }
    this._ping();
  }

  _ping() {
    this._pingT = Math.round(performance.now() * 1000) / 1000;
    this._sendNow(envelope('ping', { t: this._pingT }));
  }

  // A received frame. Text is handled at once unless inflated frames are queued before it;
  // a binary frame (only where `inflate` is on) is inflated, capped at maxIn, then handled.
  _frame(data) {
    if (!this.opts.inflate) { this._receive(data); return; }
    this._rx = this._rx.then(async () => {
      if (typeof data === 'string') { this._receive(data); return; }
      let text;
      try { text = new TextDecoder('utf-8', { fatal: true }).decode(await inflate(new Uint8Array(data), this.opts.maxIn)); } catch (e) {
        this._receive(data);  // refused as binary
        return;
      }
      this._receive(text);
    });
  }

  _receive(data) {
    this.framesIn++;
    if (this.status === 'connecting') this._opened();
    if (this.status !== 'open') return;
    this._lastHeard = performance.now();
    let msg, err = null;
    try { msg = parseMessage(data, this.opts.accept, this.opts.maxIn); } catch (e) {
      if (!(e instanceof PeerError)) throw e;
      err = e;
    }
    if (this.limiter && !this._admit(err ? 'invalid' : msg.type)) return;
    if (err) {
      this.refusals++;
      this._emit('refused', err);
      // Never answer a refused error message: two peers of different versions would loop.
      let peekType = null;
      if (err.code !== 'oversize' && err.code !== 'binary' && err.code !== 'malformed_json') {
        try { peekType = JSON.parse(data).type; } catch (e) { /* already refused */ }
      }
      if (peekType !== 'error') this.sendError(err.code, err.message, undefined, err.key, err.args);
      if (this.refusals >= MAX_REFUSALS) this.close('too_many_errors', ERROR_LINGER_MS);
      return;
    }
    if (msg.type === 'ping') { this._sendNow(envelope('pong', { t: msg.t })); return; }
    if (msg.type === 'pong') {
      // Only the answer to our own latest ping counts; a forged pong cannot fake latency.
      if (msg.t === this._pingT) { this.latency = performance.now() - msg.t; this._pingT = null; }
      return;
    }
    if (this._handlers.message.length) this._emit('message', msg); else this._early.push(msg);
  }

  // Rate limits: true if a message of `kind` may be handled. Over its limit a message is dropped
  // unanswered (one rate_limited error per run of drops); a sustained flood closes the link.
  _admit(kind) {
    const verdict = this.limiter.admit(kind, performance.now());
    if (verdict === 'ok') { this._dropping = false; return true; }
    if (verdict === 'flood') {
      const e = new PeerError('flooding', 'Too many messages for too long: the connection is closed.', 'error.peer.flooding');
      this._emit('refused', e);
      this.sendError(e.code, e.message, undefined, e.key);
      this.close('flooding', ERROR_LINGER_MS);
      return false;
    }
    if (!this._dropping) {
      this._dropping = true;
      const e = new PeerError('rate_limited', `Too many ${kind} messages; the extra ones are ignored.`, 'error.peer.rate_limited', [kind]);
      this._emit('refused', e);
      this.sendError(e.code, e.message, undefined, e.key, e.args);
    }
    return false;
  }

  // Hands `frame` to the channel; while the link is open but the channel's readyState is still
  // 'connecting' (a message came before the open event), keeps it for _flush. Returns false if
  // the link or channel is closed (nothing sent).
  _write(frame) {
    if (this.status !== 'open' || !this.dc) return false;
    if (this.dc.readyState === 'open') { this.dc.send(frame); this.framesOut++; return true; }
    if (this.dc.readyState !== 'connecting') return false;
    this._outbox.push(frame);
    this.held++;
    return true;
  }

  // The channel's open event: sends what was written before it, in order.
  _flush() {
    const frames = this._outbox; this._outbox = [];
    for (const f of frames) { if (this.status !== 'open' || this.dc.readyState !== 'open') return; this.dc.send(f); this.framesOut++; }
  }

  _sendNow(obj) { return this._write(JSON.stringify(obj)); }

  /**
   * Sends one envelope object. Returns true if handed to the channel, false if the link is not
   * open. Throws PeerError 'oversize' if its JSON exceeds the sending limit (nothing is sent).
   */
  send(obj) {
    const text = JSON.stringify(obj);
    if (utf8Length(text) > this.opts.maxOut) {
      throw new PeerError('oversize', `Message of ${utf8Length(text)} bytes exceeds the limit of ${this.opts.maxOut} bytes.`);
    }
    return this._write(text);
  }

  /**
   * Sends one envelope object after every message queued before it; a large one (over
   * COMPRESS_FROM bytes) goes deflated as a binary frame. Returns false if the link is not open.
   * Throws PeerError 'oversize' like send(). Other messages (send, errors, pings) do not wait.
   */
  sendQueued(obj) {
    const text = JSON.stringify(obj);
    const bytes = utf8Length(text);
    if (bytes > this.opts.maxOut) throw new PeerError('oversize', `Message of ${bytes} bytes exceeds the limit of ${this.opts.maxOut} bytes.`);
    if (this.status !== 'open') return false;
    this._tx = this._tx.then(async () => {
      const frame = bytes > COMPRESS_FROM && typeof CompressionStream === 'function' ? await deflate(new TextEncoder().encode(text)) : text;
      if (this._write(frame)) this.bytesSent += typeof frame === 'string' ? bytes : frame.length;
    }).catch((e) => console.error('peer link send failed:', e));
    return true;
  }

  /**
   * Sends an error message `{code, message, ref?, key?, args?}` (`key`: the message's catalogue
   * key, `args`: the strings that fill its "%s", so the guest shows it in its own language);
   * never throws.
   */
  sendError(code, message, ref, key, args) {
    const fields = { code, message: clip(message, 500) };
    if (ref !== undefined && ref !== null) fields.ref = ref;
    if (typeof key === 'string' && key.length <= 80 && /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/.test(key)) {
      fields.key = key;
      if (Array.isArray(args) && args.length && args.length <= 6) fields.args = args.map((a) => clip(String(a), 200));
    }
    try { return this._sendNow(envelope('error', fields)); } catch (e) { return false; }
  }

  /** Sends `text` as is, bypassing every check. For tests of the receiving side only. */
  sendRaw(text) { if (this.dc && this.dc.readyState === 'open') this.dc.send(text); }

  /**
   * Closes the link for `reason` (a short code); status becomes 'disconnected' at once and no
   * further message is handled. `lingerMs` keeps the channel up that long first, so that an
   * error sent just before reaches the peer (closing at once can drop it). Idempotent.
   */
  close(reason = 'closed', lingerMs = 0) {
    if (this.status === 'disconnected') return;
    this.closeReason = reason;
    clearInterval(this._timer);
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this._onPageHide);
    this._setStatus('disconnected', reason);
    const shut = () => {
      try { if (this.dc) this.dc.close(); } catch (e) { /* already closed */ }
      setTimeout(() => { try { this.pc.close(); } catch (e) { /* already closed */ } }, 1000);
    };
    if (lingerMs > 0) setTimeout(shut, lingerMs); else shut();
  }
}
