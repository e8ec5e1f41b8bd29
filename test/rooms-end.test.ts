/**
 * Rooms end: a finished room (after its grace) and an idle room are archived, leave memory and the live tables and
 * answer 410 `room_ended` on every room route; a room with a stream open is not idle; the log is kept or deleted as
 * configured; a server holding its limit of live rooms answers 503 `server_full` with `Retry-After`; the environment
 * variables are checked. Real SQLite files and real listening servers.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { once } from 'node:events';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, test } from 'node:test';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import type { DB } from '../cms/db/database.ts';
import { closeDatabase, migrateToLatest } from '../cms/db/database.ts';
import { migrationProvider } from '../cms/db/migrations/index.ts';
import { databaseFromEnv, listenFromEnv, retentionFromEnv } from '../cms/env.ts';
import { archiveRoom } from '../cms/rooms/archive.ts';
import { archiveReason, DEFAULT_RETENTION, type RoomRetention } from '../cms/rooms/retention.ts';
import type { Services } from '../cms/server.ts';
import { act, call, overHttp, type Requester, setUpRoom } from './support/http.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';
import { SseClient } from './support/sse.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type LiveTable = 'rooms' | 'seats' | 'room_actions' | 'room_snapshots';

/** A listening server over a fresh data folder, closed (and the folder removed) after the test. */
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) await o.close();
});
async function server(retention: Partial<RoomRetention> = {}): Promise<{ url: string; req: Requester; services: Services; db: DB; dataDir: string }> {
  const tmp = tempDir();
  const s = await inspectableServer(tmp.dir, { retention });
  open.push({ close: async () => (await s.close(), tmp.remove()) });
  return { url: s.url, req: overHttp(s.url), services: s.services, db: s.services.db, dataDir: tmp.dir };
}

/** How many rows of room `id` each live table holds. */
async function liveRows(db: DB, id: string): Promise<Record<LiveTable, number>> {
  const count = async (table: LiveTable) => {
    const rows =
      table === 'rooms'
        ? await db.selectFrom('rooms').select('id').where('id', '=', id).execute()
        : await db.selectFrom(table).select('room_id').where('room_id', '=', id).execute();
    return rows.length;
  };
  return { rooms: await count('rooms'), seats: await count('seats'), room_actions: await count('room_actions'), room_snapshots: await count('room_snapshots') };
}

/** Every room route, each answered for room `id` with `token` where a seat is needed. */
async function everyRoute(req: Requester, id: string, token: string) {
  return {
    summary: await call(req, 'GET', `/api/rooms/${id}`),
    view: await call(req, 'GET', `/api/rooms/${id}/view`, { token }),
    log: await call(req, 'GET', `/api/rooms/${id}/log`, { token }),
    stream: await call(req, 'GET', `/api/rooms/${id}/stream?token=${token}`),
    seats: await call(req, 'POST', `/api/rooms/${id}/seats`, { body: { hero: 'nano' } }),
    actions: await call(req, 'POST', `/api/rooms/${id}/actions`, { token, body: { type: 'end_turn' } }),
  };
}

/** A room of the manual mission, with the barbarian seated, started and declared won by the heroes. */
async function finishedRoom(req: Requester) {
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-biblioteca-proibita', ['barbaro'], 'rooms-end');
  await act(req, room, master.token, { type: 'start' });
  const over = await act(req, room, master.token, { type: 'declare', winner: 'heroes' });
  return { room, master, heroes, lastSeq: over.seq };
}

