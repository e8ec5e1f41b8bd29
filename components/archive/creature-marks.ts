/**
 * How a creature is marked on the Archive's map: its token's letters, from its name in the reader's language, and its
 * tag in words when the vocabulary has them (content/vocabulary.ts `CREATURE_TAGS`).
 * @module
 */
import { CREATURE_TAGS, wordsOf } from '../../content/vocabulary.ts';
import type { Lang } from './i18n.ts';

/** Short words a name's initials skip (`Guerriero del Caos`: GC; `Lord of the Dead`: LD). */
const SMALL_WORDS = new Set([
  'di',
  'del',
  'della',
  'dei',
  'degli',
  'delle',
  'da',
  'la',
  'il',
  'lo',
  'le',
  'gli',
  'un',
  'una',
  'e',
  'of',
  'the',
  'a',
  'an',
  'and',
]);

/**
 * A creature's token letters: the initials of the first two words of `name` (small words like "of" or "del"
 * skipped), or a one-word name's first two letters, in capitals (`Skeleton`: SK; `Chaos Warrior`: CW). Without a
 * name, from `id` the same way.
 */
export function tokenLetters(name: string, id: string): string {
  const words = (name.trim() || id.replace(/[-_]+/g, ' ')).split(/\s+/).filter(Boolean);
  const main = words.filter((word) => !SMALL_WORDS.has(word.toLocaleLowerCase()));
  const chosen = main.length ? main : words;
  const letters =
    chosen.length > 1
      ? chosen
          .slice(0, 2)
          .map((word) => [...word][0])
          .join('')
      : [...(chosen[0] ?? '?')].slice(0, 2).join('');
  return letters.toLocaleUpperCase();
}

/** A creature tag in words in `lang` when the vocabulary has it; else as its author wrote it. */
export function tagWords(tag: string, lang: Lang): string {
  return wordsOf(CREATURE_TAGS, tag, lang)?.name ?? tag;
}
