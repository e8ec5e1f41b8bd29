/**
 * Games stored before a piece's ruleset numbers moved from `Unit.d20` to the module's own `Unit.ext` (migration 10),
 * over a real database (the SQLite file of a temp dir; a PostgreSQL schema with `TEST_DATABASE_URL`): the rows of
 * test/fixtures/stored-before-piece-numbers.json, written by the server before the change, are put back in a
 * database at the migration they were written at; the server of now upgrades them as it starts, and every game
 * plays on — the d20 room mid-fight and the classic room from their snapshots and logs, the campaign's fight from
 * its save — with each piece's d20 numbers as they were.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { type Kysely, Migrator } from 'kysely';
import { COPY_ORDER } from '../cms/db/copy.ts';
import { closeDatabase, openDatabase, underMigrationLock } from '../cms/db/database.ts';
import { migrationProvider } from '../cms/db/migrations/index.ts';
import { createApp, openServices, type Services } from '../cms/server.ts';
import type { Unit } from '../engine/index.ts';
import type { D20Piece } from '../engine/rulesets/d20/pieces.ts';
import { storeTestAdventure } from './support/campaigns.ts';
import { call, type Requester } from './support/http.ts';
import { ADMIN_TOKEN, tempDir, testDatabase, testDatabaseOption } from './support/server.ts';

interface Fixture {
  migration: string;
  rooms: {
    d20: { room: string; tokens: Record<string, string> };
    classic: { room: string; tokens: Record<string, string> };
    campaign: { id: string; leader: string; p1: string; room: string };
  };
  rows: Record<string, Record<string, unknown>[]>;
}

const FIXTURE = JSON.parse(readFileSync(new URL('./fixtures/stored-before-piece-numbers.json', import.meta.url), 'utf8')) as Fixture;

/** A server's services and app over the database of `dir` (made, or found again after a restart). */
async function open(dir: string): Promise<{ services: Services; req: Requester }> {
  const services = await openServices({ dataDir: dir, ...testDatabaseOption(dir), adminToken: ADMIN_TOKEN, log: () => {} });
  const app = createApp(services, { creationsPerMinute: 0, failedSignInsPerMinute: 0 });
  return { services, req: (path, init) => app.request(path, init) };
}

/**
 * The database of `dir` as the server before migration 10 left it, holding the fixture's rows: made and seeded by
 * today's server (with the campaign's adventure), taken back to the fixture's migration, the rows inserted.
 */
