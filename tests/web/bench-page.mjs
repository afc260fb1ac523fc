// Page benchmark: page weight (raw and gzip bytes of everything the page downloads) and the
// time from navigation to the first rendered frame, median of several loads in headless Chromium.
// Usage: node bench-page.mjs [loads]     (prints a table and a JSON line)
import zlib from 'node:zlib';
import { serveStatic, launch, waitReady } from './harness.mjs';

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
