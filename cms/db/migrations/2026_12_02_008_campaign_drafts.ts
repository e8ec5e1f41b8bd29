/**
 * Migration 2026-12-02 #8: `campaigns.draft` (the Archive's "Try it" of an adventure): the adventure document
 * a tried campaign plays, as the editor held it (JSON), since it is saved nowhere else; null for a campaign of a stored
 * adventure, which plays the adventure as stored now. Dialect-neutral: schema builder only.
 * Never edit once released; add a new migration instead.
 * @module
 */
import type { Kysely } from 'kysely';

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaigns').addColumn('draft', 'text').execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaigns').dropColumn('draft').execute();
}
