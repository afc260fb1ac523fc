// Struggle for Catan in the page (imgui_frontend/screens/struggle/): (a) a person acts by
// clicks through every kind of decision the engine offers a seat, checked against the saved
// game's log, then the computers finish the game to victory; (b) reloading mid-game resumes
// exactly; (d) the clip check on every Struggle screen and dialog at phone and desktop sizes,
// with the screenshots for docs/screenshots/ (STRUGGLE_SHOTS=1).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic, launch, openPage, waitReady, frames, settled, artifactsDir } from './harness.mjs';
import { view, screen, statusText, button, passDevice } from './play.mjs';
import { HUMAN_TYPES, startStruggle, clickAction, savedTypes, buildKey } from './struggle-play.mjs';
import { clipProblems, SIZES } from './clipcheck.mjs';
import { probe } from './harness.mjs';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

const easy = { kind: 'computer', level: 'easy' };

// The seat on screen's next action, preferring a kind not yet taken, so one game reaches
// every kind: builds towards a city with the Library and the Merchant Guild, flips and keeps
// the destiny card, and otherwise hoards cards (no builds) so a Robbery makes it discard.
// A same-for-same market swap changes nothing and is not offered by the screen: never chosen.
// The native replay of this policy against two easy computers (same seeds, same bot decision
// seeds) found seed 482 reaching all 13 kinds by turn 50 in 51 clicks; 394 and 304 are spares.
function choose(v, seen) {
  const L = v.legal_actions.filter((a) => !(a.type === 'trade_market' && a.give === a.get));
  const of = (t) => L.filter((a) => a.type === t);
  for (const t of ['give_back', 'discard', 'library_pick']) if (of(t).length) return of(t)[0];
  if (of('flip_destiny').length) return seen.has('flip_destiny') ? of('keep_destiny')[0] : of('flip_destiny')[0];
  for (const t of ['library_open', 'guild', 'trade_player', 'trade_market', 'trade_pile'])
    if (!seen.has(t) && of(t).length) return of(t)[0];
  const builds = of('build');
  const done = seen.has('library_open') && seen.has('guild') && seen.has('keep_destiny') && seen.has('flip_destiny');
  const me = v.seats[v.viewer];
  if (!done) {
    const keys = ['expansion:library', 'expansion:merchant_guild', ...(me.settlements + me.cities < 5 ? ['city', 'settlement'] : [])];
    for (const key of keys) {
      const b = builds.find((a) => buildKey(a) === key);
      if (b) return b;
    }
  }
  return of('end_trade')[0] ?? of('end_turn')[0] ?? L[0];
}

