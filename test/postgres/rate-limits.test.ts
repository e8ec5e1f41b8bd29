/**
 * Rate limits and sign-in sessions across server instances on one PostgreSQL database: real listening servers on a
 * fresh schema each test (dropped after it), requests alternated between them. Needs `TEST_DATABASE_URL` (run by
 * `npm run test:postgres`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closeDatabase, type DB, openDatabase } from '../../cms/db/database.ts';
import { type RunningServer, startServer } from '../../cms/server.ts';
import { call, overHttp, type Requester } from '../support/http.ts';
import { freshSchema } from '../support/postgres.ts';
import { checkConcurrentIncrements, checkWindows } from '../support/rate-limits.ts';
import { ADMIN_TOKEN, ADMIN_USER, dropTestSchemas, tempDir } from '../support/server.ts';
import { asUser, signIn } from '../support/session.ts';

/** What a server answers to the creation past a limit of 3 a minute. */
const TOO_MANY_CREATIONS = {
  error: { code: 'too_many_requests', message: 'more than 3 rooms or seats a minute from this address: wait a minute and try again' },
};

/**
 * Runs `work` with `count` servers on loopback ports over one fresh schema (its own per call), the first
 * administrator {@link ADMIN_USER} made by the first, and a database handle on the schema; closes them all and drops
 * the schema after, whatever happens.
 */
async function withInstances(
  count: number,
  limits: { creationsPerMinute: number; failedSignInsPerMinute: number },
  work: (servers: RunningServer[], db: DB) => Promise<void>,
): Promise<void> {
  const database = freshSchema();
  const tmp = tempDir();
  const servers: RunningServer[] = [];
  let db: DB | undefined;
  try {
    for (let i = 0; i < count; i++) {
      servers.push(
        await startServer({
          port: 0,
          hostname: '127.0.0.1',
          dataDir: tmp.dir,
          database,
          adminToken: ADMIN_TOKEN,
          admin: ADMIN_USER,
          log: () => {},
          ...limits,
        }),
      );
    }
    db = await openDatabase(database);
    await work(servers, db);
  } finally {
    if (db) await closeDatabase(db);
    for (const server of servers) await server.close();
    await dropTestSchemas(database.postgres, [database.schema]);
    tmp.remove();
  }
}

const createRoom = (req: Requester) => call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });

test('two instances count one limit: the creation past it is refused 429, whichever instance gets it', async () => {
  await withInstances(2, { creationsPerMinute: 3, failedSignInsPerMinute: 2 }, async (servers) => {
    const [a, b] = servers.map((s) => overHttp(s.url)) as [Requester, Requester];
    const statuses: number[] = [];
    for (const req of [a, b, a, b]) statuses.push((await createRoom(req)).status);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    const over = await createRoom(a);
    assert.equal(over.status, 429);
    assert.deepEqual(over.body, TOO_MANY_CREATIONS);
    assert.equal(over.headers.get('ratelimit-policy'), '3;w=60');
    const retryAfter = Number(over.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);

    const wrong = (req: Requester) => call(req, 'POST', '/api/session', { body: { name: ADMIN_USER.name, password: 'sbagliata!' } });
    assert.equal((await wrong(a)).status, 401);
    assert.equal((await wrong(b)).status, 401);
    const refused = await wrong(a);
    assert.equal(refused.status, 429);
    assert.deepEqual(refused.body, {
      error: { code: 'too_many_requests', message: 'more than 2 failed sign-ins a minute from this address: wait a minute and try again' },
    });
    assert.equal((await call(b, 'POST', '/api/session', { body: ADMIN_USER })).status, 429, 'the other instance refuses too');
  });
});

test('50 creations sent at once to two instances: exactly the limit of 30 succeed, every hit is counted', async () => {
  await withInstances(2, { creationsPerMinute: 30, failedSignInsPerMinute: 0 }, async (servers, db) => {
    const reqs = servers.map((s) => overHttp(s.url));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => createRoom(reqs[i % 2]!)));
    const statuses = answers.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 201).length, 30, statuses.join(' '));
    assert.equal(statuses.filter((s) => s === 429).length, 20, statuses.join(' '));
    const rows = await db.selectFrom('rate_limits').select(['limit_name', 'client', 'hits']).execute();
    assert.deepEqual(rows, [{ limit_name: 'creations', client: '127.0.0.1', hits: 50 }]);
    assert.equal(
      Number(
        (
          await db
            .selectFrom('rooms')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      30,
    );
  });
});

test('a session made on one instance is good on the other, and signing out on either ends it on both', async () => {
  await withInstances(2, { creationsPerMinute: 0, failedSignInsPerMinute: 10 }, async (servers) => {
    const [a, b] = servers.map((s) => overHttp(s.url)) as [Requester, Requester];
    const cookie = await signIn(a, ADMIN_USER.name, ADMIN_USER.password);
    const onB = await asUser(b, cookie, 'GET', '/api/session');
    assert.equal(onB.status, 200);
    assert.deepEqual({ name: onB.body.user.name, role: onB.body.user.role, kind: onB.body.kind }, { name: ADMIN_USER.name, role: 'admin', kind: 'session' });
    assert.equal((await asUser(b, cookie, 'GET', '/api/users')).status, 200);
    assert.equal((await asUser(b, cookie, 'DELETE', '/api/session', { origin: servers[1]!.url })).status, 204);
    const onA = await asUser(a, cookie, 'GET', '/api/session');
    assert.equal(onA.status, 401);
    assert.equal(onA.body.error.code, 'unauthorized');
  });
});

test('the database store on PostgreSQL: windows, sweeps and 50 concurrent increments through two stores', async () => {
  await withInstances(0, { creationsPerMinute: 0, failedSignInsPerMinute: 0 }, async (_servers, db) => {
    await checkWindows(db);
    await checkConcurrentIncrements(db, 50);
  });
});
