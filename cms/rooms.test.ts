/**
 * The rooms API through `app.request`, over a real SQLite file in a fresh temp dir:
 * creation, seats, the order of checks on actions, rejections that change nothing, storage of tokens and actions.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Action } from '../engine/index.ts';
import { classicModule } from '../engine/rulesets/classic/module.ts';
import { d20Module } from '../engine/rulesets/d20/module.ts';
import { heroChoice, masterChoice } from '../test/support/bot.ts';
import { act, call, getView, type Requester, setUpRoom } from '../test/support/http.ts';
import { ADMIN_TOKEN, testApp } from '../test/support/server.ts';
import { SNAPSHOT_EVERY } from './rooms/authority.ts';
import { ERROR_STATUS } from './rooms/status.ts';

describe('rooms API', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (path, init) => ctx.app.request(path, init);
  });
  after(() => ctx.close());

  /** Every seat's seq and view, to compare before and after a rejected action. */
  const snapshot = async (room: string, tokens: string[]) => Promise.all(tokens.map((t) => getView(req, room, t)));

  test('POST /api/rooms creates a room with a random URL-safe id and a 256-bit master token', async () => {
    const a = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    const b = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(a.status, 201);
    assert.equal(a.body.seat, 'master');
    assert.equal(a.body.role, 'master');
    assert.match(a.body.room, /^[A-Za-z0-9_-]{16,}$/);
    assert.match(a.body.token, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(a.body.room, b.body.room);
    assert.notEqual(a.body.token, b.body.token);
    // unseeded rooms get random seeds: their stored PRNG states differ
    const rng = async (room: string) => {
      const row = await ctx.services.db.selectFrom('room_snapshots').select('state').where('room_id', '=', room).where('seq', '=', 0).executeTakeFirstOrThrow();
      return JSON.parse(row.state).rng;
    };
    assert.notDeepEqual(await rng(a.body.room), await rng(b.body.room));
    const summary = await call(req, 'GET', `/api/rooms/${a.body.room}`);
    assert.equal(summary.status, 200);
    assert.deepEqual(summary.body.mission.id, 'la-prova');
    assert.equal(summary.body.phase, 'lobby');
    assert.deepEqual(summary.body.seats, []);
    assert.ok(summary.body.freeHeroes.some((h: { id: string }) => h.id === 'barbaro'));
    assert.equal(summary.body.token, undefined);
  });

  test("GET /api/rooms/:id names the ruleset module the room plays by, for the join panel: classic, or d20 with its heroes' pieces", async () => {
    const classic = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    const summary = await call(req, 'GET', `/api/rooms/${classic.body.room}`);
    assert.equal(summary.status, 200);
    assert.equal(summary.body.module, classicModule.id);
    // the classic pieces: each hero's own dice (no equipment carried), its body points
    assert.deepEqual(summary.body.heroPieces, {
      barbaro: { body: 8, maxBody: 8, attack: 3, defence: 2 },
      nano: { body: 7, maxBody: 7, attack: 2, defence: 2 },
      elfo: { body: 6, maxBody: 6, attack: 2, defence: 2 },
      mago: { body: 4, maxBody: 4, attack: 1, defence: 2 },
    });
    const d20 = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-torre-di-guardia' } });
    assert.equal(d20.status, 201);
    const watchtower = await call(req, 'GET', `/api/rooms/${d20.body.room}`);
    assert.equal(watchtower.status, 200);
    assert.equal(watchtower.body.module, d20Module.id);
    assert.equal(watchtower.body.heroPieces.xov.ext.personal, 'vanish');
  });

  test('a room carries the stored spells, items and decks: the wizard casts, the master holds the decks', async () => {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['mago'], 'room-content');
    await act(req, room, master.token, { type: 'start' });
    const hero = await getView(req, room, heroes[0]!.token);
    const mago = hero.view.units.find((u) => u.id === 'h1')!;
    assert.deepEqual(mago.spells, [
      { id: 'palla-di-fuoco', uses: 1 },
      { id: 'tempesta', uses: 1 },
      { id: 'sonno', uses: 1 },
    ]);
    assert.deepEqual(mago.items, ['pozione-curativa']);
    assert.deepEqual(hero.view.catalog.spells.map((s) => s.id).sort(), ['palla-di-fuoco', 'sonno', 'tempesta']);
    assert.deepEqual(hero.view.decks, [], 'a hero never sees the decks');
    assert.ok(hero.legal.some((a) => a.type === 'use_item' && a.item === 'pozione-curativa'));
    const m = await getView(req, room, master.token);
    assert.deepEqual(m.view.decks.map((d) => d.id).sort(), ['eventi', 'tesori']);
    assert.ok(m.legal.some((a) => a.type === 'play_card' && a.deck === 'eventi'));
    const drawn = await act(req, room, master.token, { type: 'play_card', deck: 'eventi' });
    assert.ok((drawn.events as { type: string }[]).some((e) => e.type === 'card_drawn'));
  });

  test('a public room knows no draft spell the mission and its heroes do not use: the master cannot teach one', async () => {
    const spell = (await call(req, 'GET', '/api/spells/sonno')).body;
    const draft = await call(req, 'PUT', '/api/spells/bozza-segreta?publish=0', { token: ADMIN_TOKEN, body: { ...spell, id: 'bozza-segreta' } });
    assert.equal(draft.status, 201, JSON.stringify(draft.body));
    const created = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(created.status, 201);
    const m = await getView(req, created.body.room, created.body.token);
    assert.ok(!JSON.stringify(m).includes('bozza-segreta'));
    assert.ok(m.view.catalog.spells.some((s) => s.id === 'sonno'));
    await call(req, 'DELETE', '/api/spells/bozza-segreta', { token: ADMIN_TOKEN });
  });

  test('room creation refuses bad input', async () => {
    const cases: [unknown, string | undefined, number, string][] = [
      [{ mission: 'nessuna' }, undefined, 404, 'not_found'],
      [{ mission: 'la-prova', seed: 'x' }, undefined, 401, 'unauthorized'],
      [{ mission: 'la-prova', seed: 'x' }, 'wrong', 401, 'unauthorized'],
      [{ mission: 'La Prova' }, undefined, 400, 'invalid_body'],
      [{ mission: 'la-prova', extra: 1 }, undefined, 400, 'invalid_body'],
      [[], undefined, 400, 'invalid_body'],
    ];
    for (const [body, token, status, code] of cases) {
      const res = await call(req, 'POST', '/api/rooms', { body, ...(token ? { token } : {}) });
      assert.equal(res.status, status, JSON.stringify(body));
      assert.equal(res.body.error.code, code);
    }
    assert.equal((await call(req, 'GET', '/api/rooms/nope')).status, 404);
    assert.equal((await call(req, 'POST', '/api/rooms/nope/seats', { body: { hero: 'barbaro' } })).status, 404);
  });

  test('seats: h1, h2 in joining order; a taken or unknown hero is refused', async () => {
    const { room } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', []);
    const h1 = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'barbaro' } });
    assert.equal(h1.status, 201);
    assert.equal(h1.body.seat, 'h1');
    const taken = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'barbaro' } });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error.code, 'hero_taken');
    const unknown = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'drago' } });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.error.code, 'unknown_hero');
    const h2 = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'nano' } });
    assert.equal(h2.body.seat, 'h2');
    const summary = await call(req, 'GET', `/api/rooms/${room}`);
    assert.deepEqual(summary.body.seats, [
      { id: 'h1', hero: 'barbaro' },
      { id: 'h2', hero: 'nano' },
    ]);
    assert.ok(!summary.body.freeHeroes.some((h: { id: string }) => h.id === 'barbaro' || h.id === 'nano'));
  });

  test('tokens are stored only as SHA-256 hashes', async () => {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro']);
    const rows = await ctx.services.db.selectFrom('seats').selectAll().where('room_id', '=', room).orderBy('seat').execute();
    const sha = (t: string) => createHash('sha256').update(t).digest('hex');
    assert.deepEqual(
      rows.map((r) => [r.seat, r.token_hash]),
      [
        ['h1', sha(heroes[0]!.token)],
        ['master', sha(master.token)],
      ],
    );
    for (const table of ['seats', 'room_actions', 'room_snapshots', 'rooms'] as const) {
      const dump = JSON.stringify(await ctx.services.db.selectFrom(table).selectAll().execute());
      assert.ok(!dump.includes(master.token) && !dump.includes(heroes[0]!.token), table);
    }
  });

  test('a wrong token, an out-of-turn action and an illegal move get their 4xx and leave the room unchanged', async () => {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano']);
    const [h1, h2] = heroes as [typeof master, typeof master];
    const tokens = [master.token, h1.token, h2.token];
    const send = (token: string | undefined, body: unknown) => call(req, 'POST', `/api/rooms/${room}/actions`, { body, ...(token ? { token } : {}) });

    // in the lobby, a hero may not start the game
    let before = await snapshot(room, tokens);
    const notMaster = await send(h1.token, { type: 'start' });
    assert.equal(notMaster.status, 403);
    assert.equal(notMaster.body.error.code, 'not_master');
    assert.deepEqual(await snapshot(room, tokens), before);

    assert.equal((await send(master.token, { type: 'start' })).status, 200);
    before = await snapshot(room, tokens);
    assert.equal(before[0]!.view.turn!.seat, 'h1');

    const rejections: [string | undefined, unknown, number, string][] = [
      [undefined, { type: 'roll' }, 401, 'unauthorized'],
      ['not-a-token', { type: 'roll' }, 401, 'unauthorized'],
      [`${h1.token}x`, { type: 'roll' }, 401, 'unauthorized'],
      [h2.token, { type: 'roll' }, 409, 'not_your_turn'],
      [master.token, { type: 'end_turn' }, 409, 'not_your_turn'],
      [h1.token, { type: 'move', to: [7, 2] }, 422, 'not_rolled'],
      [h1.token, { type: 'attack', target: 'm1' }, 422, 'unknown_unit'],
      [h1.token, { type: 'fly' }, 400, 'invalid_body'],
      [h1.token, { type: 'roll', seat: 'h2' }, 400, 'invalid_body'],
      [h1.token, { type: 'join', hero: 'elfo' }, 400, 'bad_action'],
      [h1.token, { type: 'move', to: [7] }, 400, 'invalid_body'],
    ];
    for (const [token, body, status, code] of rejections) {
      const res = await send(token, body);
      assert.equal(res.status, status, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`);
      assert.equal(res.body.error.code, code);
      assert.match(res.body.error.message, /\S/);
      assert.deepEqual(await snapshot(room, tokens), before, `${JSON.stringify(body)} changed the room`);
    }

    // an illegal move after the roll: a square the hero cannot reach
    const rolled = await send(h1.token, { type: 'roll' });
    assert.equal(rolled.status, 200);
    assert.equal(rolled.body.seq, before[0]!.seq + 1);
    before = await snapshot(room, tokens);
    const legal = new Set(before[1]!.legal.filter((a) => a.type === 'move').map((a) => JSON.stringify(a.to)));
    for (const to of [
      [0, 0],
      [16, 11],
      [1, 1],
    ] as [number, number][]) {
      assert.ok(!legal.has(JSON.stringify(to)));
      const res = await send(h1.token, { type: 'move', to });
      assert.equal(res.status, 422);
      assert.equal(res.body.error.code, 'unreachable');
      assert.deepEqual(await snapshot(room, tokens), before);
    }
    // a bad body is refused before the token is looked at
    const order = await send('not-a-token', { type: 'nope' });
    assert.equal(order.status, 400);
  });

  test('the same action sent twice at once is applied once', async () => {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro']);
    await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master.token, body: { type: 'start' } });
    const start = await getView(req, room, master.token);
    const results = await Promise.all(
      [1, 2, 3].map(() => call(req, 'POST', `/api/rooms/${room}/actions`, { token: heroes[0]!.token, body: { type: 'roll' } })),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 422, 422]);
    assert.ok(results.filter((r) => r.status === 422).every((r) => r.body.error.code === 'already_rolled'));
    assert.equal((await getView(req, room, master.token)).seq, start.seq + 1);
    const rows = await ctx.services.db.selectFrom('room_actions').select('seq').where('room_id', '=', room).execute();
    assert.equal(rows.length, start.seq + 1);
  });

  test('accepted actions are logged with their events, with a snapshot every 50 actions', async () => {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano']);
    const seats = [master, ...heroes];
    let seq = 0;
    while (seq < SNAPSHOT_EVERY + 5) {
      const turn = (await getView(req, room, master.token)).view;
      const actor = turn.phase === 'lobby' ? master : seats.find((s) => s.seat === turn.turn!.seat)!;
      const { view, legal } = await getView(req, room, actor.token);
      const action: Action = actor.seat === 'master' ? masterChoice(view, legal) : heroChoice(view, legal);
      const res = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: actor.token, body: action });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      seq = res.body.seq;
    }
    const actions = await ctx.services.db.selectFrom('room_actions').selectAll().where('room_id', '=', room).orderBy('seq').execute();
    assert.deepEqual(
      actions.map((a) => a.seq),
      Array.from({ length: seq }, (_, i) => i + 1),
    );
    assert.deepEqual(JSON.parse(actions[0]!.action), { seat: 'h1', type: 'join', hero: 'barbaro' });
    assert.deepEqual(JSON.parse(actions[0]!.events), [{ type: 'seat_joined', seat: 'h1', hero: 'barbaro' }]);
    const snaps = await ctx.services.db.selectFrom('room_snapshots').select('seq').where('room_id', '=', room).orderBy('seq').execute();
    assert.deepEqual(
      snaps.map((s) => s.seq),
      [0, SNAPSHOT_EVERY],
    );
  });

  test('GET /log gives each seat the events it saw, action by action, across a snapshot', async () => {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'chronicle');
    const seats = [master, ...heroes];
    const seen = new Map<string, { seq: number; events: unknown[] }[]>(seats.map((s) => [s.seat, []]));
    let seq = 0;
    while (seq < SNAPSHOT_EVERY + 20) {
      const turn = (await getView(req, room, master.token)).view;
      const actor = turn.phase === 'lobby' ? master : seats.find((s) => s.seat === turn.turn!.seat)!;
      const { view, legal } = await getView(req, room, actor.token);
      const action: Action = actor.seat === 'master' ? masterChoice(view, legal) : heroChoice(view, legal);
      const res = await act(req, room, actor.token, action);
      seq = res.seq;
      // the acting seat's answer holds exactly the events it may see
      if (res.events.length > 0) seen.get(actor.seat)!.push({ seq, events: res.events });
    }
    for (const s of seats) {
      const log = await call(req, 'GET', `/api/rooms/${room}/log`, { token: s.token });
      assert.equal(log.status, 200);
      const entries = log.body.entries as { seq: number; events: unknown[] }[];
      assert.deepEqual(
        entries.map((e) => e.seq),
        [...entries.map((e) => e.seq)].sort((a, b) => a - b),
      );
      const bySeq = new Map(entries.map((e) => [e.seq, e.events]));
      for (const mine of seen.get(s.seat)!) assert.deepEqual(bySeq.get(mine.seq), mine.events, `${s.seat} seq ${mine.seq}`);
    }
    const heroLog = JSON.stringify((await call(req, 'GET', `/api/rooms/${room}/log`, { token: heroes[0]!.token })).body);
    const masterLog = JSON.stringify((await call(req, 'GET', `/api/rooms/${room}/log`, { token: master.token })).body);
    assert.ok(heroLog.length <= masterLog.length);
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/log`)).status, 401);
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/log`, { token: 'x'.repeat(43) })).status, 401);
  });

  test('a running room keeps the content it was created with', async () => {
    const { room, master } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro']);
    const goblin = (await call(req, 'GET', '/api/creatures/goblin')).body;
    const put = await call(req, 'PUT', '/api/creatures/goblin', { token: ADMIN_TOKEN, body: { ...goblin, body: 9 } });
    assert.equal(put.status, 200);
    const { view } = await getView(req, room, master.token);
    assert.ok(view.units.filter((u) => u.kind === 'goblin').every((u) => u.maxBody === goblin.body));
    const fresh = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro']);
    const freshView = await getView(req, fresh.room, fresh.master.token);
    assert.ok(freshView.view.units.filter((u) => u.kind === 'goblin').every((u) => u.maxBody === 9));
    await call(req, 'PUT', '/api/creatures/goblin', { token: ADMIN_TOKEN, body: goblin });
  });

  test("GET view needs a seat token of that room and gives only that seat's view", async () => {
    const a = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro']);
    const b = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro']);
    assert.equal((await call(req, 'GET', `/api/rooms/${a.room}/view`)).status, 401);
    assert.equal((await call(req, 'GET', `/api/rooms/${a.room}/view`, { token: b.master.token })).status, 401);
    const hero = await getView(req, a.room, a.heroes[0]!.token);
    assert.equal(hero.view.seat, 'h1');
    assert.equal(hero.view.role, 'hero');
    const master = await getView(req, a.room, a.master.token);
    assert.equal(master.view.role, 'master');
    assert.deepEqual(master.legal, [{ type: 'start' }, { type: 'release_seat', target: 'h1' }]);
  });

  test('every engine error code has a 4xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) assert.ok(status >= 400 && status < 500);
  });
});
