/**
 * No bearer token is stored in plain text (docs/protocol.md "Seats and tokens"), over a real
 * database (the SQLite file of a temp dir; a PostgreSQL schema with `TEST_DATABASE_URL`): after a campaign fight
 * opens, no cell of any table holds any token handed to a client (campaign players', fight seats', a session's, an API
 * token, the administrator's), each is kept as its SHA-256; after a restart a player's campaign token gets the same
 * working seats again. And migration 9: a database from before it, its fight seat tokens in
 * `campaign_fight_seats.token`, is upgraded: the column is gone, those tokens open nothing, and the players, handed
 * their seats again, play on.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { Migrator } from 'kysely';
import { COPY_ORDER } from '../cms/db/copy.ts';
import { closeDatabase, type DB, openDatabase, underMigrationLock } from '../cms/db/database.ts';
import { migrationProvider } from '../cms/db/migrations/index.ts';
import { createApp, openServices, type Services } from '../cms/server.ts';
import { newTestCampaign, storeTestAdventure } from './support/campaigns.ts';
import { call, type Requester } from './support/http.ts';
import { asUser, signIn } from './support/session.ts';
import { ADMIN_TOKEN, ADMIN_USER, tableColumns, tempDir, testDatabase, testDatabaseOption, testSchema, TEST_DATABASE_URL } from './support/server.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A server's services and app over the database of `dir` (made, or found again after a restart). */
async function open(dir: string): Promise<{ services: Services; req: Requester }> {
  const services = await openServices({ dataDir: dir, ...testDatabaseOption(dir), adminToken: ADMIN_TOKEN, log: () => {}, admin: ADMIN_USER });
  const app = createApp(services, { creationsPerMinute: 0, failedSignInsPerMinute: 0 });
  return { services, req: (path, init) => app.request(path, init) };
}

/** Every text cell of every table of `db` (on PostgreSQL, of the test schema of `dir`), as `table.column` and value. */
async function everyCell(db: DB, dir: string): Promise<{ where: string; value: string }[]> {
  const schema = TEST_DATABASE_URL ? testSchema(dir) : undefined;
  const tables = [...(await tableColumns(db, schema)).keys()];
  // every table of the server (cms/db/copy.ts lists them all) and Kysely's own
  assert.deepEqual(tables.sort(), [...COPY_ORDER, 'kysely_migration', 'kysely_migration_lock'].sort());
  const cells: { where: string; value: string }[] = [];
  for (const table of tables) {
    const rows = (await db
      .selectFrom(table as 'rooms')
      .selectAll()
      .execute()) as Record<string, unknown>[];
    for (const row of rows)
      for (const [column, value] of Object.entries(row)) if (typeof value === 'string') cells.push({ where: `${table}.${column}`, value });
  }
  return cells;
}

/** Asserts that no cell of the database holds any of `tokens`, whole or inside a longer text (JSON, a log). */
async function assertNoneStored(db: DB, dir: string, tokens: Record<string, string>): Promise<void> {
  const cells = await everyCell(db, dir);
  assert.ok(cells.length > 100, `${cells.length} text cells read`);
  for (const [name, token] of Object.entries(tokens)) {
    const found = cells.filter((c) => c.value.includes(token)).map((c) => c.where);
    assert.deepEqual(found, [], `${name} is stored in plain text in ${found.join(', ')}`);
  }
}

/** The stored token hashes of every seat of room `room`, by seat. */
async function seatHashes(db: DB, room: string): Promise<Record<string, string>> {
  const rows = await db.selectFrom('seats').select(['seat', 'token_hash']).where('room_id', '=', room).execute();
  return Object.fromEntries(rows.map((r) => [r.seat, r.token_hash]));
}

type Seat = { hero: string; seat: string; token: string };

/** Player `token`'s view of campaign `id`: its fight's room and seats (asserting a fight is on). */
async function fightOf(req: Requester, id: string, token: string): Promise<{ room: string; seats: Seat[] }> {
  const answer = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.ok(answer.body.fight, 'a fight is on');
  return answer.body.fight;
}

/**
 * The seat whose turn it is in `room`, among `seats`, plays `end_turn` with its token: the answer's status (200:
 * played) and the seq the room moved to.
 */
