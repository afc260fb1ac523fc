// Peer games in the page: connects the game (the WebAssembly app, through the functions it
// binds: peerSubmit, peerView, peerSeatStatus, guestView, guestError, guestStatus, peerSaid) to the
// peer layer (peer.js), and draws the invite and join dialogs as plain DOM over the canvas.
//
// Host: the page's engine is the authority. Every guest action goes through the game's
// Session::SubmitFrom (seat, version, legality checked there), and after each change every
// remote seat is sent only its own seat's view. Guest: draws the views the host sends and
// forwards clicks as action requests. Protocol: docs/peer-protocol.md "Peer games".
import CatanPeer from './peer.js';
import { pageIceConfig } from './peer-ice.js';

const { createHost, createGuest, BroadcastSignalling, PeerGuest, codeFromHash } = CatanPeer;

// ICE servers: URL parameter ?ice=, else Catan.boot's `ice` option, else <meta name="catan-ice">,
// else the public STUN list (docs/peer-protocol.md "Reachability"). Read when a link is made.
function rtcConfig() {
  const meta = document.querySelector('meta[name="catan-ice"]');
  const r = pageIceConfig({ search: location.search, embed: window.Catan && window.Catan.iceOption,
    meta: meta ? meta.getAttribute('content') : undefined });
  if (r.error) console.warn(`ICE setting from ${r.source} ignored (no server used): ${r.error}`);
  return r.config;
}

const HOST_KEY = 'catan.peer-host';        // { session, tokens } of the hosted game (secret)
const CHANNEL = 'catan-peer';
const STATUS_MS = 2000;                    // how often seat latencies are refreshed on screen

const mod = () => window.Catan && window.Catan.module;
const local = (() => { try { const s = window.localStorage; s.getItem('x'); return s; } catch (e) { return null; } })();
// Only the tab that owns the browser's saved game keeps the hosted game's peer session.
const ownStore = () => (window.Catan && window.Catan.saveOwner === false ? null : local);

// ---------------------------------------------------------------- dialogs (DOM)

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

