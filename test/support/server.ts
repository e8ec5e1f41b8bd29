/**
 * Test servers over a real database for a fresh temp dir: an app for `app.request`, or a listening server. The
 * database is the SQLite file in that dir; with `TEST_DATABASE_URL` set (`npm run test:postgres`) it is a schema of
 * that PostgreSQL database named after the dir ({@link testDatabase}).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { after, before } from 'node:test';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createHttpServer } from '../../cms/http/node-server.ts';
import { attachLive, type LiveOptions } from '../../cms/rooms/live.ts';
import type { RoomRetention } from '../../cms/rooms/retention.ts';
import { type DatabaseLocation, MIGRATION_LOCK } from '../../cms/db/database.ts';
import { type AppOptions, createApp, openServices, type RunningServer, type Services, type StartOptions, startServer } from '../../cms/server.ts';

/** The administrator token of test servers. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/** The first administrator of test servers made with `{ admin: true }`. */
export const ADMIN_USER = { name: 'amministratore', password: 'una-password-lunga' };

const quiet = () => {};

/** The PostgreSQL database the tests run on (`npm run test:postgres`), or `undefined`: SQLite files. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * The PostgreSQL schema of the test server over `dataDir`: `t_` and the first 16 hex digits of the SHA-256 of the
 * path, so a server started again on the same folder finds its data again.
 */
export function testSchema(dataDir: string): string {
  return `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
}

/**
 * Where a test server over `dataDir` keeps its database: `undefined` (the SQLite file in `dataDir`) unless
 * `TEST_DATABASE_URL` is set, then that PostgreSQL database in the schema {@link testSchema} names.
 */
export function testDatabase(dataDir: string): DatabaseLocation | undefined {
  return TEST_DATABASE_URL ? { postgres: TEST_DATABASE_URL, schema: testSchema(dataDir) } : undefined;
}

/** {@link testDatabase} as options of `openServices` and `startServer`: nothing on SQLite. */
export function testDatabaseOption(dataDir: string): { database?: DatabaseLocation } {
  const database = testDatabase(dataDir);
  return database ? { database } : {};
}

/**
 * The variables a server process reads for its database, for `dataDir`: `DATA_DIR`, and with `TEST_DATABASE_URL` set
 * `DATABASE_URL` and `DATABASE_SCHEMA` (see {@link testDatabase}); without it those two are emptied, so a variable of
 * the developer's shell never moves a SQLite test elsewhere.
 */
export function testDatabaseEnv(dataDir: string): NodeJS.ProcessEnv {
  const database = testDatabase(dataDir);
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: database && 'postgres' in database ? database.postgres : '',
    DATABASE_SCHEMA: database && 'postgres' in database ? database.schema : '',
  };
}

/**
 * The tables of a test database and their columns in order, Kysely's own tables included: on PostgreSQL those of
 * `schema` only, read from `pg_catalog` by that name. (Kysely's introspector reads every schema and asks the
 * privileges of each by name: a schema another test file drops meanwhile fails it with "schema … does not exist".)
 */
export async function tableColumns(db: Kysely<any>, schema: string | undefined): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  if (schema === undefined) {
    for (const t of await db.introspection.getTables({ withInternalKyselyTables: true }))
      tables.set(
        t.name,
        t.columns.map((c) => c.name),
      );
    return tables;
  }
  const { rows } = await sql<{ table: string; column: string }>`
    select c.relname as "table", a.attname as "column"
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db);
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** The folders removed by {@link tempDir} whose PostgreSQL schema, if any, goes once the test file ends. */
const removedDirs = new Set<string>();

/**
 * Drops `schemas` of the PostgreSQL database at `url`, holding the lock a server's migration holds
 * ({@link MIGRATION_LOCK}): a server of another test file migrating meanwhile would otherwise read a schema that goes.
 */
export async function dropTestSchemas(url: string, schemas: readonly string[]): Promise<void> {
  if (schemas.length === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

if (TEST_DATABASE_URL) after(() => dropTestSchemas(TEST_DATABASE_URL!, [...removedDirs].map(testSchema)));

/**
 * A fresh temp dir and a function that removes it (and, on PostgreSQL, the schema {@link testSchema} names, once
 * the test file ends: a server may still be closing on it).
 */
export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'quest-board-test-'));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      if (TEST_DATABASE_URL) removedDirs.add(dir);
    },
  };
}

