// A simple player that drives the page like a person would: it reads the view through the
// read-only hook to decide, then clicks board elements and buttons at their probed positions.
// Used by the browser tests to play setup, turns and whole games.
import { probe, frames, clickItem } from './harness.mjs';
import { snapshot, button, legal } from './play.mjs';

const RES = ['brick', 'lumber', 'wool', 'grain', 'ore'];
const COST = {
  city: { grain: 2, ore: 3 },
  settlement: { brick: 1, lumber: 1, wool: 1, grain: 1 },
  road: { brick: 1, lumber: 1 },
  dev: { wool: 1, grain: 1, ore: 1 },
};
const pips = (n) => (n ? 6 - Math.abs(7 - n) : 0);

/** Sum of the production pips around vertex `id`. */
export function vertexValue(v, id) {
  const vx = v.board.vertices[id];
  return vx.hex_ids.reduce((s, h) => s + (h < 19 && v.board.hexes[h].number ? pips(v.board.hexes[h].number) : 0), 0);
}

function best(list, score) {
  let b = null, bs = -Infinity;
  for (const x of list) { const s = score(x); if (s > bs) { bs = s; b = x; } }
  return b;
}

/** Cards missing from `hand` to pay `cost`. */
function missing(hand, cost) {
  let n = 0;
  for (const r of RES) n += Math.max(0, (cost[r] || 0) - hand[r]);
  return n;
}

async function board(page, kind, id) { await clickItem(page, kind, id); }

/** Clicks the discard dialog's pickers for `count` cards (largest piles first) and confirms. */
export async function discard(page, v) {
  const me = v.players[v.viewer];
  const hand = { ...v.you.hand };
  for (let i = 0; i < me.discard_due; i++) {
    const r = best(RES, (x) => hand[x]);
    hand[r]--;
    await button(page, `discard +${r}`);
  }
  await button(page, 'Discard');
}

/** Moves the robber to a legal hex (preferring one that robs somebody), choosing a victim if asked. */
export async function moveRobber(page, v) {
  const moves = legal(v, 'move_robber');
  const withVictim = moves.filter((m) => m.victim !== undefined && m.victim !== null);
  const pick = withVictim.length ? withVictim[0] : moves[0];
  await board(page, 'hex', pick.hex);
  const items = await probe(page);
  const rob = items.find((i) => i.kind === 'button' && i.id.startsWith('Rob '));
  if (rob) await clickItem(page, 'button', rob.id);
}

/** Trades 4:1 (or better) with the bank for the card most missing toward `cost`. */
export async function maritime(page, v, cost) {
  const hand = v.you.hand, rates = v.you.maritime_rates || { brick: 4, lumber: 4, wool: 4, grain: 4, ore: 4 };
  const want = RES.find((r) => (cost[r] || 0) > hand[r] && v.bank[r] > 0);
  if (!want) return false;
  const give = RES.find((r) => r !== want && hand[r] - (cost[r] || 0) >= rates[r]);
  if (!give) return false;
  const before = (await probe(page)).some((i) => i.id === `give ${give}`);
  if (!before) await button(page, 'Trade with the bank');
  await button(page, `give ${give}`);
  await button(page, `get ${want}`);
  await button(page, 'Trade with bank');
  return true;
}

/**
 * Plays one step for whoever is on screen. Returns a short description of what it did
 * (for the test's log), or null if nothing was possible (should not happen).
 */
