// CATAN for Two through the real page: new-game screen, setup by clicking legal spots, the
// double roll, neutral builds after own builds, and a trade-token action (forced trade).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir } from './harness.mjs';
import { startGame, view, screen, statusText } from './play.mjs';
import { step } from './policy.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

test('CATAN for Two: setup, double roll, neutral builds, forced trade', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  await startGame(page, { game: 'two-player', board: 'beginner', seed: 777 });
  assert.equal(await screen(page), 'game');
  let v = await view(page);
  assert.equal(v.game, 'two-player');
  assert.equal(v.players.filter((p) => p.seated).length, 2);
  const neutralStart = v.pieces.settlements.filter((s) => s.player >= 2).length;
  assert.equal(neutralStart, 2, 'each neutral colour starts with a settlement');
  for (let i = 0; i < 40 && (await view(page)).phase.startsWith('setup'); i++) await step(page);
  v = await view(page);
  assert.equal(v.pieces.settlements.filter((s) => s.player < 2).length, 4);
  const seen = new Set();
  const opts = { forced: true };
  for (let i = 0; i < 500 && !['second roll', 'neutral', 'forced trade', 'forced return'].every((k) => seen.has(k)); i++) {
    const before = await view(page);
    const what = await step(page, opts);
    if (what === 'roll' && before && before.rolls_this_turn === 1) seen.add('second roll');
    if (what === 'neutral') {
      const after = await view(page);
      const n = (x) => x.pieces.roads.filter((r) => r.player >= 2).length + x.pieces.settlements.filter((r) => r.player >= 2).length;
      assert.equal(n(after), n(before) + 1, 'a neutral piece was added');
    }
    if (['forced trade', 'forced return', 'neutral'].includes(what)) seen.add(what);
    const st = await statusText(page);
    assert.equal(st, '', `no refusal after ${what}: ${st}`);
  }
  await page.screenshot({ path: path.join(artifactsDir, 'two-player.png') });
  assert.deepEqual([...seen].sort(), ['forced return', 'forced trade', 'neutral', 'second roll']);
  assert.deepEqual(errors, []);
  await context.close();
});
