/**
 * Notes for authors (`authorNotes`, every content document's, see `schemas/common.ts`) kept from players: what a
 * public read, a room or a campaign gives players leaves them out. No zod here: the engine and the board import it.
 * @module
 */

/** The field name of the notes for authors in every content document. */
export const AUTHOR_NOTES_FIELD = 'authorNotes';

/**
 * `doc` as players may read it: without its notes for authors (a copy; `doc` itself is left alone). A document
 * without notes, or anything else, is returned as it is.
 */
export function withoutAuthorNotes<T>(doc: T): T {
  if (doc === null || typeof doc !== 'object' || !(AUTHOR_NOTES_FIELD in doc)) return doc;
  const { [AUTHOR_NOTES_FIELD]: _notes, ...rest } = doc as Record<string, unknown>;
  return rest as T;
}