async function storeFixture(dir: string): Promise<void> {
  const { services } = await open(dir);
  await storeTestAdventure(services.db);
  await services.close();
  const location = testDatabase(dir) ?? { sqlite: dir };
  const db = await openDatabase(location);
  try {
    const schema = 'schema' in location ? location.schema : undefined;
    const down = await underMigrationLock(db, (conn) =>
      new Migrator({ db: conn, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateTo(FIXTURE.migration),
    );
    assert.equal(down.error, undefined);
    assert.deepEqual(
      down.results?.map((r) => [r.migrationName, r.direction, r.status]),
      [
        ['2026_12_07_011_replays', 'Down', 'Success'],
        ['2026_12_07_010_piece_numbers', 'Down', 'Success'],
      ],
    );
    const anyDb = db as unknown as Kysely<any>;
    for (const table of COPY_ORDER) {
      const rows = FIXTURE.rows[table] ?? [];
      if (rows.length > 0) await anyDb.insertInto(table).values(rows).execute();
    }
  } finally {
    await closeDatabase(db);
  }
}

/** Every stored game state of the database: the rooms' snapshots and the campaign saves' fights, parsed. */
async function storedStates(services: Services): Promise<{ where: string; state: { units: Record<string, unknown>[]; setup?: Record<string, any> } }[]> {
  const snapshots = await services.db.selectFrom('room_snapshots').select(['room_id', 'seq', 'state']).execute();
  const saves = await services.db.selectFrom('campaign_saves').select(['slot', 'fight']).execute();
  return [
    ...snapshots.map((s) => ({ where: `snapshot ${s.room_id}@${s.seq}`, state: JSON.parse(s.state) })),
    ...saves.flatMap((s) => (s.fight === null ? [] : [{ where: `save ${s.slot}`, state: JSON.parse(s.fight) }])),
  ];
}

/** Seat `token`'s view of `room`: seq, units by id, legal actions. */
async function viewOf(
  req: Requester,
  room: string,
  token: string,
): Promise<{ seq: number; module: string; units: Map<string, Unit>; legal: unknown[]; turn: { seat: string } }> {
  const answer = await call(req, 'GET', `/api/rooms/${room}/view`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const { view } = answer.body;
  return { seq: answer.body.seq, module: view.module, units: new Map(view.units.map((u: Unit) => [u.id, u])), legal: answer.body.legal, turn: view.turn };
}

/** The d20 numbers of a hero of the Watchtower fixture, at `res` mana or stamina (the rest as its piece began). */
const piece = (numbers: Partial<D20Piece>): D20Piece => ({
  initiative: 0,
  element: null,
  weak: [],
  resist: [],
  multiattack: 1,
  onHit: [],
  timedAction: null,
  healer: null,
  toll: null,
  personal: null,
  ward: 0,
  used: [],
  firstRound: 1,
  attack: 0,
  ac: 0,
  damageDie: '1d4',
  damageBonus: 0,
  resource: null,
  res: 0,
  resMax: 0,
  ...numbers,
});

describe('games stored before migration 10', () => {
  test("the server upgrades every stored state as it starts: no piece keeps a d20 field, the d20 numbers are each piece's ext, every state names its module", async () => {
    const tmp = tempDir();
    await storeFixture(tmp.dir);
    const { services } = await open(tmp.dir);
    try {
      const states = await storedStates(services);
      // the fixture's four snapshots and three saves, each with units
      assert.equal(states.length, 7);
      for (const { where, state } of states) {
        for (const u of state.units) assert.ok(!('d20' in u), `${where}: unit ${String(u.id)} still has a d20 field`);
        if (state.setup) {
          assert.ok(['d20', 'classic'].includes(state.setup.module), `${where}: module ${state.setup.module}`);
          for (const [hero, p] of Object.entries(state.setup.heroPieces as Record<string, object>))
            assert.ok(!('d20' in p), `${where}: the piece of ${hero} still has a d20 field`);
        }
      }
      // the d20 room's first state: the Hollow Warden's numbers, as they were in its d20 field
      const first = states.find((s) => s.where === `snapshot ${FIXTURE.rooms.d20.room}@0`)!.state;
      assert.deepEqual(
        first.units.find((u) => u.id === 'm1')!.ext,
        piece({
          initiative: 16,
          element: 'void',
          weak: ['holy'],
          resist: ['void'],
          timedAction: 'graveChill',
          firstRound: null,
          attack: 4,
          ac: 13,
          damageDie: '1d6',
          damageBonus: 2,
        }),
      );
      assert.deepEqual(first.setup!.heroPieces.xov, {
        body: 20,
        maxBody: 20,
        ext: piece({
          initiative: 19,
          personal: 'vanish',
          firstRound: null,
          attack: 4,
          ac: 13,
          damageDie: '1d6',
          damageBonus: 2,
          resource: 'stamina',
          res: 2,
          resMax: 2,
        }),
      });
      // the classic room's pieces have no module numbers at all
      const classic = states.filter((s) => s.where.startsWith(`snapshot ${FIXTURE.rooms.classic.room}@`));
      assert.equal(classic.length, 2);
      for (const { state } of classic) for (const u of state.units) assert.ok(!('ext' in u), `classic unit ${String(u.id)} has ext`);
    } finally {
      await services.close();
      tmp.remove();
    }
  });

  test("the d20 room plays on mid-fight: its pieces' numbers as they were, Spargle's Ember accepted and paid from her mana", async () => {
    const tmp = tempDir();
    await storeFixture(tmp.dir);
    const { services, req } = await open(tmp.dir);
    try {
      const { room, tokens } = FIXTURE.rooms.d20;
      const before = await viewOf(req, room, tokens.h3!);
      assert.deepEqual([before.seq, before.module, before.turn.seat], [21, 'd20', 'h3']);
      // every piece as the old server had it after 21 actions: hit points and d20 numbers
      assert.deepEqual(
        [...before.units.values()].map((u) => [u.id, u.body, u.maxBody]),
        [
          ['m1', 15, 26],
          ['m2', 7, 10],
          ['m3', 10, 10],
          ['h1', 24, 24],
          ['h2', 18, 18],
          ['h3', 16, 16],
          ['h4', 12, 20],
        ],
      );
      assert.deepEqual(
        before.units.get('h3')!.ext,
        piece({ initiative: 14, attack: 2, ac: 11, damageDie: '1d4', damageBonus: 1, resource: 'mana', res: 4, resMax: 5 }),
      );
      assert.deepEqual(
        before.units.get('h1')!.ext,
        piece({
          initiative: 18,
          personal: 'shield_wall',
          ward: 2,
          attack: 4,
          ac: 14,
          damageDie: '1d8',
          damageBonus: 2,
          resource: 'stamina',
          res: 2,
          resMax: 2,
        }),
      );
      assert.deepEqual(
        before.units.get('m2')!.ext,
        piece({ initiative: 20, weak: ['holy', 'earth'], resist: ['void'], firstRound: 2, attack: 2, ac: 12, damageDie: '1d4', damageBonus: 1 }),
      );
      assert.ok(before.legal.some((a) => JSON.stringify(a) === JSON.stringify({ type: 'cast', spell: 'ember', target: 'm1' })));

      const cast = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: tokens.h3!, body: { type: 'cast', spell: 'ember', target: 'm1', seq: 21 } });
      assert.equal(cast.status, 200, JSON.stringify(cast.body));
      assert.equal(cast.body.seq, 22);
      assert.deepEqual(cast.body.events.slice(0, 3), [
        { type: 'resource_changed', unit: 'h3', resource: 'mana', delta: -1, value: 3 },
        { type: 'spell_cast', unit: 'h3', spell: 'ember', target: 'm1' },
        { type: 'damaged', unit: 'm1', amount: 7, body: 8, dice: null, defenceDice: null, element: 'fire', feedback: null },
      ]);
      const after = await viewOf(req, room, tokens.h3!);
      assert.deepEqual([after.seq, after.turn.seat, after.units.get('m1')!.body, (after.units.get('h3')!.ext as D20Piece).res], [22, 'h2', 8, 3]);
    } finally {
      await services.close();
      tmp.remove();
    }
  });

  test('the classic room plays on from its snapshot at seq 50 (stored without its setup) and its log: the goblin strikes the barbarian', async () => {
    const tmp = tempDir();
    await storeFixture(tmp.dir);
    const { services, req } = await open(tmp.dir);
    try {
      const { room, tokens } = FIXTURE.rooms.classic;
      const before = await viewOf(req, room, tokens.master!);
      assert.deepEqual([before.seq, before.module, before.turn.seat, before.units.get('h1')!.body], [58, 'classic', 'master', 6]);
      for (const u of before.units.values()) assert.equal(u.ext, undefined, `${u.id} has no module numbers`);
      const attack = await call(req, 'POST', `/api/rooms/${room}/actions`, {
        token: tokens.master!,
        body: { type: 'creature_attack', creature: 'm1', target: 'h1', seq: 58 },
      });
      assert.equal(attack.status, 200, JSON.stringify(attack.body));
      assert.deepEqual(attack.body.events, [
        {
          type: 'attack',
          attacker: 'm1',
          target: 'h1',
          attackDice: ['white_shield', 'skull'],
          defenceDice: ['skull', 'skull'],
          hits: 1,
          blocks: 0,
          damage: 1,
          bodyLost: 1,
          body: 5,
        },
      ]);
      assert.equal((await viewOf(req, room, tokens.h1!)).units.get('h1')!.body, 5);
    } finally {
      await services.close();
      tmp.remove();
    }
  });

  test("the campaign's fight saved in slot 1 loads into a new room with its heroes' hit points and mana as saved, and is played on", async () => {
    const tmp = tempDir();
    await storeFixture(tmp.dir);
    const { services, req } = await open(tmp.dir);
    try {
      const { id, leader } = FIXTURE.rooms.campaign;
      const loaded = await call(req, 'POST', `/api/campaigns/${id}/load`, { token: leader, body: { slot: '1' } });
      assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
      const fight = (await call(req, 'GET', `/api/campaigns/${id}/view`, { token: leader })).body.fight as {
        room: string;
        seats: { hero: string; seat: string; token: string }[];
      };
      assert.notEqual(fight.room, FIXTURE.rooms.campaign.room);
      const seats = [
        ...fight.seats,
        ...(await call(req, 'GET', `/api/campaigns/${id}/view`, { token: FIXTURE.rooms.campaign.p1 })).body.fight.seats,
      ] as typeof fight.seats;
      const view = await viewOf(req, fight.room, seats[0]!.token);
      assert.equal(view.module, 'd20');
      assert.deepEqual(
        [...view.units.values()].map((u) => [u.id, u.kind, u.body, (u.ext as D20Piece).res]),
        [
          ['m1', 'briar-sneak', 4, 0],
          ['m2', 'briar-sneak', 9, 0],
          ['h1', 'vestin', 21, 2],
          ['h2', 'markovia', 18, 4],
          ['h3', 'mystere', 16, 4],
          ['h4', 'spargle', 16, 5],
        ],
      );
      assert.deepEqual(
        view.units.get('h3')!.ext,
        piece({ initiative: 15, attack: 2, ac: 11, damageDie: '1d4', damageBonus: 1, resource: 'mana', res: 4, resMax: 5 }),
      );
      // Spargle's turn, as saved: she defends, and the turn goes on
      const spargle = seats.find((s) => s.hero === 'spargle')!;
      assert.equal(view.turn.seat, spargle.seat);
      const defended = await call(req, 'POST', `/api/rooms/${fight.room}/actions`, { token: spargle.token, body: { type: 'defend', seq: view.seq } });
      assert.equal(defended.status, 200, JSON.stringify(defended.body));
      assert.deepEqual(defended.body.events[0], { type: 'special_action', unit: spargle.seat, action: 'defend', kind: 'defend' });
    } finally {
      await services.close();
      tmp.remove();
    }
  });
});
