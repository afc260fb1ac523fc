// Not run by scripts/test (17 min on a loaded machine): node --test full-game-hotseat.mjs
// One whole base game to the victory screen, every seat driven through the page by a simple
// player (tests/web/policy.mjs) that reads the view and clicks legal choices. Saves a
// screenshot of the final screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, frames } from './harness.mjs';
import { startGame, view, screen, statusText } from './play.mjs';
import { step } from './policy.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

test('a full 3-player game played through the page ends on the victory screen', { timeout: 60 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1100, height: 720 });
  await waitReady(page);
  // Hand-over screens off: one person plays every seat here.
  await startGame(page, { game: 'base', players: 3, board: 'beginner', seed: 5, handover: false });
  let steps = 0;
  for (; steps < 3000 && (await screen(page)) !== 'victory'; steps++) {
    const what = await step(page, { accept: true });
    assert.ok(what, 'the player found something to do');
    const st = await statusText(page);
    assert.equal(st, '', `no refusal after ${what}: ${st}`);
  }
  await frames(page, 3);
  await page.screenshot({ path: path.join(artifactsDir, 'victory.png') });
  assert.equal(await screen(page), 'victory', `victory reached in ${steps} steps`);
  const v = await view(page);
  assert.ok(v.winner !== null);
  assert.ok(v.players[v.winner].points >= 10, 'the winner has 10 points');
  assert.equal(await page.evaluate(() => localStorage.getItem('catan.session')), null, 'a finished game is not resumed');
  console.log(`victory of seat ${v.winner} after ${v.turn} turns, ${steps} UI steps`);
  assert.deepEqual(errors, []);
  await context.close();
});
