/**
 * Writers of one document at once through two instances on one PostgreSQL schema (`npm run test:postgres`): requests
 * run in parallel there (a pool of connections per instance), and none of them is lost or answered 500.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { type RunningServer, startServer } from '../../cms/server.ts';
import { call, overHttp, type Requester } from '../support/http.ts';
import { ADMIN_TOKEN, TEST_DATABASE_URL, tempDir, testSchema } from '../support/server.ts';

if (!TEST_DATABASE_URL) throw new Error('test/postgres/ runs with TEST_DATABASE_URL set: npm run test:postgres');

const tmp = tempDir();
let servers: RunningServer[] = [];
let via: Requester[] = [];
before(async () => {
  const database = { postgres: TEST_DATABASE_URL!, schema: testSchema(tmp.dir) };
  servers = await Promise.all(
    [0, 1].map(() =>
      startServer({ port: 0, hostname: '127.0.0.1', dataDir: tmp.dir, database, adminToken: ADMIN_TOKEN, log: () => {}, creationsPerMinute: 0 }),
    ),
  );
  via = servers.map((s) => overHttp(s.url));
});
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  tmp.remove();
});

/** The version numbers of a document's history, newest first. */
async function versionsOf(req: Requester, id: string): Promise<number[]> {
  const res = await call(req, 'GET', `/api/heroes/${id}/versions`, { token: ADMIN_TOKEN });
  assert.equal(res.status, 200);
  return (res.body.versions as { version: number }[]).map((v) => v.version);
}

const barbaro = structuredClone(loadDefaultPack().heroes.find((h) => h.id === 'barbaro')!);

test('24 replacements of one hero at once, half through each instance: each answered 200 with a version of its own', async () => {
  const before = await versionsOf(via[0]!, 'barbaro');
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      call(via[i % 2]!, 'PUT', '/api/heroes/barbaro', { token: ADMIN_TOKEN, body: { ...barbaro, body: (i % 6) + 1, attack: (i % 5) + 1 } }),
    ),
  );
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(24).fill(200),
  );
  const etags = answers.map((a) => Number(JSON.parse(a.headers.get('etag')!)));
  const first = before[0]! + 1;
  assert.deepEqual(
    etags.toSorted((a, b) => a - b),
    Array.from({ length: 24 }, (_, i) => first + i),
  );
  assert.deepEqual(
    await versionsOf(via[1]!, 'barbaro'),
    Array.from({ length: 24 + before.length }, (_, i) => first + 23 - i),
  );
});

test('one new hero created by 12 POSTs at once through both instances: one 201, eleven 409 already_exists', async () => {
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) => call(via[i % 2]!, 'POST', '/api/heroes', { token: ADMIN_TOKEN, body: { ...barbaro, id: 'gemello' } })),
  );
  assert.deepEqual(answers.map((a) => a.status).toSorted(), [201, ...Array(11).fill(409)]);
  for (const a of answers.filter((x) => x.status === 409)) assert.equal(a.body.error.code, 'already_exists');
  assert.deepEqual(await versionsOf(via[0]!, 'gemello'), [1]);
});

test('one new hero written by 12 PUTs at once through both instances: one 201, eleven 200, versions 1 to 12', async () => {
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) => call(via[i % 2]!, 'PUT', '/api/heroes/gemella', { token: ADMIN_TOKEN, body: { ...barbaro, id: 'gemella' } })),
  );
  assert.deepEqual(answers.map((a) => a.status).toSorted(), [...Array(11).fill(200), 201]);
  assert.deepEqual(await versionsOf(via[1]!, 'gemella'), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
});
