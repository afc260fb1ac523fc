// Writes the Catan Card Game's screens to docs/screenshots/ at phone size (390x844, touch,
// device scale 2) and desktop size (1280x800): the table in setup (a stack shown to its
// picker), the table in play, and the help. Run after `scripts/build web`:
//   node tests/web/screenshots-cardgame.mjs
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch, openPage, waitReady, frames, settled } from './harness.mjs';
import { button } from './play.mjs';
import { startCardGame, clickAction, seatView, choose } from './cardgame.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
fs.mkdirSync(out, { recursive: true });
const server = await serveStatic();
const browser = await launch();

async function playUntil(page, pred, max = 300) {
  const covered = new Set(['trade', 'offer', 'search', 'exchange', 'play_action', 'swap_regions', 'demolish']);
  for (let i = 0; i < max; i++) {
    const s = await seatView(page);
    if (pred(s.v, s.legal)) return;
    if (!s.legal.length) { await frames(page, 2); continue; }
    const me = s.v.players.findIndex((p) => Array.isArray(p.hand));
    await clickAction(page, choose(s.legal, covered, s.v, me), me);
  }
}

for (const [tag, size] of [['phone', { width: 390, height: 844, dpr: 2, touch: true }], ['desktop', { width: 1280, height: 800 }]]) {
  const { page, context } = await openPage(browser, server.url, size);
  await waitReady(page);
  const shot = async (name) => {
    await settled(page);
    await page.screenshot({ path: path.join(out, `${tag}-cardgame-${name}.jpg`), type: 'jpeg', quality: 82 });
    if (process.env.SHOTS_PNG) await page.screenshot({ path: path.join(process.env.SHOTS_PNG, `${tag}-cardgame-${name}.png`) });
  };
  await startCardGame(page, { seed: 3, opponent: 'easy' });
  await playUntil(page, (v) => v.decision && v.decision.stack_cards && v.decision.seat === 0);
  await shot('setup');
  // A few turns on, in an action phase with something built.
  await playUntil(page, (v, legal) => v.players[0].turns >= 4 && legal.some((a) => a.type === 'end_actions'));
  await shot('play');
  await button(page, 'Menu');
  await button(page, 'Help');
  await shot('help');
  await context.close();
}
await browser.close();
await server.close();
