// Host side of a peer game: the seats played by remote guests, their secret tokens, invites,
// joins and rejoins, the last view of each seat, and the checks every guest message passes
// before the game's action callback sees it. Game-agnostic.
import { PeerError, FROM_GUEST, LIMITS, envelope, randomToken, isSeat, isToken, sayContent } from './peer-protocol.js';
import { encodeCode, decodeCode, inviteLink } from './peer-codes.js';
import { PeerLink, ERROR_LINGER_MS } from './peer-link.js';
import { GUEST_RATES } from './peer-limits.js';
import { diff } from './peer-delta.js';

/** A guest must send its join within this long of its channel opening (ms). */
const JOIN_TIMEOUT_MS = 15000;
/** An accepted answer whose channel has not opened after this long is given up (ms). */
const CONNECT_TIMEOUT_MS = 90000;
const SERVED_INVITE_TTL_MS = 60000;
const MAX_OPEN_INVITES = 32;  // beyond this the oldest unanswered invite is withdrawn
/** Standby connections offered to each joined guest (docs/peer-protocol.md "Reconnection"). */
export const STANDBYS = 3;

/**
 * Creates the host of a peer game.
 * Options: `seats` (array of seat numbers 0..15 that remote guests may take; required),
 * `session` + `tokens` + `issued` (from exportSession(), to resume after the host page reloads),
 * `rtcConfig` (default: no ICE servers), `pingMs`, `silenceMs`, `maxIn` / `maxOut` (bytes),
 * `rateLimits` (per-kind limits of guest messages, default GUEST_RATES of peer-limits.js; null: none),
 * `standbys` (standby connections offered to each joined guest, default STANDBYS; 0: none).
 */
export class PeerHost {
  constructor(opts = {}) {
    if (!Array.isArray(opts.seats) || !opts.seats.length || !opts.seats.every(isSeat)) {
      throw new PeerError('bad_seat', 'A host needs a list of remote seats, each a number from 0 to 15.');
    }
    this.session = isToken(opts.session) ? opts.session : randomToken();
    this._opts = { pingMs: opts.pingMs, silenceMs: opts.silenceMs, rtcConfig: opts.rtcConfig,
      accept: FROM_GUEST, maxIn: opts.maxIn || LIMITS.guestToHost, maxOut: opts.maxOut || LIMITS.hostToGuest,
      rateLimits: opts.rateLimits === undefined ? GUEST_RATES : opts.rateLimits };
    for (const k of Object.keys(this._opts)) if (this._opts[k] === undefined) delete this._opts[k];
    this._standbys = Number.isInteger(opts.standbys) && opts.standbys >= 0 ? opts.standbys : STANDBYS;
    this._seats = new Map();
    for (const s of opts.seats) {
      const token = opts.tokens && isToken(opts.tokens[s]) ? opts.tokens[s] : null;
      const issued = token && opts.issued && isToken(opts.issued[s]) ? opts.issued[s] : null;
      // token: the seat's confirmed secret; issued: the next one, sent in the last welcome (see _join).
      // standbys: id -> { link, answered } offered on the seat's current link (see _renewStandbys);
      // away: when the seat's guest was last lost (Date.now()), null while connected or never joined.
      this._seats.set(s, { seat: s, token, issued, link: null, joining: null, view: null, version: null,
        standbys: new Map(), nextStandby: 0, away: token ? Date.now() : null });
    }
    this._pending = new Map();   // invite id -> { seat, link }, oldest first
    this._handlers = { status: [], join: [], refused: [], say: [] };
    /** Guests may send free text in quick messages (else only presets; a text is refused as text_off). */
    this.allowText = true;
    this._action = () => ({ ok: false, error: { code: 'no_game', message: 'The host has no game running.', key: 'error.peer.no_game' } });
    this._queue = Promise.resolve();
  }

  /** Remote seat numbers, in the order given. */
  get seats() { return [...this._seats.keys()]; }

