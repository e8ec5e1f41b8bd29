/**
 * Cover under the `rules` module (spec 002, `rules.coverTypes`), decided from the grid by the line of sight between
 * the attacker's square and the target's, centre to centre. The line is walked square by square (a step along a row
 * or a column crosses that edge; a line through a corner crosses it diagonally, by the two ways round it):
 * - a wall, rock or closed door across the line, or a corner shut both ways round: **blocked**;
 * - a corner shut one way round and open the other (a wall's or door's end partly in the way): **wall**;
 * - a piece on a square the line passes through (not the two ends): **piece**;
 * - nothing of these: no cover. When several apply, the strongest counts (blocked, then wall, then piece).
 *
 * The document's cover types, ordered by `defenceBonus` (ties in the document's order), give the cover: a piece the
 * lesser (the lowest bonus of those that do not block targeting), a wall the greater (the highest of those), a
 * blocked line the first type that `blocksTargeting` (without one, the greater). A document without cover types
 * gives none. The bonus adds to the defence stat for that attack; a type that blocks targeting makes the target not
 * a target at all (refused and not listed).
 * @module
 */
import type { CoverTypeDef } from '../../../content/schemas/rules/encounters.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import { canCross, squareIndex } from '../../core/board.ts';
import { coveredSquares, covers, spanOf } from '../../core/footprint.ts';
import type { GameState, Unit } from '../../core/types.ts';

/** What stands between two squares: nothing, a piece, a wall's corner partly in the way, or a wall across. */
export type Obstruction = 'none' | 'piece' | 'wall' | 'blocked';

const RANK: Record<Obstruction, number> = { none: 0, piece: 1, wall: 2, blocked: 3 };

/**
 * What stands on the line of sight from `from` to `to` (see the module). A piece covering a block of squares
 * (`Unit.span`) sees and is seen from each of them: the line that gives the least cover counts.
 */
export function obstruction(state: Pick<GameState, 'setup' | 'units' | 'doorsOpen'>, from: Unit, to: Unit): Obstruction {
  if (spanOf(from) === 1 && spanOf(to) === 1) return lineObstruction(state, from, to, from.x, from.y, to.x, to.y);
  const w = state.setup.board.width;
  let least: Obstruction = 'blocked';
  for (const a of coveredSquares(state.setup.board, from))
    for (const b of coveredSquares(state.setup.board, to)) {
      const o = lineObstruction(state, from, to, a % w, Math.floor(a / w), b % w, Math.floor(b / w));
      if (RANK[o] < RANK[least]) least = o;
      if (least === 'none') return least;
    }
  return least;
}

/** What stands on the line from square `[x0, y0]` of `from` to square `[x1, y1]` of `to`. */
function lineObstruction(
  state: Pick<GameState, 'setup' | 'units' | 'doorsOpen'>,
  from: Unit,
  to: Unit,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): Obstruction {
  const board = state.setup.board;
  const open = (x0: number, y0: number, x1: number, y1: number) => {
    const a = squareIndex(board, x0, y0);
    const b = squareIndex(board, x1, y1);
    return a >= 0 && b >= 0 && canCross(board, state.doorsOpen, a, b);
  };
  const pieceAt = (x: number, y: number) => state.units.some((u) => u.alive && u.id !== from.id && u.id !== to.id && covers(u, x, y));
  const nx = Math.abs(x1 - x0);
  const ny = Math.abs(y1 - y0);
  const sx = Math.sign(x1 - x0);
  const sy = Math.sign(y1 - y0);
  let worst: Obstruction = 'none';
  const note = (o: Obstruction) => {
    if (RANK[o] > RANK[worst]) worst = o;
  };
  let x = x0;
  let y = y0;
  for (let ix = 0, iy = 0; ix < nx || iy < ny; ) {
    // which edge the line crosses next, in whole numbers: through a corner (0), a column's edge (< 0) or a row's
    const next = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (next === 0) {
      const byX = open(x, y, x + sx, y) && open(x + sx, y, x + sx, y + sy);
      const byY = open(x, y, x, y + sy) && open(x, y + sy, x + sx, y + sy);
      if (!byX && !byY) return 'blocked';
      if (!byX || !byY) note('wall');
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (next < 0) {
      if (!open(x, y, x + sx, y)) return 'blocked';
      x += sx;
      ix++;
    } else {
      if (!open(x, y, x, y + sy)) return 'blocked';
      y += sy;
      iy++;
    }
    if ((x !== x1 || y !== y1) && pieceAt(x, y)) note('piece');
  }
  return worst;
}

/** The document's cover type for an obstruction (see the module), or null for none. */
export function coverFor(rules: Pick<Rules, 'coverTypes'>, what: Obstruction): CoverTypeDef | null {
  if (what === 'none' || rules.coverTypes.length === 0) return null;
  const ordered = rules.coverTypes.map((c, i) => ({ c, i })).sort((a, b) => a.c.defenceBonus - b.c.defenceBonus || a.i - b.i);
  const partial = ordered.filter(({ c }) => !c.blocksTargeting).map(({ c }) => c);
  const total = ordered.find(({ c }) => c.blocksTargeting)?.c ?? null;
  if (what === 'blocked') return total ?? partial.at(-1) ?? null;
  if (what === 'wall') return partial.at(-1) ?? null;
  return partial[0] ?? null;
}

/** The cover `target` has from `attacker` in `state` under `rules`, or null. */
export function coverOf(
  state: Pick<GameState, 'setup' | 'units' | 'doorsOpen'>,
  rules: Pick<Rules, 'coverTypes'>,
  attacker: Unit,
  target: Unit,
): CoverTypeDef | null {
  if (rules.coverTypes.length === 0) return null;
  return coverFor(rules, obstruction(state, attacker, target));
}
