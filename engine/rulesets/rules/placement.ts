/**
 * Where a piece that covers more than one square may be placed at a mission's start: its block (the `span` × `span`
 * squares from its anchor, the mission's `x`, `y`, rightwards and down) must lie on the map, on no rock, within one
 * area (no wall through it), or it could never move nor be drawn where it stands.
 * @module
 */
import { ROCK_CHAR } from '../../../content/schemas/map-chars.ts';
import type { GameMap } from '../../../content/schemas/index.ts';

/** Why a `span` × `span` block anchored at `[x, y]` cannot stand on `map`, or null when it can. */
export function blockProblem(map: Pick<GameMap, 'rows'>, x: number, y: number, span: number): string | null {
  if (span <= 1) return null;
  const area = map.rows[y]?.[x];
  for (let dy = 0; dy < span; dy++)
    for (let dx = 0; dx < span; dx++) {
      const c = map.rows[y + dy]?.[x + dx];
      const at = `[${x + dx}, ${y + dy}]`;
      if (c === undefined) return `it covers ${span} × ${span} squares from [${x}, ${y}], and ${at} is off the map`;
      if (c === ROCK_CHAR) return `it covers ${span} × ${span} squares from [${x}, ${y}], and ${at} is rock`;
      if (c !== area) return `it covers ${span} × ${span} squares from [${x}, ${y}], and a wall runs between [${x}, ${y}] and ${at}`;
    }
  return null;
}