  /**
   * Sets the game's action check: `cb(seat, action, version)` returns (or resolves to)
   * `{ ok: true }` or `{ ok: false, error: { code, message } }`. It runs only for well-formed
   * actions from the guest that holds `seat`, one at a time in arrival order. It must verify
   * that the action's player is `seat`, that `version` is the current state version and that the
   * action is legal; on refusal the guest gets the error and nothing may change.
   */
  onAction(cb) { this._action = cb; }
  /** Registers `cb(seat, status, info)`; status is 'empty' | 'connecting' | 'open' | 'disconnected'. */
  onStatus(cb) { this._handlers.status.push(cb); }
  /** Registers `cb(seat, { rejoin, standby? })` called when a guest has joined (or rejoined) `seat`; `standby: true` when it came back by itself through a standby connection. */
  onJoin(cb) { this._handlers.join.push(cb); }
  /** Registers `cb(seat, { code, message })` for each message refused from a guest (seat may be null). */
  onRefused(cb) { this._handlers.refused.push(cb); }
  /**
   * Registers `cb(seat, said)` for each quick message accepted, a guest's or the host's own
   * (say()); `said` is `{ preset }` or `{ text }` (cleaned). It has been relayed to every guest.
   */
  onSay(cb) { this._handlers.say.push(cb); }

  /**
   * The host's own quick message for `seat` (one of its local seats): `said` is `{ preset }` or
   * `{ text }`. Cleans the text, sends `said` to every joined guest and calls the onSay handlers.
   * Returns the message as relayed. Throws PeerError 'bad_seat' (not a seat number) or
   * 'bad_shape' (not exactly one known preset or a non-empty text of at most 120 code points).
   */
  say(seat, said) {
    if (!isSeat(seat)) throw new PeerError('bad_seat', `Seat ${seat} is not a seat number (0 to 15).`);
    return this._said(seat, sayContent(said));
  }

  // Relays an accepted quick message of `seat` to every joined guest, then to the handlers.
  _said(seat, content) {
    const msg = envelope('said', { seat, ...content });
    for (const s of this._seats.values()) if (s.link && s.link.status === 'open') s.link.send(msg);
    this._emit('say', seat, content);
    return content;
  }

  _emit(kind, ...args) {
    for (const cb of this._handlers[kind]) {
      try { cb(...args); } catch (e) { console.error('peer host handler failed:', e); }
    }
  }

  _seat(seat) {
    const s = this._seats.get(seat);
    if (!s) throw new PeerError('bad_seat', `Seat ${seat} is not a remote seat of this game.`);
    return s;
  }

  /**
   * Status of `seat`: `{ seat, status, latency, claimed, awayMs, standbys }`. status: 'empty'
   * (no guest yet), 'connecting' (a guest is connecting or joining), 'open' (guest joined),
   * 'disconnected' (its guest left; the seat waits for a rejoin). latency: ms of the last ping,
   * or null. awayMs: how long the seat's guest has been gone (ms), or null. standbys: standby
   * connections the guest has answered and may come back through by itself.
   */
  seatStatus(seat) {
    const s = this._seat(seat);
    let status;
    if (s.link && s.link.status === 'open') status = 'open';
    else if (s.joining) status = 'connecting';
    else status = s.token ? 'disconnected' : 'empty';
    let standbys = 0;
    for (const st of s.standbys.values()) if (st.answered && st.link.status !== 'disconnected') standbys++;
    return { seat, status, latency: s.link ? s.link.latency : null, claimed: !!s.token,
      awayMs: status === 'open' || s.away === null ? null : Date.now() - s.away, standbys };
  }

  _statusChanged(seat) { const st = this.seatStatus(seat); this._emit('status', seat, st.status, st); }

  /**
   * Creates an invite code for `seat`. A new invite withdraws the seat's older unanswered ones
   * (their answers are refused as unknown_invite); at most 32 stay open in all, the oldest is
   * withdrawn. Resolves the code string. Throws PeerError 'bad_seat', 'no_network'.
   */
  async createInvite(seat) {
    this._seat(seat);
    const { link, sdp } = await PeerLink.offer(this._opts);
    this.withdrawInvites(seat);
    const invite = randomToken();
    if (this._pending.size >= MAX_OPEN_INVITES) {
      const [oldest, p] = this._pending.entries().next().value;
      p.link.close('invite_withdrawn');
      this._pending.delete(oldest);
    }
    this._pending.set(invite, { seat, link });
    return encodeCode('invite', { session: this.session, seat, invite, sdp });
  }

  /** Withdraws every unanswered invite for `seat` (e.g. its dialog was closed). Returns how many. */
  withdrawInvites(seat) {
    let n = 0;
    for (const [id, p] of [...this._pending]) {
      if (p.seat !== seat) continue;
      p.link.close('invite_withdrawn');
      this._pending.delete(id);
      n++;
    }
    return n;
  }

