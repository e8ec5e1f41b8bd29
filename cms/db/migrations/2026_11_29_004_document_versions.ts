/**
 * Migration 2026-11-29 #4: drafts and version history. `documents.status` (`draft` or `published`; every document
 * stored before this migration is published) and `document_versions`, which keeps every version ever saved
 * (the current one included), filled here with the current version of every stored document.
 * Never edit once released; add a new migration instead.
 * @module
 */
import { type Kysely, sql } from 'kysely';

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published').check(sql`status in ('draft', 'published')`))
    .execute();
  await db.schema
    .createTable('document_versions')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text')
    .addPrimaryKeyConstraint('document_versions_pk', ['kind', 'id', 'version'])
    .execute();
  await sql`insert into document_versions (kind, id, version, doc, saved_at, saved_by) select kind, id, version, doc, updated_at, null from documents`.execute(
    db,
  );
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_versions').execute();
  await db.schema.alterTable('documents').dropColumn('status').execute();
}
