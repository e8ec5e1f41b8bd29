/**
 * The one-way copy of a quest-board database from its SQLite file to PostgreSQL, for a host who switches: every table
 * of {@link Database}, in foreign-key order, in one transaction of the target, in batches; then the target's
 * auto-numbered keys continue past the copied ids. The command is `copy-cli.ts` (`npm run migrate-to-postgres`).
 * @module
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { redacted } from '../env.ts';
import { closeDatabase, type Database, DB_FILE, type DB, openDatabase } from './database.ts';
import { engineOf } from './dialect.ts';

/**
 * Every table of {@link Database}, each after the tables its foreign keys point to: the order rows are copied in.
 * A table added to `Database` must be added here (the type check below fails until it is).
 */
export const COPY_ORDER = [
  'documents',
  'document_versions',
  'users',
  'sessions',
  'api_tokens',
  'rooms',
  'seats',
  'room_actions',
  'room_snapshots',
  'archived_rooms',
  'archived_room_logs',
  'rate_limits',
  'campaigns',
  'campaign_players',
  'campaign_actions',
  'campaign_saves',
  'campaign_fight_seats',
] as const satisfies readonly (keyof Database)[];

/** The tables of `Database` missing from {@link COPY_ORDER}: `never` while it is complete. */
type Unlisted = Exclude<keyof Database, (typeof COPY_ORDER)[number]>;
// a type error here names the table of `Database` that COPY_ORDER leaves out
const copyOrderIsComplete: [Unlisted] extends [never] ? true : Unlisted = true;
void copyOrderIsComplete;

/** A table of {@link Database}. */
export type TableName = (typeof COPY_ORDER)[number];

/** PostgreSQL takes at most this many bind parameters in one statement. */
export const POSTGRES_MAX_PARAMETERS = 65_535;

/** How a copy is cut into statements: a batch ends at whichever limit comes first. */
export interface BatchLimits {
  /** Rows in one `insert` at most (500); fewer when `rows × columns` would pass {@link POSTGRES_MAX_PARAMETERS}. */
  rows: number;
  /** Characters of text in one `insert` at most (4,000,000): a few big snapshots fill a batch on their own. */
  chars: number;
}

/** The batch limits {@link copyDatabase} uses unless told otherwise. */
export const DEFAULT_BATCH: BatchLimits = { rows: 500, chars: 4_000_000 };

/** What a copy did. */
export interface CopyReport {
  /** Every table of {@link COPY_ORDER}, in that order, with the rows copied into it. */
  tables: { table: TableName; rows: number }[];
  /** Every auto-numbered column of the target, with the number its next row will get. */
  sequences: { table: TableName; column: string; next: number }[];
}

/** A copy refused or failed; `message` says what is wrong and nothing was written to the target. */
export class CopyError extends Error {
  override name = 'CopyError';
}

/**
 * Copies every row of every table of `source` into `target` (both migrated to the same version, as
 * {@link openDatabase} leaves them), in {@link COPY_ORDER}, inside ONE transaction of `target`, reading `source` inside
 * one transaction too (a consistent snapshot). On PostgreSQL the target's tables are locked for the copy (an instance
 * starting meanwhile waits, then finds the data), and afterwards every auto-numbered column's sequence is set past
 * the largest copied id, so new users and tokens get new ids.
 * @param onTable called after each table is copied, with its row count (for progress output).
 * @throws CopyError when the target already holds rows (naming the tables and their counts; nothing written), or a
 * table cannot be written (naming it; the transaction is rolled back).
 */
export async function copyDatabase(
  source: DB,
  target: DB,
  { batch = DEFAULT_BATCH, onTable }: { batch?: BatchLimits; onTable?: (table: TableName, rows: number) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { tables: [], sequences: [] };
  await source.transaction().execute((src) =>
    target.transaction().execute(async (trx) => {
      const to = trx as unknown as Kysely<any>;
      const postgres = engineOf(to) === 'postgres';
      if (postgres) await sql`lock table ${sql.join(COPY_ORDER.map((t) => sql.table(t)))} in exclusive mode`.execute(to);
      const held: string[] = [];
      for (const table of COPY_ORDER) {
        const rows = await countRows(to, table);
        if (rows > 0) held.push(`${table} (${rows})`);
      }
      if (held.length > 0)
        throw new CopyError(`the target database is not empty: it holds rows in ${held.join(', ')}; copy into an empty database, or into a new schema`);
      for (const table of COPY_ORDER) {
        const rows = await copyTable(src as unknown as Kysely<any>, to, table, batch);
        report.tables.push({ table, rows });
        onTable?.(table, rows);
      }
      if (postgres) report.sequences = await advanceSequences(to);
    }),
  );
  return report;
}

/** The rows of `table`. */
async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Streams every row of `table` from `from` into `to` in batches within `limits`. @returns the rows copied. */
async function copyTable(from: Kysely<any>, to: Kysely<any>, table: TableName, limits: BatchLimits): Promise<number> {
  let batch: Record<string, unknown>[] = [];
  let chars = 0;
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    try {
      await to.insertInto(table).values(batch).execute();
    } catch (err) {
      throw new CopyError(`copying table ${table} failed: ${messageOf(err)}`, { cause: err });
    }
    copied += batch.length;
    batch = [];
    chars = 0;
  };
  for await (const row of from.selectFrom(table).selectAll().stream()) {
    const columns = Object.keys(row).length;
    const maxRows = Math.max(1, Math.min(limits.rows, Math.floor(POSTGRES_MAX_PARAMETERS / columns)));
    const size = Object.values(row).reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 8), 0);
    if (batch.length > 0 && (batch.length >= maxRows || chars + size > limits.chars)) await flush();
    batch.push(row);
    chars += size;
  }
  await flush();
  return copied;
}