  /** The `#join=` link of an invite code, relative to `base` (default: this page). */
  inviteLink(code, base) { return inviteLink(code, base); }

  /**
   * Accepts a guest's answer code. Resolves the seat the guest is connecting to; the seat
   * becomes 'open' once the guest has joined with its token. Throws PeerError 'bad_code' for
   * an unreadable code, 'unknown_invite' for an answer to no open invite of this host.
   */
  async acceptAnswer(code) {
    const { invite, sdp } = await decodeCode(code, 'answer');
    const pending = this._pending.get(invite);
    if (!pending) throw new PeerError('unknown_invite', 'This answer belongs to no open invite of this game (already used, or from another host).');
    this._pending.delete(invite);
    const { seat, link } = pending;
    // Handlers first: the channel can open and the join arrive before setRemoteDescription resolves.
    this._adopt(seat, link);
    try { await link.acceptAnswer(sdp); } catch (e) { link.close('bad_answer'); throw e; }
    return seat;
  }

  // A connecting link for `seat`: waits for its join, then replaces the seat's current link.
  // A standby link (answered standby connection) waits, without a connection deadline and
  // without touching the seat's status, until its guest comes back through it.
  _adopt(seat, link, { standby = false } = {}) {
    const s = this._seat(seat);
    if (!standby) {
      if (s.joining) s.joining.close('superseded');
      s.joining = link;
    }
    let joined = false;
    // Two clocks: setting up the connection may be slow (a loaded device, a long ICE check), so
    // the join deadline starts only when the channel opens; a channel that never opens is given
    // up after CONNECT_TIMEOUT_MS.
    let timer = standby ? null : setTimeout(() => { if (!joined && link.status === 'connecting') link.close('connect_timeout'); }, CONNECT_TIMEOUT_MS);
    const startJoinClock = () => {
      clearTimeout(timer);
      timer = setTimeout(() => { if (!joined) { link.sendError('join_timeout', 'No join message arrived in time.', undefined, 'error.peer.join_timeout'); link.close('join_timeout', ERROR_LINGER_MS); } }, JOIN_TIMEOUT_MS);
    };
    if (link.status === 'open') startJoinClock();
    link.onRefused((err) => this._emit('refused', joined ? seat : null, { code: err.code, message: err.message }));
    link.onStatus((status) => {
      if (status === 'open' && !joined) startJoinClock();
      if (status !== 'disconnected') return;
      clearTimeout(timer);
      for (const [id, st] of s.standbys) if (st.link === link) s.standbys.delete(id);
      const mattered = s.joining === link || s.link === link || !standby;
      if (s.joining === link) s.joining = null;
      if (s.link === link) { s.link = null; s.away = Date.now(); }
      if (mattered) this._statusChanged(seat);
    });
    let lastId = -1;
    link.onMessage((msg) => {
      // A refusal to this guest: code, English message, catalogue key and its arguments.
      const refuse = (code, message, ref, key, args) => {
        link.sendError(code, message, ref, key, args);
        this._emit('refused', joined ? seat : null, { code, message });
      };
      if (msg.type === 'error') { console.warn(`guest of seat ${seat} reports ${msg.code}: ${msg.message}`); return; }
      if (msg.type === 'join') {
        if (joined) { refuse('already_joined', 'This connection has already joined.', undefined, 'error.peer.already_joined'); return; }
        if (msg.seat !== seat) { refuse('wrong_seat', `This invite is for seat ${seat + 1}, not seat ${msg.seat + 1}.`, undefined, 'error.peer.wrong_seat', [seat + 1, msg.seat + 1]); link.close('wrong_seat', ERROR_LINGER_MS); return; }
        if (s.token && s.token !== msg.token && s.issued !== msg.token) {
          refuse('bad_token', `Seat ${seat + 1} is taken by another guest; only its own token can rejoin it.`, undefined, 'error.peer.bad_token', [seat + 1]);
          link.close('bad_token', ERROR_LINGER_MS);
          return;
        }
        joined = true;
        clearTimeout(timer);
        const rejoin = !!s.token;
        // Rotation: the token just used becomes the confirmed one and a fresh one is issued in
        // the welcome. Until the guest joins with the issued one, the confirmed one still works
        // (the welcome may have been lost); any older token does not.
        s.token = msg.token;
        s.issued = randomToken();
        if (s.link && s.link !== link) { s.link.sendError('replaced', 'This seat was rejoined from another connection.', undefined, 'error.peer.replaced'); s.link.close('replaced', ERROR_LINGER_MS); }
        s.link = link;
        s.away = null;
        if (s.joining === link) s.joining = null;
        link.send(envelope('welcome', { seat, session: this.session, token: s.issued }));
        s.sent = null;
        if (s.view) this._sendTo(s);
        this._renewStandbys(s, link);
        this._statusChanged(seat);
        this._emit('join', seat, standby ? { rejoin, standby } : { rejoin });
        return;
      }
      if (msg.type === 'standby_answer') {
        const st = s.standbys.get(msg.id);
        if (!joined || s.link !== link || !st || st.answered || st.via !== link) {
          refuse('unknown_standby', `Standby ${msg.id} was not offered on this connection or is answered already.`, undefined, 'error.peer.unknown_standby', [msg.id]);
          return;
        }
        st.answered = true;
        // Handlers first: the guest only uses the standby once this link is lost, but be ready.
        this._adopt(seat, st.link, { standby: true });
        st.link.acceptAnswer(msg.sdp).catch((e) => {
          st.link.close('bad_answer');
          refuse('bad_standby', 'The standby answer cannot be used: ' + e.message, undefined, 'error.peer.bad_standby', [e.message]);
        });
        return;
      }
      if (msg.type === 'resync') {
        if (!joined) { refuse('not_joined', 'Join a seat before asking for a view.', undefined, 'error.peer.not_joined_view'); return; }
        if (s.link === link && s.view) { s.sent = null; this._sendTo(s); }
        return;
      }
      if (msg.type === 'say') {
        if (!joined) { refuse('not_joined', 'Join a seat before sending messages.', undefined, 'error.peer.not_joined_say'); return; }
        if (msg.text !== undefined && !this.allowText) {
          refuse('text_off', 'The host has switched free text off: pick one of the quick messages.', undefined, 'error.peer.text_off');
          return;
        }
        this._said(seat, msg.text !== undefined ? { text: msg.text } : { preset: msg.preset });
        return;
      }
      // msg.type === 'action'
      if (!joined) { refuse('not_joined', 'Join a seat before sending actions.', msg.id, 'error.peer.not_joined_action'); return; }
      if (msg.id <= lastId) { refuse('replayed', `Action id ${msg.id} was already used on this connection.`, msg.id, 'error.peer.replayed', [msg.id]); return; }
      lastId = msg.id;
      this._queue = this._queue.then(() => this._runAction(seat, link, msg));
    });
    if (!standby) this._statusChanged(seat);
  }

