/**
 * Migration 2026-11-29 #1: the `documents` table. Never edit once released; add a new migration instead.
 * @module
 */
import type { Kysely } from 'kysely';
import { nowDefault } from '../dialect.ts';

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  const NOW = nowDefault(db);
  await db.schema
    .createTable('documents')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addPrimaryKeyConstraint('documents_pk', ['kind', 'id'])
    .execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
