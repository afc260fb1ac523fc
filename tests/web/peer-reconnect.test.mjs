// A guest that leaves (page closed or reloaded) gets its seat back with its token through a
// fresh invite/answer or the BroadcastChannel exchange, and receives the current view; nobody
// else can take the seat. Runs inside a private network namespace (peer-fixtures/netns.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { insideNetns } from './peer-fixtures/netns.mjs';

if (insideNetns(import.meta.url)) {
  const { start, openFixture, until, connectByCodes } = await import('./peer-fixtures/setup.mjs');
  let env;
  before(async () => { env = await start(); });
  after(async () => { await env?.close(); });

  test('a closed guest page rejoins its seat by token through a fresh invite link and gets the current view', async () => {
    const hostCtx = await env.browser.newContext(), guestCtx = await env.browser.newContext();
    const { page: host } = await openFixture(hostCtx, env.fixtureUrl);
    let { page: guest } = await openFixture(guestCtx, env.fixtureUrl);
    await host.evaluate(() => fx.makeHost({ seats: [1, 2] }));
    await guest.evaluate(() => fx.makeGuest());
    await connectByCodes(host, guest, 1);
    await guest.evaluate(() => fx.guest.sendAction({ type: 'roll', player: 1 }));
    await until(guest, () => fx.guest.version === 1, null, 'version 1');
    const token = await guest.evaluate(() => fx.guest.token);

    const t0 = Date.now();
    await guest.close();
    await until(host, () => fx.host.seatStatus(1).status === 'disconnected', null, 'seat 1 disconnected');
    console.log(`host saw the closed page as disconnected after ${Date.now() - t0} ms`);
    assert.deepEqual(await host.evaluate(() => fx.of('status').filter((a) => a[0] === 1).map((a) => a[1])), ['connecting', 'open', 'disconnected']);

    // The game moves on while the seat is away: the view is kept for the seat, not sent.
    assert.equal(await host.evaluate(() => { fx.version = 7; fx.log.push({ type: 'while_away' }); return fx.host.sendView(1, fx.viewFor(1), 7); }), false);

    // Someone without the token cannot take the seat with a fresh invite.
    const otherCtx = await env.browser.newContext();
    const { page: other } = await openFixture(otherCtx, env.fixtureUrl);
    await other.evaluate(() => fx.makeGuest());
    const inv0 = await host.evaluate(() => fx.host.createInvite(1));
    await host.evaluate(async (a) => fx.host.acceptAnswer(a), await other.evaluate((c) => fx.guest.acceptInvite(c), inv0));
    await until(other, () => fx.of('error').length > 0, null, 'the intruder refused');
    assert.equal(await other.evaluate(() => fx.of('error')[0][0].code), 'bad_token');
    assert.equal(await other.evaluate(() => fx.of('view').length), 0, 'the intruder saw no view');
    assert.equal(await host.evaluate(() => fx.host.seatStatus(1).status), 'disconnected');

    // The guest opens the page again from a fresh #join= link (same browser: the token is in localStorage).
    const link = await host.evaluate(async () => fx.host.inviteLink(await fx.host.createInvite(1)));
    guest = await guestCtx.newPage();
    await guest.goto(link);
    await until(guest, () => window.fx && fx.ready, null, 'fixture boot');
    assert.equal(await guest.evaluate(() => fx.guest.token), token, 'same token from storage');
    await host.evaluate((a) => fx.host.acceptAnswer(a), await guest.evaluate(() => fx.answer));
    await until(guest, () => fx.guest.status === 'open' && fx.of('view').length > 0, null, 'rejoined with a view');
    // The host rotated the token in its welcome; the guest keeps the new one for the next time.
    const rotated = await guest.evaluate(() => [fx.guest.token, localStorage.getItem(`catan-peer/${fx.guest.session}/1`)]);
    assert.notEqual(rotated[0], token, 'the token rotated on the rejoin');
    assert.equal(rotated[1], rotated[0], 'the rotated token is stored');
    const [view, version] = await guest.evaluate(() => fx.of('view')[0]);
    assert.equal(version, 7);
    assert.deepEqual(view.log, [{ type: 'roll', player: 1 }, { type: 'while_away' }]);
    assert.deepEqual(await host.evaluate(() => fx.of('join').at(-1)), [1, { rejoin: true }]);
    assert.equal(await host.evaluate(() => fx.host.seatStatus(1).status), 'open');

    // And play continues from that state.
    await guest.evaluate(() => fx.guest.sendAction({ type: 'end_turn', player: 1 }));
    await until(host, () => fx.version === 8, null, 'action after rejoin applied');
    await hostCtx.close(); await guestCtx.close(); await otherCtx.close();
  });

  test('a guest on another device rejoins with its token given explicitly', async () => {
    const hostCtx = await env.browser.newContext(), aCtx = await env.browser.newContext(), bCtx = await env.browser.newContext();
    const { page: host } = await openFixture(hostCtx, env.fixtureUrl);
    const { page: a } = await openFixture(aCtx, env.fixtureUrl);
    await host.evaluate(() => fx.makeHost({ seats: [2] }));
    await a.evaluate(() => fx.makeGuest());
    await connectByCodes(host, a, 2);
    const token = await a.evaluate(() => fx.guest.token);
    const { page: b } = await openFixture(bCtx, env.fixtureUrl);
    await b.evaluate((t) => fx.makeGuest({ token: t }), token);
    // Rejoining while the old page is still connected replaces the old connection.
    await connectByCodes(host, b, 2);
    await until(a, () => fx.of('error').some((e) => e[0].code === 'replaced'), null, 'old connection told it was replaced');
    await until(a, () => fx.guest.status === 'disconnected', null, 'old connection closed');
    assert.equal(await host.evaluate(() => fx.host.seatStatus(2).status), 'open');
    await b.evaluate(() => fx.guest.sendAction({ type: 'roll', player: 2 }));
    await until(b, () => fx.guest.version === 1, null, 'new device plays');
    await hostCtx.close(); await aCtx.close(); await bCtx.close();
  });

  test('a BroadcastChannel tab that reloads rejoins its own seat and gets the current view', async () => {
    const ctx = await env.browser.newContext();
    const { page: host } = await openFixture(ctx, env.fixtureUrl);
    await host.evaluate(() => { fx.makeHost({ seats: [0, 1] }); fx.host.serve(new CatanPeer.BroadcastSignalling()); });
    const { page: g0 } = await openFixture(ctx, env.fixtureUrl, '#bc');
    const { page: g1 } = await openFixture(ctx, env.fixtureUrl, '#bc');
    const seat = await g1.evaluate(() => fx.joinedVia.seat);
    const other = 1 - seat;
    await g1.evaluate((s) => fx.guest.sendAction({ type: 'roll', player: s }), seat);
    await until(host, () => fx.version === 1, null, 'action applied');
    await g1.reload();
    await until(g1, () => window.fx && fx.ready, null, 'reloaded tab boots');
    assert.equal(await g1.evaluate(() => fx.bootError ?? null), null);
    assert.equal(await g1.evaluate(() => fx.joinedVia.seat), seat, 'same seat after reload');
    await until(g1, () => fx.of('view').length > 0, null, 'view after reload');
    assert.deepEqual(await g1.evaluate(() => fx.of('view')[0][1]), 1, 'current version');
    assert.deepEqual(await host.evaluate((s) => fx.of('join').filter((j) => j[0] === s).map((j) => j[1].rejoin), seat), [false, true]);
    // The other tab was not disturbed.
    assert.equal(await g0.evaluate(() => fx.guest.seat), other);
    assert.equal(await g0.evaluate(() => fx.guest.status), 'open');
    await ctx.close();
  });

  test('a reloaded host resumes its session: the guest rejoins with its token', async () => {
    const hostCtx = await env.browser.newContext(), guestCtx = await env.browser.newContext();
    let { page: host } = await openFixture(hostCtx, env.fixtureUrl);
    const { page: guest } = await openFixture(guestCtx, env.fixtureUrl);
    await host.evaluate(() => fx.makeHost({ seats: [3] }));
    await guest.evaluate(() => fx.makeGuest());
    await connectByCodes(host, guest, 3);
    const saved = await host.evaluate(() => JSON.stringify(fx.host.exportSession()));
    await host.reload();
    await until(guest, () => fx.guest.status === 'disconnected', null, 'guest sees the host go');
    await until(host, () => window.fx && fx.ready, null, 'host boots');
    await host.evaluate((s) => fx.makeHost({ seats: [3], ...JSON.parse(s) }), saved);
    assert.equal(await host.evaluate(() => fx.host.seatStatus(3).status), 'disconnected');
    await connectByCodes(host, guest, 3);
    assert.deepEqual(await host.evaluate(() => fx.of('join')), [[3, { rejoin: true }]]);
    await hostCtx.close(); await guestCtx.close();
  });

  test('a guest that goes silent (network lost, no close) is marked disconnected by the ping timeout', async () => {
    const hostCtx = await env.browser.newContext(), guestCtx = await env.browser.newContext();
    const { page: host } = await openFixture(hostCtx, env.fixtureUrl);
    const { page: guest } = await openFixture(guestCtx, env.fixtureUrl);
    // A 4 s silence limit: short enough to test, long enough that a slow page on a loaded
    // machine (the guest's join can take over a second) is not cut off while joining.
    await host.evaluate(() => fx.makeHost({ seats: [1], pingMs: 400, silenceMs: 4000 }));
    await guest.evaluate(() => fx.makeGuest({ pingMs: 400, silenceMs: 60000 }));
    await connectByCodes(host, guest, 1);
    // Stays open while pings are answered (several silence periods).
    await new Promise((r) => setTimeout(r, 6000));
    assert.equal(await host.evaluate(() => fx.host.seatStatus(1).status), 'open');
    // The guest stops sending anything without closing its channel.
    await guest.evaluate(() => { const l = fx.guest.link; clearInterval(l._timer); l.dc.send = () => {}; });
    // The host's status events, not its current status: once the host closes the silent link the
    // guest may come back by itself through a standby link before a poll sees 'disconnected'.
    const before = await host.evaluate(() => fx.of('status').length);
    const t0 = Date.now();
    await until(host, (n) => fx.of('status').slice(n).some((s) => s[0] === 1 && s[1] === 'disconnected'), before, 'silent seat disconnected', 20000);
    const ms = Date.now() - t0;
    console.log(`silent guest marked disconnected after ${ms} ms (silence limit 4000 ms)`);
    assert.ok(ms >= 3000, `not before the silence limit (${ms} ms)`);
    await hostCtx.close(); await guestCtx.close();
  });
}
