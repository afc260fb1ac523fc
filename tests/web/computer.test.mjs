// Computer players in the page: a whole game of four computer seats (one strong, three easy)
// at the instant pace ends on the victory screen (screenshot saved); a human seat facing
// computer seats gets the screen back after the computers moved, with their moves in the log.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, frames } from './harness.mjs';
import { startGame, view, screen, statusText, until, clickBoard, legal } from './play.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

test('four computer players finish a game at the instant pace', { timeout: 40 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1100, height: 720 });
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'random', seed: 7, speed: 'Instant',
    seats: [{ kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'easy' },
      { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }] });
  let last = -1, stuck = 0;
  while ((await screen(page)) !== 'victory') {
    await page.waitForTimeout(2000);
    const v = await view(page);
    const n = v ? v.turn * 1000 + (v.events?.length ?? 0) : -1;
    const st = await statusText(page);
    assert.equal(st, '', 'no computer move was refused');
    stuck = n === last ? stuck + 1 : 0;
    last = n;
    assert.ok(stuck < 30, 'the game keeps moving');
  }
  await frames(page, 3);
  await page.screenshot({ path: path.join(artifactsDir, 'computer-victory.png') });
  const v = await view(page);
  assert.ok(v.winner !== null && v.winner >= 0);
  assert.ok(v.players[v.winner].points >= 10, 'the winner has 10 points');
  console.log(`# computer game: seat ${v.winner} won after ${v.turn} turns`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a human seat plays setup against computer seats', { timeout: 10 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1100, height: 720 });
  await waitReady(page);
  await startGame(page, { game: 'base', players: 3, board: 'beginner', seed: 11, speed: 'Instant',
    seats: [null, { kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'easy' }] });
  // Seat 0 (human) places its first settlement and road by clicking the canvas.
  let v = await until(page, (x) => x.viewer === 0 && legal(x, 'build_settlement').length > 0, 'seat 0 setup');
  await clickBoard(page, 'vertex', legal(v, 'build_settlement')[0].vertex);
  v = await until(page, (x) => x.viewer === 0 && legal(x, 'build_road').length > 0, 'seat 0 setup road');
  await clickBoard(page, 'edge', legal(v, 'build_road')[0].edge);
  // The computers place their four settlements and come back to seat 0 for round 2.
  v = await until(page, (x) => x.viewer === 0 && legal(x, 'build_settlement').length > 0 &&
    x.pieces.settlements.length === 5, 'computers placed round 1 and 2', 600);
  const others = v.pieces.settlements.filter((s) => s.player !== 0);
  assert.equal(others.length, 4, 'each computer placed two settlements');
  const texts = v.events.map((e) => e.text).join('\n');
  assert.match(texts, /built a settlement/);
  assert.equal(await statusText(page), '');
  assert.deepEqual(errors, []);
  await context.close();
});