export async function step(page, opts = {}) {
  const snap = await snapshot(page);
  const sc = snap.screen;
  if (sc === 'handover') { await button(page, 'Show my hand'); return 'handover'; }
  if (sc !== 'game') return null;
  const v = snap.view;
  const has = (t) => v.legal_actions.some((a) => a.type === t);
  // CATAN for Two: a free neutral piece is owed; click its spot, then pick the neutral colour.
  const neutral = v.legal_actions.find((a) => a.type === 'build_neutral_road' || a.type === 'build_neutral_settlement');
  if (neutral) {
    await board(page, neutral.vertex !== undefined ? 'vertex' : 'edge', neutral.vertex ?? neutral.edge);
    const choice = (await probe(page)).find((i) => i.kind === 'button' && / for Neutral /.test(i.id));
    if (choice) await clickItem(page, 'button', choice.id);
    return 'neutral';
  }
  if (has('forced_trade_return')) {
    const hand = { ...v.you.hand };
    for (let k = 0; k < 2; k++) { const r = best(RES, (x) => hand[x]); hand[r]--; await button(page, `return +${r}`); }
    await button(page, 'Give back');
    return 'forced return';
  }
  switch (v.phase) {
    case 'setup_settlement': {
      const a = best(legal(v, 'build_settlement'), (x) => vertexValue(v, x.vertex));
      await board(page, 'vertex', a.vertex);
      return 'setup settlement';
    }
    case 'setup_road': case 'road_building': {
      const a = legal(v, 'build_road')[0];
      await board(page, 'edge', a.edge);
      return 'road';
    }
    case 'discard': await discard(page, v); return 'discard';
    case 'move_robber': await moveRobber(page, v); return 'robber';
    case 'trade_offer': {
      if (v.viewer === v.current_player) {
        const acc = v.players.find((p) => p.trade_answer === 'accepted');
        if (acc && legal(v, 'confirm_trade').length) { await button(page, `Trade with ${acc.id}`); return 'confirm trade'; }
        await button(page, 'Cancel offer'); return 'cancel trade';
      }
      const canAccept = v.legal_actions.some((a) => a.type === 'respond_trade' && a.accept);
      await button(page, canAccept && opts.accept !== false ? 'Accept' : 'Reject');
      return 'answer trade';
    }
    case 'pre_roll': {
      if (has('play_knight') && opts.knights !== false) { await button(page, 'Play Knight'); return 'knight'; }
      await button(page, 'Roll dice');
      return 'roll';
    }
    case 'main': {
      const hand = v.you.hand;
      const can = (t) => legal(v, t).length > 0;
      if (can('play_road_building')) {
        await button(page, 'Play Road Building'); return 'road building';
      }
      if (can('play_year_of_plenty')) {
        const want = RES.filter((r) => v.bank[r] > 0).sort((a, b) => (hand[a] - (COST.city[a] || 0)) - (hand[b] - (COST.city[b] || 0)));
        await button(page, 'Play Year of Plenty');
        await button(page, `plenty ${want[0]}`);
        await button(page, `plenty ${want[1] || want[0]}`);
        await button(page, 'Take');
        return 'year of plenty';
      }
      if (can('play_monopoly')) {
        await button(page, 'Play Monopoly');
        await button(page, 'monopoly ore');
        return 'monopoly';
      }
      if (can('forced_trade') && opts.forced && !opts.forcedDone) {
        opts.forcedDone = true;
        await button(page, 'Forced trade (take 2 random cards, give 2 back)'); return 'forced trade';
      }
      if (can('build_city')) {
        const a = best(legal(v, 'build_city'), (x) => vertexValue(v, x.vertex));
        await button(page, 'City'); await board(page, 'vertex', a.vertex); return 'city';
      }
      if (can('build_settlement')) {
        const a = best(legal(v, 'build_settlement'), (x) => vertexValue(v, x.vertex));
        await button(page, 'Settlement'); await board(page, 'vertex', a.vertex); return 'settlement';
      }
      if (can('build_road') && missing(hand, COST.city) > 1 && opts.roads !== false) {
        const a = legal(v, 'build_road')[0];
        await button(page, 'Road'); await board(page, 'edge', a.edge); return 'road';
      }
      if (can('buy_development_card') && missing(hand, COST.city) > 1) { await button(page, 'Buy development card'); return 'buy card'; }
      if (can('maritime_trade') && opts.trade !== false) {
        const goal = v.players[v.viewer].cities_left > 0 && v.pieces.settlements.some((s) => s.player === v.viewer) ? COST.city : COST.settlement;
        if (await maritime(page, v, goal)) return 'maritime';
      }
      await button(page, 'End turn');
      return 'end turn';
    }
    default: {
      // Module phases (CATAN for Two neutral builds): click the first legal board target.
      const a = v.legal_actions.find((x) => x.vertex !== undefined || x.edge !== undefined || x.hex !== undefined);
      if (a) {
        await board(page, a.vertex !== undefined ? 'vertex' : a.edge !== undefined ? 'edge' : 'hex', a.vertex ?? a.edge ?? a.hex);
        const items = await probe(page);
        const choice = items.find((i) => i.kind === 'button' && i.id !== 'Cancel' && items.some((c) => c.id === 'Cancel' && c.kind === 'button') && /for /.test(i.id));
        if (choice) await clickItem(page, 'button', choice.id);
        return 'board ' + a.type;
      }
      if (v.legal_actions.length) { await button(page, v.legal_actions[0].type); return v.legal_actions[0].type; }
      return null;
    }
  }
}

export { frames };