describe('a finished room', () => {
  test('stays through its grace, then is archived: 410 room_ended on every route, no live row, its stream ended, the archive row says what it was', async () => {
    const { req, url, services, db } = await server();
    const { room, master, heroes, lastSeq } = await finishedRoom(req);
    const stream = await SseClient.open(url, room, heroes[0]!.token);
    await stream.waitForSeq(lastSeq);
    const row = await db.selectFrom('rooms').select(['phase', 'ended_at']).where('id', '=', room).executeTakeFirstOrThrow();
    assert.equal(row.phase, 'over');
    const endedAt = Date.parse(row.ended_at!);
    assert.ok(endedAt <= Date.now());
    assert.deepEqual(await liveRows(db, room), { rooms: 1, seats: 2, room_actions: lastSeq, room_snapshots: 1 });

    // within the hour after the end the room is still there, end screen and chronicle included
    assert.deepEqual(await services.rooms.archive(endedAt + DEFAULT_RETENTION.finishedAfterMs - 1), []);
    assert.equal((await call(req, 'GET', `/api/rooms/${room}`)).body.phase, 'over');
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/log`, { token: heroes[0]!.token })).status, 200);

    const at = endedAt + DEFAULT_RETENTION.finishedAfterMs;
    const archived = await services.rooms.archive(at);
    assert.deepEqual(archived, [
      {
        id: room,
        missionId: 'la-biblioteca-proibita',
        phase: 'over',
        winner: 'heroes',
        reason: 'declared',
        seats: 2,
        lastSeq,
        createdAt: archived[0]!.createdAt,
        lastUsedAt: row.ended_at,
        endedAt: row.ended_at,
        archivedAt: new Date(at).toISOString(),
        why: 'finished',
      },
    ]);
    // an open stream of a finished room does not keep it: it ends
    await Promise.race([stream.done, sleep(5000)]);
    assert.ok(stream.ended, 'the stream ended');
    assert.equal(services.rooms.size, 0, 'the room left memory');
    assert.deepEqual(await liveRows(db, room), { rooms: 0, seats: 0, room_actions: 0, room_snapshots: 0 });
    assert.equal((await db.selectFrom('archived_room_logs').selectAll().execute()).length, 0, 'logs are deleted by default');
    const stored = await db.selectFrom('archived_rooms').selectAll().where('id', '=', room).executeTakeFirstOrThrow();
    assert.deepEqual(stored, {
      id: room,
      mission_id: 'la-biblioteca-proibita',
      phase: 'over',
      winner: 'heroes',
      reason: 'declared',
      seats: 2,
      last_seq: lastSeq,
      created_at: archived[0]!.createdAt,
      last_used_at: row.ended_at,
      ended_at: row.ended_at,
      archived_at: new Date(at).toISOString(),
      why: 'finished',
      replay: 'private',
      replay_owner: null,
    });

    const message = `room "${room}" has ended: its game ended at ${row.ended_at} (the heroes won), and it was archived at ${new Date(at).toISOString()}; create a new room to play again`;
    for (const [route, answer] of Object.entries(await everyRoute(req, room, master.token))) {
      assert.equal(answer.status, 410, route);
      assert.deepEqual(answer.body, { error: { code: 'room_ended', message } }, route);
    }
    // a room that never existed is still not found
    const unknown = await call(req, 'GET', '/api/rooms/no-such-room-at-all');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error.code, 'not_found');
    // the next sweep finds nothing more to do
    assert.deepEqual(await services.rooms.archive(at + DAY), []);
  });

  test('an action queued behind the archiving of a finished room answers 410 room_ended', async () => {
    const { req, services, db } = await server();
    const { room, master } = await finishedRoom(req);
    const authority = (await services.rooms.get(room))!;
    const at = Date.now() + HOUR;
    const retiring = authority.retire((use) =>
      archiveRoom(db, room, { keepLog: false, now: new Date(at), decide: (r) => archiveReason(r, use, DEFAULT_RETENTION, at) }),
    );
    const queued = authority.act('master', { type: 'end_turn' });
    assert.equal((await retiring)?.why, 'finished');
    await assert.rejects(queued, (err: { status: number; code: string }) => err.status === 410 && err.code === 'room_ended');
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: master.token })).status, 410);
  });
});

describe('an idle room', () => {
  test('is archived after the idle age, in memory or not, and keeps its log (seq-0 snapshot and actions, no token) with ROOM_LOGS=keep', async () => {
    const { req, services, db } = await server({ keepLogs: true });
    const a = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'idle-a');
    await act(req, a.room, a.master.token, { type: 'start' });
    const b = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', [], 'idle-b');
    const seq0 = (await db.selectFrom('room_snapshots').select('state').where('room_id', '=', a.room).where('seq', '=', 0).executeTakeFirstOrThrow()).state;
    const actionsA = await db.selectFrom('room_actions').selectAll().where('room_id', '=', a.room).orderBy('seq').execute();
    const hashes = (await db.selectFrom('seats').select('token_hash').where('room_id', '=', a.room).execute()).map((s) => s.token_hash);
    const lastUsed = (await db.selectFrom('rooms').select('updated_at').where('id', '=', a.room).executeTakeFirstOrThrow()).updated_at;
    // room b leaves memory first: it is archived from the database alone
    assert.equal(services.rooms.sweep(Date.now() + services.rooms.idleMs), 2);
    await call(req, 'GET', `/api/rooms/${a.room}`);
    assert.equal(services.rooms.size, 1);

    const now = Date.now();
    assert.deepEqual(await services.rooms.archive(now + DEFAULT_RETENTION.idleAfterMs - 60_000), [], 'a week has not passed');
    const archived = await services.rooms.archive(now + DEFAULT_RETENTION.idleAfterMs);
    assert.deepEqual(
      archived.map((r) => [r.id, r.why, r.phase, r.seats, r.winner, r.endedAt]).sort(),
      [
        [a.room, 'idle', 'playing', 3, null, null],
        [b.room, 'idle', 'lobby', 1, null, null],
      ].sort(),
    );
    assert.equal(services.rooms.size, 0);
    for (const id of [a.room, b.room]) assert.deepEqual(await liveRows(db, id), { rooms: 0, seats: 0, room_actions: 0, room_snapshots: 0 });

    const log = await db.selectFrom('archived_room_logs').selectAll().where('room_id', '=', a.room).executeTakeFirstOrThrow();
    assert.equal(log.snapshot, seq0);
    assert.deepEqual(
      JSON.parse(log.actions),
      actionsA.map((r) => ({ seq: r.seq, seat: r.seat, action: JSON.parse(r.action), events: JSON.parse(r.events), at: r.created_at })),
    );
    assert.deepEqual(
      JSON.parse(log.actions).map((e: { action: { type: string } }) => e.action.type),
      ['join', 'join', 'start'],
    );
    for (const hash of hashes) assert.ok(!log.actions.includes(hash) && !log.snapshot.includes(hash), 'no seat token is kept');
    assert.equal((await db.selectFrom('archived_room_logs').selectAll().execute()).length, 2);

    const message = `room "${a.room}" has ended: nobody played in it since ${lastUsed}, and it was archived at ${new Date(now + DEFAULT_RETENTION.idleAfterMs).toISOString()}; create a new room to play again`;
    for (const [route, answer] of Object.entries(await everyRoute(req, a.room, a.heroes[0]!.token))) {
      assert.equal(answer.status, 410, route);
      assert.deepEqual(answer.body, { error: { code: 'room_ended', message } }, route);
    }
  });

  test('with a stream open is not idle; once the stream closes it is archived (after a restart it still answers 410)', async () => {
    const tmp = tempDir();
    let live = await inspectableServer(tmp.dir, { retention: { idleAfterMs: HOUR } });
    try {
      const { room, master } = await setUpRoom(overHttp(live.url), ADMIN_TOKEN, 'la-prova', ['barbaro'], 'watched');
      const stream = await SseClient.open(live.url, room, master.token);
      await stream.waitForSeq(1);
      const later = Date.now() + 2 * HOUR;
      assert.deepEqual(await live.services.rooms.archive(later), []);
      assert.equal((await call(overHttp(live.url), 'GET', `/api/rooms/${room}`)).status, 200);
      assert.deepEqual(await liveRows(live.services.db, room), { rooms: 1, seats: 2, room_actions: 1, room_snapshots: 1 });

      stream.close();
      const authority = (await live.services.rooms.get(room))!;
      for (let i = 0; i < 100 && authority.streamCount > 0; i++) await sleep(10);
      assert.equal(authority.streamCount, 0);
      assert.deepEqual(
        (await live.services.rooms.archive(later)).map((r) => [r.id, r.why]),
        [[room, 'idle']],
      );

      await live.close();
      live = await inspectableServer(tmp.dir);
      const after = await call(overHttp(live.url), 'GET', `/api/rooms/${room}`);
      assert.equal(after.status, 410);
      assert.equal(after.body.error.code, 'room_ended');
    } finally {
      await live.close();
      tmp.remove();
    }
  });

  test('an action queued before its archiving turn keeps it live', async () => {
    const { req, services, db } = await server();
    const { room, master } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'busy');
    const authority = (await services.rooms.get(room))!;
    const at = Date.now() + 8 * DAY;
    const retiring = authority.retire((use) =>
      archiveRoom(db, room, { keepLog: false, now: new Date(at), decide: (r) => archiveReason(r, use, DEFAULT_RETENTION, at) }),
    );
    const started = authority.act('master', { type: 'start' });
    assert.equal(await retiring, null);
    assert.equal((await started).ok, true);
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: master.token })).body.view.phase, 'playing');
  });
});

describe('the limit on live rooms', () => {
  test('a room asked beyond MAX_LIVE_ROOMS gets 503 server_full with Retry-After, counted in the database; an archived room frees its place', async () => {
    const { req, url, services } = await server({ maxLiveRooms: 2 });
    await finishedRoom(req);
    const second = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(second.status, 201);
    const full = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    assert.equal(full.status, 503);
    assert.equal(full.headers.get('retry-after'), '60');
    assert.deepEqual(full.body, {
      error: { code: 'server_full', message: 'this server already holds its limit of 2 live rooms: try again later, when some have ended' },
    });
    // a page on another origin may read when to try again
    const crossOrigin = await fetch(`${url}/api/rooms`, {
      method: 'POST',
      headers: { origin: 'https://club.example', 'content-type': 'application/json' },
      body: '{"mission":"la-prova"}',
    });
    assert.equal(crossOrigin.status, 503);
    assert.equal(crossOrigin.headers.get('retry-after'), '60');
    assert.match(crossOrigin.headers.get('access-control-expose-headers') ?? '', /(^|,\s*)Retry-After(,|$)/);
    // rooms out of memory still count
    services.rooms.sweep(Date.now() + services.rooms.idleMs);
    assert.equal(services.rooms.size, 0);
    assert.equal((await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } })).status, 503);
    // seats are not rooms: a hero still joins a live room
    assert.equal((await call(req, 'POST', `/api/rooms/${second.body.room}/seats`, { body: { hero: 'nano' } })).status, 201);
    await services.rooms.archive(Date.now() + HOUR);
    assert.equal((await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } })).status, 201);
  });

  test('creations whose bodies come slowly cannot pass the limit together: the count and the insert go one at a time', async () => {
    const { url } = await server({ maxLiveRooms: 3 });
    const body = JSON.stringify({ mission: 'la-prova' });
    // every request sends its headers (and so passes the early count) before any sends its body
    const pending = Array.from({ length: 12 }, () => {
      const req = request(`${url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
      req.flushHeaders();
      const answer = new Promise<{ status: number; retryAfter: string | undefined; code: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              retryAfter: res.headers['retry-after'] as string | undefined,
              code: res.statusCode === 201 ? '' : JSON.parse(text).error.code,
            }),
          );
        });
        req.on('error', reject);
      });
      return { req, answer };
    });
    await sleep(300);
    for (const p of pending) p.req.end(body);
    const answers = await Promise.all(pending.map((p) => p.answer));
    assert.equal(answers.filter((a) => a.status === 201).length, 3);
    for (const a of answers.filter((x) => x.status !== 201)) assert.deepEqual(a, { status: 503, retryAfter: '60', code: 'server_full' });
  });

  test('MAX_LIVE_ROOMS=0 is no limit', async () => {
    const { req } = await server({ maxLiveRooms: 0 });
    for (let i = 0; i < 3; i++) assert.equal((await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } })).status, 201);
  });
});

