/**
 * The squares a piece covers and how far it strikes. A piece covers a `span` × `span` block of squares whose top-left
 * square (lowest x and y) is its own `x`, `y` (`Unit.span`, absent 1): a 2 × 2 creature stands on its anchor square
 * and the three to its right and below. Everything the core asks of a piece's place goes through here: which squares
 * are taken (movement), which unit a square holds (targets, lines), whether a piece is seen (any covered square
 * in sight) and whether one piece can strike another (`withinReach`).
 *
 * Reach (`Unit.reach`, absent 1) is counted as the board counts movement: steps along rows and columns (never
 * diagonally), from any square the striker covers to any square the target covers, never through a wall, rock or a
 * closed door; pieces in between do not stop a reach. So reach 1 is the rules' adjacency, and a reach-2 weapon
 * strikes a foe two squares away in a row or column and one diagonally beside it (two steps).
 * @module
 */
import { adjacent, crossings, FREE, WALL } from './board.ts';
import type { Board, GameState, Unit } from './types.ts';

/** How many squares a side of the block `unit` covers (1 unless its module gave it a `span`). */
export function spanOf(unit: Pick<Unit, 'span'>): number {
  return unit.span ?? 1;
}

/** How far `unit` strikes, in squares (1 unless its module gave it a `reach`). */
export function reachOf(unit: Pick<Unit, 'reach'>): number {
  return unit.reach ?? 1;
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

/**
 * Whether `attacker` can strike `target` with a reach of `reach` squares (default: its own): some square the target
 * covers is at most `reach` steps along rows and columns from some square the attacker covers, through no wall,
 * rock or closed door (see the module). Reach 1 between two one-square pieces is the rules' `adjacent`.
 */
export function withinReach(
  state: Pick<GameState, 'setup' | 'doorsOpen'>,
  attacker: Pick<Unit, 'x' | 'y' | 'span' | 'reach'>,
  target: Pick<Unit, 'x' | 'y' | 'span'>,
  reach: number = reachOf(attacker),
): boolean {
  const board = state.setup.board;
  const w = board.width;
  if (reach === 1 && spanOf(attacker) === 1 && spanOf(target) === 1)
    return adjacent(board, state.doorsOpen, attacker.y * w + attacker.x, target.y * w + target.x);
  if (reach < 1) return false;
  const goal = new Set(coveredSquares(board, target));
  const cross = crossings(board);
  const offsets = [-w, 1, w, -1];
  const dist = new Map<number, number>();
  const queue = coveredSquares(board, attacker);
  for (const i of queue) dist.set(i, 0);
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    const d = dist.get(cur)!;
    if (d >= reach) continue;
    for (let dir = 0; dir < 4; dir++) {
      const way = cross[cur * 4 + dir]!;
      if (way === WALL || (way !== FREE && state.doorsOpen[way] !== true)) continue;
      const next = cur + offsets[dir]!;
      if (dist.has(next)) continue;
      if (goal.has(next)) return true;
      dist.set(next, d + 1);
      queue.push(next);
    }
  }
  return false;
}
