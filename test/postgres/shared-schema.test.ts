/**
 * Server instances on PostgreSQL (`npm run test:postgres`, `TEST_DATABASE_URL`). Two on one schema: started together,
 * they migrate and seed it once, and what an author saves through one is what the other serves (content and its
 * versions are read from the database, not from a process). Two on two schemas of one database share nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { startServer } from '../../cms/server.ts';
import { call, overHttp } from '../support/http.ts';
import { ADMIN_TOKEN, TEST_DATABASE_URL, tempDir, testSchema } from '../support/server.ts';

if (!TEST_DATABASE_URL) throw new Error('test/postgres/ runs with TEST_DATABASE_URL set: npm run test:postgres');

test('two servers on one schema: seeded once, and a hero saved through one is served by the other', async () => {
  const tmp = tempDir();
  const database = { postgres: TEST_DATABASE_URL!, schema: testSchema(tmp.dir) };
  const logs: string[][] = [[], []];
  const [a, b] = await Promise.all(
    logs.map((lines) =>
      startServer({ port: 0, hostname: '127.0.0.1', dataDir: tmp.dir, database, adminToken: ADMIN_TOKEN, log: (l) => lines.push(l), creationsPerMinute: 0 }),
    ),
  );
  try {
    const pack = loadDefaultPack();
    const total = Object.values(pack).reduce((n, docs) => n + docs.length, 0);
    const seeded = logs.flat().filter((l) => l.startsWith('quest-board: seeded'));
    assert.deepEqual(seeded, [`quest-board: seeded ${total} documents into PostgreSQL (schema ${database.schema})`]);

    const viaA = overHttp(a!.url);
    const viaB = overHttp(b!.url);
    const barbaro = { ...structuredClone(pack.heroes.find((h) => h.id === 'barbaro')!), attack: 4 };
    assert.equal((await call(viaA, 'PUT', '/api/heroes/barbaro', { token: ADMIN_TOKEN, body: barbaro })).status, 200);
    assert.deepEqual((await call(viaB, 'GET', '/api/heroes/barbaro')).body, barbaro);

    const nuovo = { ...barbaro, id: 'nuovo' };
    assert.equal((await call(viaB, 'POST', '/api/heroes', { token: ADMIN_TOKEN, body: nuovo })).status, 201);
    assert.deepEqual((await call(viaA, 'GET', '/api/heroes/nuovo')).body, nuovo);
    assert.equal((await call(viaA, 'DELETE', '/api/heroes/nuovo', { token: ADMIN_TOKEN })).status, 204);
    assert.equal((await call(viaB, 'GET', '/api/heroes/nuovo')).status, 404);
  } finally {
    await Promise.all([a!.close(), b!.close()]);
    tmp.remove();
  }
});

test('two schemas of one database are two databases: each migrated and seeded, a hero changed in one only', async () => {
  const [one, two] = [tempDir(), tempDir()];
  const start = (dir: string) =>
    startServer({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: dir,
      database: { postgres: TEST_DATABASE_URL!, schema: testSchema(dir) },
      adminToken: ADMIN_TOKEN,
      log: () => {},
    });
  // one after the other: the second finds the first's migration tables in the database, and must make its own
  const a = await start(one.dir);
  const b = await start(two.dir);
  try {
    const barbaro = structuredClone(loadDefaultPack().heroes.find((h) => h.id === 'barbaro')!);
    assert.equal((await call(overHttp(a.url), 'PUT', '/api/heroes/barbaro', { token: ADMIN_TOKEN, body: { ...barbaro, attack: 5 } })).status, 200);
    assert.equal((await call(overHttp(a.url), 'GET', '/api/heroes/barbaro')).body.attack, 5);
    assert.deepEqual((await call(overHttp(b.url), 'GET', '/api/heroes/barbaro')).body, barbaro);
  } finally {
    await Promise.all([a.close(), b.close()]);
    one.remove();
    two.remove();
  }
});
