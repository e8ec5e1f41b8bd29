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
import type { Board, GameState, Unit, UnitId } from '../../core/types.ts';
import { pieceOf, type PieceSensing, type RulesPiece } from './piece.ts';
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
  const doors = state.doorsOpen;
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
      const round =
        (passes(board, doors, w, x, y, x + sx, y) && passes(board, doors, w, x + sx, y, x + sx, y + sy)) ||
        (passes(board, doors, w, x, y, x, y + sy) && passes(board, doors, w, x, y + sy, x + sx, y + sy));
      if (!round) return false;
      x += sx;
      y += sy;
      ix += 1;
      iy += 1;
    } else if (decision < 0) {
      if (!passes(board, doors, w, x, y, x + sx, y)) return false;
      x += sx;
      ix += 1;
    } else {
      if (!passes(board, doors, w, x, y, x, y + sy)) return false;
      y += sy;
      iy += 1;
    }
  }
  return true;
}

/** Whether a step from square (ax, ay) to (bx, by) crosses no wall or closed door (a plain function: asked per square of every line). */
function passes(board: Board, doors: readonly boolean[], w: number, ax: number, ay: number, bx: number, by: number): boolean {
  return canCross(board, doors, ay * w + ax, by * w + bx);
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
 * What the senses have measured on a board with its doors as they are: each line of sight and each field distance
 * asked, by square pair. Hidden pieces are worked out again after every action, while the walls never change and
 * doors only open: the answers hold until a door opens (`open` counts the open doors, since a draft opens them in its
 * own copy of the list). The answers are keyed by value (squares), never by which game or state asked: a game that
 * branches, or a state played again, finds the same answers; what else is kept only orders the questions.
 */
interface SenseMemo {
  /** The document the answers were worked out with (a board is kept per game, but a memo is not kept across documents). */
  rules: Rules;
  open: number;
  /** Lines of sight by the square they start from, then the square they end on: 0 not asked yet, 1 clear, 2 blocked. */
  line: (Uint8Array | undefined)[];
  /**
   * Field distances by the kind of search (its `limit` × 2, + 1 when closed doors stop it), then by the square it
   * starts from, then the square it ends on: 0 not asked yet, else the distance + 1 ({@link FAR} beyond the limit).
   */
  field: Map<number, (Uint16Array | undefined)[]>;
  /** The bytes of all those rows (a bound on memory). */
  bytes: number;
  /** Each piece's signals and ranges, by unit id ({@link readingsOf}). */
  readings: Map<UnitId, Readings>;
  /** The index of the unit that last noticed each piece, by unit id: asked first next time (an order only, never an answer). */
  lastBy: Map<UnitId, number>;
}

/** The memos by board, then by the state's list of open doors (a new list once a door opens). */
const senseMemos = new WeakMap<Board, WeakMap<readonly boolean[], SenseMemo>>();

/** The most bytes of answers one memo keeps before it starts again (a bound on memory: a large board's every pair). */
const MEMO_LIMIT = 2 * 1024 * 1024;

/** A field distance beyond the search's limit, as kept. */
const FAR = 0xffff;

function memoOf(state: Pick<GameState, 'setup' | 'doorsOpen'>, rules: Rules = rulesIn(state)): SenseMemo {
  const board = state.setup.board;
  const doors = state.doorsOpen;
  let byDoors = senseMemos.get(board);
  if (!byDoors) senseMemos.set(board, (byDoors = new WeakMap()));
  let open = 0;
  for (let i = 0; i < doors.length; i++) if (doors[i] === true) open++;
  let memo = byDoors.get(doors);
  if (!memo || memo.open !== open || memo.rules !== rules || memo.bytes > MEMO_LIMIT)
    byDoors.set(doors, (memo = { rules, open, line: [], field: new Map(), bytes: 0, readings: new Map(), lastBy: new Map() }));
  return memo;
}

/** {@link lineOfSight}, remembered for the board and its doors (see {@link SenseMemo}). */
function sightLine(state: Pick<GameState, 'setup' | 'doorsOpen'>, memo: SenseMemo, x0: number, y0: number, x1: number, y1: number): boolean {
  const board = state.setup.board;
  const w = board.width;
  const from = y0 * w + x0;
  let row = memo.line[from];
  if (row === undefined) {
    memo.line[from] = row = new Uint8Array(board.areas.length);
    memo.bytes += row.length;
  }
  const to = y1 * w + x1;
  let seen = row[to]!;
  if (seen === 0) row[to] = seen = lineOfSight(state, x0, y0, x1, y1) ? 1 : 2;
  return seen === 1;
}

/** {@link fieldDistance}, remembered for the board and its doors (see {@link SenseMemo}). */
function fieldReach(state: Pick<GameState, 'setup' | 'doorsOpen'>, memo: SenseMemo, from: number, to: number, limit: number, closedDoorsStop: boolean): number {
  if (limit >= FAR - 1) return fieldDistance(state, from, to, limit, closedDoorsStop);
  const kind = limit * 2 + (closedDoorsStop ? 1 : 0);
  let rows = memo.field.get(kind);
  if (rows === undefined) memo.field.set(kind, (rows = []));
  let row = rows[from];
  if (row === undefined) {
    rows[from] = row = new Uint16Array(state.setup.board.areas.length);
    memo.bytes += row.length * 2;
  }
  let kept = row[to]!;
  if (kept === 0) {
    const d = fieldDistance(state, from, to, limit, closedDoorsStop);
    row[to] = kept = d === Infinity ? FAR : d + 1;
  }
  return kept === FAR ? Infinity : kept - 1;
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
  return reading(state, memoOf(state), rules, sense, signal, rangeOf(watcher, sense) / settingsIn(state.setup).squareSize, observer, target);
}

/** {@link strength} once the signal `target` gives off and the range of `observer`'s sense (in squares) are known. */
function reading(
  state: Pick<GameState, 'setup' | 'doorsOpen'>,
  memo: SenseMemo,
  rules: Rules,
  sense: SenseDef,
  signal: number,
  range: number,
  observer: Unit,
  target: Unit,
): number {
  const from = observer.span ?? 1;
  const to = target.span ?? 1;
  if (from === 1 && to === 1) return felt(state, memo, rules, sense, signal, range, observer.x, observer.y, target.x, target.y);
  let best = 0;
  for (let oy = observer.y; oy < observer.y + from; oy++)
    for (let ox = observer.x; ox < observer.x + from; ox++)
      for (let ty = target.y; ty < target.y + to; ty++)
        for (let tx = target.x; tx < target.x + to; tx++) {
          best = Math.max(best, felt(state, memo, rules, sense, signal, range, ox, oy, tx, ty));
          if (best >= signal) return best;
        }
  return best;
}

/** What a watcher on square [`ox`, `oy`] feels through `sense` (range `range` squares) of `signal` given off on [`tx`, `ty`]. */
function felt(
  state: Pick<GameState, 'setup' | 'doorsOpen'>,
  memo: SenseMemo,
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
      if (!sightLine(state, memo, ox, oy, tx, ty)) return 0;
    } else {
      const w = state.setup.board.width;
      distance = fieldReach(state, memo, oy * w + ox, ty * w + tx, Math.floor(range), sense.blockedBy === 'impassable');
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
export function notices(state: Pick<GameState, 'setup' | 'doorsOpen'>, observer: Unit, target: Unit, rules: Rules = rulesIn(state)): boolean {
  if ((pieceOf(target)?.sensing?.stance ?? null) === null) return true;
  // the first sense that detects it is enough (asked for every pair of foes after every action)
  for (const sense of rules.senses) {
    const s = strength(state, rules, observer, target, sense);
    if (s > 0 && s >= sense.thresholds.detect) return true;
  }
  return false;
}

/**
 * Works out again which pieces are hidden (after every action, its triggers included, and as the game starts): a
 * piece's flag changes only when its answer does.
 *
 * Only what the action changed is asked again. A unit is never changed in place, so a unit that is the very object
 * it was in the state the action was applied to (`draft.base`) stands where it stood, as it was; with the doors as
 * they were, its flag there is still its answer unless a foe of it changed: then a hidden piece is asked of those
 * foes only (the others did not notice it, and still do not), a noticed one of all its foes again (the one that
 * noticed it last first). A changed piece, and every piece when doors opened or units came, is asked of all its foes.
 * `afresh` asks every piece of all its foes, trusting nothing of the base (as the game starts: no flag of the lobby
 * was worked out).
 */
export function updateHidden(draft: Draft, afresh = false): void {
  const state = draft.state;
  const rules = rulesIn(state);
  if (!perceptionPlays(rules)) return;
  const memo = memoOf(state, rules);
  const units = state.units;
  const base = draft.base;
  const alike = !afresh && base.doorsOpen === state.doorsOpen && base.units.length === units.length && base.setup === state.setup;
  // the sides with a changed piece among them (a piece that moved, changed or fell)
  let changedHeroes = !alike;
  let changedMaster = !alike;
  if (alike)
    for (let i = 0; i < units.length; i++) {
      const now = units[i]!;
      const was = base.units[i]!;
      if (now === was) continue;
      if (now.side === 'heroes' || was.side === 'heroes') changedHeroes = true;
      if (now.side === 'master' || was.side === 'master') changedMaster = true;
    }
  const ask: Asking = { state, memo, rules, scale: settingsIn(state.setup).squareSize, readings: new Array(units.length) };
  const changedOnly = (j: number) => units[j] !== base.units[j];
  let changes: [UnitId, RulesPiece][] | null = null;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const piece = pieceOf(unit);
    const sensing = piece?.sensing;
    if (!piece || !sensing) continue;
    if (!unit.alive || sensing.stance === null) {
      if (sensing.hidden) (changes ??= []).push([unit.id, { ...piece, sensing: { ...sensing, hidden: false } }]);
      continue;
    }
    const unchanged = alike && unit === base.units[i];
    if (unchanged && !(unit.side === 'heroes' ? changedMaster : changedHeroes)) continue;
    const hidden = !noticedBy(ask, i, unchanged && sensing.hidden ? changedOnly : null);
    if (hidden !== sensing.hidden) (changes ??= []).push([unit.id, { ...piece, sensing: { ...sensing, hidden } }]);
  }
  if (changes) for (const [id, ext] of changes) draft.updateUnit(id, { ext });
}

/** What one working out of {@link updateHidden} reads: the state, its memo, document and square size, and each unit's readings once read. */
interface Asking {
  state: GameState;
  memo: SenseMemo;
  rules: Rules;
  scale: number;
  readings: (Readings | null | undefined)[];
}

/**
 * Whether some living foe notices the unit at index `i` (a piece in a stance), among the units at the indexes `among`
 * keeps (null: all): the one that noticed it last is asked first, as it most often still does.
 */
function noticedBy(ask: Asking, i: number, among: ((j: number) => boolean) | null): boolean {
  const units = ask.state.units;
  const id = units[i]!.id;
  const last = ask.memo.lastBy.get(id);
  if (last !== undefined && last < units.length && (among === null || among(last)) && foeSenses(ask, last, i)) return true;
  for (let j = 0; j < units.length; j++) {
    if (j === last || (among !== null && !among(j)) || !foeSenses(ask, j, i)) continue;
    ask.memo.lastBy.set(id, j);
    return true;
  }
  return false;
}

/** Whether the unit at index `j` is a living foe of the one at index `i`, both with pieces, and notices it through some sense. */
function foeSenses(ask: Asking, j: number, i: number): boolean {
  const units = ask.state.units;
  const observer = units[j]!;
  const target = units[i]!;
  if (!observer.alive || observer.side === target.side) return false;
  const o = readingsAt(ask, j);
  const t = readingsAt(ask, i);
  if (!o || !t) return false;
  const { rules, state, memo } = ask;
  for (let k = 0; k < rules.senses.length; k++) {
    const signal = t.signals[k]!;
    if (signal <= 0) continue;
    const sense = rules.senses[k]!;
    const s = reading(state, memo, rules, sense, signal, o.ranges[k]!, observer, target);
    if (s > 0 && s >= sense.thresholds.detect) return true;
  }
  return false;
}

/** The readings of the unit at index `i` ({@link readingsOf}), read once per working out; null without a piece. */
function readingsAt(ask: Asking, i: number): Readings | null {
  let known = ask.readings[i];
  if (known === undefined) {
    const unit = ask.state.units[i]!;
    const piece = pieceOf(unit);
    known = ask.readings[i] = piece ? readingsOf(ask.memo, ask.rules, unit.id, piece, ask.scale) : null;
  }
  return known;
}

/**
 * What piece `piece` of unit `id` gives off through each of the document's senses, and how far it senses with each
 * (squares of `scale`): remembered by unit while the piece is the same object, or one whose stance, skills and
 * ranges are (a piece is never changed in place, and what the senses read of it is kept by reference when anything
 * else of it changes).
 */
function readingsOf(memo: SenseMemo, rules: Rules, id: UnitId, piece: RulesPiece, scale: number): Readings {
  let known = memo.readings.get(id);
  if (known?.piece !== piece && !(known && sameSensing(known.piece.sensing, piece.sensing))) {
    known = { piece, signals: rules.senses.map((s) => emission(rules, piece, s.id)), ranges: rules.senses.map((s) => rangeOf(piece, s) / scale) };
    memo.readings.set(id, known);
  }
  return known!;
}

/** Whether two pieces' sensing gives off and senses alike (the same stance, and the same skills and ranges objects). */
function sameSensing(a: PieceSensing | undefined, b: PieceSensing | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.stance === b.stance && a.skills === b.skills && a.ranges === b.ranges);
}

/** A piece's signal through each of the document's senses and its range in each (squares), in the senses' order. */
interface Readings {
  piece: RulesPiece;
  signals: number[];
  ranges: number[];
}

/** Whether `unit` is hidden from a seat that does not read the quest book: a creature of the master's side the heroes do not notice. */
export function concealedFromHeroes(unit: Unit): boolean {
  return unit.side === 'master' && pieceOf(unit)?.sensing?.hidden === true;
}

/** Whether `observer` perceives `target`: always when perception does not play (the document has no senses or stances), else when it notices it. */
export function perceives(state: Pick<GameState, 'setup' | 'doorsOpen'>, observer: Unit, target: Unit): boolean {
  return !perceptionPlays(rulesIn(state)) || notices(state, observer, target);
}
