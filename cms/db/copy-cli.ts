/**
 * `npm run migrate-to-postgres -- --from <dataDir> --to <postgres url> [--schema <name>]`: copies a quest-board's
 * SQLite database to PostgreSQL (see {@link copySqliteToPostgres}). A flag left out is read from the variables the
 * server reads: `--from` from `DATA_DIR` (`./data` when unset), `--to` from `DATABASE_URL`, `--schema` from
 * `DATABASE_SCHEMA` (`public` when unset); a flag wins over its variable. Prints each table's rows as it copies them.
 * Exit code 0 when copied, 1 when refused or failed (the message on stderr, nothing written), 2 for bad arguments.
 * @module
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DB_FILE } from './database.ts';
import { DEFAULT_DATA_DIR, redacted } from '../env.ts';
import { COPY_ORDER, type CopyLocations, copySqliteToPostgres } from './copy.ts';

const USAGE = `usage: npm run migrate-to-postgres -- --from <data folder> --to <postgres://user:password@host:5432/database> [--schema <name>]
  --from    the server's data folder, holding ${DB_FILE} (default: DATA_DIR, else ./data)
  --to      the PostgreSQL database (default: DATABASE_URL)
  --schema  the PostgreSQL schema, created when missing (default: DATABASE_SCHEMA, else public)
Stop the server first: what it writes while the copy runs would not be copied.`;

/** The value of `name` in `env`, or `undefined` when unset or empty. */
const envValue = (name: string): string | undefined => process.env[name] || undefined;

/** The locations from the flags and the environment. @throws Error naming what is missing or wrong. */
function locations(): CopyLocations | 'help' {
  const { values, positionals } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, schema: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) return 'help';
  if (positionals.length > 0) throw new Error(`unexpected argument "${positionals[0]}"`);
  const from = values.from || envValue('DATA_DIR') || DEFAULT_DATA_DIR;
  const to = values.to || envValue('DATABASE_URL');
  if (!to) throw new Error('no target database: give --to postgres://user:password@host:5432/database (or set DATABASE_URL)');
  if (!/^postgres(ql)?:\/\/./.test(to)) throw new Error(`--to must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "${redacted(to)}"`);
  const schema = values.schema || envValue('DATABASE_SCHEMA');
  return { from, to, ...(schema ? { schema } : {}) };
}

let where: CopyLocations | 'help';
try {
  where = locations();
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  process.exit(2);
}
if (where === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const { from, to, schema = 'public' } = where;
console.log(`quest-board: copying ${resolve(from, DB_FILE)} to PostgreSQL ${redacted(to)} (schema ${schema}), in one transaction.`);
console.log('The server must be stopped while this runs: what it writes meanwhile would not be copied.');
try {
  const width = Math.max(...COPY_ORDER.map((t) => t.length));
  const report = await copySqliteToPostgres(where, { onTable: (table, rows) => console.log(`  ${table.padEnd(width)} ${rows} rows`) });
  for (const { table, column, next } of report.sequences) console.log(`  ${`${table}.${column}`.padEnd(width)} continues at ${next}`);
  const total = report.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `quest-board: copied ${total} rows in ${report.tables.length} tables. Start the server with DATABASE_URL${schema === 'public' ? '' : ` and DATABASE_SCHEMA=${schema}`} set.`,
  );
} catch (err) {
  console.error(`quest-board: nothing copied: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
