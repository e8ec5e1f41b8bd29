/**
 * Storage of content documents and their version history. Every function takes the database or a transaction
 * first, so the same code runs inside or outside a transaction.
 * @module
 */
import type { z } from 'zod';
import type { CONTENT_KINDS, ContentKind } from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';
import type { DocumentStatus } from '../db/documents.table.ts';

export type { DocumentStatus } from '../db/documents.table.ts';

/** The parsed document type of a kind (`heroes` -> `Hero`). */
export type ContentDoc<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]>;

/** A stored document with its bookkeeping. */
export interface StoredDocument<K extends ContentKind = ContentKind> {
  kind: K;
  id: string;
  version: number;
  status: DocumentStatus;
  doc: ContentDoc<K>;
  createdAt: string;
  updatedAt: string;
}

/** One saved version of a document, without its body. */
export interface VersionInfo {
  version: number;
  saved_at: string;
  saved_by: string | null;
}

type Row = { kind: string; id: string; version: number; doc: string; status: DocumentStatus; created_at: string; updated_at: string };

function fromRow<K extends ContentKind>(kind: K, row: Row): StoredDocument<K> {
  // Documents are validated by their schema before every write, so the stored JSON is trusted here.
  return {
    kind,
    id: row.id,
    version: row.version,
    status: row.status,
    doc: JSON.parse(row.doc) as ContentDoc<K>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Which documents a read sees: `published` only (the public), or `all` (signed-in users). */
export type Visibility = 'published' | 'all';

/** Every document of a kind, by id; drafts only when `visibility` is `all` (the default). */
export async function listDocuments<K extends ContentKind>(db: DB, kind: K, visibility: Visibility = 'all'): Promise<StoredDocument<K>[]> {
  let query = db.selectFrom('documents').selectAll().where('kind', '=', kind);
  if (visibility === 'published') query = query.where('status', '=', 'published');
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => fromRow(kind, r));
}

/** One document, or `undefined` when there is none with that kind and id (or it is a draft and `visibility` is `published`). */
export async function getDocument<K extends ContentKind>(db: DB, kind: K, id: string, visibility: Visibility = 'all'): Promise<StoredDocument<K> | undefined> {
  const row = await db.selectFrom('documents').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  if (!row || (visibility === 'published' && row.status !== 'published')) return undefined;
  return fromRow(kind, row);
}

/** Whether a document of that kind and id exists (draft or published). */
export async function documentExists(db: DB, kind: ContentKind, id: string): Promise<boolean> {
  const row = await db.selectFrom('documents').select('id').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The options of {@link saveDocument}. */
export interface SaveOptions {
  /** The status to store; a new document is `published` and a replaced one keeps its status unless given. */
  status?: DocumentStatus;
  /** Who saves it, kept with the version (a user name, `token:<name>`, `ADMIN_TOKEN`, `seed`). */
  savedBy?: string | null;
}

/**
 * Writes a document: inserts it, or replaces it with its version + 1; either way the new version is added to the
 * history. A document created again after a delete continues its old numbering (versions are never reused).
 * Writers of one document at once (several connections of a PostgreSQL pool, several instances) each get a version
 * of their own: the version is raised in the row itself, under its row lock, and a create that finds the document
 * created meanwhile replaces it instead.
 * Call inside a transaction when the write must be atomic with checks made before it.
 * @returns the stored document and whether it was created.
 */
export async function saveDocument<K extends ContentKind>(
  db: DB,
  kind: K,
  doc: ContentDoc<K>,
  options: SaveOptions = {},
): Promise<{ stored: StoredDocument<K>; created: boolean }> {
  const id = doc.id;
  const json = JSON.stringify(doc);
  const now = new Date().toISOString();
  let written = await replaceDocument(db, kind, id, json, now, options.status);
  let created = false;
  if (written === undefined) {
    const version = (await latestVersion(db, kind, id)) + 1;
    written = await db
      .insertInto('documents')
      .values({ kind, id, version, doc: json, status: options.status ?? 'published', created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
      .returning('version')
      .executeTakeFirst()
      .then((row) => row?.version);
    created = written !== undefined;
    // another writer created it between the two statements: this write replaces theirs
    written ??= await replaceDocument(db, kind, id, json, now, options.status);
    if (written === undefined) throw new Error(`document ${kind}/${id} was created and deleted while being written`);
  }
  await db
    .insertInto('document_versions')
    .values({ kind, id, version: written, doc: json, saved_at: now, saved_by: options.savedBy ?? null })
    .execute();
  const stored = await getDocument(db, kind, id);
  if (!stored) throw new Error(`document ${kind}/${id} vanished while being written`);
  return { stored, created };
}

/** Replaces a stored document with `json` at its version + 1 (its status kept unless given). @returns that version, or `undefined` when there is no such document. */
async function replaceDocument(
  db: DB,
  kind: ContentKind,
  id: string,
  json: string,
  now: string,
  status: DocumentStatus | undefined,
): Promise<number | undefined> {
  const row = await db
    .updateTable('documents')
    .set((eb) => ({ doc: json, version: eb('version', '+', 1), updated_at: now, ...(status ? { status } : {}) }))
    .where('kind', '=', kind)
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

/** Sets a document's status without a new version. @returns the stored document, or `undefined` when there is none. */
export async function setStatus<K extends ContentKind>(db: DB, kind: K, id: string, status: DocumentStatus): Promise<StoredDocument<K> | undefined> {
  await db.updateTable('documents').set({ status }).where('kind', '=', kind).where('id', '=', id).execute();
  return getDocument(db, kind, id);
}

/** Deletes a document; its versions stay, so it can be restored. @returns whether there was one to delete. */
export async function deleteDocument(db: DB, kind: ContentKind, id: string): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The number of stored documents of every kind. */
export async function countDocuments(db: DB): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The highest version ever saved of a document (0 when none). */
export async function latestVersion(db: DB, kind: ContentKind, id: string): Promise<number> {
  const row = await db
    .selectFrom('document_versions')
    .select((eb) => eb.fn.max<number>('version').as('v'))
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

/** Every saved version of a document, newest first (also of a deleted document). */
export async function listVersions(db: DB, kind: ContentKind, id: string): Promise<VersionInfo[]> {
  return db
    .selectFrom('document_versions')
    .select(['version', 'saved_at', 'saved_by'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .orderBy('version', 'desc')
    .execute();
}

/** One saved version with its document, or `undefined`. */
export async function getVersion<K extends ContentKind>(
  db: DB,
  kind: K,
  id: string,
  version: number,
): Promise<(VersionInfo & { doc: ContentDoc<K> }) | undefined> {
  const row = await db
    .selectFrom('document_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return row && { version: row.version, saved_at: row.saved_at, saved_by: row.saved_by, doc: JSON.parse(row.doc) as ContentDoc<K> };
}
