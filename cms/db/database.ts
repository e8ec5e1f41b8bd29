/**
 * The database: one {@link Database} interface over every table, opened with Kysely on better-sqlite3
 * (WAL journal, foreign keys on) and migrated to the latest schema.
 * @module
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import type { ApiTokensTable, SessionsTable, UsersTable } from './accounts.table.ts';
import type { DocumentsTable, DocumentVersionsTable } from './documents.table.ts';
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
 * Opens (creating it and `dataDir` when missing) `${dataDir}/quest-board.sqlite` with WAL and foreign keys on,
 * and runs every pending migration.
 * @throws Error when the file cannot be opened or a migration fails.
 */
export async function openDatabase(dataDir: string): Promise<DB> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, DB_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
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
