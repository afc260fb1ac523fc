// Makes tests/fixtures/ck-clicks.json for ck-clicks.test.mjs (issue 17): positions of Cities &
// Knights games where a seat can take the C&K decisions a random game rarely deals a person.
//
//   1. Computer games in the page (4 computer seats, Instant): the page's own saved session
//      (localStorage `catan.session`: setup + config + action log) just before the end.
//   2. With the native engine (catan-cli legal / view on the log's prefixes), for each C&K
//      action type not yet covered: a prefix and a short chain of actions from it (the seat the
//      page would show acting at each step: ChooseSeat in imgui_frontend/control/session.cpp),
//      each step of a C&K type, preferring types no chain covers yet.
//
// The fixture holds each used game's config and log (cut after its last used prefix) and the
// chains; the test loads each prefix as a save with every seat a person and does the chain by
// clicks. The bot games' logs carry no chance fields: dice and draws come from the seed on
// replay, so a prefix gives the same position in the page as in catan-cli.
//
//   cd tests/web && CATAN_DIST=... node ck-clicks-fixture.mjs [--cli ../../build/native/catan-cli]
//       [--seeds 1,2,3,4,5] [--games DIR (sessions g<seed>.json saved before)] [--out FILE]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const CLI = path.resolve(arg('--cli', path.resolve(here, '../../build/native/catan-cli')));
const SEEDS = arg('--seeds', '1,2,3,4,5').split(',').map(Number);
const gamesDir = arg('--games', null);  // already played sessions (g<seed>.json) instead of the page
const OUT = path.resolve(arg('--out', path.resolve(here, '../fixtures/ck-clicks.json')));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-clicks-'));

/** The C&K action types: the first column of docs/protocol.md's C&K table. */
export function engineCkTypes() {
  const doc = fs.readFileSync(path.resolve(here, '../../docs/protocol.md'), 'utf8');
  const part = doc.slice(doc.indexOf('## Cities & Knights actions'), doc.indexOf('## Events'));
  const types = new Set();
  for (const m of part.matchAll(/^\| `([a-z_]+)`(?: \/ `([a-z_]+)`)? \|/gm)) { types.add(m[1]); if (m[2]) types.add(m[2]); }
  return types;
}

async function playGames() {
  const { serveStatic, launch, openPage, waitReady } = await import('./harness.mjs');
  const { screen } = await import('./play.mjs');
  const { startCk } = await import('./ck.mjs');
  const server = await serveStatic(); const browser = await launch();
  const out = {};
  for (const seed of SEEDS) {
    const { page, context } = await openPage(browser, server.url);
    await waitReady(page);
    await startCk(page, { players: 4, board: 'random', seed, speed: 'Instant',
      seats: [{ kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'strong' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'strong' }] });
    const t0 = Date.now(); let last = null;
    while ((await screen(page)) !== 'victory' && Date.now() - t0 < 300000) {
      await page.waitForTimeout(300);
      const s = await page.evaluate(() => localStorage.getItem('catan.session'));
      if (s) last = s;
    }
    out[seed] = JSON.parse(last);
    console.log(`game seed ${seed}: ${out[seed].match.log.length} actions`);
    await context.close();
  }
  await browser.close(); await server.close();
  return out;
}

const cli = (args) => JSON.parse(execFileSync(CLI, args, { maxBuffer: 1 << 26 }).toString());
function save(match, log) {
  const f = path.join(tmp, 'q.json');
  fs.writeFileSync(f, JSON.stringify({ config: match.config, format: match.format, version: match.version, log }));
  return f;
}
/** The seat the page shows acting (every seat a person), its legal actions, the phase. */
function acting(match, log) {
  const f = save(match, log);
  const v = cli(['view', f, '--player', '0']);
  const pending = v.pending_players || [];
  if (!pending.length || v.winner !== null && v.winner >= 0) return null;
  const n = v.players.length, cur = v.current_player;
  let seat = -1;
  if (v.phase === 'trade_offer') return null;  // not replayed by this fixture
  if (v.phase === 'discard' || !pending.includes(cur)) {
    for (let k = 0; k < n && seat < 0; k++) if (pending.includes((cur + k) % n)) seat = (cur + k) % n;
  } else seat = cur;
  const legal = cli(['legal', f, '--player', String(seat)]);
  return { seat, legal, phase: v.phase };
}

const key = (a) => a.type;
// The action a type follows when the computer games never open it themselves.
const GATEWAY = { relocate_knight: 'displace_knight', place_deserter: 'play_deserter', diplomat_skip: 'play_diplomat',
  harbor_offer: 'play_progress', harbor_answer: 'play_progress', wedding_gift: 'play_progress', sabotage_discard: 'play_progress' };
