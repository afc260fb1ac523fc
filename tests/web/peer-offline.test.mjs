// A guest that loses its network comes back by itself (issue 20, "Mobile and flaky links"):
// while joined it holds standby connections negotiated in advance over the live link
// (docs/peer-protocol.md "Reconnection"); when the live link is lost it uses one as soon as the
// network is back, with nothing done on the host's side. The host and the guest each run their
// own Chromium in their own network namespace, joined through the test's namespace acting as
// a router (peer-fixtures/spaces.mjs), so the guest's link can be cut alone:
//
//   host space  h0 10.98.1.2 --- hr 10.98.1.1  [test namespace, forwards]  gr 10.98.2.1 --- g0 10.98.2.2  guest space
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { insideSpaces, addSpace, addLink, addRoute, setLink, launchIn, serveThrough } from './peer-fixtures/spaces.mjs';

if (insideSpaces(import.meta.url)) {
  const { serveStatic } = await import('./harness.mjs');
  const { openFixture, until, connectByCodes } = await import('./peer-fixtures/setup.mjs');
  const OFFLINE_MS = Number(process.env.PEER_OFFLINE_MS || 60000);
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  let server, hostBrowser, guestBrowser, fixtureUrl;

  before(async () => {
    addSpace('host'); addSpace('guest');
    execFileSync('sysctl', ['-qw', 'net.ipv4.ip_forward=1']);
    addLink({ a: null, devA: 'hr', addrA: '10.98.1.1/24', b: 'host', devB: 'h0', addrB: '10.98.1.2/24' });
    addLink({ a: null, devA: 'gr', addrA: '10.98.2.1/24', b: 'guest', devB: 'g0', addrB: '10.98.2.2/24' });
    // Default routes: without one Chromium offers no host candidate (it uses the default route's interface).
    addRoute('host', 'default via 10.98.1.1'); addRoute('guest', 'default via 10.98.2.1');
    server = await serveStatic(path.resolve('../..'));
    fixtureUrl = server.url + 'tests/web/peer-fixtures/index.html';
    const args = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
    [hostBrowser, guestBrowser] = await Promise.all([launchIn('host', args), launchIn('guest', args)]);
  });
  after(async () => { await hostBrowser?.close(); await guestBrowser?.close(); await server?.close(); });

  // A fixture page in `browser`; pages load through playwright (serveThrough), not the network.
  async function open(browser) {
    const context = await browser.newContext();
    await serveThrough(context, server.url);
    const { page, errors } = await openFixture(context, fixtureUrl);
    return { context, page, errors };
  }

  // Host (seat 1) and guest connected by codes, one action played, the guest holding its three standbys.
  async function joined(hostOpts = {}) {
    const h = await open(hostBrowser), g = await open(guestBrowser);
    await h.page.evaluate((o) => fx.makeHost({ seats: [1], ...o }), hostOpts);
    await g.page.evaluate(() => fx.makeGuest());
    await connectByCodes(h.page, g.page, 1);
    await g.page.evaluate(() => fx.guest.sendAction({ type: 'roll', player: 1 }));
    await until(g.page, () => fx.guest.version === 1, null, 'version 1', 30000, [h.page]);
    await until(h.page, () => fx.host.seatStatus(1).standbys === 3, null, 'three standbys answered', 30000, [g.page]);
    assert.equal(await g.page.evaluate(() => fx.guest.standbys.length), 3);
    return { host: h.page, guest: g.page, close: async () => { await h.context.close(); await g.context.close(); } };
  }

  test('a guest offline for 60 s comes back by itself: joined, the current view, its actions accepted', async () => {
    const { host, guest, close } = await joined();
    const standbys0 = await host.evaluate(() => { fx.standbys0 = [...fx.host._seats.get(1).standbys.values()].map((s) => s.link); return fx.standbys0.length; });
    const t0 = Date.now();
    setLink('guest', 'g0', false);
    await until(host, () => fx.host.seatStatus(1).status === 'disconnected', null, 'seat 1 disconnected on the host', 40000, [guest]);
    console.log(`host marked the seat disconnected ${((Date.now() - t0) / 1000).toFixed(1)} s after the cut`);
    // The game goes on while the seat is away (the host's game, not a reconnection step).
    assert.equal(await host.evaluate(() => { fx.version = 5; fx.log.push({ type: 'while_away' }); return fx.host.sendView(1, fx.viewFor(1), 5); }), false);
    await sleep(OFFLINE_MS - (Date.now() - t0));
    assert.equal(await host.evaluate(() => fx.host.seatStatus(1).status), 'disconnected');
    assert.ok(await host.evaluate(() => fx.host.seatStatus(1).awayMs) >= OFFLINE_MS - 15000, 'the host knows how long the seat is away');
    assert.notEqual(await guest.evaluate(() => fx.guest.status), 'open');

    await guest.evaluate(() => { fx.onlineAt = null; addEventListener('online', () => { fx.onlineAt = Date.now(); }); });
    // The network comes back (with its default route, as DHCP would give it).
    setLink('guest', 'g0', true); addRoute('guest', 'default via 10.98.2.1');
    const t1 = Date.now();
    await until(guest, () => fx.guest.status === 'open' && fx.guest.version === 5, null, 'guest back with the current view', 90000, [host]);
    const back = (Date.now() - t1) / 1000;
    const online = await guest.evaluate(() => fx.onlineAt);
    console.log(`offline ${((t1 - t0) / 1000).toFixed(1)} s; back by itself ${back.toFixed(2)} s after the link was restored ` +
      `(the browser's online event after ${online === null ? 'none' : ((online - t1) / 1000).toFixed(2) + ' s'})`);
    assert.deepEqual(await host.evaluate(() => fx.of('join')), [[1, { rejoin: false }], [1, { rejoin: true, standby: true }]]);
    assert.equal(await host.evaluate(() => fx.host.seatStatus(1).status), 'open');
    assert.equal(await guest.evaluate(() => fx.guest.comebacks), 1);
    const [view, version] = await guest.evaluate(() => fx.of('view').at(-1));
    assert.equal(version, 5);
    assert.deepEqual(view.log, [{ type: 'roll', player: 1 }, { type: 'while_away' }]);
    // Play goes on from there.
    await guest.evaluate(() => fx.guest.sendAction({ type: 'end_turn', player: 1 }));
    await until(guest, () => fx.guest.version === 6, null, 'the action after the comeback applied', 30000, [host]);
    // The standbys offered before are all closed (one is the live link now) and three fresh ones are held.
    await until(host, () => fx.host.seatStatus(1).standbys === 3, null, 'fresh standbys', 30000, [guest]);
    const old = await host.evaluate(() => fx.standbys0.map((l) => (l === fx.host._seats.get(1).link ? 'live' : l.closeReason)));
    assert.equal(old.length, standbys0);
    assert.equal(old.filter((r) => r === 'live').length, 1, JSON.stringify(old));
    assert.ok(old.every((r) => r === 'live' || r === 'standby_renewed'), JSON.stringify(old));
    await close();
  });

  test('a guest whose live link fails while its network is up comes back at once', async () => {
    const { host, guest, close } = await joined();
    const t0 = Date.now();
    await guest.evaluate(() => fx.guest.link.pc.close());  // the connection dies (no goodbye to the host)
    await until(guest, () => fx.guest.comebacks === 1 && fx.guest.status === 'open', null, 'guest back', 60000, [host]);
    console.log(`a failed link came back through a standby in ${((Date.now() - t0) / 1000).toFixed(2)} s`);
    await until(host, () => fx.of('join').length === 2, null, 'rejoin seen by the host', 30000, [guest]);
    assert.deepEqual(await host.evaluate(() => fx.of('join').at(-1)), [1, { rejoin: true, standby: true }]);
    await close();
  });

  test('a standby connection with a wrong token is refused and the seat stays the rightful guest\'s', async () => {
    const { host, guest, close } = await joined();
    // The page holding the standbys has lost the seat's token (another token of the right shape).
    await guest.evaluate(() => { fx.guest.token = 'AAAAAAAAAAAAAAAAAAAAAA'; fx.guest.link.pc.close(); });
    await until(guest, () => fx.of('error').some((e) => e[0].code === 'bad_token'), null, 'bad_token on the standby', 60000, [host]);
    assert.equal(await host.evaluate(() => fx.host.seatStatus(1).status), 'disconnected');
    assert.deepEqual(await host.evaluate(() => fx.of('join')), [[1, { rejoin: false }]], 'no rejoin');
    assert.ok(await host.evaluate(() => fx.of('refused').some((r) => r[1] === 'bad_token')));
    assert.equal(await guest.evaluate(() => fx.guest.comebacks), 0);
    // After a refusal the guest does not try its other standbys.
    await sleep(2000);
    assert.equal(await guest.evaluate(() => fx.guest.standbys.length), 0);
    assert.equal(await host.evaluate(() => fx.of('refused').filter((r) => r[1] === 'bad_token').length), 1);
    await close();
  });

  test('a seat\'s standbys are closed when the seat rejoins through a fresh invitation', async () => {
    const { host, guest, close } = await joined();
    await host.evaluate(() => { fx.standbys0 = [...fx.host._seats.get(1).standbys.values()].map((s) => s.link); });
    await guest.evaluate(() => { fx.standbys0 = fx.guest.standbys.map((s) => s.link); });
    await connectByCodes(host, guest, 1);
    assert.deepEqual(await host.evaluate(() => fx.of('join')), [[1, { rejoin: false }], [1, { rejoin: true }]]);
    assert.deepEqual(await host.evaluate(() => fx.standbys0.map((l) => [l.status, l.closeReason])), Array(3).fill(['disconnected', 'standby_renewed']));
    assert.deepEqual(await guest.evaluate(() => fx.standbys0.map((l) => l.status)), Array(3).fill('disconnected'));
    await until(host, () => fx.host.seatStatus(1).standbys === 3, null, 'fresh standbys', 30000, [guest]);
    // The guest closed its old connection itself (a new invitation): it does not come back through a standby.
    assert.equal(await guest.evaluate(() => fx.guest.comebacks), 0);
    await close();
  });
}
