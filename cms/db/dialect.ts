/**
 * What differs between the two engines the database runs on (SQLite, PostgreSQL), for the few places that must know:
 * migrations (column defaults, auto-numbered keys, case-insensitive uniqueness) and the multi-instance room bus.
 * Everything else is written once with Kysely's query builder and runs on both.
 * @module
 */
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/** The engine a database runs on. */
export type Engine = 'sqlite' | 'postgres';

/** The engine `db` (a database or a transaction of it) runs on. */
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The current time as ISO 8601 UTC text with milliseconds (`2026-12-01T20:51:21.123Z`), as a column default: the
 * format every timestamp column holds, on either engine.
 */
export function nowDefault(db: Kysely<any>): RawBuilder<string> {
  return engineOf(db) === 'postgres'
    ? sql<string>`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * Whether `err` is a write refused for a duplicate key (a primary key or unique index), on either engine: what two
 * server instances writing the same room's next `seq` at once meet, one of them.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
