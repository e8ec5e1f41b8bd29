/**
 * The database: one {@link Database} interface over every table, opened with Kysely on either engine and migrated to
 * the latest schema: an embedded SQLite file (better-sqlite3, WAL journal, foreign keys on; the default) or a
 * PostgreSQL database (`pg`; what several server instances share). See {@link DatabaseLocation}.
 * @module
 */
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { CampaignActionsTable, CampaignFightSeatsTable, CampaignPlayersTable, CampaignSavesTable, CampaignsTable } from './campaigns.table.ts';
import type { ApiTokensTable, SessionsTable, UsersTable } from './accounts.table.ts';
import type { DocumentsTable, DocumentVersionsTable } from './documents.table.ts';
import { type Checkpointer, startCheckpointer } from './checkpointer.ts';
import { prepareDataFolder } from './data-folder.ts';
import { migrationProvider } from './migrations/index.ts';
import type { RateLimitsTable } from './rate-limits.table.ts';
import type { ArchivedRoomLogsTable, ArchivedRoomsTable, RoomActionsTable, RoomSnapshotsTable, RoomsTable, SeatsTable } from './rooms.table.ts';

/** Every table, by name. */
export interface Database {
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  rooms: RoomsTable;
  seats: SeatsTable;
  room_actions: RoomActionsTable;
  room_snapshots: RoomSnapshotsTable;
  archived_rooms: ArchivedRoomsTable;
  archived_room_logs: ArchivedRoomLogsTable;
  /** The hit counts of the per-address rate limits, shared by every instance on this database. */
  rate_limits: RateLimitsTable;
  campaigns: CampaignsTable;
  campaign_players: CampaignPlayersTable;
  campaign_actions: CampaignActionsTable;
  campaign_saves: CampaignSavesTable;
  campaign_fight_seats: CampaignFightSeatsTable;
}

/** The database handle every repository function takes first (or a transaction of it). */
export type DB = Kysely<Database>;

/** The file name of the database inside the data directory. */
export const DB_FILE = 'quest-board.sqlite';

/**
 * How many prepared statements {@link openDatabase} keeps, by SQL text. The queries of the whole app are a few
 * dozen shapes; a room's action is always the same three or four.
 */
export const STATEMENT_CACHE_SIZE = 256;

/** A `rollback` with no transaction open: nothing to do (see {@link withStatementCache}). */
const NO_TRANSACTION_ROLLBACK: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/** Whether `err` is SQLite's `SQLITE_READONLY` (any of its extended codes). */
function isReadOnly(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_READONLY');
}

/**
 * better-sqlite3 as Kysely's dialect sees it, over the connection `open` makes, with each statement prepared once
 * and kept by its SQL text (the least recently used is let go past `size`): Kysely asks for a new statement with every
 * query, and preparing one cost about as much as running it. Kysely runs one query at a time on its single
 * connection and never streams here, so a kept statement is never in use when asked for again. A `rollback` when
 * SQLite has already ended the transaction (as it does on `SQLITE_FULL`) does nothing, so the failure that ended it
 * is the one reported. A statement that failed with `SQLITE_READONLY` has the connection opened again (by `open`)
 * before the next statement outside a transaction: a connection that met a read-only file stays read-only after the
 * file is made writable, a new one does not.
 */
export function withStatementCache(open: () => SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  let sqlite = open();
  let readOnly = false;
  const kept = new Map<string, SqliteStatement>();
  /** `run` of a statement, noting a read-only failure for the next statement to open the connection again. */
  const watched = <T>(run: () => T): T => {
    try {
      return run();
    } catch (err) {
      if (isReadOnly(err)) readOnly = true;
      throw err;
    }
  };
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // SQLite ends a transaction by itself on some failures (the disk full): Kysely's rollback then finds none, and
      // its error would hide the failure's own
      if (sql === 'rollback' && !sqlite.inTransaction) return NO_TRANSACTION_ROLLBACK;
      if (readOnly && !sqlite.inTransaction) {
        readOnly = false;
        const fresh = open();
        sqlite.close();
        sqlite = fresh;
        kept.clear();
      }
      let statement = kept.get(sql);
      if (statement) kept.delete(sql);
      else {
        const prepared = sqlite.prepare(sql);
        statement = {
          reader: prepared.reader,
          all: (parameters) => watched(() => prepared.all(parameters)),
          run: (parameters) => watched(() => prepared.run(parameters)),
          iterate: (parameters) => watched(() => prepared.iterate(parameters)),
        };
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Where the database lives: `{ sqlite: dataDir }`, the file {@link DB_FILE} in that folder; or `{ postgres: url }`, a
 * PostgreSQL connection string (`postgres://user:password@host:5432/database`), with `schema` the schema its tables
 * live in (created when missing; `public` unless given: several quest-boards may share one database).
 */
export type DatabaseLocation = { sqlite: string } | { postgres: string; schema?: string };

/**
 * How long a connection to PostgreSQL may take to open, in ms, before it fails: a server that accepts the connection
 * and never answers (a firewall, a wrong port) is an error, not a start that hangs.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

/** How many connections one server instance keeps open to PostgreSQL at most (the room bus's listener besides). */
export const POSTGRES_POOL_SIZE = 10;

/** How a PostgreSQL database {@link openDatabase} opened is reached: the room bus opens its own listening connection. */
export interface PostgresConnection {
  url: string;
  schema: string;
}

const POSTGRES = new WeakMap<DB, PostgresConnection>();

/** How `db` reaches PostgreSQL, or `undefined` when it is a SQLite file. */
export function postgresConnectionOf(db: DB): PostgresConnection | undefined {
  return POSTGRES.get(db);
}

/**
 * The PostgreSQL advisory lock held while a schema is created and migrated (any number: ours alone take it). Whatever
 * drops a schema of the same database takes it too: the migrator reads the catalog of every schema, and one dropped
 * under it fails the migration with `schema "…" does not exist`.
 */
export const MIGRATION_LOCK = 0x71b0a4d;

/** A schema name as PostgreSQL takes it unquoted: a letter or `_`, then letters, digits and `_` (63 at most). */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Checks a PostgreSQL schema name as {@link openDatabase} takes it (see `SCHEMA_NAME`).
 * @throws Error naming `DATABASE_SCHEMA` and saying what the name must be.
 */
export function checkSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema))
    throw new Error(`DATABASE_SCHEMA must be a lowercase name of letters, digits and _ (not starting with a digit, 63 at most), not "${schema}"`);
}

