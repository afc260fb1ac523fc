// Driving the Catan Card Game's table (imgui_frontend/screens/card_game/) by clicks only: a
// legal action of the seat on screen is turned into the clicks a person makes (pick a hand
// card, click a highlighted site or end, a shown stack card, a move button, the trade/offer
// editor). Nothing here submits an action except by clicking.
import { probe, clickItem, frames } from './harness.mjs';
import { button, view } from './play.mjs';

/** Starts a card game from the title screen: seat 0 a person, seat 1 `opponent` ("human", "remote" or a computer level); `vp`: points to win. */
export async function startCardGame(page, { seed = 1, opponent = 'easy', handover = false, vp = null } = {}) {
  await button(page, 'Catan Card Game');
  if (vp !== null) {  // the points to win (option field "vp_target", 5-15): a shorter game
    await clickItem(page, 'field', 'vp_target');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(String(vp), { delay: 20 });
    await page.keyboard.press('Enter');
  }
  await clickItem(page, 'field', 'seed');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(String(seed), { delay: 20 });
  await page.keyboard.press('Enter');
  await frames(page, 2);
  if (!handover) await button(page, 'handover');
  await clickItem(page, 'field', 'kind 1');
  await button(page, `seat 1 ${opponent === 'human' || opponent === 'remote' ? opponent : 'computer'}`);
  if (opponent !== 'human' && opponent !== 'remote') {
    const items = await probe(page);
    if (items.some((i) => i.id === 'level 1')) {
      await clickItem(page, 'field', 'level 1');
      if ((await probe(page)).some((i) => i.id === `seat 1 ${opponent}`)) await button(page, `seat 1 ${opponent}`);
    }
  }
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
const drawn = async (page, id) => (await probe(page)).some((i) => i.id === id);

/** Makes the clicks that submit legal action `a` of the seat on screen (seat `me`). */
export async function clickAction(page, a, me, { giveCount = 1, pickFrom = false } = {}) {
  const other = 1 - me;
  const t = a.type;
  const hand = async (id) => { await clickItem(page, 'card', `hand ${id}`); };
  switch (t) {
    case 'build_expansion':
      await hand(a.card);
      return clickItem(page, 'target', `p${me} c${a.column} s${a.site}`);
    case 'build_city': return clickItem(page, 'target', `p${me} c${a.column} town`);
    case 'build_road': case 'build_settlement': return clickItem(page, 'target', `p${me} end ${a.end}`);
    case 'play_scout':
      await hand(a.card);
      return clickItem(page, 'target', `p${me} end ${a.end}`);
    case 'pick_card': return clickItem(page, 'target', `p${other} c${a.column} s${a.site}`);
    case 'take_card': {
      // The shown card on the table, or (when the table has it out of view) its move button:
      // the moves panel lists every card that may be taken (card_actions.cpp).
      const shown = (await probe(page)).some((i) => i.kind === 'target' && i.id === `shown ${a.card}`);
      if (!shown && (await drawn(page, moveId(a)))) return button(page, moveId(a));
      return clickItem(page, 'target', `shown ${a.card}`);
    }
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
        if (at) await clickItem(page, 'card', at);
      }
      await button(page, `give ${a.give}`);
      await button(page, `get ${a.get}`);
      if (t === 'trade') return button(page, 'trade bank');
      for (let i = 1; i < giveCount; i++) await button(page, 'give more');
      return button(page, 'send offer');
    case 'search':
      if (!(await drawn(page, moveId(a)))) await button(page, `search stack ${a.stack}`);
      return button(page, moveId(a));
    default:
      if (a.card !== undefined && !(await drawn(page, moveId(a)))) await hand(a.card);
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

// The engine's action types (engine/cardgame/state.hpp kActionNames).
export const TYPES = ['swap_regions', 'ready', 'choose_stack', 'take_card', 'play_alchemist', 'roll', 'build_road',
  'build_settlement', 'play_scout', 'build_city', 'build_expansion', 'trade', 'offer', 'accept', 'decline',
  'play_action', 'demolish', 'end_actions', 'draw', 'search', 'exchange', 'end_turn', 'choose_resource',
  'pick_card', 'put_under', 'pass', 'swap_card', 'answer', 'no_answer'];
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
