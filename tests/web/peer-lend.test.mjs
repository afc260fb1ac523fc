// Dropped peers (issue 15): a guest's page closes; the host hands the disconnected seat to a
// computer from its Menu and the game goes on with the computer's moves for that seat; the
// host gives the seat back and the game waits for the guest again. Real host and guest pages
// over a data channel, inside a private network namespace (peer-fixtures/netns.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { insideNetns } from './peer-fixtures/netns.mjs';

if (insideNetns(import.meta.url)) {
  const { serveStatic, launch, distDir, probe, clickItem } = await import('./harness.mjs');
  const { step } = await import('./policy.mjs');
  const { openGame, until, hostGame, inviteGuest, view, frames } = await import('./peer-fixtures/game.mjs');
  let server, browser;
  before(async () => {
    server = await serveStatic(distDir);
    browser = await launch(['--disable-features=WebRtcHideLocalIpsWithMdns']);
  });
  after(async () => { await browser?.close(); await server?.close(); });

  const has = async (page, id) => (await probe(page)).some((i) => i.kind === 'button' && i.id === id);
  async function menu(page, id) {
    await clickItem(page, 'button', 'Menu');
    // The popup lays itself out over its first frames (more after the seat list changed): look
    // for the button over up to 20 frames, not after a fixed two.
    let found = false;
    for (let i = 0; i < 20 && !found; i++) { await frames(page, 1); found = await has(page, id); }
    if (!found) {  // opened on a frame that also closed it (a slow page): close and open once more
      await page.keyboard.press('Escape');
      await frames(page, 2);
      await clickItem(page, 'button', 'Menu');
      for (let i = 0; i < 20 && !found; i++) { await frames(page, 1); found = await has(page, id); }
    }
    if (found) await clickItem(page, 'button', id);
    await page.keyboard.press('Escape');
    await frames(page, 2);
    return found;
  }
  const version = (page) => page.evaluate(() => JSON.parse(window.Catan.module.peerView(1)).version);
  const savedSeat = (page, seat) => page.evaluate((s) => JSON.parse(localStorage.getItem('catan.session')).setup.seats[s], seat);

  test('the host lets a computer play a disconnected seat, then gives it back', { timeout: 10 * 60 * 1000 }, async () => {
    const hostCtx = await browser.newContext(), guestCtx = await browser.newContext();
    const host = await openGame(hostCtx, server.url);
    await hostGame(host.page, { game: 'base', players: 3, board: 'beginner', seed: 31,
      seats: [null, { kind: 'remote' }, { kind: 'computer', level: 'easy' }] });
    const guest = await inviteGuest(host.page, guestCtx, 1, server.url);
    assert.equal(await menu(host.page, 'computer plays 1'), false, 'not offered while the guest is connected');
    // The host places its first settlement and road; then seat 1 is to act. Its page closes.
    for (let i = 0; i < 20; i++) {
      const v = await view(host.page);
      if (v.pending_players.includes(1)) break;
      if (v.legal_actions.length) await step(host.page, { trade: false }); else await frames(host.page, 2);
    }
    assert.ok((await view(host.page)).pending_players.includes(1), 'seat 1 to act');
    await guest.page.close();
    await until(host.page, () => window.Catan.probe().some((i) => i.id === 'link 1 disconnected'), null, 'seat 1 disconnected');
    const waiting = await version(host.page);

    // Hand the seat to a computer: it plays seat 1's setup without the guest.
    assert.equal(await menu(host.page, 'computer plays 1'), true);
    assert.equal((await savedSeat(host.page, 1)).lent, true, 'saved as handed to a computer');
    await until(host.page, () => {
      const v = JSON.parse(window.Catan.module.viewJson());
      return v.pieces.settlements.filter((s) => s.player === 1).length >= 1 && !v.pending_players.includes(1);
    }, null, 'the computer placed seat 1\'s settlement', 30000);
    assert.ok((await version(host.page)) > waiting);

    // Give it back: when seat 1 is to act again the game waits for the guest.
    for (let i = 0; i < 60; i++) {
      const v = await view(host.page);
      if (v.pending_players.includes(1)) break;
      if (v.legal_actions.length) await step(host.page, { trade: false }); else await frames(host.page, 2);
    }
    assert.equal(await menu(host.page, 'give back 1'), true);
    assert.equal((await savedSeat(host.page, 1)).kind, 'remote');
    await until(host.page, () => JSON.parse(window.Catan.module.viewJson()).pending_players.includes(1), null, 'seat 1 to act', 30000);
    const v0 = await version(host.page);
    await host.page.waitForTimeout(2000);
    assert.equal(await version(host.page), v0, 'nobody plays for the given-back seat');
    assert.equal(await menu(host.page, 'computer plays 1'), true, 'offered again while the guest is away');
    assert.deepEqual(host.errors, []);
    await hostCtx.close(); await guestCtx.close();
  });
}
