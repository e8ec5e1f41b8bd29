/**
 * What a creature the computer plays does by the document's `rules.temperament` (spec 002): what it is after this
 * turn. It registers the foes it perceives (`perception.ts`; all of them when the document has no senses and stances)
 * if `notices` lists `hostile`; it acts on the senses `investigates` lists (absent: all): a foe it perceives through
 * one at or above the sense's `thresholds.aggro` it fights (`engage`), one at or above `investigate` it walks toward
 * without striking (`investigate`, no farther from home than `investigateRadius`). A foe farther from home than
 * `leashRadius` is not chased. With no foe to fight it stays in the fight (holding its ground) for `disengageTurns`
 * of its turns, then gives up and walks home (`returning`) to the square it was placed on; at home it wanders
 * (`wander`) with odds `wanderChance` a turn to a square within `roamRadius` of home. Radii are in the document's
 * units over the square size, counted along rows and columns; each pace is its `speeds` multiplier of the piece's
 * squares, rounded down. The creature's memory of this (`PieceTemper`) rides on its piece. Dice are drawn only to
 * wander.
 * @module
 */
import { canCross, neighbours } from '../../core/board.ts';
import type { Draft } from '../../core/draft.ts';
import type { GameState, Unit } from '../../core/types.ts';
import { noticedThrough, perceptionPlays, strength } from './perception.ts';
import { pieceOf, type PieceTemper } from './piece.ts';
import { rulesIn, settingsIn } from './settings.ts';
import { Temperament } from '../../../content/schemas/rules/perception.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';

const DEFAULT_TEMPERAMENT = JSON.stringify(Temperament.parse({}));
const PLAYS = new WeakMap<Rules, boolean>();

/**
 * Whether the computer plays creatures by the document's temperament: it has senses or stances, or a temperament that
 * is not every default. Otherwise a creature fights as it always did (strike the weakest in reach, else close in).
 */
export function temperamentPlays(rules: Rules): boolean {
  let plays = PLAYS.get(rules);
  if (plays === undefined) {
    plays = rules.senses.length > 0 || rules.stances.length > 0 || JSON.stringify(rules.temperament) !== DEFAULT_TEMPERAMENT;
    PLAYS.set(rules, plays);
  }
  return plays;
}

/** What a creature is after this turn: a foe to fight, a foe to go and look at, home, a square to wander to, or nothing. */
export type Intent =
  | { kind: 'engage'; foes: Unit[] }
  | { kind: 'investigate'; foes: Unit[] }
  | { kind: 'hold' }
  | { kind: 'returning' }
  | { kind: 'wander' }
  | { kind: 'idle' };

/** The temper kept on `unit`'s piece (placed where it stands now, at peace, the first time). */
export function temperOf(unit: Unit): PieceTemper {
  return pieceOf(unit)?.temper ?? { home: [unit.x, unit.y], engaged: false, unseen: 0, returning: false };
}

/** Squares along rows and columns between two squares. */
function apart(a: [number, number], b: { x: number; y: number }): number {
  return Math.abs(a[0] - b.x) + Math.abs(a[1] - b.y);
}

/** A radius in the document's units as squares (undefined: no limit). */
function squaresIn(state: GameState, units: number | undefined): number {
  return units === undefined ? Infinity : units / settingsIn(state.setup).squareSize;
}

/** The best strength of `foe`'s signal to `unit` through the senses it acts on, and whether it reaches `aggro` and `investigate` through one of them. */
function urge(state: GameState, unit: Unit, foe: Unit): 'engage' | 'investigate' | null {
  const rules = rulesIn(state);
  if (!perceptionPlays(rules)) return 'engage';
  const acted = rules.temperament.investigates;
  let best: 'engage' | 'investigate' | null = null;
  for (const id of noticedThrough(state, unit, foe)) {
    if (acted !== undefined && !acted.includes(id)) continue;
    const sense = rules.senses.find((s) => s.id === id)!;
    const s = strength(state, rules, unit, foe, sense);
    if (s >= sense.thresholds.aggro) return 'engage';
    if (s >= sense.thresholds.investigate) best = 'investigate';
  }
  return best;
}

/**
 * What creature `unit` is after this turn, given the foes it perceives (`foes`), and its temper for the turn after
 * (see the module). Draws from the game's dice only to decide whether it wanders.
 */
