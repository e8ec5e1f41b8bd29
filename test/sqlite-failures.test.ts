/**
 * A SQLite file failing in the field: the disk full (a size limit on the file, `max_page_count`), the file
 * read-only (`query_only`, as a file whose permissions changed would answer), the file locked by another program past
 * the busy timeout. Each request that needs to write is answered with a clear error and `Retry-After` (never a 500),
 * over HTTP and over the live connection; nothing half-written is left; the server stays up, and takes the same action
 * once the file can be written again. Always on a SQLite file, whatever database the other tests run on.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { DB_FILE, withStatementCache } from '../cms/db/database.ts';
import { actionsAfter } from '../cms/rooms/repository.ts';
import { call, overHttp, setUpRoom } from './support/http.ts';
import { Page } from './support/live.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';

const tmp = tempDir();
let server: Awaited<ReturnType<typeof inspectableServer>>;
let room: string;
let master: string;
/** Every seat's token, by seat: the master's and the hero's. */
let tokens: Record<string, string> = {};

before(async () => {
  server = await inspectableServer(tmp.dir, { database: { sqlite: tmp.dir } });
  const made = await setUpRoom(overHttp(server.url), ADMIN_TOKEN, 'la-prova', ['barbaro'], 'sqlite-failures');
  room = made.room;
  master = made.master.token;
  tokens = { master, [made.heroes[0]!.seat]: made.heroes[0]!.token };
});
after(async () => {
  await server.close();
  tmp.remove();
});

/** The room's view as the master sees it (its seq and the seat whose turn it is), and the last seq of its log. */
async function where(): Promise<{ seq: number; phase: string; turn: string; logged: number }> {
  const res = await call(overHttp(server.url), 'GET', `/api/rooms/${room}/view`, { token: master });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const log = await actionsAfter(server.services.db, room, 0);
  return { seq: res.body.seq, phase: res.body.view.phase, turn: res.body.view.turn?.seat ?? 'master', logged: log.at(-1)?.seq ?? 0 };
}

/** The room's next action by HTTP (`start`, then `end_turn` by whoever's turn it is), as that seat. */
async function next(tokens: Record<string, string>): Promise<{ status: number; body: any; retryAfter: string | null }> {
  const now = await where();
  const action = now.phase === 'lobby' ? { type: 'start' } : { type: 'end_turn' };
  const res = await call(overHttp(server.url), 'POST', `/api/rooms/${room}/actions`, { token: tokens[now.turn]!, body: { ...action, seq: now.seq } });
  return { status: res.status, body: res.body, retryAfter: res.headers.get('retry-after') };
}

test('the disk full: a new room and an action are refused with 507 storage_full, nothing written; with room again the same action goes through', async () => {
  assert.equal((await next(tokens)).status, 200);
  const db = server.services.db;
  const rooms = Number((await sql<{ n: number }>`select count(*) as n from rooms`.execute(db)).rows[0]!.n);
  const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
  await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
  try {
    const created = await call(overHttp(server.url), 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova', seed: 'full' } });
    assert.equal(created.status, 507, JSON.stringify(created.body));
    assert.equal(created.body.error.code, 'storage_full');
    assert.equal(created.headers.get('retry-after'), '5');
    assert.equal(Number((await sql<{ n: number }>`select count(*) as n from rooms`.execute(db)).rows[0]!.n), rooms);

    // actions until one needs a page more (a snapshot every 50 does at the latest)
    let refused: Awaited<ReturnType<typeof next>> | undefined;
    for (let i = 0; i < 60 && !refused; i++) {
      const answer = await next(tokens);
      if (answer.status !== 200) refused = answer;
    }
    assert.ok(refused, 'an action was refused');
    assert.equal(refused.status, 507, JSON.stringify(refused.body));
    assert.deepEqual(refused.body, {
      error: { code: 'storage_full', message: 'the disk holding the database is full: nothing was written; try again once the host has made room' },
    });
    assert.equal(refused.retryAfter, '5');
    const stuck = await where();
    assert.equal(stuck.logged, stuck.seq, 'the log ends at the seq the room shows');
    // over the live connection: the same refusal, and the socket stays open
    const page = await Page.open(server.url);
    page.send({ type: 'watch', watch: 'w', room, token: tokens[stuck.turn]! });
    await page.update('w', stuck.seq);
    const answer = await page.act('w', { type: 'end_turn' }, stuck.seq);
    assert.equal(answer.type, 'error');
    assert.equal(answer.type === 'error' && answer.code, 'storage_full');
    assert.equal(answer.type === 'error' && answer.status, 507);
    assert.equal(page.ws.readyState, page.ws.OPEN);
    page.close();
    assert.equal((await where()).logged, stuck.seq);

    await sql.raw('pragma max_page_count = 1073741823').execute(db);
    const again = await next(tokens);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.seq, stuck.seq + 1);
  } finally {
    await sql.raw('pragma max_page_count = 1073741823').execute(db);
  }
  assert.equal((await call(overHttp(server.url), 'GET', '/api/health')).status, 200);
});

test('the file read-only: actions are refused with 503 database_read_only while the room is still shown; writable again, the action goes through', async () => {
  const db = server.services.db;
  const before = await where();
  await sql`pragma query_only = on`.execute(db);
  try {
    const refused = await next(tokens);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal(refused.body.error.code, 'database_read_only');
    assert.equal(refused.retryAfter, '5');
    // reading still works
    const now = await where();
    assert.equal(now.seq, before.seq);
    assert.equal(now.logged, before.seq);
  } finally {
    await sql`pragma query_only = off`.execute(db);
  }
  const again = await next(tokens);
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.equal(again.body.seq, before.seq + 1);
});

test('a connection that met a read-only file is opened again once the file can be written: the next write goes through without a restart', async () => {
  // SQLite opens a file it may not write read-only, and that connection stays so after the file is fixed
  const file = join(tmp.dir, 'reopened.sqlite');
  const setUp = new SQLite(file);
  setUp.exec('create table notes (text text not null)');
  setUp.close();
  let opened = 0;
  const db = new Kysely<{ notes: { text: string } }>({
    dialect: new SqliteDialect({ database: withStatementCache(() => new SQLite(file, { readonly: ++opened === 1 })) }),
  });
  try {
    await assert.rejects(db.insertInto('notes').values({ text: 'first' }).execute(), { code: 'SQLITE_READONLY' });
    await db.insertInto('notes').values({ text: 'second' }).execute();
    assert.deepEqual(await db.selectFrom('notes').select('text').execute(), [{ text: 'second' }]);
    assert.equal(opened, 2);
  } finally {
    await db.destroy();
  }
});

test('the file locked by another program past the busy timeout: 503 database_busy, then the action goes through once it lets go', async () => {
  const other = new SQLite(join(tmp.dir, DB_FILE));
  const before = await where();
  other.exec('begin immediate');
  try {
    // the server waits its busy timeout (5 s) for the lock, then gives up
    const refused = await next(tokens);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal(refused.body.error.code, 'database_busy');
    assert.equal(refused.retryAfter, '5');
  } finally {
    other.exec('rollback');
    other.close();
  }
  assert.equal((await where()).logged, before.seq);
  const again = await next(tokens);
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.equal(again.body.seq, before.seq + 1);
});
