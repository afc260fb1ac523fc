// Guest side of a peer game: answers an invite, joins its seat with a secret token (kept in
// storage so a reloaded page can rejoin), sends actions and receives its seat's view.
import { PeerError, FROM_HOST, LIMITS, envelope, randomToken, carriesChance, isToken, isSeat, sayContent } from './peer-protocol.js';
import { encodeCode, decodeCode } from './peer-codes.js';
import { PeerLink } from './peer-link.js';
import { applyPatch } from './peer-delta.js';

const INVITE_WAIT_MS = 10000;
const WELCOME_WAIT_MS = 20000;
// A join with no welcome is sent again this often on the same connection, at most
// JOIN_RESENDS times: joins at 0, 5 and 10 s stay within the host's join rate limit (0.2/s,
// burst 2; peer-limits.js) and before it gives up on the connection (15 s after its channel opened).
const JOIN_RESEND_MS = 5000;
const JOIN_RESENDS = 2;
const LAST_SEAT_KEY = 'catan-peer/last';
/** Standby connections kept (the host offers STANDBYS of peer-host.js after each join). */
const STANDBYS_KEPT = 3;
/** A standby connection that has not brought a welcome this long after it was used is given up (ms). */
const STANDBY_ATTEMPT_MS = 30000;
/** Wait between two standby attempts (ms). */
const STANDBY_RETRY_MS = 3000;
/** While the network is down, look again this often (or at the browser's 'online' event) (ms). */
const NETWORK_POLL_MS = 1000;
/** Errors after which the guest does not come back by itself (the host ended or refused the seat). */
const FINAL_ERRORS = ['replaced', 'host_closed', 'bad_token', 'wrong_seat', 'flooding', 'too_many_errors', 'join_timeout', 'bad_welcome'];

// True if this device looks connected to a network: the browser says it is online and an
// RTCPeerConnection with no server gathers at least one candidate within `ms`. Contacts nobody.
async function networkLooksUp(ms = 1000) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const pc = new RTCPeerConnection({ iceServers: [] });
  try {
    pc.createDataChannel('probe');
    const found = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      pc.addEventListener('icecandidate', (e) => { if (e.candidate && e.candidate.candidate) { clearTimeout(timer); resolve(true); } });
    });
    await pc.setLocalDescription(await pc.createOffer());
    return await found;
  } catch (e) { return false; } finally { pc.close(); }
}

function safeStorage(kind) {
  try { const s = window[kind]; s.getItem('x'); return s; } catch (e) { return null; }
}

/**
 * Creates a guest. Options: `token` (the seat's secret, to rejoin from another device; default:
 * read from / written to `storage`), `storage` (default localStorage; tokens are kept per
 * session and seat), `rtcConfig`, `pingMs`, `silenceMs`, `maxIn` / `maxOut` (bytes).
 */
export class PeerGuest {
  constructor(opts = {}) {
    this._storage = opts.storage !== undefined ? opts.storage : safeStorage('localStorage');
    this._fixedToken = isToken(opts.token) ? opts.token : null;
    this._opts = { pingMs: opts.pingMs, silenceMs: opts.silenceMs, rtcConfig: opts.rtcConfig,
      accept: FROM_HOST, maxIn: opts.maxIn || LIMITS.hostToGuest, maxOut: opts.maxOut || LIMITS.guestToHost, inflate: true };
    for (const k of Object.keys(this._opts)) if (this._opts[k] === undefined) delete this._opts[k];
    this.seat = null; this.session = null; this.token = null;
    this.joined = false;
    this.version = null;      // state version of the last view received
    this.view = null;         // the last view (patches apply to it)
    this.link = null;
    this.joinsSent = 0;       // join messages sent on the current connection (a figure for tests)
    this.standbys = [];       // standby connections offered by the host: { id, link, activate }, oldest first
    this.comebacks = 0;       // times this guest came back by itself through a standby (a figure for tests)
    this._final = false;      // the host ended or refused the seat: do not come back by itself
    this._recovery = null;    // the running comeback, if any ({ cancelled })
    this._nextId = 0;
    this._handlers = { view: [], error: [], status: [], joined: [], said: [] };
  }

  /** Registers `cb(view, version)`; returns a function that unregisters it. Same for the others: for each view of this seat from the host. */
  onView(cb) { return this._on('view', cb); }
  /** Registers `cb({ code, message, ref, key })` for errors from the host (`key`: the message's catalogue key, if any) and local link failures. */
  onError(cb) { return this._on('error', cb); }
  /** Registers `cb(status, reason)`; status is 'connecting' | 'open' | 'disconnected'. */
  onStatus(cb) { return this._on('status', cb); }
  /** Registers `cb(seat, session)` called when the host has accepted this guest's join. */
  onJoined(cb) { return this._on('joined', cb); }
  /** Registers `cb(seat, said)` for each quick message the host relays (this guest's own too): `{ preset }` or `{ text }` (cleaned). */
  onSaid(cb) { return this._on('said', cb); }