  // Seat `s` has joined on `link`: closes every standby connection offered before (the guest's
  // side of them is gone or about to be replaced; the one `link` came through, if any, is in use)
  // and offers fresh ones on `link`, one at a time, as `standby_offer` messages.
  async _renewStandbys(s, link) {
    for (const st of s.standbys.values()) if (st.link !== link) st.link.close('standby_renewed');
    s.standbys.clear();
    for (let i = 0; i < this._standbys; i++) {
      let made;
      try { made = await PeerLink.offer(this._opts); } catch (e) { console.warn(`no standby for seat ${s.seat}: ${e.message}`); return; }
      if (s.link !== link || link.status !== 'open' || made.sdp.length > LIMITS.sdp) { made.link.close('standby_unused'); return; }
      const id = s.nextStandby++;
      s.standbys.set(id, { link: made.link, answered: false, via: link });
      link.send(envelope('standby_offer', { id, sdp: made.sdp }));
    }
  }

  async _runAction(seat, link, msg) {
    let result;
    try { result = await this._action(seat, msg.action, msg.version); } catch (e) {
      console.error('onAction callback failed:', e);
      result = { ok: false, error: { code: 'internal', message: 'The host failed to process this action.', key: 'error.peer.internal' } };
    }
    if (result && result.ok) return;
    const err = (result && result.error) || {};
    const code = /^[a-z][a-z0-9_]{0,39}$/.test(err.code) ? err.code : 'refused';
    const known = typeof err.message === 'string';
    link.sendError(code, known ? err.message : 'The host refused this action.', msg.id,
      known ? err.key : 'error.peer.refused', known ? err.args : undefined);
    this._emit('refused', seat, { code, message: err.message });
  }

