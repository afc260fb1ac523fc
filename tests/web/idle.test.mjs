// The page draws only when something changes (web/main.cpp, imgui_frontend/control/redraw.hpp): a
// page left alone sleeps (< 2 frames per idle second), and each kind of change wakes it at once:
// a click, a received peer view, a guest's action at the host, a link status change, a computer
// player's move when its pace delay ends, a window resize each get a frame within 50 ms; an
// animation (the pulse of highlighted board places) runs to its end with the pointer still; a
// hidden page draws nothing while its computer seats go on moving (the shell's background timer).
// Times are performance.now() milliseconds of the page: trigger time from a listener or just
// before the call, frame start times from the page's own frame log (frameStartsMs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic, launch, openPage, waitReady, probe, clickItem, redrawState } from './harness.mjs';
import { startGame, view, screen, legal } from './play.mjs';

const WITHIN_MS = 50;
let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/**
 * Waits until the main loop sleeps (nothing left to draw) and its last frame is 300 ms old, so
 * the software renderer (SwiftShader, ~100 ms a frame in the GPU process) has finished it: a
 * browser does not start a new frame while the last one is still being rasterized.
 */
async function asleep(page, timeout = 15000) {
  await page.waitForFunction(() => {
    const r = JSON.parse(window.Catan.module.redrawState());
    return r.sleeping && performance.now() - r.last_frame > 300;
  }, null, { timeout, polling: 20 });
}

/** Start time of the first frame drawn after page time `t` (waits for it). */
async function frameAfter(page, t, timeout = 5000) {
  await page.waitForFunction((t) => JSON.parse(window.Catan.module.frameStartsMs(256)).some((s) => s >= t), t,
    { timeout, polling: 10 });
  return page.evaluate((t) => JSON.parse(window.Catan.module.frameStartsMs(256)).find((s) => s >= t), t);
}

/**
 * Asserts trigger-to-frame delays (ms): the median within 50 ms and none far off. The bench
 * machine is a loaded 2-core box where one frame in a few may start late for reasons outside
 * the page (other processes); a page that missed a trigger would wait for the next input.
 */
function judge(what, delays) {
  const sorted = [...delays].sort((a, b) => a - b);
  const med = sorted[Math.floor(sorted.length / 2)];
  console.log(`# ${what}: first frame ${delays.map((d) => d.toFixed(1)).join(', ')} ms after the trigger (median ${med.toFixed(1)})`);
  assert.ok(med < WITHIN_MS, `${what}: median ${med} ms`);
  assert.ok(sorted[sorted.length - 1] < 4 * WITHIN_MS, `${what}: slowest ${sorted[sorted.length - 1]} ms`);
}

/** Centre of probe item kind/id in page coordinates. */
async function centre(page, kind, id) {
  const it = (await probe(page)).find((i) => i.kind === kind && i.id === String(id));
  assert.ok(it, `${kind} ${id} is drawn`);
  const box = await page.locator('#canvas').boundingBox();
  return [box.x + it.x + it.w / 2, box.y + it.y + it.h / 2];
}

// These tests are about when the page draws, animations included: their pages keep motion
// (the harness opens reduced-motion pages unless asked), except where a test asks for 'reduce'.
const openWithMotion = (options = {}) => openPage(browser, server.url, { reducedMotion: 'no-preference', ...options });

