// The clip check (clipcheck.mjs) over every screen at widths 360, 390, 768, 1280 and 1920:
// title, new game (both games, every seat a computer so each seat row is at its widest), the
// game screen of the base game and CATAN for Two, and mid-game with the trade panel open.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, clickItem, frames } from './harness.mjs';
import { view, button, legal, until, startGame } from './play.mjs';
import { assertNoClipping, clipProblems, SIZES } from './clipcheck.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

const shot = (page, name) => page.screenshot({ path: path.join(artifactsDir, `clip-${name}.png`) });

// The check itself, on hand-made probe items: each kind of fault is found, and what is allowed
// (a cut along an axis its window scrolls in, popups over the screen, listed overlaps) is not.
test('clip check: finds cut, outside, overlapping and too small widgets, and nothing else', () => {
  const item = (id, x, y, w, h, more = {}) => ({ kind: 'button', id, x, y, w, h, vx: x, vy: y, vw: w, vh: h, layer: 'base', ...more });
  const opts = { width: 400, height: 800 };
  assert.deepEqual(clipProblems([item('A', 10, 10, 100, 44), item('B', 120, 10, 100, 44)], opts), []);
  assert.match(clipProblems([item('A', 300, 10, 120, 44, { vw: 90 })], opts)[0], /button:A is cut off at the side/);
  assert.match(clipProblems([item('A', 10, 780, 100, 44, { vh: 20 })], opts)[0], /cut off at the top or bottom/);
  assert.deepEqual(clipProblems([item('A', 10, 780, 100, 44, { vh: 20, sy: true })], opts), [], 'scrolled partly out of view');
  assert.match(clipProblems([item('A', 390, 10, 100, 44, { sx: true })], opts)[0], /outside the 400x800 canvas/);
  assert.match(clipProblems([item('A', 10, 10, 100, 44), item('B', 60, 20, 100, 44)], opts)[0], /button:A overlaps button:B/);
  assert.deepEqual(clipProblems([item('A', 10, 10, 100, 44), item('B', 60, 20, 100, 44, { layer: 'popup' })], opts), [], 'a popup over the screen');
  assert.deepEqual(clipProblems([item('A', 10, 10, 100, 44), item('B', 60, 20, 100, 44)], { ...opts, allow: [[/^button:A$/, /^button:B$/]] }), []);
  assert.deepEqual(clipProblems([item('A', 10, 10, 100, 30)], opts), [], 'no target size on a mouse screen');
  assert.match(clipProblems([item('A', 10, 10, 100, 30)], { ...opts, touch: true })[0], /below a 44 px touch target/);
  assert.deepEqual(clipProblems([{ ...item('7', 10, 10, 20, 20), kind: 'vertex', layer: 'board' }, { ...item('3', 12, 12, 20, 20), kind: 'hex', layer: 'board' }], opts), [],
    'board places sit on each other by design');
});

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;
  test(`clip check at ${tag}${size.touch ? ' (touch)' : ''}`, async () => {
    const { page, context } = await openPage(browser, server.url, { width: size.width, height: size.height, touch: size.touch });
    await waitReady(page);
    await assertNoClipping(page, 'title');
    await button(page, 'CATAN');
    for (const i of [1, 2, 3]) {
      await clickItem(page, 'field', `kind ${i}`);
      await button(page, `seat ${i} computer`);
    }
    await assertNoClipping(page, 'new game (base, computer seats)');
    await shot(page, `newgame-${tag}`);
    await button(page, 'game two-player');
    await assertNoClipping(page, 'new game (CATAN for Two)');
    await button(page, 'Start game');
    await assertNoClipping(page, 'CATAN for Two game screen');
    await shot(page, `two-${tag}`);
    await button(page, 'Menu');
    await assertNoClipping(page, 'the menu open');
    await button(page, 'Help');
    await assertNoClipping(page, 'the help open');
    await page.keyboard.press('Escape');
    await button(page, 'Menu');
    await button(page, 'Abandon game');
    await button(page, 'Yes, abandon');
    // The base game to its main phase, then the trade panel opened.
    const computer = { kind: 'computer', level: 'easy' };
    await startGame(page, { game: 'base', players: 4, seed: 4242, seats: [null, computer, computer, computer], speed: 'Instant' });
    await assertNoClipping(page, 'base game screen');
    for (let i = 0; i < 40; i++) {
      const v = await view(page);
      if (!v.phase.startsWith('setup')) break;
      if (v.current_player !== 0 || !v.legal_actions.length) { await frames(page, 2); continue; }
      const a = v.legal_actions[0];
      await clickItem(page, a.vertex !== undefined ? 'vertex' : 'edge', a.vertex ?? a.edge);
    }
    await until(page, (v) => v.current_player === 0 && legal(v, 'roll_dice').length > 0, 'my roll', 200);
    await button(page, 'Roll dice');
    // Right after the roll: gains float over the board, toasts may show (intended overlaps).
    await assertNoClipping(page, 'the moment after a roll');
    const v = await until(page, (x) => x.current_player === 0 && (x.phase === 'main' || legal(x, 'discard').length || x.phase === 'move_robber'), 'after the roll');
    if (v.phase === 'main') {
      if (size.width < size.height * 1.1) await button(page, 'tab Trade');
      await button(page, 'Offer a trade');
      await assertNoClipping(page, 'mid-game, trade panel open');
      await shot(page, `trade-${tag}`);
    }
    await context.close();
  });
}
