// Page benchmark, animation: wasm time per frame (frameCpuMs) while the game animates versus a
// static game frame of the same screen. A game of seat 0 (a person, played by the test policy)
// against three Strong computers at the instant pace, 1280x800; on each of seat 0's turns it
// presses R (the dice tumble, the producing hexes light up, gains float, maybe toasts) and
// records the frames drawn in the 1.5 s after; then, the animation over, it asks for redraws of
// the unchanged screen for 1.5 s (static frames). Prints both medians and their ratio.
// Usage: node bench-animation.mjs [turns]     (prints a line and a JSON line)
import { serveStatic, launch, waitReady, frames } from './harness.mjs';
import { startGame, view, screen } from './play.mjs';
import { step } from './policy.mjs';

const turns = Number(process.argv[2] || 4);
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s.length ? s[Math.floor(s.length / 2)] : null; };
const server = await serveStatic();
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
const page = await context.newPage();
await page.goto(server.url);
await waitReady(page, 60000);
const computer = { kind: 'computer', level: 'strong' };
await startGame(page, { game: 'base', players: 4, board: 'random', seed: 99, seats: [null, computer, computer, computer], speed: 'Instant' });

async function toRoll() {
  for (let i = 0; i < 600; i++) {
    const v = await view(page);
    if (v && v.viewer === 0 && v.current_player === 0 && v.phase === 'pre_roll' && !v.legal_actions.some((a) => a.type === 'play_knight')) return v;
    if (v && v.winner !== null && v.winner >= 0) return null;
    if (v && v.viewer === 0 && v.legal_actions.length && (await screen(page)) === 'game') await step(page, { trade: false, knights: false });
    else await frames(page, 1);
  }
  return null;
}
// Wasm ms of the frames that start within `ms` from now.
const sample = (ms, poke) => page.evaluate(([ms, poke]) => new Promise((resolve) => {
  const m = window.Catan.module, start = m.frameCount();
  const timer = poke ? setInterval(() => m.requestRedraw(), 50) : null;
  setTimeout(() => {
    if (timer) clearInterval(timer);
    const n = Math.min(m.frameCount() - start, 256);
    resolve(n ? JSON.parse(m.frameCpuMs(n)) : []);
  }, ms);
}), [ms, poke]);

const animating = [], still = [];
for (let t = 0; t < turns; t++) {
  if (!(await toRoll())) break;
  await page.waitForFunction(() => JSON.parse(window.Catan.module.redrawState()).sleeping, null, { timeout: 15000 }).catch(() => {});
  await page.mouse.move(5, 795);  // off the board and buttons: no hover changes
  const p = sample(1500, false);
  await page.keyboard.press('r');
  animating.push(...(await p));
  await page.waitForFunction(() => JSON.parse(window.Catan.module.redrawState()).animate_until < 0, null, { timeout: 15000 }).catch(() => {});
  still.push(...(await sample(1500, true)));
  await page.keyboard.press('e');
  await frames(page, 2);
}
const a = median(animating), s = median(still);
console.log(`frameCpuMs animating: median ${a?.toFixed(2)} ms over ${animating.length} frames; static game frame: median ${s?.toFixed(2)} ms over ${still.length} frames; ratio ${(a / s).toFixed(2)}`);
console.log(JSON.stringify({ frame_cpu_ms_animating_median: a && +a.toFixed(2), frame_cpu_ms_static_median: s && +s.toFixed(2),
  ratio: a && s ? +(a / s).toFixed(2) : null, animating_frames: animating.length, static_frames: still.length, turns }));
await browser.close();
await server.close();
