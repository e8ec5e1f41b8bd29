/**
 * The copy from a SQLite data folder to PostgreSQL (`npm run migrate-to-postgres`, cms/db/copy.ts): a server used on
 * SQLite (content edited, an account signed in, an API token, a room mid-game) is stopped, copied by the command, and
 * a server on the PostgreSQL copy serves the same documents, versions, accounts and room, and the room plays on.
 * Needs PostgreSQL (`npm run test:postgres`, `TEST_DATABASE_URL`): each test copies into the schema of its own temp
 * dir ({@link testSchema}), dropped once the file ends.
 */
import { gameSeen } from '../support/game-seen.ts';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { CONTENT_KINDS, type ContentKind } from '../../content/schemas/index.ts';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { COPY_ORDER, copySqliteToPostgres } from '../../cms/db/copy.ts';
import { closeDatabase, type DatabaseLocation, type DB, openDatabase } from '../../cms/db/database.ts';
import { SNAPSHOT_EVERY } from '../../cms/rooms/authority.ts';
import { openServices, type RunningServer, startServer } from '../../cms/server.ts';
import { heroChoice, masterChoice } from '../support/bot.ts';
import { act, call, getView, overHttp, setUpRoom } from '../support/http.ts';
import { openSeats, playGame } from '../support/play.ts';
import { testDatabaseUrl } from '../support/postgres.ts';
import { ADMIN_TOKEN, ADMIN_USER, tableColumns, tempDir, testSchema } from '../support/server.ts';
import { asUser, signIn } from '../support/session.ts';

const DATABASE_URL = testDatabaseUrl();

const CLI = fileURLToPath(new URL('../../cms/db/copy-cli.ts', import.meta.url));
const quiet = () => {};

/** A listening server on a free loopback port over `database` (its limits on creations and sign-ins off). */
function serverOn(dataDir: string, database: DatabaseLocation): Promise<RunningServer> {
  return startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir,
    database,
    adminToken: ADMIN_TOKEN,
    log: quiet,
    creationsPerMinute: 0,
    failedSignInsPerMinute: 0,
  });
}

