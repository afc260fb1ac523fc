// A peer game across networks that cannot reach each other: the host's browser and the guest's
// browser run in two network namespaces with no route between them, and both reach a third
// one where the test starts a TURN server (coturn, from Debian's packages). Each page is given
// that server through the `?ice=` URL parameter with credentials (docs/peer-protocol.md
// "Reachability"), so the only working path is the relay. The test checks the codes carry relay
// candidates, the connected pair is relay on both sides, and plays setup and turns by clicks.
//
//   host namespace h: 10.1.0.2 --- 10.1.0.1  this namespace (TURN server, static server)
//   guest namespace g: 10.2.0.2 --- 10.2.0.1  (no forwarding: h and g cannot reach each other)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { insideSpaces, addSpace, addLink, addRoute, launchIn, runIn } from './peer-fixtures/spaces.mjs';

const USER = 'catan', CREDENTIAL = 'relay-only-test';

if (insideSpaces(import.meta.url)) {
  const { serveStatic, distDir, probe, waitReady, clickItem } = await import('./harness.mjs');
  const { recordReceived, until, hostGame, scanGuestReceived, publicState, view, frames, act } = await import('./peer-fixtures/game.mjs');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catan-turn-'));
  let server, turn, hostBrowser, guestBrowser, turnLog = '';

  before(async () => {
    addSpace('h'); addSpace('g');
    addLink({ a: null, devA: 'sh', addrA: '10.1.0.1/24', b: 'h', devB: 'hs', addrB: '10.1.0.2/24' });
    addLink({ a: null, devA: 'sg', addrA: '10.2.0.1/24', b: 'g', devB: 'gs', addrB: '10.2.0.2/24' });
    addRoute('h', 'default via 10.1.0.1');
    addRoute('g', 'default via 10.2.0.1');
    fs.writeFileSync('/proc/sys/net/ipv4/ip_forward', '0');  // this namespace relays nothing between h and g
    turn = runIn(null, 'turnserver', ['-n', '--listening-ip=10.1.0.1', '--listening-ip=10.2.0.1', '--relay-ip=10.1.0.1',
      '--relay-ip=10.2.0.1', '--listening-port=3478', '-a', '-u', `${USER}:${CREDENTIAL}`, '-r', 'catan.test',
      '--no-cli', '--no-tls', '--no-dtls', `--userdb=${path.join(tmp, 'turndb')}`, `--pidfile=${path.join(tmp, 'turn.pid')}`,
      '--log-file=stdout', '--simple-log', '--no-stun-backward-compatibility']);
    turn.stdout.on('data', (d) => { turnLog += d; });
    turn.stderr.on('data', (d) => { turnLog += d; });
    await new Promise((resolve, reject) => {
      const t0 = Date.now();
      const poll = setInterval(() => {
        if (/Total General servers/.test(turnLog) && Date.now() - t0 > 300) { clearInterval(poll); resolve(); }
        else if (turn.exitCode !== null || Date.now() - t0 > 10000) { clearInterval(poll); reject(new Error('turnserver did not start:\n' + turnLog.slice(-2000))); }
      }, 100);
    });
    server = await serveStatic(distDir, 0, '0.0.0.0');
    const args = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
    [hostBrowser, guestBrowser] = await Promise.all([launchIn('h', args), launchIn('g', args)]);
  });
  after(async () => {
    await hostBrowser?.close(); await guestBrowser?.close(); await server?.close();
    turn?.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const port = () => new URL(server.url).port;
  // The page of one side, reaching the static server and the TURN server at its own side's address.
  const pageUrl = (side) => {
    const ip = side === 'h' ? '10.1.0.1' : '10.2.0.1';
    const u = new URL(`http://${ip}:${port()}/`);
    u.searchParams.set('ice', `turn:${ip}:3478?transport=udp`);
    u.searchParams.set('ice-user', USER);
    u.searchParams.set('ice-credential', CREDENTIAL);
    return u.href;
  };

  async function open(context, url) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url);
    await waitReady(page);
    return { page, errors };
  }

  // The type of the candidate pair a page's peer connection uses (local and remote), from getStats.
  const selectedPair = (page, which) => page.evaluate(async (w) => {
    const g = window.CatanGame;
    const link = w === null ? g.guest.link : g.host._seats.get(w).link;
    const stats = await link.pc.getStats();
    let pair = null;
    stats.forEach((s) => { if (s.type === 'transport' && s.selectedCandidatePairId) pair = stats.get(s.selectedCandidatePairId); });
    if (!pair) stats.forEach((s) => { if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded') pair = s; });
    if (!pair) return null;
    return { local: stats.get(pair.localCandidateId).candidateType, remote: stats.get(pair.remoteCandidateId).candidateType };
  }, which);

  test('the two networks cannot reach each other directly', async () => {
    // A listener in the host's namespace: reachable from there, not from the guest's namespace.
    const listener = runIn('h', 'node', ['-e',
      "require('net').createServer((c)=>c.end()).listen(8999,'10.1.0.2',()=>console.log('up'))"]);
    await new Promise((resolve) => listener.stdout.once('data', resolve));
    const probeTcp = (ns, ip, p) => spawnSync('ip', ['netns', 'exec', ns, 'node', '-e',
      `const s=require('net').connect(${p},'${ip}');s.setTimeout(1500);s.on('connect',()=>process.exit(0));` +
      `s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(2));`], { timeout: 5000 }).status;
    try {
      assert.equal(probeTcp('h', '10.1.0.2', 8999), 0, 'the listener answers inside the host namespace');
      assert.notEqual(probeTcp('g', '10.1.0.2', 8999), 0, 'the guest namespace reaches the host namespace');
      assert.equal(probeTcp('g', '10.2.0.1', port()), 0, 'the guest namespace reaches the server');
      assert.equal(probeTcp('h', '10.1.0.1', port()), 0, 'the host namespace reaches the server');
    } finally { listener.kill(); }
  });

  test('a game through the configured TURN server: relay candidates, a relayed pair, setup and turns by clicks',
    { timeout: 10 * 60 * 1000 }, async () => {
      const hostCtx = await hostBrowser.newContext(), guestCtx = await guestBrowser.newContext();
      await recordReceived(guestCtx);
      const host = await open(hostCtx, pageUrl('h'));
      await hostGame(host.page, { game: 'base', players: 3, board: 'random', seed: 4242,
        seats: [null, { kind: 'remote' }, { kind: 'computer', level: 'strong' }] });

      const t0 = Date.now();
      await clickItem(host.page, 'button', 'invite 1');
      await until(host.page, () => (document.querySelector('#peer-invite-link') || {}).value, null, 'invite link');
      const inviteMs = Date.now() - t0;
      const link = await host.page.$eval('#peer-invite-link', (t) => t.value);
      const hash = link.slice(link.indexOf('#'));
      assert.match(hash, /^#join=I1\./);
      // The guest opens the invitation on its own network's address of the page (the link names
      // the host's, which the guest cannot reach: only the code matters).
      const t1 = Date.now();
      const guest = await open(guestCtx, pageUrl('g') + hash);
      await until(guest.page, () => (document.querySelector('#peer-answer-out') || {}).value, null, 'answer code');
      const answerMs = Date.now() - t1;
      const answer = await guest.page.$eval('#peer-answer-out', (t) => t.value);
      // A code is `I1.`/`A1.` + base64url(deflate-raw(JSON)), its SDP under `d` (docs/peer-protocol.md).
      const sdpOf = (code) => JSON.parse(zlib.inflateRawSync(Buffer.from(code.slice(3), 'base64url')).toString()).d;
      assert.match(sdpOf(hash.slice('#join='.length)), /typ relay/, 'the invitation carries a relay candidate');
      assert.match(sdpOf(answer), /typ relay/, 'the answer carries a relay candidate');
      await host.page.fill('#peer-answer-in', answer);
      const t2 = Date.now();
      await host.page.click('#peer-connect');
      await until(guest.page, () => window.Catan.module.screen() === 'game', null, 'guest game screen');
      await until(host.page, (s) => window.CatanGame.host.seatStatus(s).status === 'open', 1, 'seat 1 open on the host');
      console.log(`invite code ${inviteMs} ms, answer code ${answerMs} ms, connected ${Date.now() - t2} ms after the answer was pasted`);
      const hp = await selectedPair(host.page, 1), gp = await selectedPair(guest.page, null);
      console.log(`selected pairs: host ${JSON.stringify(hp)}, guest ${JSON.stringify(gp)}`);
      assert.ok(hp && (hp.local === 'relay' || hp.remote === 'relay'), `the host's pair goes through the relay: ${JSON.stringify(hp)}`);
      assert.ok(gp && (gp.local === 'relay' || gp.remote === 'relay'), `the guest's pair goes through the relay: ${JSON.stringify(gp)}`);
      assert.ok((await probe(host.page)).some((i) => i.id === 'link 1 open'), 'host shows seat 1 connected');

      const moves = { host: 0, guest: 0 };
      let v = await view(host.page);
      for (let i = 0; i < 300 && v.turn < 4; i++) {
        if (await act(host.page, false)) { moves.host++; } else {
          const w = await act(guest.page, true, moves);
          if (w && w !== 'stale') moves.guest++;
          else if (!w) await frames(host.page, 2);
        }
        v = await view(host.page);
      }
      console.log(`host clicks ${moves.host}, guest clicks ${moves.guest}, stale ${moves.stale || 0}, turn ${v.turn}`);
      assert.ok(v.turn >= 4 && moves.guest >= 4 && moves.host >= 4, 'setup and turns played by both sides');
      await until(guest.page, (t) => JSON.parse(window.Catan.module.viewJson()).turn === t, v.turn, 'guest caught up');
      await frames(host.page, 3);
      const hv = await view(host.page), gv = await view(guest.page);
      if (hv.pending_players.join() === gv.pending_players.join()) assert.deepEqual(publicState(gv), publicState(hv));
      const { raw, decoded } = await guest.page.evaluate(() => ({ raw: window.__received, decoded: window.__decoded }));
      scanGuestReceived(raw, 1, decoded);
      assert.deepEqual(host.errors, []);
      assert.deepEqual(guest.errors, []);
      await hostCtx.close(); await guestCtx.close();
    });
}
