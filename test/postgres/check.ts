/**
 * `npm run test:postgres` runs this first: when `TEST_DATABASE_URL` is unset, not a PostgreSQL URL, or its server
 * cannot be reached, it prints one line (what is wrong, how to set it) and exits with 1, instead of every test file
 * failing on its own.
 * @module
 */
import pg from 'pg';

const HOW = 'set TEST_DATABASE_URL to a PostgreSQL database the tests may fill (e.g. TEST_DATABASE_URL=postgres://qb:qb@localhost/qb_test)';

/** What keeps the tests from running on `url`, or `undefined` when the database answers. */
async function problemWith(url: string | undefined): Promise<string | undefined> {
  if (!url) return `TEST_DATABASE_URL is not set; ${HOW}`;
  if (!/^postgres(ql)?:\/\/./.test(url)) return `TEST_DATABASE_URL is not a postgres:// URL; ${HOW}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return `cannot reach the database at TEST_DATABASE_URL: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    await client.end().catch(() => {});
  }
}

const problem = await problemWith(process.env.TEST_DATABASE_URL);
if (problem) {
  console.error(`test:postgres: ${problem}`);
  process.exitCode = 1;
}
