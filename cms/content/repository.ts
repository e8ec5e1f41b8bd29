/**
 * Storage of content documents. Every function takes the database or a transaction first,
 * so the same code runs inside or outside a transaction.
 * @module
 */
import type { z } from 'zod';
import type { CONTENT_KINDS, ContentKind } from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';

/** The parsed document type of a kind (`heroes` -> `Hero`). */
export type ContentDoc<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]>;

/** A stored document with its bookkeeping. */
export interface StoredDocument<K extends ContentKind = ContentKind> {
  kind: K;
  id: string;
  version: number;
  doc: ContentDoc<K>;
  createdAt: string;
  updatedAt: string;
}

type Row = { kind: string; id: string; version: number; doc: string; created_at: string; updated_at: string };

function fromRow<K extends ContentKind>(kind: K, row: Row): StoredDocument<K> {
  // Documents are validated by their schema before every write, so the stored JSON is trusted here.
  return { kind, id: row.id, version: row.version, doc: JSON.parse(row.doc) as ContentDoc<K>, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** Every document of a kind, by id. */
export async function listDocuments<K extends ContentKind>(db: DB, kind: K): Promise<StoredDocument<K>[]> {
  const rows = await db.selectFrom('documents').selectAll().where('kind', '=', kind).orderBy('id').execute();
  return rows.map((r) => fromRow(kind, r));
}

/** One document, or `undefined` when there is none with that kind and id. */
export async function getDocument<K extends ContentKind>(db: DB, kind: K, id: string): Promise<StoredDocument<K> | undefined> {
  const row = await db.selectFrom('documents').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row && fromRow(kind, row);
}

/** Whether a document of that kind and id exists. */
export async function documentExists(db: DB, kind: ContentKind, id: string): Promise<boolean> {
  const row = await db.selectFrom('documents').select('id').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes a document: inserts it with version 1, or replaces it with its version + 1.
 * Call inside a transaction when the write must be atomic with checks made before it.
 * @returns the stored document and whether it was created.
 */
export async function saveDocument<K extends ContentKind>(db: DB, kind: K, doc: ContentDoc<K>): Promise<{ stored: StoredDocument<K>; created: boolean }> {
  const id = doc.id;
  const json = JSON.stringify(doc);
  const now = new Date().toISOString();
  const existing = await db.selectFrom('documents').select('version').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  if (existing) {
    await db.updateTable('documents').set({ doc: json, version: existing.version + 1, updated_at: now }).where('kind', '=', kind).where('id', '=', id).execute();
  } else {
    await db.insertInto('documents').values({ kind, id, version: 1, doc: json, created_at: now, updated_at: now }).execute();
  }
  const stored = await getDocument(db, kind, id);
  if (!stored) throw new Error(`document ${kind}/${id} vanished while being written`);
  return { stored, created: !existing };
}

/** Deletes a document. @returns whether there was one to delete. */
export async function deleteDocument(db: DB, kind: ContentKind, id: string): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The number of stored documents of every kind. */
export async function countDocuments(db: DB): Promise<number> {
  const row = await db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
