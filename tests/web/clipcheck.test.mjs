// The clip check (clipcheck.mjs) over every screen at widths 360, 390, 768, 1280 and 1920:
// title, new game (both games, every seat a computer so each seat row is at its widest), the
// game screen of the base game and CATAN for Two, and mid-game with the trade panel open.
// One page walks the screens for the touch sizes (phones and tablet, portrait) and one for the
// mouse sizes (landscape); on each screen the page is resized to each size of its group and
// checked there, so each group plays its game once instead of once per size (as the Struggle
// clip check in struggle.test.mjs does).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, clickItem, frames, settled } from './harness.mjs';
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

// Resizes the page to `size` and waits until a frame at that size is drawn and the page is idle.
async function resize(page, size) {
  const now = page.viewportSize();
  if (now.width !== size.width || now.height !== size.height) {
    const before = await page.evaluate(() => window.Catan.module.frameCount());
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForFunction(([w, h, n]) => {
      const c = document.getElementById('canvas');
      return c.clientWidth === w && c.clientHeight === h && window.Catan.module.frameCount() > n + 1;
    }, [size.width, size.height, before], { polling: 20 });
  }
  await settled(page, 800);
}

// Touch sizes are portrait (the trade panel sits behind its tab), mouse sizes landscape.
for (const touch of [true, false]) {
  // Largest first: each check leaves the page at the group's smallest size, where the game is
  // played between checks (Chromium's software rendering costs more per frame on a larger page).
  const sizes = SIZES.filter((s) => s.touch === touch).sort((a, b) => b.width * b.height - a.width * a.height);
  const tagOf = (s) => `${s.width}x${s.height}`;
  test(`clip check at ${sizes.map(tagOf).reverse().join(', ')}${touch ? ' (touch)' : ''}`, async () => {
    assert.ok(sizes.every((s) => (s.width < s.height * 1.1) === touch), 'one layout of the trade panel per group');
    const { page, context } = await openPage(browser, server.url, { width: sizes.at(-1).width, height: sizes.at(-1).height, touch });
    // Checks the current screen at every size of the group (the page stays at the last one).
    const check = async (what, shotName = null) => {
      for (const size of sizes) {
        await resize(page, size);
        await assertNoClipping(page, what);
        if (shotName) await shot(page, `${shotName}-${tagOf(size)}`);
      }
    };
    await waitReady(page);
    await check('title');
    await button(page, 'CATAN');
    for (const i of [1, 2, 3]) {
      await clickItem(page, 'field', `kind ${i}`);
      await button(page, `seat ${i} computer`);
    }
    await check('new game (base, computer seats)', 'newgame');
    await button(page, 'game two-player');
    await check('new game (CATAN for Two)');
    await button(page, 'Start game');
    await check('CATAN for Two game screen', 'two');
    // Popups are placed when they open (one opened before a resize keeps its place, as a
    // window does): the menu and the help are opened at each size.
    for (const size of sizes) {
      await resize(page, size);
      await button(page, 'Menu');
      await assertNoClipping(page, 'the menu open');
      await button(page, 'Help');
      await assertNoClipping(page, 'the help open');
      await page.keyboard.press('Escape');
      await frames(page, 2);
    }
    await button(page, 'Menu');
    await button(page, 'Abandon game');
    await button(page, 'Yes, abandon');
    // The base game to its main phase, then the trade panel opened.
    const computer = { kind: 'computer', level: 'easy' };
    await startGame(page, { game: 'base', players: 4, seed: 4242, seats: [null, computer, computer, computer], speed: 'Instant' });
    await check('base game screen');
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
    // Checked at once at the size the page has, then at the group's other sizes.
    await assertNoClipping(page, 'the moment after a roll');
    await check('the moments after a roll');
    const v = await until(page, (x) => x.current_player === 0 && (x.phase === 'main' || legal(x, 'discard').length || x.phase === 'move_robber'), 'after the roll');
    if (v.phase === 'main') {
      if (touch) await button(page, 'tab Trade');
      await button(page, 'Offer a trade');
      await check('mid-game, trade panel open', 'trade');
    }
    await context.close();
  });
}
