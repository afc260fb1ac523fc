// The page boots to the app's first screen: no console errors, a non-blank canvas, the game
// list drawn, the canvas fitting the window on resize and sharp on high-DPI screens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, probe, frames, distinctColours, artifactsDir } from './harness.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

test('page boots to the title screen without console errors', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  await frames(page, 3);
  const shot = path.join(artifactsDir, 'boot.png');
  await page.screenshot({ path: shot });
  assert.ok(fs.statSync(shot).size > 5000, 'screenshot has content');
  assert.ok(await distinctColours(page) > 10, 'canvas is not blank');
  const items = await probe(page);
  const labels = items.filter((i) => i.kind === 'button').map((i) => i.id);
  for (const name of ['CATAN', 'CATAN for Two']) assert.ok(labels.includes(name), `game "${name}" listed: ${labels}`);
  const overlayHidden = await page.evaluate(() => document.getElementById('overlay').classList.contains('done'));
  assert.ok(overlayHidden, 'loading overlay hidden after first frame');
  assert.deepEqual(errors, []);
  await context.close();
});

test('canvas follows window resizes and renders at device pixel ratio', async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 900, height: 600, dpr: 2 });
  await waitReady(page);
  await frames(page, 2);
  let size = await page.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.height, c.clientWidth, c.clientHeight]; });
  assert.deepEqual(size, [1800, 1200, 900, 600]);
  await page.setViewportSize({ width: 700, height: 500 });
  await frames(page, 3);
  size = await page.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.height, c.clientWidth, c.clientHeight]; });
  assert.deepEqual(size, [1400, 1000, 700, 500]);
  await page.screenshot({ path: path.join(artifactsDir, 'boot-hidpi.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a browser that refuses a WebGL2 context gets a readable error', async () => {
  const { page, context } = await openPage(browser, 'about:blank');
  await page.addInitScript(() => {
    const orig = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...a) { return kind === 'webgl2' ? null : orig.call(this, kind, ...a); };
  });
  await page.goto(server.url);
  await page.waitForFunction(() => window.Catan && window.Catan.error);
  const text = await page.locator('#error-text').textContent();
  assert.match(text, /WebGL 2/);
  assert.ok(await page.locator('#error').isVisible());
  await context.close();
});

test('a browser without the WebGL2 API gets a readable error before loading the app', async () => {
  const { page, context } = await openPage(browser, 'about:blank');
  await page.addInitScript(() => { delete window.WebGL2RenderingContext; });
  await page.goto(server.url);
  await page.waitForFunction(() => window.Catan && window.Catan.error);
  assert.match(await page.locator('#error-text').textContent(), /WebGL 2/);
  assert.equal(await page.evaluate(() => window.Catan.module), null, 'the app is not started');
  await context.close();
});
