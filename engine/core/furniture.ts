/**
 * Furniture squares (spec 000, "Missioni": furniture blocks movement).
 * @module
 */
import type { GameState } from './types.ts';

const blockedCache = new WeakMap<GameState['setup'], Set<number>>();

/** The square indices furniture stands on: no unit enters them. */
export function furnitureSquares(setup: GameState['setup']): Set<number> {
  let set = blockedCache.get(setup);
  if (!set) {
    const w = setup.board.width;
    set = new Set(setup.objects.filter((o) => o.type === 'furniture').map((o) => o.y * w + o.x));
    blockedCache.set(setup, set);
  }
  return set;
}
