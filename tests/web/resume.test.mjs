// Persistence: reloading the tab mid-game resumes the same state (after the hand-over
// screen); a corrupt save gives a clear message on the title screen; abandoning forgets it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, frames, artifactsDir } from './harness.mjs';
import { startGame, view, screen, statusText, button, passDevice } from './play.mjs';
import { step } from './policy.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

test('reloading mid-game resumes the same state', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  await startGame(page, { game: 'base', players: 3, board: 'random', seed: 424242 });
  // Setup and a few turns.
  for (let i = 0; i < 40; i++) await step(page);
  await passDevice(page);
  const before = await view(page);
  assert.ok(before.pieces.settlements.length >= 6, 'setup done');
  const saved = await page.evaluate(() => localStorage.getItem('catan.session'));
  assert.ok(saved && saved.includes('catan-web-session'), 'saved to localStorage');

  await page.reload();
  await waitReady(page);
  await frames(page, 2);
  assert.equal(await screen(page), 'handover', 'a resumed game hides the hand first');
  await passDevice(page);
  assert.equal(await screen(page), 'game');
  const after = await view(page);
  assert.deepEqual(after, before, 'same view after reload');
  // Still playable after the reload.
  for (let i = 0; i < 5; i++) await step(page);
  assert.notDeepEqual(await view(page), before);
  await page.screenshot({ path: path.join(artifactsDir, 'resumed.png') });
  assert.deepEqual(errors, []);

  // Abandon: the save is gone and the title screen shows.
  await button(page, 'Menu');
  await button(page, 'Abandon game');
  await button(page, 'Yes, abandon');
  assert.equal(await screen(page), 'title');
  assert.equal(await page.evaluate(() => localStorage.getItem('catan.session')), null);
  await context.close();
});

test('a corrupt save is reported and removed, and the title screen shows', async () => {
  const { page, context } = await openPage(browser, server.url);
  await waitReady(page);
  for (const bad of ['{not json', JSON.stringify({ format: 'catan-web-session', version: 1,
    setup: { game: 'base', players: 3, board: 'beginner', seed: 1, seats: [{ name: 'A', colour: 0 }, { name: 'B', colour: 1 }, { name: 'C', colour: 2 }] },
    match: { format: 'catan-save', version: 1, config: { game: 'base', players: 3, board: 'beginner', seed: 1 },
      log: [{ type: 'build_city', player: 0, vertex: 3 }] } })]) {
    await page.evaluate((b) => localStorage.setItem('catan.session', b), bad);
    await page.reload();
    await waitReady(page);
    await frames(page, 2);
    assert.equal(await screen(page), 'title');
    assert.match(await statusText(page), /could not be resumed/);
    assert.equal(await page.evaluate(() => localStorage.getItem('catan.session')), null);
  }
  await page.screenshot({ path: path.join(artifactsDir, 'corrupt-save.png') });
  await context.close();
});

test('a second tab of the same browser neither resumes nor overwrites the first tab\'s game', async () => {
  const { page: a, errors, context } = await openPage(browser, server.url);
  await waitReady(a);
  await startGame(a, { game: 'base', players: 3, board: 'beginner', seed: 5151 });
  for (let i = 0; i < 4; i++) await step(a);
  const saved = await a.evaluate(() => localStorage.getItem('catan.session'));
  assert.ok(saved, 'the first tab saved its game');
  assert.equal(await a.evaluate(() => window.Catan.saveOwner), true);

  // Tab B: same browser profile. It must not resume tab A's game (two tabs would fork it).
  const b = await context.newPage();
  await b.goto(server.url);
  await waitReady(b);
  await frames(b, 2);
  assert.equal(await b.evaluate(() => window.Catan.saveOwner), false);
  assert.equal(await screen(b), 'title');
  assert.match(await statusText(b), /already open in another tab/);
  // A game started in tab B is not saved over tab A's.
  await startGame(b, { game: 'base', players: 3, board: 'random', seed: 99 });
  for (let i = 0; i < 3; i++) await step(b);
  assert.equal(await b.evaluate(() => localStorage.getItem('catan.session')), saved, 'tab A\'s save is untouched');

  // Once tab A closes, a reloaded tab B owns the save and resumes tab A's game.
  const before = await view(a);
  await a.close();
  await b.reload();
  await waitReady(b);
  await frames(b, 2);
  assert.equal(await b.evaluate(() => window.Catan.saveOwner), true);
  await passDevice(b);
  assert.deepEqual((await view(b)).pieces, before.pieces, 'tab B resumed tab A\'s game');
  assert.deepEqual(errors, []);
  await context.close();
});