  _on(kind, cb) {
    this._handlers[kind].push(cb);
    return () => { this._handlers[kind] = this._handlers[kind].filter((f) => f !== cb); };
  }

  _emit(kind, ...args) {
    for (const cb of this._handlers[kind]) {
      try { cb(...args); } catch (e) { console.error('peer guest handler failed:', e); }
    }
  }

  /** 'connecting' | 'open' (joined) | 'disconnected' | 'idle' (no invite answered yet). */
  get status() {
    if (!this.link) return 'idle';
    if (this.link.status === 'open') return this.joined ? 'open' : 'connecting';
    return this.link.status;
  }
  /** True while the guest tries to come back by itself through its standby connections. */
  get recovering() { return !!this._recovery; }
  /** Round-trip time of the last ping in ms, or null. */
  get latency() { return this.link ? this.link.latency : null; }

  _tokenFor(session, seat) {
    if (this._fixedToken) return this._fixedToken;
    const key = `catan-peer/${session}/${seat}`;
    let token = this._storage && this._storage.getItem(key);
    if (!isToken(token)) {
      token = randomToken();
      if (this._storage) this._storage.setItem(key, token);
    }
    return token;
  }

  /**
   * Answers an invite code (or a whole `#join=` link). Resolves the answer code for the host.
   * The guest joins its seat as soon as the host accepts that answer. Throws PeerError 'bad_code'.
   */
  async acceptInvite(code) {
    const inv = await decodeCode(code, 'invite');
    this._stopRecovery();
    if (this.link) this.link.close('new_invite');
    const { link, sdp } = await PeerLink.answer(this._opts, inv.sdp);
    this.seat = inv.seat; this.session = inv.session;
    this.token = this._tokenFor(inv.session, inv.seat);
    const tabStore = safeStorage('sessionStorage');
    if (tabStore) tabStore.setItem(LAST_SEAT_KEY, JSON.stringify({ session: inv.session, seat: inv.seat }));
    this._useLink(link);
    return encodeCode('answer', { invite: inv.invite, sdp });
  }

  // Makes `link` this guest's connection: joins the seat with the token when its channel opens
  // (and again until welcomed), and comes back by itself through a standby if it is lost after joining.
  _useLink(link) {
    this.link = link; this.joined = false; this._final = false;
    this.joinsSent = 0;
    // The join goes when the channel opens, and again every JOIN_RESEND_MS until the welcome
    // comes: a join sent at once after the channel opened has been seen lost on a loaded
    // machine (the host's channel open for 15 s with no join; the guest had sent it). A join
    // that crosses the host's welcome is refused as already_joined, which this side ignores.
    let resend = null;
    const join = () => {
      if (resend !== null || link !== this.link) return;
      const sendJoin = () => {
        if (link !== this.link || this.joined || link.status !== 'open' || this.joinsSent > JOIN_RESENDS) {
          clearInterval(resend);
          return;
        }
        if (link.send(envelope('join', { seat: this.seat, token: this.token }))) this.joinsSent++;
      };
      resend = setInterval(sendJoin, JOIN_RESEND_MS);
      sendJoin();
    };
    link.onStatus((status, reason) => {
      if (link !== this.link) return;
      if (status === 'open') join();
      if (status === 'disconnected') { this.joined = false; clearInterval(resend); }
      this._emit('status', this.status, reason);
      // Lost after joining, not ended on purpose: come back by itself through a standby.
      if (status === 'disconnected' && link.welcomed && !this._final && !['guest_closed', 'new_invite', 'page_closed'].includes(reason)) this._recover();
    });
    link.onRefused((err) => this._emit('error', { code: err.code, message: 'The host sent a message this page refused: ' + err.message }));
    link.onMessage((msg) => this._receive(link, msg));
    // The channel can open before these handlers exist: the host's ICE checks, DTLS and data
    // channel may all arrive while this side still gathers its own candidates for the answer
    // (seen under load). Its 'open' then went unheard, so the join goes now.
    if (link.status === 'open') join();
    this._emit('status', this.status);
  }

  // The host's standby offer on the live `link`: answers it (the answer is not applied yet, see
  // PeerLink.standby) and keeps the standby, at most STANDBYS_KEPT (the oldest goes).
  async _takeStandby(link, msg) {
    let made;
    try { made = await PeerLink.standby(this._opts, msg.sdp); } catch (e) { console.warn(e.message); return; }
    if (link !== this.link || !this.joined) { made.link.close('standby_unused'); return; }
    this.standbys.push({ id: msg.id, link: made.link, activate: made.activate });
    while (this.standbys.length > STANDBYS_KEPT) this.standbys.shift().link.close('standby_dropped');
    link.send(envelope('standby_answer', { id: msg.id, sdp: made.sdp }));
  }

