/**
 * The order of the demo page's missions: easiest first by their `difficulty`, the unrated after the rated,
 * each group in the order the server lists them; the first of them is the one the page offers as "Start here".
 * @module
 */

/** What the order reads of a mission. */
export interface Rated {
  id: string;
  difficulty?: number;
}

/** `missions` easiest first (a copy): by `difficulty`, the unrated last, ties in the given order. */
export function byDifficulty<M extends Rated>(missions: readonly M[]): M[] {
  return missions
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (a.m.difficulty ?? Infinity) - (b.m.difficulty ?? Infinity) || a.i - b.i)
    .map(({ m }) => m);
}
