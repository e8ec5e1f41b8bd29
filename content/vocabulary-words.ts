/**
 * The shape of the words table: a value's name and one-line hint in each display language, and how to
 * read them. content/vocabulary.ts holds the lists; this module is what every list is written with.
 * @module
 */
import type { Lang } from './schemas/index.ts';

/** A value's words in one language: `name` shown in place of the id, `hint` one sentence saying what it means. */
export interface Words {
  readonly name: string;
  readonly hint: string;
}

/** A value's words in every display language. */
export type Worded = Readonly<Record<Lang, Words>>;

/** The words of each value of one enumeration, keyed by the value (the id written in the JSON). */
export type WordList<K extends string = string> = Readonly<Record<K, Worded>>;

/** The words of one value: its Italian name and hint, then its English ones. */
export const w = (itName: string, itHint: string, enName: string, enHint: string): Worded => ({
  it: { name: itName, hint: itHint },
  en: { name: enName, hint: enHint },
});

/**
 * The words of `value` in `list` in `lang`, or `undefined` when the list does not hold it (a value written by hand
 * in the JSON, or a list of ids the table does not name).
 */
export function wordsOf(list: WordList, value: string, lang: Lang): Words | undefined {
  return Object.prototype.hasOwnProperty.call(list, value) ? list[value]![lang] : undefined;
}
