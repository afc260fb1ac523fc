// The Catan Card Game between two devices: the host (seat 0) and a guest (seat 1) connected
// over a real RTCDataChannel play by clicks on both canvases; every view the guest received is
// scanned for hidden cards (the host's hand, stack contents and order, a decision's shown cards
// meant for the host). Runs inside a private network namespace, like peer-game.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { insideNetns } from './peer-fixtures/netns.mjs';

// Every card object ({"id":N,...}) a card-game view of `seat` may carry: its own hand, the
// principalities, the event card just revealed, and cards its own decision shows it.
export function scanCardView(g, seat) {
  assert.equal(g.players.length, 2);
  assert.ok(!('hand' in g.players[1 - seat]), 'the other hand is not in the view');
  const allowed = new Set();
  for (const c of g.players[seat].hand || []) allowed.add(c.id);
  for (const p of g.players)
    for (const col of p.principality) {
      for (const r of col.regions || []) if (r) allowed.add(r.id);
      for (const s of col.sites || []) if (s) allowed.add(s.id);
    }
  if (g.last_event) allowed.add(g.last_event.id);
  // The discard pile and cards between places (Conflict) are face up.
  for (const k of ['discard', 'limbo']) for (const c of g[k] || []) allowed.add(c.id);
  if (g.decision && g.decision.card) allowed.add(g.decision.card.id);
  const d = g.decision;
  for (const k of ['stack_cards', 'region_cards', 'opponent_hand']) {
    if (!d || !(k in d)) continue;
    assert.equal(d.seat, seat, `${k} only in the deciding seat's view`);
    for (const c of d[k]) allowed.add(c.id);
  }
  for (const k of ['region_stack', 'event_deck', 'roads', 'settlements', 'cities']) assert.equal(typeof g[k], 'number', `${k} is a count`);
  for (const st of g.stacks) assert.deepEqual(Object.keys(st), ['count'], 'a stack shows only its count');
  const walk = (v, path) => {
    if (v === null || typeof v !== 'object') return;
    if (!Array.isArray(v) && typeof v.id === 'number' && typeof v.type === 'string')
      assert.ok(allowed.has(v.id), `card ${v.id} (${v.type}) at ${path} is hidden from seat ${seat}`);
    for (const k of Object.keys(v)) if (k !== 'legal_actions') walk(v[k], path + '.' + k);
  };
  walk(g, 'view');
}

if (insideNetns(import.meta.url)) {
  const { artifactsDir } = await import('./harness.mjs');
  const { recordReceived, openGame, until, inviteGuest, view, frames, startPeerPages } = await import('./peer-fixtures/game.mjs');
  const { startCardGame, clickAction, choose, won } = await import('./cardgame.mjs');
  let server, browser;
  before(async () => ({ server, browser } = await startPeerPages()));
  after(async () => { await browser?.close(); await server?.close(); });

  test('card game: host and guest play by clicks; the guest never receives a hidden card', { timeout: 15 * 60 * 1000 }, async () => {
    const hostCtx = await browser.newContext(), guestCtx = await browser.newContext();
    await recordReceived(guestCtx);
    const host = await openGame(hostCtx, server.url);
    await startCardGame(host.page, { seed: 21, opponent: 'remote' });
    const guest = await inviteGuest(host.page, guestCtx, 1, server.url);
    const covered = new Set();
    const moves = { host: 0, guest: 0 };
    for (let i = 0; i < 300 && moves.host + moves.guest < 80; i++) {
      let moved = false;
      for (const [page, seat, who] of [[host.page, 0, 'host'], [guest.page, 1, 'guest']]) {
        const v = await view(page);
        if (!v || !v.legal_actions || !v.legal_actions.length || won(v)) continue;
        const a = choose(v.legal_actions, covered, v, seat);
        await clickAction(page, a, seat);
        covered.add(a.type);
        if (who === 'guest') await until(page, (ver) => JSON.parse(window.Catan.module.viewJson()).version > ver, v.version, 'the host\'s answer');
        moves[who]++;
        moved = true;
        break;
      }
      if (!moved) await frames(host.page, 2);
    }
    console.log(`card game peer: host clicks ${moves.host}, guest clicks ${moves.guest}`);
    assert.ok(moves.host >= 10 && moves.guest >= 10, 'both sides moved');
    const decoded = await guest.page.evaluate(() => window.__decoded);
    let views = 0;
    for (const text of decoded) {
      const msg = JSON.parse(text);
      if (msg.type !== 'view') continue;
      views++;
      scanCardView(msg.view.game, 1);
    }
    assert.ok(views >= 20, `the guest received views (${views})`);
    await host.page.screenshot({ path: `${artifactsDir}/cardgame-peer-host.png` });
    await guest.page.screenshot({ path: `${artifactsDir}/cardgame-peer-guest.png` });
    assert.deepEqual(host.errors, []);
    assert.deepEqual(guest.errors, []);
    await hostCtx.close();
    await guestCtx.close();
  });
}
