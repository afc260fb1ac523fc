// The table on a phone (390x844, touch, device scale 2) and on a desktop (1280x800): a whole
// turn reached by taps/clicks only (setup, roll, build toggle, bank trade, offer, the tabs,
// the log, end turn), the main buttons not moving after a roll, touch scrolling with momentum
// (and taps still clicking), pinch zoom, and text typed through the on-screen keyboard's input.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, clickItem, probe, frames, touchDrag, reachItem } from './harness.mjs';
import { startGame, view, screen, button, legal, until } from './play.mjs';
import { assertNoClipping } from './clipcheck.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

const computers = [null, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }];
const find = (items, kind, id) => items.find((i) => i.kind === kind && i.id === id);
const rect = (i) => i && [i.x, i.y, i.w, i.h].map((n) => Math.round(n));

/**
 * A quick flick at a phone's pace: touch events 16 ms apart, sent from inside the page in one
 * task (DevTools input waits for each slow software-rendered frame, which would turn any flick
 * into a slow drag).
 */
function flick(page, from, to, steps) {
  return page.evaluate(([from, to, steps]) => {
    const canvas = document.getElementById('canvas');
    const touch = (x, y) => new Touch({ identifier: 7, target: canvas, clientX: x, clientY: y, pageX: x, pageY: y });
    const send = (type, t, list) => canvas.dispatchEvent(new TouchEvent(type, { touches: list, targetTouches: list,
      changedTouches: [t], bubbles: true, cancelable: true }));
    const wait = (ms) => { const end = performance.now() + ms; while (performance.now() < end) { /* phone pace */ } };
    let t = touch(from[0], from[1]);
    send('touchstart', t, [t]);
    for (let i = 1; i <= steps; i++) {
      wait(16);
      t = touch(from[0] + (to[0] - from[0]) * i / steps, from[1] + (to[1] - from[1]) * i / steps);
      send('touchmove', t, [t]);
    }
    wait(8);
    send('touchend', t, []);
  }, [from, to, steps]);
}

// Setup for the one person (seat 0): its two settlements and roads, by clicking legal spots.
async function playSetup(page) {
  for (let i = 0; i < 40; i++) {
    const v = await view(page);
    if (!v.phase.startsWith('setup')) return v;
    if (v.current_player !== 0 || !v.legal_actions.length) { await frames(page, 2); continue; }
    const a = v.legal_actions[0];
    await clickItem(page, a.vertex !== undefined ? 'vertex' : 'edge', a.vertex ?? a.edge);
  }
  return view(page);
}

// Waits for seat 0's turn to roll (computers play at once).
const myRoll = (page) => until(page, (v) => v.current_player === 0 && legal(v, 'roll_dice').length > 0, 'my turn to roll', 200);

