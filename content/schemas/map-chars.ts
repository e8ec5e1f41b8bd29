/**
 * The two fixed characters of a map's `rows` (docs/mission-format.md, "The map"). Plain constants without zod, so
 * that the engine's board, and through it the element's bundle, reads them without the schemas; `map.ts` re-exports them.
 * @module
 */

/** The character that marks a corridor square in `rows`. */
export const CORRIDOR_CHAR = '.';
/** The character that marks solid rock (no square to stand on) in `rows`. */
export const ROCK_CHAR = '#';
