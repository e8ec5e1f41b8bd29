/**
 * A square of a mission's map named for people: "colonna 3, riga 7" / "column 3, row 7", counted from 1 as a person
 * counts the columns and rows of the map, never the format's 0-based `[x, y]`. One way everywhere a person reads a
 * square (the Archive's problems and its square inspector, the start-reach problem of the importer and the editor).
 * Pure and zod-free.
 * @module
 */

/** The language of a square's name (the Archive's and the board's). */
export type SquareLang = 'it' | 'en';

/** Square `[x, y]` (0-based, x across) in words: `colonna x+1, riga y+1` in Italian, `column x+1, row y+1` in English. */
export function squareName(x: number, y: number, lang: SquareLang): string {
  return lang === 'it' ? `colonna ${x + 1}, riga ${y + 1}` : `column ${x + 1}, row ${y + 1}`;
}
