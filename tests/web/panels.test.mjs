// The side panel and the phone tabs show what a player reads (issue 15, a newcomer's findings):
// on desktop the log has its own pane, in view without scrolling; greyed build and
// development-card buttons say why on hover (what is missing); the "your turn" toast goes at the player's first
// move; on a phone, tapping Table shows every player's row and Log shows 7+ lines, and Play
// brings the hand back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic, launch, openPage, waitReady, probe, clickItem, frames } from './harness.mjs';
import { startGame, view, screen, until } from './play.mjs';
import { step } from './policy.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const computers = [null, { kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'strong' }];
const find = (items, kind, id) => items.find((i) => i.kind === kind && i.id === id);

/** Seat 0's moves by the policy (setup, discards), up to its next roll; returns the view. */
async function toMyRoll(page) {
  for (let i = 0; i < 400; i++) {
    const v = await view(page);
    if (v && v.current_player === 0 && v.phase === 'pre_roll') return v;
    if (v && v.viewer === 0 && v.legal_actions.length && (await screen(page)) === 'game') await step(page, { trade: false });
    else await frames(page, 1);
  }
  throw new Error('seat 0 never came to roll');
}

/** The reason shown while the pointer rests on the button `id`. */
async function reasonOf(page, id) {
  const b = find(await probe(page), 'button', id);
  assert.ok(b, `${id} is drawn`);
  const box = await page.locator('#canvas').boundingBox();
  await page.mouse.move(box.x + b.x + b.w / 2, box.y + b.y + b.h / 2);
  await frames(page, 3);
  const r = find(await probe(page), 'text', 'reason');
  await page.mouse.move(box.x + 5, box.y + 5);
  await frames(page, 2);
  return r ? r.value : null;
}

test('desktop: the log pane in view, greyed buttons say why, the your-turn toast goes at the first move', { timeout: 10 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 5, seats: computers, speed: 'Instant' });
  await toMyRoll(page);
  let items = await probe(page);
  // The log: its newest line is inside the window without scrolling the side panel.
  const log = find(items, 'text', 'log'), last = find(items, 'text', 'log last');
  assert.ok(log && last, 'the log and its last line are drawn');
  assert.ok(log.vh >= 150, `the log shows 8 lines or so (${log.vh} px in view)`);
  assert.equal(last.vh, last.h, 'the newest line is wholly in view');
  assert.ok(last.y + last.h <= 800, 'inside the window');
  await page.keyboard.press('r');
  let v = await until(page, (x) => x.phase !== 'pre_roll', 'R rolled');
  for (let i = 0; i < 20 && v.phase !== 'main'; i++) { await step(page, { trade: false }); v = await view(page); }
  assert.equal(v.phase, 'main');
  // Each greyed build button and Buy development card names what is missing ("need 2 grain,
  // 3 ore") or says why else; on the first turn City is always greyed.
  let greyed = 0;
  for (const [id, type] of [['Road', 'build_road'], ['Settlement', 'build_settlement'], ['City', 'build_city'],
    ['Buy development card', 'buy_development_card']]) {
    if (v.legal_actions.some((a) => a.type === type)) continue;
    const why = await reasonOf(page, id);
    assert.match(why ?? '', /^need \d|^No legal spot$|^No development cards left$/, `${id}'s reason: ${why}`);
    greyed++;
  }
  assert.ok(greyed >= 1, 'a greyed button was checked');
  // The next turn of seat 0 starts with the your-turn toast; the first move takes it away (it
  // lives 2 s at most by itself: only a check made sooner than that proves the move took it).
  await page.keyboard.press('e');
  await until(page, (x) => x.current_player !== 0, 'E ended the turn');
  await toMyRoll(page);
  const t0 = Date.now();
  const turnToast = find(await probe(page), 'toast', 'toast turn');
  await page.keyboard.press('r');
  await until(page, (x) => x.phase !== 'pre_roll', 'R rolled');
  await frames(page, 3);
  const gone = !find(await probe(page), 'toast', 'toast turn');
  if (turnToast && Date.now() - t0 < 1800) assert.ok(gone, 'the your-turn toast went at the roll');
  else console.log(`# your-turn toast seen: ${!!turnToast}; ${Date.now() - t0} ms passed (the check needs less than 1800)`);
  assert.ok(turnToast || Date.now() - t0 > 1000, 'the your-turn toast showed when the turn came');
  assert.ok(gone, 'no your-turn toast after the roll');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: Table shows every player, Log 7+ lines, Play brings the hand back', { timeout: 10 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 390, height: 844, dpr: 2, touch: true });
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 5, seats: computers, speed: 'Instant' });
  await toMyRoll(page);
  await clickItem(page, 'button', 'tab Table');
  await frames(page, 4);
  let items = await probe(page);
  for (let p = 0; p < 4; p++) {
    const row = find(items, 'text', `left ${p}`);
    assert.ok(row && row.vh === row.h, `player ${p + 1}'s row is wholly in view (${row ? row.vh : 'none'} of ${row ? row.h : '-'} px)`);
  }
  await clickItem(page, 'button', 'tab Log');
  await frames(page, 4);
  items = await probe(page);
  const log = find(items, 'text', 'log');
  const line = find(items, 'text', 'log last');
  assert.ok(log.vh >= 7 * line.h, `7 lines or more of the log in view (${log.vh} px, lines ${line.h} px)`);
  await clickItem(page, 'button', 'tab Play');
  await frames(page, 4);
  items = await probe(page);
  const chip = find(items, 'chip', 'lumber');
  assert.ok(chip && chip.vh === chip.h, 'the hand is back in view');
  assert.deepEqual(errors, []);
  await context.close();
});