describe('the environment', () => {
  test('retentionFromEnv reads the four variables and keeps the defaults for what is unset or empty', () => {
    assert.deepEqual(retentionFromEnv({}), {});
    assert.deepEqual(retentionFromEnv({ ROOM_FINISHED_MINUTES: '', ROOM_LOGS: '' }), {});
    assert.deepEqual(retentionFromEnv({ ROOM_FINISHED_MINUTES: '0', ROOM_IDLE_HOURS: '24', ROOM_LOGS: 'keep', MAX_LIVE_ROOMS: '0' }), {
      finishedAfterMs: 0,
      idleAfterMs: DAY,
      keepLogs: true,
      maxLiveRooms: 0,
    });
    assert.deepEqual(retentionFromEnv({ ROOM_LOGS: 'delete', MAX_LIVE_ROOMS: '500' }), { keepLogs: false, maxLiveRooms: 500 });
  });

  test('retentionFromEnv refuses a bad value, naming the variable and what it must be', () => {
    const refused: [NodeJS.ProcessEnv, string][] = [
      [{ ROOM_FINISHED_MINUTES: '-5' }, 'ROOM_FINISHED_MINUTES must be a whole number of minutes (0 or more), not "-5"'],
      [{ ROOM_FINISHED_MINUTES: '1.5' }, 'ROOM_FINISHED_MINUTES must be a whole number of minutes (0 or more), not "1.5"'],
      [{ ROOM_IDLE_HOURS: '0' }, 'ROOM_IDLE_HOURS must be a whole number of hours (1 or more), not "0"'],
      [{ ROOM_IDLE_HOURS: 'a week' }, 'ROOM_IDLE_HOURS must be a whole number of hours (1 or more), not "a week"'],
      [{ ROOM_LOGS: 'sometimes' }, 'ROOM_LOGS must be "keep" or "delete", not "sometimes"'],
      [{ MAX_LIVE_ROOMS: '1e4' }, 'MAX_LIVE_ROOMS must be a whole number (0: no limit), not "1e4"'],
      [{ MAX_LIVE_ROOMS: '10000000000' }, 'MAX_LIVE_ROOMS must be a whole number (0: no limit), not "10000000000"'],
    ];
    for (const [env, message] of refused) assert.throws(() => retentionFromEnv(env), { message });
  });

  test('listenFromEnv reads PORT, ROOMS_PER_MINUTE and ADMIN_TOKEN as written, empty as unset, and refuses what a typo would make', () => {
    assert.deepEqual(listenFromEnv({}), {});
    assert.deepEqual(listenFromEnv({ PORT: '', ROOMS_PER_MINUTE: '', ADMIN_TOKEN: '' }), {});
    assert.deepEqual(listenFromEnv({ PORT: '0', ROOMS_PER_MINUTE: '0', ADMIN_TOKEN: 'sixteen-chars-ok' }), {
      port: 0,
      creationsPerMinute: 0,
      adminToken: 'sixteen-chars-ok',
    });
    const refused: [NodeJS.ProcessEnv, string][] = [
      [{ PORT: '0x1F00' }, 'PORT must be a port number from 0 to 65535, not "0x1F00"'],
      [{ PORT: '1e3' }, 'PORT must be a port number from 0 to 65535, not "1e3"'],
      [{ PORT: '65536' }, 'PORT must be a port number from 0 to 65535, not "65536"'],
      [{ ROOMS_PER_MINUTE: '0x10' }, 'ROOMS_PER_MINUTE must be a whole number (0: no limit), not "0x10"'],
      [{ ROOMS_PER_MINUTE: ' 5' }, 'ROOMS_PER_MINUTE must be a whole number (0: no limit), not " 5"'],
      [{ ADMIN_TOKEN: 'x' }, 'ADMIN_TOKEN must have at least 16 characters: it holds every right of an administrator'],
    ];
    for (const [env, message] of refused) assert.throws(() => listenFromEnv(env), { message });
  });

  test('databaseFromEnv: SQLite in DATA_DIR without DATABASE_URL, PostgreSQL at DATABASE_URL in DATABASE_SCHEMA with it', () => {
    assert.deepEqual(databaseFromEnv({}), { sqlite: './data' });
    assert.deepEqual(databaseFromEnv({ DATA_DIR: '/srv/qb', DATABASE_URL: '', DATABASE_SCHEMA: '' }), { sqlite: '/srv/qb' });
    assert.deepEqual(databaseFromEnv({ DATABASE_URL: 'postgres://qb:pw@db.example:5432/qb' }), { postgres: 'postgres://qb:pw@db.example:5432/qb' });
    assert.deepEqual(databaseFromEnv({ DATABASE_URL: 'postgresql://localhost/qb', DATABASE_SCHEMA: 'club_2', DATA_DIR: '/srv/qb' }), {
      postgres: 'postgresql://localhost/qb',
      schema: 'club_2',
    });
  });

  test('databaseFromEnv refuses a URL of another database, a bad schema name, and a schema without a URL, naming the variable', () => {
    const refused: [NodeJS.ProcessEnv, string][] = [
      [
        { DATABASE_URL: 'mysql://qb:secret@localhost/qb' },
        'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "mysql://qb:***@localhost/qb"',
      ],
      [{ DATABASE_URL: 'localhost:5432/qb' }, 'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "localhost:5432/qb"'],
      [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "postgres://"'],
      [
        { DATABASE_URL: 'postgres://localhost/qb', DATABASE_SCHEMA: 'Club' },
        'DATABASE_SCHEMA must be a lowercase name of letters, digits and _ (not starting with a digit, 63 at most), not "Club"',
      ],
      [
        { DATABASE_URL: 'postgres://localhost/qb', DATABASE_SCHEMA: '2club; drop' },
        'DATABASE_SCHEMA must be a lowercase name of letters, digits and _ (not starting with a digit, 63 at most), not "2club; drop"',
      ],
      [
        { DATABASE_SCHEMA: 'club' },
        'DATABASE_SCHEMA needs DATABASE_URL: a schema is a PostgreSQL one, and without DATABASE_URL the database is the SQLite file in DATA_DIR',
      ],
    ];
    for (const [env, message] of refused) assert.throws(() => databaseFromEnv(env), { message });
  });

  /** Runs the server (`cms/main.ts`) with `env` over a fresh data folder until it exits, 60 s at most. */
  const runMain = (env: NodeJS.ProcessEnv): { status: number | null; stderr: string } => {
    const tmp = tempDir();
    try {
      const main = fileURLToPath(new URL('../cms/main.ts', import.meta.url));
      return spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, PORT: '0', DATA_DIR: tmp.dir, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    } finally {
      tmp.remove();
    }
  };

  test('the server refuses to start with a DATABASE_URL that is not PostgreSQL: the message on stderr, exit code 1', () => {
    const run = runMain({ DATABASE_URL: 'sqlite:///srv/qb.sqlite' });
    assert.equal(run.status, 1, run.stderr);
    assert.equal(
      run.stderr.trim(),
      'quest-board: DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "sqlite:///srv/qb.sqlite"',
    );
  });

  test('a PostgreSQL server that cannot be reached stops the start with one line naming it, its password hidden, exit code 1', () => {
    const run = runMain({ DATABASE_URL: 'postgres://qb:s3cret@127.0.0.1:1/qb', DATABASE_SCHEMA: 'club' });
    assert.equal(run.status, 1, run.stderr);
    assert.equal(
      run.stderr.trim(),
      'quest-board: cannot start on the PostgreSQL database postgres://qb:***@127.0.0.1:1/qb (schema club): connect ECONNREFUSED 127.0.0.1:1',
    );
  });

  test('a server that takes the connection and never answers is an error after the connect timeout, not a start that hangs', async () => {
    // a listener that accepts and stays silent, as a firewalled or wrong port may
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const { port } = silent.address() as AddressInfo;
      const run = runMain({ DATABASE_URL: `postgres://qb:qb@127.0.0.1:${port}/qb` });
      assert.equal(run.status, 1, run.stderr);
      assert.match(
        run.stderr.trim(),
        new RegExp(`^quest-board: cannot start on the PostgreSQL database postgres://qb:\\*\\*\\*@127\\.0\\.0\\.1:${port}/qb: .*timeout`, 'i'),
      );
    } finally {
      silent.close();
    }
  });

  test('the server refuses to start with a bad ROOM_LOGS: the message on stderr, exit code 1', () => {
    const run = runMain({ ROOM_LOGS: 'sometimes' });
    assert.equal(run.status, 1, run.stderr);
    assert.equal(run.stderr.trim(), 'quest-board: ROOM_LOGS must be "keep" or "delete", not "sometimes"');
  });
});