  _dropStandbys(reason) {
    for (const st of this.standbys) st.link.close(reason);
    this.standbys = [];
  }

  _stopRecovery() {
    if (this._recovery) this._recovery.cancelled = true;
    this._recovery = null;
  }

  // The live link was lost: once the network looks back, uses the standbys one after another
  // (each gets STANDBY_ATTEMPT_MS to bring a welcome) until one brings the guest back; when
  // none is left, reports 'reconnect_failed' (a new invitation is needed).
  async _recover() {
    this._stopRecovery();
    const run = this._recovery = { cancelled: false };
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    while (!run.cancelled) {
      if (!this.standbys.length) {
        this._recovery = null;
        this._emit('error', { code: 'reconnect_failed', key: 'error.peer.reconnect_failed',
          message: 'The connection to the host was lost and could not be made again; ask the host for a new invitation.' });
        return;
      }
      if (!(await networkLooksUp())) {
        if (typeof window === 'undefined') { await sleep(NETWORK_POLL_MS); continue; }
        // Until the browser says it is online again, or a while has passed: then look again.
        await new Promise((r) => {
          const done = () => { clearTimeout(t); window.removeEventListener('online', done); r(); };
          const t = setTimeout(done, NETWORK_POLL_MS);
          window.addEventListener('online', done);
        });
        continue;
      }
      if (run.cancelled) return;
      const st = this.standbys.shift();
      this._useLink(st.link);
      const joined = new Promise((resolve) => {
        const timer = setTimeout(() => finish(false), STANDBY_ATTEMPT_MS);
        const finish = (ok) => { clearTimeout(timer); offJ(); offS(); resolve(ok); };
        const offJ = this.onJoined(() => finish(true));
        const offS = this.onStatus(() => { if (this.link !== st.link || st.link.status === 'disconnected') finish(false); });
      });
      try { await st.activate(); } catch (e) { st.link.close('standby_failed'); }
      if (await joined) {
        if (this._recovery === run) this._recovery = null;
        this.comebacks++;
        return;
      }
      if (run.cancelled) return;
      st.link.close('standby_failed');
      await sleep(STANDBY_RETRY_MS);
    }
  }

  _receive(link, msg) {
    if (link !== this.link) return;
    if (msg.type === 'error' && msg.code === 'already_joined') return;  // a resent join crossed the welcome
    if (msg.type === 'error' && FINAL_ERRORS.includes(msg.code)) { this._final = true; this._stopRecovery(); this._dropStandbys(msg.code); }
    if (msg.type === 'error') { this._emit('error', { code: msg.code, message: msg.message, ref: msg.ref, key: msg.key, args: msg.args }); return; }
    if (msg.type === 'welcome') {
      if (msg.seat !== this.seat || msg.session !== this.session) {
        link.sendError('bad_welcome', 'Welcome names another seat or session.', undefined, 'error.peer.bad_welcome'); link.close('bad_welcome', 500); return;
      }
      this.joined = true;
      link.welcomed = true;  // lost after this, the guest comes back by itself (see _useLink)
      this._dropStandbys('standby_renewed');  // the host closed its side of them and offers new ones
      this.view = null; this._resyncing = false;  // the host starts each connection with a full view
      // The host rotates the seat's token on every join: keep the new one for the next rejoin.
      this.token = msg.token;
      if (this._fixedToken) this._fixedToken = msg.token;
      if (this._storage) { try { this._storage.setItem(`catan-peer/${this.session}/${this.seat}`, msg.token); } catch (e) { /* storage full or off */ } }
      this._emit('status', this.status);
      this._emit('joined', this.seat, this.session);
      return;
    }
    if (msg.type === 'said') {
      if (this.joined) this._emit('said', msg.seat, msg.text !== undefined ? { text: msg.text } : { preset: msg.preset });
      return;
    }
    if (!this.joined) { link.sendError('not_joined', 'A view arrived before the welcome.', undefined, 'error.peer.view_before_welcome'); return; }
    if (msg.type === 'standby_offer') { this._takeStandby(link, msg); return; }
    let view = msg.view;
    if (msg.type === 'patch') {
      // A patch applies to the view of version `base`; anything else asks for the full view.
      try {
        if (!this.view || msg.base !== this.version) throw new Error('base');
        view = applyPatch(this.view, msg.patch);
      } catch (e) {
        if (!this._resyncing) { this._resyncing = true; link.send(envelope('resync', {})); }
        return;
      }
    }
    this._resyncing = false;
    this.view = view;
    this.version = msg.version;
    this._emit('view', view, msg.version);
  }