/** `npm run migrate-to-postgres -- args` as a child process. */
function runCli(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', DATABASE_SCHEMA: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** Every row of every table of `db`, each table's rows sorted (the engines return them in no set order). */
async function everyRow(db: DB): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of COPY_ORDER) {
    const rows = await (db as unknown as Kysely<any>).selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Every row of every table at `from` and at `to`. */
async function rowsAt(location: DatabaseLocation): Promise<Record<string, unknown[]>> {
  const db = await openDatabase(location);
  try {
    return await everyRow(db);
  } finally {
    await closeDatabase(db);
  }
}

/** The game as a seat sees it (test/support/game-seen.ts). */
const game = gameSeen;

describe('migrate-to-postgres', () => {
  test('a server used on SQLite, copied by the command, goes on on PostgreSQL: content, versions, accounts, tokens and a room mid-game', async () => {
    const tmp = tempDir();
    const schema = testSchema(tmp.dir);
    try {
      // --- on SQLite: an author, an API token, an edited hero, a room past its first snapshot
      let server = await serverOn(tmp.dir, { sqlite: tmp.dir });
      let req = overHttp(server.url);
      const author = { name: 'giulia', password: 'autrice-di-missioni' };
      const created = await call(req, 'POST', '/api/users', { token: ADMIN_TOKEN, body: { ...author, role: 'author' } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.id, 1);
      const token = await call(req, 'POST', '/api/tokens', { token: ADMIN_TOKEN, body: { name: 'sito del club' } });
      assert.equal(token.status, 201, JSON.stringify(token.body));
      assert.equal(token.body.id, 1);
      const cookie = await signIn(req, author.name, author.password);
      const elfo = (await call(req, 'GET', '/api/heroes/elfo')).body;
      const edited = await asUser(req, cookie, 'PUT', '/api/heroes/elfo', { body: { ...elfo, attack: elfo.attack + 1 } });
      assert.equal(edited.status, 200, JSON.stringify(edited.body));
      const versionsBefore = await asUser(req, cookie, 'GET', '/api/heroes/elfo/versions');
      assert.deepEqual(
        versionsBefore.body.versions.map((v: { version: number; saved_by: string }) => [v.version, v.saved_by]),
        [
          [2, 'giulia'],
          [1, 'seed'],
        ],
      );

      const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'copy');
      const keys = [master, ...heroes];
      const open = (url: string) => openSeats(url, room, keys);
      let seats = await open(server.url);
      const target = SNAPSHOT_EVERY + 7;
      await playGame(server.url, room, seats, { until: (u) => u.seq >= target });
      const viewsBefore = (await Promise.all(keys.map((k) => getView(req, room, k.token)))).map(game);
      assert.equal(viewsBefore[0]!.seq, target);
      assert.equal(viewsBefore[0]!.view.phase, 'playing');
      await server.close();
      for (const s of seats) await s.stream.done;

      // --- the command
      const run = runCli(['--from', tmp.dir, '--to', DATABASE_URL, '--schema', schema]);
      assert.equal(run.status, 0, run.stderr);
      const pack = loadDefaultPack();
      const packSize = (Object.keys(CONTENT_KINDS) as ContentKind[]).reduce((n, kind) => n + pack[kind].length, 0);
      const sqliteRows = await rowsAt({ sqlite: tmp.dir });
      assert.equal(sqliteRows.documents!.length, packSize, 'the default pack is on SQLite');
      for (const table of COPY_ORDER) assert.match(run.stdout, new RegExp(`^  ${table} +${sqliteRows[table]!.length} rows$`, 'm'), `${table} in ${run.stdout}`);
      assert.match(run.stdout, /^ {2}users\.id +continues at 2$/m);
      assert.match(run.stdout, /^ {2}api_tokens\.id +continues at 2$/m);
      assert.match(run.stdout, /The server must be stopped while this runs/);
      assert.equal(sqliteRows.room_actions!.length, target);
      assert.equal(sqliteRows.room_snapshots!.length, 2, 'seq 0 and seq 50');

      // every row of every table, the same on both (documents and their bodies, versions, the room's log...)
      assert.deepEqual(await rowsAt({ postgres: DATABASE_URL, schema }), sqliteRows);

      // --- on PostgreSQL
      server = await serverOn(tmp.dir, { postgres: DATABASE_URL, schema });
      req = overHttp(server.url);
      try {
        // the edited hero and its history, as the API serves them
        assert.equal((await call(req, 'GET', '/api/heroes/elfo')).body.attack, elfo.attack + 1);
        const versionsAfter = await asUser(req, cookie, 'GET', '/api/heroes/elfo/versions');
        assert.equal(versionsAfter.status, 200);
        assert.deepEqual(versionsAfter.body, versionsBefore.body);

        // the account: its session still open, and it signs in with its password
        const me = await asUser(req, cookie, 'GET', '/api/session');
        assert.equal(me.status, 200);
        assert.deepEqual(me.body, { user: { id: 1, name: 'giulia', role: 'author' }, kind: 'session' });
        const again = await signIn(req, author.name, author.password);
        assert.equal((await asUser(req, again, 'GET', '/api/session')).body.user.name, 'giulia');
        assert.equal((await call(req, 'GET', '/api/session', { token: token.body.token })).body.kind, 'api-token');
        // new users and tokens continue past the copied ids
        const next = await call(req, 'POST', '/api/users', { token: ADMIN_TOKEN, body: { name: 'marco', password: 'autore-di-mostri', role: 'author' } });
        assert.equal(next.status, 201, JSON.stringify(next.body));
        assert.equal(next.body.id, 2);
        const nextToken = await call(req, 'POST', '/api/tokens', { token: ADMIN_TOKEN, body: { name: 'altro sito' } });
        assert.equal(nextToken.status, 201, JSON.stringify(nextToken.body));
        assert.equal(nextToken.body.id, 2);

        // the room: the same seq and game for the same seat tokens, and it plays on
        const viewsAfter = (await Promise.all(keys.map((k) => getView(req, room, k.token)))).map(game);
        assert.deepEqual(viewsAfter, viewsBefore);
        const mover = viewsAfter[0]!.view.turn!.seat;
        const key = keys.find((k) => k.seat === mover)!;
        const { view, legal } = await getView(req, room, key.token);
        const action = mover === 'master' ? masterChoice(view, legal) : heroChoice(view, legal);
        const accepted = await act(req, room, key.token, action);
        assert.equal(accepted.seq, target + 1);
        seats = await open(server.url);
        const sent = await playGame(server.url, room, seats);
        assert.ok(sent > 0);
        const last = seats[0]!.stream.latest!;
        assert.equal(last.view.phase, 'over');
        assert.equal(last.view.result?.winner, 'heroes');
        for (const s of seats) s.stream.close();
      } finally {
        await server.close();
      }
    } finally {
      tmp.remove();
    }
  });

  test('small batches copy the same rows as one: many statements, one transaction', async () => {
    const tmp = tempDir();
    const schema = testSchema(tmp.dir);
    try {
      const services = await openServices({ dataDir: tmp.dir, database: { sqlite: tmp.dir }, adminToken: ADMIN_TOKEN, log: quiet, admin: ADMIN_USER });
      await services.close();
      const progress: [string, number][] = [];
      const report = await copySqliteToPostgres(
        { from: tmp.dir, to: DATABASE_URL, schema },
        { batch: { rows: 7, chars: 20_000 }, onTable: (table, rows) => progress.push([table, rows]) },
      );
      const sqliteRows = await rowsAt({ sqlite: tmp.dir });
      const expected = COPY_ORDER.map((table) => ({ table, rows: sqliteRows[table]!.length }));
      assert.deepEqual(report.tables, expected);
      assert.deepEqual(
        progress,
        expected.map(({ table, rows }) => [table, rows]),
      );
      assert.ok(sqliteRows.documents!.length > 7, 'more documents than one batch holds');
      assert.deepEqual(report.sequences, [
        { table: 'api_tokens', column: 'id', next: 1 },
        { table: 'users', column: 'id', next: 2 },
      ]);
      assert.deepEqual(await rowsAt({ postgres: DATABASE_URL, schema }), sqliteRows);
    } finally {
      tmp.remove();
    }
  });

  test('a target that already holds data is refused, naming its tables, and nothing is written', async () => {
    const source = tempDir();
    const targetDir = tempDir();
    const schema = testSchema(targetDir.dir);
    try {
      // the source: a room besides the seeded pack; the target: a server started on it once (seeded, an administrator)
      let server = await serverOn(source.dir, { sqlite: source.dir });
      await setUpRoom(overHttp(server.url), ADMIN_TOKEN, 'la-prova', ['barbaro'], 'refused');
      await server.close();
      const services = await openServices({
        dataDir: targetDir.dir,
        database: { postgres: DATABASE_URL, schema },
        adminToken: ADMIN_TOKEN,
        log: quiet,
        admin: ADMIN_USER,
      });
      await services.close();
      const before = await rowsAt({ postgres: DATABASE_URL, schema });
      const docs = before.documents!.length;

      // flags left out are read from the server's variables
      const run = runCli([], { DATA_DIR: source.dir, DATABASE_URL, DATABASE_SCHEMA: schema });
      assert.equal(run.status, 1, run.stdout);
      assert.equal(
        run.stderr.trim(),
        `quest-board: nothing copied: the target database is not empty: it holds rows in documents (${docs}), document_versions (${docs}), users (1); copy into an empty database, or into a new schema`,
      );
      assert.doesNotMatch(run.stdout, /rows/);
      assert.deepEqual(await rowsAt({ postgres: DATABASE_URL, schema }), before);
      assert.equal(before.rooms!.length, 0);
    } finally {
      source.remove();
      targetDir.remove();
    }
  });

  test('the command names what is wrong: no data folder, not a SQLite file, no target, not PostgreSQL, an unreachable server', async () => {
    const tmp = tempDir();
    try {
      const empty = runCli(['--from', tmp.dir, '--to', DATABASE_URL, '--schema', testSchema(tmp.dir)]);
      assert.equal(empty.status, 1);
      assert.equal(empty.stderr.trim(), `quest-board: nothing copied: ${tmp.dir} holds no quest-board.sqlite: it is not a quest-board data folder (DATA_DIR)`);

      const missing = runCli(['--from', join(tmp.dir, 'nessuna'), '--to', DATABASE_URL]);
      assert.equal(missing.status, 1);
      assert.equal(
        missing.stderr.trim(),
        `quest-board: nothing copied: ${join(tmp.dir, 'nessuna')} is not a folder: give the server's data folder (DATA_DIR), the one holding quest-board.sqlite`,
      );

      writeFileSync(join(tmp.dir, 'quest-board.sqlite'), 'not a database, just text that is long enough to be read as a header of a file'.repeat(20));
      const garbage = runCli(['--from', tmp.dir, '--to', DATABASE_URL, '--schema', testSchema(tmp.dir)]);
      assert.equal(garbage.status, 1);
      assert.equal(
        garbage.stderr.trim(),
        `quest-board: nothing copied: cannot open ${join(tmp.dir, 'quest-board.sqlite')} as a quest-board SQLite database: file is not a database`,
      );

      const noTarget = runCli(['--from', tmp.dir]);
      assert.equal(noTarget.status, 2);
      assert.match(
        noTarget.stderr,
        /^no target database: give --to postgres:\/\/user:password@host:5432\/database \(or set DATABASE_URL\)\nusage: npm run migrate-to-postgres/,
      );

      const mysql = runCli(['--from', tmp.dir, '--to', 'mysql://qb:segreto@localhost/qb']);
      assert.equal(mysql.status, 2);
      assert.match(
        mysql.stderr,
        /^--to must be a PostgreSQL URL \(postgres:\/\/user:password@host:5432\/database\), not "mysql:\/\/qb:\*\*\*@localhost\/qb"\n/,
      );
    } finally {
      tmp.remove();
    }
    // a real data folder, and a port nothing listens on
    const data = tempDir();
    try {
      const services = await openServices({ dataDir: data.dir, database: { sqlite: data.dir }, adminToken: ADMIN_TOKEN, log: quiet });
      await services.close();
      const down = runCli(['--from', data.dir, '--to', 'postgres://qb:segreto@127.0.0.1:1/qb']);
      assert.equal(down.status, 1);
      assert.equal(
        down.stderr.trim(),
        'quest-board: nothing copied: cannot open the PostgreSQL database postgres://qb:***@127.0.0.1:1/qb: connect ECONNREFUSED 127.0.0.1:1',
      );
    } finally {
      data.remove();
    }
  });

  test('the copy order lists every table a migrated database holds, each after the tables its foreign keys point to', async () => {
    const tmp = tempDir();
    const schema = testSchema(tmp.dir);
    const db = await openDatabase({ postgres: DATABASE_URL, schema });
    try {
      const ours = [...(await tableColumns(db, schema)).keys()].filter((name) => !name.startsWith('kysely_migration'));
      assert.deepEqual([...ours].sort(), [...COPY_ORDER].sort());
      const { rows } = await sql<{ child: string; parent: string }>`
        select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = ${schema}`.execute(db);
      // seats, room_actions, room_snapshots -> rooms; sessions, api_tokens -> users; archived_room_logs -> archived_rooms
      assert.ok(rows.length >= 6, `foreign keys found: ${rows.length}`);
      const at = (name: string) => COPY_ORDER.indexOf(name.replace(/^.*\./, '') as (typeof COPY_ORDER)[number]);
      for (const { child, parent } of rows) assert.ok(at(parent) < at(child), `${parent} before ${child}`);
    } finally {
      await closeDatabase(db);
      tmp.remove();
    }
  });
});