/**
 * An app over a freshly created, migrated and seeded database in a temp dir. `close()` closes it and removes the dir.
 * Tests create many rooms and sign in many times from one address: those limits are off unless `options` sets them.
 * With `admin: true` the first administrator {@link ADMIN_USER} is created.
 */
export async function testApp(
  options: AppOptions & { admin?: boolean } = {},
): Promise<{ app: OpenAPIHono; services: Services; dataDir: string; close(): Promise<void> }> {
  const tmp = tempDir();
  const { admin, ...appOptions } = options;
  const services = await openServices({
    dataDir: tmp.dir,
    ...testDatabaseOption(tmp.dir),
    adminToken: ADMIN_TOKEN,
    log: quiet,
    ...(admin ? { admin: ADMIN_USER } : {}),
  });
  const app = createApp(services, { creationsPerMinute: 0, failedSignInsPerMinute: 0, ...appOptions });
  return {
    app,
    services,
    dataDir: tmp.dir,
    async close() {
      await services.close();
      tmp.remove();
    },
  };
}

/** A server listening on a free loopback port over `dataDir`, with `options` besides the tests' own (metrics, limits...). */
export function testServer(dataDir: string, options: Partial<StartOptions> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir,
    ...testDatabaseOption(dataDir),
    adminToken: ADMIN_TOKEN,
    log: quiet,
    creationsPerMinute: 0,
    ...options,
  });
}

/**
 * A listening server on a free loopback port whose services (room registry, DB) the test can inspect, with the live
 * connection (`/api/live`); `retention` sets how long its rooms live (the defaults otherwise); `database` where its
 * database is ({@link testDatabase} unless given: `{ sqlite: dataDir }` for a test of SQLite itself).
 */
export async function inspectableServer(
  dataDir: string,
  { retention, database, ...options }: AppOptions & { retention?: Partial<RoomRetention>; database?: DatabaseLocation } = {},
): Promise<{ url: string; services: Services; close(): Promise<void> }> {
  const services = await openServices({
    dataDir,
    ...(database ? { database } : testDatabaseOption(dataDir)),
    adminToken: ADMIN_TOKEN,
    log: quiet,
    ...(retention ? { retention } : {}),
  });
  const app = createApp(services, { creationsPerMinute: 0, ...options });
  const server = createHttpServer(app.fetch, '127.0.0.1');
  const live = attachLive(server, services.rooms, {}, services.campaigns);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    async close() {
      services.rooms.closeStreams();
      live.close();
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
      await services.close();
    },
  };
}

/**
 * A real server on a free loopback port for the whole test file: started before its tests, closed (and its data
 * folder removed) after them. Returns a getter, since the server exists only once the hooks have run.
 */
export function serverForFile(): () => RunningServer {
  const tmp = tempDir();
  let server: RunningServer | undefined;
  before(async () => {
    server = await testServer(tmp.dir);
  });
  after(async () => {
    await server?.close();
    tmp.remove();
  });
  return () => {
    if (!server) throw new Error('the server starts in a before() hook');
    return server;
  };
}

/**
 * The server as a process of its own (`node <args>`: `cms/main.ts` through tsx, or the bundle) on a free loopback
 * port over `dataDir` (its database as {@link testDatabaseEnv} says), with the test administrator token and `env`'s
 * variables besides. Resolves once it says it is listening, with its URL;
 * `stop()` ends it (SIGTERM, or `signal`) and waits for it to exit.
 * @throws Error with what it printed when it exits before listening.
 */
export async function serverProcess(
  args: string[],
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; url: string; stop(signal?: NodeJS.Signals): Promise<void> }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...testDatabaseEnv(dataDir), ADMIN_TOKEN, ROOMS_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening: ${out}`)));
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return { child, url, stop };
}

/**
 * Runs `work` against a server of its own on a free loopback port, whose live connection has the limits `live`
 * (a small cap, a short ping), over a fresh data folder; closes it and removes the folder after, whatever happens.
 */
export async function withLiveServer(live: LiveOptions, work: (url: string) => Promise<void>): Promise<void> {
  const tmp = tempDir();
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir: tmp.dir,
    ...testDatabaseOption(tmp.dir),
    adminToken: ADMIN_TOKEN,
    log: quiet,
    live,
  });
  try {
    await work(server.url);
  } finally {
    await server.close();
    tmp.remove();
  }
}