/**
 * Sets the sequence of every auto-numbered column (`serial` or identity) of the copied tables in the current schema
 * so its next value is one past the largest id in the table (1 when empty).
 */
async function advanceSequences(db: Kysely<any>): Promise<CopyReport['sequences']> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')
    order by table_name, column_name`.execute(db);
  const out: CopyReport['sequences'] = [];
  for (const { table_name, column_name } of rows) {
    const table = COPY_ORDER.find((t) => t === table_name);
    if (!table) continue;
    const { rows: found } = await sql<{ next: string }>`
      select coalesce(max(${sql.ref(column_name)}), 0) + 1 as next from ${sql.table(table)}`.execute(db);
    const next = Number(found[0]!.next);
    await sql`select setval(pg_get_serial_sequence(quote_ident(current_schema()) || '.' || ${table}, ${column_name}), ${next}, false)`.execute(db);
    out.push({ table, column: column_name, next });
  }
  return out;
}

/** Where a copy reads and writes: the SQLite data folder and the PostgreSQL database. */
export interface CopyLocations {
  /** The data folder holding `quest-board.sqlite` (the server's `DATA_DIR`). */
  from: string;
  /** The PostgreSQL connection string (`postgres://user:password@host:5432/database`). */
  to: string;
  /** The PostgreSQL schema (`public` unless given; created when missing). */
  schema?: string;
}

/**
 * Copies the SQLite database in `from` to the PostgreSQL database `to` (schema `schema`): checks `from` is a
 * quest-board data folder before touching anything, opens both with {@link openDatabase} (so the target is created
 * and migrated to the same version as the source), runs {@link copyDatabase}, and closes both whatever happens.
 * The source must not be written to meanwhile: stop the server first.
 * @throws CopyError naming what is wrong: `from` is no folder or holds no `quest-board.sqlite`, or is not a SQLite
 * database; PostgreSQL cannot be reached or opened (the URL shown without its password); the target is not empty.
 */
export async function copySqliteToPostgres(
  { from, to, schema }: CopyLocations,
  options: { batch?: BatchLimits; onTable?: (table: TableName, rows: number) => void } = {},
): Promise<CopyReport> {
  const file = join(from, DB_FILE);
  if (!existsSync(from) || !statSync(from).isDirectory())
    throw new CopyError(`${resolve(from)} is not a folder: give the server's data folder (DATA_DIR), the one holding ${DB_FILE}`);
  if (!existsSync(file)) throw new CopyError(`${resolve(from)} holds no ${DB_FILE}: it is not a quest-board data folder (DATA_DIR)`);
  let source: DB;
  try {
    source = await openDatabase({ sqlite: from });
  } catch (err) {
    throw new CopyError(`cannot open ${resolve(file)} as a quest-board SQLite database: ${messageOf(err)}`, { cause: err });
  }
  try {
    let target: DB;
    try {
      target = await openDatabase({ postgres: to, ...(schema !== undefined ? { schema } : {}) });
    } catch (err) {
      throw new CopyError(`cannot open the PostgreSQL database ${redacted(to)}${schema ? ` (schema ${schema})` : ''}: ${messageOf(err)}`, { cause: err });
    }
    try {
      return await copyDatabase(source, target, options);
    } finally {
      await closeDatabase(target);
    }
  } finally {
    await closeDatabase(source);
  }
}

/** An error's message; for a connection tried on several addresses (an `AggregateError` with none), theirs. */
function messageOf(err: unknown): string {
  if (err instanceof AggregateError && !err.message) return [...new Set(err.errors.map(messageOf))].join('; ');
  if (err instanceof Error) return err.message || ('code' in err ? String(err.code) : err.name);
  return String(err);
}
