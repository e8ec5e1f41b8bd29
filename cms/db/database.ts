/**
 * The database: one {@link Database} interface over every table, opened with Kysely on better-sqlite3
 * (WAL journal, foreign keys on) and migrated to the latest schema.
 * @module
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { ApiTokensTable, SessionsTable, UsersTable } from './accounts.table.ts';
import type { DocumentsTable, DocumentVersionsTable } from './documents.table.ts';
import { type Checkpointer, startCheckpointer } from './checkpointer.ts';
import { migrationProvider } from './migrations/index.ts';
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

/**
 * better-sqlite3 as Kysely's dialect sees it, with each statement prepared once and kept by its SQL text (the least
 * recently used is let go past `size`): Kysely asks for a new statement with every query, and preparing one cost
 * about as much as running it. Kysely runs one query at a time on its single connection and never streams here, so
 * a kept statement is never in use when asked for again.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = kept.get(sql);
      if (statement) kept.delete(sql);
      else {
        statement = sqlite.prepare(sql);
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Opens (creating it and `dataDir` when missing) `${dataDir}/quest-board.sqlite` with WAL and foreign keys on,
 * and runs every pending migration. `synchronous = NORMAL`: a commit is in the WAL file (the operating system's
 * hands) before it returns, so an acknowledged action survives the process being killed (`kill -9`); only a crash of
 * the machine itself may lose the last commits, which are not fsynced one by one. Checkpoints run in a worker thread
 * (`checkpointer.ts`), never inside a commit.
 * @throws Error when the file cannot be opened or a migration fails.
 */
export async function openDatabase(dataDir: string): Promise<DB> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, DB_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('wal_autocheckpoint = 0');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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

/** Closes a database {@link openDatabase} opened: the connection, then its checkpointer's last checkpoint. */
export async function closeDatabase(db: DB): Promise<void> {
  await db.destroy();
  await CHECKPOINTERS.get(db)?.stop();
}

/**
 * Runs every migration not yet applied, in name order.
 * @throws Error naming the migration that failed.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