const sameAction = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function main(games) {
  const types = engineCkTypes();
  const covered = new Set();
  const chains = [];
  // Where each C&K type is legal for the acting seat: index lists per game.
  const where = {};  // type -> [{seed, i}]
  for (const [seed, s] of Object.entries(games)) {
    const log = s.match.log;
    for (let i = 0; i <= log.length; i++) {
      const a = acting(s.match, log.slice(0, i));
      if (!a) continue;
      for (const t of new Set(a.legal.map(key))) if (types.has(t)) (where[t] ??= []).push({ seed, i });
    }
    console.log(`analysed seed ${seed}`);
  }
  // A chain from a prefix: its first action, then while the acting seat can take an uncovered
  // C&K type, one such action (a one-step look-ahead picks the one opening most new types).
  const gainAfter = (match, log, have) => {
    const a = acting(match, log);
    if (!a) return [];
    return [...new Set(a.legal.map(key))].filter((t) => types.has(t) && !have.has(t));
  };
  function chainFrom(match, prefix, firstType) {
    const acts = [], have = new Set(covered);
    let log = prefix.slice(), want = firstType;
    for (let step = 0; step < 6; step++) {
      const a = acting(match, log);
      if (!a) break;
      let options = want ? a.legal.filter((x) => x.type === want) : a.legal.filter((x) => types.has(x.type) && !have.has(x.type));
      // Nothing new at once: a C&K step that opens a new type (a Deserter's victim's answer
      // before the deserter's placing), or a card that does (the Commercial Harbor's offers).
      const opening = !options.length;
      if (opening) options = a.legal.filter((x) => types.has(x.type));
      if (!options.length) break;
      let best = null, bestGain = opening ? 0 : -1;
      const tries = want ? options.slice(0, 60) : options.length > 8 ? [...options.filter((o) => o.card).slice(0, 12), ...options.slice(0, 8)] : options;
      for (const o of tries) {
        let g;
        try { g = gainAfter(match, log.concat([o]), new Set([...have, o.type])).length; } catch { continue; }
        if (g > bestGain) { best = o; bestGain = g; }
      }
      if (!best) break;
      acts.push(best);
      have.add(best.type);
      log = log.concat([best]);
      want = null;
    }
    return acts;
  }
  const priority = ['activate_knight', 'promote_knight', 'move_knight', 'displace_knight', 'relocate_knight', 'chase_robber',
    'build_city_wall', 'place_metropolis', 'choose_progress', 'discard_progress', 'aqueduct_take'];
  const order = [...priority, ...[...types].filter((t) => !priority.includes(t)).sort()];
  for (const t of order) {
    if (covered.has(t)) continue;
    // A type never open in these games: from the action that leads to it.
    const start = where[t] ? t : GATEWAY[t];
    if (!start || !where[start]) continue;
    const spots = where[start];
    let best = null;
    // A few spread positions; a type reached through another one: every position (up to 40).
    const picks = start !== t ? spots.slice(0, 40).map((_, k) => k)
      : [...new Set([0, 1, 2, Math.floor(spots.length / 3), Math.floor(spots.length / 2), spots.length - 1])].filter((k) => k < spots.length);
    for (const k of picks) {
      const { seed, i } = spots[k];
      const m = games[seed].match;
      const acts = chainFrom(m, m.log.slice(0, i), start);
      if (!acts.some((a) => a.type === t)) continue;  // the chain must take the type sought
      const gain = new Set(acts.map(key).filter((x) => !covered.has(x))).size;
      if (!best || gain > best.gain) best = { seed: Number(seed), at: i, actions: acts, gain };
    }
    if (!best || !best.actions.length) continue;
    for (const a of best.actions) covered.add(a.type);
    chains.push({ seed: best.seed, at: best.at, actions: best.actions });
    console.log(`chain seed ${best.seed} at ${best.at}: ${best.actions.map(key).join(', ')}`);
  }
  const used = {};
  for (const c of chains) used[c.seed] = Math.max(used[c.seed] ?? 0, c.at);
  const out = { format: 'ck-clicks-fixture', note: 'made by tests/web/ck-clicks-fixture.mjs; see tests/fixtures/README.md', games: {}, chains };
  for (const [seed, at] of Object.entries(used)) {
    const s = games[seed];
    out.games[seed] = { setup: s.setup, match: { config: s.match.config, format: s.match.format, version: s.match.version, log: s.match.log.slice(0, at) } };
  }
  fs.writeFileSync(OUT, JSON.stringify(out) + '\n');
  const missing = [...types].filter((t) => !covered.has(t));
  console.log(`covered ${covered.size}/${types.size}; not reachable in these games: ${missing.join(', ')}`);
}

const games = {};
if (gamesDir) for (const seed of SEEDS) { const f = path.join(gamesDir, `g${seed}.json`); if (fs.existsSync(f)) games[seed] = JSON.parse(fs.readFileSync(f, 'utf8')); }
else Object.assign(games, await playGames());
main(games);