test('a page left alone draws (almost) nothing: title screen and a game screen with highlighted places', async () => {
  const { page, errors, context } = await openWithMotion();
  await waitReady(page);
  await asleep(page);
  const count = () => page.evaluate(() => window.Catan.module.frameCount());
  let f0 = await count();
  await page.waitForTimeout(2000);
  const title = (await count()) - f0;
  await startGame(page, { game: 'base', players: 4, board: 'random', seed: 99, handover: false });
  assert.ok(legal(await view(page), 'build_settlement').length > 0, 'setup: places are highlighted (they pulse, then rest)');
  await asleep(page);
  f0 = await count();
  await page.waitForTimeout(3000);
  const game = (await count()) - f0;
  console.log(`# idle frames: title ${title} in 2 s, game ${game} in 3 s`);
  assert.ok(title < 4, `title screen idle: ${title} frames in 2 s`);
  assert.ok(game < 6, `game screen idle: ${game} frames in 3 s`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a click on a sleeping page redraws within 50 ms and takes effect', async () => {
  const { page, errors, context } = await openWithMotion();
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 1, handover: false });
  const v = await view(page);
  const spot = legal(v, 'build_settlement')[0].vertex;
  const [x, y] = await centre(page, 'vertex', spot);
  await page.evaluate(() => {
    window.addEventListener('mousedown', () => { window.__down = performance.now(); }, true);
    window.addEventListener('mouseup', () => { window.__up = performance.now(); }, true);
  });
  // Three presses on a sleeping page over a settlement spot: two with the right button (which
  // does nothing there), then a left click that places the settlement. One late frame on a loaded
  // machine is noise; the median must be within 50 ms and none far off.
  const delays = [];
  await page.mouse.move(x, y);
  for (let i = 0; i < 3; i++) {
    const button = i < 2 ? 'right' : 'left';
    await asleep(page);
    await page.mouse.down({ button });
    const down = await page.evaluate(() => window.__down);
    delays.push((await frameAfter(page, down)) - down);
    await page.mouse.up({ button });
    const up = await page.evaluate(() => window.__up);
    delays.push((await frameAfter(page, up)) - up);
  }
  judge('click (press and release)', delays);
  await page.waitForFunction(() => JSON.parse(window.Catan.module.viewJson()).legal_actions.some((a) => a.type === 'build_road'));
  const w = await view(page);
  assert.ok(w.pieces.settlements.some((s) => s.vertex === spot), 'the click placed the settlement');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a computer player\'s move is drawn within 50 ms of the end of its pace delay, with no frames while it waits', async () => {
  // Reduced motion: a placed piece then appears at once (no 0.35 s growing animation after each
  // move), so the only thing that wakes the page between moves is the pace timer under test.
  const { page, errors, context } = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 3, handover: false, speed: 'Normal',
    seats: [null, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }] });
  let v = await view(page);
  await clickItem(page, 'vertex', legal(v, 'build_settlement')[0].vertex);
  await page.waitForFunction(() => JSON.parse(window.Catan.module.viewJson()).legal_actions.some((a) => a.type === 'build_road'));
  v = await view(page);
  await clickItem(page, 'edge', legal(v, 'build_road')[0].edge);
  // Seats 1-3 (computers) each wait 0.5 s before a move; the page sleeps meanwhile with a timer
  // set for the end of the pause. Three moves: the first frame after each pause is the move's.
  const delays = [];
  for (let i = 0; i < 3; i++) {
    await page.waitForFunction(() => { const r = JSON.parse(window.Catan.module.redrawState()); return r.sleeping && r.timer_due > 0; },
      null, { timeout: 5000, polling: 5 });
    const st = await redrawState(page);
    const pieces = await page.evaluate(() => { const p = JSON.parse(window.Catan.module.viewJson()).pieces; return p.settlements.length + p.roads.length; });
    await page.waitForFunction((n) => { const p = JSON.parse(window.Catan.module.viewJson()).pieces; return p.settlements.length + p.roads.length > n; },
      pieces, { timeout: 5000, polling: 5 });
    const first = await page.evaluate((t) => JSON.parse(window.Catan.module.frameStartsMs(256)).find((s) => s > t), st.last_frame + 0.5);
    assert.ok(first >= st.timer_due - 2, `no frame before the pause ended (${st.timer_due - first} ms early)`);
    delays.push(first - st.timer_due);
  }
  judge('computer move after its pace delay', delays);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a received peer view, a guest\'s action at the host and a link change each redraw within 50 ms', async () => {
  // Two devices (contexts). The host's game has a remote seat 1; the messages go through the same
  // module entries the peer layer calls (shell/peer-game.js): peerView on the host, guestView on
  // the guest, peerSubmit and peerSeatStatus on the host. (peer-*.test.mjs cover the real link.)
  const host = await openWithMotion();
  const guest = await openWithMotion();
  await waitReady(host.page);
  await waitReady(guest.page);
  await startGame(host.page, { game: 'base', players: 3, board: 'beginner', seed: 5, handover: false,
    seats: [null, { kind: 'remote' }, null] });
  const deliver = async () => {
    const msg = await host.page.evaluate(() => JSON.parse(window.Catan.module.peerView(1)));
    await asleep(guest.page);
    const r = await guest.page.evaluate(({ payload, version }) => {
      const t = performance.now();
      const err = window.Catan.module.guestView(JSON.stringify(payload), version);
      return { t, err, version, took: performance.now() - t };
    }, msg);
    assert.equal(r.err, '');
    return r;
  };
  // Views: the first (the guest's title screen becomes the game), then after each of the host's
  // setup moves. Taking a view in (parsing it, building the guest's session the first time)
  // takes tens of ms on this machine; the frame must follow within 50 ms of that.
  const views = [], viewTook = [];
  const took = async (page, r) => { viewTook.push(r.took); views.push((await frameAfter(page, r.t)) - r.t - r.took); };
  await took(guest.page, await deliver());
  assert.equal(await screen(guest.page), 'game');
  let v = await view(host.page);
  await clickItem(host.page, 'vertex', legal(v, 'build_settlement')[0].vertex);
  await host.page.waitForFunction(() => JSON.parse(window.Catan.module.viewJson()).legal_actions.some((a) => a.type === 'build_road'));
  await took(guest.page, await deliver());
  v = await view(host.page);
  await clickItem(host.page, 'edge', legal(v, 'build_road')[0].edge);
  await took(guest.page, await deliver());
  console.log(`# taking a view in: ${viewTook.map((d) => d.toFixed(1)).join(', ')} ms`);
  judge('peer view received (after taking it in)', views);
  let g = await view(guest.page);
  assert.equal(g.viewer, 1);
  assert.equal(g.pieces.roads.length, 1, 'the guest shows the host\'s road');

  // The guest's actions arrive at the host (its settlement, then its road): the host judges and
  // saves each, the peer layer pushes the new views (tens of ms here), and the frame follows.
  const acts = [], actTook = [];
  for (const type of ['build_settlement', 'build_road']) {
    assert.ok(legal(g, type).length > 0, `seat 1 may ${type}`);
    await asleep(host.page);
    const sent = await host.page.evaluate(async (a) => {
      const ver = JSON.parse(window.Catan.module.peerView(1)).version;
      const t = performance.now();
      const res = JSON.parse(window.Catan.module.peerSubmit(1, JSON.stringify(a), ver));
      await new Promise((r) => queueMicrotask(r));  // after the peer layer's view push (a microtask)
      return { t, res, took: performance.now() - t };
    }, legal(g, type)[0]);
    assert.equal(sent.res.ok, true, JSON.stringify(sent.res));
    actTook.push(sent.took);
    acts.push((await frameAfter(host.page, sent.t)) - sent.t - sent.took);
    await deliver();
    g = await view(guest.page);
  }
  console.log(`# judging, saving and pushing views for a guest's action: ${actTook.map((d) => d.toFixed(1)).join(', ')} ms`);
  judge('guest action at the host (after judging it)', acts);

  // A link status change redraws (three reports); the same status again draws nothing.
  const links = [];
  for (const ms of [12, 40, 75]) {
    await asleep(host.page);
    const t = await host.page.evaluate((ms) => { const t = performance.now(); window.Catan.module.peerSeatStatus(1, 'open', ms); return t; }, ms);
    links.push((await frameAfter(host.page, t)) - t);
  }
  judge('link status change', links);
  // The peer layer reports every seat's link every 2 s (here: seat 1 has no guest, "empty"); once
  // that shows again, the same report repeated draws nothing.
  await host.page.waitForFunction(() => window.Catan.probe().some((i) => i.id === 'link 1 empty'), null, { timeout: 10000 });
  // Asleep with no timed frame pending either: what the moves above left to draw on its own
  // (a toast's fade, the end of a pulse) has been drawn. Two clean-clone runs counted 8 such
  // frames inside the 4.5 s below.
  await host.page.waitForFunction(() => {
    const r = JSON.parse(window.Catan.module.redrawState());
    return r.sleeping && r.timer_due < 0 && performance.now() - r.last_frame > 300;
  }, null, { timeout: 15000, polling: 20 });
  const n0 = await host.page.evaluate(() => window.Catan.module.frameCount());
  const t0 = await host.page.evaluate(() => performance.now());
  await host.page.waitForTimeout(4500);
  const drawn = await host.page.evaluate((t) => ({ n: window.Catan.module.frameCount(), state: window.Catan.module.redrawState(),
    at: JSON.parse(window.Catan.module.frameStartsMs(32)).filter((x) => x > t).map((x) => Math.round(x - t)) }), t0);
  assert.equal(drawn.n, n0, `unchanged link reports draw nothing; frames at ${drawn.at.join(', ')} ms; ${drawn.state}`);
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
  await host.context.close();
  await guest.context.close();
});

