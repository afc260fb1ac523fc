// Every bad message from a guest is refused with an error naming the reason and reaches no game
// callback: malformed or oversized JSON, wrong protocol version, unknown types, forged fields,
// chance outcomes, actions before a join, forged joins, replays and the game's own refusals.
// Runs inside a private network namespace (peer-fixtures/netns.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { insideNetns } from './peer-fixtures/netns.mjs';

if (insideNetns(import.meta.url)) {
  const { start, openFixture, until, connectByCodes } = await import('./peer-fixtures/setup.mjs');
  let env, hostCtx, host, guestCtx, guest;
  before(async () => {
    env = await start();
    hostCtx = await env.browser.newContext(); guestCtx = await env.browser.newContext();
    ({ page: host } = await openFixture(hostCtx, env.fixtureUrl));
    ({ page: guest } = await openFixture(guestCtx, env.fixtureUrl));
    await host.evaluate(() => fx.makeHost({ seats: [1, 2] }));
    await guest.evaluate(() => fx.makeGuest());
    await connectByCodes(host, guest, 1);
  });
  after(async () => { await env?.close(); });

  /** A raw client in a fresh page answering a new invite for `seat`. Resolves its page once the link is open. */
  async function rawClient(seat) {
    const { page } = await openFixture(guestCtx, env.fixtureUrl);
    const invite = await host.evaluate((s) => fx.host.createInvite(s), seat);
    const answer = await page.evaluate((c) => fx.makeRaw(c), invite);
    await host.evaluate((a) => fx.host.acceptAnswer(a), answer);
    await until(page, () => fx.raw.link.status === 'open', null, 'raw link open');
    return page;
  }

  /**
   * Sends `text` raw from `page` (the raw client's link if `viaRaw`); waits for the host's error
   * and returns it. Checks the game state did not change and, unless `checked` (a refusal by the
   * game's own check, which must see the action to refuse it), that no action reached the game.
   */
  async function refused(page, text, { viaRaw = false, checked = false } = {}) {
    const before = await host.evaluate(() => ({ actions: fx.of('action').length, version: fx.version, events: fx.events.length }));
    const got = await page.evaluate(async ([t, raw]) => {
      const link = raw ? fx.raw.link : fx.guest.link;
      const errs = () => (raw ? fx.raw.received.filter((m) => m.type === 'error') : fx.of('error').map((a) => a[0]));
      const n = errs().length;
      link.sendRaw(t);
      const t0 = performance.now();
      while (errs().length === n && performance.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 20));
      return errs()[n] ?? null;
    }, [text, viaRaw]);
    assert.ok(got, `an error came back for ${text.slice(0, 80)}`);
    const after = await host.evaluate(() => ({ actions: fx.of('action').length, version: fx.version }));
    assert.equal(after.actions, before.actions + (checked ? 1 : 0), checked ? 'the game check saw it' : 'no action reached the game');
    assert.equal(after.version, before.version, 'game state unchanged');
    return got;
  }

  const action = (fields) => JSON.stringify({ v: 2, type: 'action', id: 1000, version: 0, action: { type: 'roll', player: 1 }, ...fields });

  test('malformed, oversized and off-protocol messages are refused with an error', async () => {
    const cases = [
      ['{"v":2,"type":"action",', 'malformed_json'],
      ['null', 'bad_envelope'],
      ['[1,2]', 'bad_envelope'],
      [JSON.stringify({ v: 99, type: 'ping', t: 1 }), 'bad_version'],
      [JSON.stringify({ type: 'ping', t: 1 }), 'bad_version'],
      [JSON.stringify({ v: 2, type: 'view', version: 0, view: {} }), 'unknown_type'],       // host-only type
      [JSON.stringify({ v: 2, type: 'welcome', seat: 2, session: 'A'.repeat(22) }), 'unknown_type'],
      [JSON.stringify({ v: 2, type: 'teleport' }), 'unknown_type'],
      [action({ seat: 2 }), 'bad_shape'],                // a forged sender field
      [action({ id: -1 }), 'bad_shape'],
      [action({ version: 1.5 }), 'bad_shape'],
      [action({ action: [1] }), 'bad_shape'],
      [action({ action: 'roll' }), 'bad_shape'],
      [action({ action: undefined }), 'bad_shape'],
      [action({ action: JSON.parse('['.repeat(40) + ']'.repeat(40)) }), 'bad_shape'],  // nesting
      [action({ action: { type: 'x', player: 1, pad: 'x'.repeat(9000) } }), 'oversize'],
      [action({ action: { type: 'x', player: 1, pad: 'é'.repeat(4500) } }), 'oversize'],  // 9000 UTF-8 bytes, 4500 chars
      [action({ action: { type: 'roll', player: 1, chance: { dice: [6, 6] } } }), 'chance_forbidden'],
      [action({ action: { type: 'steal', player: 1, from: 2, detail: { chance: 'ore' } } }), 'chance_forbidden'],
      [action({ action: { type: 'discover', list: [{ chance: 1 }] } }), 'chance_forbidden'],
    ];
    for (const [text, code] of cases) {
      const err = await refused(guest, text);
      assert.equal(err.code, code, `${text.slice(0, 80)} -> ${err.code}: ${err.message}`);
      assert.ok(err.message.length > 10, 'a readable message');
    }
    const refusedOnHost = await host.evaluate(() => fx.of('refused').map((a) => a[1]));
    assert.deepEqual(refusedOnHost, cases.map((c) => c[1]), 'the host reports each refusal to the UI');
    // The guest is still connected and a correct action still works.
    await guest.evaluate(() => fx.guest.sendAction({ type: 'roll', player: 1 }));
    await until(host, () => fx.version === 1, null, 'the valid action applied');
  });

  test('the guest API refuses chance outcomes before sending', async () => {
    const r = await guest.evaluate(() => { try { fx.guest.sendAction({ type: 'roll', player: 1, chance: [3, 4] }); return 'sent'; } catch (e) { return e.code; } });
    assert.equal(r, 'chance_forbidden');
  });

  test('the game check refuses actions for another player and stale versions; replays are refused', async () => {
    const v = await host.evaluate(() => fx.version);
    let err = await refused(guest, action({ id: 2000, version: v, action: { type: 'roll', player: 2 } }), { checked: true });
    assert.equal(err.code, 'wrong_player'); assert.equal(err.ref, 2000);
    err = await refused(guest, action({ id: 2001, version: v - 1, action: { type: 'roll', player: 1 } }), { checked: true });
    assert.equal(err.code, 'stale_version');
    err = await refused(guest, action({ id: 2001, version: v, action: { type: 'roll', player: 1 } }));
    assert.equal(err.code, 'replayed');
  });

  test('a connection that has not joined cannot act, and a forged join is refused', async () => {
    const raw = await rawClient(2);
    let err = await refused(raw, action({ id: 1, version: 0, action: { type: 'roll', player: 2 } }), { viaRaw: true });
    assert.equal(err.code, 'not_joined');
    // Claiming seat 1 over an invite for seat 2.
    err = await refused(raw, JSON.stringify({ v: 2, type: 'join', seat: 1, token: 'B'.repeat(22) }), { viaRaw: true });
    assert.equal(err.code, 'wrong_seat');
    await until(raw, () => fx.raw.link.status === 'disconnected', null, 'forged join disconnected');

    // A fresh invite for seat 1 with a token that is not seat 1's.
    const raw2 = await rawClient(1);
    err = await refused(raw2, JSON.stringify({ v: 2, type: 'join', seat: 1, token: 'C'.repeat(22) }), { viaRaw: true });
    assert.equal(err.code, 'bad_token');
    await until(raw2, () => fx.raw.link.status === 'disconnected', null, 'bad token disconnected');
    // The real guest of seat 1 kept its seat and its link.
    assert.equal(await host.evaluate(() => fx.host.seatStatus(1).status), 'open');
    assert.equal(await guest.evaluate(() => fx.guest.status), 'open');
    assert.deepEqual(await host.evaluate(() => fx.of('join').map((a) => a[0])), [1], 'no other join reached the game');
    await raw.close(); await raw2.close();
  });

  test('a second join on a joined connection is refused', async () => {
    // The guest page ignores this refusal (a join it sent again can cross the welcome), so the
    // host's record and the raw reply are checked.
    const n = await host.evaluate(() => fx.of('refused').length);
    const token = await guest.evaluate(() => fx.guest.token);
    await guest.evaluate((t) => fx.guest.link.sendRaw(t), JSON.stringify({ v: 2, type: 'join', seat: 1, token }));
    await until(host, (k) => fx.of('refused').length > k, n, 'the host refused the second join');
    assert.deepEqual(await host.evaluate((k) => fx.of('refused').slice(k), n), [[1, 'already_joined']]);
    assert.deepEqual(await guest.evaluate(() => fx.of('error').filter((a) => a[0].code === 'already_joined')), [], 'the guest page shows nothing');
    assert.equal(await guest.evaluate(() => fx.guest.status), 'open', 'and stays joined');
  });

  test('a guest that keeps sending garbage is disconnected', async () => {
    const raw = await rawClient(2);
    await raw.evaluate(() => { for (let i = 0; i < 60; i++) fx.raw.link.sendRaw('garbage'); });
    await until(raw, () => fx.raw.link.status === 'disconnected', null, 'flooding client disconnected');
    assert.equal(await host.evaluate(() => fx.host.seatStatus(2).status), 'empty');
    await raw.close();
  });
}
