/**
 * Whether a language of a display text is written: the schema's test ({@link import('./schemas/common.ts').LocalizedText}),
 * kept apart from `text.ts` so that the element's bundle, which reads only parsed texts, does not carry it.
 * @module
 */

/**
 * Whether `words` is written: a string with at least one visible character. `""`, `"  "`, `"\u200b"` or `"\u00a0\u2003"`
 * are not (white space of every kind, invisible format and control characters such as the zero-width space, joiners
 * and the byte-order mark, and the Braille and Hangul blanks): a language whose text is blank counts as missing (the
 * schema drops it from the parsed text; a text with neither language written is refused).
 */
export function isWritten(words: string | null | undefined): words is string {
  return !!words && /[^\s\p{Cf}\p{Cc}\u2800\u3164]/u.test(words);
}
