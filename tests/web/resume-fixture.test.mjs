// A game the page saved before the platform restructuring (issue 13) resumes and goes on:
// tests/fixtures/browser-session-base.json is the localStorage value an earlier version wrote.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch, openPage, waitReady, frames } from './harness.mjs';
import { view, screen, passDevice } from './play.mjs';
import { step } from './policy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = fs.readFileSync(path.resolve(here, '../fixtures/browser-session-base.json'), 'utf8');

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('a session stored by the previous version resumes and continues', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  await page.evaluate((s) => localStorage.setItem('catan.session', s), fixture);
  await page.reload();
  await waitReady(page);
  await frames(page, 2);
  assert.equal(await screen(page), 'handover', 'the stored game is resumed (hand hidden first)');
  await passDevice(page);
  assert.equal(await screen(page), 'game');
  const stored = JSON.parse(fixture).match;
  const v = await view(page);
  assert.equal(v.turn, stored.state.turn, 'same turn as the stored game');
  assert.equal(v.phase, stored.state.phase, 'same phase as the stored game');
  for (let i = 0; i < 12; i++) await step(page);
  assert.notDeepEqual(await view(page), v, 'the game goes on');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('catan.session')));
  assert.equal(saved.format, 'catan-web-session');
  assert.equal(saved.setup.board, 'random', 'options kept flat in the setup, as before');
  assert.equal(saved.setup.vp_target, 10);
  assert.ok(saved.match.log.length > stored.log.length, 'the continued game is saved');
  assert.deepEqual(saved.match.log.slice(0, stored.log.length), stored.log, 'on top of the stored log');
  assert.deepEqual(errors, []);
  await context.close();
});
