/**
 * The `documents` table: every content document (hero, creature, mission, ruleset) as validated JSON.
 * @module
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * One stored content document. The primary key is (`kind`, `id`).
 * - `kind`: the URL name of the kind (`heroes`, `creatures`, `missions`, `rulesets`).
 * - `version`: 1 when created, +1 on every write.
 * - `doc`: the document as JSON text, exactly as its zod schema parsed it (defaults filled in).
 * - `created_at` / `updated_at`: ISO 8601 UTC timestamps.
 */
export interface DocumentsTable {
  kind: string;
  id: string;
  version: number;
  doc: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
export type DocumentUpdate = Updateable<DocumentsTable>;