let dialog = null;
function openDialog(id, title, ...body) {
  closeDialog();
  dialog = el('dialog', { id, class: 'peer-dialog', 'aria-label': title },
    el('h2', {}, title), ...body,
    el('div', { class: 'peer-row end' }, el('button', { class: 'peer-close', type: 'button', onclick: closeDialog }, 'Close')));
  dialog.addEventListener('cancel', () => closeDialog());
  // Keys typed into the dialog belong to it, not to the game behind it.
  for (const t of ['keydown', 'keyup', 'keypress']) dialog.addEventListener(t, (e) => e.stopPropagation());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
function closeDialog() {
  if (!dialog) return;
  const d = dialog; dialog = null;
  if (d.onPeerClose) d.onPeerClose();
  d.close(); d.remove();
  const c = document.getElementById('canvas'); if (c) c.focus();
}

function say(node, text, kind = '') {
  node.textContent = text;
  node.className = 'peer-status ' + kind;
}

async function copy(text, status) {
  try { await navigator.clipboard.writeText(text); say(status, 'Copied.', 'ok'); } catch (e) {
    say(status, 'Copying was refused by the browser: select the text and copy it by hand.', 'bad');
  }
}

function codeBox(id, value, readonly) {
  const t = el('textarea', { id, class: 'peer-code', rows: '3', spellcheck: 'false', autocomplete: 'off' });
  if (readonly) { t.readOnly = true; t.addEventListener('focus', () => t.select()); }
  t.value = value || '';
  return t;
}

// ---------------------------------------------------------------- host

let host = null, signalling = null, stopServe = null, statusTimer = null, pushQueued = false;
let inviting = Promise.resolve();  // the invitation being made, if any

function seatName(seat) {
  try {
    const r = JSON.parse(mod().peerView(seat));
    return r.payload.table.seats[seat].name;
  } catch (e) { return 'seat ' + (seat + 1); }
}

function saveHostSession() { const store = ownStore(); if (host && store) store.setItem(HOST_KEY, JSON.stringify(host.exportSession())); }

// Sends every remote seat its current view (coalesced to once per task).
function pushViews() {
  if (pushQueued) return;
  pushQueued = true;
  queueMicrotask(() => {
    pushQueued = false;
    if (!host || !mod()) return;
    for (const seat of host.seats) {
      const r = JSON.parse(mod().peerView(seat));
      if (!r) continue;
      try { host.sendView(seat, r.payload, r.version); } catch (e) { console.error(`view of seat ${seat} not sent: ${e.message}`); }
    }
  });
}

function reportSeat(seat) {
  const st = host.seatStatus(seat);
  mod().peerSeatStatus(seat, st.status, st.latency == null ? -1 : st.latency);
}

function hostStart({ seats, resumed }) {
  hostStop({ keep: true });
  let saved = null;
  const store = ownStore();
  if (resumed && store) { try { saved = JSON.parse(store.getItem(HOST_KEY)); } catch (e) { saved = null; } }
  host = createHost({ seats, session: saved && saved.session, tokens: saved && saved.tokens, issued: saved && saved.issued, rtcConfig: rtcConfig() });
  saveHostSession();
  host.onAction((seat, action, version) => {
    const r = JSON.parse(mod().peerSubmit(seat, JSON.stringify(action), version));
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  });
  host.onStatus((seat) => { reportSeat(seat); pushViews(); });
  host.onJoin(() => { saveHostSession(); pushViews(); });
  // Quick messages, the guests' and the host's own, once checked and relayed to every guest.
  host.onSay((seat, said) => mod().peerSaid(seat, said.preset || '', said.text || ''));
  for (const seat of seats) reportSeat(seat);
  // Guests in other tabs of this browser join without copying codes.
  try { signalling = new BroadcastSignalling(CHANNEL); stopServe = host.serve(signalling); } catch (e) { signalling = null; }
  statusTimer = setInterval(() => { if (host && mod()) for (const s of host.seats) reportSeat(s); }, STATUS_MS);
  pushViews();
}

function hostStop({ keep = false } = {}) {
  if (!host) return;
  clearInterval(statusTimer);
  if (stopServe) stopServe();
  if (signalling) signalling.close();
  host.close();
  host = null; signalling = null; stopServe = null;
  const store = ownStore();
  if (!keep && store) store.removeItem(HOST_KEY);
}

async function hostInvite({ seat }) {
  if (!host) return;
  const name = seatName(seat);
  const status = el('p', { class: 'peer-status' }, 'Making the invitation...');
  const link = codeBox('peer-invite-link', '', true);
  const answer = codeBox('peer-answer-in', '', false);
  answer.placeholder = 'Paste the answer code here';
  let code = '';
  const connect = el('button', { id: 'peer-connect', type: 'button', onclick: async () => {
    const text = answer.value.trim();
    if (!text) { say(status, 'Paste the answer code first.', 'bad'); return; }
    say(status, 'Connecting...');
    try {
      const got = await host.acceptAnswer(text);
      if (got === seat) say(status, `Connecting to ${name}...`);
      else say(status, `That answer belongs to the invitation for ${seatName(got)}, who is connecting now. ` +
        `Paste ${name}'s own answer here.`, 'bad');
    } catch (e) { say(status, e.message, 'bad'); }
  } }, 'Connect');
  openDialog('peer-invite', `Invite ${name}`,
    el('p', {}, `1. Send ${name} this link (or the code alone). It opens the game ready to answer.`),
    link,
    el('div', { class: 'peer-row' },
      el('button', { id: 'peer-copy-link', type: 'button', onclick: () => copy(link.value, status) }, 'Copy link'),
      el('button', { id: 'peer-copy-code', type: 'button', onclick: () => copy(code, status) }, 'Copy code')),
    el('p', { class: 'peer-hint' }, 'In another tab of this browser the link connects by itself.'),
    el('p', {}, `2. Paste the answer code ${name} sends back, then Connect.`),
    answer,
    el('div', { class: 'peer-row' }, connect),
    status);
  // Closing the dialog withdraws its invitation: an answer pasted or sent later is refused.
  const mine0 = dialog;
  mine0.onPeerClose = () => { if (host) host.withdrawInvites(seat); };
  // Invitations are made one at a time, in the order asked, so a dialog closed while its
  // invitation was being made never withdraws a newer dialog's one.
  const prev = inviting;
  let release;
  inviting = new Promise((r) => { release = r; });
  try {
    await prev;
    if (dialog !== mine0 || !host) return;
    code = await host.createInvite(seat);
    if (dialog !== mine0) { host.withdrawInvites(seat); return; }  // closed while it was being made
    link.value = host.inviteLink(code);
    say(status, `Waiting for ${name}'s answer.`);
  } catch (e) { say(status, 'No invitation could be made: ' + e.message, 'bad'); } finally { release(); }
  const mine = dialog;
  host.onJoin((s) => { if (s === seat && dialog === mine) { say(status, `${name} joined.`, 'ok'); setTimeout(() => { if (dialog === mine) closeDialog(); }, 600); } });
}

// ---------------------------------------------------------------- guest

let guest = null, guestTimer = null, retryTimer = null;

function ensureGuest() {
  if (guest) return guest;
  guest = createGuest({ rtcConfig: rtcConfig() });
  guest.onView((view, version) => {
    const err = mod().guestView(JSON.stringify(view), version);
    if (err) console.error('view refused: ' + err);
  });
  guest.onError((e) => {
    if (e.code === 'host_closed') {
      // The game is over for good: say so, stop offering moves, forget the seat's token.
      clearTimeout(retryTimer);
      mod().guestStatus('closed', -1);
      try { if (guest.session != null) localStorage.removeItem(`catan-peer/${guest.session}/${guest.seat}`); } catch (x) { /* storage off */ }
      try { sessionStorage.removeItem('catan-peer/last'); } catch (x) { /* storage off */ }
      return;
    }
    if (e.code === 'reconnect_failed') {
      // The standby connections could not bring this page back (docs/peer-protocol.md "Reconnection").
      joinDialog({ message: 'The connection to the host was lost and could not be made again by itself. Ask the host to ' +
        'press "New invite..." next to your name on their screen, and paste the new invitation here.' });
      return;
    }
    if (guest.joined) mod().guestError(e.message, typeof e.key === 'string' ? e.key : '', JSON.stringify(Array.isArray(e.args) ? e.args : []));
  });
  guest.onSaid((seat, said) => mod().peerSaid(seat, said.preset || '', said.text || ''));
  let closed = false;
  guest.onError((e) => { if (e.code === 'host_closed') closed = true; });
  guest.onJoined(() => { closed = false; });
  guest.onStatus((status) => {
    if (closed) return;  // the host ended the game; keep showing that
    mod().guestStatus(status, guest.latency == null ? -1 : guest.latency);
    if (status === 'disconnected') scheduleRejoin();
  });
  guestTimer = setInterval(() => { if (!closed && guest && guest.link && mod()) mod().guestStatus(guest.status, guest.latency == null ? -1 : guest.latency); }, STATUS_MS);
  return guest;
}

/** Sends an action for the guest's seat; returns '' or the reason it could not be sent. */
function guestSend(action, version) {
  if (!guest || !guest.joined) return 'Not connected to the host. Wait for the connection or rejoin.';
  try { guest.sendAction(action, version); return ''; } catch (e) { return e.message; }
}

// After a drop: rejoin by itself if the host is a tab of this browser (every 5 s, 6 tries).
// Meanwhile the guest also tries its standby connections (any host); whichever joins first wins
// (a tab's invitation ends the standby attempts, see PeerGuest.acceptInvite).
function scheduleRejoin(tries = 6) {
  clearTimeout(retryTimer);
  if (!guest || tries <= 0) return;
  retryTimer = setTimeout(async () => {
    if (!guest || guest.status === 'open') return;
    try { await joinByTab(guest); } catch (e) { scheduleRejoin(tries - 1); }
  }, 5000);
}

async function joinByTab(g, seat, session) {
  const sig = new BroadcastSignalling(CHANNEL);
  try {
    const remembered = PeerGuest.remembered() || {};
    return await g.joinVia(sig, { seat: seat ?? remembered.seat, session: session ?? remembered.session });
  } finally { setTimeout(() => sig.close(), 1000); }
}

function guestLeave() {
  clearTimeout(retryTimer);
  if (guest) { guest.close(); clearInterval(guestTimer); guest = null; }
  try { sessionStorage.removeItem('catan-peer/last'); } catch (e) { /* storage off */ }
}

function joinDialog({ code = '', message = '' } = {}) {
  const g = ensureGuest();
  const status = el('p', { class: 'peer-status' }, message);
  const invite = codeBox('peer-invite-in', code, false);
  invite.placeholder = 'Paste the invitation link or code here';
  const answer = codeBox('peer-answer-out', '', true);
  const answerPart = el('div', { id: 'peer-answer-part', hidden: '' },
    el('p', {}, '2. Send this answer code back to the host; they paste it and press Connect.'),
    answer,
    el('div', { class: 'peer-row' }, el('button', { id: 'peer-copy-answer', type: 'button', onclick: () => copy(answer.value, status) }, 'Copy answer')));
  const answerIt = async () => {
    const text = invite.value.trim();
    if (!text) { say(status, 'Paste the invitation first.', 'bad'); return; }
    say(status, 'Answering...');
    let link = null;
    const link0 = () => link;
    try {
      const a = await g.acceptInvite(text);
      link = g.link;
      answer.value = a;
      answerPart.hidden = false;
      answerBtn.hidden = true;
      tab.hidden = true;
      seatLine.textContent = `You are joining seat ${g.seat + 1}.`;
      say(status, 'Waiting for the host to connect...');
      setTimeout(() => {
        if (dialog && dialog.contains(status) && !g.joined && g.link === link0()) {
          say(status, 'No host has taken this answer yet. If the host is on another device, send them the answer ' +
            'code above. An invitation works once: if it was used before, ask the host for a new one.', 'bad');
        }
      }, 15000);
      // A host in another tab of this browser takes the answer without copying.
      try { const sig = new BroadcastSignalling(CHANNEL); sig.send({ kind: 'answer', code: a }); setTimeout(() => sig.close(), 1000); } catch (e) { /* no BroadcastChannel */ }
    } catch (e) { say(status, e.message, 'bad'); }
  };
  const tab = el('button', { id: 'peer-join-tab', type: 'button', onclick: async () => {
    say(status, 'Looking for a game hosted in another tab...');
    try { const r = await joinByTab(g); say(status, `Joined seat ${r.seat + 1}.`, 'ok'); } catch (e) { say(status, e.message, 'bad'); }
  } }, 'Join a game open in another tab');
  const answerBtn = el('button', { id: 'peer-answer', type: 'button', onclick: answerIt }, 'Answer');
  const seatLine = el('p', { class: 'peer-seat' });
  openDialog('peer-join', 'Join a game',
    el('p', {}, '1. Paste the invitation the host sent you.'),
    invite,
    el('div', { class: 'peer-row' }, answerBtn, tab),
    seatLine, answerPart, status);
  const offJoined = g.onJoined((seat) => {
    offJoined(); offErr();
    say(status, `Joined as seat ${seat + 1}.`, 'ok');
    setTimeout(closeDialog, 400);
  });
  const offErr = g.onError((e) => { if (!g.joined) say(status, e.message, 'bad'); });
  if (code) answerIt();
}

// ---------------------------------------------------------------- quick messages

/**
 * A quick message from this device's player at `seat` (`preset` or `text`): the host checks it
 * and relays it to every guest; a guest sends it to the host, which relays it back. It shows
 * when it comes back (peerSaid). A refusal here becomes the status line.
 */
function quickMessage({ seat, preset, text }) {
  const content = typeof preset === 'string' ? { preset } : { text };
  try {
    if (host) host.say(seat, content);
    else if (guest && guest.joined) guest.sendSay(content);
    else throw new Error('This page is not connected to a host.');
  } catch (e) {
    if (mod()) mod().guestError(e.message, typeof e.key === 'string' ? e.key : '', JSON.stringify(Array.isArray(e.args) ? e.args : []));
  }
}

// ---------------------------------------------------------------- wiring

const handlers = {
  host_start: hostStart,
  host_stop: () => hostStop(),
  host_changed: () => pushViews(),
  host_invite: hostInvite,
  join: () => joinDialog(),
  guest_leave: guestLeave,
  say: quickMessage,
  say_free_text: ({ on }) => { if (host) host.allowText = !!on; },
};

function runEvent(name, arg) {
  const f = handlers[name];
  if (!f) { console.warn('unknown game event ' + name); return; }
  try { const r = f(arg); if (r && r.catch) r.catch((e) => console.error(name + ': ' + e.message)); } catch (e) { console.error(name + ': ' + e.message); }
}

// Events raised before window.Catan.module is set (a hosted game resumed while the app starts:
// its main() runs before the loader's promise hands the module over) wait for it, in order.
const early = [];
function drainEarly() {
  if (!mod()) { setTimeout(drainEarly, 10); return; }
  while (early.length) runEvent(...early.shift());
}

/** The page side of peer games; the app raises events here (web/peer_bridge.cpp). */
const CatanGame = {
  event(name, arg) {
    if (mod() && !early.length) { runEvent(name, arg); return; }
    early.push([name, arg]);
    if (early.length === 1) setTimeout(drainEarly, 0);
  },
  guestSend,
  /** The peer objects, for tests and embedding pages (read-only use). */
  get host() { return host; },
  get guest() { return guest; },
};
window.CatanGame = CatanGame;
for (const [n, a] of window.CatanGamePending || []) CatanGame.event(n, a);
window.CatanGamePending = [];

// A page opened with #join=<code> answers it; a tab that held a seat before a reload rejoins.
(async () => {
  const code = codeFromHash(location.hash);
  const remembered = PeerGuest.remembered();
  if (!code && !remembered) return;
  try { await window.Catan.whenReady; } catch (e) { return; }
  if (code) {
    history.replaceState(null, '', location.pathname + location.search);  // an invite is used once
    joinDialog({ code });
    return;
  }
  joinDialog({ message: 'Reconnecting to your seat...' });
  const g = ensureGuest();
  try { await joinByTab(g, remembered.seat, remembered.session); } catch (e) {
    joinDialog({ message: 'Your seat is kept for you, but the host is not open in this browser. Ask the host to ' +
      'press "New invite..." next to your name on their screen, and paste the new invitation here.' });
  }
})();

export default CatanGame;