export function intentOf(draft: Draft, unit: Unit, foes: Unit[]): { intent: Intent; temper: PieceTemper } {
  const state = draft.state;
  const t = rulesIn(state).temperament;
  const temper = temperOf(unit);
  const registered = t.notices.includes('hostile') ? foes : [];
  const leash = squaresIn(state, t.leashRadius);
  const engage: Unit[] = [];
  const look: Unit[] = [];
  for (const foe of registered) {
    const why = urge(state, unit, foe);
    if (why === 'engage' && apart(temper.home, foe) <= leash) engage.push(foe);
    else if (why === 'investigate' && apart(temper.home, foe) <= squaresIn(state, t.investigateRadius)) look.push(foe);
  }
  if (engage.length > 0) return { intent: { kind: 'engage', foes: engage }, temper: { ...temper, engaged: true, unseen: 0, returning: false } };
  if (look.length > 0) return { intent: { kind: 'investigate', foes: look }, temper: { ...temper, returning: false } };
  if (temper.engaged) {
    const unseen = temper.unseen + 1;
    if (unseen <= t.disengageTurns) return { intent: { kind: 'hold' }, temper: { ...temper, unseen } };
    return { intent: { kind: 'returning' }, temper: { ...temper, engaged: false, unseen: 0, returning: true } };
  }
  if (temper.returning) return { intent: { kind: 'returning' }, temper };
  const wanders = t.roamRadius > 0 && t.wanderChance > 0 && t.speeds.wander > 0 && draft.rng.next() / 2 ** 32 < t.wanderChance;
  return { intent: { kind: wanders ? 'wander' : 'idle' }, temper };
}

/** Keeps `temper` on `unit`'s piece. */
export function keepTemper(draft: Draft, unitId: string, temper: PieceTemper): void {
  const piece = pieceOf(draft.unit(unitId)!)!;
  draft.updateUnit(unitId, { ext: { ...piece, temper } });
}

/** The squares a turn `unit` moves at `pace` (a `speeds` multiplier) of what it has left. */
export function paced(unit: Unit, left: number, pace: number): number {
  return Math.min(left, Math.floor((pieceOf(unit)?.squares ?? 0) * pace));
}

/** Steps from every square to square `goal` over the board (walls and closed doors stop; pieces do not). */
function distancesTo(state: GameState, goal: number): number[] {
  const board = state.setup.board;
  const dist = new Array<number>(board.areas.length).fill(-1);
  dist[goal] = 0;
  const queue = [goal];
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    for (const n of neighbours(board, cur)) {
      if (dist[n]! >= 0 || !canCross(board, state.doorsOpen, cur, n)) continue;
      dist[n] = dist[cur]! + 1;
      queue.push(n);
    }
  }
  return dist;
}

/** Where `unit` stops on its way home with `destinations` (square indexes it can reach): the one nearest home; null when none is nearer than where it stands. */
export function homeward(state: GameState, unit: Unit, destinations: readonly number[]): [number, number] | null {
  const w = state.setup.board.width;
  const home = temperOf(unit).home;
  const dist = distancesTo(state, home[1] * w + home[0]);
  let best = unit.y * w + unit.x;
  for (const i of [...destinations].sort((a, b) => a - b)) if (dist[i]! >= 0 && (dist[best]! < 0 || dist[i]! < dist[best]!)) best = i;
  return best === unit.y * w + unit.x ? null : [best % w, Math.floor(best / w)];
}

/** A square for `unit` to wander to among `destinations`: one within `roamRadius` of home, drawn from the game's dice; null when none. */
export function wanderSquare(draft: Draft, unit: Unit, destinations: readonly number[]): [number, number] | null {
  const state = draft.state;
  const w = state.setup.board.width;
  const home = temperOf(unit).home;
  const radius = squaresIn(state, rulesIn(state).temperament.roamRadius);
  const here = unit.y * w + unit.x;
  const within = [...destinations].sort((a, b) => a - b).filter((i) => i !== here && apart(home, { x: i % w, y: Math.floor(i / w) }) <= radius);
  if (within.length === 0) return null;
  const i = within[draft.rng.int(within.length)]!;
  return [i % w, Math.floor(i / w)];
}
