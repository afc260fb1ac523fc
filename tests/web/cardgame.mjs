// Driving the Catan Card Game's table (imgui_frontend/screens/card_game/) by clicks only: a
// legal action of the seat on screen is turned into the clicks a person makes (pick a hand
// card, click a highlighted site or end, a shown stack card, a move button, the trade/offer
// editor). Nothing here submits an action except by clicking.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { probe, clickItem, frames, reachItem, touchDrag } from './harness.mjs';
import { button, view } from './play.mjs';

/** Starts a card game from the title screen: seat 0 a person, seat 1 `opponent` ("human", "remote" or a computer level); `vp`: points to win. */
export async function startCardGame(page, { seed = 1, opponent = 'easy', handover = false, vp = null } = {}) {
  await button(page, 'Catan Card Game');
  if (vp !== null) {  // the points to win: a shorter game
    // "vp_target" is a slider (5-15): a click sets the value under the pointer, so typing after
    // a click in its middle left 10-15. Its minimum is the one value a click sets exactly.
    if (vp !== 5) throw new Error('startCardGame: only vp 5 (the slider\'s left end) can be set');
    const it = (await probe(page)).find((i) => i.kind === 'field' && i.id === 'vp_target');
    const box = await page.locator('#canvas').boundingBox();
    await page.mouse.click(box.x + it.x + 2, box.y + it.y + it.h / 2);
    await frames(page, 2);
  }
  await clickItem(page, 'field', 'seed');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(String(seed), { delay: 20 });
  await page.keyboard.press('Enter');
  await frames(page, 2);
  await clickItem(page, 'field', 'kind 1');
  await button(page, `seat 1 ${opponent === 'human' || opponent === 'remote' ? opponent : 'computer'}`);
  if (opponent !== 'human' && opponent !== 'remote') {
    const items = await probe(page);
    if (items.some((i) => i.id === 'level 1')) {
      await clickItem(page, 'field', 'level 1');
      if ((await probe(page)).some((i) => i.id === `seat 1 ${opponent}`)) await button(page, `seat 1 ${opponent}`);
    }
  }
  // After the seats: the box is greyed while fewer than two people sit at this screen.
  if (!handover) await button(page, 'handover');
  await button(page, 'Start game');
  await frames(page, 2);
}

// nlohmann's compact dump: keys sorted.
function sorted(x) {
  if (Array.isArray(x)) return x.map(sorted);
  if (x && typeof x === 'object') return Object.fromEntries(Object.keys(x).sort().map((k) => [k, sorted(x[k])]));
  return x;
}
/** The probe id of a move button for legal action `a`. */
export function moveId(a) {
  const b = { ...a };
  delete b.player;
  return 'act ' + JSON.stringify(sorted(b));
}

const RES = ['lumber', 'wool', 'brick', 'ore', 'grain', 'gold'];

// Moves naming a hand card (card_actions.cpp HandCardAction): while more than 8 are legal, the
// moves panel lists one only once its card is picked in the hand.
const HAND_MOVES = new Set(['play_alchemist', 'play_action', 'put_under', 'exchange', 'answer', 'demolish', 'swap_card']);
function waitsForPick(a, v) {
  if (!HAND_MOVES.has(a.type) || a.card === undefined) return false;
  if (v.legal_actions.filter((x) => HAND_MOVES.has(x.type)).length <= 8) return false;
  const me = v.players.find((p) => Array.isArray(p.hand));
  return !!me && me.hand.some((c) => c.id === a.card);
}
// True if card `id` is one the seat's decision shows it (drawn as "shown <id>" on the table).
function shownOnTable(v, id) {
  const d = v && v.decision;
  return !!d && ['stack_cards', 'region_cards', 'opponent_hand'].some((k) => Array.isArray(d[k]) && d[k].some((c) => c.id === id));
}

const whole = (i) => i.vw >= i.w - 1 && i.vh >= i.h - 1;
// Slot column of a principality item id ("p0 end left" -1, "p0 c3 s1" 3, "p0 end right" 99).
const slotColumn = (id) => (/ end left$/.test(id) ? -1 : / end right$/.test(id) ? 99 : Number((id.match(/ c(\d+)/) || [])[1] ?? 0));

/**
 * Brings item `id` of a principality row ("p<seat> ...") wholly into view as a person would:
 * scrolls the table until the row shows, then the row sideways (wheel, or a finger dragged
 * along it) toward the item's column. Resolves the item, or null.
 */
async function reachRowItem(page, id) {
  const row = id.slice(0, 3);  // "p0 "
  const find = (items) => items.find((i) => i.id === id);
  let items = await probe(page);
  if (find(items) && whole(find(items))) return find(items);
  // The row in view: its title line, then any of its slots (a partly drawn one shows the way).
  if (!items.some((i) => i.id.startsWith(row + 'c') || i.id.startsWith(row + 'end'))) await reachItem(page, 'text', row + 'line');
  items = await probe(page);
  const anySlot = items.find((i) => (i.id.startsWith(row + 'c') || i.id.startsWith(row + 'end')) && i.kind !== 'text');
  if (anySlot) await reachItem(page, anySlot.kind, anySlot.id);
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  const box = await page.locator('#canvas').boundingBox();
  let flip = 1;  // the wheel's sideways sign is the backend's: learnt from how the row moved
  for (let n = 0; n < 30; n++) {
    items = await probe(page);
    const it = find(items);
    if (it && whole(it)) return it;
    const slots = items.filter((i) => (i.id.startsWith(row + 'c') || i.id.startsWith(row + 'end')) && i.vw > 0 && i.vh > 0);
    if (!slots.length) return null;
    const cols = slots.map((i) => slotColumn(i.id));
    // Partly drawn: toward its hidden side; else toward its column (+1: to the right).
    const dir = it ? Math.sign(it.x + it.w / 2 - (it.vx + it.vw / 2)) || 1 : slotColumn(id) > Math.max(...cols) ? 1 : -1;
    const at = slots.reduce((a, b) => (b.vw * b.vh > a.vw * a.vh ? b : a));
    const x = box.x + at.vx + at.vw / 2, y = box.y + at.vy + at.vh / 2, dx = dir * Math.min(120, at.vw * 0.8);
    if (touch) await touchDrag(page, [x + dx / 2, y], [x - dx / 2, y], { steps: 8, holdMs: 150 });
    else { await page.mouse.move(x, y); await page.mouse.wheel(flip * dx, 0); await frames(page, 2); }
    const moved = (await probe(page)).find((i) => i.id === at.id);
    if (!touch && moved && Math.sign(at.x - moved.x) !== dir) flip = -flip;  // wrong way or none
  }
  return null;
}

