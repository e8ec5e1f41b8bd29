/**
 * What pieces notice of each other under the `rules` module (spec 002 `rules.senses`, `rules.stances`,
 * `rules.perception`). A piece in a stance gives off, per sense, the stance's `emits` (less `concealmentPerPoint` per
 * rank of its `concealedBy` skill); a piece of the other side perceives that signal with each of its senses within the
 * sense's range (its own, else `defaultRange`, in the document's units over the square size), counted in squares along
 * rows and columns, at full strength (`falloff` `cliff`) or fading to nothing at the range (`linear`). The board's
 * reading of `propagation` and `blockedBy`:
 * - `line`: a straight line between the squares' centres; `opaque` and `impassable` are both stopped by walls and
 *   closed doors (on this board what cannot be crossed cannot be seen through); `nothing` is stopped by nothing.
 * - `field`: the signal fills the space around walls, the distance is the shortest way over the squares; `opaque`
 *   passes doors open or closed (sound under a door), `impassable` only open ones; `nothing` goes straight through.
 * A signal below `perception.minimumEmission` is nothing; one at or above the sense's `thresholds.detect` is noticed.
 * A piece in a stance that no living piece of the other side notices is **hidden** (`PieceSensing.hidden`, worked out
 * after every action): absent from the views of the seats that do not see everything. A piece with no stance is never
 * hidden. A piece covering a block of squares notices, and is noticed, from the nearest of them (`strength`).
 * Pieces do not block senses; nothing is remembered (`rememberMinutes`, trails and `ignores` are not read).
 * @module
 */
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { SenseDef } from '../../../content/schemas/rules/perception.ts';
import { canCross, crossings, FREE, WALL } from '../../core/board.ts';
import type { Draft } from '../../core/draft.ts';
import { spanOf } from '../../core/footprint.ts';
import type { GameState, Unit } from '../../core/types.ts';
import { pieceOf, type RulesPiece } from './piece.ts';
import { rulesIn, settingsIn } from './settings.ts';

/** Whether perception plays at all: the document has senses and stances. */
export function perceptionPlays(rules: Rules): boolean {
  return rules.senses.length > 0 && rules.stances.length > 0;
}

/** The signal `piece` gives off for `sense` in its stance: the stance's `emits`, less its concealment, never below 0. */
export function emission(rules: Rules, piece: RulesPiece, sense: string): number {
  const id = piece.sensing?.stance ?? null;
  const stance = id === null ? undefined : rules.stances.find((s) => s.id === id);
  if (!stance) return 0;
  const emits = Object.hasOwn(stance.emits, sense) ? stance.emits[sense]! : 0;
  const rank =
    stance.concealedBy !== undefined && piece.sensing && Object.hasOwn(piece.sensing.skills, stance.concealedBy)
      ? piece.sensing.skills[stance.concealedBy]!
      : 0;
  return Math.max(0, emits - stance.concealmentPerPoint * rank);
}

/** The range of `observer`'s `sense` in the document's units: its own, else the sense's `defaultRange`. */
function rangeOf(piece: RulesPiece, sense: SenseDef): number {
  const own = piece.sensing?.ranges;
  return own && Object.hasOwn(own, sense.id) ? own[sense.id]! : sense.defaultRange;
}

/** Whether a straight line between the centres of two squares crosses no wall or closed door (a corner passes when either way round it is clear). */
export function lineOfSight(state: Pick<GameState, 'setup' | 'doorsOpen'>, x0: number, y0: number, x1: number, y1: number): boolean {
  const board = state.setup.board;
  const w = board.width;
  const cross = (ax: number, ay: number, bx: number, by: number) => canCross(board, state.doorsOpen, ay * w + ax, by * w + bx);
  const nx = Math.abs(x1 - x0);
  const ny = Math.abs(y1 - y0);
  const sx = Math.sign(x1 - x0);
  const sy = Math.sign(y1 - y0);
  let x = x0;
  let y = y0;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      const round = (cross(x, y, x + sx, y) && cross(x + sx, y, x + sx, y + sy)) || (cross(x, y, x, y + sy) && cross(x, y + sy, x + sx, y + sy));
      if (!round) return false;
      x += sx;
      y += sy;
      ix += 1;
      iy += 1;
    } else if (decision < 0) {
      if (!cross(x, y, x + sx, y)) return false;
      x += sx;
      ix += 1;
    } else {
      if (!cross(x, y, x, y + sy)) return false;
      y += sy;
      iy += 1;
    }
  }
  return true;
}

/** Per board, the squares a `field` search has reached, marked with the search's number (no set made per search). */
const marks = new WeakMap<object, { seen: Uint32Array; search: number }>();

/** The shortest way in squares from `from` to `to` for a `field` signal (see the module), at most `limit`; Infinity beyond. */
function fieldDistance(state: Pick<GameState, 'setup' | 'doorsOpen'>, from: number, to: number, limit: number, closedDoorsStop: boolean): number {
  if (from === to) return 0;
  const board = state.setup.board;
  const table = crossings(board);
  const w = board.width;
  let mark = marks.get(board);
  if (!mark) marks.set(board, (mark = { seen: new Uint32Array(board.areas.length), search: 0 }));
  if (mark.search === 0xffffffff) {
    mark.seen.fill(0);
    mark.search = 0;
  }
  const search = ++mark.search;
  const seen = mark.seen;
  seen[from] = search;
  let frontier = [from];
  for (let d = 1; d <= limit && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      for (let dir = 0; dir < 4; dir++) {
        const way = table[i * 4 + dir]!;
        if (way === WALL || (way !== FREE && closedDoorsStop && state.doorsOpen[way] !== true)) continue;
        const j = dir === 0 ? i - w : dir === 1 ? i + 1 : dir === 2 ? i + w : i - 1;
        if (seen[j] === search) continue;
        if (j === to) return d;
        seen[j] = search;
        next.push(j);
      }
    }
    frontier = next;
  }
  return Infinity;
}

