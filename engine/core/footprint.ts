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
import { canCross, crossings, FREE, WALL } from './board.ts';
import { coveredSquares, spanOf } from './span.ts';
import type { GameState, Unit } from './types.ts';

export { covers, coveredSquares, spanOf, unitCovering } from './span.ts';

/** How far `unit` strikes, in squares (1 unless its module gave it a `reach`). */
export function reachOf(unit: Pick<Unit, 'reach'>): number {
  return unit.reach ?? 1;
}

/**
 * The working arrays of a reach search (squares seen, goal squares, steps from the attacker), marked with a search
 * number rather than cleared: asked for every foe at every square of a path, a search must not make new arrays.
 */
const search = { seen: new Uint32Array(0), goal: new Uint32Array(0), depth: new Int32Array(0), queue: [] as number[], gen: 0 };

/** Readies {@link search} for a board of `n` squares and returns the new search's number. */
function nextSearch(n: number): number {
  if (search.seen.length !== n || search.gen === 0xffffffff) {
    search.seen = new Uint32Array(n);
    search.goal = new Uint32Array(n);
    search.depth = new Int32Array(n);
    search.gen = 0;
  }
  return ++search.gen;
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
  reach: number = attacker.reach ?? 1,
): boolean {
  const board = state.setup.board;
  // most pieces: one square, reach 1 (asked for every foe at every square of a path: no search)
  if (reach === 1 && (attacker.span ?? 1) === 1 && (target.span ?? 1) === 1) {
    const d = Math.abs(attacker.x - target.x) + Math.abs(attacker.y - target.y);
    return d === 1 && canCross(board, state.doorsOpen, attacker.y * board.width + attacker.x, target.y * board.width + target.x);
  }
  if (reach < 1) return false;
  // no way along rows and columns is shorter than the gap between the two blocks: most pieces are out of reach
  const as = attacker.span ?? 1;
  const ts = target.span ?? 1;
  const gapX = Math.max(0, attacker.x - (target.x + ts - 1), target.x - (attacker.x + as - 1));
  const gapY = Math.max(0, attacker.y - (target.y + ts - 1), target.y - (attacker.y + as - 1));
  if (gapX + gapY > reach) return false;
  const w = board.width;
  const n = board.areas.length;
  const cross = crossings(board);
  const offsets = [-w, 1, w, -1];
  const gen = nextSearch(n);
  const { seen, goal, depth } = search;
  for (const i of coveredSquares(board, target)) goal[i] = gen;
  const queue = search.queue;
  queue.length = 0;
  for (const i of coveredSquares(board, attacker)) {
    seen[i] = gen;
    depth[i] = 0;
    queue.push(i);
  }
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    const d = depth[cur]!;
    if (d >= reach) continue;
    for (let dir = 0; dir < 4; dir++) {
      const way = cross[cur * 4 + dir]!;
      if (way === WALL || (way !== FREE && state.doorsOpen[way] !== true)) continue;
      const next = cur + offsets[dir]!;
      if (seen[next] === gen) continue;
      if (goal[next] === gen) return true;
      seen[next] = gen;
      depth[next] = d + 1;
      queue.push(next);
    }
  }
  return false;
}
