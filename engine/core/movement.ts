/**
 * Movement (spec 000, "A hero's turn"; README "Creatures' moves"): orthogonal steps only; no square of rock;
 * walls and closed doors block; a hero passes through a fellow hero but never stops on one and never passes a
 * creature; a creature passes fellow creatures but not heroes (unless it has the `fly` power), and stops on no
 * occupied square. Furniture blocks every unit.
 * @module
 */
import type { Square } from '../../content/schemas/index.ts';
import { crossings, FREE, WALL } from './board.ts';
import { coveredSquares, spanOf } from './footprint.ts';
import { SquareHeap } from './square-heap.ts';
import { furnitureSquares } from './furniture.ts';
import type { Board, GameState, Unit } from './types.ts';

/**
 * What one step costs a mover in squares of its movement: the square index it steps into → the cost (fractions
 * allowed). A ruleset module gives it (`RulesetModule.stepCost`: difficult terrain, movement modes); without one
 * every step costs one.
 */
export type StepCost = (square: number) => number;

/**
 * The squares a unit can reach this move: `dist[i]` is the movement it takes to reach square index `i` (the
 * number of steps when each costs one; −1 when unreachable within `steps`), `prev[i]` the square it is entered
 * from on a cheapest path. `destinations` lists the squares the unit may stop on (never its own, never an occupied one).
 * `dist` and `prev` are plain arrays: a typed array's own buffer cost more to make than a whole search of a board.
 */
export interface Reach {
  board: Board;
  from: number;
  dist: number[];
  prev: number[];
  destinations: number[];
}

/**
 * Working arrays of a search that do not leave it (who stands where, which squares are settled, in which order they
 * were reached), kept between searches: a move asks for a search, and making new arrays each time cost more than
 * the search. One per use, as one search holds them all at once; never two searches at a time (nothing here waits).
 */
/** The queue of the search by cost, emptied by each search (see {@link scratches}). */
const heap = new SquareHeap();

const scratches = { occupant: new Uint8Array(0), done: new Uint8Array(0), order: new Int32Array(0) };

/** The working array `which` of bytes for a board of `n` squares, its first `n` all zeros (grown, never shrunk: boards of rooms differ). */
function bytes(which: 'occupant' | 'done', n: number): Uint8Array {
  let array = scratches[which];
  if (array.length < n) scratches[which] = array = new Uint8Array(n);
  else array.fill(0, 0, n);
  return array;
}

/** The working array of reaching orders for a board of `n` squares, its first `n` all zeros. */
function orders(n: number): Int32Array {
  let array = scratches.order;
  if (array.length < n) scratches.order = array = new Int32Array(n);
  else array.fill(0, 0, n);
  return array;
}

/** A new array of `n` squares, each −1. */
function unset(n: number): number[] {
  return new Array<number>(n).fill(-1);
}

/** The `dist` and `prev` arrays a search lends (see {@link reachable}'s `borrow`), the same ones each time. */
const lent = { dist: [] as number[], prev: [] as number[] };

/** Array `which` of {@link lent}, its `n` squares each −1 (a search only writes squares of its board). */
function lend(which: 'dist' | 'prev', n: number): number[] {
  const array = lent[which];
  if (array.length !== n) return (lent[which] = unset(n));
  // a loop: Array.prototype.fill took as long as making the array anew
  for (let i = 0; i < n; i++) array[i] = -1;
  return array;
}

/** `dist` and `prev` for a search of `n` squares: lent ones when the caller only borrows them, else new ones. */
function searchArrays(n: number, borrowed: boolean): [number[], number[]] {
  return borrowed ? [lend('dist', n), lend('prev', n)] : [unset(n), unset(n)];
}

