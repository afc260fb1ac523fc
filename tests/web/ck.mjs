// Page helpers for Cities & Knights (issue 17): start a C&K game from the new-game screen, and
// one decision of a human seat made by clicks only (board spots, the C&K panel's buttons, the
// card picker and its dialog, the "Other moves" list). Nothing here applies an action except by
// clicking where the probe says the control is drawn.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { probe, clickItem, frames, settled } from './harness.mjs';
import { button, choosePlayers, typeInto, view, legal, passDevice } from './play.mjs';

/** The C&K action types of the engine: the first column of docs/protocol.md's C&K table. */
export function engineCkTypes() {
  const doc = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/protocol.md'), 'utf8');
  const part = doc.slice(doc.indexOf('## Cities & Knights actions'), doc.indexOf('## Events'));
  const types = new Set();
  for (const m of part.matchAll(/^\| `([a-z_]+)`(?: \/ `([a-z_]+)`)? \|/gm)) { types.add(m[1]); if (m[2]) types.add(m[2]); }
  return types;
}

/** From the title screen, starts a C&K game (seats as play.mjs startGame: { kind, level }). */
export async function startCk(page, { players = 4, board = 'beginner', seed = 1, handover = true, seats = [], speed = null } = {}) {
  await button(page, 'Cities & Knights');
  await choosePlayers(page, players);
  await button(page, `board ${board}`);
  await typeInto(page, 'seed', String(seed));
  for (let i = 0; i < players; i++) {
    const s = seats[i];
    const kind = s ? s.kind : 'human';
    await clickItem(page, 'field', `kind ${i}`);
    await button(page, `seat ${i} ${kind}`);
    if (s && s.level) {
      await clickItem(page, 'field', `level ${i}`);
      await button(page, `seat ${i} ${s.level}`);
    }
  }
  // After the seats: the box is greyed while fewer than two people sit at this screen.
  if (!handover) await button(page, 'handover');
  if (speed) await button(page, `speed ${speed}`);
  await button(page, 'Start game');
  await frames(page, 2);
}

const sortKeys = (x) => (Array.isArray(x) ? x.map(sortKeys) : x && typeof x === 'object'
  ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, sortKeys(x[k])])) : x);
const bare = (a) => { const b = { ...a }; delete b.player; return JSON.stringify(sortKeys(b)); };
/** Probe id of an action's button in the "Other moves" list / the card dialog. */
export const moveId = (a) => 'move ' + bare(a);
export const cardId = (a) => 'card ' + bare(a);

async function hasItem(page, kind, id) { return (await probe(page)).some((i) => i.kind === kind && i.id === id); }

/** Clicks the board element action `a` names (its vertex, edge or hex). */
export async function clickSpot(page, a) {
  if (a.vertex !== undefined && a.vertex >= 0) return clickItem(page, 'vertex', a.vertex);
  if (a.edge !== undefined && a.edge >= 0) return clickItem(page, 'edge', a.edge);
  return clickItem(page, 'hex', a.hex);
}

/** Clicks an action in "Other moves" (opening its folded group first if needed). */
export async function clickOtherMove(page, a) {
  if (!(await hasItem(page, 'button', moveId(a))) && await hasItem(page, 'button', `moves ${a.type}`))
    await button(page, `moves ${a.type}`);
  await button(page, moveId(a));
}

const FORCED = new Set(['relocate_knight', 'place_metropolis', 'lose_city', 'desert_knight', 'place_deserter']);
const KNIGHT_BUTTONS = { build_knight: 'Build knight', activate_knight: 'Activate knight', promote_knight: 'Promote knight',
  move_knight: 'Move knight', displace_knight: 'Displace knight', chase_robber: 'Chase robber', build_city_wall: 'City wall' };
const PLAIN = new Set(['warlord', 'irrigation', 'mining', 'road_building', 'saboteur', 'wedding', 'commercial_harbor']);
const BOARD_CARDS = new Set(['engineer', 'medicine', 'smith', 'bishop', 'intrigue', 'merchant', 'diplomat', 'inventor']);

/** The two-click actions (a knight or hex first, then where): the field of the second click. */
const SECOND = { move_knight: 'to', displace_knight: 'to', play_smith: 'second', play_inventor: 'second' };

/** Does action `a` through its board mode: the mode's button, then one or two clicks. */
async function boardMode(page, buttonId, a) {
  await button(page, buttonId);
  await clickSpot(page, a);
  const f = SECOND[a.type];
  const v = await view(page);
  if (f && a[f] !== undefined && a[f] >= 0 && legal(v, a.type).length) {
    // The first click chose the piece / hex when several actions start there: now the second.
    if (a.type === 'play_inventor') await clickItem(page, 'hex', a[f]);
    else await clickItem(page, 'vertex', a[f]);
  } else if (f && legal(v, a.type).some((x) => x.vertex === a.vertex && x[f] < 0) && await hasItem(page, 'button', 'Smith one knight')) {
    await button(page, 'Smith one knight');
  }
}

