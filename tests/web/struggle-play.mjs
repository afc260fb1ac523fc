// Page helpers for Struggle for Catan (imgui_frontend/screens/struggle/): start a game from
// the new-game screen and carry out one legal action of the seat on screen by clicking the
// widgets that stand for it (probe ids), never through the JSON bridge.
import { clickItem, frames, probe } from './harness.mjs';
import { button, choosePlayers, typeInto, view } from './play.mjs';

/** Every action type a seat can take in Struggle (docs/struggle.md "Actions"). */
export const HUMAN_TYPES = ['trade_market', 'trade_pile', 'trade_player', 'library_open', 'library_pick', 'give_back',
  'end_trade', 'guild', 'build', 'flip_destiny', 'keep_destiny', 'discard', 'end_turn'];

/**
 * From the title screen, starts Struggle: players, seed, seats ({kind, level} or null for a
 * person; seat 0 is always a person unless given), hand-over screens, computer pace.
 */
export async function startStruggle(page, { players = 3, seed = 1, seats = [], speed = 'Instant', handover = true } = {}) {
  await button(page, 'Struggle for Catan');
  await choosePlayers(page, players);
  await typeInto(page, 'seed', String(seed));
  if (!handover) await button(page, 'handover');
  for (let i = 0; i < players; i++) {
    const s = seats[i];
    await clickItem(page, 'field', `kind ${i}`);
    await button(page, `seat ${i} ${s ? s.kind : 'human'}`);
    if (s && s.level) {
      await clickItem(page, 'field', `level ${i}`);
      await button(page, `seat ${i} ${s.level}`);
    }
  }
  if (speed) await button(page, `speed ${speed}`);
  await button(page, 'Start game');
  await frames(page, 2);
}

/** The build key of a build action as the screen's buttons name it ("road", "expansion:library"). */
export function buildKey(a) { return a.card === 'expansion' ? `expansion:${a.expansion}` : a.card; }

/**
 * Carries out the legal action `a` of the seat on screen (view `v`) by clicks: a hand card
 * then a market card or the draw pile, Draw blind then a face-down card, a build then its
 * payment, and so on.
 */
export async function clickAction(page, v, a) {
  const hand = (r) => clickItem(page, 'button', `hand ${r}`);
  switch (a.type) {
    case 'trade_market': {
      await hand(a.give);
      await frames(page, 1);
      await clickItem(page, 'button', `market ${v.market.indexOf(a.get)}`);
      break;
    }
    case 'trade_pile': await hand(a.give); await frames(page, 1); await button(page, 'draw pile'); break;
    case 'trade_player': {
      await button(page, `blind ${a.victim}`);
      await frames(page, 1);
      await clickItem(page, 'button', `facedown ${a.victim} 0`);
      break;
    }
    case 'library_open': await button(page, `library ${a.victim}`); break;
    case 'library_pick': await button(page, `library pick ${a.get}`); break;
    case 'guild': await button(page, `guild ${a.victim}`); break;
    case 'give_back': case 'discard': await hand(a.give); break;
    case 'end_trade': await button(page, 'end trade'); break;
    case 'end_turn': await button(page, 'end turn'); break;
    case 'flip_destiny': await button(page, 'flip destiny'); break;
    case 'keep_destiny': await button(page, 'keep destiny'); break;
    case 'build': {
      const key = buildKey(a);
      const same = v.legal_actions.filter((x) => x.type === 'build' && buildKey(x) === key);
      const k = same.findIndex((x) => JSON.stringify(x) === JSON.stringify(a));
      await button(page, `build ${key}`);
      await frames(page, 1);
      await button(page, `pay ${k}`);
      break;
    }
    default: throw new Error('no click for ' + a.type);
  }
  await frames(page, 2);
}

/** Seat `seat`'s action types in the saved game's log (localStorage "catan.session"). */
export async function savedTypes(page, seat) {
  const text = await page.evaluate(() => localStorage.getItem('catan.session'));
  if (!text) return [];
  const log = JSON.parse(text).match?.log ?? [];
  return log.filter((a) => a.player === seat).map((a) => a.type);
}

/** True while a probe item kind/id is drawn. */
export async function drawn(page, kind, id) { return (await probe(page)).some((i) => i.kind === kind && i.id === id); }

export { view };
