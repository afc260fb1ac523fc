// Cities & Knights trades with commodities by clicks (issue 17: "trades (bank and domestic)
// with commodities"): the bank panel trades a commodity (given at its rate, or got), and an offer to the other
// players gives and asks commodities, both through the trade panel's own controls (no
// "Other moves" list). A human seat plays a C&K game with two computers until it holds a
// commodity and can trade with the bank, on its own turn after the roll.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, probe, frames, clickItem } from './harness.mjs';
import { view, statusText, button, legal, screen } from './play.mjs';
import { startCk, humanStep } from './ck.mjs';

const COMMODITIES = ['paper', 'cloth', 'coin'];
let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

/** A legal bank trade of `v` with a commodity on either side (giving one first), or undefined. */
function commodityTrade(v) {
  const has = (side) => (a) => Object.keys(a[side]).some((k) => COMMODITIES.includes(k));
  const all = legal(v, 'maritime_trade');
  return all.find(has('give')) ?? all.find(has('get'));
}

test('C&K: a commodity traded with the bank and offered to the players through the trade panel', { timeout: 15 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  await startCk(page, { players: 3, board: 'random', seed: 11, speed: 'Instant', handover: false,
    seats: [null, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }] });
  // The human's setup goes where commodities grow (forest, pasture, mountains; by number
  // weight), then it only rolls and ends its turns, so they pile up.
  const PIPS = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };
  const worth = (v, x) => v.board.vertices[x].hex_ids.reduce((n, h) => {
    const hex = v.board.hexes[h];
    return n + (hex && ['forest', 'pasture', 'mountains'].includes(hex.terrain) ? PIPS[hex.number] ?? 0 : 0);
  }, 0);
  let v, trade, steps = 0;
  for (;;) {
    v = await view(page);
    assert.notEqual(await screen(page), 'victory', 'the human got a commodity trade before the game ended');
    const held = COMMODITIES.some((k) => v.you?.hand[k] > 0);
    if (v.current_player === 0 && v.phase === 'main' && held && (trade = commodityTrade(v))) break;
    assert.ok(steps++ < 2500, 'the human came to hold enough of a commodity');
    if (!v.legal_actions.length) { await page.waitForTimeout(100); continue; }
    const place = ['build_settlement', 'build_city'].map((t) => legal(v, t)).find((l) => l.length);
    if (place && !legal(v, 'end_turn').length && !legal(v, 'roll_dice').length) {  // setup (C&K's city comes in a module phase)
      const best = place.reduce((a, b) => (worth(v, b.vertex) > worth(v, a.vertex) ? b : a));
      await clickItem(page, 'vertex', best.vertex);
    } else if (v.phase === 'main' && v.current_player === 0 && legal(v, 'end_turn').length) {
      await button(page, 'End turn');
    } else {
      await humanStep(page, { roads: false });
    }
  }
  const give = Object.keys(trade.give)[0], rate = trade.give[give], get = Object.keys(trade.get)[0];
  console.log(`# turn ${v.turn}: ${v.you.hand[give]} ${give} in hand, bank rate ${rate}:1, getting ${get}`);
  const before = v.you.hand;

  // The bank: give the commodity, get the other kind, trade.
  await button(page, 'Trade with the bank');
  const items = await probe(page);
  for (const k of COMMODITIES) assert.ok(items.some((i) => i.id === `give ${k}`), `the bank panel offers to give ${k}`);
  await button(page, `give ${give}`);
  await button(page, `get ${get}`);
  await button(page, 'Trade with bank');
  await frames(page, 2);
  assert.equal(await statusText(page), '', 'the bank trade was taken');
  v = await view(page);
  assert.equal(v.you.hand[give], before[give] - rate, `${rate} ${give} given`);
  assert.equal(v.you.hand[get], before[get] + 1, `1 ${get} got`);
  assert.ok(v.events.some((e) => e.type === 'maritime_traded' && e.player === 0), 'the log has the bank trade');
  await page.screenshot({ path: path.join(artifactsDir, 'ck-bank-commodity.png') });

  // An offer: 1 commodity (if one is left, else a resource) for 1 of a commodity the human lacks.
  const hand = v.you.hand;
  const offerGive = COMMODITIES.find((k) => hand[k] > 0) ?? ['brick', 'lumber', 'wool', 'grain', 'ore'].find((k) => hand[k] > 0);
  const ask = COMMODITIES.find((k) => k !== offerGive && !hand[k]) ?? COMMODITIES.find((k) => k !== offerGive);
  if (legal(v, 'offer_trade').length && offerGive) {
    await button(page, 'Offer a trade');
    await button(page, `offer give +${offerGive}`);
    await button(page, `ask ${ask}`);
    await button(page, 'Offer trade');
    await frames(page, 2);
    assert.equal(await statusText(page), '', 'the offer was taken');
    const ev = (await view(page)).events.filter((e) => e.type === 'trade_offered' && e.player === 0).pop();
    assert.ok(ev, 'the log has the offer');
    console.log(`# offer: ${JSON.stringify(ev)}`);
    assert.ok(JSON.stringify(ev).includes(ask), `the offer asks for ${ask}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