/**
 * Breadth-first search of every square `unit` can reach with at most `steps` steps, in the state's
 * current positions and door states. Neighbours are explored in a fixed order (up, right, down, left),
 * so the chosen shortest path is deterministic. Every square another unit covers is taken (engine/core/footprint.ts);
 * a unit covering a block of squares (`span` 2: 2 × 2) moves by its anchor square, and steps only where every square
 * of its block can step the same way and lands on squares that all let it pass (and all free where it stops): it
 * never squeezes through a corridor narrower than itself. With `target` (a square index) the search stops once it has
 * found that square: its `dist`, `prev` (so `pathTo` it) and whether it is among the `destinations` are as the
 * whole search would give, the other squares only partly searched. With `cost` (the mover's {@link StepCost}),
 * the search is by cost instead (Dijkstra's, ties by the order squares were reached): `steps` is the movement the
 * unit has, and `dist` what the cheapest path to each square costs. A block's step costs the most expensive of the
 * squares the block stands on after it: each of its parts steps onto one of them (the rear half onto where the front
 * half was), and the whole piece moves at the pace of its slowest part.
 *
 * With `borrow`, the reach's `dist` and `prev` are lent: the same arrays every borrowing search returns, good only until
 * the next one (a move that reads its path and cost at once need not make a board's worth of arrays).
 */
export function reachable(
  state: Pick<GameState, 'setup' | 'units' | 'doorsOpen'>,
  unit: Unit,
  steps: number,
  target = -1,
  cost: StepCost | null = null,
  borrow = false,
): Reach {
  const board = state.setup.board;
  const n = board.areas.length;
  const w = board.width;
  const cross = crossings(board);
  const doorsOpen = state.doorsOpen;
  const offsets = [-w, 1, w, -1];
  // occupant: 0 empty, 1 a unit of the mover's side, 2 a unit of the other side
  const occupant = bytes('occupant', n);
  for (const u of state.units) {
    if (!u.alive || u.id === unit.id) continue;
    const mark = u.side === unit.side ? 1 : 2;
    if (u.span === undefined || u.span === 1) occupant[u.y * board.width + u.x] = mark;
    else for (const i of coveredSquares(board, u)) occupant[i] = mark;
  }
  for (const i of furnitureSquares(state.setup)) occupant[i] = 4;
  // a creature that flies passes over heroes (but still cannot stop on them)
  const blocking = unit.abilities.some((a) => a.type === 'fly') ? 3 : 2;
  const span = spanOf(unit);
  const [dist, prev] = searchArrays(n, borrow);
  if (cost) return cheapest(board, cross, doorsOpen, occupant, blocking, span, unit, steps, target, cost, dist, prev);
  const from = unit.y * board.width + unit.x;
  dist[from] = 0;
  const queue = [from];
  const destinations: number[] = [];
  if (span > 1) return reachableBlock(board, cross, doorsOpen, occupant, blocking, span, from, steps, target, dist, prev);
  search: for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    const d = dist[cur]!;
    if (d >= steps) continue;
    for (let dir = 0; dir < 4; dir++) {
      const way = cross[cur * 4 + dir]!;
      if (way === WALL || (way !== FREE && doorsOpen[way] !== true)) continue;
      const next = cur + offsets[dir]!;
      if (dist[next] !== -1 || occupant[next] === blocking || occupant[next] === 4) continue;
      dist[next] = d + 1;
      prev[next] = cur;
      queue.push(next);
      if (occupant[next] === 0) destinations.push(next);
      if (next === target) break search;
    }
  }
  return { board, from, dist, prev, destinations };
}

/**
 * {@link reachable} by cost: the squares `unit` (covering a `span` × `span` block) reaches with `steps` of movement
 * when each step costs `cost` (a block's step: the most expensive square of the block where it lands).
 */
