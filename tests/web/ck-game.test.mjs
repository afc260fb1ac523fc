// Cities & Knights in the page (issue 17): a game with four computer players plays to victory
// through the page; a human seat acts by clicks on every kind of C&K decision (a knight
// action, a city improvement, a progress card with a target) and lives through a barbarian
// attack, checked against the engine's list of C&K action types (docs/protocol.md's table).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, launch, openPage, waitReady, artifactsDir, frames, probe } from './harness.mjs';
import { view, screen, statusText, until } from './play.mjs';
import { startCk, humanStep, engineCkTypes } from './ck.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launch(); fs.mkdirSync(artifactsDir, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

/** The kind of decision each C&K action type is (every type must have one). */
function kindOf(type) {
  if (/knight|chase_robber|deserter$/.test(type)) return 'knight';
  if (type === 'build_improvement' || type === 'place_metropolis') return 'improvement';
  if (type === 'lose_city' || type === 'choose_progress') return 'barbarians';
  if (/^play_/.test(type) && type !== 'play_progress') return 'card with a target';
  if (['play_progress', 'discard_progress', 'spy_take', 'master_take', 'harbor_offer', 'harbor_answer', 'wedding_gift',
    'sabotage_discard', 'diplomat_skip', 'aqueduct_take', 'build_city_wall'].includes(type)) return 'other';
  return null;
}

test('a C&K game with computer players plays to victory through the page', { timeout: 40 * 60 * 1000 }, async () => {
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  await startCk(page, { players: 4, board: 'random', seed: 5, speed: 'Instant',
    seats: [{ kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'easy' },
      { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'strong' }] });
  assert.equal(await statusText(page), '', 'the game started');
  let last = '', stuck = 0, shot = false;
  while ((await screen(page)) !== 'victory') {
    await page.waitForTimeout(2000);
    const v = await view(page);
    assert.ok(v, 'a view');
    const n = `${v.turn}/${v.events?.length ?? 0}/${v.phase}`;
    assert.equal(await statusText(page), '', 'no computer move was refused');
    stuck = n === last ? stuck + 1 : 0;
    last = n;
    assert.ok(stuck < 30, `the game keeps moving (${n})`);
    if (!shot && v.turn >= 40) { shot = true; await page.screenshot({ path: path.join(artifactsDir, 'ck-computers-midgame.png') }); }
  }
  await frames(page, 3);
  await page.screenshot({ path: path.join(artifactsDir, 'ck-computer-victory.png') });
  const v = await view(page);
  assert.ok(v.winner !== null && v.winner >= 0, 'someone won');
  assert.ok(v.players[v.winner].points >= 13, `the winner has 13 points (${v.players[v.winner].points})`);
  console.log(`# C&K computer game: seat ${v.winner} won after ${v.turn} turns`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a human seat takes every kind of C&K decision by clicks', { timeout: 40 * 60 * 1000 }, async () => {
  const types = engineCkTypes();
  assert.ok(types.size >= 35, `the protocol lists the C&K action types (${types.size})`);
  for (const t of types) assert.ok(kindOf(t), `C&K action type ${t} has a kind of decision`);
  const { page, errors, context } = await openPage(browser, server.url, { width: 1280, height: 800 });
  await waitReady(page);
  await startCk(page, { players: 3, board: 'beginner', seed: 3, speed: 'Instant', handover: false,
    seats: [null, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }] });
  const done = new Set();  // C&K types the human's clicks performed (from the log: the engine's events)
  const need = ['knight', 'improvement', 'card with a target'];
  let attacks = 0, steps = 0, idle = 0, attackToast = null;
  const covered = () => need.every((k) => [...done].some((t) => kindOf(t) === k)) && attacks > 0;
  while (!covered() && (await screen(page)) !== 'victory') {
    assert.ok(steps++ < 1500, `covered within the steps: ${[...done].join(', ')}; attacks ${attacks}`);
    const before = await view(page);
    const mine = before.legal_actions?.length > 0;
    if (!mine) { await page.waitForTimeout(150); if (++idle > 400) assert.fail('the computers stopped'); continue; }
    idle = 0;
    const went = await humanStep(page, { roads: before.turn < 40 });
    const after = await view(page);
    const st = await statusText(page);
    assert.equal(st, '', `no click was refused (${went})`);
    // A decision made: the click's action type, once the view changed after it.
    if (went && types.has(went) && JSON.stringify(after.legal_actions) !== JSON.stringify(before.legal_actions)) done.add(went);
    const was = attacks;
    attacks = after.cities_knights?.barbarian_attacks ?? 0;
    // An attack is its own moment: its toast (strength against the knights) shows after it.
    if (attacks > was && !attackToast) attackToast = (await probe(page)).find((i) => i.kind === 'toast' && i.id === 'toast barbarians');
  }
  if (attacks > 0) assert.ok(attackToast, 'the barbarian attack showed as a toast');
  const v = await view(page);
  console.log(`# C&K human by clicks: ${[...done].sort().join(', ')}; barbarian attacks seen ${attacks}; turn ${v.turn}`);
  for (const k of need) assert.ok([...done].some((t) => kindOf(t) === k), `the human took a ${k} decision`);
  assert.ok(attacks > 0, 'a barbarian attack came while the human played');
  await page.screenshot({ path: path.join(artifactsDir, 'ck-human.png') });
  // A reload mid-game resumes exactly: the same turn, phase and C&K state (knights, levels, ship).
  const saved = await until(page, (x) => x.legal_actions.length > 0 && x.phase !== 'trade_offer', 'the human to act (the game waits)', 600);
  await page.reload();
  await waitReady(page);
  await frames(page, 3);
  assert.equal(await screen(page), 'game', 'the reload resumed the game');
  const back = await view(page);
  assert.equal(back.turn, saved.turn);
  assert.deepEqual(back.cities_knights.knights, saved.cities_knights.knights);
  assert.deepEqual(back.cities_knights.improvements, saved.cities_knights.improvements);
  assert.equal(back.cities_knights.barbarian_position, saved.cities_knights.barbarian_position);
  assert.deepEqual(errors, []);
  await context.close();
});