async function playTurn(req: Requester, room: string, seats: Seat[]): Promise<{ status: number; seq: number }> {
  const views = await Promise.all(seats.map((s) => call(req, 'GET', `/api/rooms/${room}/view`, { token: s.token })));
  for (const v of views) assert.equal(v.status, 200, JSON.stringify(v.body));
  const turn = views[0]!.body.view.turn.seat as string;
  const mine = seats.find((s) => s.seat === turn);
  assert.ok(mine, `the turn's seat ${turn} is one of ${seats.map((s) => s.seat).join(', ')}`);
  const seq = views[0]!.body.seq as number;
  const played = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: mine.token, body: { type: 'end_turn', seq } });
  return { status: played.status, seq: played.body.seq };
}

describe('stored tokens', () => {
  test('after a campaign fight opens no table holds a token handed to a client, only its SHA-256; after a restart the campaign token gets the same working seats', async () => {
    const tmp = tempDir();
    let { services, req } = await open(tmp.dir);
    try {
      await storeTestAdventure(services.db);
      // a session and an API token, as an administrator makes them
      const cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
      const apiToken = await asUser(req, cookie, 'POST', '/api/tokens', { body: { name: 'sito del club' } });
      assert.equal(apiToken.status, 201, JSON.stringify(apiToken.body));
      const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
      assert.equal((await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'travel', to: 'old-road' } })).status, 200);
      const fought = await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.p1!, body: { type: 'fight' } });
      assert.equal(fought.status, 200, JSON.stringify(fought.body));
      const room = fought.body.fight.room as string;
      const p1Seats = fought.body.fight.seats as Seat[];
      const leaderSeats = (await fightOf(req, c.id, c.leader)).seats;
      assert.deepEqual(
        p1Seats.map((s) => [s.hero, s.seat]),
        [['vestin', 'h1']],
      );
      assert.deepEqual(
        leaderSeats.map((s) => [s.hero, s.seat]),
        [
          ['markovia', 'h2'],
          ['mystere', 'h3'],
          ['spargle', 'h4'],
        ],
      );
      const seats = [...p1Seats, ...leaderSeats];

      const handed: Record<string, string> = {
        "the leader's campaign token": c.leader,
        "p1's campaign token": c.p1!,
        'the session cookie': cookie.slice(cookie.indexOf('=') + 1),
        'the API token': apiToken.body.token,
        'the administrator token': ADMIN_TOKEN,
        ...Object.fromEntries(seats.map((s) => [`the token of fight seat ${s.seat}`, s.token])),
      };
      await assertNoneStored(services.db, tmp.dir, handed);
      // each kept as its SHA-256: the players', the session's, the API token's, and every hero seat's in the room
      const players = await services.db
        .selectFrom('campaign_players')
        .select(['player', 'token_hash'])
        .where('campaign_id', '=', c.id)
        .orderBy('player')
        .execute();
      assert.deepEqual(players, [
        { player: 'leader', token_hash: sha256(c.leader) },
        { player: 'p1', token_hash: sha256(c.p1!) },
      ]);
      assert.equal(
        (await services.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', sha256(handed['the session cookie']!)).execute()).length,
        1,
      );
      assert.equal((await services.db.selectFrom('api_tokens').select('token_hash').where('token_hash', '=', sha256(apiToken.body.token)).execute()).length, 1);
      const hashes = await seatHashes(services.db, room);
      for (const s of seats) assert.equal(hashes[s.seat], sha256(s.token), `seat ${s.seat} opens with the token handed`);
      assert.deepEqual(Object.keys(hashes).sort(), ['h1', 'h2', 'h3', 'h4', 'master']);
      assert.deepEqual(
        await services.db.selectFrom('campaign_fight_seats').selectAll().where('room_id', '=', room).orderBy('seat').execute(),
        seats.map((s) => ({ campaign_id: c.id, room_id: room, hero: s.hero, seat: s.seat })).sort((a, b) => a.seat.localeCompare(b.seat)),
      );

      // reading again hands the same seats (a second tab, a reload): nothing changes
      assert.deepEqual((await fightOf(req, c.id, c.p1!)).seats, p1Seats);
      assert.deepEqual(await seatHashes(services.db, room), hashes);
      const first = await playTurn(req, room, seats);
      assert.equal(first.status, 200);

      // a restart: nothing in memory; each player's campaign token gets its seats again, and they play on
      await services.close();
      ({ services, req } = await open(tmp.dir));
      const again = [...(await fightOf(req, c.id, c.p1!)).seats, ...(await fightOf(req, c.id, c.leader)).seats];
      assert.deepEqual(again, seats);
      const second = await playTurn(req, room, again);
      assert.deepEqual(second, { status: 200, seq: first.seq + 1 });
      // another player's campaign token opens none of them
      assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: c.leader })).status, 401);
      await assertNoneStored(services.db, tmp.dir, handed);
    } finally {
      await services.close();
      tmp.remove();
    }
  });

  test('migration 9 upgrades a database whose fight seat tokens are in campaign_fight_seats.token: the column goes, those tokens open nothing, and the players play on with the seats handed again', async () => {
    const tmp = tempDir();
    let { services, req } = await open(tmp.dir);
    try {
      await storeTestAdventure(services.db);
      const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
      assert.equal((await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'travel', to: 'old-road' } })).status, 200);
      const fought = await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'fight' } });
      assert.equal(fought.status, 200, JSON.stringify(fought.body));
      const room = fought.body.fight.room as string;
      await services.close();

      // the database as the server before migration 9 left it: every hero seat's token in campaign_fight_seats.token,
      // and the room's seat opened by it
      const location = testDatabase(tmp.dir) ?? { sqlite: tmp.dir };
      const old = await openDatabase(location);
      const plain: Record<string, string> = {};
      try {
        const schema = 'schema' in location ? location.schema : undefined;
        const down = await underMigrationLock(old, (conn) =>
          new Migrator({ db: conn, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateTo(
            '2026_12_02_008_campaign_drafts',
          ),
        );
        assert.equal(down.error, undefined);
        assert.deepEqual(
          down.results?.map((r) => [r.migrationName, r.direction, r.status]),
          [
            ['2026_12_07_011_replays', 'Down', 'Success'],
            ['2026_12_07_010_piece_numbers', 'Down', 'Success'],
            ['2026_12_06_009_fight_seat_tokens', 'Down', 'Success'],
          ],
        );
        const rows = await old.selectFrom('campaign_fight_seats').select(['hero', 'seat']).where('room_id', '=', room).execute();
        assert.equal(rows.length, 4);
        const anyDb = old as unknown as import('kysely').Kysely<any>;
        for (const { seat } of rows) {
          plain[seat] = randomBytes(32).toString('base64url');
          await anyDb.updateTable('campaign_fight_seats').set({ token: plain[seat] }).where('room_id', '=', room).where('seat', '=', seat).execute();
          await old
            .updateTable('seats')
            .set({ token_hash: sha256(plain[seat]!) })
            .where('room_id', '=', room)
            .where('seat', '=', seat)
            .execute();
        }
      } finally {
        await closeDatabase(old);
      }

      // the server of now upgrades it as it starts
      ({ services, req } = await open(tmp.dir));
      const columns = (await tableColumns(services.db, TEST_DATABASE_URL ? testSchema(tmp.dir) : undefined)).get('campaign_fight_seats') ?? [];
      assert.deepEqual([...columns].sort(), ['campaign_id', 'hero', 'room_id', 'seat']);
      await assertNoneStored(services.db, tmp.dir, Object.fromEntries(Object.entries(plain).map(([seat, token]) => [`the old token of seat ${seat}`, token])));
      for (const [seat, token] of Object.entries(plain)) {
        const refused = await call(req, 'GET', `/api/rooms/${room}/view`, { token });
        assert.deepEqual([refused.status, refused.body.error?.code], [401, 'unauthorized'], `the old token of ${seat} opens nothing`);
      }
      // the players read their campaign again: handed their seats anew, they play on
      const p1Seats = (await fightOf(req, c.id, c.p1!)).seats;
      const leaderSeats = (await fightOf(req, c.id, c.leader)).seats;
      assert.deepEqual(
        p1Seats.map((s) => s.seat),
        ['h1'],
      );
      assert.deepEqual(
        leaderSeats.map((s) => s.seat),
        ['h2', 'h3', 'h4'],
      );
      const seats = [...p1Seats, ...leaderSeats];
      for (const s of seats) assert.notEqual(s.token, plain[s.seat]);
      assert.equal((await playTurn(req, room, seats)).status, 200);
      await assertNoneStored(services.db, tmp.dir, Object.fromEntries(seats.map((s) => [`the token of fight seat ${s.seat}`, s.token])));
    } finally {
      await services.close();
      tmp.remove();
    }
  });
});
