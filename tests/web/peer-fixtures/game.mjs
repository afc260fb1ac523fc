// Helpers of the peer-game browser tests: the real page as host and guest, connected through
// the invite and join dialogs, a recorder of every data-channel message a page receives, and
// the scan that proves a guest never received another player's hidden cards.
import assert from 'node:assert/strict';
import { waitReady, frames, clickItem } from '../harness.mjs';
import { startGame, view } from '../play.mjs';

/**
 * Records every frame arriving on any RTCDataChannel of pages in `context`: window.__received
 * (text frames as they are, binary ones as '[binary]'), window.__receivedBytes (bytes on the
 * wire) and window.__decoded: each view as the guest decoded it (patches applied, deflated
 * frames inflated), i.e. what reaches the game (Module.guestView), as a view message text.
 */
export async function recordReceived(context) {
  await context.addInitScript(() => {
    window.__received = [];
    window.__receivedBytes = 0;
    window.__decoded = [];
    const add = RTCDataChannel.prototype.addEventListener;
    RTCDataChannel.prototype.addEventListener = function (type, fn, opts) {
      if (type === 'message') {
        const wrapped = (e) => {
          const d = e.data;
          window.__received.push(typeof d === 'string' ? d : '[binary]');
          window.__receivedBytes += typeof d === 'string' ? new TextEncoder().encode(d).length : (d.byteLength ?? d.size);
          return fn.call(this, e);
        };
        return add.call(this, type, wrapped, opts);
      }
      return add.call(this, type, fn, opts);
    };
    const hook = setInterval(() => {
      const m = window.Catan && window.Catan.module;
      if (!m || !m.guestView) return;
      clearInterval(hook);
      const f = m.guestView;
      m.guestView = (payload, version) => {
        window.__decoded.push(JSON.stringify({ v: 2, type: 'view', version, view: JSON.parse(payload) }));
        return f.call(m, payload, version);
      };
    }, 5);
  });
}

/**
 * Opens the game page (with `hash`) in `context`; resolves { page, errors } once it drew a frame.
 * Inside the private namespace no ICE server is reachable: the page runs with ?ice=off unless
 * `url` names another setting.
 */
export async function openGame(context, url, hash = '') {
  const u = new URL(url + hash);
  if (!u.searchParams.has('ice')) u.searchParams.set('ice', 'off');
  url = u.href; hash = '';
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url + hash);
  await waitReady(page);
  return { page, errors };
}

/** Waits until `fn(arg)` is truthy in `page`, with a clear message on timeout. */
export async function until(page, fn, arg, what, timeout = 60000) {
  try { await page.waitForFunction(fn, arg, { timeout, polling: 50 }); } catch (e) {
    throw new Error(`timed out waiting for ${what}`);
  }
}

/** Starts a game on the host page through the new-game screen (seats: see play.mjs startGame). */
export async function hostGame(page, opts) {
  await startGame(page, { handover: false, speed: 'Instant', ...opts });
  await until(page, () => window.Catan.module.screen() === 'game', null, 'host game screen');
}

/**
 * Connects a guest for remote `seat` the way people do: the host presses Invite, the guest
 * opens the invitation link (a new page in `guestContext`), the guest's answer code is pasted
 * into the host's dialog. Resolves { page, errors, link, answer } once both sides are connected.
 */
export async function inviteGuest(host, guestContext, seat, url) {
  await clickItem(host, 'button', `invite ${seat}`);
  try {
    await until(host, () => (document.querySelector('#peer-invite-link') || {}).value, null, 'invite link');
  } catch (e) {
    // What the invite dialog says (e.g. no network address found within the gathering limit).
    const said = await host.evaluate(() => { const d = document.querySelector('dialog[open]'); return d ? d.textContent.slice(0, 300) : 'no dialog open'; });
    throw new Error(`${e.message}; the host's dialog: ${said}`);
  }
  const link = await host.$eval('#peer-invite-link', (t) => t.value);
  assert.ok(link.startsWith(url) && link.includes('#join=I1.'), 'the invitation is a link to this page');
  const guest = await openGame(guestContext, link);
  await until(guest.page, () => (document.querySelector('#peer-answer-out') || {}).value, null, 'answer code');
  const answer = await guest.page.$eval('#peer-answer-out', (t) => t.value);
  assert.match(answer, /^A1\.[A-Za-z0-9_-]+$/);
  await host.fill('#peer-answer-in', answer);
  await host.click('#peer-connect');
  try {
    await until(guest.page, () => window.Catan.module.screen() === 'game', null, 'guest game screen');
  } catch (e) {
    throw new Error(`${e.message}; ${await linkReport(host, guest.page, seat)}`);
  }
  await until(host, (s) => window.CatanGame.host.seatStatus(s).status === 'open', seat, 'seat open on the host');
  await until(host, () => !document.querySelector('dialog[open]'), null, 'invite dialog closed');
  await until(guest.page, () => !document.querySelector('dialog[open]'), null, 'join dialog closed');
  return { ...guest, link, answer };
}