function cheapest(
  board: Board,
  cross: Int32Array,
  doorsOpen: readonly boolean[],
  occupant: Uint8Array,
  blocking: number,
  span: number,
  unit: Unit,
  steps: number,
  target: number,
  cost: StepCost,
  dist: number[],
  prev: number[],
): Reach {
  const n = board.areas.length;
  const w = board.width;
  const offsets = [-w, 1, w, -1];
  const done = bytes('done', n);
  const from = unit.y * w + unit.x;
  dist[from] = 0;
  // the squares reached and not settled yet: the cheapest first, and between equals the first reached
  const open = heap;
  open.clear();
  const order = orders(n);
  let reached = 0;
  open.push(from, 0, reached++);
  const destinations: number[] = [];
  const block = span > 1 ? blockOffsets(w, span) : null;
  // a block's anchors where it stops on free squares only (a one-square unit: its square is free)
  const free = block ? new Uint8Array(n) : null;
  while (open.size > 0) {
    const cur = open.pop();
    // an entry left behind when the square was reached again for less, or settled already
    if (done[cur] || open.lastCost !== dist[cur]) continue;
    done[cur] = 1;
    if (cur !== from && (free ? free[cur] === 1 : occupant[cur] === 0)) destinations.push(cur);
    if (cur === target) break;
    const d = dist[cur]!;
    for (let dir = 0; dir < 4; dir++) {
      const next = cur + offsets[dir]!;
      let price: number;
      if (block) {
        if (done[next]) continue;
        const landing = blockStep(cross, doorsOpen, occupant, blocking, block, cur, dir, next);
        if (landing < 0) continue;
        free![next] = landing;
        price = 0;
        for (const o of block) price = Math.max(price, cost(next + o));
      } else {
        const way = cross[cur * 4 + dir]!;
        if (way === WALL || (way !== FREE && doorsOpen[way] !== true)) continue;
        if (done[next] || occupant[next] === blocking || occupant[next] === 4) continue;
        price = cost(next);
      }
      const nd = d + price;
      if (nd > steps || (dist[next] !== -1 && nd >= dist[next]!)) continue;
      if (dist[next] === -1) order[next] = reached++;
      dist[next] = nd;
      prev[next] = cur;
      open.push(next, nd, order[next]!);
    }
  }
  return { board, from, dist, prev, destinations };
}

/** {@link reachable} for a unit covering a `span` × `span` block, moving by its anchor square `from`. */
function reachableBlock(
  board: Board,
  cross: Int32Array,
  doorsOpen: readonly boolean[],
  occupant: Uint8Array,
  blocking: number,
  span: number,
  from: number,
  steps: number,
  target: number,
  dist: number[],
  prev: number[],
): Reach {
  const w = board.width;
  const offsets = [-w, 1, w, -1];
  const block = blockOffsets(w, span);
  dist[from] = 0;
  const queue = [from];
  const destinations: number[] = [];
  search: for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    const d = dist[cur]!;
    if (d >= steps) continue;
    for (let dir = 0; dir < 4; dir++) {
      const next = cur + offsets[dir]!;
      if (dist[next] !== -1) continue;
      const landing = blockStep(cross, doorsOpen, occupant, blocking, block, cur, dir, next);
      if (landing < 0) continue;
      dist[next] = d + 1;
      prev[next] = cur;
      queue.push(next);
      if (landing === 1) destinations.push(next);
      if (next === target) break search;
    }
  }
  return { board, from, dist, prev, destinations };
}

/** A `span` × `span` block's squares as offsets from its anchor (its top-left square) on a board `w` squares wide. */
function blockOffsets(w: number, span: number): number[] {
  const block: number[] = [];
  for (let dy = 0; dy < span; dy++) for (let dx = 0; dx < span; dx++) block.push(dy * w + dx);
  return block;
}

/**
 * Whether a block (its squares' offsets `block`) anchored at `cur` may step in direction `dir` to anchor `next`:
 * every square of it crosses the same way (no wall, rock, board edge or closed door) onto a square it may pass.
 * @returns −1 when it may not, 1 when every square it lands on is free (it may stop there), 0 when it only passes.
 */
function blockStep(
  cross: Int32Array,
  doorsOpen: readonly boolean[],
  occupant: Uint8Array,
  blocking: number,
  block: readonly number[],
  cur: number,
  dir: number,
  next: number,
): number {
  let free = 1;
  for (const o of block) {
    const way = cross[(cur + o) * 4 + dir]!;
    if (way === WALL || (way !== FREE && doorsOpen[way] !== true)) return -1;
    const landing = occupant[next + o]!;
    if (landing === blocking || landing === 4) return -1;
    if (landing !== 0) free = 0;
  }
  return free;
}

/** The path to square index `to`, without the starting square, as `[x, y]` squares; empty when unreachable. */
export function pathTo(reach: Reach, to: number): Square[] {
  if (to < 0 || to >= reach.dist.length || reach.dist[to]! <= 0) return [];
  const w = reach.board.width;
  const out: Square[] = [];
  for (let i = to; i !== reach.from; i = reach.prev[i]!) out.push([i % w, Math.floor(i / w)]);
  return out.reverse();
}
