/**
 * Which database errors are failures of the field, answered 503/507 with `Retry-After` (cms/db/failures.ts,
 * cms/http/errors.ts `storageError`), and which are not (a bug, a constraint: still a 500 or their own answer).
 * The SQLite ones are met for real in test/sqlite-failures.test.ts and PostgreSQL going away in
 * test/postgres/database-away.test.ts; here, the codes a restart produces that those cannot (a server starting up,
 * shutting down, a connection refused).
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import pg from 'pg';
import { storageFailure } from './db/failures.ts';
import { storageError } from './http/errors.ts';

/** An error as `pg` builds it from PostgreSQL's answer. */
function pgError(code: string, message: string): pg.DatabaseError {
  const err = new pg.DatabaseError(message, message.length, 'error');
  err.code = code;
  return err;
}

test('a PostgreSQL server that refuses connections (nothing listening on its port): 503 database_unavailable, Retry-After 5', async () => {
  // a port nobody listens on: taken, then let go
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => probe.once('listening', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  const pool = new pg.Pool({ connectionString: `postgres://qb:qb@127.0.0.1:${port}/qb`, connectionTimeoutMillis: 5000 });
  const err = await pool.query('select 1').then(
    () => assert.fail('the query ran'),
    (e: unknown) => e,
  );
  await pool.end();
  assert.equal((err as { code?: string }).code, 'ECONNREFUSED');
  assert.equal(storageFailure(err), 'unavailable');
  const answer = storageError(err)!;
  assert.deepEqual([answer.status, answer.code, answer.retryAfter], [503, 'database_unavailable', 5]);
});

test('what a PostgreSQL restart answers is the database away; a broken query or a constraint is not', () => {
  const away: [string, string][] = [
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
    ['55000', 'database "qb" is not currently accepting connections'],
  ];
  for (const [code, message] of away) assert.equal(storageFailure(pgError(code, message)), 'unavailable', `${code} ${message}`);
  for (const message of [
    'Connection terminated unexpectedly',
    'Client has encountered a connection error and is not queryable',
    'timeout exceeded when trying to connect',
  ]) {
    assert.equal(storageFailure(new Error(message)), 'unavailable', message);
  }
  // wrapped (a migration names itself and keeps the cause)
  assert.equal(
    storageFailure(new Error('migration 0001 failed', { cause: pgError('57P01', 'terminating connection due to administrator command') })),
    'unavailable',
  );
  // not the database away: its own answer, or a 500
  assert.equal(storageFailure(pgError('23505', 'duplicate key value violates unique constraint')), undefined);
  assert.equal(storageFailure(pgError('55000', 'object not in prerequisite state')), undefined);
  assert.equal(storageFailure(pgError('42P01', 'relation "rooms" does not exist')), undefined);
  assert.equal(storageFailure(new TypeError('Cannot read properties of undefined')), undefined);
  assert.equal(storageError(new Error('anything else')), undefined);
});

test('SQLite: full is 507 storage_full, read-only and busy are 503, a disk error is the database away', () => {
  const sqlite = (code: string) => Object.assign(new Error(code), { code });
  const answer = (code: string) => {
    const a = storageError(sqlite(code))!;
    return [a.status, a.code, a.retryAfter];
  };
  assert.deepEqual(answer('SQLITE_FULL'), [507, 'storage_full', 5]);
  assert.deepEqual(answer('SQLITE_READONLY'), [503, 'database_read_only', 5]);
  assert.deepEqual(answer('SQLITE_READONLY_DBMOVED'), [503, 'database_read_only', 5]);
  assert.deepEqual(answer('SQLITE_BUSY'), [503, 'database_busy', 5]);
  assert.deepEqual(answer('SQLITE_BUSY_SNAPSHOT'), [503, 'database_busy', 5]);
  assert.deepEqual(answer('SQLITE_IOERR_WRITE'), [503, 'database_unavailable', 5]);
  assert.equal(storageError(sqlite('SQLITE_CONSTRAINT_PRIMARYKEY')), undefined);
  assert.equal(storageError(sqlite('SQLITE_ERROR')), undefined);
});