test('Struggle: a person acts by clicks through every kind of decision, then the computers win', { timeout: 10 * 60 * 1000 }, async () => {
  const t0 = Date.now();
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  const seen = new Set();
  const offered = new Set();
  let clicks = 0, games = 0, end = null, waited = 0;
  // A computer may build the Library or the Merchant Guild first: then another game.
  for (const seed of [482, 394, 304]) {
    if (games > 0) { await button(page, 'New game'); await button(page, 'Back'); }
    games++;
    await startStruggle(page, { players: 3, seed, seats: [null, easy, easy] });
    assert.equal(await screen(page), 'game');
    for (let i = 0; i < 6000 && (await screen(page)) === 'game'; i++) {
      const v = await view(page);
      if (!v || v.viewer !== 0 || !v.pending.includes(0) || !v.legal_actions.length) { await frames(page, 1); continue; }
      // Decisions made at once (a Robbery's discards): the computers go first, as in the native
      // replay that chose the seeds. A computer's decision seed counts the game's actions, so
      // acting before it would change its choice, and the game would depend on the machine's speed.
      if (v.pending.length > 1 && waited++ < 600) { await frames(page, 1); continue; }
      waited = 0;
      for (const a of v.legal_actions) offered.add(a.type);
      const a = seen.size === HUMAN_TYPES.length ? (v.legal_actions.find((x) => ['give_back', 'discard'].includes(x.type)) ??
        v.legal_actions.find((x) => x.type === 'keep_destiny') ?? v.legal_actions.find((x) => ['end_trade', 'end_turn'].includes(x.type)))
        : choose(v, seen);
      const before = JSON.stringify(v);
      await clickAction(page, v, a);
      clicks++;
      assert.equal(await statusText(page), '', `no refusal after clicking ${JSON.stringify(a)}`);
      const after = await view(page);
      assert.notEqual(JSON.stringify(after), before, `the click on ${a.type} changed the game`);
      for (const t of await savedTypes(page, 0)) seen.add(t);
    }
    assert.equal(await screen(page), 'victory', 'the game ended');
    end = await view(page);
    if (seen.size === HUMAN_TYPES.length) break;
  }
  assert.ok(end.winner !== null && end.winner > 0, 'a computer seat won the last game');
  assert.ok(end.seats[end.winner].vp >= 10, 'with 10 victory points');
  // Every type the engine offered this seat is one the test knows, and each was taken by clicks.
  for (const t of offered) assert.ok(HUMAN_TYPES.includes(t), `offered type ${t} is in the list`);
  assert.deepEqual([...seen].sort(), [...HUMAN_TYPES].sort(), 'every kind of decision was taken by clicks');
  console.log(`# struggle: ${games} game(s), ${clicks} clicked actions, seat ${end.winner} won the last on turn ${end.turn_number + 1}, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  await page.screenshot({ path: path.join(artifactsDir, 'struggle-victory.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Struggle: reloading mid-game resumes exactly', { timeout: 10 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  await startStruggle(page, { players: 3, seed: 9, seats: [null, easy, easy] });
  for (let i = 0, n = 0; i < 400 && n < 12; i++) {
    const v = await view(page);
    if (!v || !v.pending.includes(0) || !v.legal_actions.length) { await frames(page, 1); continue; }
    const a = v.legal_actions.find((x) => x.type === 'trade_market') ?? v.legal_actions.find((x) => x.type === 'build') ??
      v.legal_actions.find((x) => ['give_back', 'discard', 'keep_destiny', 'end_trade', 'end_turn'].includes(x.type));
    await clickAction(page, v, a);
    n++;
  }
  await settled(page, 300);
  const before = await view(page);
  assert.ok(before.pending.includes(0), 'seat 0 to move (the computers have moved)');
  await page.reload();
  await waitReady(page);
  await frames(page, 3);
  assert.equal(await screen(page), 'game', 'one person: no hand-over');
  assert.deepEqual(await view(page), before, 'the same view after the reload');
  assert.deepEqual(errors, []);
  await context.close();
});

// Every Struggle screen and dialog at one page's sizes: the table (trade with a card picked
// and a blind draw open; build with payments), the help, the menu, the hand-over screen and
// the victory screen. Returns the problems found and the game's last save before its end.
// endSave: a save of a computers' game near its end (a finished game is not saved): resumed
// for the victory screen instead of playing a whole game of computers again.
async function checkScreens(page, sizes, tag, endSave = null) {
  const problems = [];
  const check = async (what) => {
    for (const s of sizes) {
      await page.setViewportSize({ width: s.width, height: s.height });
      await frames(page, 6);
      await settled(page, 800);
      const found = clipProblems(await probe(page), { width: s.width, height: s.height, touch: s.touch });
      for (const p of found) problems.push(`${what} at ${s.width}: ${p}`);
    }
  };
  const shot = async (name) => {
    if (!process.env.STRUGGLE_SHOTS) return;
    const size = tag === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    await page.setViewportSize(size);
    await settled(page, 300);
    await page.screenshot({ path: path.join(shots, `${tag}-struggle-${name}.jpg`), type: 'jpeg', quality: 82 });
  };
  // Two people (hand-over between them) and a computer, 3 players (destiny arrow shown).
  await startStruggle(page, { players: 3, seed: 21, seats: [null, null, easy] });
  let v = await view(page);
  await check('trade');
  await shot('trade');
  const give = v.legal_actions.find((a) => a.type === 'trade_market');
  if (give) { await button(page, `hand ${give.give}`); await check('card picked'); }
  const blind = v.legal_actions.find((a) => a.type === 'trade_player');
  if (blind) { await button(page, `blind ${blind.victim}`); await check('blind draw'); await shot('blind'); }
  await button(page, 'end trade');
  await frames(page, 2);
  v = await view(page);
  const b = v.legal_actions.find((a) => a.type === 'build');
  if (b) { await button(page, `build ${buildKey(b)}`); await check('build payments'); await shot('build'); }
  await button(page, 'Menu');
  await check('menu');
  await button(page, 'Help');
  await check('help');
  await shot('help');
  await page.keyboard.press('Escape');
  await frames(page, 2);
  await button(page, 'end turn');
  await frames(page, 3);
  assert.equal(await screen(page), 'handover');
  await check('handover');
  await shot('handover');
  await passDevice(page);
  // The victory screen: abandon, then a game of computers at the instant pace (or its last
  // save, resumed: the computers make its last moves).
  await button(page, 'Menu');
  await button(page, 'Abandon game');
  await button(page, 'Yes, abandon');
  let lastSave = null;
  if (endSave) {
    await page.evaluate((s) => localStorage.setItem('catan.session', s), endSave);
    await page.reload();
    await waitReady(page);
    await frames(page, 2);
    assert.notEqual(await screen(page), 'title', 'the saved game of computers resumed');
    await passDevice(page);
  } else {
    await startStruggle(page, { players: 4, seed: 3, seats: [easy, easy, easy, easy] });
  }
  const tGame = Date.now();
  for (let i = 0; i < 1500 && (await screen(page)) !== 'victory'; i++) {
    if (!endSave) lastSave = (await page.evaluate(() => localStorage.getItem('catan.session'))) ?? lastSave;
    await page.waitForTimeout(200);
  }
  assert.equal(await screen(page), 'victory');
  console.log(`# struggle clip check, ${tag}: the computers' game to victory ${endSave ? '(resumed near its end)' : ''} ${((Date.now() - tGame) / 1000).toFixed(0)} s`);
  await check('victory');
  await shot('victory');
  return { problems, lastSave };
}

test('Struggle: no widget clipped or overlapping on any screen at 360-1920 px', { timeout: 20 * 60 * 1000 }, async () => {
  let endSave = null;
  for (const [tag, touch] of [['phone', true], ['desktop', false]]) {
    const sizes = SIZES.filter((s) => s.touch === touch);
    const t0 = Date.now();
    const { page, errors, context } = await openPage(browser, server.url, { ...sizes[0], dpr: touch ? 2 : 1 });
    await waitReady(page);
    const { problems, lastSave } = await checkScreens(page, sizes, tag, endSave);
    endSave ??= lastSave;
    assert.ok(endSave, 'the computers\' game was saved before its end');
    console.log(`# struggle clip check, ${tag} screens: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    assert.deepEqual(problems, [], `${problems.length} clip problem(s)`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
