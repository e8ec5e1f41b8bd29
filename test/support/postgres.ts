/**
 * The PostgreSQL server of the PostgreSQL-only tests (`test/postgres/*.test.ts`, run by `npm run test:postgres`):
 * `TEST_DATABASE_URL` names it, and each test takes a fresh schema of its own.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseLocation } from '../../cms/db/database.ts';

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