test('a window resize redraws within 50 ms and the canvas follows', async () => {
  const { page, errors, context } = await openWithMotion({ width: 1000, height: 700 });
  await waitReady(page);
  await asleep(page);
  await page.evaluate(() => window.addEventListener('resize', () => { window.__resized = performance.now(); }));
  const delays = [];
  for (const [w, h] of [[900, 650], [1100, 600], [800, 560]]) {
    await asleep(page);
    await page.evaluate(() => { window.__resized = 0; });
    await page.setViewportSize({ width: w, height: h });
    await page.waitForFunction(() => window.__resized > 0);
    const t = await page.evaluate(() => window.__resized);
    delays.push((await frameAfter(page, t)) - t);
  }
  judge('window resize', delays);
  await asleep(page);
  const size = await page.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.height]; });
  assert.deepEqual(size, [800, 560]);
  assert.deepEqual(errors, []);
  await context.close();
});

// (A real ratio change raises a media-query event and redraws at once; CDP's emulated one raises
// none, so this exercises the shell's once-a-second check.)
test('a device pixel ratio change redraws the sleeping page at the new resolution', async () => {
  const { page, errors, context } = await openWithMotion({ width: 800, height: 600, dpr: 1 });
  await waitReady(page);
  await asleep(page);
  const n0 = await page.evaluate(() => window.Catan.module.frameCount());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 800, height: 600, deviceScaleFactor: 2, mobile: false });
  await page.waitForFunction((n) => window.Catan.module.frameCount() > n, n0, { timeout: 5000 });
  await asleep(page);
  const size = await page.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.height, window.devicePixelRatio]; });
  assert.deepEqual(size, [1600, 1200, 2]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an animation runs to its end while the pointer does not move (highlighted places pulse, then rest)', async () => {
  const { page, errors, context } = await openWithMotion();
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 1, handover: false });
  await asleep(page);
  // One pointer move, then nothing: the pulse must keep frames coming until it ends.
  await page.evaluate(() => window.addEventListener('mousemove', () => { window.__moved = performance.now(); }, true));
  await page.mouse.move(700, 120);
  const moved = await page.evaluate(() => window.__moved);
  await page.waitForFunction(() => JSON.parse(window.Catan.module.redrawState()).animate_until > 0, null, { polling: 10 });
  const end = (await redrawState(page)).animate_until;
  assert.ok(end - moved > 2000 && end - moved < 3500, `the pulse lasts ${end - moved} ms`);
  await asleep(page);
  const starts = await page.evaluate((t) => JSON.parse(window.Catan.module.frameStartsMs(256)).filter((s) => s >= t), moved);
  const gaps = starts.slice(1).map((s, i) => s - starts[i]);
  const last = starts[starts.length - 1];
  console.log(`# pulse: ${starts.length} frames over ${(last - moved).toFixed(0)} ms, largest gap ${Math.max(...gaps).toFixed(0)} ms, ` +
    `last frame ${(last - end).toFixed(0)} ms after the end`);
  assert.ok(last >= end, 'a frame is drawn at or after the end (the final state shows)');
  assert.ok(last - end < 500, 'and frames stop soon after');
  // Without frame requests during the pulse the gap would be the whole pulse (> 2 s); a loaded
  // machine (CI under other builds) stretches single frames to ~0.5 s, so the bound is 1 s.
  assert.ok(Math.max(...gaps) < 1000, 'frames keep coming while the animation runs');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hidden page draws nothing but its computer seats go on moving; shown again, it draws the game as it is', async () => {
  const { page, errors, context } = await openWithMotion();
  await waitReady(page);
  await startGame(page, { game: 'base', players: 4, board: 'beginner', seed: 8, handover: false, speed: 'Instant',
    seats: [{ kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' },
      { kind: 'computer', level: 'easy' }] });
  // What a browser does to a hidden tab: no animation frames, document.hidden; the shell's timer
  // then serves the computer seats through Module.backgroundTick (8 moves a second at most).
  await page.evaluate(() => {
    window.__raf = window.requestAnimationFrame;
    window.__held = [];  // a hidden tab's animation frames wait until it is shown
    window.requestAnimationFrame = (f) => window.__held.push(f);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(300);  // an animation frame already asked for may still come
  const state = () => page.evaluate(() => [window.Catan.module.frameCount(), window.Catan.module.viewJson()]);
  const [f0, v0] = await state();
  await page.waitForTimeout(3500);
  const [f1, v1] = await state();
  const turn = (v) => JSON.parse(v).turn;
  console.log(`# hidden 3.5 s: ${f1 - f0} frames; the computer seats played from turn ${turn(v0)} to turn ${turn(v1)}`);
  assert.equal(f1, f0, 'a hidden page draws no frame');
  assert.notEqual(v1, v0, 'the computer seats went on moving while hidden');
  await page.evaluate(() => {
    window.requestAnimationFrame = window.__raf;
    for (const f of window.__held) window.requestAnimationFrame(f);
    delete document.hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction((f) => window.Catan.module.frameCount() > f, f1, { timeout: 2000 });
  assert.ok(turn(await page.evaluate(() => window.Catan.module.viewJson())) >= turn(v1), 'the page shows the game as it went on');
  assert.deepEqual(errors, []);
  await context.close();
});