async function wholeTurn(page, phone) {
  await startGame(page, { game: 'base', players: 4, seed: 4242, seats: computers, speed: 'Instant' });
  assert.equal(await screen(page), 'game');
  await playSetup(page);
  let v = await myRoll(page);
  const turn = v.turn;

  // The main buttons keep their places across the roll: nothing moves under the finger.
  const before = await probe(page);
  const roll = find(before, 'button', 'Roll dice'), end = find(before, 'button', 'End turn');
  assert.ok(roll && end, 'Roll dice and End turn are drawn before the roll');
  await clickItem(page, 'button', 'Roll dice');
  v = await view(page);
  assert.ok(Array.isArray(v.dice), 'the dice were rolled');
  const after = await probe(page);
  assert.deepEqual(rect(find(after, 'button', 'Roll dice')), rect(roll), 'Roll dice did not move after the roll');
  assert.deepEqual(rect(find(after, 'button', 'End turn')), rect(end), 'End turn did not move after the roll');
  assert.ok(find(after, 'text', 'dice sum'), 'the dice are shown, not hidden under the Menu');

  // A 7: discard and move the robber by clicks, as any player.
  for (let i = 0; i < 10; i++) {
    v = await view(page);
    if (v.phase === 'discard' && legal(v, 'discard').length) {
      const me = v.players[0];
      const hand = { ...v.you.hand };
      for (let k = 0; k < me.discard_due; k++) {
        const r = Object.keys(hand).sort((a, b) => hand[b] - hand[a])[0]; hand[r]--;
        await button(page, `discard +${r}`);
      }
      await button(page, 'Discard');
    } else if (v.phase === 'move_robber' && v.current_player === 0) {
      const m = legal(v, 'move_robber')[0];
      await clickItem(page, 'hex', m.hex);
      const rob = (await probe(page)).find((i) => i.kind === 'button' && i.id.startsWith('Rob '));
      if (rob) await clickItem(page, 'button', rob.id);
    } else if (v.phase === 'main') break;
    else await frames(page, 2);
  }
  v = await until(page, (x) => x.phase === 'main' && x.current_player === 0, 'main phase');

  // Build toggle (Road) on and off: on a phone it is in the bottom bar.
  if (legal(v, 'build_road').length) {
    await button(page, 'Road');
    await button(page, 'Road');
  }
  // Trading: on a phone in the Trade tab.
  if (phone) await button(page, 'tab Trade');
  if (legal(v, 'maritime_trade').length) {
    await button(page, 'Trade with the bank');
    assert.ok(await reachItem(page, 'button', 'Trade with bank'), 'the bank trade button is reachable');
  }
  await button(page, 'Offer a trade');
  const give = Object.keys(v.you.hand).find((r) => v.you.hand[r] > 0);
  const want = ['brick', 'lumber', 'wool', 'grain', 'ore'].find((r) => r !== give);
  await button(page, `offer give +${give}`);
  await button(page, `offer get +${want}`);
  await page.screenshot({ path: path.join(artifactsDir, `${phone ? 'phone' : 'desktop'}-trade-open.png`) });
  await assertNoClipping(page, 'game screen with the trade panel open');
  await button(page, 'Offer trade');
  v = await until(page, (x) => x.phase !== 'trade_offer' || legal(x, 'confirm_trade').length > 0 ||
    x.players.every((p) => p.id === 0 || !p.seated || p.trade_answer), 'answers', 200);
  if (v.phase === 'trade_offer') {
    const acc = v.players.find((p) => p.trade_answer === 'accepted' || p.trade_answer === true);
    if (acc && legal(v, 'confirm_trade').length) await button(page, `Trade with ${acc.id}`);
    else await button(page, 'Cancel offer');
  }
  v = await until(page, (x) => x.phase === 'main', 'back to the main phase');
  // The table and the log.
  if (phone) {
    await button(page, 'tab Table');
    assert.ok(await reachItem(page, 'text', 'column Left'), 'the players table shows its last column');
    await button(page, 'tab Log');
  }
  assert.ok(await reachItem(page, 'text', 'log'), 'the log is reachable');
  if (phone) await button(page, 'tab Play');
  await button(page, 'End turn');
  v = await until(page, (x) => x.turn > turn, 'the next turn', 200);
  assert.ok(v.turn > turn);
}