/** What both sides know of the link of `seat`, for a failure message. */
export async function linkReport(host, guestPage, seat) {
  const side = (s) => {
    const g = window.CatanGame && (s === null ? window.CatanGame.guest : window.CatanGame.host);
    if (!g) return 'no peer object';
    const l = s === null ? g.link : (g._seats.get(s) || {}).link || (g._seats.get(s) || {}).joining;
    const pc = l && l.pc;
    return JSON.stringify({
      status: s === null ? g.status : g.seatStatus(s).status, link: l ? l.status : null, reason: l ? l.closeReason : null,
      pc: pc ? [pc.connectionState, pc.iceConnectionState, pc.iceGatheringState] : null,
      dialog: (document.querySelector('dialog[open]') || {}).innerText || null });
  };
  const h = await host.evaluate(side, seat).catch((e) => String(e));
  const g = await guestPage.evaluate(side, null).catch((e) => String(e));
  return `host: ${h}; guest: ${g}`;
}

const PUBLIC_PLAYER_KEYS = new Set(['id', 'seated', 'resource_count', 'development_card_count', 'knights_played',
  'roads_left', 'settlements_left', 'cities_left', 'road_length', 'longest_road', 'largest_army', 'public_points',
  'discard_due', 'trade_answer', 'counter', 'tokens']);
const FORBIDDEN_KEYS = new Set(['seed', 'rng', 'prng', 'state', 'deck', 'development_deck', 'log', 'config', 'save',
  'token', 'hand_of', 'hands']);
const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'];
const CARDS = ['knight', 'victory point', 'victory_point', 'road building', 'road_building', 'year of plenty',
  'year_of_plenty', 'monopoly'];

/**
 * Scans every raw message a guest of `seat` received and throws on anything it must not see:
 * another player's hand or development cards, a secret event detail of others (stolen card,
 * bought card, forced-trade cards), the seed or generator state, or a view of another seat.
 * Returns counts { messages, views, events } for the log.
 */
export function scanGuestReceived(raw, seat, decoded = null) {
  // With `decoded` (window.__decoded), the views checked are those the guest decoded; the raw
  // text frames' patches are walked for forbidden keys too (a patch carries only values of the
  // view it makes, peer-delta.js, so the decoded views cover its content).
  let views = 0, events = 0;
  const seen = new Set();
  const walk = (v, path) => {
    if (v === null || typeof v !== 'object') return;
    for (const k of Object.keys(v)) {
      assert.ok(!FORBIDDEN_KEYS.has(k), `forbidden key "${k}" at ${path}`);
      walk(v[k], path + '.' + k);
    }
  };
  if (decoded) {
    for (const text of raw) {
      if (text === '[binary]') continue;
      const msg = JSON.parse(text);
      if (msg.type === 'patch') walk(msg.patch, 'patch');
    }
  }
  for (const text of decoded || raw) {
    assert.notEqual(text, '[binary]');
    const msg = JSON.parse(text);
    if (msg.type !== 'view') continue;
    views++;
    const g = msg.view.game;
    walk(msg.view, 'view');
    assert.equal(g.viewer, seat, 'a view of the guest\'s own seat only');
    const over = g.phase === 'game_over';
    for (const p of g.players) {
      if (p.id === seat) continue;
      for (const k of Object.keys(p)) {
        assert.ok(PUBLIC_PLAYER_KEYS.has(k) || (over && k === 'points'), `player ${p.id} carries "${k}" in a view for seat ${seat}`);
      }
    }
    for (const e of g.events || []) {
      const key = JSON.stringify(e);
      if (seen.has(key)) continue;
      seen.add(key);
      events++;
      const involved = e.player === seat || e.victim === seat;
      const txt = String(e.text || '').toLowerCase();
      if (e.type === 'stolen' && !involved) {
        assert.ok(!('resource' in e), `stolen card shown to seat ${seat}: ${key}`);
        for (const r of RESOURCES) assert.ok(!txt.includes(r), `stolen card named in text: ${key}`);
      }
      if (e.type === 'development_card_bought' && e.player !== seat) {
        assert.ok(!('card' in e), `bought card shown to seat ${seat}: ${key}`);
        for (const c of CARDS) assert.ok(!txt.includes(c), `bought card named in text: ${key}`);
      }
      if (e.type === 'forced_traded' && !involved) assert.ok(!('took' in e), `forced-trade cards shown: ${key}`);
    }
  }
  return { messages: raw.length, views, events };
}

/** The public part of a view: what every seat must see alike. */
export function publicState(v) {
  return {
    phase: v.phase, current: v.current_player, turn: v.turn, dice: v.dice, robber: v.robber_hex, winner: v.winner,
    pieces: v.pieces, bank: v.bank, deck: v.development_deck_count, awards: v.awards,
    players: v.players.map((p) => ({ id: p.id, cards: p.resource_count, dev: p.development_card_count,
      knights: p.knights_played, vp: p.public_points, roads: p.roads_left, length: p.road_length })),
    hexes: v.board.hexes.map((h) => [h.id, h.terrain, h.number]),
  };
}

export { view, frames };
