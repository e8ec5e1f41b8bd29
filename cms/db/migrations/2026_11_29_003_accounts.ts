/**
 * Migration 2026-11-29 #3: sign-in. `users` (administrators and authors, with scrypt password hashes), `sessions`
 * (the SHA-256 of each session cookie, with its expiry) and `api_tokens` (the SHA-256 of each API token).
 * Never edit once released; add a new migration instead.
 * @module
 */
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { engineOf, nowDefault } from '../dialect.ts';

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  const NOW = nowDefault(db);
  const postgres = engineOf(db) === 'postgres';
  // an auto-numbered primary key `id`: SQLite's integer primary key, PostgreSQL's serial
  const autoNumbered = <T extends CreateTableBuilder<any, any>>(t: T): T =>
    (postgres ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())) as T;
  await db.schema
    .createTable('users')
    .$call(autoNumbered)
    .addColumn('name', 'text', (c) => (postgres ? c.notNull() : c.notNull().unique().modifyEnd(sql`collate nocase`)))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addCheckConstraint('users_role', sql`role in ('admin', 'author')`)
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  // names are unique regardless of case: SQLite's column collation; on PostgreSQL a unique index of lower(name)
  if (postgres) await db.schema.createIndex('users_name_lower').on('users').unique().expression(sql`lower(name)`).execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema
    .createTable('api_tokens')
    .$call(autoNumbered)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('last_used_at', 'text')
    .execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