/**
 * One decision of the seat on screen, by clicks. `wants` picks what it prefers in its main
 * phase (improvements, knights, cards). Returns the action type it went for, or null when the
 * seat has nothing to do.
 */
export async function humanStep(page, { roads = true } = {}) {
  await passDevice(page);
  const v = await view(page);
  if (!v || !v.legal_actions || !v.legal_actions.length) return null;
  const L = (t) => legal(v, t);
  const me = v.viewer;
  const ck = v.cities_knights || {};
  // Setup, the robber, the road building phase: the board.
  for (const t of ['build_settlement', 'build_city', 'build_road'])
    if (v.phase.startsWith('setup') && L(t).length) { await clickSpot(page, L(t)[0]); return t; }
  if (L('roll_dice').length) {
    const alch = L('play_alchemist');
    if (alch.length) {  // the Alchemist before the roll: its dialog names the dice
      await button(page, 'play alchemist');
      await button(page, cardId(alch[0]));
      return 'play_alchemist';
    }
    await button(page, 'Roll dice');
    return 'roll_dice';
  }
  if (v.phase === 'discard' && L('discard').length) {
    const due = v.players[me].discard_due;
    const hand = { ...v.you.hand };
    for (let n = 0; n < due; n++) {
      const k = Object.keys(hand).find((x) => hand[x] > 0);
      hand[k]--;
      await button(page, `discard +${k}`);
    }
    await button(page, 'Discard');
    return 'discard';
  }
  if (v.phase === 'move_robber' && L('move_robber').length) {
    const a = L('move_robber')[0];
    await clickItem(page, 'hex', a.hex);
    const items = await probe(page);
    const rob = items.find((i) => i.kind === 'button' && i.id.startsWith('Rob '));
    if (rob) await button(page, rob.id);
    return 'move_robber';
  }
  for (const a of v.legal_actions) if (FORCED.has(a.type)) { await clickSpot(page, a); return a.type; }
  if (v.phase === 'road_building' && L('build_road').length) { await clickSpot(page, L('build_road')[0]); return 'build_road'; }
  if (v.phase === 'main' && v.current_player === me) {
    const hand = (ck.progress_hands || [])[me] || {};
    // Too many progress cards: discard one beside it.
    const dp = L('discard_progress');
    if (dp.length && !L('end_turn').length) { await button(page, `discard ${dp[0].card}`); return 'discard_progress'; }
    const imp = L('build_improvement');
    if (imp.length) { await button(page, `buy ${imp[0].track}`); return 'build_improvement'; }
    // Progress cards: the first playable one, through its control.
    for (const card of Object.keys(hand)) {
      if (!hand[card]) continue;
      const type = PLAIN.has(card) ? 'play_progress' : `play_${card}`;
      const ways = L(type).filter((a) => type !== 'play_progress' || a.card === card);
      if (!ways.length) continue;
      if (PLAIN.has(card)) { await button(page, `play ${card}`); return type; }
      if (BOARD_CARDS.has(card)) { await boardMode(page, `play ${card}`, ways[0]); return type; }
      await button(page, `play ${card}`);
      await button(page, cardId(ways[0]));
      return type;
    }
    for (const t of ['activate_knight', 'build_knight', 'promote_knight', 'chase_robber', 'displace_knight', 'build_city_wall'])
      if (L(t).length) { await boardMode(page, KNIGHT_BUTTONS[t], L(t)[0]); return t; }
    for (const [t, b] of [['build_city', 'City'], ['build_settlement', 'Settlement']].concat(roads ? [['build_road', 'Road']] : []))
      if (L(t).length) { await button(page, b); await clickSpot(page, L(t)[0]); return t; }
    if (L('end_turn').length) { await button(page, 'End turn'); return 'end_turn'; }
  }
  if (L('respond_trade').length && await hasItem(page, 'button', 'Reject')) { await button(page, 'Reject'); return 'respond_trade'; }
  // Anything else (an owed answer off-turn, a card's follow-up): the Other moves list.
  const other = v.legal_actions.find((a) => !['end_turn', 'roll_dice'].includes(a.type));
  const a = other || v.legal_actions[0];
  if (a.type === 'end_turn') { await button(page, 'End turn'); return 'end_turn'; }
  if (a.type === 'build_road') { await clickSpot(page, a); return a.type; }
  await clickOtherMove(page, a);
  return a.type;
}

export { settled };
