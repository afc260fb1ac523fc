// Page helpers for driving a game through the real UI: start a game from the new-game
// screen, read the view through the read-only hook, click board elements and buttons at the
// positions the probe reports. Nothing here applies an action except by clicking.
import { probe, frames, clickItem, reachItem, settled } from './harness.mjs';

/** The view JSON the screen draws (read-only hook), or null outside a game. */
export async function view(page) {
  return page.evaluate(() => JSON.parse(window.Catan.module.viewJson()));
}

/** One round trip: { screen, view, items (probe) } of the last frame. */
export function snapshot(page) {
  return page.evaluate(() => ({ screen: window.Catan.module.screen(), view: JSON.parse(window.Catan.module.viewJson()),
    items: window.Catan.probe(), status: window.Catan.module.statusText() }));
}

/** Which screen shows: "title", "new_game", "game", "handover", "victory". */
export function screen(page) { return page.evaluate(() => window.Catan.module.screen()); }

/** The one-line status (why the last click was refused), "" if none. */
export function statusText(page) { return page.evaluate(() => window.Catan.module.statusText()); }

/** True if a probe item of `kind`/`id` is drawn. */
export async function has(page, kind, id) {
  return (await probe(page)).some((i) => i.kind === kind && i.id === String(id));
}

/** Clicks a labelled button (probe id). */
export function button(page, label) { return clickItem(page, 'button', label); }

/** Types `text` into the probe field `id` (replacing its content). */
export async function typeInto(page, id, text) {
  await clickItem(page, 'field', id);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay: 20 });
  await page.keyboard.press('Enter');
  await frames(page, 2);
}

/**
 * On a new-game screen, clicks the player count `n` and checks that seat n-1's row is there
 * (scrolled into view if need be). If it is not (the click went where the button had been in a
 * frame drawn before the screen had settled: seen once, beside a sanitizer run, in a clean-clone
 * test run of session 17), waits for the page and clicks again, once, and says so in the log.
 */
export async function choosePlayers(page, n) {
  await button(page, `players ${n}`);
  if (await reachItem(page, 'field', `kind ${n - 1}`)) return;
  console.log(`# players ${n}: seat ${n - 1}'s row is not on the new-game screen after the click; clicking again`);
  await settled(page, 10000);
  await button(page, `players ${n}`);
  await settled(page, 10000);
}

/**
 * From the title screen, starts a game: game "base" | "two-player", players, board, seed.
 * Optional handover=false turns the hand-over screens off (a checkbox on the screen);
 * seats makes seats computer players of a level; speed picks their pace ("Instant", ...).
 */
export async function startGame(page, { game = 'base', players = 4, board = 'beginner', seed = 1, handover = true,
  seats = [], speed = null } = {}) {
  await button(page, game === 'base' ? 'CATAN' : 'CATAN for Two');
  if (game === 'base') await choosePlayers(page, players);
  await button(page, `board ${board}`);
  await typeInto(page, 'seed', String(seed));
  // seats[i] = { kind: 'human' | 'computer', level: 'easy' | 'strong' } (combos opened by clicking)
  // The screen offers you against computers by default (or the choices last started): every
  // seat is set to what the test asks, people where it asks nothing.
  const count = game === 'base' ? players : 2;
  for (let i = 0; i < Math.max(seats.length, count); i++) {
    const s = seats[i];
    if (i > 0 && i < count && (!s || s.kind === 'human')) {
      await clickItem(page, 'field', `kind ${i}`);
      await button(page, `seat ${i} human`);
    }
    if (!s || s.kind === 'human') continue;
    await clickItem(page, 'field', `kind ${i}`);
    await button(page, `seat ${i} ${s.kind}`);
    if (s.level) {
      await clickItem(page, 'field', `level ${i}`);
      await button(page, `seat ${i} ${s.level}`);
    }
  }
  // After the seats: the box is greyed while fewer than two people sit at this screen.
  if (!handover) await button(page, 'handover');
  if (speed) await button(page, `speed ${speed}`);
  await button(page, 'Start game');
  await frames(page, 2);
}

/** If the hand-over screen shows, confirms it. Returns true if it did. */
export async function passDevice(page) {
  if ((await screen(page)) !== 'handover') return false;
  await button(page, 'Show my hand');
  return true;
}

/** Clicks a board element ("vertex" | "edge" | "hex", id) where the probe says it is drawn. */
export function clickBoard(page, kind, id) { return clickItem(page, kind, id); }

/** Legal actions of the view of the given type. */
export function legal(v, type) { return v.legal_actions.filter((a) => a.type === type); }

/** Waits until `pred(view)` holds (polling frames), or throws with `what`. */
export async function until(page, pred, what, tries = 60) {
  for (let i = 0; i < tries; i++) {
    const v = await view(page);
    if (v && pred(v)) return v;
    await frames(page, 1);
  }
  throw new Error('timed out waiting for ' + what);
}
