// Network spaces for browser tests: several network namespaces joined by veth links, each able
// to run its own headless Chromium, so a test can cut one browser's network (a guest going
// offline), route traffic through a middle space (a TURN server), or give each side its own
// addresses. Everything lives inside one private network + mount namespace made for the test
// file (insideSpaces), so nothing is left on the machine: the named namespaces' files are on a
// tmpfs over /run/netns that exists only in that mount namespace. Needs root.
//
//   import { insideSpaces, addSpace, addLink, addRoute, setLink, launchIn, serveThrough } from './peer-fixtures/spaces.mjs';
//   if (insideSpaces(import.meta.url)) {
//     addSpace('guest');                                   // a named namespace (loopback up)
//     addLink({ a: null, devA: 'h0', addrA: '10.98.0.1/24', // null: the test's own namespace
//               b: 'guest', devB: 'g0', addrB: '10.98.0.2/24' });
//     addRoute('guest', 'default via 10.98.0.1');
//     const browser = await launchIn('guest', ['--disable-features=WebRtcHideLocalIpsWithMdns']);
//     const context = await browser.newContext();
//     serveThrough(context, server.url);                   // pages load over the pipe, not the network
//     setLink('guest', 'g0', false);                       // the guest is offline ...
//     setLink('guest', 'g0', true);                        // ... and back
//   }
//
// Three spaces (guest - relay - host, for a TURN test): addSpace each, one addLink per pair,
// addRoute so each end reaches the relay only, launchIn('guest') and launchIn('host'), and run
// the relay server with runIn('relay', command, args).
//
// Playwright drives a browser over a pipe (inherited file descriptors), so a browser launched in
// any space is driven from the test's namespace; only its network is the space's own.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { insideNetns } from './netns.mjs';
import { chromiumArgs, withDefaultMotion } from '../harness.mjs';

const SETUP = [
  'set -e', 'mkdir -p /run/netns', 'mount -t tmpfs spaces /run/netns', 'ip link set lo up',
  'exec node --test --test-reporter=tap "$1"',
].join('\n');

/**
 * True inside the test's private network and mount namespaces (define the tests there);
 * otherwise registers a test that re-runs the file inside them and returns false (netns.mjs).
 * The test's own namespace starts with loopback only: make spaces and links with the functions below.
 */
export function insideSpaces(fileUrl) {
  return insideNetns(fileUrl, { unshare: ['-n', '-m', '--propagation', 'private'], setup: SETUP });
}

function ip(space, ...args) {
  execFileSync('ip', space ? ['-n', space, ...args] : args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Makes the named network namespace `name` with its loopback up. */
export function addSpace(name) {
  execFileSync('ip', ['netns', 'add', name]);
  ip(name, 'link', 'set', 'lo', 'up');
}

/**
 * Joins space `a` and space `b` (null: the test's own namespace) with a veth pair: device
 * `devA` with address `addrA` (CIDR, e.g. '10.98.0.1/24') in `a`, `devB` with `addrB` in `b`. Both ends up.
 */
export function addLink({ a = null, devA, addrA, b = null, devB, addrB }) {
  ip(null, 'link', 'add', devA, 'type', 'veth', 'peer', 'name', devB);
  for (const [space, dev, addr] of [[a, devA, addrA], [b, devB, addrB]]) {
    if (space) ip(null, 'link', 'set', dev, 'netns', space);
    if (addr) ip(space, 'addr', 'add', addr, 'dev', dev);
    ip(space, 'link', 'set', dev, 'up');
  }
}

/** Adds a route in `space` (null: the test's own), given as `ip route add` arguments in one string. */
export function addRoute(space, route) { ip(space, 'route', 'add', ...route.split(/\s+/)); }

/** Sets device `dev` of `space` up (true) or down (false): down cuts the space's link at once. */
export function setLink(space, dev, up) { ip(space, 'link', 'set', dev, up ? 'up' : 'down'); }

/** Runs `command args` inside `space` (null: the test's own namespace). Returns the child process. */
export function runIn(space, command, args = [], opts = {}) {
  return space ? spawn('ip', ['netns', 'exec', space, command, ...args], opts) : spawn(command, args, opts);
}

/**
 * Launches headless Chromium inside `space` (null: the test's own namespace) with the harness's
 * arguments plus `extraArgs`, through a small wrapper script (`ip netns exec SPACE chromium`).
 * Resolves the playwright Browser (contexts get the harness's defaultMotion); closing it removes the wrapper.
 */
export async function launchIn(space, extraArgs = []) {
  const exe = process.env.CHROMIUM || '/usr/bin/chromium';
  const opts = { headless: true, args: [...chromiumArgs, ...extraArgs] };
  if (!space) return withDefaultMotion(await chromium.launch({ ...opts, executablePath: exe }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catan-space-'));
  const wrapper = path.join(dir, 'chromium');
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec '${space}' '${exe}' "$@"\n`, { mode: 0o755 });
  const browser = await chromium.launch({ ...opts, executablePath: wrapper });
  browser.on('disconnected', () => fs.rmSync(dir, { recursive: true, force: true }));
  return withDefaultMotion(browser);
}

/**
 * Serves every request of `context` for the origin of `url` from node (which fetches it in the
 * test's own namespace), so a page in a space with no route to the test's server (or whose link
 * is cut) still loads, and keeps the origin (e.g. http://127.0.0.1:port, a secure context).
 */
export async function serveThrough(context, url) {
  const origin = new URL(url).origin;
  await context.route((u) => u.origin === origin, async (route) => {
    try {
      const r = await fetch(route.request().url());
      await route.fulfill({ status: r.status, headers: Object.fromEntries(r.headers), body: Buffer.from(await r.arrayBuffer()) });
    } catch (e) { await route.abort().catch(() => {}); }
  });
}
