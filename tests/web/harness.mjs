// Shared helpers for the browser tests: a static server for build/web/dist on 127.0.0.1,
// headless Chromium through playwright-core, and page helpers (wait for the app, read the probe).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const distDir = process.env.CATAN_DIST || path.resolve(here, '../../build/web/dist');
export const artifactsDir = path.join(here, 'artifacts');

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml' };

/** Serves `dir` on 127.0.0.1 (a free port, or `port`). Resolves { url, close() }. */
export function serveStatic(dir = distDir, port = 0, host = '127.0.0.1') {
  const server = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    let p = path.normalize(decodeURIComponent(u.pathname)).replace(/^(\.\.[/\\])+/, '');
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(dir, p);
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404).end('not found'); return; }
      res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream',
        'content-length': data.length, 'cache-control': 'no-store' });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(port, host, () =>
    resolve({ url: `http://${host}:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) })));
}

// WebGL through SwiftShader (no GPU here); the page composited in software: SwiftShader's CPU
// time per frame of a base game screen at 1280x800 fell from about 150 ms to about 118 ms, and the
// canvas' own GL calls no longer wait for the compositor (measured in session 17).
export const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-quic', '--no-first-run', '--use-gl=angle', '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader', '--disable-gpu-compositing'];

/**
 * The motion preference (prefers-reduced-motion) of every browser context a test opens without
 * asking for one: 'reduce', so screens show final states at once. Headless Chromium draws the
 * page's WebGL through SwiftShader on the CPU, and the animation frames were most of the browser
 * tests' CPU time (game-base: 203 s with motion, 91 s without, on this 2-core machine). The tests
 * of motion itself (feel, idle, bench-animation) ask for 'no-preference' explicitly;
 * CATAN_TEST_MOTION=no-preference runs every other test with motion too.
 */
export const defaultMotion = process.env.CATAN_TEST_MOTION || 'reduce';

/** Makes `browser.newContext(options)` use defaultMotion unless `options.reducedMotion` is given; returns `browser`. */
export function withDefaultMotion(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: defaultMotion, ...options });
  return browser;
}

/** Launches headless Chromium (Debian's /usr/bin/chromium unless CHROMIUM is set); contexts get defaultMotion. */
export async function launch(extraArgs = []) {
  return withDefaultMotion(await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: [...chromiumArgs, ...extraArgs] }));
}

/**
 * Opens `url` in a new page collecting console errors; resolves { page, errors }. `touch`: a
 * touch screen (hasTouch, as a phone): clickItem then taps and scrolls by dragging a finger.
 * `reducedMotion`: the person's prefers-reduced-motion setting to emulate ('reduce' or
 * 'no-preference'; defaultMotion unless given).
 */
export async function openPage(browser, url, { width = 1280, height = 800, dpr = 1, touch = false, reducedMotion = defaultMotion } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr, hasTouch: touch,
    isMobile: touch, reducedMotion });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  return { page, errors, context };
}

/** Waits until the app reports its first rendered frame. */
export async function waitReady(page, timeout = 30000) {
  await page.waitForFunction(() => window.Catan && window.Catan.ready === true, null, { timeout });
}

/** The labelled things drawn in the last frame (see imgui_frontend/common/probe.hpp). */
export function probe(page) { return page.evaluate(() => window.Catan.probe()); }

/**
 * Waits for `n` more frames to be drawn, or, as the page draws only when something changes,
 * until it sleeps with nothing left to draw and about n frames' time (100 ms each) has passed.
 */
export async function frames(page, n = 2) {
  const start = await page.evaluate(() => [window.Catan.module.frameCount(), performance.now()]);
  await page.waitForFunction(([s, t0, n]) => {
    const m = window.Catan.module;
    if (m.frameCount() >= s + n) return true;
    return !m.redrawState || (JSON.parse(m.redrawState()).sleeping && performance.now() - t0 >= 100 * n);
  }, [start[0], start[1], n], { polling: 20 });
}

/**
 * Waits until the frames that follow an input are drawn (the loop sleeps again: popups have
 * measured and placed themselves), at most `ms` (a game with computers moving may not sleep).
 */
export async function settled(page, ms = 1500) {
  await frames(page, 2);
  await page.waitForFunction(() => JSON.parse(window.Catan.module.redrawState()).sleeping, null, { timeout: ms, polling: 20 })
    .catch(() => {});
}

/**
 * Sends key events to the page all within one JavaScript task, so they reach the page between
 * two of its frames (as when a frame is slow): `keys` lists [type, key, code, keyCode, ctrl].
 * Playwright's own key presses each wait for the page, so they cannot do this.
 */
export function keysInOneTask(page, keys) {
  return page.evaluate((keys) => {
    for (const [type, key, code, keyCode, ctrlKey] of keys) {
      const e = new KeyboardEvent(type, { key, code, ctrlKey, bubbles: true, cancelable: true });
      // The constructor cannot set the legacy key codes that SDL reads.
      Object.defineProperty(e, 'keyCode', { get: () => keyCode });
      Object.defineProperty(e, 'which', { get: () => keyCode });
      window.dispatchEvent(e);
    }
  }, keys);
}

/** Ctrl+A then Backspace as keysInOneTask's list: empties the focused text field. */
export const selectAllAndDelete = [
  ['keydown', 'Control', 'ControlLeft', 17, true], ['keydown', 'a', 'KeyA', 65, true],
  ['keyup', 'a', 'KeyA', 65, true], ['keyup', 'Control', 'ControlLeft', 17, false],
  ['keydown', 'Backspace', 'Backspace', 8, false], ['keyup', 'Backspace', 'Backspace', 8, false],
];

/** The main loop's redraw state (web/main.cpp RedrawStateJson): sleeping, timers, ... (ms). */
export function redrawState(page) { return page.evaluate(() => JSON.parse(window.Catan.module.redrawState())); }

// Wholly in view, or (a row of a list) its middle band in view: a finger or click lands there.
const wholly = (i) => (i.vw >= i.w - 1 && i.vh >= i.h - 1) ||
  (i.vx <= i.x + i.w * 0.3 && i.vx + i.vw >= i.x + i.w * 0.7 && i.vy <= i.y + i.h * 0.3 && i.vy + i.vh >= i.y + i.h * 0.7);

/**
 * Makes the probe item `kind`/`id` wholly visible, scrolling the windows that scroll (the mouse
 * wheel, or on a touch page a finger drag) as a person would. Resolves the item, or null.
 */
export async function reachItem(page, kind, id) {
  const find = (items) => items.find((i) => i.kind === kind && i.id === String(id));
  let items = await probe(page);
  let it = find(items);
  if (it && wholly(it)) return it;
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  // The scrolling windows drawn, each with a point inside it to scroll from: on its most visible
  // item (the first item could be a 1 px sliver on the window's edge, where a drag starts outside
  // the window; a point between items could lie on a child window, such as the log pane).
  const best = new Map();
  for (const i of items) {
    if (!i.sy || i.layer !== 'base') continue;
    const b = best.get(i.win);
    if (!b || i.vh > b.vh) best.set(i.win, i);
  }
  const wins = new Map();
  for (const [win, i] of best) wins.set(win, { x: i.vx + Math.min(i.vw / 2, 20), y: i.vy + i.vh / 2 });
  // The item's own window first (when it is partly drawn), then every other scrolling window.
  const order = [...wins.entries()].sort(([a], [b]) => (it && b === it.win ? 1 : 0) - (it && a === it.win ? 1 : 0));
  for (const [win, at] of order) {
    for (const dir of [1, -1]) {
      for (let n = 0; n < 25; n++) {
        // A partly drawn item shows which way to go; else search down, then up.
        const step = it && it.win === win ? Math.sign(it.y + it.h / 2 - (it.vy + it.vh / 2)) || dir : dir;
        const mark = JSON.stringify(items.filter((i) => i.win === win).map((i) => [i.id, Math.round(i.y)]));
        await scrollBy(page, at, step * 120, touch);
        items = await probe(page);
        it = find(items);
        if (it && wholly(it)) return it;
        if (JSON.stringify(items.filter((i) => i.win === win).map((i) => [i.id, Math.round(i.y)])) === mark) break;  // at the end
      }
    }
  }
  return it && wholly(it) ? it : null;
}

/**
 * Scrolls the window at `at` ({x, y} canvas px) by `dy` px: the wheel, or a finger dragged
 * up (touch; slowly, so the content follows the finger without a fling).
 */
export async function scrollBy(page, at, dy, touch) {
  const box = await page.locator('#canvas').boundingBox();
  const x = box.x + at.x, y = box.y + at.y;
  if (!touch) {
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, dy);
    await frames(page, 2);
    return;
  }
  await touchDrag(page, [x, y], [x, y - dy], { steps: 8, holdMs: 150 });
}

/**
 * Drags one finger from `from` to `to` (page px) in `steps` moves through the DevTools touch
 * input, then rests `holdMs` (no fling when > 100) and lifts it.
 */
export async function touchDrag(page, from, to, { steps = 8, holdMs = 150, stepMs = 16 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const pt = (x, y) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pt(from[0], from[1]) });
  for (let i = 1; i <= steps; i++) {
    const x = from[0] + (to[0] - from[0]) * i / steps, y = from[1] + (to[1] - from[1]) * i / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pt(x, y) });
    await new Promise((r) => setTimeout(r, stepMs));
  }
  if (holdMs) await new Promise((r) => setTimeout(r, holdMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await frames(page, 3);
}

/**
 * Clicks (on a touch page: taps) the centre of the probe item of `kind` whose id is `id`,
 * scrolling it into view first; throws if it cannot be reached.
 */
export async function clickItem(page, kind, id) {
  const it = await reachItem(page, kind, id);
  if (!it) {
    const items = await probe(page);
    throw new Error(`no ${kind} "${id}" on screen; drawn: ${items.filter((i) => i.kind === kind).map((i) => i.id).join(', ')}`);
  }
  const box = await page.locator('#canvas').boundingBox();
  const x = box.x + it.x + it.w / 2, y = box.y + it.y + it.h / 2;
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await settled(page);
  return it;
}

/**
 * Counts distinct colours in a screenshot of the page (sampled every 7th pixel). A blank canvas
 * gives 1-2; the screenshot is decoded by the browser itself (WebGL buffers are not readable later).
 */
export async function distinctColours(page) {
  const png = await page.screenshot();
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const off = new OffscreenCanvas(img.width, img.height);
    const g = off.getContext('2d'); g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return seen.size;
  }, png.toString('base64'));
}
