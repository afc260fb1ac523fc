// The Catan Card Game against a computer at a watchable pace: the computer's moves come with
// no input at all. The page draws only on change (imgui_frontend/control/redraw.hpp); a
// computer's move waits for its pause to end, so the session must run every frame and arm a
// timed frame for the pause's end. Before the fix the card table never ran the session, and a
// game whose first move was the computer's (seed 11: Ben arranges first) sat on "Waiting for
// Ben" with the loop asleep and no timer due.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic, launch, openPage, waitReady, clickItem, redrawState, frames, keysInOneTask, selectAllAndDelete } from './harness.mjs';
import { view, button, screen } from './play.mjs';
import { moveId } from './cardgame.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Waits (reading the view only: no input event reaches the page) until `pred(view)` holds.
async function waitView(page, pred, arg, ms) {
  await page.waitForFunction(([src, arg]) => {
    const v = JSON.parse(window.Catan.module.viewJson());
    return v && new Function('v', 'arg', src)(v, arg);
  }, [pred, arg], { timeout: ms, polling: 50 });
  return view(page);
}

test('card game: the computer moves at the Normal pace with no input events; the typed seed; abandon asks first', { timeout: 60000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  await button(page, 'Catan Card Game');
  await clickItem(page, 'field', 'seed');
  // Ctrl+A and Backspace arrive between two frames, as when a frame is slow: each key pressed and
  // released before a frame still counts (web/main.cpp defers such a release; CI's run had
  // typed the seed after the default one when Playwright's presses met a slow frame).
  await keysInOneTask(page, selectAllAndDelete);
  await frames(page, 3);
  await page.keyboard.type('11', { delay: 20 });
  await clickItem(page, 'field', 'kind 1');
  await button(page, 'seat 1 computer');
  await clickItem(page, 'field', 'level 1');
  await button(page, 'seat 1 easy');
  await button(page, 'speed Normal');
  await button(page, 'Start game');
  // No more input from here on. Seed 11: Ben (seat 1) arranges his regions first.
  let v = await view(page);
  assert.equal(v.decision.seat, 1, 'the computer decides first with seed 11');
  assert.equal(v.decision.kind, 'arrange');
  const start = v.version;
  v = await waitView(page, 'return v.version > arg && v.decision && v.decision.seat === 0', start, 10000);
  assert.equal(v.decision.kind, 'arrange', 'the computer arranged its regions; now the person does');
  // Idle again (the person thinks): the loop sleeps with no timer.
  await page.waitForFunction(() => JSON.parse(window.Catan.module.redrawState()).sleeping, null, { timeout: 5000, polling: 50 });
  // One click, then several computer moves in a row (its starting hand: a stack, three cards),
  // each after its own pause, again without input.
  await clickItem(page, 'button', moveId({ type: 'ready' }));
  const after = (await view(page)).version;
  v = await waitView(page, 'return v.version >= arg + 4 && v.decision && v.decision.seat === 0', after, 15000);
  const st = await redrawState(page);
  assert.ok(v.version >= after + 4, `the computer took its stack and three cards (version ${after} -> ${v.version})`);
  // The typed seed is the game's (the saved session's setup).
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('catan.session')));
  assert.equal(saved.setup.seed, 11, 'the seed typed on the new-game screen');
  // Menu > Abandon game asks first; "Keep playing" keeps the game, "Yes, abandon" ends it.
  await button(page, 'Menu');
  await button(page, 'Abandon game');
  assert.equal(await screen(page), 'game');
  await button(page, 'Keep playing');
  assert.equal(await screen(page), 'game');
  await button(page, 'Menu');
  await button(page, 'Abandon game');
  await button(page, 'Yes, abandon');
  assert.equal(await screen(page), 'title');
  assert.deepEqual(errors, []);
  console.log(`card game stall check: computer moves ${start} -> ${v.version}, loop sleeping ${st.sleeping}`);
  await context.close();
});
