/**
 * Migration 2026-12-01 #6: `rate_limits`, the hit counts of the per-address limits (rooms and seats created, failed
 * sign-ins), kept in the database so that every server instance sharing it counts the same hits. One row per limit
 * and client address: how many hits in its current window and when that window ends (ms since the epoch); an index
 * on the end for the sweep that deletes ended windows. Dialect-neutral: schema builder only.
 * Never edit once released; add a new migration instead.
 * @module
 */
import type { Kysely } from 'kysely';

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('limit_name', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['limit_name', 'client'])
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
