// A game that feels alive (issue 15), in the page: the keyboard shortcuts roll and end the turn;
// the log follows its newest line, stays where the reader scrolled up and then offers a chip
// that jumps down; a toast appears when a computer steals from you (seeded, so the same steal
// every run); with prefers-reduced-motion nothing animates (no animation frames after a roll);
// Help opens from the menu and Esc closes it; the victory screen shows the dice histogram and
// the card flow, and "Rematch (same settings)" starts the same settings on a new seed; the
// new-game screen remembers the choices.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic, launch, openPage, waitReady, probe, clickItem, frames, redrawState } from './harness.mjs';
import { startGame, view, screen, button, until } from './play.mjs';
import { step } from './policy.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const computers = [null, { kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'strong' }];
const find = (items, kind, id) => items.find((i) => i.kind === kind && i.id === id);

/** Plays (policy steps, at most `max`) until `pred(view, items)` holds; returns the view. */
async function playUntil(page, pred, what, max = 400) {
  for (let i = 0; i < max; i++) {
    const v = await view(page);
    const items = await probe(page);
    if (v && (await pred(v, items))) return v;
    if (v && v.viewer === 0 && v.legal_actions.length && (await screen(page)) === 'game') await step(page, { trade: false });
    else await frames(page, 1);
  }
  throw new Error('never reached: ' + what);
}

test('shortcuts R and E; the log follows, stays when scrolled up, a chip jumps down; a toast for a steal from you', { timeout: 15 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800, reducedMotion: 'no-preference' });
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 5, seats: computers, speed: 'Instant' });
  // Setup by the policy, up to seat 0's first roll.
  let v = await playUntil(page, (x) => x.viewer === 0 && x.current_player === 0 && x.phase === 'pre_roll', 'seat 0 to roll');
  const rolls = (x) => x.events.filter((e) => e.type === 'dice_rolled' && e.player === 0).length;
  const before = rolls(v);
  await page.keyboard.press('r');
  v = await until(page, (x) => rolls(x) > before || x.turn !== v.turn, 'R rolled');
  assert.ok(rolls(v) > before, 'R rolled the dice');
  {
    // The greyed Roll dice says why above itself, not at the pointer over End turn beside it.
    const roll = find(await probe(page), 'button', 'Roll dice');
    const box = await page.locator('#canvas').boundingBox();
    await page.mouse.move(box.x + roll.x + roll.w / 2, box.y + roll.y + roll.h / 2);
    await frames(page, 3);
    const items = await probe(page);
    const reason = find(items, 'text', 'reason'), end = find(items, 'button', 'End turn');
    assert.ok(reason, 'the disabled Roll dice gives its reason on hover');
    assert.ok(reason.y + reason.h <= roll.y, `the reason (bottom ${reason.y + reason.h}) is above the button (top ${roll.y})`);
    const apart = reason.x + reason.w <= end.x || end.x + end.w <= reason.x || reason.y + reason.h <= end.y;
    assert.ok(apart, 'and off End turn');
    await page.mouse.move(box.x + 5, box.y + 5);
  }
  v = await playUntil(page, (x) => x.phase === 'main' && x.current_player === 0, 'main phase');
  await page.keyboard.press('e');
  v = await until(page, (x) => x.current_player !== 0 || x.turn !== v.turn, 'E ended the turn');
  assert.notEqual(v.turn, 0, 'E ended the turn');

  // The log follows: its last line is in view.
  v = await playUntil(page, (x) => x.viewer === 0 && x.current_player === 0 && x.phase === 'pre_roll', 'seat 0 to roll again');
  let items = await probe(page);
  assert.equal(find(items, 'text', 'log').value, 'end', 'the log shows its newest line');
  // Scrolled up, new lines do not pull the log down; a chip says so and jumps down.
  const log = find(items, 'text', 'log');
  const box = await page.locator('#canvas').boundingBox();
  await page.mouse.move(box.x + log.vx + log.vw / 2, box.y + log.vy + log.vh / 2);
  for (let i = 0; i < 6; i++) { await page.mouse.wheel(0, -400); await frames(page, 1); }
  await frames(page, 3);
  assert.equal(find(await probe(page), 'text', 'log').value, 'up', 'scrolled up');
  await page.keyboard.press('r');
  await frames(page, 4);
  items = await probe(page);
  assert.equal(find(items, 'text', 'log').value, 'up', 'new lines did not scroll the log down');
  assert.ok(find(items, 'button', 'new entries'), 'a chip offers the new lines');
  await clickItem(page, 'button', 'new entries');
  await frames(page, 4);
  items = await probe(page);
  assert.equal(find(items, 'text', 'log').value, 'end', 'the chip jumped to the newest line');
  assert.ok(!find(items, 'button', 'new entries'), 'and went away');

  // Play on until a computer steals from seat 0: a toast names the thief.
  let toast = null;
  v = await playUntil(page, (x, its) => {
    toast = its.find((i) => i.kind === 'toast' && i.id === 'toast stolen') || toast;
    return toast !== null;
  }, 'a steal from seat 0', 1500);
  const steal = [...v.events].reverse().find((e) => e.type === 'stolen' && e.victim === 0);
  assert.ok(steal, 'the view has the steal');
  const names = JSON.parse(await page.evaluate(() => localStorage.getItem('catan.session'))).setup.seats.map((s) => s.name);
  console.log(`# toast: "${toast.value}" (turn ${v.turn})`);
  assert.equal(toast.value, `${names[steal.player]} stole ${steal.resource} from you`, 'names the thief and the card');
  assert.deepEqual(errors, []);
  await context.close();
});

