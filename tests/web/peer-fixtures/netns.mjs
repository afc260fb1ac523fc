// Runs a peer test file inside a private network namespace (unshare -n) with only a veth pair
// 10.99.0.1 <-> 10.99.0.2, so Chromium has addresses for ICE candidates and no traffic can leave
// the namespace. Outside the namespace, the file registers one test that re-runs itself inside
// and mirrors each inner top-level test as a subtest; the outer run fails if the inner one does.
import { test } from 'node:test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SETUP = [
  'set -e', 'ip link set lo up', 'ip link add v0 type veth peer name v1',
  'ip addr add 10.99.0.1/24 dev v0', 'ip addr add 10.99.0.2/24 dev v1',
  'ip link set v0 up', 'ip link set v1 up', 'ip route add default via 10.99.0.2 dev v0',
  'exec node --test --test-reporter=tap "$1"',
].join('\n');

/**
 * True inside the namespace (define the tests); otherwise registers the re-running test and
 * returns false. `unshare` (arguments of unshare(1)) and `setup` (a shell script that ends by
 * running node on "$1") replace the default private namespace and veth pair (spaces.mjs uses them).
 */
export function insideNetns(fileUrl, { unshare = ['-n'], setup = SETUP } = {}) {
  if (process.env.CATAN_NETNS === '1') return true;
  const file = fileURLToPath(fileUrl);
  test(`${path.basename(file)} inside a private network namespace`, async (t) => {
    // The outer runner marks its children with NODE_TEST_CONTEXT; the inner run is a fresh one.
    const env = { ...process.env, CATAN_NETNS: '1' };
    delete env.NODE_TEST_CONTEXT;
    const { code, out, err } = await new Promise((resolve) => {
      const child = spawn('unshare', [...unshare, 'sh', '-c', setup, 'netns', file], { cwd: path.dirname(file), env });
      let out = '', err = '';
      child.stdout.on('data', (d) => { out += d; });
      child.stderr.on('data', (d) => { err += d; });
      child.on('close', (c) => resolve({ code: c, out, err }));
      child.on('error', (e) => resolve({ code: -1, out, err: String(e) }));
    });
    const lines = out.split('\n');
    let ran = 0;
    for (let i = 0; i < lines.length; i++) {
      // Inner console output (figures such as code sizes and latency) is kept as diagnostics.
      if (/^# (?!Subtest:|(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) )/.test(lines[i])) t.diagnostic(lines[i].slice(2).replace(/\\#/g, '#'));
      const m = /^(not )?ok \d+ - (.*?)(?: # (SKIP|TODO)(.*))?$/.exec(lines[i]);
      if (!m) continue;
      ran++;
      const detail = [];
      for (let j = i + 1; j < lines.length && lines[j].startsWith('  '); j++) detail.push(lines[j]);
      const name = m[2].replace(/\\#/g, '#').replace(/\\\\/g, '\\');  // undo TAP escaping
      // An inner todo stays a todo outside: its failure is reported, not counted.
      await t.test(name, { skip: m[3] === 'SKIP', todo: m[3] === 'TODO' ? (m[4] || '').trim() || true : false }, () => {
        if (m[1]) throw new Error('inner test failed:\n' + detail.join('\n'));
      });
    }
    if (code !== 0 || ran === 0) {
      throw new Error(`inner run exited with ${code} after ${ran} tests\n--- stderr ---\n${err}\n--- stdout (tail) ---\n${out.slice(-4000)}`);
    }
  });
  return false;
}