describe('the migration', () => {
  test('fills phase and ended_at of the rooms stored before it, from their logs', async () => {
    const tmp = tempDir();
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(join(tmp.dir, 'old.sqlite')) }) });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      assert.equal((await migrator.migrateTo('2026_11_29_004_document_versions')).error, undefined);
      const at = (s: number) => `2026-11-30T10:00:0${s}.000Z`;
      await db
        .insertInto('rooms')
        .values(['lobby', 'playing', 'over'].map((id) => ({ id, mission_id: 'la-prova', created_at: at(0), updated_at: at(3) })))
        .execute();
      const action = (room: string, seq: number, events: unknown[]) => ({
        room_id: room,
        seq,
        seat: 'master',
        action: '{}',
        events: JSON.stringify(events),
        created_at: at(seq),
      });
      await db
        .insertInto('room_actions')
        .values([
          action('lobby', 1, [{ type: 'seat_joined', seat: 'h1', hero: 'barbaro' }]),
          action('playing', 1, [{ type: 'game_started' }, { type: 'turn_started', seat: 'h1' }]),
          action('over', 1, [{ type: 'game_started' }]),
          action('over', 2, [{ type: 'game_over', winner: 'heroes', reason: 'declared' }]),
        ])
        .execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('rooms').select(['id', 'phase', 'ended_at']).orderBy('id').execute();
      assert.deepEqual(rows, [
        { id: 'lobby', phase: 'lobby', ended_at: null },
        { id: 'over', phase: 'over', ended_at: at(2) },
        { id: 'playing', phase: 'playing', ended_at: null },
      ]);
    } finally {
      await closeDatabase(db);
      tmp.remove();
    }
  });
});

test('docs/protocol.md gives room_ended and server_full with their statuses, and says how long rooms live', () => {
  const doc = readFileSync(new URL('../docs/protocol.md', import.meta.url), 'utf8');
  const errors = doc.slice(doc.indexOf('## Errors'));
  assert.match(errors, /^\| `room_ended` \| 410 \|/m);
  assert.match(errors, /^\| `server_full` \| 503 \|/m);
  assert.match(doc, /^## How long rooms live$/m);
  for (const name of ['ROOM_FINISHED_MINUTES', 'ROOM_IDLE_HOURS', 'ROOM_LOGS', 'MAX_LIVE_ROOMS']) {
    assert.ok(doc.includes(`\`${name}\``), `protocol.md names ${name}`);
    assert.ok(readFileSync(new URL('../README.md', import.meta.url), 'utf8').includes(`| \`${name}\` |`), `README's table has ${name}`);
  }
});
