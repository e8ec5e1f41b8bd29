/**
 * The `documents` table: every content document (hero, creature, mission, ruleset, spell, item, deck) as validated
 * JSON, and `document_versions`: every version of every document ever saved.
 * @module
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Whether a document is seen by everyone (`published`) or only by signed-in users (`draft`). */
export type DocumentStatus = 'draft' | 'published';

/**
 * One stored content document. The primary key is (`kind`, `id`).
 * - `kind`: the URL name of the kind (`heroes`, `creatures`, `missions`, `rulesets`, ...).
 * - `version`: 1 when first created, +1 on every write (a document deleted and created again continues its numbering).
 * - `doc`: the document as JSON text, exactly as its zod schema parsed it (defaults filled in; a ruleset's `rules`
 *   is kept as written, `RulesAsWritten` in `content/schemas/ruleset.ts`).
 * - `status`: `draft` or `published`.
 * - `created_at` / `updated_at`: ISO 8601 UTC timestamps.
 */
export interface DocumentsTable {
  kind: string;
  id: string;
  version: number;
  doc: string;
  status: Generated<DocumentStatus>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/**
 * One saved version of a document: every save adds one (the current version included), and rows stay when the
 * document is deleted, so it can be restored. The primary key is (`kind`, `id`, `version`).
 * `saved_by` names who saved it (a user name, `token:<name>`, `ADMIN_TOKEN`, `seed`), null for versions older
 * than the history.
 */
export interface DocumentVersionsTable {
  kind: string;
  id: string;
  version: number;
  doc: string;
  saved_at: string;
  saved_by: string | null;
}

export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
export type DocumentUpdate = Updateable<DocumentsTable>;
export type DocumentVersionRow = Selectable<DocumentVersionsTable>;
