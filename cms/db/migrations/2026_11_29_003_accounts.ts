/**
 * Migration 2026-11-29 #3: sign-in. `users` (administrators and authors, with scrypt password hashes), `sessions`
 * (the SHA-256 of each session cookie, with its expiry) and `api_tokens` (the SHA-256 of each API token).
 * Never edit once released; add a new migration instead.
 * @module
 */
import { type Kysely, sql } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique().modifyEnd(sql`collate nocase`))
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
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
