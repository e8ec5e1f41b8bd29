/**
 * Building blocks shared by every content schema: ids, localized text, squares.
 * @module
 */
import { z } from 'zod';
import { isWritten } from '../written.ts';
import { coded, SLUG_PATTERN } from './issue-codes.ts';

/**
 * A content id: a lowercase slug in the spec's style (`goblin`, `pozione-curativa`).
 * Letters, digits and single hyphens; 1 to 64 characters.
 */
export const Slug = z.string().min(1).max(64).regex(SLUG_PATTERN, 'must be a lowercase slug such as "pozione-curativa"');
export type Slug = z.infer<typeof Slug>;

/** The languages a display text may be written in. Italian is the spec's language and the default. */
export const LANGS = ['it', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** One language's words of a {@link LocalizedText}: blank is allowed here, and counts as not written. */
const Words = z.string().max(4000).optional();

/**
 * A display text in Italian, English or both: `{ "it": "Goblin", "en": "Goblin" }`, or `{ "it": "La prova" }` alone.
 * One language is enough; the other is optional and readers fall back to the written one
 * ({@link import('../text.ts').readText}), marked with its language (`lang`). A language whose words have no visible
 * character (`""`, spaces, zero-width or no-break spaces: {@link isWritten}) is not written: it is dropped from the
 * parsed text (`{ "it": "La prova", "en": "" }` is `{ "it": "La prova" }`), and a text with neither language written
 * is refused (`no_language`). A text with both languages written parses as it always did.
 */
export const LocalizedText = z
  .strictObject({ it: Words, en: Words })
  .refine((text) => isWritten(text.it) || isWritten(text.en), {
    message: 'a text needs at least one language: write "it" (Italian) or "en" (English)',
    ...coded({ code: 'no_language' }),
  })
  .transform((text): { it?: string; en?: string } =>
    Object.values(text).every(isWritten) ? text : Object.fromEntries(Object.entries(text).filter(([, words]) => isWritten(words))),
  );
export type LocalizedText = z.infer<typeof LocalizedText>;

/** A square on the board as `[x, y]`: x is the column from the left, y the row from the top, both from 0. */
export const Square = z.tuple([z.number().int().min(0).max(255), z.number().int().min(0).max(255)]);
export type Square = z.infer<typeof Square>;

/**
 * Notes for the document's authors, never shown to players: where a number comes from (a source's value, or a sample
 * the pack's authors filled in where the source is silent), what a design choice is for. The Archive shows them in the
 * document's form ("Notes for authors"); public reads, rooms and campaigns leave them out. Player texts (`name`,
 * `description`, a card's `text`...) carry no such notes.
 */
export const AuthorNotes = LocalizedText.describe('notes for authors only (sources, sample numbers, design intent): never shown to players');
export type AuthorNotes = z.infer<typeof AuthorNotes>;

export { AUTHOR_NOTES_FIELD, withoutAuthorNotes } from '../author-notes.ts';
