// Shared setup of the peer tests (run inside the network namespace, see netns.mjs): a static
// server of the repository on 127.0.0.1, Chromium with real local ICE addresses, fixture pages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch } from '../harness.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the server and browser. Resolves { server, browser, fixtureUrl, close() }. */
export async function start() {
  const server = await serveStatic(repo);
  const browser = await launch(['--disable-features=WebRtcHideLocalIpsWithMdns']);
  const fixtureUrl = server.url + 'tests/web/peer-fixtures/index.html';
  return { server, browser, fixtureUrl, close: async () => { await browser.close(); await server.close(); } };
}

/** Opens the fixture (with `hash`) in `context`, waits for it to boot. Resolves { page, errors }. */
export async function openFixture(context, fixtureUrl, hash = '', timeout = 60000) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(fixtureUrl + hash);
  await page.waitForFunction(() => window.fx && window.fx.ready === true, null, { timeout });
  return { page, errors };
}

/**
 * Waits until `fn(arg)` is truthy in `page`; on timeout, a clear message with the state of the
 * page's links (fx.describe()) and of the pages in `others`.
 */
export async function until(page, fn, arg, what, timeout = 30000, others = []) {
  try { await page.waitForFunction(fn, arg, { timeout, polling: 50 }); } catch (e) {
    const states = [];
    for (const p of [page, ...others]) states.push(await p.evaluate(() => (window.fx && fx.describe ? fx.describe() : 'no fixture')).catch((x) => String(x)));
    throw new Error(`timed out waiting for ${what} (${e.message.split('\n')[0]})\n${states.join('\n')}`);
  }
}

/** Host page makes an invite for `seat`; guest page (already with fx.makeGuest) answers; host accepts. */
export async function connectByCodes(hostPage, guestPage, seat) {
  const invite = await hostPage.evaluate((s) => fx.host.createInvite(s), seat);
  const answer = await guestPage.evaluate((c) => fx.guest.acceptInvite(c), invite);
  const accepted = await hostPage.evaluate((c) => fx.host.acceptAnswer(c), answer);
  await until(guestPage, () => fx.guest.status === 'open', null, 'guest joined', 30000, [hostPage]);
  await until(hostPage, (s) => fx.host.seatStatus(s).status === 'open', seat, `seat ${seat} open on the host`, 30000, [guestPage]);
  return { invite, answer, accepted };
}
