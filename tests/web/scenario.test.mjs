// Opening a position file through the page (docs/scenario.md): "Open position…" on the title
// screen opens a file chooser; a valid scenario starts a hot-seat game at that position, an
// impossible one is refused with its reason on the title screen. Then the bug-report position
// of issue 12 is played through the bank-trade panel: 4 ore for 1 next to a 3:1 harbor.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch, openPage, waitReady, probe, frames } from './harness.mjs';
import { view, screen, statusText, button, passDevice } from './play.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const scenarioPath = path.resolve(here, '../scenarios/harbor-rates.json');

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function result(page) {
  await page.waitForFunction(() => window.Catan.scenarioResult !== null, null, { timeout: 10000 });
  const r = await page.evaluate(() => window.Catan.scenarioResult);
  await page.evaluate(() => { window.Catan.scenarioResult = null; });
  await frames(page, 2);
  return r;
}

test('open a position file: an impossible one is refused with its reason, a valid one starts the game', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  assert.ok((await probe(page)).some((i) => i.kind === 'button' && i.id === 'Open position…'), 'title offers Open position…');

  // 7 more ore in player 1's hand: 20 ore in all, the game has 19.
  const bad = JSON.parse(fs.readFileSync(scenarioPath, 'utf8'));
  bad.players[1].hand.ore = 7;
  await page.setInputFiles('#scenario-file', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const why = await result(page);
  assert.match(why, /not_conserved/);
  assert.equal(await screen(page), 'title');
  assert.match(await statusText(page), /ore/);
  await page.setInputFiles('#scenario-file', { name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') });
  assert.match(await result(page), /not JSON/);

  // The real chooser from the title screen's button.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Open position…')]);
  await chooser.setFiles(scenarioPath);
  assert.equal(await result(page), '');
  await passDevice(page);
  assert.equal(await screen(page), 'game');
  let v = await view(page);
  assert.equal(v.phase, 'main');
  assert.equal(v.current_player, 0);
  assert.deepEqual(v.you.hand, { brick: 0, lumber: 0, wool: 5, grain: 0, ore: 13 });
  assert.deepEqual(v.you.maritime_rate_options.wool, [2, 3, 4]);

  // Bank trade at the 4:1 rate although 3:1 is held: give ore, rate 4, get brick.
  await button(page, 'Trade with the bank');
  await button(page, 'give ore');
  await button(page, 'rate 4');
  await button(page, 'get brick');
  await button(page, 'Trade with bank');
  v = await view(page);
  assert.equal(await statusText(page), '');
  assert.deepEqual(v.you.hand, { brick: 1, lumber: 0, wool: 5, grain: 0, ore: 9 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('no bank trade possible: the reason names the special harbor\'s resource', async () => {
  const { page, errors, context } = await openPage(browser, server.url);
  await waitReady(page);
  // The same position with 2 ore and 1 wool in hand: rates 2 for wool (its 2:1 harbor), 3 for
  // the rest (the generic harbor); no trade is possible. A bare "2 of a kind needed" read as if
  // any 2 cards would do.
  const pos = JSON.parse(fs.readFileSync(scenarioPath, 'utf8'));
  pos.players[0].hand = { ore: 2, wool: 1 };
  await page.setInputFiles('#scenario-file', { name: 'few.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pos)) });
  assert.equal(await result(page), '');
  await passDevice(page);
  const v = await view(page);
  assert.deepEqual(v.you.maritime_rates, { brick: 3, lumber: 3, wool: 2, grain: 3, ore: 3 });
  const line = (await probe(page)).find((i) => i.kind === 'text' && i.id === 'bank trade');
  assert.ok(line, 'the reason is drawn');
  assert.equal(line.value, 'Bank trade: 2 wool or 3 of a kind needed');
  assert.deepEqual(errors, []);
  await context.close();
});
