// The Catan Card Game in the page (imgui_frontend/screens/card_game/), by clicks only:
// (a) a person (seat 0) against the easy computer acts through every kind of decision the game
// offered it, checked against the engine's action types (docs/card-game.md "Actions"), and the
// game is played on to its victory; (b) reloading mid-game resumes exactly the same view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, frames, artifactsDir } from './harness.mjs';
import { view, statusText, passDevice } from './play.mjs';
import { startCardGame, clickAction, seatView, choose, won, TYPES } from './cardgame.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

test('card game: a person acts by clicks through every decision offered, then the game ends in victory', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  await startCardGame(page, { seed: 11, opponent: 'easy', vp: 5 });
  assert.equal((await view(page)).vp_target, 5, 'a game to 5 points');
  const covered = new Set(), offered = new Set();
  let v;
  const t0 = Date.now();
  for (let i = 0; i < 1500; i++) {
    await passDevice(page);
    const s = await seatView(page);
    v = s.v;
    assert.ok(v, 'a view');
    if (won(v) || v.phase === 'over') break;
    if (!s.legal.length) { await frames(page, 2); continue; }
    const me = v.players.findIndex((p) => Array.isArray(p.hand));
    for (const x of s.legal) offered.add(x.type);
    const a = choose(s.legal, covered, v, me);
    const before = v.version;
    await clickAction(page, a, me, { giveCount: a.type === 'offer' ? 2 : 1, pickFrom: a.type === 'trade' });
    const st = await statusText(page);
    assert.equal(st, '', `no refusal after clicking ${JSON.stringify(a)}: ${st}`);
    const after = await view(page);
    assert.ok(after.version > before, `the click on ${a.type} was applied`);
    covered.add(a.type);
    if (i % 25 === 0) console.log(`click ${i} at ${((Date.now() - t0) / 1000).toFixed(0)} s: ${[...covered].join(' ')}`);
  }
  await page.screenshot({ path: path.join(artifactsDir, 'cardgame-end.png') });
  assert.ok(won(v), 'the game ended with a winner');
  const missing = TYPES.filter((t) => !covered.has(t));
  console.log(`card game by clicks: ${((Date.now() - t0) / 1000).toFixed(0)} s; clicked ${covered.size} of ${TYPES.length} action types; not clicked: ${missing.join(', ')}`);
  // Every kind of decision the game offered the person is one of the engine's action types
  // (engine/cardgame/state.hpp kActionNames) and was clicked at least once (demolishing is
  // left alone: choose() never tears down what the person built).
  for (const t of offered) assert.ok(TYPES.includes(t), `offered ${t} is an engine action type`);
  assert.deepEqual([...offered].filter((t) => !covered.has(t) && t !== 'demolish'), [], 'every kind of decision offered was clicked');
  for (const t of ['ready', 'choose_stack', 'take_card', 'roll', 'build_road', 'build_settlement', 'build_expansion',
    'trade', 'offer', 'end_actions', 'draw', 'end_turn']) assert.ok(covered.has(t), `clicked ${t}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('card game: reloading mid-game resumes exactly', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  await startCardGame(page, { seed: 5, opponent: 'easy' });
  const covered = new Set();
  // 18 steps: setup, starting hands, a roll and a trade offer.
  for (let i = 0; i < 18; i++) {
    await passDevice(page);
    const s = await seatView(page);
    if (!s.legal.length) { await frames(page, 2); continue; }
    const me = s.v.players.findIndex((p) => Array.isArray(p.hand));
    const a = choose(s.legal, covered, s.v, me);
    await clickAction(page, a, me);
    covered.add(a.type);
  }
  // Wait for a moment when the person is to act (the computer does not move then).
  for (let i = 0; i < 50 && !(await seatView(page)).legal.length; i++) await frames(page, 2);
  const before = await view(page);
  await page.reload();
  await waitReady(page);
  await frames(page, 2);
  await passDevice(page);
  const after = await view(page);
  assert.deepEqual(after, before, 'the same view after the reload');
  await page.screenshot({ path: path.join(artifactsDir, 'cardgame-resumed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
