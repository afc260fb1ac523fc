// Writes the quick-message screenshots (issue 20) of a peer game's host to docs/screenshots/:
// phone-peer-say.jpg (390x844 touch at device scale 2: the Say popup open over the game) and
// peer-say-desktop.jpg (1280x800: cards of the host's and the guest's messages over the board,
// the Say button and the Allow free text switch in the Online panel). A host page and a guest page connect through the invite dialog (ice=off); run
// where WebRTC has a local address, or inside `unshare -n` with a veth pair like the peer tests.
// Run after `scripts/build web`:  node tests/web/screenshots-peer-say.mjs  (SHOTS_PNG=dir also
// writes every shot as PNG there to look at).
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch, settled, clickItem } from './harness.mjs';
import { openGame, until, hostGame, inviteGuest } from './peer-fixtures/game.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
fs.mkdirSync(out, { recursive: true });
const server = await serveStatic();
const browser = await launch(['--disable-features=WebRtcHideLocalIpsWithMdns']);

const shows = (page, seat, value) => until(page, ([s, v]) =>
  window.Catan.probe().some((i) => i.kind === 'said' && i.id === `said ${s}` && i.value === v), [seat, value], `card ${value}`, 15000);

for (const [tag, size, file] of [
  ['phone', { width: 390, height: 844, dpr: 2, touch: true }, 'phone-peer-say'],
  ['desktop', { width: 1280, height: 800 }, 'peer-say-desktop']]) {
  const hostCtx = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.dpr || 1,
    isMobile: !!size.touch, hasTouch: !!size.touch });
  const guestCtx = await browser.newContext();
  const host = await openGame(hostCtx, server.url);
  await host.page.setViewportSize({ width: 1280, height: 800 });
  await hostGame(host.page, { game: 'base', players: 3, board: 'beginner', seed: 20, seats: [null, { kind: 'remote' }, null] });
  const guest = await inviteGuest(host.page, guestCtx, 1, server.url);
  await host.page.setViewportSize({ width: size.width, height: size.height });
  await settled(host.page);
  const shot = async (name, final) => {
    await settled(host.page);
    if (final) await host.page.screenshot({ path: path.join(out, `${file}.jpg`), type: 'jpeg', quality: 82 });
    if (process.env.SHOTS_PNG) await host.page.screenshot({ path: path.join(process.env.SHOTS_PNG, `${tag}-peer-say-${name}.png`) });
  };
  // The host's popup (message cards wait while a popup is open), its own preset, then the
  // guest's preset and free text: three cards over the board.
  await clickItem(host.page, 'button', 'say');
  await shot('popup', tag === 'phone');
  await clickItem(host.page, 'button', 'say gl');
  await shows(host.page, 0, 'Good luck!');
  await guest.page.evaluate(() => window.CatanGame.guest.sendSay({ preset: 'thanks' }));
  await shows(host.page, 1, 'Thanks!');
  await guest.page.evaluate(() => window.CatanGame.guest.sendSay({ text: 'Anyone has wool for my ore?' }));
  await shows(host.page, 1, 'Anyone has wool for my ore?');
  await shot('cards', tag === 'desktop');
  await hostCtx.close(); await guestCtx.close();
}
await browser.close();
await server.close();