test('reduced motion: a roll lights nothing up in motion and asks for no animation frames', { timeout: 10 * 60 * 1000 }, async () => {
  for (const reducedMotion of ['reduce', 'no-preference']) {
    const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800, reducedMotion });
    await waitReady(page);
    await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 5, seats: computers, speed: 'Instant' });
    await playUntil(page, (x) => x.viewer === 0 && x.current_player === 0 && x.phase === 'pre_roll', 'seat 0 to roll');
    await page.waitForFunction(() => JSON.parse(window.Catan.module.redrawState()).sleeping, null, { timeout: 15000 });
    const t0 = await page.evaluate(() => performance.now());
    await page.keyboard.press('r');
    // Sample the scheduler for 1.2 s: an animation sets animate_until; reduced motion never does.
    let animating = 0;
    for (let i = 0; i < 12; i++) {
      const r = await redrawState(page);
      if (r.animate_until > 0) animating++;
      await page.waitForTimeout(100);
    }
    const starts = await page.evaluate(() => JSON.parse(window.Catan.module.frameStartsMs(256)));
    const drawn = starts.filter((s) => s >= t0).length;
    console.log(`# ${reducedMotion}: ${drawn} frames in the 1.2 s after R, animating in ${animating}/12 samples`);
    if (reducedMotion === 'reduce') assert.equal(animating, 0, 'no animation with reduced motion');
    else assert.ok(animating > 0, 'the roll animates without reduced motion');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Help opens from the menu and Esc closes it', async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  await startGame(page, { game: 'base', players: 3, board: 'beginner', seed: 2 });
  await button(page, 'Menu');
  // The menu opens below its button (ImGui would open it at the pointer, over the button).
  {
    const items = await probe(page);
    const menu = find(items, 'button', 'Menu'), first = find(items, 'button', 'Fit board');
    assert.ok(first.y >= menu.y + menu.h, `the menu's first item (y ${first.y}) is below its button (bottom ${menu.y + menu.h})`);
    assert.ok(first.x + first.w <= menu.x + menu.w + 1, 'and right-aligned to it');
  }
  await button(page, 'Help');
  await frames(page, 3);
  let items = await probe(page);
  assert.ok(find(items, 'text', 'help'), 'the help window is open');
  assert.ok(find(items, 'button', 'Close help'));
  await page.keyboard.press('Escape');
  await frames(page, 3);
  items = await probe(page);
  assert.ok(!find(items, 'text', 'help'), 'Esc closed it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('victory screen: dice histogram, card flow, rematch with the same settings; the new-game screen remembers', { timeout: 20 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  // Defaults: you against Strong computers. Points to win at its minimum (3): a short game.
  await button(page, 'CATAN');
  {
    const items = await probe(page);
    const vp = find(items, 'field', 'vp_target');
    assert.ok(vp, 'the points-to-win field');
    const box = await page.locator('#canvas').boundingBox();
    await page.mouse.click(box.x + vp.x + 3, box.y + vp.y + vp.h / 2);
    await frames(page, 2);
  }
  await button(page, 'speed Instant');
  await button(page, 'Start game');
  await frames(page, 2);
  const setup0 = JSON.parse(await page.evaluate(() => localStorage.getItem('catan.session'))).setup;
  assert.equal(setup0.vp_target, 3);
  assert.deepEqual(setup0.seats.slice(0, 4).map((s) => `${s.kind}/${s.level}`), ['human/strong', 'computer/strong', 'computer/strong', 'computer/strong']);
  await playUntil(page, async () => (await screen(page)) === 'victory', 'the victory screen', 1500);
  await frames(page, 3);
  const items = await probe(page);
  assert.ok(find(items, 'text', 'victory'));
  const hist = find(items, 'text', 'dice histogram');
  assert.ok(hist, 'the dice histogram');
  const counts = hist.value.split(' ').map(Number);
  assert.equal(counts.length, 11);
  assert.ok(counts.reduce((a, b) => a + b, 0) > 0, 'some rolls counted');
  assert.ok(find(items, 'text', 'flow 0') && find(items, 'text', 'total 0'), 'card flow and points per player');
  await clickItem(page, 'button', 'Rematch');
  await frames(page, 3);
  assert.equal(await screen(page), 'game');
  const setup1 = JSON.parse(await page.evaluate(() => localStorage.getItem('catan.session'))).setup;
  assert.equal(setup1.vp_target, 3, 'same points to win');
  assert.deepEqual(setup1.seats, setup0.seats, 'same seats');
  assert.equal(setup1.computer_delay, setup0.computer_delay, 'same pace');
  assert.notEqual(setup1.seed, setup0.seed, 'a new seed');
  // The new-game screen remembers the choices (a reload, then CATAN).
  await button(page, 'Menu');
  await button(page, 'Abandon game');
  await button(page, 'Yes, abandon');
  await page.reload();
  await waitReady(page);
  await button(page, 'CATAN');
  await button(page, 'Start game');
  await frames(page, 2);
  const setup2 = JSON.parse(await page.evaluate(() => localStorage.getItem('catan.session'))).setup;
  assert.equal(setup2.vp_target, 3, 'remembered points to win');
  assert.equal(setup2.computer_delay, 0, 'remembered pace');
  assert.deepEqual(setup2.seats, setup0.seats, 'remembered seats');
  assert.deepEqual(errors, []);
  await context.close();
});
