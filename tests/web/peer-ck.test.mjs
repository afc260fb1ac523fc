// Cities & Knights peer games in the real page (issue 17): a host page runs a C&K game with a
// guest seat next to two computer seats; the guest plays by sending legal actions from its view
// until a barbarian attack and many turns have passed (or someone wins), then every message it
// received is scanned for anything hidden (others' progress cards, the progress decks, others'
// hands, secret event details, seeds, the generator state). A second game reloads the host page
// mid-game: it must resume exactly and share the seat again. Runs inside a private network
// namespace (peer-fixtures/netns.mjs).
import { test as nodeTest, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { insideNetns } from './peer-fixtures/netns.mjs';

// PEER_ONLY=<regex> runs only the tests whose names match (for debugging one test).
const only = process.env.PEER_ONLY ? new RegExp(process.env.PEER_ONLY) : null;
const test = (name, opts, fn) => (only && !only.test(name) ? nodeTest.skip(name) : nodeTest(name, opts, fn));

if (insideNetns(import.meta.url)) {
  const { artifactsDir } = await import('./harness.mjs');
  const { startCk, humanStep } = await import('./ck.mjs');
  const { recordReceived, openGame, until, inviteGuest, scanGuestReceived, publicState, view, frames, startPeerPages } =
    await import('./peer-fixtures/game.mjs');
  let server, browser;
  before(async () => ({ server, browser } = await startPeerPages()));
  after(async () => { await browser?.close(); await server?.close(); });

  /** Starts a C&K game on the host page (no hand-over screens, computers at once). */
  async function hostCk(page, opts) {
    await startCk(page, { handover: false, speed: 'Instant', ...opts });
    await until(page, () => window.Catan.module.screen() === 'game', null, 'host game screen');
  }

  // Decisions the guest owes or that resolve something at once: taken before anything else.
  const OWED = ['relocate_knight', 'place_metropolis', 'lose_city', 'desert_knight', 'place_deserter', 'discard',
    'choose_progress', 'wedding_gift', 'sabotage_discard', 'harbor_answer', 'aqueduct_take', 'spy_take', 'master_take'];
  // What moves a C&K game on, best first (a knight or an improvement before a road).
  const BUILD = ['build_improvement', 'build_city', 'build_settlement', 'build_city_wall', 'promote_knight',
    'activate_knight', 'build_knight', 'chase_robber'];
  // Never: a domestic offer (the game could wait on answers) or a Commercial Harbor offer round.
  const NEVER = new Set(['offer_trade', 'harbor_offer', 'move_knight', 'displace_knight']);

  /**
   * Chooses a legal action for a guest that plays C&K by sending actions directly: owed
   * decisions, the roll, the types in `first`, building, progress cards, then the end of the
   * turn (never a trade offer).
   */
  function pickCk(v, rnd, first = []) {
    const L = v.legal_actions;
    const of = (t) => L.filter((a) => a.type === t);
    const any = (t) => { const x = of(t); return x.length ? x[Math.floor(rnd() * x.length)] : null; };
    for (const t of OWED) if (of(t).length) return any(t);
    if (of('discard_progress').length && !of('end_turn').length) return any('discard_progress');
    const reject = of('respond_trade').find((a) => !a.accept);
    if (reject) return reject;
    if (of('roll_dice').length) return any('roll_dice');
    if (of('move_robber').length) return any('move_robber');
    for (const t of first.concat(BUILD)) if (of(t).length) return any(t);
    const cards = L.filter((a) => /^play_/.test(a.type) && a.type !== 'play_alchemist');
    if (cards.length) return cards[Math.floor(rnd() * cards.length)];
    if (v.players[v.viewer].roads_left > 9 && of('build_road').length) return any('build_road');
    const trade = bankTrade(v);
    if (trade) return trade;
    if (of('diplomat_skip').length) return any('diplomat_skip');
    if (of('end_turn').length) return any('end_turn');
    return L.find((a) => !NEVER.has(a.type)) || L[0] || null;
  }

  /**
   * A bank trade towards a knight or a city: the card the guest holds most of for the one of
   * wool, ore and grain it holds least of (only with five cards or more, so it ends).
   */
  function bankTrade(v) {
    const hand = v.you.hand;
    const total = RESOURCES.reduce((n, r) => n + (hand[r] || 0), 0);
    if (total < 5) return null;
    const want = ['ore', 'wool', 'grain'].sort((a, b) => (hand[a] || 0) - (hand[b] || 0))[0];
    const most = RESOURCES.filter((r) => r !== want).sort((a, b) => (hand[b] || 0) - (hand[a] || 0))[0];
    return v.legal_actions.find((a) => a.type === 'maritime_trade' && a.get[want] && a.give[most]) || null;
  }
  const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'];

  /** The host's saved game (localStorage "catan.session"), parsed. */
  const hostSave = (page) => page.evaluate(() => localStorage.getItem('catan.session'));

  /** Every value under a key named `key` in `x` (depth first). */
  function valuesOf(x, key, out = []) {
    if (x === null || typeof x !== 'object') return out;
    for (const k of Object.keys(x)) { if (k === key) out.push(x[k]); valuesOf(x[k], key, out); }
    return out;
  }

  // The C&K game is played up to this turn (and a barbarian attack) or to its end: long enough
  // for attacks, progress cards and knights, short enough for a 2-core machine (~3 s a turn).
  const TURNS = Number(process.env.PEER_CK_TURNS || 40);

  test('a C&K game with a guest and two computer seats: nothing hidden ever reaches the guest', { timeout: 20 * 60 * 1000 }, async () => {
    const t0 = Date.now();
    const hostCtx = await browser.newContext(), guestCtx = await browser.newContext();
    await recordReceived(guestCtx);
    const host = await openGame(hostCtx, server.url);
    await hostCk(host.page, { players: 3, board: 'random', seed: 1717,
      seats: [{ kind: 'computer', level: 'strong' }, { kind: 'remote' }, { kind: 'computer', level: 'easy' }] });
    const guest = await inviteGuest(host.page, guestCtx, 1, server.url);
    let seed = 11;
    const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    const sentTypes = {};
    const secretsSeen = new Set();  // the generator's words over the game (it changes with every draw)
    let sent = 0, lastVersion = -1, stuck = 0, lastTurn = -1, stale = 0, lastStatus = '', v = null, polls = 0;
    const marks = {};  // seconds from the start at turns 10, 20, ...
    for (;;) {
      const r = await guest.page.evaluate(() => ({ v: JSON.parse(window.Catan.module.viewJson()),
        version: window.CatanGame.guest.version, status: window.Catan.module.statusText() }));
      v = r.v;
      if (v.phase === 'game_over' || v.winner !== null) break;
      const attacks = v.cities_knights.barbarian_attacks;
      if (v.turn >= TURNS && attacks >= 1) break;
      if (v.turn % 10 === 0 && !marks[v.turn]) marks[v.turn] = ((Date.now() - t0) / 1000).toFixed(0);
      // Several seats may act at once (discards, progress draws): a computer may act between the
      // guest's view and its move; that move is refused as stale and made again on the new view.
      if (r.status && r.status !== lastStatus && /^Another player acted first/.test(r.status)) stale++;
      lastStatus = r.status;
      assert.ok(!r.status || /^Sent/.test(r.status) || /^Another player acted first/.test(r.status), `no guest action refused: ${r.status}`);
      if (v.legal_actions.length && r.version !== lastVersion) {
        const a = pickCk(v, rnd);
        const err = await guest.page.evaluate(([x, ver]) => window.CatanGame.guestSend(x, ver), [a, r.version]);
        assert.equal(err, '', 'sent');
        sentTypes[a.type] = (sentTypes[a.type] || 0) + 1;
        lastVersion = r.version; sent++;
      } else {
        await guest.page.waitForTimeout(60);
      }
      // The generator's state now, as the host saved it (collected through the game).
      if (++polls % 20 === 0) {
        const save = JSON.parse(await hostSave(host.page) || 'null');
        for (const w of valuesOf(save, 'rng').flat()) secretsSeen.add(String(w));
      }
      stuck = v.turn === lastTurn ? stuck + 1 : 0;
      lastTurn = v.turn;
      assert.ok(stuck < 3000, `the game keeps moving (turn ${v.turn}, phase ${v.phase})`);
    }
    const ck = v.cities_knights;
    const playSecs = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(`C&K peer game: ${v.winner !== null ? `seat ${v.winner} won` : 'stopped'} at turn ${v.turn} after ${playSecs} s; ` +
      `barbarian attacks ${ck.barbarian_attacks}; seconds at turns ${JSON.stringify(marks)}; the guest sent ${sent} actions (${stale} refused as stale and repeated): ` +
      Object.entries(sentTypes).sort().map(([t, n]) => `${t} ${n}`).join(', '));
    assert.ok(ck.barbarian_attacks >= 1 || v.winner !== null, 'a barbarian attack came (or the game ended)');
    assert.ok(sentTypes.build_knight || sentTypes.build_improvement, 'the guest took C&K decisions');
    await guest.page.screenshot({ path: path.join(artifactsDir, 'peer-ck-guest.png') });

    // The host's full state at the end: what the guest must never have seen.
    const save = JSON.parse(await hostSave(host.page) || 'null');
    const hostView = await view(host.page);
    for (const w of valuesOf(save, 'rng').flat()) secretsSeen.add(String(w));
    for (const w of valuesOf(save, 'dice_deck')) secretsSeen.add(String(w));
    const secrets = [...secretsSeen].filter((s) => s.length >= 8);
    assert.ok(secrets.length >= 4, `the host's save holds the generator state (${secrets.length} words)`);
    const { raw, decoded, bytes } = await guest.page.evaluate(() => ({ raw: window.__received, decoded: window.__decoded, bytes: window.__receivedBytes }));
    const scan = scanGuestReceived(raw, 1, decoded, secrets);
    console.log(`guest received ${raw.length} frames, ${bytes} bytes; ${scan.views} decoded views, ${scan.events} distinct events ` +
      `(${scan.hiddenEvents} with another seat's hidden detail masked), ${scan.ownCards} of its own progress cards seen: ` +
      `no other progress hand, deck, hand, seed or generator word (${secrets.length} checked)`);
    assert.ok(scan.views > 50, 'many views were scanned');
    assert.ok(scan.hiddenEvents > 0, 'other seats drew progress cards the guest did not see');

    // The scan can fail: doctored copies of a real view are refused.
    const last = JSON.parse(decoded[decoded.length - 1]);
    const doctor = (fn) => { const m = structuredClone(last); fn(m.view.game); return [JSON.stringify(m)]; };
    const other = (g) => (g.current_player === 0 ? 2 : 0);
    assert.throws(() => scanGuestReceived([], 1, doctor((g) => { g.cities_knights.progress_hands[other(g)] = { spy: 1 }; })),
      /progress cards/, 'another seat\'s progress hand is caught');
    assert.throws(() => scanGuestReceived([], 1, doctor((g) => { g.cities_knights.deck = { crane: 2 }; })),
      /forbidden key "deck"/, 'the progress deck is caught');
    assert.throws(() => scanGuestReceived([], 1, doctor((g) => {
      g.events = [{ type: 'progress_drawn', player: 0, track: 'science', card: 'alchemist', text: 'Player 0 draws the progress card alchemist' }];
    })), /progress card/, 'a drawn card of another seat is caught');
    assert.throws(() => scanGuestReceived([], 1, doctor((g) => { g.players[0].hand = hostView.players[0].hand || { ore: 1 }; })),
      /carries "hand"/, 'another hand is caught');
    assert.throws(() => scanGuestReceived([`{"note":"${secrets[0]}"}`], 1, decoded.slice(-1), secrets),
      /generator/, 'a generator word is caught');
    assert.deepEqual(host.errors, []);
    assert.deepEqual(guest.errors, []);
    await hostCtx.close(); await guestCtx.close();
  });

  test('a reloaded C&K host resumes exactly and shares the seat again; the guest plays on', { timeout: 10 * 60 * 1000 }, async () => {
    const hostCtx = await browser.newContext(), guestCtx = await browser.newContext();
    const host = await openGame(hostCtx, server.url);
    // The host's own seat 0 (clicks), the guest's seat 1 and a computer: when the game waits for
    // the host's decision nobody else moves, so states compare exactly.
    await hostCk(host.page, { players: 3, board: 'random', seed: 2024,
      seats: [null, { kind: 'remote' }, { kind: 'computer', level: 'easy' }] });
    let guest = await inviteGuest(host.page, guestCtx, 1, server.url);
    let seed = 3;
    const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    let guestMoves = 0, hostMoves = 0;
    // One move of the guest if it may act on a view it has not answered yet.
    let answered = -1;
    const guestMove = async (g) => {
      const r = await g.evaluate(() => ({ v: JSON.parse(window.Catan.module.viewJson()), version: window.CatanGame.guest.version }));
      if (!r.v.legal_actions.length || r.version === answered) return false;
      const err = await g.evaluate(([x, ver]) => window.CatanGame.guestSend(x, ver), [pickCk(r.v, rnd, ['activate_knight', 'build_knight']), r.version]);
      assert.equal(err, '', 'sent');
      answered = r.version;
      return true;
    };
    const hostMove = async () => {
      const v = await view(host.page);
      if (!v.legal_actions.length) return false;
      const went = await humanStep(host.page, { roads: true });
      assert.equal(await host.page.evaluate(() => window.Catan.module.statusText()), '', `the host's ${went} was accepted`);
      return !!went;
    };
    // Play until the C&K state has something in it (a knight on the board or a city improvement,
    // turns gone by) and the game waits for the host's own decision: then nobody else moves.
    const ckGrown = (w) => w.turn >= 8 && (w.cities_knights.knights.length >= 1 ||
      w.cities_knights.improvements.some((l) => l.trade + l.politics + l.science > 0));
    const hostToAct = (w) => w.pending_players.length === 1 && w.pending_players[0] === 0 && w.legal_actions.length > 0 &&
      w.phase !== 'trade_offer';
    const t0 = Date.now();
    let v = await view(host.page);
    for (let i = 0; i < 3000 && !(ckGrown(v) && hostToAct(v)); i++) {
      if (await hostMove()) hostMoves++;
      else if (await guestMove(guest.page)) guestMoves++;
      else await host.page.waitForTimeout(50);
      v = await view(host.page);
    }
    assert.ok(ckGrown(v) && hostToAct(v), `the game went on (turn ${v.turn})`);
    const before = v;
    const hostVersion = await host.page.evaluate(() => JSON.parse(window.Catan.module.peerView(1)).version);
    await until(guest.page, (ver) => window.CatanGame.guest.version === ver, hostVersion, 'the guest caught up');
    await frames(host.page, 3);
    const beforeHost = await view(host.page);
    const beforeGuest = await view(guest.page);
    const saveBefore = await hostSave(host.page);
    assert.deepEqual(beforeHost, before, 'nothing moved while waiting for the host');

    await host.page.reload();
    await until(host.page, () => window.Catan && window.Catan.ready && window.Catan.module.screen() !== 'title', null, 'host resumed');
    await frames(host.page, 3);
    const after = await view(host.page);
    assert.equal(await host.page.evaluate(() => window.Catan.module.screen()), 'game', 'the reload resumed the game');
    assert.deepEqual(publicState(after), publicState(beforeHost), 'the same public state');
    assert.equal(after.phase, beforeHost.phase);
    assert.equal(after.turn, beforeHost.turn);
    assert.deepEqual(after.cities_knights, beforeHost.cities_knights, 'the same C&K state (knights, improvements, ship, hands)');
    assert.deepEqual(after.you, beforeHost.you, 'the same own hand');
    assert.deepEqual(after.legal_actions, beforeHost.legal_actions, 'the same choices');
    assert.equal(await hostSave(host.page), saveBefore, 'the same saved game');
    console.log(`C&K host reload at turn ${after.turn} (${after.phase}): ${after.cities_knights.knights.length} knights, ` +
      `improvements ${JSON.stringify(after.cities_knights.improvements.map((l) => [l.trade, l.politics, l.science]))}, ` +
      `ship ${after.cities_knights.barbarian_position}, attacks ${after.cities_knights.barbarian_attacks}; host clicks ${hostMoves}, ` +
      `guest actions ${guestMoves} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // The resumed host waits for seat 1; a new invitation shares it again, the device's token holds.
    await until(host.page, () => window.CatanGame.host && window.CatanGame.host.seatStatus(1).status === 'disconnected', null,
      'the resumed host waits for seat 1');
    await until(guest.page, () => window.CatanGame.guest.status !== 'open', null, 'guest sees the host gone');
    await guest.page.close();
    guest = await inviteGuest(host.page, guestCtx, 1, server.url);
    const again = await view(guest.page);
    assert.deepEqual(publicState(again), publicState(beforeGuest), 'the guest sees the same state again');
    assert.deepEqual(again.cities_knights, beforeGuest.cities_knights, 'and the same C&K state (its own progress cards)');
    assert.deepEqual(again.you, beforeGuest.you, 'and its own hand');

    // Play goes on: both sides move, the guest at least twice.
    answered = -1;
    let guestAfter = 0;
    for (let i = 0; i < 1500 && guestAfter < 3; i++) {
      if (await hostMove()) continue;
      if (await guestMove(guest.page)) guestAfter++;
      else await host.page.waitForTimeout(50);
      const st = await guest.page.evaluate(() => window.Catan.module.statusText());
      assert.ok(!st || /^Sent/.test(st) || /^Another player acted first/.test(st), `no guest action refused: ${st}`);
    }
    assert.ok(guestAfter >= 3, 'the guest acted after the host reloaded');
    const end = await view(host.page);
    assert.ok(end.turn > after.turn || JSON.stringify(end) !== JSON.stringify(after), 'play continued');
    assert.deepEqual(host.errors, []);
    assert.deepEqual(guest.errors, []);
    await hostCtx.close(); await guestCtx.close();
  });
}
