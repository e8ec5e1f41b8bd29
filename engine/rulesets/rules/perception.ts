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
 * asked, by square pair. Hidden pieces are worked out again after every action for every pair of foes, while the
 * walls never change and doors only open: the answers hold until a door opens (`open` counts the open doors, since
 * a draft opens them in its own copy of the list). Everything kept is keyed by value (squares, signals, ranges), never
 * by which game or state asked: a game that branches, or a state played again, finds the same answers.
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
  /** Each piece as the senses last read it, by its place in the state's list of units ({@link sensorOf}). */
  sensors: Sensor[];
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
    byDoors.set(doors, (memo = { rules, open, line: [], field: new Map(), bytes: 0, sensors: [] }));
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

/** Works out again which pieces are hidden (after every action, and as the game starts): a piece's flag changes only when its answer does. */
export function updateHidden(draft: Draft): void {
  const state = draft.state;
  const rules = rulesIn(state);
  if (!perceptionPlays(rules)) return;
  // after every action, for every pair of foes: each piece's signals and ranges are read once, the board's lines once,
  // and what a pair of pieces standing where they stood gave last time is not asked again
  const memo = memoOf(state, rules);
  const scale = settingsIn(state.setup).squareSize;
  const width = state.setup.board.width;
  // a sensor may be one read from an earlier state (a unit alike): the pieces as they are now are beside them
  const sensors: Sensor[] = [];
  const units: Unit[] = [];
  const round: Round = { stamp: ++stamps, living: { heroes: 0, master: 0 } };
  for (let i = 0; i < state.units.length; i++) {
    const unit = state.units[i]!;
    const piece = pieceOf(unit);
    if (!piece) continue;
    const sensor = sensorOf(memo, rules, i, unit, piece, scale, width);
    sensor.seen = round.stamp;
    if (sensor.alive) round.living[sensor.side]++;
    sensors.push(sensor);
    units.push(unit);
  }
  let changes: [UnitId, RulesPiece][] | null = null;
  for (let i = 0; i < sensors.length; i++) {
    const target = sensors[i]!;
    const unit = units[i]!;
    const piece = pieceOf(unit)!;
    const sensing = piece.sensing;
    if (!sensing || !unit.alive || sensing.stance === null) {
      if (sensing?.hidden === true) (changes ??= []).push([unit.id, { ...piece, sensing: { ...sensing, hidden: false } }]);
      continue;
    }
    const noticed = noticedBy(state, memo, rules, target, sensors, round);
    target.noticed = noticed;
    const hidden = noticed.by === null;
    if (hidden !== sensing.hidden) (changes ??= []).push([unit.id, { ...piece, sensing: { ...sensing, hidden } }]);
  }
  if (changes) for (const [id, ext] of changes) draft.updateUnit(id, { ext });
}

/** Numbers for {@link Sensor.seen} and {@link Sensor.mark}, one per use: never reused, so no sensor needs clearing. */
let stamps = 0;

/** One working out of {@link updateHidden}: its stamp (every sensor of the state is `seen` with it) and the living pieces of each side. */
interface Round {
  stamp: number;
  living: Record<Unit['side'], number>;
}

/**
 * How a piece read as a sensor was last worked out: the foe that noticed it, or null and the foes that did not (each
 * as the senses read it then).
 */
interface Noticed {
  by: Sensor | null;
  not: readonly Sensor[];
}

/**
 * Who of the living foes among `sensors` notices `target`. A target read as before (the same {@link Sensor}: same
 * square, signals and ranges: `target.noticed` is known) is still noticed while the foe that noticed it is read as before (a sensor of this
 * `round`); and is still unnoticed by the foes that did not notice it, if they are read as before: only the others
 * are asked.
 */
function noticedBy(
  state: Pick<GameState, 'setup' | 'doorsOpen'>,
  memo: SenseMemo,
  rules: Rules,
  target: Sensor,
  sensors: readonly Sensor[],
  round: Round,
): Noticed {
  const side = target.side;
  const known = target.noticed;
  // a sensor is alive and of its side for good: one of this round that noticed it still does
  if (known?.by && known.by.seen === round.stamp) return known;
  // the foe that noticed it last time, asked first: it most often still does
  const last = known?.by?.unit.id ?? target.lastBy;
  if (last !== undefined)
    for (const o of sensors)
      if (o.unit.id === last) {
        if (o.alive && o.side !== side && sensed(state, memo, rules, o, target)) return { by: o, not: [] };
        break;
      }
  // unnoticed before by foes all still read alike, and no other foe: unnoticed still
  const was = known?.not ?? [];
  const foes = round.living[side === 'heroes' ? 'master' : 'heroes'];
  let alike = known !== null && was.length === foes;
  for (let i = 0; alike && i < was.length; i++) alike = was[i]!.seen === round.stamp;
  if (alike) return known!;
  // else only the foes it was not unnoticed by are asked
  const mark = ++stamps;
  for (const o of was) o.mark = mark;
  const not: Sensor[] = [];
  for (const o of sensors) {
    if (!o.alive || o.side === side) continue;
    if (o.mark !== mark && sensed(state, memo, rules, o, target)) return { by: o, not: [] };
    not.push(o);
  }
  return { by: null, not };
}

