// Plays the base game through the real page: new-game screen, setup by clicking legal spots
// on the canvas, then turns until a 7 with discards, a robber move, a build, a maritime trade,
// a domestic trade and development cards have all happened, checking the state read back
// through the read-only view hook after each. Also: an illegal click changes nothing and
// says why.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, clickItem } from './harness.mjs';
import { startGame, view, screen, statusText, snapshot, button, passDevice, legal } from './play.mjs';
import { step } from './policy.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

const handSize = (v) => Object.values(v.you.hand).reduce((a, b) => a + b, 0);

test('base game: setup on the canvas, then 7/discard/robber, build, trades and development cards', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  // No hand-over screens between the four people (resume, phone and panels tests have them).
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 20261129, handover: false });
  assert.equal(await screen(page), 'game');
  let v = await view(page);
  assert.equal(v.game, 'base');
  assert.equal(v.players.length, 4);
  assert.equal(v.phase, 'setup_settlement');
  assert.equal(v.viewer, 0);

  // First settlement by a real click on a legal vertex.
  const first = legal(v, 'build_settlement')[10].vertex;
  await clickItem(page, 'vertex', first);
  v = await view(page);
  assert.deepEqual(v.pieces.settlements, [{ vertex: first, player: 0 }]);
  assert.equal(v.phase, 'setup_road');

  // An illegal click: a path far from the new settlement. Nothing changes; the status says why.
  const near = new Set(legal(v, 'build_road').map((a) => a.edge));
  const far = v.board.edges.find((e) => !near.has(e.id) && !e.vertices.includes(first)).id;
  const before = JSON.stringify(v);
  await clickItem(page, 'edge', far);
  assert.equal(JSON.stringify(await view(page)), before, 'an illegal click changes nothing');
  assert.match(await statusText(page), /\w+/, 'the refusal is explained');
  await page.screenshot({ path: path.join(artifactsDir, 'base-illegal-click.png') });

  // The rest of setup through the policy (legal spots clicked on the canvas).
  for (let i = 0; i < 60 && (await view(page)).phase.startsWith('setup'); i++) await step(page);
  v = await view(page);
  assert.equal(v.pieces.settlements.length, 8, 'two settlements each');
  assert.equal(v.pieces.roads.length, 8, 'two roads each');
  await page.screenshot({ path: path.join(artifactsDir, 'base-after-setup.png') });

  const seen = new Set();
  let offered = false;
  for (let i = 0; i < 700 && !['discard', 'robber7', 'build', 'maritime', 'buy card', 'play card', 'domestic'].every((k) => seen.has(k)); i++) {
    const snap = await snapshot(page);
    if (snap.screen === 'handover') { await passDevice(page); continue; }
    v = snap.view;
    // Offer one domestic trade: one card the next player can pay for with one of theirs.
    if (!offered && v.phase === 'main' && v.viewer === v.current_player && handSize(v) >= 1) {
      const give = Object.keys(v.you.hand).find((r) => v.you.hand[r] > 0);
      const getRes = ['ore', 'grain', 'wool', 'lumber', 'brick'].find((r) => r !== give);
      offered = true;
      await button(page, 'Offer a trade');
      await button(page, `offer give +${give}`);
      await button(page, `offer get +${getRes}`);
      await button(page, 'Offer trade');
      const after = await view(page);
      assert.equal(after.phase, 'trade_offer', await statusText(page));
      assert.deepEqual(after.trade_offer.give, { [give]: 1 });
      // Everybody answers in turn (hand-over between them); the offerer then confirms or cancels.
      for (let k = 0; k < 20 && (await view(page)).phase === 'trade_offer'; k++) await step(page);
      const done = await view(page);
      assert.equal(done.phase, 'main');
      if (done.events.some((e) => e.type === 'trade_completed')) seen.add('domestic');
      else offered = false;  // nobody could accept: try again on a later turn
      continue;
    }
    const beforeV = v;
    const what = await step(page);
    const a = await view(page);
    if (what === 'discard') {
      const me = beforeV.players[beforeV.viewer];
      const now = a.players[beforeV.viewer];
      assert.equal(now.resource_count, me.resource_count - me.discard_due, 'discarded exactly the cards due');
      seen.add('discard');
    } else if (what === 'robber') {
      assert.notEqual(a.robber_hex, beforeV.robber_hex, 'robber moved');
      // After a rolled 7 (the policy plays knights only before rolling).
      if (beforeV.rolled && beforeV.dice && beforeV.dice[0] + beforeV.dice[1] === 7) seen.add('robber7');
    } else if (['road', 'settlement', 'city'].includes(what) && beforeV.phase === 'main') {
      const count = (x) => x.pieces.roads.length + x.pieces.settlements.length + 2 * x.pieces.cities.length;
      assert.ok(count(a) > count(beforeV), 'a piece was added');
      seen.add('build');
    } else if (what === 'maritime') {
      assert.ok(a.events.some((e) => e.type === 'maritime_traded'), 'maritime trade logged');
      assert.equal(handSize(a), handSize(beforeV) - Math.max(...Object.values(a.events.filter((e) => e.type === 'maritime_traded').slice(-1)[0].give)) + 1);
      seen.add('maritime');
    } else if (what === 'buy card') {
      assert.equal(a.players[beforeV.viewer].development_card_count, beforeV.players[beforeV.viewer].development_card_count + 1);
      seen.add('buy card');
    } else if (['knight', 'year of plenty', 'monopoly', 'road building'].includes(what)) {
      assert.ok(a.events.some((e) => e.type === 'development_card_played'), `${what} played`);
      seen.add('play card');
    }
    const st = await statusText(page);
    assert.equal(st, '', `no refusal after ${what}: ${st}`);
  }
  await page.screenshot({ path: path.join(artifactsDir, 'base-midgame.png') });
  assert.deepEqual([...seen].sort(), ['build', 'buy card', 'discard', 'domestic', 'maritime', 'play card', 'robber7'].sort());
  assert.deepEqual(errors, []);
  await context.close();
});
