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

/**
 * The phrases an author's note is written with, in English and Italian ("sample numbers", "the guide wants",
 * "scripted, unavoidable", "valori di esempio", "dalla guida"...): a player text holding one is a note for authors
 * left where players read it. The default pack's tests and the demo page's scan their texts for them.
 */
export const AUTHOR_NOTE_PHRASES: readonly RegExp[] = [
  /sample number/i,
  /\bsamples?\b/i,
  /\bthe guide\b/i,
  /quest-board's/i,
  /\bthe pack\b/i,
  /\bspec \d/i,
  /\bnumeri d'esempio\b/i,
  /\b(?:valori|valore) di esempio\b/i,
  /\bun esempio di quest-board\b/i,
  /\b(?:la|dalla) guida\b/i,
  /\bil pacchetto\b/i,
  // how a designer explains a choice ("the guide wants a scripted, unavoidable defeat")
  /\bthe guide wants\b/i,
  /\bscripted, unavoidable\b/i,
  /\bla guida vuole\b/i,
  /\bscritta e inevitabile\b/i,
  /\bdesigner'?s?\b/i,
];
