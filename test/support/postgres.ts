/**
 * The PostgreSQL server of the PostgreSQL-only tests (`test/postgres/*.test.ts`, run by `npm run test:postgres`):
 * `TEST_DATABASE_URL` names it, and each test takes a fresh schema of its own.
 */
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { closeDatabase, type DatabaseLocation, openDatabase } from '../../cms/db/database.ts';
import { type RunningServer, startServer } from '../../cms/server.ts';
import { storeTestAdventure } from './campaigns.ts';
import { ADMIN_TOKEN, tempDir } from './server.ts';

/**
 * `TEST_DATABASE_URL` (`postgres://user:password@host:5432/database`).
 * @throws Error saying how to set it, when it is unset: these tests need a PostgreSQL server.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL tests need a server (see the README, "Tests on PostgreSQL")');
  return url;
}

/** A schema no other test uses (created by the first server that opens it), on the server of `TEST_DATABASE_URL`. */
export function freshSchema(): { postgres: string; schema: string } & DatabaseLocation {
  return { postgres: testDatabaseUrl(), schema: `t_${randomBytes(8).toString('hex')}` };
}

/**
 * Two server instances sharing a fresh schema with the test adventure stored ({@link storeTestAdventure}), started
 * before the calling file's tests and closed after them; the returned function gives them once started.
 */
export function campaignInstances(): () => [RunningServer, RunningServer] {
  const tmp = tempDir();
  const database = freshSchema();
  let instances: RunningServer[] = [];
  before(async () => {
    instances = await Promise.all(
      [0, 1].map(() =>
        startServer({ port: 0, hostname: '127.0.0.1', dataDir: tmp.dir, database, adminToken: ADMIN_TOKEN, log: () => {}, creationsPerMinute: 0 }),
      ),
    );
    const db = await openDatabase(database);
    try {
      await storeTestAdventure(db);
    } finally {
      await closeDatabase(db);
    }
  });
  after(async () => {
    await Promise.all(instances.map((s) => s.close()));
    tmp.remove();
  });
  return () => instances as [RunningServer, RunningServer];
}