/** Clicks (taps) principality item `kind`/`id` ("p<seat> ..."), scrolling its row to it. */
async function clickRow(page, kind, id) {
  await reachRowItem(page, id);
  return clickItem(page, kind, id);
}

/** Makes the clicks that submit legal action `a` of the seat on screen (seat `me`). */
export async function clickAction(page, a, me, { giveCount = 1, pickFrom = false } = {}) {
  const other = 1 - me;
  const t = a.type;
  const hand = async (id) => { await clickItem(page, 'card', `hand ${id}`); };
  switch (t) {
    case 'build_expansion':
      await hand(a.card);
      return clickRow(page, 'target', `p${me} c${a.column} s${a.site}`);
    case 'build_city': return clickRow(page, 'target', `p${me} c${a.column} town`);
    case 'build_road': case 'build_settlement': return clickRow(page, 'target', `p${me} end ${a.end}`);
    case 'play_scout':
      await hand(a.card);
      return clickRow(page, 'target', `p${me} end ${a.end}`);
    case 'pick_card': return clickRow(page, 'target', `p${other} c${a.column} s${a.site}`);
    case 'take_card':
      // A card the decision shows on the table (a searched stack, the region stack, the
      // opponent's hand): click it there; else its move button (card_actions.cpp lists every
      // card that may be taken).
      if (shownOnTable(await view(page), a.card)) return clickItem(page, 'target', `shown ${a.card}`);
      return button(page, moveId(a));
    case 'swap_card':
      await hand(a.card);
      return clickItem(page, 'target', `shown ${a.take}`);
    case 'trade': case 'offer':
      if (t === 'trade' && pickFrom) {
        // Choose the region that pays (one click: red border) instead of the default.
        const v = await view(page);
        const cols = v.players[me].principality;
        let at = null;
        cols.forEach((col, c) => (col.regions || []).forEach((r, k) => {
          if (r && r.resource === a.give && r.stock > 0 && !at) at = `p${me} c${c} r${k}`;
        }));
        if (at) await clickRow(page, 'card', at);
      }
      await button(page, `give ${a.give}`);
      await button(page, `get ${a.get}`);
      if (t === 'trade') return button(page, 'trade bank');
      for (let i = 1; i < giveCount; i++) await button(page, 'give more');
      return button(page, 'send offer');
    case 'search':
      // The payments of one stack are listed once its "search stack" button was clicked.
      if (!(await reachItem(page, 'button', moveId(a)))) await button(page, `search stack ${a.stack}`);
      return button(page, moveId(a));
    default:
      if (waitsForPick(a, await view(page))) await hand(a.card);
      return button(page, moveId(a));
  }
}

/** The view of the seat on screen and its legal actions (empty unless it may act). */
export async function seatView(page) {
  const v = await view(page);
  return { v, legal: v && Array.isArray(v.legal_actions) ? v.legal_actions : [] };
}

export { RES };

/** True once view `v` names a winner. The view's "winner" is null while the game runs, and
 * `null >= 0` is true in JavaScript: the click loops ended before their first click. */
export const won = (v) => !!v && Number.isInteger(v.winner) && v.winner >= 0;

// The engine's action types, read from its source (engine/cardgame/state.hpp kActionNames),
// so a type added there is one the click tests know of.
const stateHpp = fs.readFileSync(fileURLToPath(new URL('../../engine/cardgame/state.hpp', import.meta.url)), 'utf8');
export const TYPES = [...stateHpp.match(/kActionNames\[[^\]]*\]\s*=\s*\{([^}]*)\}/)[1].matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
// Done once, then avoided (they spend or undo): the policy below is a builder.
const ONCE = new Set(['swap_regions', 'trade', 'offer', 'search', 'exchange', 'demolish', 'play_action']);
const BUILD = ['build_city', 'play_scout', 'build_settlement', 'build_expansion', 'build_road', 'play_alchemist', 'roll',
  'answer', 'pick_card', 'take_card', 'choose_resource', 'put_under', 'swap_card', 'choose_stack', 'accept', 'draw',
  'ready', 'pass', 'no_answer', 'decline', 'end_actions', 'end_turn'];

/** A person's pick among `legal`: a kind of action not yet in `covered` first (a 2:1 offer when
 * the seat stores 2 of what it gives), then a builder's order. */
export function choose(legal, covered, v, me) {
  const fresh = legal.filter((a) => !covered.has(a.type) && a.type !== 'demolish');
  if (fresh.length) {
    const off = fresh.find((a) => a.type === 'offer' && v.players[me].resources[a.give] >= 2);
    return off || fresh[0];
  }
  for (const t of BUILD) {
    const a = legal.find((x) => x.type === t);
    if (a) return a;
  }
  return legal.find((a) => !ONCE.has(a.type)) || legal[0];
}
