/**
 * The database going away under three instances: while they serve scripted games over the live connection,
 * every backend of the test database is terminated (the pool's connections and each instance's listener) and new
 * connections are refused for a few seconds (`ALTER DATABASE … ALLOW_CONNECTIONS false`, from the `postgres`
 * database; where the role may not, the backends are terminated again every 100 ms instead; only the backends of the
 * test's own role, as a role that is not a superuser may). Every instance stays
 * up and answers 503 `database_unavailable` with `Retry-After` meanwhile; once the database is back every room takes
 * actions again, updates cross instances again, no acknowledged action is missing from the log, and every page kept
 * its socket.
 *
 * test:postgres runs this file alone (test/node-tests.ts): it takes the database away from every other connection of the
 * test role.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { closeDatabase, openDatabase } from '../../cms/db/database.ts';
import { actionsAfter } from '../../cms/rooms/repository.ts';
import { type RunningServer, startServer } from '../../cms/server.ts';
import { MASTER, type Action } from '../../engine/index.ts';
import { heroChoice, masterChoice } from '../support/bot.ts';
import { call, overHttp, setUpRoom } from '../support/http.ts';
import { Page, type Update } from '../support/live.ts';
import { freshSchema } from '../support/postgres.ts';
import { ADMIN_TOKEN, tempDir } from '../support/server.ts';

/** How long the database stays away, in ms. */
const AWAY_MS = 3000;
const ROOMS = 3;
const HEROES = ['barbaro', 'nano'];
const tmp = tempDir();
const database = freshSchema();
let instances: RunningServer[] = [];
/** A connection to the test database that is never terminated: it terminates the others. */
let control: pg.Client;
/** A connection to the `postgres` database, to refuse and allow connections to the test database. */
let maintenance: pg.Client | undefined;
const testDb = new URL(database.postgres).pathname.slice(1);

before(async () => {
  instances = await Promise.all(
    [0, 1, 2].map(() =>
      startServer({ port: 0, hostname: '127.0.0.1', dataDir: tmp.dir, database, adminToken: ADMIN_TOKEN, log: () => {}, creationsPerMinute: 0 }),
    ),
  );
  control = new pg.Client({ connectionString: database.postgres });
  await control.connect();
  const url = new URL(database.postgres);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => undefined);
  maintenance = await client.connect().then(
    () => client,
    () => undefined,
  );
});
after(async () => {
  // whatever happened, the database takes connections again
  await maintenance?.query(`alter database ${pg.escapeIdentifier(testDb)} allow_connections true`).catch(() => undefined);
  await maintenance?.end();
  await control.end();
  await Promise.all(instances.map((s) => s.close()));
  tmp.remove();
});

/** Terminates every other backend of the test database: every instance's pool connections and listener. */
async function terminateAll(): Promise<number> {
  const { rows } = await control.query<{ n: string }>(
    'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and usename = current_user and pid <> pg_backend_pid()',
  );
  return Number(rows[0]!.n);
}

/** How many instances listen on the bus of the test's schema (one connection each). */
async function listeners(): Promise<number> {
  const { rows } = await control.query<{ n: string }>(
    "select count(*) as n from pg_stat_activity where datname = current_database() and state = 'idle' and query = 'listen quest_board_rooms_' || $1::text",
    [database.schema],
  );
  return Number(rows[0]!.n);
}

/** Waits until `check` holds (`seconds` at most). */
async function until(check: () => Promise<boolean> | boolean, what: string, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`not within ${seconds} s: ${what}`);
}

/** A seat's page: one socket to one instance, watching its room, kept for the whole test. */
interface Seat {
  seat: string;
  token: string;
  instance: number;
  page: Page;
  closes: number;
}

