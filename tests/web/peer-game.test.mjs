// Peer games in the real page: a host page and a guest page (separate browser contexts, as two
// devices) connect through the invite and join dialogs over a real RTCDataChannel, then play
// setup and turns with clicks on both canvases, next to a computer seat on the host. Both
// pages must show the same public state. Runs inside a private network namespace.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { insideNetns } from './peer-fixtures/netns.mjs';

if (insideNetns(import.meta.url)) {
  const { serveStatic, launch, distDir, artifactsDir, probe } = await import('./harness.mjs');
  const { step } = await import('./policy.mjs');
  const { recordReceived, openGame, until, hostGame, inviteGuest, scanGuestReceived, publicState, view, frames } =
    await import('./peer-fixtures/game.mjs');
  let server, browser;
  before(async () => {
    server = await serveStatic(distDir);
    browser = await launch(['--disable-features=WebRtcHideLocalIpsWithMdns']);
    fs.mkdirSync(artifactsDir, { recursive: true });
  });
  after(async () => { await browser?.close(); await server?.close(); });

  // One move of whoever may act on `page`; on a guest, waits for the host's answer.
  async function act(page, isGuest) {
    const before = await page.evaluate(() => window.Catan.module.viewJson());
    const v = JSON.parse(before);
    if (!v || !v.legal_actions.length || (await page.evaluate(() => window.Catan.module.screen())) !== 'game') return null;
    const what = await step(page, { trade: false });
    if (what && isGuest) {
      await until(page, (b) => window.Catan.module.viewJson() !== b ||
        (window.Catan.module.statusText() && !/^Sent/.test(window.Catan.module.statusText())), before, 'the host\'s answer');
      const st = await page.evaluate(() => window.Catan.module.statusText());
      assert.equal(st, '', `the host accepted the guest's ${what}`);
    }
    return what;
  }

  test('host and guest play setup and turns over a data channel, with a computer seat; both show the same public state',
    { timeout: 20 * 60 * 1000 }, async () => {
      const hostCtx = await browser.newContext(), guestCtx = await browser.newContext();
      await recordReceived(guestCtx);
      const host = await openGame(hostCtx, server.url);
      await hostGame(host.page, { game: 'base', players: 3, board: 'random', seed: 4242,
        seats: [null, { kind: 'remote' }, { kind: 'computer', level: 'strong' }] });
      // Before the guest comes, the game waits for seat 1 and says so.
      assert.ok((await probe(host.page)).some((i) => i.id === 'link 1 empty'), 'seat 1 shows as waiting for a guest');
      const guest = await inviteGuest(host.page, guestCtx, 1, server.url);
      console.log(`invite link ${guest.link.length} chars, answer ${guest.answer.length} chars`);
      await until(host.page, () => window.Catan.probe().some((i) => i.id === 'link 1 open'), null, 'host shows seat 1 connected');
      await until(guest.page, () => window.Catan.probe().some((i) => i.id === 'link 1 open'), null, 'guest shows its link open');

      const moves = { host: 0, guest: 0 };
      let v = await view(host.page);
      for (let i = 0; i < 400 && v.turn < 9; i++) {
        if (await act(host.page, false)) moves.host++;
        else if (await act(guest.page, true)) moves.guest++;
        else await frames(host.page, 2);
        v = await view(host.page);
      }
      console.log(`host clicks ${moves.host}, guest clicks ${moves.guest}, turn ${v.turn}`);
      assert.ok(v.turn >= 9, 'several turns were played');
      assert.ok(moves.guest >= 10 && moves.host >= 10, 'both sides moved');
      const computerBuilt = v.pieces.settlements.filter((s) => s.player === 2).length + v.pieces.cities.filter((c) => c.player === 2).length;
      assert.ok(computerBuilt >= 2, 'the computer seat played its setup');

      // Same public state on both pages once the guest has the host's latest version.
      await until(guest.page, (t) => JSON.parse(window.Catan.module.viewJson()).turn === t, v.turn, 'guest caught up');
      await frames(host.page, 3);
      const hv = await view(host.page), gv = await view(guest.page);
      if (hv.pending_players.join() === gv.pending_players.join()) assert.deepEqual(publicState(gv), publicState(hv));
      assert.equal(gv.viewer, 1);
      assert.ok(gv.you && gv.you.hand, 'the guest sees its own hand');
      assert.ok(!('hand' in hv.players[1]), 'the host page shows no hand of the guest');
      await host.page.screenshot({ path: path.join(artifactsDir, 'peer-host.png') });
      await guest.page.screenshot({ path: path.join(artifactsDir, 'peer-guest.png') });

      const raw = await guest.page.evaluate(() => window.__received);
      const scan = scanGuestReceived(raw, 1);
      console.log(`guest received ${scan.messages} messages, ${scan.views} views, ${scan.events} distinct events: nothing hidden`);
      assert.deepEqual(host.errors, []);
      assert.deepEqual(guest.errors, []);
      await hostCtx.close(); await guestCtx.close();
    });
}
