// Writes docs/screenshots/: every screen at phone size (390x844, touch, device scale 2) and
// desktop size (1280x800). Run after `scripts/build web`: node tests/web/screenshots.mjs
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch, openPage, waitReady, clickItem, frames, settled } from './harness.mjs';
import { startGame, view, button, legal, until } from './play.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
fs.mkdirSync(out, { recursive: true });
const server = await serveStatic();
const browser = await launch();
const computer = { kind: 'computer', level: 'strong' };

for (const [tag, size] of [['phone', { width: 390, height: 844, dpr: 2, touch: true }], ['desktop', { width: 1280, height: 800 }]]) {
  const { page, context } = await openPage(browser, server.url, size);
  await waitReady(page);
  const shot = async (name) => {
    await settled(page);
    await page.screenshot({ path: path.join(out, `${tag}-${name}.jpg`), type: 'jpeg', quality: 82 });
    if (process.env.SHOTS_PNG) await page.screenshot({ path: path.join(process.env.SHOTS_PNG, `${tag}-${name}.png`) });  // to look at
  };
  await shot('title');
  await button(page, 'CATAN');
  await clickItem(page, 'field', 'kind 1');
  await button(page, 'seat 1 computer');
  await shot('new-game');
  await button(page, 'Back');
  await startGame(page, { game: 'base', players: 4, seed: 4242, seats: [null, computer, computer, computer], speed: 'Instant' });
  for (let i = 0; i < 40; i++) {
    const v = await view(page);
    if (!v.phase.startsWith('setup')) break;
    if (v.current_player !== 0 || !v.legal_actions.length) { await frames(page, 2); continue; }
    if (i === 0) await shot('game-setup');
    const a = v.legal_actions[0];
    await clickItem(page, a.vertex !== undefined ? 'vertex' : 'edge', a.vertex ?? a.edge);
  }
  await until(page, (v) => v.current_player === 0 && legal(v, 'roll_dice').length > 0, 'my roll', 200);
  // R rolls (no click settling first): the moment after, producing hexes lit and gains floating.
  await page.keyboard.press('r');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `${tag}-game-roll.jpg`), type: 'jpeg', quality: 82 });
  if (process.env.SHOTS_PNG) await page.screenshot({ path: path.join(process.env.SHOTS_PNG, `${tag}-game-roll.png`) });
  await until(page, (x) => x.current_player === 0 && x.phase === 'main', 'main phase');
  await page.waitForTimeout(1800);
  await shot('game-main');
  if (tag === 'phone') await button(page, 'tab Trade');
  await button(page, 'Offer a trade');
  await shot('trade-open');
  if (tag === 'phone') {
    await button(page, 'tab Table'); await shot('table-tab');
    await button(page, 'tab Log'); await shot('log-tab');
  }
  await button(page, 'Menu');
  await shot('menu');
  await button(page, 'Help');
  await shot('help');
  await page.keyboard.press('Escape');
  await button(page, 'Menu');
  await button(page, 'Abandon game');
  await button(page, 'Yes, abandon');
  await startGame(page, { game: 'two-player', seed: 99, handover: true });
  await shot('two-player');
  await button(page, 'Menu');
  await button(page, 'Abandon game');
  await button(page, 'Yes, abandon');
  // A short game (3 points to win) against the computers, to the victory screen.
  await button(page, 'CATAN');
  const vp = (await (await import('./harness.mjs')).probe(page)).find((i) => i.kind === 'field' && i.id === 'vp_target');
  const box = await page.locator('#canvas').boundingBox();
  await page.mouse.click(box.x + vp.x + 3, box.y + vp.y + vp.h / 2);
  await button(page, 'speed Instant');
  await button(page, 'Start game');
  const { step } = await import('./policy.mjs');
  for (let i = 0; i < 2000 && (await page.evaluate(() => window.Catan.module.screen())) !== 'victory'; i++) {
    const v = await view(page);
    if (v && v.viewer === 0 && v.legal_actions.length) await step(page, { trade: false }); else await frames(page, 1);
  }
  await shot('victory');
  await context.close();
}
await browser.close();
await server.close();
console.log('screenshots in', out);