/**
 * Opens the database at `location` and runs every pending migration (see {@link DatabaseLocation}).
 * @throws Error when it cannot be opened or reached, the schema name is not a plain lowercase name, or a migration
 * fails.
 */
export async function openDatabase(location: DatabaseLocation): Promise<DB> {
  return 'sqlite' in location ? openSqlite(location.sqlite) : openPostgres(location.postgres, location.schema ?? 'public');
}

/**
 * Runs `work` on one connection of `db` holding {@link MIGRATION_LOCK} (PostgreSQL; on SQLite, where one process
 * migrates a file, `work` runs on `db` itself). Whatever migrates a PostgreSQL schema runs under it.
 */
export async function underMigrationLock<T>(db: Kysely<any>, work: (conn: Kysely<any>) => Promise<T>): Promise<T> {
  if (!POSTGRES.has(db as DB)) return work(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

/**
 * Opens a PostgreSQL database (a pool of {@link POSTGRES_POOL_SIZE} connections, each with `search_path` set to
 * `schema`), creates `schema` when missing and migrates it. Timestamps are ISO 8601 text there too, and counts
 * (`bigint`) come back as strings: callers take `Number(...)` of them.
 */
async function openPostgres(url: string, schema: string): Promise<DB> {
  checkSchemaName(schema);
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    options: `-c search_path=${schema}`,
  });
  // an idle connection the server dropped must not take the process down: the pool replaces it
  pool.on('error', (err) => console.error('quest-board: a PostgreSQL connection failed:', err.message));
  // nor one in use (a transaction, the migration's), which the pool leaves without a listener: its query fails and is
  // answered (503 database_unavailable), the pool drops it when it comes back, and an error event with no listener
  // would end the process
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  POSTGRES.set(db, { url, schema });
  try {
    // instances starting together: one creates the schema and migrates while the others wait for it
    await underMigrationLock(db, async (conn) => {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(conn);
      await migrateToLatest(conn, schema);
    });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

/**
 * Opens (creating it and `dataDir` when missing; refusing a folder or file this process cannot write, see
 * `data-folder.ts`) `${dataDir}/quest-board.sqlite` with WAL and foreign keys on,
 * and runs every pending migration. `synchronous = NORMAL`: a commit is in the WAL file (the operating system's
 * hands) before it returns, so an acknowledged action survives the process being killed (`kill -9`); only a crash of
 * the machine itself may lose the last commits, which are not fsynced one by one. Checkpoints run in a worker thread
 * (`checkpointer.ts`), never inside a commit.
 * @throws Error when the file cannot be opened or a migration fails.
 */
async function openSqlite(dataDir: string): Promise<DB> {
  prepareDataFolder(dataDir, DB_FILE);
  const open = () => {
    const sqlite = new SQLite(join(dataDir, DB_FILE));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('wal_autocheckpoint = 0');
    return sqlite;
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(open) }) });
  CHECKPOINTERS.set(db, startCheckpointer(join(dataDir, DB_FILE)));
  try {
    await migrateToLatest(db);
  } catch (err) {
    await closeDatabase(db);
    throw err;
  }
  return db;
}

const CHECKPOINTERS = new WeakMap<DB, Checkpointer>();

/** Closes a database {@link openDatabase} opened: its connections, then (SQLite) its checkpointer's last checkpoint. */
export async function closeDatabase(db: DB): Promise<void> {
  await db.destroy();
  await CHECKPOINTERS.get(db)?.stop();
}

/**
 * Runs every migration not yet applied, in name order. On PostgreSQL `schema` names the schema whose migrations
 * these are: Kysely's own tables (`kysely_migration`, `kysely_migration_lock`) are looked for there, not in whichever
 * schema of the database has them first.
 * @throws Error naming the migration that failed.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