  /**
   * Sends `view` (a JSON object: what the player of `seat` may see) at state `version` (integer)
   * to the guest of `seat`, and keeps it as the seat's current view, sent again on rejoin.
   * Returns true if sent now, false if the seat is not connected (it gets the view on rejoin).
   * Throws PeerError 'oversize' if the message exceeds the host-to-guest limit (nothing kept).
   */
  sendView(seat, view, version) {
    const s = this._seat(seat);
    if (view === null || typeof view !== 'object' || Array.isArray(view) || !Number.isInteger(version) || version < 0) {
      throw new PeerError('bad_view', 'sendView takes a view object and a non-negative integer version.');
    }
    const text = JSON.stringify(envelope('view', { version, view }));
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > this._opts.maxOut) throw new PeerError('oversize', `View of ${bytes} bytes exceeds the limit of ${this._opts.maxOut} bytes.`);
    // A copy: the caller may change its object later, and patches are made against what was sent.
    s.view = JSON.parse(text).view; s.version = version;
    return s.link ? this._sendTo(s) : false;
  }

  // Sends seat `s` its current view: a patch against the last view sent on this link when that
  // is shorter (the board and other static parts then never travel again), else the full view
  // (deflated by the link when large). s.sent is reset on every join and resync.
  _sendTo(s) {
    let msg = envelope('view', { version: s.version, view: s.view });
    if (s.sent && s.sent.link === s.link) {
      const p = envelope('patch', { version: s.version, base: s.sent.version, patch: diff(s.sent.view, s.view) });
      if (JSON.stringify(p).length < JSON.stringify(msg).length) msg = p;
    }
    s.sent = { link: s.link, version: s.version, view: s.view };
    return s.link.sendQueued(msg);
  }

  /**
   * Answers guests that ask through `signalling` (see peer-signalling.js): a guest naming a
   * seat of `seats` gets an invite for it (its token then decides), a guest naming none gets
   * the first seat of `seats` no guest has claimed. Returns a function that stops serving.
   */
  serve(signalling, { seats = this.seats } = {}) {
    const reserved = new Map();  // seat -> expiry time of an invite handed out here
    const off = signalling.onMessage(async (m) => {
      try {
        if (m.kind === 'want' && typeof m.nonce === 'string') {
          const now = Date.now();
          let seat = null;
          if (isSeat(m.seat) && seats.includes(m.seat) && (m.session == null || m.session === this.session)) seat = m.seat;
          else seat = seats.find((x) => !this._seat(x).token && !this._seat(x).joining && !((reserved.get(x) || 0) > now)) ?? null;
          if (seat === null) { signalling.send({ kind: 'refuse', to: m.nonce, message: 'No free seat in this game.' }); return; }
          reserved.set(seat, now + SERVED_INVITE_TTL_MS);
          signalling.send({ kind: 'invite', to: m.nonce, code: await this.createInvite(seat) });
        } else if (m.kind === 'answer' && typeof m.code === 'string') {
          const seat = await this.acceptAnswer(m.code);
          reserved.delete(seat);
        }
      } catch (e) {
        if (!(e instanceof PeerError && e.code === 'unknown_invite')) console.warn('signalling:', e.message);
      }
    });
    return () => { if (typeof off === 'function') off(); };
  }

  /** What to save with the game so a reloaded host can resume: `{ session, tokens, issued }`. Secret. */
  exportSession() {
    const tokens = {}, issued = {};
    for (const [seat, s] of this._seats) {
      if (s.token) tokens[seat] = s.token;
      if (s.issued) issued[seat] = s.issued;
    }
    return { session: this.session, tokens, issued };
  }

  /** Closes every link and open invite. */
  close() {
    for (const p of this._pending.values()) p.link.close('host_closed');
    this._pending.clear();
    for (const s of this._seats.values()) {
      for (const st of s.standbys.values()) st.link.close('host_closed');
      s.standbys.clear();
      if (s.joining) s.joining.close('host_closed');
      if (s.link) { s.link.sendError('host_closed', 'The host closed the game.', undefined, 'error.peer.host_closed'); s.link.close('host_closed', ERROR_LINGER_MS); }
    }
  }
}
