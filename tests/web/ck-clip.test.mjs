// The clip check (clipcheck.mjs) on the Cities & Knights screens at a desktop (1280x800) and a
// phone (390x844, touch): the new-game screen, the game screen mid-game (knights, the
// improvements table, the progress cards), a progress card's dialog, the menu and the help.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, clickItem, probe } from './harness.mjs';
import { view, button, screen } from './play.mjs';
import { assertNoClipping } from './clipcheck.mjs';
import { startCk, humanStep } from './ck.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

const shot = (page, name) => page.screenshot({ path: path.join(artifactsDir, `ck-clip-${name}.png`) });

for (const size of [{ width: 1280, height: 800, touch: false }, { width: 390, height: 844, touch: true }]) {
  const tag = `${size.width}x${size.height}`;
  test(`C&K clip check at ${tag}${size.touch ? ' (touch)' : ''}`, { timeout: 20 * 60 * 1000 }, async () => {
    const { page, context } = await openPage(browser, server.url, size);
    await waitReady(page);
    await button(page, 'Cities & Knights');
    for (const i of [1, 2, 3]) {
      await clickItem(page, 'field', `kind ${i}`);
      await button(page, `seat ${i} computer`);
    }
    await assertNoClipping(page, 'new game (C&K, computer seats)');
    await button(page, 'Back');
    const computer = { kind: 'computer', level: 'easy' };
    await startCk(page, { players: 3, seed: 3, handover: false, speed: 'Instant', seats: [null, computer, computer] });
    await assertNoClipping(page, 'C&K game screen (setup)');
    // The board is fitted clear of the barbarian badge: no land hex's number token and no
    // intersection (where settlements go) lies under it.
    {
      const drawn = await probe(page);
      const badge = drawn.find((x) => x.id === 'barbarians');
      assert.ok(badge, 'the barbarian badge is drawn');
      const under = drawn.filter((x) => (x.kind === 'hex' || x.kind === 'vertex') &&
        x.x < badge.x + badge.w && badge.x < x.x + x.w && x.y < badge.y + badge.h && badge.y < x.y + x.h);
      assert.deepEqual(under.map((x) => `${x.kind} ${x.id}`), [], 'nothing of the land under the badge');
    }
    // Play by clicks until the seat holds knights and progress cards, or 25 turns.
    let cardShown = false, toasts = 0;
    const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (let i = 0; i < 600; i++) {
      // A toast never covers the barbarian badge (on a phone they share the board's top).
      const drawn = await probe(page);
      const badge = drawn.find((x) => x.id === 'barbarians');
      for (const t of drawn.filter((x) => x.kind === 'toast')) {
        toasts++;
        assert.ok(!badge || !overlaps(t, badge), `the toast "${t.value}" covers the barbarian badge`);
      }
      const v = await view(page);
      if ((await screen(page)) === 'victory') break;
      if (!v.legal_actions.length) { await page.waitForTimeout(100); continue; }
      const ck = v.cities_knights;
      const cards = Object.values(ck.progress_hands[0] || {}).reduce((a, b) => a + b, 0);
      const knights = ck.knights.filter((k) => k.player === 0).length;
      if (v.phase === 'main' && v.current_player === 0 && !cardShown && cards > 0) {
        await assertNoClipping(page, `C&K mid-game, turn ${v.turn}`);
        await shot(page, `game-${tag}`);
        // A card's dialog (the first card whose choice is not on the board), when one is playable.
        const items = await probe(page);
        const play = items.find((x) => x.kind === 'button' && /^play (alchemist|crane|merchant_fleet|resource_monopoly|trade_monopoly|deserter|spy|master_merchant)$/.test(x.id));
        if (play) {
          await button(page, play.id);
          await assertNoClipping(page, 'C&K card dialog');
          await shot(page, `dialog-${tag}`);
          await button(page, 'Cancel card');
        }
        cardShown = true;
      }
      if (cardShown && knights > 0) break;
      if (v.turn > 25 && cardShown) break;
      await humanStep(page);
    }
    assert.ok(toasts > 0, 'toasts were seen beside the badge');
    if ((await screen(page)) === 'victory') {  // the computers won first (the order of answers made at once varies)
      await assertNoClipping(page, 'C&K victory screen');
      await context.close();
      return;
    }
    await assertNoClipping(page, 'C&K game screen, later');
    await button(page, 'Menu');
    await assertNoClipping(page, 'C&K menu open');
    await button(page, 'Help');
    await assertNoClipping(page, 'C&K help open');
    await shot(page, `help-${tag}`);
    await page.keyboard.press('Escape');
    await context.close();
  });
}
