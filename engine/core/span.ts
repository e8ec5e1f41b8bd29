/**
 * The squares a piece covers: a `span` × `span` block whose top-left square is its own `x`, `y` (`Unit.span`, absent
 * 1). Plain arithmetic with no board lookups, so the element's picking uses it too (engine/core/footprint.ts has the
 * rest: reach).
 * @module
 */
import type { Board, Unit } from './types.ts';

/** How many squares a side of the block `unit` covers (1 unless its module gave it a `span`). */
export function spanOf(unit: Pick<Unit, 'span'>): number {
  return unit.span ?? 1;
}

/** Whether `unit` covers square `[x, y]`. */
export function covers(unit: Pick<Unit, 'x' | 'y' | 'span'>, x: number, y: number): boolean {
  const s = unit.span ?? 1;
  return x >= unit.x && y >= unit.y && x < unit.x + s && y < unit.y + s;
}

/** The indices (`y * width + x`) of the squares `unit` covers, anchor first, row by row; those off the board left out. */
export function coveredSquares(board: Pick<Board, 'width' | 'height'>, unit: Pick<Unit, 'x' | 'y' | 'span'>): number[] {
  const s = unit.span ?? 1;
  if (s === 1) return [unit.y * board.width + unit.x];
  const out: number[] = [];
  for (let dy = 0; dy < s; dy++)
    for (let dx = 0; dx < s; dx++) {
      const x = unit.x + dx;
      const y = unit.y + dy;
      if (x < board.width && y < board.height) out.push(y * board.width + x);
    }
  return out;
}

/** The living unit covering square `[x, y]`, if any. */
export function unitCovering<U extends Pick<Unit, 'x' | 'y' | 'span' | 'alive'>>(units: readonly U[], x: number, y: number): U | undefined {
  return units.find((u) => u.alive && covers(u, x, y));
}