  /**
   * Sends `action` (a JSON object) made against state `version` (default: the last view's).
   * Returns the action's id (errors from the host carry it as `ref`). Throws PeerError
   * 'not_joined', 'chance_forbidden' (the object has a "chance" field) or 'oversize'.
   */
  sendAction(action, version = this.version) {
    if (!this.joined || !this.link) throw new PeerError('not_joined', 'Not connected to a host seat.');
    if (action === null || typeof action !== 'object' || Array.isArray(action)) throw new PeerError('bad_shape', 'An action is a JSON object.');
    if (carriesChance(action)) throw new PeerError('chance_forbidden', 'Guests may not send chance outcomes; the host draws them.');
    if (!Number.isInteger(version) || version < 0) throw new PeerError('bad_shape', 'No state version known yet; wait for a view.');
    const id = this._nextId++;
    this.link.send(envelope('action', { id, version, action }));
    return id;
  }

  /**
   * Sends a quick message for this guest's seat: `said` is `{ preset }` (a SAY_PRESETS id) or
   * `{ text }` (cleaned first). It shows once the host relays it back (onSaid). Returns the
   * content sent. Throws PeerError 'not_joined' or 'bad_shape'.
   */
  sendSay(said) {
    if (!this.joined || !this.link) throw new PeerError('not_joined', 'Not connected to a host seat.');
    const content = sayContent(said);
    this.link.send(envelope('say', content));
    return content;
  }

  /**
   * Joins through `signalling` (see peer-signalling.js) with no copying: asks for `seat` of
   * `session` (default: the seat this tab held before a reload, else any free seat), answers
   * the invite that comes back and resolves `{ seat, session }` once joined. A join that gets no
   * welcome (the connection opened on one side only, or the host gave up waiting for the join:
   * seen on heavily loaded machines) is tried once more for the same seat with a new
   * connection. Throws PeerError 'no_host' if no host answers, 'refused' if the host has no
   * seat, 'join_failed' otherwise.
   */
  async joinVia(signalling, { seat, session } = PeerGuest.remembered() || {}) {
    try { return await this._joinOnce(signalling, seat, session); } catch (e) {
      if (!(e instanceof PeerError) || e.code !== 'join_failed' || this.seat === null) throw e;
      console.warn('join failed; asking the host again:', e.message);
      return await this._joinOnce(signalling, this.seat, this.session);
    }
  }

  async _joinOnce(signalling, seat, session) {
    const nonce = randomToken();
    const invite = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => { off(); reject(new PeerError('no_host', 'No host answered; is the host page open in this browser?')); }, INVITE_WAIT_MS);
      const off = signalling.onMessage((m) => {
        if (m.to !== nonce) return;
        clearTimeout(timer); off();
        if (m.kind === 'invite' && typeof m.code === 'string') resolve(m.code);
        else reject(new PeerError('refused', typeof m.message === 'string' ? m.message : 'The host refused.'));
      });
      signalling.send({ kind: 'want', nonce, seat: isSeat(seat) ? seat : null, session: isToken(session) ? session : null });
    });
    const answer = await this.acceptInvite(invite);
    const link = this.link;
    const joined = new Promise((resolve, reject) => {
      const fail = () => { done(); reject(new PeerError('join_failed', 'The host did not accept the join in time.')); };
      const timer = setTimeout(fail, WELCOME_WAIT_MS);
      const done = () => { clearTimeout(timer); offJoined(); offError(); offStatus(); };
      const offJoined = this.onJoined((s, sess) => { done(); resolve({ seat: s, session: sess }); });
      const offError = this.onError((e) => {
        if (this.joined) return;
        if (['bad_token', 'wrong_seat'].includes(e.code)) { done(); reject(new PeerError(e.code, e.message)); }
        if (e.code === 'join_timeout') fail();
      });
      const offStatus = this.onStatus((st) => { if (st === 'disconnected' && this.link === link && !this.joined) fail(); });
    });
    signalling.send({ kind: 'answer', code: answer });
    return joined;
  }

  /** The `{ session, seat }` this tab last answered an invite for (survives reloads), or null. */
  static remembered() {
    const tabStore = safeStorage('sessionStorage');
    try {
      const r = tabStore && JSON.parse(tabStore.getItem(LAST_SEAT_KEY));
      return r && isToken(r.session) && isSeat(r.seat) ? r : null;
    } catch (e) { return null; }
  }

  /** Closes the link (the host sees the seat disconnected; the token stays for a rejoin). */
  close() {
    this._final = true;
    this._stopRecovery();
    this._dropStandbys('guest_closed');
    if (this.link) this.link.close('guest_closed');
  }
}
