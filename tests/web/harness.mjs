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

export const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-quic', '--no-first-run', '--use-gl=angle', '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader'];

/** Launches headless Chromium (Debian's /usr/bin/chromium unless CHROMIUM is set). */
export function launch(extraArgs = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: [...chromiumArgs, ...extraArgs] });
}

/** Opens `url` in a new page collecting console errors; resolves { page, errors }. */
export async function openPage(browser, url, { width = 1280, height = 800, dpr = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr });
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

/** The main loop's redraw state (web/main.cpp RedrawStateJson): sleeping, timers, ... (ms). */
export function redrawState(page) { return page.evaluate(() => JSON.parse(window.Catan.module.redrawState())); }

/** Clicks the centre of the probe item of `kind` whose id is `id`; throws if it is not drawn. */
export async function clickItem(page, kind, id) {
  const items = await probe(page);
  const it = items.find((i) => i.kind === kind && i.id === String(id));
  if (!it) throw new Error(`no ${kind} "${id}" on screen; drawn: ${items.filter((i) => i.kind === kind).map((i) => i.id).join(', ')}`);
  const box = await page.locator('#canvas').boundingBox();
  await page.mouse.click(box.x + it.x + it.w / 2, box.y + it.y + it.h / 2);
  await frames(page, 2);
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
