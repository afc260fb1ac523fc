// No layout shift under a held pointer (issue 15, "no accidental moves"): the pointer presses
// and holds on Roll dice, the dice are rolled (the R shortcut) and, frame after frame while the
// roll's effects run and the panels change, the button under the pointer keeps the same probe
// id and every button of the action bar keeps its place; releasing does nothing (the turn
// goes on). At a desktop (1280x800) and a phone size (390x844, touch, device scale 2).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic, launch, openPage, waitReady, clickItem, probe, frames } from './harness.mjs';
import { startGame, view, legal, until } from './play.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const easy = { kind: 'computer', level: 'easy' };
const BAR = ['Roll dice', 'End turn', 'Road', 'Settlement', 'City'];
const round = (i) => i && [i.x, i.y, i.w, i.h].map((n) => Math.round(n)).join(',');

// The topmost base-layer button whose visible rectangle holds the point.
function buttonAt(items, x, y) {
  const hits = items.filter((i) => i.kind === 'button' && i.layer !== 'board' &&
    x >= i.vx && x <= i.vx + i.vw && y >= i.vy && y <= i.vy + i.vh);
  return hits.length ? hits[hits.length - 1].id : null;
}

async function playSetup(page) {
  for (let i = 0; i < 60; i++) {
    const v = await view(page);
    if (!v.phase.startsWith('setup')) return;
    if (v.current_player !== 0 || !v.legal_actions.length) { await frames(page, 2); continue; }
    const a = v.legal_actions[0];
    await clickItem(page, a.vertex !== undefined ? 'vertex' : 'edge', a.vertex ?? a.edge);
  }
}

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844, touch: true, dpr: 2 }]) {
  test(`a roll moves no button under a held pointer at ${size.width}x${size.height}`, { timeout: 10 * 60 * 1000 }, async () => {
    const { page, errors, context } = await openPage(browser, server.url, size);
    await waitReady(page);
    await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 2, seats: [null, easy, easy, easy], speed: 'Instant' });
    await playSetup(page);
    const v0 = await until(page, (v) => v.current_player === 0 && legal(v, 'roll_dice').length > 0, 'my turn to roll', 300);
    await frames(page, 3);
    const before = await probe(page);
    const roll = before.find((i) => i.kind === 'button' && i.id === 'Roll dice');
    assert.ok(roll, 'Roll dice is drawn');
    const x = roll.vx + roll.vw / 2, y = roll.vy + roll.vh / 2;
    const places = Object.fromEntries(BAR.map((id) => [id, round(before.find((i) => i.kind === 'button' && i.id === id))]));
    await page.mouse.move(x, y);
    await page.mouse.down();  // pressed and held on Roll dice
    await frames(page, 2);
    assert.equal(buttonAt(await probe(page), x, y), 'Roll dice');
    await page.keyboard.press('r');  // the roll happens while the pointer is held
    let rolled = false;
    for (let f = 0; f < 40; f++) {
      await frames(page, 1);
      const items = await probe(page);
      assert.equal(buttonAt(items, x, y), 'Roll dice', `frame ${f} after the roll: the same button under the pointer`);
      for (const id of BAR) {
        if (places[id] === undefined) continue;  // drawn only after the roll (the side panel's build buttons)
        const now = round(items.find((i) => i.kind === 'button' && i.id === id));
        assert.equal(now, places[id], `${id} stays in place (frame ${f})`);
      }
      const v = await view(page);
      rolled = rolled || v.turn !== v0.turn || v.phase !== 'pre_roll';
    }
    assert.ok(rolled, 'the dice were rolled');
    await page.mouse.up();  // released on the (now disabled) Roll dice: nothing happens
    await frames(page, 3);
    const after = await view(page);
    assert.equal(after.current_player, 0, 'still my turn');
    assert.notEqual(after.phase, 'pre_roll');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
