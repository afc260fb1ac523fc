// Counter-offers (issue 15): a person answers a computer's domestic offer with a counter-offer
// by clicks only, in the offer tray at phone size (390x844): "Counter" opens give/get pickers
// prefilled with the offer turned round; "Send counter" logs a counter_trade of the person's
// seat with those cards. The computer that offered then answers it with a logged
// confirm_trade (it values the counter at least as its own offer) or cancel_trade.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, probe, frames, artifactsDir } from './harness.mjs';
import { startGame, view, screen, button } from './play.mjs';
import { step } from './policy.mjs';
import { assertNoClipping } from './clipcheck.mjs';
import { FROM_GUEST, LIMITS, envelope, parseMessage } from '../../shell/peer-protocol.js';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const strong = { kind: 'computer', level: 'strong' };
const RES = ['brick', 'lumber', 'wool', 'grain', 'ore'];
const find = (items, kind, id) => items.find((i) => i.kind === kind && i.id === id);
const savedActions = (page) => page.evaluate(() => {
  const s = JSON.parse(localStorage.getItem('catan.session') || 'null');
  return s?.match?.log ?? [];
});
// A computer's offer waiting for seat 0, which holds a card the offer does not give.
const counterable = (v) => v && v.phase === 'trade_offer' && v.current_player !== 0 && !v.players[0].trade_answer &&
  v.you && RES.some((r) => (v.you.hand[r] ?? 0) > 0 && !(v.trade_offer.give[r] > 0));

test('peer protocol: a guest’s counter_trade action passes the envelope check unchanged', () => {
  const action = { type: 'counter_trade', player: 2, give: { ore: 1 }, get: { wool: 1, brick: 1 } };
  const msg = parseMessage(JSON.stringify(envelope('action', { id: 7, version: 3, action })), FROM_GUEST, LIMITS.guestToHost);
  assert.equal(msg.type, 'action');
  assert.deepEqual(msg.action, action);
});

test('a person counters a computer offer by clicks in the tray at 390x844; the log holds counter_trade', { timeout: 60 * 1000 }, async () => {
  const { page, errors } = await openPage(browser, server.url, { width: 390, height: 844, dpr: 2, touch: true });
  await waitReady(page);
  await page.evaluate(() => localStorage.removeItem('catan.ignore_offers'));
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 3, seats: [null, strong, strong, strong], speed: 'Instant' });
  let v = null;
  for (let i = 0; i < 1500; i++) {
    v = await view(page);
    if (counterable(v) && find(await probe(page), 'button', 'Counter')) break;
    if ((await screen(page)) === 'victory') throw new Error('the game ended before a computer offer');
    if (v && v.viewer === 0 && v.legal_actions.length && !(v.phase === 'trade_offer' && v.current_player !== 0)) await step(page, { trade: false });
    else await frames(page, 1);
    v = null;
  }
  assert.ok(v, 'a computer offer to seat 0 in the tray');
  const from = v.current_player;
  const offer = v.trade_offer, hand = v.you.hand;
  await button(page, 'Counter');
  await frames(page, 2);
  // The pickers start from the offer turned round: give what is asked (as far as held), get what is offered.
  const give = Object.fromEntries(RES.map((r) => [r, Math.min(offer.get[r] ?? 0, hand[r] ?? 0)]));
  const get = Object.fromEntries(RES.map((r) => [r, offer.give[r] ?? 0]));
  // Make it a real counter: one more card of a kind seat 0 holds beyond what is given, that is not asked for.
  const extra = RES.find((r) => (hand[r] ?? 0) > give[r] && !(get[r] > 0));
  if (extra) { await button(page, `tray counter give +${extra}`); give[extra] += 1; }
  const total = (c) => RES.reduce((n, r) => n + c[r], 0);
  if (!extra || total(give) === 0) throw new Error('no card to counter with');
  await frames(page, 2);
  await assertNoClipping(page, 'counter pickers in the tray at 390x844');
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, 'phone-counter-tray.jpg'), type: 'jpeg', quality: 82 });  // docs/screenshots
  const before = (await savedActions(page)).length;
  await button(page, 'Send counter');
  let acts = [];
  for (let i = 0; i < 200; i++) {
    acts = (await savedActions(page)).slice(before);
    if (acts.some((a) => a.player === from && (a.type === 'confirm_trade' || a.type === 'cancel_trade'))) break;
    await page.waitForTimeout(100);
  }
  const c = acts.find((a) => a.type === 'counter_trade');
  assert.ok(c, `a counter_trade in the saved log (${acts.map((a) => a.type).join(', ')})`);
  assert.equal(c.player, 0);
  const nz = (o) => Object.fromEntries(Object.entries(o).filter(([, n]) => n > 0));
  assert.deepEqual(nz(c.give), nz(give));
  assert.deepEqual(nz(c.get), nz(get));
  const answer = acts.find((a) => a.player === from && (a.type === 'confirm_trade' || a.type === 'cancel_trade'));
  assert.ok(answer, 'the computer answered the counter (confirm_trade or cancel_trade)');
  if (answer.type === 'confirm_trade') assert.equal(answer.with, 0);
  console.log(`# seat 0 countered seat ${from}: gives ${JSON.stringify(nz(give))} for ${JSON.stringify(nz(get))}; the computer: ${answer.type}`);
  assert.deepEqual(errors, []);
});
