// Writes the Cities & Knights screenshots to docs/screenshots/ (phone 390x844 touch at device
// scale 2, desktop 1280x800): mid-game with knights, the improvements table and the progress
// hand, a card's dialog, the help. A human seat plays by clicks (ck.mjs) against two computers
// until it holds knights and progress cards. Run after `scripts/build web`:
//   node tests/web/screenshots-ck.mjs      (SHOTS_PNG=dir also writes PNGs there to look at)
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch, openPage, waitReady, settled, probe } from './harness.mjs';
import { view, button, screen } from './play.mjs';
import { startCk, humanStep } from './ck.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
fs.mkdirSync(out, { recursive: true });
const server = await serveStatic();
const browser = await launch();
const computer = { kind: 'computer', level: 'easy' };

for (const [tag, size] of [['phone', { width: 390, height: 844, dpr: 2, touch: true }], ['desktop', { width: 1280, height: 800 }]]) {
  const { page, context } = await openPage(browser, server.url, size);
  await waitReady(page);
  const shot = async (name) => {
    await settled(page);
    await page.screenshot({ path: path.join(out, `${tag}-ck-${name}.jpg`), type: 'jpeg', quality: 82 });
    if (process.env.SHOTS_PNG) await page.screenshot({ path: path.join(process.env.SHOTS_PNG, `${tag}-ck-${name}.png`) });
  };
  await startCk(page, { players: 3, seed: 3, handover: false, speed: 'Instant', seats: [null, computer, computer] });
  for (let i = 0; i < 2000; i++) {
    if ((await screen(page)) === 'victory') break;
    const v = await view(page);
    if (!v.legal_actions.length) { await page.waitForTimeout(100); continue; }
    const ck = v.cities_knights;
    const cards = Object.values(ck.progress_hands[0] || {}).reduce((a, b) => a + b, 0);
    const knights = ck.knights.filter((k) => k.player === 0).length;
    if (v.phase === 'main' && v.current_player === 0 && cards >= 1 && knights >= 1) break;
    await humanStep(page, { roads: v.turn < 30 });
  }
  await shot('game');
  if ((await screen(page)) !== 'game') { await context.close(); continue; }  // the game ended first: no menu
  const items = await probe(page);
  const play = items.find((x) => x.kind === 'button' && /^play (alchemist|crane|merchant_fleet|resource_monopoly|trade_monopoly|deserter|spy|master_merchant)$/.test(x.id));
  if (play) {
    await button(page, play.id);
    await shot('card-dialog');
    await button(page, 'Cancel card');
  }
  await button(page, 'Menu');
  await button(page, 'Help');
  await shot('help');
  await page.keyboard.press('Escape');
  await context.close();
}
await browser.close();
await server.close();