/**
 * The strength, 0 to 1, with which `observer` perceives `target`'s signal through `sense` (0 below `minimumEmission`).
 * A piece covering a block of squares notices from each of them and is noticed at each of them: the strongest reading
 * of any square of the one to any square of the other counts (the nearest, unless a wall is in its way).
 */
export function strength(state: Pick<GameState, 'setup' | 'doorsOpen'>, rules: Rules, observer: Unit, target: Unit, sense: SenseDef): number {
  const watcher = pieceOf(observer);
  const source = pieceOf(target);
  if (!watcher || !source) return 0;
  const signal = emission(rules, source, sense.id);
  if (signal <= 0) return 0;
  const range = rangeOf(watcher, sense) / settingsIn(state.setup).squareSize;
  const from = spanOf(observer);
  const to = spanOf(target);
  if (from === 1 && to === 1) return felt(state, rules, sense, signal, range, observer.x, observer.y, target.x, target.y);
  let best = 0;
  for (let oy = observer.y; oy < observer.y + from; oy++)
    for (let ox = observer.x; ox < observer.x + from; ox++)
      for (let ty = target.y; ty < target.y + to; ty++)
        for (let tx = target.x; tx < target.x + to; tx++) {
          best = Math.max(best, felt(state, rules, sense, signal, range, ox, oy, tx, ty));
          if (best >= signal) return best;
        }
  return best;
}

/** What a watcher on square [`ox`, `oy`] feels through `sense` (range `range` squares) of `signal` given off on [`tx`, `ty`]. */
function felt(
  state: Pick<GameState, 'setup' | 'doorsOpen'>,
  rules: Rules,
  sense: SenseDef,
  signal: number,
  range: number,
  ox: number,
  oy: number,
  tx: number,
  ty: number,
): number {
  const straight = Math.abs(ox - tx) + Math.abs(oy - ty);
  if (straight > range) return 0;
  let distance = straight;
  if (sense.blockedBy !== 'nothing') {
    if (sense.propagation === 'line') {
      if (!lineOfSight(state, ox, oy, tx, ty)) return 0;
    } else {
      const w = state.setup.board.width;
      distance = fieldDistance(state, oy * w + ox, ty * w + tx, Math.floor(range), sense.blockedBy === 'impassable');
    }
  }
  if (distance > range) return 0;
  const value = sense.falloff === 'linear' ? (range > 0 ? signal * (1 - distance / range) : 0) : signal;
  return value < rules.perception.minimumEmission ? 0 : value;
}

/** The senses through which `observer` notices `target` now (strength at or above the sense's `detect` and above nothing), in the document's order. */
export function noticedThrough(state: Pick<GameState, 'setup' | 'doorsOpen'>, observer: Unit, target: Unit): string[] {
  const rules = rulesIn(state);
  const out: string[] = [];
  for (const sense of rules.senses) {
    const s = strength(state, rules, observer, target, sense);
    if (s > 0 && s >= sense.thresholds.detect) out.push(sense.id);
  }
  return out;
}

/** Whether `observer` notices `target` now (a piece with no stance is always noticed). */
export function notices(state: Pick<GameState, 'setup' | 'doorsOpen'>, observer: Unit, target: Unit): boolean {
  if ((pieceOf(target)?.sensing?.stance ?? null) === null) return true;
  return noticedThrough(state, observer, target).length > 0;
}

/** Whether living piece `unit` is hidden now: in a stance, and no living piece of the other side notices it. */
export function hiddenNow(state: Pick<GameState, 'setup' | 'doorsOpen' | 'units'>, unit: Unit): boolean {
  const piece = pieceOf(unit);
  if (!unit.alive || !piece?.sensing || piece.sensing.stance === null) return false;
  for (const other of state.units) {
    if (other.alive && other.side !== unit.side && pieceOf(other) && notices(state, other, unit)) return false;
  }
  return true;
}

/** Works out again which pieces are hidden (after every action, and as the game starts): a piece's flag changes only when its answer does. */
export function updateHidden(draft: Draft): void {
  const rules = rulesIn(draft.state);
  if (!perceptionPlays(rules)) return;
  const changes: [string, RulesPiece][] = [];
  for (const unit of draft.state.units) {
    const piece = pieceOf(unit);
    if (!piece?.sensing) continue;
    const hidden = hiddenNow(draft.state, unit);
    if (hidden !== piece.sensing.hidden) changes.push([unit.id, { ...piece, sensing: { ...piece.sensing, hidden } }]);
  }
  for (const [id, ext] of changes) draft.updateUnit(id, { ext });
}

/** Whether `unit` is hidden from a seat that does not read the quest book: a creature of the master's side the heroes do not notice. */
export function concealedFromHeroes(unit: Unit): boolean {
  return unit.side === 'master' && pieceOf(unit)?.sensing?.hidden === true;
}

/** Whether `observer` perceives `target`: always when perception does not play (the document has no senses or stances), else when it notices it. */
export function perceives(state: Pick<GameState, 'setup' | 'doorsOpen'>, observer: Unit, target: Unit): boolean {
  return !perceptionPlays(rulesIn(state)) || notices(state, observer, target);
}
