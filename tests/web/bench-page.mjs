// Page benchmark: page weight (raw and gzip bytes of everything the page downloads) and the
// time from navigation to the first rendered frame, median of several loads in headless Chromium;
// then the cost of an idle game screen and frame times (see below).
// Usage: node bench-page.mjs [loads]     (prints a table and a JSON line)
import zlib from 'node:zlib';
import { serveStatic, launch, waitReady } from './harness.mjs';
import { descendantsCpu, cpuBetween } from './proc-cpu.mjs';

const loads = Number(process.argv[2] || 7);
const server = await serveStatic();
const browser = await launch();
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };

const files = new Map();
const firstFrame = [];
for (let i = 0; i < loads; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('response', async (r) => {
    try { const b = await r.body(); files.set(new URL(r.url()).pathname, b); } catch (e) { /* redirects */ }
  });
  await page.goto(server.url);
  await waitReady(page, 60000);
  firstFrame.push(await page.evaluate(() => window.Catan.firstFrameMs));
  await context.close();
}
await browser.close();
await server.close();

let raw = 0, gz = 0;
const rows = [];
for (const [name, body] of [...files.entries()].sort()) {
  const g = zlib.gzipSync(body, { level: 9 }).length;
  raw += body.length; gz += g;
  rows.push(`  ${name.padEnd(24)} ${String(body.length).padStart(10)} ${String(g).padStart(10)}`);
}
console.log('file                           raw bytes  gzip bytes');
console.log(rows.join('\n'));
console.log(`  ${'total'.padEnd(24)} ${String(raw).padStart(10)} ${String(gz).padStart(10)}`);
console.log(`first frame after navigation: median ${median(firstFrame).toFixed(0)} ms over ${loads} loads ` +
  `(min ${Math.min(...firstFrame).toFixed(0)}, max ${Math.max(...firstFrame).toFixed(0)})`);
console.log(JSON.stringify({ page_bytes_raw: raw, page_bytes_gzip: gz, first_frame_ms_median: Math.round(median(firstFrame)), loads }));

// ---- On the game screen: the idle cost (frames and CPU of all browser processes per idle
// second), frames while idle, dragging and zooming, and memory over a long idle run.
// Frame interval = time between the starts of frames the app drew (what a player sees);
// wasm ms = time one frame spends in our code (input, UI, draw lists, GL submit).
{
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS || 60);
  const server2 = await serveStatic();
  const browser2 = await launch(['--js-flags=--expose-gc', '--enable-precise-memory-info']);
  const context = await browser2.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(server2.url);
  await waitReady(page, 60000);
  const { startGame } = await import('./play.mjs');
  await startGame(page, { game: 'base', players: 4, board: 'random', seed: 99 });
  // Idle cost of an open game screen (setup: the first player is to place a settlement and
  // nobody touches the page): frames drawn and CPU time of every browser process (browser, GPU,
  // renderer, utility) per idle second, after BENCH_SETTLE_SECONDS without input.
  const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS || 5);
  const idleCpuSeconds = Number(process.env.BENCH_IDLE_CPU_SECONDS || 10);
  await page.mouse.move(640, 400);
  await page.waitForTimeout(settleSeconds * 1000);
  const idleCost = await (async () => {
    const f0 = await page.evaluate(() => window.Catan.module.frameCount());
    const c0 = descendantsCpu(), t0 = performance.now();
    await page.waitForTimeout(idleCpuSeconds * 1000);
    const c1 = descendantsCpu(), t1 = performance.now();
    const f1 = await page.evaluate(() => window.Catan.module.frameCount());
    const s = (t1 - t0) / 1000;
    return { frames_per_idle_s: +((f1 - f0) / s).toFixed(2), cpu_percent_one_core: +(100 * cpuBetween(c0, c1) / s).toFixed(1),
      window_s: +s.toFixed(1), processes: c1.size };
  })();
  console.log(`idle game screen: ${idleCost.frames_per_idle_s} frames per idle second, ${idleCost.cpu_percent_one_core}% of one core ` +
    `(all ${idleCost.processes} browser processes, ${idleCost.window_s} s window after ${settleSeconds} s without input)`);
  console.log(JSON.stringify({ idle_game_screen: idleCost }));
  // Frames the app drew during `ms` (it draws only when something changes): their start
  // intervals (the app's frame log) and wasm time each.
  const sample = (ms) => page.evaluate((ms) => new Promise((resolve) => {
    const m = window.Catan.module, start = m.frameCount();
    setTimeout(() => {
      const n = Math.min(m.frameCount() - start, 256);
      const ts = m.frameStartsMs ? JSON.parse(m.frameStartsMs(n)) : [];
      resolve({ intervals: ts.slice(1).map((x, i) => x - ts[i]), cpu: n ? JSON.parse(m.frameCpuMs(n)) : [], frames: n });
    }, ms);
  }), ms);
  const report = (name, r) => {
    const med = (a) => (a.length ? +median(a).toFixed(2) : null);
    const out = { frame_interval_ms_median: med(r.intervals), wasm_ms_median: med(r.cpu), frames: r.frames };
    console.log(`${name.padEnd(10)} ${r.frames} frames drawn; median frame interval ${out.frame_interval_ms_median} ms, median wasm time ${out.wasm_ms_median} ms per frame`);
    return out;
  };
  const idle = report('idle', await sample(3000));
  // Drag: hold the button on the board and move in a circle while sampling.
  await page.mouse.move(400, 400); await page.mouse.down();
  const dragP = sample(3000);
  for (let i = 0; i < 60; i++) { await page.mouse.move(400 + 120 * Math.cos(i / 6), 400 + 120 * Math.sin(i / 6)); await page.waitForTimeout(40); }
  const drag = report('dragging', await dragP);
  await page.mouse.up();
  const zoomP = sample(3000);
  for (let i = 0; i < 60; i++) { await page.mouse.wheel(0, i % 20 < 10 ? -120 : 120); await page.waitForTimeout(40); }
  const zoom = report('zooming', await zoomP);
  // Memory: wasm heap size and JS heap before/after a long idle run (GC forced first).
  const mem = () => page.evaluate(() => { if (window.gc) window.gc();
    return { js: performance.memory ? performance.memory.usedJSHeapSize : null, wasm: window.Catan.module.HEAP8 ? window.Catan.module.HEAP8.length : null, malloc: window.Catan.module.heapUsed() }; });
  const m0 = await mem();
  await page.waitForTimeout(idleSeconds * 1000);
  const m1 = await mem();
  console.log(`idle ${idleSeconds} s: JS heap ${m0.js} -> ${m1.js} bytes (growth ${m1.js - m0.js}); wasm memory ${m0.wasm} -> ${m1.wasm} bytes (growth ${m1.wasm - m0.wasm}); wasm heap in use ${m0.malloc} -> ${m1.malloc} bytes (growth ${m1.malloc - m0.malloc})`);
  console.log(JSON.stringify({ idle, drag, zoom, idle_seconds: idleSeconds, js_heap_growth: m1.js - m0.js, wasm_memory_growth: m1.wasm - m0.wasm, wasm_heap_in_use_growth: m1.malloc - m0.malloc }));
  await browser2.close();
  await server2.close();
}
