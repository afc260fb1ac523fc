// CPU time of every process this Node process started (headless Chromium's browser, GPU,
// renderer, utility and zygote processes), read from /proc on Linux. Used by the page benchmark
// to report what an idle page costs the whole browser, not only its main thread.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const ticksPerSecond = (() => { try { return Number(execSync('getconf CLK_TCK').toString().trim()) || 100; } catch (e) { return 100; } })();

function readStat(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields start after the last ')'.
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), start: Number(f[19]) };  // utime + stime
  } catch (e) { return null; }
}

/** CPU seconds (user + system) used so far by each living descendant of `root`, keyed "pid/start". */
export function descendantsCpu(root = process.pid) {
  const stats = new Map();
  for (const d of fs.readdirSync('/proc')) if (/^\d+$/.test(d)) { const st = readStat(d); if (st) stats.set(Number(d), st); }
  const out = new Map();
  const keep = (pid) => { for (let p = pid, i = 0; p > 1 && i < 64; i++) { if (p === root) return true; const st = stats.get(p); if (!st) return false; p = st.ppid; } return false; };
  for (const [pid, st] of stats) if (pid !== root && keep(pid)) out.set(`${pid}/${st.start}`, st.ticks / ticksPerSecond);
  return out;
}

/** CPU seconds the descendants of `root` used between two descendantsCpu() readings. */
export function cpuBetween(a, b) {
  let sum = 0;
  for (const [k, v] of b) sum += v - (a.get(k) || 0);  // a process started in between counts whole
  return sum;
}