/**
 * Unit `unit` (its piece `piece`) as the senses read it: the one kept for it while it stands on the same square with
 * the same footprint, side, life, signals and ranges (squares of `scale`), else a new one, kept from now on. What a
 * sensor gave is remembered by the sensor, so any state with the piece read alike finds it.
 */
function sensorOf(memo: SenseMemo, rules: Rules, index: number, unit: Unit, piece: RulesPiece, scale: number, width: number): Sensor {
  const place = (unit.y * width + unit.x) * 8 + (unit.span ?? 1);
  // units are only ever added to a state's list: a unit keeps its place in it (unless another game's, on a board alike)
  const kept = memo.sensors[index];
  const known = kept?.unit.id === unit.id ? kept : undefined;
  // a piece is never changed in place, and what the senses read of it (stance, skills, ranges) is kept by reference
  // when anything else of it changes: read alike when those are the same
  const alike = known !== undefined && (known.piece === piece || sameSensing(known.piece.sensing, piece.sensing));
  if (alike && known.place === place && known.alive === unit.alive && known.side === unit.side) return known;
  const signals = alike ? known.signals : rules.senses.map((s) => emission(rules, piece, s.id));
  const ranges = alike ? known.ranges : rules.senses.map((s) => rangeOf(piece, s) / scale);
  const lastBy = known?.noticed?.by?.unit.id ?? known?.lastBy;
  // every field from the start: a field added later would give sensors several shapes, and every loop over them slows
  const sensor: Sensor = { unit, piece, place, alive: unit.alive, side: unit.side, signals, ranges, lastBy, noticed: null, seen: 0, mark: 0 };
  memo.sensors[index] = sensor;
  return sensor;
}

/** Whether two pieces' sensing gives off and senses alike (the same stance, and the same skills and ranges objects). */
function sameSensing(a: PieceSensing | undefined, b: PieceSensing | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.stance === b.stance && a.skills === b.skills && a.ranges === b.ranges);
}

/**
 * A piece as the senses read it: the unit and piece it was read from (any unit standing alike reads alike), its square
 * and footprint (`place`: square index × 8 + span), side, life, its signal through each of the document's senses and
 * its range in each (squares), in the senses' order.
 */
interface Sensor {
  /** The last {@link Round} whose state has it (its stamp; 0 none yet). */
  seen: number;
  /** Working field of {@link noticedBy}: marked as a foe known not to notice the target at hand. */
  mark: number;
  /** How it was last worked out as a target ({@link noticedBy}), null before. */
  noticed: Noticed | null;
  /** The foe that last noticed the unit as it was read before (asked first). */
  lastBy: UnitId | undefined;
  unit: Unit;
  piece: RulesPiece;
  place: number;
  alive: boolean;
  side: Unit['side'];
  signals: number[];
  ranges: number[];
}

/** Whether `observer` notices `target` through some sense (as {@link notices}, for a target in a stance). */
function sensed(state: Pick<GameState, 'setup' | 'doorsOpen'>, memo: SenseMemo, rules: Rules, observer: Sensor, target: Sensor): boolean {
  for (let k = 0; k < rules.senses.length; k++) {
    const signal = target.signals[k]!;
    if (signal <= 0) continue;
    const sense = rules.senses[k]!;
    const s = reading(state, memo, rules, sense, signal, observer.ranges[k]!, observer.unit, target.unit);
    if (s > 0 && s >= sense.thresholds.detect) return true;
  }
  return false;
}

/** Whether `unit` is hidden from a seat that does not read the quest book: a creature of the master's side the heroes do not notice. */
export function concealedFromHeroes(unit: Unit): boolean {
  return unit.side === 'master' && pieceOf(unit)?.sensing?.hidden === true;
}

/** Whether `observer` perceives `target`: always when perception does not play (the document has no senses or stances), else when it notices it. */
export function perceives(state: Pick<GameState, 'setup' | 'doorsOpen'>, observer: Unit, target: Unit): boolean {
  return !perceptionPlays(rulesIn(state)) || notices(state, observer, target);
}
