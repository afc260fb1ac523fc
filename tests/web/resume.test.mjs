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