test('phone 390x844 (touch, scale 2): a whole turn by taps only', async () => {
  const { page, errors } = await openPage(browser, server.url, { width: 390, height: 844, dpr: 2, touch: true });
  await waitReady(page);
  await assertNoClipping(page, 'title screen');
  await wholeTurn(page, true);
  await page.screenshot({ path: path.join(artifactsDir, 'phone-after-turn.png') });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('desktop 1280x800: a whole turn by clicks only', async () => {
  const { page, errors } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  await wholeTurn(page, false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('touch: drag scrolls, a flick glides on, a tap still clicks, two fingers zoom the board', async () => {
  const { page, errors } = await openPage(browser, server.url, { width: 390, height: 844, dpr: 2, touch: true });
  await waitReady(page);
  await button(page, 'CATAN');  // the new-game screen is taller than a phone: it scrolls
  const at = async (id) => (await probe(page)).find((i) => i.id === id);
  const box = await page.locator('#canvas').boundingBox();
  const x = box.x + 120, y = box.y + 600;
  // A slow drag moves the content with the finger (within the 8 px before a drag counts), no more.
  const a = await at('players 4');
  await touchDrag(page, [x, y], [x, y - 100], { steps: 10, holdMs: 200 });
  const b = await at('players 4');
  assert.ok(Math.abs((a.y - b.y) - 100) <= 10, `the screen followed the finger: ${a.y} -> ${b.y}`);
  // Back to the top, then a quick flick of 60 px: the content glides on after the finger lifts.
  await touchDrag(page, [x, y - 100], [x, y + 200], { steps: 10, holdMs: 200 });
  const c = await at('players 4');
  assert.equal(Math.round(c.y), Math.round(a.y), 'dragged back to the top');
  await flick(page, [x, y], [x, y - 60], 5);
  await frames(page, 30);
  const d = await at('players 4');
  assert.ok(!d || c.y - d.y > 90, `a 60 px flick scrolled further than the finger went (${c.y} -> ${d && d.y})`);
  // A tap still clicks: CATAN for Two has two seats.
  await touchDrag(page, [x, y - 300], [x, y + 300], { steps: 12, holdMs: 200 });
  await button(page, 'game two-player');
  assert.ok(!(await probe(page)).some((i) => i.id === 'players 3'), 'the tap chose CATAN for Two (no player count to pick)');
  // Pinch: two fingers moving apart on the board make the hexes bigger.
  await button(page, 'Start game');
  const hexW = async () => (await probe(page)).find((i) => i.kind === 'hex').w;
  const w0 = await hexW();
  const cdp = await page.context().newCDPSession(page);
  const cy = box.y + 300, cx = box.x + 195;
  const pts = (dd) => [{ x: cx - dd, y: cy, id: 1 }, { x: cx + dd, y: cy, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pts(30) });
  for (let dd = 40; dd <= 90; dd += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pts(dd) });
    await new Promise((r) => setTimeout(r, 20));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frames(page, 3);
  const w1 = await hexW();
  assert.ok(w1 > w0 * 1.5, `pinching apart zoomed the board in (${w0} -> ${w1})`);
  assert.equal(await page.evaluate(() => window.Catan.module.screen()), 'game', 'the pinch clicked nothing away');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('phone: names and codes typed through the on-screen keyboard input, paste included', async () => {
  const { page, errors } = await openPage(browser, server.url, { width: 390, height: 844, dpr: 2, touch: true });
  await waitReady(page);
  await button(page, 'CATAN');
  await clickItem(page, 'field', 'name 0');
  assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.id), 'text-input',
    'tapping a name field focuses the input that opens the keyboard');
  const field = async (id) => (await probe(page)).find((i) => i.kind === 'field' && i.id === id);
  // Deletions and text as an on-screen keyboard sends them (input events without key codes).
  for (let k = 0; k < 4; k++) {
    await page.evaluate(() => document.getElementById('text-input').dispatchEvent(new InputEvent('input', { inputType: 'deleteContentBackward' })));
    await frames(page, 3);
  }
  await page.keyboard.insertText('Zoë');
  await frames(page, 2);
  assert.equal((await field('name 0')).value, 'Zoë');
  // Paste into the seed field.
  await clickItem(page, 'field', 'seed');
  const seedBefore = (await field('seed')).value;
  await page.evaluate(() => {
    const dt = new DataTransfer(); dt.setData('text/plain', '123');
    document.getElementById('text-input').dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await frames(page, 2);
  assert.ok((await field('seed')).value.includes('123'), `pasted into the seed (${seedBefore} -> ${(await field('seed')).value})`);
  // Leaving the field closes the keyboard.
  await button(page, 'handover');
  await frames(page, 2);
  assert.notEqual(await page.evaluate(() => document.activeElement && document.activeElement.id), 'text-input');
  assert.deepEqual(errors, []);
  await page.context().close();
});