test('the database away for a few seconds under three instances: every instance stays up and answers 503, then every room goes on, no acknowledged action lost, every socket kept', async () => {
  const rooms: { room: string; seats: Seat[] }[] = [];
  for (let slot = 0; slot < ROOMS; slot++) {
    const { room, master, heroes } = await setUpRoom(overHttp(instances[slot]!.url), ADMIN_TOKEN, 'la-prova', HEROES, `away-${slot}`);
    // the master and each hero on a different instance: every action's update crosses instances
    const seats: Seat[] = [];
    for (const [i, key] of [master, ...heroes].entries()) {
      const instance = (slot + i) % instances.length;
      const page = await Page.open(instances[instance]!.url);
      const seat: Seat = { seat: key.seat, token: key.token, instance, page, closes: 0 };
      page.ws.on('close', () => seat.closes++);
      page.send({ type: 'watch', watch: 'w', room, token: key.token });
      await page.update('w', 0);
      seats.push(seat);
    }
    rooms.push({ room, seats });
  }
  const latest = (s: Seat): Update => s.page.updates.get('w')!.at(-1)!;

  const acked: { room: string; seq: number; action: Action; seat: string }[] = [];
  const ackedAt: number[][] = rooms.map(() => []);
  let unavailable = 0;
  /** Which rooms' games ended (the bots play to the end: a room whose game ends has no action left to take). */
  const over: boolean[] = rooms.map(() => false);
  let stop = false;
  // each room: the seat whose turn it is acts on its own view through its own socket; an answer of the database away
  // is sent again a moment later, as a page would
  const drive = async (slot: number) => {
    const { room, seats } = rooms[slot]!;
    while (!stop) {
      const seq = Math.max(...seats.map((s) => latest(s).seq));
      const ahead = seats.map(latest).find((u) => u.seq === seq)!;
      if (ahead.view.phase === 'over') return void (over[slot] = true);
      const seatId = ahead.view.phase === 'lobby' ? MASTER : ahead.view.turn!.seat;
      const seat = seats.find((s) => s.seat === seatId)!;
      const update = latest(seat);
      if (update.seq < seq) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const action =
        update.view.phase === 'lobby'
          ? ({ type: 'start' } as Action)
          : seatId === MASTER
            ? masterChoice(update.view, update.legal)
            : heroChoice(update.view, update.legal);
      const answer = await seat.page.act('w', action, update.seq);
      if (answer.type === 'acted') {
        acked.push({ room, seq: answer.seq, action, seat: seatId });
        ackedAt[slot]!.push(Date.now());
        await seat.page.update('w', answer.seq);
      } else if (answer.code === 'database_unavailable') {
        assert.equal(answer.status, 503);
        unavailable++;
        await new Promise((r) => setTimeout(r, 200));
      } else if (answer.code === 'stale_seq') {
        // an action written just as its connection was cut: written after all, this seat's view catches up
        await new Promise((r) => setTimeout(r, 50));
      } else assert.fail(`room ${room}: ${JSON.stringify(action)} refused: ${answer.code} ${answer.message}`);
    }
  };
  const drivers = rooms.map((_, slot) => drive(slot));
  await until(() => ackedAt.every((a) => a.length >= 5), 'every room played 5 actions');

  assert.equal(await listeners(), instances.length, 'one listener per instance');

  // the database goes away
  const probes: { instance: number; status: number; code?: string; retryAfter: string | null; during: boolean }[] = [];
  let away = true;
  const probing = (async () => {
    for (let i = 0; away; i++) {
      const instance = i % instances.length;
      const { room, seats } = rooms[i % rooms.length]!;
      const res = await call(overHttp(instances[instance]!.url), 'GET', `/api/rooms/${room}/view`, { token: seats[0]!.token });
      probes.push({ instance, status: res.status, code: res.body?.error?.code, retryAfter: res.headers.get('retry-after'), during: away });
      const health = await call(overHttp(instances[instance]!.url), 'GET', '/api/health');
      assert.equal(health.status, 200, `instance ${instance} is up`);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  let refused = false;
  if (maintenance)
    refused = await maintenance.query(`alter database ${pg.escapeIdentifier(testDb)} allow_connections false`).then(
      () => true,
      () => false,
    );
  const startedAway = Date.now();
  let terminated = await terminateAll();
  // a page that opens meanwhile is told the database is away (and asks again later), not that the room is unknown
  const late = await Page.open(instances[1]!.url);
  late.send({ type: 'watch', watch: 'late', room: rooms[0]!.room, token: rooms[0]!.seats[0]!.token });
  const lateAnswer = await late.next((m) => m.watch === 'late', 'an answer to the watch opened while the database is away');
  if (refused)
    assert.deepEqual(lateAnswer.type === 'error' && [lateAnswer.code, lateAnswer.message], [
      'database_unavailable',
      'the database cannot be reached right now: nothing was written; try again in a few seconds',
    ]);
  else assert.ok(lateAnswer.type === 'update' || (lateAnswer.type === 'error' && lateAnswer.code === 'database_unavailable'), JSON.stringify(lateAnswer));
  late.close();
  while (Date.now() - startedAway < AWAY_MS) {
    terminated += await terminateAll();
    await new Promise((r) => setTimeout(r, 100));
  }
  if (refused) await maintenance!.query(`alter database ${pg.escapeIdentifier(testDb)} allow_connections true`);
  const back = Date.now();
  away = false;
  await probing;
  // the listeners (one per instance) and the pools' connections were cut; each instance listens again by itself
  assert.ok(terminated >= instances.length, `only ${terminated} backends terminated`);
  await until(async () => (await listeners()) === instances.length, 'every instance listening again');

  // every instance answered meanwhile: 503 database_unavailable with Retry-After (never a 500)
  for (const p of probes) assert.ok(p.status === 200 || p.status === 503, JSON.stringify(p));
  for (const [i] of instances.entries()) {
    const refusals = probes.filter((p) => p.instance === i && p.status === 503);
    assert.ok(refusals.length > 0, `instance ${i} answered ${JSON.stringify(probes.filter((p) => p.instance === i).map((p) => p.status))}`);
    for (const p of refusals) {
      assert.equal(p.code, 'database_unavailable');
      assert.equal(p.retryAfter, '5');
    }
  }

  // after: every room takes actions again (5 more each), their updates reaching the seats on the other instances
  // (or played on to its game's end)
  await until(
    () => ackedAt.every((a, slot) => a.filter((t) => t > back).length >= (over[slot] ? 1 : 5)),
    'every room played 5 actions after the database came back',
    60,
  );
  stop = true;
  await Promise.all(drivers);

  const db = await openDatabase(database);
  try {
    for (const { room, seats } of rooms) {
      const log = await actionsAfter(db, room, 0);
      const last = log.at(-1)!.seq;
      // every seat, whichever instance it is on, reaches the room's last seq on the socket it had from the start
      for (const s of seats) {
        await s.page.update('w', last);
        assert.equal(s.closes, 0, `${room} ${s.seat}: the socket to instance ${s.instance} was kept`);
        assert.equal(s.page.ws.readyState, s.page.ws.OPEN);
      }
      // 0 acknowledged actions missing: each is in the log at its seq, as sent; and the log has no gap
      const bySeq = new Map(log.map((a) => [a.seq, a.action]));
      for (const a of acked.filter((x) => x.room === room)) assert.deepEqual(bySeq.get(a.seq), { ...a.action, seat: a.seat }, `room ${room} seq ${a.seq}`);
      assert.deepEqual(
        log.map((a) => a.seq),
        Array.from({ length: log.length }, (_, i) => i + 1),
      );
    }
  } finally {
    await closeDatabase(db);
  }
  console.log(
    `database away ${back - startedAway} ms (${refused ? 'connections refused' : 'backends terminated every 100 ms'}): ${terminated} backends terminated, ${probes.filter((p) => p.status === 503).length} of ${probes.length} requests answered 503, ${unavailable} socket actions refused as unavailable, ${acked.length} actions acknowledged and all in the log`,
  );
  for (const { seats } of rooms) for (const s of seats) s.page.close();
});
