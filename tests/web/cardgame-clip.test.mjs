// The clip check (clipcheck.mjs) on every screen of the Catan Card Game's table at widths 360,
// 390, 768, 1280 and 1920: the table in setup with a stack shown to its picker, the table in
// play with the trade/offer editor, the menu, the help, and the hand-over screen; screenshots
// of the phone and desktop table for docs/screenshots/.
import { test, before, after } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, frames } from './harness.mjs';
import { button, passDevice } from './play.mjs';
import { assertNoClipping, SIZES } from './clipcheck.mjs';
import { startCardGame, clickAction, seatView, choose } from './cardgame.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

const shot = (page, name) => page.screenshot({ path: path.join(artifactsDir, `clip-cardgame-${name}.png`) });

// Plays the person's seat by clicks until `pred(view)` holds (or `max` clicks).
async function playUntil(page, pred, max = 200) {
  const covered = new Set(['trade', 'offer', 'search', 'exchange', 'play_action', 'swap_regions']);
  for (let i = 0; i < max; i++) {
    await passDevice(page);
    const s = await seatView(page);
    if (pred(s.v, s.legal)) return s.v;
    if (!s.legal.length) { await frames(page, 2); continue; }
    const me = s.v.players.findIndex((p) => Array.isArray(p.hand));
    await clickAction(page, choose(s.legal, covered, s.v, me), me);
  }
  return null;
}

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;
  test(`card game clip check at ${tag}${size.touch ? ' (touch)' : ''}`, async () => {
    const { page, context } = await openPage(browser, server.url, { width: size.width, height: size.height, touch: size.touch });
    await waitReady(page);
    await startCardGame(page, { seed: 3, opponent: 'easy' });
    await assertNoClipping(page, 'card table, setup');
    await playUntil(page, (v) => v.decision && v.decision.stack_cards && v.decision.seat === 0);
    await assertNoClipping(page, 'card table, a stack shown to its picker');
    await shot(page, `setup-${tag}`);
    await playUntil(page, (v, legal) => legal.some((a) => a.type === 'trade' || a.type === 'offer'));
    await assertNoClipping(page, 'card table, action phase with the trade editor');
    await shot(page, `play-${tag}`);
    await button(page, 'Menu');
    await assertNoClipping(page, 'card table, menu');
    await button(page, 'Help');
    await assertNoClipping(page, 'card game help');
    await shot(page, `help-${tag}`);
    await button(page, 'Close help');
    await context.close();
  });
}

test('card game hand-over screen fits at every size', async () => {
  for (const size of SIZES) {
    const { page, context } = await openPage(browser, server.url, { width: size.width, height: size.height, touch: size.touch });
    await waitReady(page);
    await startCardGame(page, { seed: 3, opponent: 'human', handover: true });
    // Seat 0 arranges its regions; then the other person must take the device.
    for (let i = 0; i < 30; i++) {
      if ((await page.evaluate(() => window.Catan.module.screen())) === 'handover') break;
      const s = await seatView(page);
      if (!s.legal.length) { await frames(page, 2); continue; }
      const me = s.v.players.findIndex((p) => Array.isArray(p.hand));
      await clickAction(page, choose(s.legal, new Set(['swap_regions']), s.v, me), me);
    }
    await assertNoClipping(page, 'card game hand-over');
    await context.close();
  }
});
