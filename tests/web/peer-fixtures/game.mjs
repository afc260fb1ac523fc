// Helpers of the peer-game browser tests: the real page as host and guest, connected through
// the invite and join dialogs, a recorder of every data-channel message a page receives, and
// the scan that proves a guest never received another player's hidden cards.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { waitReady, frames, clickItem, serveStatic, launch, distDir, artifactsDir } from '../harness.mjs';
import { startGame, view } from '../play.mjs';
import { step } from '../policy.mjs';

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
 * What a peer-game test file needs first: the page (build/web/dist) served on 127.0.0.1,
 * Chromium showing its real local addresses to ICE (no mDNS names), and the artifacts folder.
 * Resolves { server, browser }; the caller closes both.
 */
export async function startPeerPages() {
  const server = await serveStatic(distDir);
  const browser = await launch(['--disable-features=WebRtcHideLocalIpsWithMdns']);
  fs.mkdirSync(artifactsDir, { recursive: true });
  return { server, browser };
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

/**
 * One move (policy.mjs step, no trades) of whoever may act on `page`; resolves what was done,
 * or null if nothing could be. On a guest (`isGuest`) it waits for the host's answer: once
 * "Sent to the host..." is gone (a new view clears it, a refusal replaces it; a view that came
 * while the click was made changes the view without answering it). A refusal fails, except,
 * with `tally` given, a stale one ("Another player acted first": a computer seat moved between
 * the guest's look and its click, as happens under load), which counts in `tally.stale` and
 * resolves 'stale' so the caller looks again.
 */
export async function act(page, isGuest, tally = null) {
  const before = await page.evaluate(() => window.Catan.module.viewJson());
  const v = JSON.parse(before);
  if (!v || !v.legal_actions.length || (await page.evaluate(() => window.Catan.module.screen())) !== 'game') return null;
  const what = await step(page, { trade: false });
  if (what && isGuest) {
    await until(page, (b) => {
      const st = window.Catan.module.statusText();
      return !/^Sent/.test(st) && (st !== '' || window.Catan.module.viewJson() !== b);
    }, before, 'the host\'s answer');
    const st = await page.evaluate(() => window.Catan.module.statusText());
    if (tally && /^Another player acted first/.test(st)) { tally.stale = (tally.stale || 0) + 1; return 'stale'; }
    assert.equal(st, '', `the host accepted the guest's ${what}`);
  }
  return what;
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
  'token', 'hand_of', 'hands', 'dice_deck', 'module',
  // Cities & Knights: the progress decks' contents, the cards under them, supplied chance outcomes.
  'under', 'event_supplied', 'draw_supplied']);
const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'];
const COMMODITIES = ['paper', 'cloth', 'coin'];
// Cities & Knights progress cards (engine/catan/cities_knights/cities_knights.hpp kCardNames).
const PROGRESS = ['alchemist', 'crane', 'engineer', 'inventor', 'irrigation', 'medicine', 'mining', 'printer', 'road_building',
  'smith', 'bishop', 'constitution', 'deserter', 'diplomat', 'intrigue', 'saboteur', 'spy', 'warlord', 'wedding',
  'commercial_harbor', 'master_merchant', 'merchant', 'merchant_fleet', 'resource_monopoly', 'trade_monopoly'];
const CARDS = ['knight', 'victory point', 'victory_point', 'road building', 'road_building', 'year of plenty',
  'year_of_plenty', 'monopoly'];

/**
 * Scans every raw message a guest of `seat` received and throws on anything it must not see:
 * another player's hand or development cards, a secret event detail of others (stolen card,
 * bought card, forced-trade cards), the seed or generator state, or a view of another seat.
 * In Cities & Knights also: another seat's progress cards (but the hand its own Spy looks at),
 * cards a Master Merchant of another seat looks at, the progress decks' contents, and the card
 * or resources of another seat's secret C&K event. `secrets` are strings (the host's generator
 * words) that no message may contain. Returns counts { messages, views, events, hiddenEvents
 * (others' secret events seen masked), ownCards (own progress cards drawn or taken) } for the log.
 */
export function scanGuestReceived(raw, seat, decoded = null, secrets = []) {
  // With `decoded` (window.__decoded), the views checked are those the guest decoded; the raw
  // text frames' patches are walked for forbidden keys too (a patch carries only values of the
  // view it makes, peer-delta.js, so the decoded views cover its content).
  let views = 0, events = 0, hiddenEvents = 0, ownCards = 0;
  const seen = new Set();
  for (const text of (decoded || []).concat(raw)) {
    for (const w of secrets) assert.ok(!text.includes(w), `a generator word of the host (${w}) in a message: ${text.slice(0, 200)}`);
  }
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
      hiddenEvents += ckEvent(e, seat, txt, key);
      if (['progress_drawn', 'progress_taken'].includes(e.type) && e.player === seat && e.card) ownCards++;
    }
    if (g.cities_knights) ckView(g, seat);
  }
  return { messages: raw.length, views, events, hiddenEvents, ownCards };
}

const named = (txt, names) => names.find((n) => new RegExp(`\\b${n}\\b`).test(txt) || new RegExp(`\\b${n.replace(/_/g, ' ')}\\b`).test(txt));

// The C&K part of a view for `seat`: no other progress hand (but the one its own Spy looks at
// on its turn), no revealed hand but its own Master Merchant's, no deck contents.
function ckView(g, seat) {
  const ck = g.cities_knights;
  const cards = ck.cards || {};
  const mine = g.current_player === seat;
  ck.progress_hands.forEach((h, i) => {
    if (i === seat || (mine && cards.spy_target === i)) return;
    assert.deepEqual(h, {}, `seat ${i}'s progress cards in a view for seat ${seat}: ${JSON.stringify(h)}`);
  });
  if (!(mine && cards.mm_target >= 0)) assert.deepEqual(ck.revealed_cards || {}, {}, `revealed cards in a view for seat ${seat}`);
}

// One C&K event seen by `seat`: another seat's drawn, discarded or taken progress card and the
// resources of a secret gift stay hidden. Returns 1 if it is such a masked event, else 0.
function ckEvent(e, seat, txt, key) {
  if (['progress_drawn', 'progress_discarded'].includes(e.type) && e.player !== seat) {
    assert.ok(!('card' in e), `another seat's progress card shown to seat ${seat}: ${key}`);
    assert.ok(!named(txt, PROGRESS), `another seat's progress card named in text: ${key}`);
    return 1;
  }
  if (e.type === 'progress_taken' && e.player !== seat && e.from !== seat) {
    assert.ok(!('card' in e), `a taken progress card shown to seat ${seat}: ${key}`);
    assert.ok(!named(txt, PROGRESS), `a taken progress card named in text: ${key}`);
    return 1;
  }
  if (e.type === 'cards_given' && e.secret && e.player !== seat && e.to !== seat) {
    assert.ok(!('resources' in e), `secretly given cards shown to seat ${seat}: ${key}`);
    assert.ok(!named(txt, RESOURCES.concat(COMMODITIES)), `secretly given cards named in text: ${key}`);
    return 1;
  }
  return 0;
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
