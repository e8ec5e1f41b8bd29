/**
 * Straight lines on the board (spell range `line`, creature power `ranged`): a straight orthogonal line whose
 * squares between the two ends hold no unit, with no wall or closed door crossed on the way.
 * @module
 */
import { canCross } from './board.ts';
import { covers } from './footprint.ts';
import type { GameState, Unit } from './types.ts';

/**
 * Whether `to` is in a clear straight orthogonal line from `from`, at most `range` squares away
 * (`Infinity` for no limit). Adjacent units in line count (nothing lies between them) if no wall separates them.
 */
export function inClearLine(state: Pick<GameState, 'setup' | 'units' | 'doorsOpen'>, from: Unit, to: Unit, range = Infinity): boolean {
  if (from.x !== to.x && from.y !== to.y) return false;
  const dist = Math.abs(from.x - to.x) + Math.abs(from.y - to.y);
  if (dist === 0 || dist > range) return false;
  const board = state.setup.board;
  const w = board.width;
  const dx = Math.sign(to.x - from.x);
  const dy = Math.sign(to.y - from.y);
  let x = from.x;
  let y = from.y;
  for (let i = 0; i < dist; i++) {
    const nx = x + dx;
    const ny = y + dy;
    if (!canCross(board, state.doorsOpen, y * w + x, ny * w + nx)) return false;
    if (i < dist - 1 && state.units.some((u) => u.alive && u !== from && u !== to && covers(u, nx, ny))) return false;
    x = nx;
    y = ny;
  }
  return true;
}
